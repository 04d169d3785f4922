/**
 * Stateless Streamable HTTP through the library entry point: the MCP contract with the SDK's
 * own client, correctness under sequential and concurrent load, the transport's HTTP rules,
 * and the handle's lifecycle.
 *
 * @module
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/types"
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { type BundledData, DOC_PAGES, packageMeta, startHttpServer } from "../mod.ts";
import { connectHttp, initialize, MCP_HEADERS, post, rpc } from "./_http.ts";
import { type TestClient, textOf } from "./_mcp_client.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { checkToolContract, TOOL_NAMES } from "./_tool_suite.ts";

const data = miniCatalog();
const slugs = data.packages.map((p) => p.slug);

/** Asserts a JSON-RPC error answer with no request id, and returns its message. */
async function assertRefusal(response: Response, status: number, code: number): Promise<string> {
  assert.equal(response.status, status);
  assert.match(response.headers.get("content-type") ?? "", /^application\/json/);
  const body = await response.json();
  assert.equal(body.jsonrpc, "2.0");
  assert.equal(body.id, null);
  assert.equal(body.error.code, code);
  assert.doesNotMatch(body.error.message, /\n\s+at /, "no stack trace");
  return body.error.message;
}

/** Calls get-package and checks the answer is that package's metadata. */
async function checkGetPackage(c: TestClient, slug: string, source: BundledData) {
  const result = await c.call("get-package", { packageSlug: slug });
  const pkg = source.packages.find((p) => p.slug === slug);
  assert.ok(pkg !== undefined);
  assert.deepEqual(JSON.parse(textOf(result)), packageMeta(pkg));
}

Deno.test("the tool contract holds over stateless Streamable HTTP", async (t) => {
  await using server = await startHttpServer({ data });
  await using c = await connectHttp(server.url);
  await checkToolContract(t, c, data);
});

Deno.test("resources are listed and read over HTTP", async () => {
  await using server = await startHttpServer({ data });
  await using c = await connectHttp(server.url);
  const { resources } = await c.client.listResources();
  const expected = data.packages.flatMap((pkg) => [
    ...pkg.availableDocPages.map((page) => `catalog://docs/${pkg.slug}/${page}`),
  ]).concat(
    data.packages.filter((p) => p.apiSource !== null).map((p) => `catalog://source/${p.slug}`),
  );
  assert.deepEqual(resources.map((r) => r.uri).sort(), expected.sort());
  for (const pkg of data.packages) {
    for (const page of DOC_PAGES.filter((p) => pkg.docs[p] !== undefined)) {
      const { contents } = await c.client.readResource({
        uri: `catalog://docs/${pkg.slug}/${page}`,
      });
      assert.equal((contents[0] as { text: string }).text, pkg.docs[page]);
    }
  }
  await assert.rejects(
    c.client.readResource({ uri: "catalog://docs/nope/index" }),
    (error) => error instanceof McpError && error.code === -32602,
  );
});

Deno.test("an unknown tool is a MethodNotFound protocol error over HTTP", async () => {
  await using server = await startHttpServer({ data });
  await using c = await connectHttp(server.url);
  await assert.rejects(
    c.client.callTool({ name: "no-such-tool", arguments: {} }),
    (error) => error instanceof McpError && error.code === -32601,
  );
});

Deno.test("initialize is answered on its own, without a session id", async () => {
  await using server = await startHttpServer({ data });
  for (const [asked, agreed] of [["2025-03-26", "2025-03-26"], ["1999-01-01", "2025-11-25"]]) {
    const response = await post(
      server.url,
      rpc(1, "initialize", {
        protocolVersion: asked,
        capabilities: {},
        clientInfo: { name: "raw", version: "0" },
      }),
    );
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("mcp-session-id"), null);
    const { result } = await response.json();
    assert.equal(result.protocolVersion, agreed);
    assert.equal(result.serverInfo.name, "catalog-mcp");
    assert.ok(result.capabilities.tools);
  }
});

Deno.test("200 sequential calls on one server are all answered correctly", async () => {
  await using server = await startHttpServer({ data });
  await using c = await connectHttp(server.url);
  for (let i = 0; i < 200; i++) {
    const slug = slugs[i % slugs.length]!;
    if (i % 2 === 0) await checkGetPackage(c, slug, data);
    else {
      const hits = JSON.parse(textOf(await c.call("search-packages", { query: slug })));
      assert.ok(hits.some((hit: { slug: string }) => hit.slug === slug), slug);
    }
  }
});

