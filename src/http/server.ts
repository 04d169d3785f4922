/**
 * HTTP mode's host: options and their defaults, the fetch handler on a port, and a stop that
 * lets requests in flight finish. Runs under Deno and Node alike.
 *
 * @module
 */
import { Catalog } from "../catalog.ts";
import { createHttpHandler } from "./handler.ts";
import { listen } from "./listen.ts";
import { jsonRpcError, TRANSPORT_ERROR } from "./responses.ts";
import { loadData } from "../load.ts";
import type { BundledData } from "../model.ts";

/** Defaults of {@link HttpServerOptions}, one place for the code, the CLI help and the docs. */
export const HTTP_DEFAULTS = {
  hostname: "127.0.0.1",
  maxBodyBytes: 1024 * 1024,
  maxSessions: 1000,
  sessionIdleSeconds: 1800,
  shutdownGraceMs: 10_000,
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
  /** How long {@link HttpServerHandle.shutdown} waits for requests in flight. Default: 10 s. */
  shutdownGraceMs?: number;
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
 * Serves a snapshot over MCP Streamable HTTP: the endpoint at `/mcp` (and `/`), `GET /health`.
 * Stateless by default, bound to `127.0.0.1`, with Host and Origin checks that close DNS
 * rebinding. Nothing is printed.
 *
 * @param options Where and how to serve; all optional.
 * @returns The running server, once it listens.
 * @throws {Error} When the snapshot fails to load, the port is already in use (the message
 * says so), or an option is out of range (RangeError, TypeError).
 *
 * @example Serve a snapshot on a free port and ask for its health
 * ```ts
 * import { startHttpServer } from "@catalog-mcp/server";
 *
 * await using server = await startHttpServer({ port: 0 });
 * const response = await fetch(`http://127.0.0.1:${server.port}/health`);
 * console.log(await response.json()); // { status: "ok" }
 * ```
 */
export async function startHttpServer(options: HttpServerOptions = {}): Promise<HttpServerHandle> {
  const { data, ...serving } = options;
  return await serveCatalog(Catalog.fromData(data ?? loadData()), serving);
}

/**
 * {@link startHttpServer} over a catalog that is already indexed (the CLI has one).
 *
 * @param catalog The catalog index.
 * @param options Everything but `data`.
 */
export async function serveCatalog(
  catalog: Catalog,
  options: Omit<HttpServerOptions, "data">,
): Promise<HttpServerHandle> {
  const hostname = options.hostname ?? HTTP_DEFAULTS.hostname;
  const port = integerIn("port", options.port ?? 0, 0, 65_535);
  const maxBodyBytes = integerIn(
    "maxBodyBytes",
    options.maxBodyBytes ?? HTTP_DEFAULTS.maxBodyBytes,
    1,
  );
  const grace = integerIn(
    "shutdownGraceMs",
    options.shutdownGraceMs ?? HTTP_DEFAULTS.shutdownGraceMs,
    0,
  );
  const sessions = options.sessions === true
    ? {
      maxSessions: integerIn("maxSessions", options.maxSessions ?? HTTP_DEFAULTS.maxSessions, 1),
      idleMs: 1000 * positive(
        "sessionIdleSeconds",
        options.sessionIdleSeconds ?? HTTP_DEFAULTS.sessionIdleSeconds,
      ),
    }
    : undefined;
  const handler = await createHttpHandler(catalog, {
    hostname,
    allowedHosts: options.allowedHosts ?? [],
    allowedOrigins: options.allowedOrigins ?? [],
    maxBodyBytes,
    sessions,
  });

  // Requests being answered, so a graceful stop knows when it may close the listener: Deno's
  // own shutdown would cut off a request whose body is still arriving.
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  let draining = false;
  const fetch = (request: Request): Promise<Response> => {
    if (draining) {
      return Promise.resolve(
        jsonRpcError(503, TRANSPORT_ERROR, "Service Unavailable: server is shutting down"),
      );
    }
    inFlight++;
    return handler.fetch(request).finally(() => {
      if (--inFlight === 0) onIdle?.();
    });
  };

  let listener;
  try {
    listener = await listen(fetch, { hostname, port });
  } catch (error) {
    await handler.close();
    throw error;
  }
  const bound = listener;

  let stopping: Promise<void> | undefined;
  const stop = (graceMs: number): Promise<void> =>
    stopping ??= (async () => {
      draining = true;
      const started = Date.now();
      if (graceMs > 0 && inFlight > 0) {
        await within(new Promise<void>((resolve) => onIdle = resolve), graceMs);
      }
      handler.closeStreams();
      const closed = bound.shutdown();
      await handler.close();
      if (!await within(closed, graceMs - (Date.now() - started))) bound.abandon();
    })();

  const base = `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${bound.port}`;
  return {
    url: `${base}/mcp`,
    healthUrl: `${base}/health`,
    hostname,
    port: bound.port,
    dispose: () => void stop(0),
    [Symbol.dispose]: () => void stop(0),
    shutdown: () => stop(grace),
    [Symbol.asyncDispose]: () => stop(grace),
  };
}

/** Whether `promise` settles within `ms`; the timer never outlives the answer. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  if (ms <= 0) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => timer = setTimeout(() => resolve(false), ms));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function integerIn(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER) {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
  return value;
}

function positive(name: string, value: number): number {
  if (!(Number.isFinite(value) && value > 0)) {
    throw new RangeError(`${name} must be a positive number, got ${value}`);
  }
  return value;
}
