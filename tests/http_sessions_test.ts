/**
 * Stateful Streamable HTTP (`sessions: true`, `--sessions`): the contract over a session, the
 * session lifecycle and its refusals, the session cap and the idle timeout.
 *
 * @module
 */
import assert from "node:assert/strict";
import { startHttpServer } from "../mod.ts";
import { Catalog } from "../src/catalog/catalog.ts";
import { createHttpHandler } from "../src/http/handler.ts";
import { connectHttp, initialize, MCP_HEADERS, post, rpc } from "./_http.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { checkToolContract, TOOL_NAMES } from "./_tool_suite.ts";

const data = miniCatalog();

/** Opens a session with a raw initialize and returns its id. */
async function open(url: string): Promise<string> {
  const response = await post(url, initialize());
  assert.equal(response.status, 200);
  const id = response.headers.get("mcp-session-id");
  assert.ok(id !== null && id.length > 0);
  assert.equal((await response.json()).result.serverInfo.name, "catalog-mcp");
  return id;
}

function inSession(id: string): Record<string, string> {
  return { "mcp-session-id": id, "mcp-protocol-version": "2025-06-18" };
}

async function errorOf(response: Response, status: number): Promise<string> {
  assert.equal(response.status, status);
  const body = await response.json();
  assert.equal(body.id, null);
  return `${body.error.code} ${body.error.message}`;
}

Deno.test("the tool contract holds over a stateful session", async (t) => {
  await using server = await startHttpServer({ data, sessions: true });
  await using c = await connectHttp(server.url);
  await checkToolContract(t, c, data);
});

Deno.test("a session lives from initialize to DELETE; then it is unknown (404)", async () => {
  await using server = await startHttpServer({ data, sessions: true });
  const id = await open(server.url);

  const list = await post(server.url, rpc(2, "tools/list"), inSession(id));
  assert.equal(list.status, 200);
  assert.equal(list.headers.get("mcp-session-id"), id);
  assert.equal((await list.json()).result.tools.length, TOOL_NAMES.length);

  const stream = await fetch(server.url, {
    headers: { accept: "text/event-stream", ...inSession(id) },
  });
  assert.equal(stream.status, 200);
  assert.match(stream.headers.get("content-type") ?? "", /^text\/event-stream/);
  await stream.body?.cancel();

  const end = await fetch(server.url, { method: "DELETE", headers: inSession(id) });
  assert.equal(end.status, 200);
  await end.body?.cancel();

  const after = await post(server.url, rpc(3, "tools/list"), inSession(id));
  assert.match(await errorOf(after, 404), /^-32001 Session not found/);
});

Deno.test("requests without a session id get 400; unknown ids get 404", async () => {
  await using server = await startHttpServer({ data, sessions: true });
  assert.match(
    await errorOf(await post(server.url, rpc(1, "tools/list")), 400),
    /Mcp-Session-Id header is required/,
  );
  for (const method of ["GET", "DELETE"]) {
    const response = await fetch(server.url, {
      method,
      headers: { accept: "text/event-stream" },
    });
    assert.match(await errorOf(response, 400), /Mcp-Session-Id header is required/);
  }
  const unknown = inSession(crypto.randomUUID());
  assert.match(await errorOf(await post(server.url, rpc(1, "ping"), unknown), 404), /not found/);
  const get = await fetch(server.url, { headers: { accept: "text/event-stream", ...unknown } });
  assert.match(await errorOf(get, 404), /not found/);
});

Deno.test("stateful mode keeps the body checks: 415, 413, 400 parse error", async () => {
  await using server = await startHttpServer({ data, sessions: true, maxBodyBytes: 512 });
  const id = await open(server.url);
  const wrongType = await post(server.url, rpc(1, "ping"), {
    "content-type": "text/plain",
    ...inSession(id),
  });
  assert.match(await errorOf(wrongType, 415), /application\/json/);
  const big = rpc(1, "tools/call", {
    name: "search-packages",
    arguments: { query: "x".repeat(600) },
  });
  assert.match(await errorOf(await post(server.url, big, inSession(id)), 413), /512 bytes/);
  assert.match(await errorOf(await post(server.url, "{", inSession(id)), 400), /^-32700/);
});

