/**
 * Stateful Streamable HTTP (`--sessions`): an initialize request opens a session with its own
 * SDK server and transport; later requests name it in `Mcp-Session-Id`. Sessions are bounded
 * in number and in idle time, so nothing grows without bound however clients behave.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  InitializeRequestSchema,
  type JSONRPCRequest,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import type { CatalogSource } from "../catalog/catalog_source.ts";
import { checkParams } from "../mcp/params_checking_server.ts";
import { readJsonBody } from "./body.ts";
import { isInitialize, isRequest, parseMessages } from "./messages.ts";
import { jsonResponse, jsonRpcError, SESSION_NOT_FOUND, TRANSPORT_ERROR } from "./responses.ts";
import { createCatalogServer, type ServerOptions } from "../mcp/server.ts";

/** Limits of stateful mode, and where a new session's id may come from. */
export interface SessionLimits {
  /** Live sessions at most; an initialize beyond it gets 503. */
  maxSessions: number;
  /** A session without a request for this long (ms) is closed. */
  idleMs: number;
  /** The largest request body accepted. */
  maxBodyBytes: number;
  /** How each session's server writes its answers. */
  server: ServerOptions;
  /**
   * A request header whose value, when present, becomes the id of the session an initialize
   * opens (set by a load balancer that hashes on `Mcp-Session-Id`, so that the initialize and
   * the session's later requests reach the same instance); without it ids are random.
   */
  idHeader?: string | undefined;
  /** The clock (ms); tests replace it to expire sessions without waiting. */
  now?: () => number;
}

/** What the MCP transports allow in a session id: visible ASCII, here at most 128 of them. */
const SESSION_ID = /^[\x21-\x7e]{1,128}$/;

/** One live session. */
interface Session {
  transport: WebStandardStreamableHTTPServerTransport;
  lastSeen: number;
}

/** Sweeps at least this often (ms), so an expired session's memory is not held long. */
const MAX_SWEEP_INTERVAL = 60_000;

/** Serves the MCP endpoint with sessions. */
export class SessionEndpoint {
  readonly #catalog: CatalogSource;
  readonly #limits: SessionLimits;
  readonly #now: () => number;
  readonly #sessions = new Map<string, Session>();
  readonly #sweeper: ReturnType<typeof setInterval>;

  /**
   * @param catalog The shared, immutable catalog.
   * @param limits Session cap, idle timeout and body limit.
   */
  constructor(catalog: CatalogSource, limits: SessionLimits) {
    this.#catalog = catalog;
    this.#limits = limits;
    this.#now = limits.now ?? Date.now;
    const every = Math.max(1_000, Math.min(limits.idleMs / 2, MAX_SWEEP_INTERVAL));
    this.#sweeper = setInterval(() => this.#sweep(), every);
  }

  /**
   * Answers one request to the MCP endpoint.
   *
   * @param request The HTTP request (Host and Origin already checked).
   */
  async handle(request: Request): Promise<Response> {
    const sessionId = request.headers.get("mcp-session-id");
    const session = sessionId === null ? undefined : this.#live(sessionId);
    if (sessionId !== null && session === undefined) {
      return jsonRpcError(404, SESSION_NOT_FOUND, "Session not found");
    }
    if (session !== undefined) session.lastSeen = this.#now();
    if (request.method !== "POST") {
      return session === undefined
        ? missingSessionId()
        : await session.transport.handleRequest(request);
    }
    const body = await readJsonBody(request, this.#limits.maxBodyBytes);
    if (!body.ok) return body.response;
    // Checked here, not left to the SDK's transport, which calls an invalid message a parse error.
    const messages = parseMessages(body.value);
    if (messages instanceof Response) return messages;
    if (session !== undefined) {
      return await session.transport.handleRequest(request, { parsedBody: body.value });
    }
    const initialize = messages.filter(isRequest).find(isInitialize);
    if (initialize === undefined) return missingSessionId();
    return invalidInitialize(initialize) ?? await this.#open(request, body.value);
  }

  /**
   * Ends every standalone GET stream, so a graceful shutdown does not wait on streams that
   * only end when the client hangs up.
   */
  closeStreams(): void {
    for (const session of this.#sessions.values()) session.transport.closeStandaloneSSEStream();
  }

  /** Closes every session and stops the idle sweep. */
  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    await Promise.all([...this.#sessions.values()].map((s) => s.transport.close()));
  }

  async #open(request: Request, parsedBody: unknown): Promise<Response> {
    if (this.#sessions.size >= this.#limits.maxSessions) this.#sweep();
    if (this.#sessions.size >= this.#limits.maxSessions) {
      return jsonRpcError(
        503,
        TRANSPORT_ERROR,
        `Service Unavailable: the server holds its maximum of ${this.#limits.maxSessions} ` +
          "sessions; end unused sessions with DELETE or retry later.",
        { "retry-after": "5" },
      );
    }
    const sessionId = this.#newSessionId(request);
    if (sessionId instanceof Response) return sessionId;
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => sessionId,
      enableJsonResponse: true,
      maxRequestBodySize: this.#limits.maxBodyBytes,
    });
    const session: Session = { transport, lastSeen: this.#now() };
    // Counted before the first await, so concurrent initializes cannot overshoot the cap.
    this.#sessions.set(sessionId, session);
    transport.onclose = () => {
      if (this.#sessions.get(sessionId) === session) this.#sessions.delete(sessionId);
    };
    await createCatalogServer(this.#catalog, this.#limits.server).connect(transport);
    const response = await transport.handleRequest(request, { parsedBody });
    // The transport refused the initialize (Accept, batch shape): no session came to be.
    if (transport.sessionId === undefined) await transport.close();
    return response;
  }

  /** The id for a new session: the balancer's, when it gives a usable one, or a random one. */
  #newSessionId(request: Request): string | Response {
    const header = this.#limits.idHeader;
    const given = header === undefined ? null : request.headers.get(header);
    if (given === null) return crypto.randomUUID();
    if (!SESSION_ID.test(given)) {
      const message = `Bad Request: the ${header} header must hold 1 to 128 visible ASCII ` +
        "characters, the id of the session to open";
      return jsonRpcError(400, TRANSPORT_ERROR, message);
    }
    if (this.#sessions.has(given)) {
      const message = `Bad Request: the session id in the ${header} header is already in use`;
      return jsonRpcError(400, TRANSPORT_ERROR, message);
    }
    return given;
  }

  /** The session with this id, unless it is unknown or has idled out (then it is closed). */
  #live(sessionId: string): Session | undefined {
    const session = this.#sessions.get(sessionId);
    if (session === undefined || !this.#expired(session)) return session;
    void session.transport.close();
    return undefined;
  }

  #expired(session: Session): boolean {
    return this.#now() - session.lastSeen > this.#limits.idleMs;
  }

  #sweep(): void {
    for (const session of this.#sessions.values()) {
      if (this.#expired(session)) void session.transport.close();
    }
  }
}

/**
 * The -32602 answer for an initialize whose params do not fit, as the server answers it in a
 * session, over stdio and in stateless mode; no session is opened for it.
 */
function invalidInitialize(request: JSONRPCRequest): Response | undefined {
  try {
    checkParams(InitializeRequestSchema, request);
    return undefined;
  } catch (error) {
    if (!(error instanceof McpError)) throw error;
    const { code, message } = error;
    return jsonResponse(200, { jsonrpc: "2.0", id: request.id, error: { code, message } });
  }
}

/** The 400 for a request outside any session that does not open one. */
function missingSessionId(): Response {
  return jsonRpcError(400, TRANSPORT_ERROR, "Bad Request: Mcp-Session-Id header is required");
}
