/**
 * The stateless endpoint's direct route into the SDK server's request handling: present in the
 * pinned SDK, answering as the SDK's router would, and harmless when absent.
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/server/index"
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { ErrorCode, type JSONRPCRequest } from "@modelcontextprotocol/sdk/types.js";
import { Catalog } from "../src/catalog/catalog.ts";
import { routeRequestsDirectly } from "../src/http/direct_request_route.ts";
import { MultiplexTransport } from "../src/http/multiplex_transport.ts";
import { createCatalogServer } from "../src/mcp/server.ts";
import { miniCatalog } from "./_mini_catalog.ts";

function call(id: number, method: string, params?: Record<string, unknown>): JSONRPCRequest {
  return { jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) };
}

Deno.test("the SDK's request path is found and answers every kind of request", async () => {
  const server = createCatalogServer(Catalog.fromData(miniCatalog()));
  const transport = new MultiplexTransport();
  await server.connect(transport);
  const sdkRouter = transport.onmessage;
  // If this fails, the SDK no longer has the request path: requests still work, through its
  // slower router; see src/http/direct_request_route.ts.
  assert.equal(routeRequestsDirectly(server, transport), true);
  assert.notEqual(transport.onmessage, sdkRouter);
  try {
    const [found, unknown, invalid] = await Promise.all([
      transport.dispatch(
        call(7, "tools/call", { name: "search-packages", arguments: { query: "date" } }),
        {},
      ),
      transport.dispatch(call(8, "no/such-method"), {}),
      transport.dispatch(call(9, "tools/call", { name: 42 }), {}),
    ]);
    assert.equal(found.id, 7);
    assert.ok("result" in found, JSON.stringify(found));
    const { hits } = found.result.structuredContent as { hits: { slug: string }[] };
    assert.deepEqual(hits.map((hit) => hit.slug), ["date-picker"]);
    assert.deepEqual(unknown, {
      jsonrpc: "2.0",
      id: 8,
      error: { code: ErrorCode.MethodNotFound, message: "Method not found" },
    });
    assert.ok("error" in invalid, JSON.stringify(invalid));
    assert.equal(invalid.error.code, ErrorCode.InvalidParams);
  } finally {
    await server.close();
  }
});

Deno.test("without the request path the SDK's router stays in place", () => {
  const transport = new MultiplexTransport();
  const router = () => {};
  transport.onmessage = router;
  assert.equal(routeRequestsDirectly({} as Server, transport), false);
  assert.equal(transport.onmessage, router);
});
