/**
 * HTTP mode's public contract: the options with their defaults, the handle of a running
 * server and the port-in-use error. Kept apart from the host itself, which the CLI and
 * `startHttpServer` load only when HTTP is asked for, so stdio starts without it.
 *
 * @module
 */
import type { BundledData } from "../snapshot/model.ts";
import type { AnswerText } from "../catalog/answer_texts.ts";

/** Defaults of {@link HttpServerOptions}, one place for the code, the CLI help and the docs. */
export const HTTP_DEFAULTS = {
  hostname: "127.0.0.1",
  maxBodyBytes: 1024 * 1024,
  maxSessions: 1000,
  sessionIdleSeconds: 1800,
  shutdownGraceMs: 10_000,
  answerText: "json",
} as const;

/**
 * Options of {@link startHttpServer}; every one has a safe default.
 *
 * @example Stateful mode behind a reverse proxy that forwards `mcp.example.com`
 * ```ts ignore
 * import { type HttpServerOptions, startHttpServer } from "@catalog-mcp/server";
 *
 * const options: HttpServerOptions = {
 *   port: 8080,
 *   allowedHosts: ["mcp.example.com"],
 *   allowedOrigins: ["https://app.example.com"],
 *   sessions: true,
 *   maxSessions: 200,
 *   sessionIdleSeconds: 600,
 * };
 * const server = await startHttpServer(options);
 * ```
 */
export interface HttpServerOptions {
  /** The snapshot to serve. Default: the bundled one. */
  data?: BundledData;
  /** The port. Default: 0, any free port (read it from {@link HttpServerHandle.port}). */
  port?: number;
  /** The address to bind. Default: `127.0.0.1`, reachable from this machine only. */
  hostname?: string;
  /**
   * More names clients may put in `Host` (ports are ignored). The bound name and the loopback
   * names are always allowed; any other `Host` gets 403, which closes DNS rebinding.
   */
  allowedHosts?: readonly string[];
  /**
   * More browser origins (`https://app.example.com`) that may call the server. Loopback
   * origins are always allowed; a request with any other `Origin` gets 403.
   */
  allowedOrigins?: readonly string[];
  /** The largest request body accepted (bytes), 413 beyond. Default: 1 MiB. */
  maxBodyBytes?: number;
  /**
   * Stateful mode: sessions with ids, a GET stream and DELETE. Default: `false`, stateless,
   * where every POST stands alone and instances scale out behind any load balancer.
   */
  sessions?: boolean;
  /** Stateful mode: live sessions at most, 503 beyond. Default: 1000. */
  maxSessions?: number;
  /** Stateful mode: a session without requests for this long is closed. Default: 1800. */
  sessionIdleSeconds?: number;
  /**
   * Stateful mode behind a load balancer that hashes on `Mcp-Session-Id`: the request header
   * (such as `X-Session-Key`) whose value, set by the balancer, becomes the id of the session an
   * initialize opens, so the initialize and the session's later requests hash alike. The
   * balancer must set it itself, never pass on a client's. Default: none, random ids.
   */
  sessionIdHeader?: string;
  /** How long {@link HttpServerHandle.shutdown} waits for requests in flight. Default: 10 s. */
  shutdownGraceMs?: number;
  /**
   * The text item of `search` and `fetch` answers: `"json"` (default over HTTP, the object
   * ChatGPT's connectors parse) or `"plain"`, the same fields as lines, shorter for a model to
   * read. `structuredContent` is JSON either way.
   */
  answerText?: AnswerText;
}

/**
 * A running HTTP server, from {@link startHttpServer}.
 *
 * @example Stop gracefully on SIGTERM
 * ```ts ignore
 * import process from "node:process";
 * import { startHttpServer } from "@catalog-mcp/server";
 *
 * const server = await startHttpServer({ port: 8080 });
 * console.error(`MCP at ${server.url}, health at ${server.healthUrl}`);
 * process.once("SIGTERM", () => void server.shutdown());
 * ```
 */
export interface HttpServerHandle {
  /** The MCP endpoint, such as `http://127.0.0.1:8080/mcp`. */
  readonly url: string;
  /** The health endpoint, such as `http://127.0.0.1:8080/health`. */
  readonly healthUrl: string;
  /** The bound address. */
  readonly hostname: string;
  /** The bound port. */
  readonly port: number;
  /**
   * Stops at once: no new connections, sessions closed, open connections no longer keep the
   * process alive. Requests in flight may be cut off; use {@link HttpServerHandle.shutdown}
   * to let them finish.
   */
  dispose(): void;
  /** Same as {@link HttpServerHandle.dispose}, for `using`. */
  [Symbol.dispose](): void;
  /**
   * Stops gracefully: new requests get 503, requests in flight finish (up to
   * `shutdownGraceMs`), then everything is released. Safe to call more than once.
   */
  shutdown(): Promise<void>;
  /** Same as {@link HttpServerHandle.shutdown}, for `await using`. */
  [Symbol.asyncDispose](): Promise<void>;
}

/**
 * Whether a text is an HTTP header name (an RFC 9110 token).
 *
 * @param text The name to check.
 */
export function isHeaderName(text: string): boolean {
  return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(text);
}

/** The port is taken by another process. */
export class PortInUseError extends Error {
  override name = "PortInUseError";
  /** @param port The port that was asked for. */
  constructor(readonly port: number) {
    super(`port ${port} is already in use`);
  }
}
