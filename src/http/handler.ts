/**
 * All HTTP behaviour in one web-standard fetch handler (`Request -> Response`): routes, Host
 * and Origin checks, CORS, the MCP endpoint in stateless or stateful mode, and the catalog's
 * llms.txt files. It runs
 * unchanged under `Deno.serve` and, through `@hono/node-server`, under Node; the hosts hold no
 * logic.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import type { CatalogSource } from "../catalog/catalog_source.ts";
import { LlmsFiles } from "./llms_files.ts";
import { AccessPolicy, type AccessPolicyOptions } from "./security.ts";
import { jsonResponse, jsonRpcError } from "./responses.ts";
import { SessionEndpoint } from "./sessions.ts";
import { quote } from "../catalog/quote.ts";
import { StatelessEndpoint } from "./stateless.ts";
import type { ServerOptions } from "../mcp/server.ts";

/** The MCP endpoint's paths: `/mcp`, and `/` for clients configured with the bare address. */
const MCP_PATHS = new Set(["/mcp", "/"]);
const HEALTH_PATH = "/health";
const MCP_METHODS = "GET, POST, DELETE, OPTIONS";

/** Everything the handler needs, already resolved and validated. */
export interface HttpHandlerOptions extends AccessPolicyOptions {
  /** The largest request body accepted (bytes). */
  maxBodyBytes: number;
  /** How each server writes its answers. */
  server: ServerOptions;
  /** Session limits for stateful mode; `undefined` serves stateless. */
  sessions:
    | { maxSessions: number; idleMs: number; idHeader?: string | undefined; now?: () => number }
    | undefined;
}

/** What serves the MCP endpoint in either mode. */
interface McpEndpoint {
  handle(request: Request, url: URL): Promise<Response> | Response;
  closeStreams(): void;
  close(): Promise<void>;
}

/** A fetch handler and the means to release what it holds. */
export interface HttpHandler {
  /** Answers one request; never throws, never exposes a stack trace (bugs get a 500). */
  fetch(request: Request): Promise<Response>;
  /** Graceful-stop helper: ends long-lived streams (stateful GET) so they do not hold it up. */
  closeStreams(): void;
  /** Closes every session or the shared server; later MCP requests get errors. */
  close(): Promise<void>;
}

/**
 * Builds the fetch handler over a catalog.
 *
 * @param catalog The shared, immutable catalog.
 * @param options Resolved options.
 * @returns The handler.
 * @throws {TypeError} When an allowed origin is malformed.
 */
export async function createHttpHandler(
  catalog: CatalogSource,
  options: HttpHandlerOptions,
): Promise<HttpHandler> {
  const policy = new AccessPolicy(options);
  const endpoint: McpEndpoint = options.sessions === undefined
    ? await StatelessEndpoint.create(catalog, options.maxBodyBytes, options.server)
    : new SessionEndpoint(catalog, {
      ...options.sessions,
      maxBodyBytes: options.maxBodyBytes,
      server: options.server,
    });
  const llms = new LlmsFiles(catalog);

  // Not async: each await costs measurably at tens of thousands of requests per second.
  function route(request: Request): Promise<Response> | Response {
    const url = new URL(request.url);
    const refused = policy.checkOrigin(request);
    if (refused !== undefined) return refused;
    // Load-balancer probes address an instance by its IP, and the answer reveals nothing, so
    // /health skips the Host check that guards the MCP endpoint.
    if (url.pathname === HEALTH_PATH) return health(request, policy);
    const isLlms = LlmsFiles.has(url.pathname);
    if (!isLlms && !MCP_PATHS.has(url.pathname)) {
      return jsonResponse(404, {
        error: `Not found: ${quote(url.pathname)}. The MCP endpoint is /mcp.`,
      });
    }
    const badHost = policy.checkHost(request);
    if (badHost !== undefined) return badHost;
    if (isLlms) return llms.answer(request, url.pathname, policy);
    if (request.method === "OPTIONS") return policy.preflight(request, MCP_METHODS);
    return endpoint.handle(request, url);
  }

  return {
    async fetch(request) {
      let response: Response;
      try {
        response = await route(request);
      } catch (error) {
        // A bug must cost one request, not the process, and must not leak internals to the
        // client; the operator still hears of it, in one line on stderr.
        console.error(
          `catalog-mcp: internal error: ${error instanceof Error ? error.message : error}`,
        );
        response = jsonRpcError(500, ErrorCode.InternalError, "Internal error");
      }
      for (const [name, value] of Object.entries(policy.corsHeaders(request))) {
        response.headers.set(name, value);
      }
      return response;
    },
    closeStreams: () => endpoint.closeStreams(),
    close: () => endpoint.close(),
  };
}

function health(request: Request, policy: AccessPolicy): Response {
  if (request.method === "OPTIONS") return policy.preflight(request, "GET, HEAD, OPTIONS");
  if (request.method !== "GET" && request.method !== "HEAD") {
    return jsonResponse(405, { error: "Method Not Allowed: use GET." }, { allow: "GET, HEAD" });
  }
  return jsonResponse(200, { status: "ok" });
}
