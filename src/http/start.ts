/**
 * The public entry of HTTP mode. The host (`server.ts`, with its handler, transports and
 * listener) is imported on first call, not with this module, so that importing the library or
 * starting the stdio server does not pay for HTTP.
 *
 * @module
 */
import { Catalog } from "../catalog/catalog.ts";
import { loadData } from "../snapshot/load.ts";
import type { HttpServerHandle, HttpServerOptions } from "./options.ts";
import { importLater } from "../import_later.ts";

type HttpHost = typeof import("./server.ts");

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
  const catalog = Catalog.fromData(data ?? loadData());
  const { serveCatalog } = await importLater<HttpHost>("./server.ts", import.meta.url);
  return await serveCatalog(catalog, serving);
}
