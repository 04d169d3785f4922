/**
 * The runtime edge of HTTP mode: puts a fetch handler on a port with `Deno.serve` under Deno,
 * or `@hono/node-server` under Node (the npm build). A thin adapter: no HTTP behaviour lives
 * here, only listening, stopping and the port-in-use error.
 *
 * @module
 */
import { Server as NodeHttpServer } from "node:http";
import { PortInUseError } from "./options.ts";

/** A server listening on a port, whatever the runtime. */
export interface Listener {
  /** The port actually bound (meaningful when 0 was asked for). */
  readonly port: number;
  /** Stops accepting connections; resolves once the open ones have ended. */
  shutdown(): Promise<void>;
  /** Stops waiting for open connections, so the process may exit without them. */
  abandon(): void;
}

/** Where to listen. */
export interface ListenOptions {
  hostname: string;
  port: number;
}

/** The part of `Deno.serve` used here, declared locally so the npm build needs no Deno types. */
interface DenoServe {
  serve(
    options: { hostname: string; port: number; onListen(): void; onError(): Response },
    handler: (request: Request) => Promise<Response>,
  ): { addr: { port: number }; shutdown(): Promise<void>; unref(): void };
}

/**
 * Listens on `options.hostname`:`options.port` and answers every request with `fetch`.
 *
 * @param fetch The handler; it must not throw.
 * @param options Where to listen.
 * @returns The listener, once it is bound.
 * @throws {PortInUseError} When the port is taken; other bind errors as the runtime raises them.
 */
export function listen(
  fetch: (request: Request) => Promise<Response>,
  options: ListenOptions,
): Promise<Listener> {
  const deno = (globalThis as { Deno?: DenoServe }).Deno;
  return deno === undefined ? listenNode(fetch, options) : listenDeno(deno, fetch, options);
}

function listenDeno(
  deno: DenoServe,
  fetch: (request: Request) => Promise<Response>,
  options: ListenOptions,
): Promise<Listener> {
  let server;
  try {
    server = deno.serve({
      hostname: options.hostname,
      port: options.port,
      onListen() {}, // Deno would print "Listening on" to stdout, which stdio users share.
      onError: () => new Response(null, { status: 500 }),
    }, fetch);
  } catch (error) {
    if (error instanceof Error && error.name === "AddrInUse") {
      return Promise.reject(new PortInUseError(options.port));
    }
    return Promise.reject(error);
  }
  const bound = server;
  return Promise.resolve({
    port: bound.addr.port,
    shutdown: () => bound.shutdown(),
    abandon: () => bound.unref(),
  });
}

async function listenNode(
  fetch: (request: Request) => Promise<Response>,
  options: ListenOptions,
): Promise<Listener> {
  const { serve } = await import("@hono/node-server");
  return await new Promise((resolve, reject) => {
    const server = serve(
      // Replacing the global Request and Response is a speed-up for whole apps, not something a
      // library may do to its host process.
      { fetch, hostname: options.hostname, port: options.port, overrideGlobalObjects: false },
      (info) => resolve(nodeListener(server, info.port)),
    );
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(error.code === "EADDRINUSE" ? new PortInUseError(options.port) : error);
    });
  });
}

function nodeListener(server: object, port: number): Listener {
  if (!(server instanceof NodeHttpServer)) throw new TypeError("expected an HTTP/1.1 server");
  return {
    port,
    shutdown: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
    abandon: () => server.closeAllConnections(),
  };
}
