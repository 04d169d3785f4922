/**
 * Reference servers for the HTTP benchmark, each run in its own process like the real one:
 *
 * - `bare`: the floor, a `Deno.serve` handler that reads the JSON-RPC body and answers with the
 *   very bytes catalog-mcp answers, worked out before it listens (by this server's own code, once
 *   per call; the benchmark checks they are the same bytes). Only the request's id is put in.
 *   Nothing an MCP server does can be faster.
 * - `per-request`: what the SDK's stateless examples do, a fresh server and
 *   `WebStandardStreamableHTTPServerTransport` for every request, with the same Host check.
 *   It is the design the multiplexing transport replaced; it stays measured so the figures in
 *   docs/performance.md can be reproduced.
 *
 * Usage: `deno run --allow-read --allow-net=127.0.0.1 scripts/_bench_server.ts KIND DATA
 * [CALLS] PORT`, where CALLS (for `bare`) is a JSON array of `tools/call` params.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Catalog } from "../src/catalog/catalog.ts";
import { AccessPolicy } from "../src/http/security.ts";
import { loadData } from "../src/snapshot/load.ts";
import { createCatalogServer } from "../src/mcp/server.ts";

const [kind, dataPath] = Deno.args;
const port = Deno.args.at(-1);

/** Where the request's id goes in a precomputed answer. */
const ID_MARK = "\u0000";

async function bare(
  path: string,
  calls: unknown[],
): Promise<(request: Request) => Promise<Response>> {
  const answers = new Map<string, [string, string]>();
  const server = createCatalogServer(Catalog.fromData(loadData({ path })));
  const [client, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.start();
  for (const params of calls) {
    const answer = await new Promise<unknown>((resolve) => {
      client.onmessage = resolve;
      void client.send({ jsonrpc: "2.0", id: 0, method: "tools/call", params } as never);
    });
    const [head = "", tail = ""] = JSON.stringify({ ...answer as object, id: ID_MARK }).split(
      JSON.stringify(ID_MARK),
    );
    answers.set(JSON.stringify(params), [head, tail]);
  }
  await server.close();
  return (request) =>
    request.json().then((message) => {
      const [head, tail] = answers.get(JSON.stringify(message.params)) ?? ["", ""];
      return new Response(head + JSON.stringify(message.id) + tail, {
        headers: { "content-type": "application/json" },
      });
    });
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

const handler = kind === "bare"
  ? await bare(dataPath!, JSON.parse(Deno.args[2]!))
  : kind === "per-request"
  ? perRequest(dataPath!)
  : undefined;
if (handler === undefined) throw new Error(`unknown server kind ${kind}`);
Deno.serve({ hostname: "127.0.0.1", port: Number(port), onListen() {} }, handler);