Deno.test("32 concurrent clients x 25 calls each get their own answers", async () => {
  await using server = await startHttpServer({ data });
  const clients = await Promise.all(Array.from({ length: 32 }, () => connectHttp(server.url)));
  try {
    // Every client numbers its requests from the same start, so ids collide on the server all
    // the time; a slug that differs per client and call shows any answer given to the wrong one.
    await Promise.all(clients.map(async (c, k) => {
      for (let i = 0; i < 25; i++) await checkGetPackage(c, slugs[(k + i) % slugs.length]!, data);
    }));
  } finally {
    await Promise.all(clients.map((c) => c[Symbol.asyncDispose]()));
  }
});

Deno.test("concurrent raw requests with the same id get their own answers and ids", async () => {
  await using server = await startHttpServer({ data });
  const answers = await Promise.all(Array.from({ length: 64 }, async (_, i) => {
    const slug = slugs[i % slugs.length]!;
    const id = i % 2 === 0 ? 1 : "same";
    const response = await post(
      server.url,
      rpc(id, "tools/call", { name: "get-package", arguments: { packageSlug: slug } }),
    );
    return { slug, id, answer: await response.json() };
  }));
  for (const { slug, id, answer } of answers) {
    assert.equal(answer.id, id);
    assert.equal(answer.result.structuredContent.slug, slug);
  }
});

Deno.test("logging/setLevel reads the request's headers and is answered statelessly", async () => {
  await using server = await startHttpServer({ data });
  for (const headers of [{}, { "mcp-session-id": "invented-by-the-client" }]) {
    const response = await post(
      server.url,
      rpc(3, "logging/setLevel", { level: "error" }),
      headers,
    );
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("mcp-session-id"), null);
    assert.deepEqual(await response.json(), { jsonrpc: "2.0", id: 3, result: {} });
  }
});

Deno.test("a batch gets an array of answers in order; notifications get 202", async () => {
  await using server = await startHttpServer({ data });
  const batch = await post(
    server.url,
    `[${rpc(1, "ping")},{"jsonrpc":"2.0","method":"notifications/initialized"},${
      rpc(2, "tools/list")
    }]`,
  );
  assert.equal(batch.status, 200);
  const answers = await batch.json();
  assert.deepEqual(answers.map((a: { id: number }) => a.id), [1, 2]);
  assert.equal(answers[1].result.tools.length, TOOL_NAMES.length);

  const notification = await post(
    server.url,
    JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }),
  );
  assert.equal(notification.status, 202);
  assert.equal(await notification.text(), "");
});

Deno.test("malformed bodies are refused with JSON-RPC errors, never a crash", async () => {
  await using server = await startHttpServer({ data, maxBodyBytes: 1024 });
  const url = server.url;
  assert.match(await assertRefusal(await post(url, "{not json"), 400, -32700), /Parse error/);
  await assertRefusal(await post(url, '{"hello":"world"}'), 400, -32700);
  await assertRefusal(await post(url, "[]"), 400, -32600);
  await assertRefusal(await post(url, `[${initialize(1)},${rpc(2, "ping")}]`), 400, -32600);
  const wrongType = await post(url, rpc(1, "ping"), { "content-type": "text/plain" });
  assert.match(await assertRefusal(wrongType, 415, -32000), /application\/json/);
  const noAccept = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: rpc(1, "ping"),
  });
  await assertRefusal(noAccept, 406, -32000);
  // The server still answers afterwards.
  assert.equal((await post(url, rpc(1, "ping"))).status, 200);
});

Deno.test("bodies over the limit get 413, declared or streamed", async () => {
  await using server = await startHttpServer({ data, maxBodyBytes: 1024 });
  const big = rpc(1, "tools/call", {
    name: "search-packages",
    arguments: { query: "x".repeat(2000) },
  });
  assert.match(await assertRefusal(await post(server.url, big), 413, -32000), /1024 bytes/);
  const chunked = await fetch(server.url, {
    method: "POST",
    headers: MCP_HEADERS,
    body: new Blob([big]).stream(),
  });
  await assertRefusal(chunked, 413, -32000);
  const small = await post(server.url, rpc(2, "ping"));
  assert.equal(small.status, 200);
  await small.body?.cancel();
});

