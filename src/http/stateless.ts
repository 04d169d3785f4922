/**
 * Stateless Streamable HTTP, the default mode: every POST is answered on its own, with JSON,
 * and no request depends on another, so any number of instances can sit behind a plain
 * round-robin load balancer.
 *
 * One long-lived SDK server answers every request through a {@link MultiplexTransport}, which
 * hands it requests straight to its request handling ({@link routeRequestsDirectly}); the HTTP
 * rules the SDK's stateless transport applies (Accept, protocol version header, batch
 * shape, 202 for notifications) are applied here first, with the same answers.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/server/index"
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  type MessageExtraInfo,
  type RequestInfo,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "@modelcontextprotocol/sdk/types.js";
import type { CatalogSource } from "../catalog/catalog_source.ts";
import { readJsonBody } from "./body.ts";
import { routeRequestsDirectly } from "./direct_request_route.ts";
import { isInitialize, isRequest, parseMessages } from "./messages.ts";
import { MultiplexTransport, TransportClosedError } from "./multiplex_transport.ts";
import { jsonResponse, jsonRpcError, shuttingDown, TRANSPORT_ERROR } from "./responses.ts";
import { createCatalogServer, type ServerOptions } from "../mcp/server.ts";

/** Serves the MCP endpoint without sessions. */
export class StatelessEndpoint {
  readonly #server: Server;
  readonly #transport: MultiplexTransport;
  readonly #maxBodyBytes: number;

  private constructor(server: Server, transport: MultiplexTransport, maxBodyBytes: number) {
    this.#server = server;
    this.#transport = transport;
    this.#maxBodyBytes = maxBodyBytes;
  }

  /**
   * Builds the endpoint's one server over the catalog.
   *
   * @param catalog The shared, immutable catalog.
   * @param maxBodyBytes The largest request body accepted.
   * @param options How the server writes its answers.
   */
  static async create(
    catalog: CatalogSource,
    maxBodyBytes: number,
    options: ServerOptions,
  ): Promise<StatelessEndpoint> {
    const server = createCatalogServer(catalog, options);
    const transport = new MultiplexTransport();
    await server.connect(transport);
    routeRequestsDirectly(server, transport);
    return new StatelessEndpoint(server, transport, maxBodyBytes);
  }

  /**
   * Answers one request to the MCP endpoint.
   *
   * @param request The HTTP request (Host and Origin already checked).
   * @param url Its parsed URL.
   */
  handle(request: Request, url: URL): Promise<Response> | Response {
    if (request.method === "POST") return this.#post(request, url);
    // Without sessions there is no stream to open (GET) and nothing to end (DELETE).
    return jsonRpcError(
      405,
      TRANSPORT_ERROR,
      "Method Not Allowed: this server is stateless; send JSON-RPC messages with POST.",
      { allow: "POST, OPTIONS" },
    );
  }

  /** Nothing long-lived to end: every answer is a single JSON body. */
  closeStreams(): void {}

  /** Answers whatever is still waiting with 503 and stops the server. */
  async close(): Promise<void> {
    await this.#server.close();
  }

  async #post(request: Request, url: URL): Promise<Response> {
    const accept = request.headers.get("accept") ?? "";
    if (!accept.includes("application/json") || !accept.includes("text/event-stream")) {
      return jsonRpcError(
        406,
        TRANSPORT_ERROR,
        "Not Acceptable: Client must accept both application/json and text/event-stream",
      );
    }
    const body = await readJsonBody(request, this.#maxBodyBytes);
    if (!body.ok) return body.response;
    const messages = parseMessages(body.value);
    if (messages instanceof Response) return messages;

    if (!messages.some(isInitialize)) {
      const version = request.headers.get("mcp-protocol-version");
      if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
        return jsonRpcError(
          400,
          TRANSPORT_ERROR,
          `Bad Request: Unsupported protocol version: ${version} ` +
            `(supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(", ")})`,
        );
      }
    }
    // Notifications and client responses are acknowledged and not dispatched: without a
    // session there is nothing for them to act on, and a cancellation must never reach a
    // request that belongs to another caller.
    const requests = messages.filter(isRequest);
    if (requests.length === 0) return new Response(null, { status: 202 });

    const extra: MessageExtraInfo = { requestInfo: new LazyRequestInfo(request, url) };
    try {
      if (!Array.isArray(body.value) && requests[0] !== undefined) {
        return jsonResponse(200, await this.#transport.dispatch(requests[0], extra));
      }
      const answers = await Promise.all(requests.map((r) => this.#transport.dispatch(r, extra)));
      return jsonResponse(200, answers);
    } catch (error) {
      if (!(error instanceof TransportClosedError)) throw error;
      return shuttingDown();
    }
  }
}

/**
 * What a handler may know about its HTTP request. Handlers rarely read the headers (only
 * logging/setLevel does), so they are copied on first use rather than for every request.
 *
 * A class, not an object literal with a getter: V8 keeps what such a literal's getter captures
 * (here the whole request) alive through minor garbage collections, which then take several
 * times longer under load (measured with `--trace-gc`).
 */
class LazyRequestInfo implements RequestInfo {
  readonly url: URL;
  readonly #request: Request;
  #headers: Record<string, string> | undefined;

  constructor(request: Request, url: URL) {
    this.#request = request;
    this.url = url;
  }

  get headers(): Record<string, string> {
    return this.#headers ??= sessionlessHeaders(this.#request.headers);
  }
}

/**
 * A request's headers without `mcp-session-id`. Without sessions that header names nothing, and
 * the SDK server keys per-session state (the logging level) by it: passing it on would let
 * clients grow that state without bound, one entry per id they invent.
 */
function sessionlessHeaders(headers: Headers): Record<string, string> {
  const copy = Object.fromEntries(headers);
  delete copy["mcp-session-id"];
  return copy;
}
