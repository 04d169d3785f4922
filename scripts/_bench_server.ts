/**
 * Reference servers for the HTTP benchmark, each run in its own process like the real one:
 *
 * - `bare`: the floor, a `Deno.serve` handler that reads the JSON-RPC body and answers with a
 *   small JSON result. Nothing an MCP server does can be faster.
 * - `per-request`: what the SDK's stateless examples do, a fresh server and
 *   `WebStandardStreamableHTTPServerTransport` for every request, with the same Host check.
 *   It is the design the multiplexing transport replaced; it stays measured so the figures in
 *   docs/performance.md can be reproduced.
 *
 * Usage: `deno run --allow-read --allow-net=127.0.0.1 scripts/_bench_server.ts KIND DATA PORT`
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Catalog } from "../src/catalog.ts";
import { AccessPolicy } from "../src/http/security.ts";
import { loadData } from "../src/load.ts";
import { createCatalogServer } from "../src/server.ts";

const [kind, dataPath, port] = Deno.args;

function bare(request: Request): Promise<Response> {
  return request.json().then((message) =>
    Response.json({ jsonrpc: "2.0", id: message.id, result: { ok: true } })
  );
}

function perRequest(path: string): (request: Request) => Promise<Response> {
  const catalog = Catalog.fromData(loadData({ path }));
  const policy = new AccessPolicy({ hostname: "127.0.0.1", allowedHosts: [], allowedOrigins: [] });
  return async (request) => {
    const refused = policy.checkHost(request);
    if (refused !== undefined) return refused;
    const server = createCatalogServer(catalog);
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request);
    } finally {
      await server.close();
    }
  };
}

const handler = kind === "bare" ? bare : kind === "per-request" ? perRequest(dataPath!) : undefined;
if (handler === undefined) throw new Error(`unknown server kind ${kind}`);
Deno.serve({ hostname: "127.0.0.1", port: Number(port), onListen() {} }, handler);