Deno.test("an unsupported MCP-Protocol-Version header is refused, except on initialize", async () => {
  await using server = await startHttpServer({ data });
  const version = { "mcp-protocol-version": "1999-01-01" };
  const message = await assertRefusal(
    await post(server.url, rpc(1, "tools/list"), version),
    400,
    -32000,
  );
  assert.match(message, /Unsupported protocol version: 1999-01-01/);
  const init = await post(server.url, initialize(), version);
  assert.equal(init.status, 200);
  await init.body?.cancel();
  const supported = await post(server.url, rpc(1, "ping"), {
    "mcp-protocol-version": "2025-06-18",
  });
  assert.equal(supported.status, 200);
  await supported.body?.cancel();
});

Deno.test("GET and DELETE on the stateless endpoint are 405", async () => {
  await using server = await startHttpServer({ data });
  for (const method of ["GET", "DELETE"]) {
    const response = await fetch(server.url, {
      method,
      headers: { accept: "text/event-stream" },
    });
    assert.equal(response.headers.get("allow"), "POST, OPTIONS");
    await assertRefusal(response, 405, -32000);
  }
});

Deno.test("routes: /health, the / alias, JSON 404 for anything else", async () => {
  await using server = await startHttpServer({ data });
  const base = server.url.slice(0, -"/mcp".length);
  assert.equal(server.healthUrl, `${base}/health`);
  for (const path of ["/health", "/health?probe=1&x"]) {
    const health = await fetch(`${base}${path}`);
    assert.equal(health.status, 200);
    assert.match(health.headers.get("content-type") ?? "", /^application\/json/);
    assert.deepEqual(await health.json(), { status: "ok" });
  }
  const postHealth = await fetch(`${base}/health`, { method: "POST" });
  assert.equal(postHealth.status, 405);
  await postHealth.body?.cancel();

  const alias = await post(`${base}/`, rpc(1, "tools/list"));
  assert.equal((await alias.json()).result.tools.length, TOOL_NAMES.length);

  for (const path of ["/nope", "/mcp/extra", "/healthz"]) {
    const missing = await fetch(`${base}${path}`);
    assert.equal(missing.status, 404);
    assert.match(missing.headers.get("content-type") ?? "", /^application\/json/);
    assert.match((await missing.json()).error, /Not found/);
  }
});

Deno.test("the handle binds 127.0.0.1 by default and reports its addresses", async () => {
  await using server = await startHttpServer({ data });
  assert.equal(server.hostname, "127.0.0.1");
  assert.ok(server.port > 0);
  assert.equal(server.url, `http://127.0.0.1:${server.port}/mcp`);
});

Deno.test("using disposes the handle: the port stops accepting", async () => {
  let handle;
  {
    using server = await startHttpServer({ data });
    handle = server;
    assert.equal((await fetch(server.healthUrl).then((r) => r.json())).status, "ok");
  }
  await assert.rejects(fetch(handle.healthUrl));
  await handle.shutdown(); // the stop dispose began; lets it finish within this test
});

Deno.test("shutdown waits for requests in flight only up to shutdownGraceMs", async () => {
  const server = await startHttpServer({ data, shutdownGraceMs: 100 });
  const stalled = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
  await stalled.write(new TextEncoder().encode(
    `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      "Accept: application/json, text/event-stream\r\nExpect: 100-continue\r\n" +
      "Content-Length: 100\r\n\r\n",
  ));
  await stalled.read(new Uint8Array(64)); // "100 Continue": in flight, and its body never comes
  await server.shutdown(); // resolves although the request never finished
  stalled.close();
});

Deno.test("shutdown releases the port for reuse", async () => {
  const server = await startHttpServer({ data });
  await server.shutdown();
  await server.shutdown(); // a second call is harmless
  const listener = Deno.listen({ hostname: "127.0.0.1", port: server.port });
  listener.close();
});

Deno.test("out-of-range options are refused before anything listens", async () => {
  await assert.rejects(startHttpServer({ data, port: 70_000 }), RangeError);
  await assert.rejects(startHttpServer({ data, maxBodyBytes: 0 }), RangeError);
  await assert.rejects(startHttpServer({ data, sessions: true, maxSessions: 0 }), RangeError);
  await assert.rejects(startHttpServer({ data, allowedOrigins: ["not a url"] }), TypeError);
});