Deno.test("beyond the session cap an initialize gets 503; closing one makes room", async () => {
  await using server = await startHttpServer({ data, sessions: true, maxSessions: 2 });
  const first = await open(server.url);
  await open(server.url);
  const refused = await post(server.url, initialize());
  assert.equal(refused.headers.get("retry-after"), "5");
  assert.match(await errorOf(refused, 503), /maximum of 2 sessions/);
  const end = await fetch(server.url, { method: "DELETE", headers: inSession(first) });
  await end.body?.cancel();
  await open(server.url);
});

Deno.test("an idle session expires: 404 for it, and its place under the cap is free", async () => {
  let now = 0;
  const handler = await createHttpHandler(Catalog.fromData(data), {
    hostname: "127.0.0.1",
    allowedHosts: [],
    allowedOrigins: [],
    maxBodyBytes: 1 << 20,
    server: {},
    sessions: { maxSessions: 1, idleMs: 60_000, now: () => now },
  });
  const url = "http://127.0.0.1/mcp";
  const send = (body: string, headers: Record<string, string> = {}) =>
    handler.fetch(
      new Request(url, {
        method: "POST",
        headers: { host: "127.0.0.1", ...MCP_HEADERS, ...headers },
        body,
      }),
    );
  try {
    const first = (await send(initialize())).headers.get("mcp-session-id");
    assert.ok(first !== null);
    now = 59_000; // still live: a request refreshes it
    assert.equal((await send(rpc(2, "ping"), inSession(first))).status, 200);
    now = 100_000; // 41 s idle
    assert.equal((await send(rpc(3, "ping"), inSession(first))).status, 200);
    now = 200_000; // 100 s idle: gone
    assert.match(await errorOf(await send(rpc(4, "ping"), inSession(first)), 404), /not found/);

    const second = await send(initialize());
    assert.equal(second.status, 200);
    now = 300_000; // the sweep at the cap frees the idle session for a new one
    assert.equal((await send(initialize())).status, 200);
  } finally {
    await handler.close();
  }
});

Deno.test("a graceful shutdown ends open GET streams instead of waiting on them", async () => {
  const server = await startHttpServer({ data, sessions: true, shutdownGraceMs: 60_000 });
  const id = await open(server.url);
  const stream = await fetch(server.url, {
    headers: { accept: "text/event-stream", ...inSession(id) },
  });
  assert.equal(stream.status, 200);
  const drained = stream.body?.pipeTo(new WritableStream());
  await server.shutdown();
  await drained;
});

Deno.test("with sessionIdHeader a new session takes the balancer's id; a bad or taken one is refused", async () => {
  const header = "X-Session-Key";
  await using server = await startHttpServer({ data, sessions: true, sessionIdHeader: header });
  const opened = await post(server.url, initialize(), { [header]: "key-1" });
  assert.equal(opened.status, 200);
  assert.equal(opened.headers.get("mcp-session-id"), "key-1");
  await opened.body?.cancel();
  const list = await post(server.url, rpc(2, "tools/list"), inSession("key-1"));
  assert.equal(list.status, 200);
  await list.body?.cancel();

  const taken = await post(server.url, initialize(), { [header]: "key-1" });
  assert.match(await errorOf(taken, 400), /X-Session-Key header is already in use/);
  for (const bad of ["has space", "x".repeat(129), "é"]) {
    const refused = await post(server.url, initialize(), { [header]: bad });
    assert.match(
      await errorOf(refused, 400),
      /X-Session-Key header must hold 1 to 128 visible ASCII/,
    );
  }
  // Without the header (a client that reaches the instance directly) the id is random.
  assert.notEqual(await open(server.url), "key-1");
  // Inside a session the header names nothing.
  const ping = await post(server.url, rpc(3, "ping"), { ...inSession("key-1"), [header]: "key-2" });
  assert.equal(ping.status, 200);
  await ping.body?.cancel();
});

Deno.test("without sessionIdHeader a balancer's header is ignored: ids stay random", async () => {
  await using server = await startHttpServer({ data, sessions: true });
  const opened = await post(server.url, initialize(), { "x-session-key": "key-1" });
  assert.match(opened.headers.get("mcp-session-id") ?? "", /^[0-9a-f-]{36}$/);
  await opened.body?.cancel();
  await assert.rejects(
    startHttpServer({ data, sessions: true, sessionIdHeader: "bad header" }),
    /sessionIdHeader must be an HTTP header name/,
  );
});
