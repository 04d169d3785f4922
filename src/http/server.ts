/**
 * HTTP mode's host: the fetch handler on a port, and a stop that lets requests in flight
 * finish. Runs under Deno and Node alike.
 *
 * @module
 */
import type { CatalogSource } from "../catalog/catalog_source.ts";
import { createHttpHandler } from "./handler.ts";
import { listen } from "./listen.ts";
import {
  HTTP_DEFAULTS,
  type HttpServerHandle,
  type HttpServerOptions,
  isHeaderName,
} from "./options.ts";
import { shuttingDown } from "./responses.ts";
import { answerTextOf } from "../catalog/answer_texts.ts";

/**
 * `startHttpServer` over a catalog that is already indexed (the CLI has one).
 *
 * @param catalog The catalog index.
 * @param options Everything but `data`.
 */
export async function serveCatalog(
  catalog: CatalogSource,
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
      idHeader: headerName("sessionIdHeader", options.sessionIdHeader),
    }
    : undefined;
  const handler = await createHttpHandler(catalog, {
    hostname,
    allowedHosts: options.allowedHosts ?? [],
    allowedOrigins: options.allowedOrigins ?? [],
    maxBodyBytes,
    server: { answerText: answerTextOf(options.answerText, HTTP_DEFAULTS.answerText) },
    sessions,
  });

  // Requests being answered, so a graceful stop knows when it may close the listener: Deno's
  // own shutdown would cut off a request whose body is still arriving.
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  let draining = false;
  const fetch = (request: Request): Promise<Response> => {
    if (draining) return Promise.resolve(shuttingDown());
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

/** An HTTP header name, or `undefined`. */
function headerName(name: string, value: string | undefined): string | undefined {
  if (value !== undefined && !isHeaderName(value)) {
    throw new RangeError(`${name} must be an HTTP header name, got "${value}"`);
  }
  return value;
}

function positive(name: string, value: number): number {
  if (!(Number.isFinite(value) && value > 0)) {
    throw new RangeError(`${name} must be a positive number, got ${value}`);
  }
  return value;
}
