/**
 * The MCP transport's security rules, each checked with raw requests the way curl or a hostile
 * page would send them: Host validation (DNS rebinding), Origin validation, CORS.
 *
 * @module
 */
import assert from "node:assert/strict";
import { startHttpServer } from "../mod.ts";
import { type RawAnswer, rawHttp, rpc } from "./_http.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { TOOL_NAMES } from "./_tool_suite.ts";

const data = miniCatalog();
const LIST = rpc(1, "tools/list");

/** POSTs tools/list with exactly these extra header lines. */
function postWith(port: number, path: string, ...headers: string[]): Promise<RawAnswer> {
  return rawHttp(
    port,
    [
      `POST ${path} HTTP/1.1`,
      "Content-Type: application/json",
      "Accept: application/json, text/event-stream",
      ...headers,
    ].join("\r\n"),
    LIST,
  );
}

function assertForbidden(answer: RawAnswer, fragment: string): void {
  assert.equal(answer.status, 403);
  assert.match(answer.headers.get("content-type") ?? "", /^application\/json/);
  const body = JSON.parse(answer.body);
  assert.equal(body.jsonrpc, "2.0");
  assert.equal(body.id, null);
  assert.equal(body.error.code, -32000);
  assert.ok(body.error.message.includes(fragment), body.error.message);
}

function assertServed(answer: RawAnswer): void {
  assert.equal(answer.status, 200, answer.body);
  assert.equal(JSON.parse(answer.body).result.tools.length, TOOL_NAMES.length);
}

Deno.test("a Host that is not the bound or a loopback name gets 403 (DNS rebinding)", async () => {
  await using server = await startHttpServer({ data });
  const { port } = server;
  for (
    const host of ["evil.example", `evil.example:${port}`, "127.0.0.2", "localhost.evil.example"]
  ) {
    assertForbidden(await postWith(port, "/mcp", `Host: ${host}`), host);
  }
});

Deno.test("loopback Host names pass whatever their port", async () => {
  await using server = await startHttpServer({ data });
  const { port } = server;
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, "LOCALHOST"]) {
    assertServed(await postWith(port, "/mcp", `Host: ${host}`));
  }
});

Deno.test("--allowed-host names pass, ports ignored; others still get 403", async () => {
  await using server = await startHttpServer({ data, allowedHosts: ["mcp.example.com:8443"] });
  const { port } = server;
  assertServed(await postWith(port, "/mcp", "Host: mcp.example.com"));
  assertServed(await postWith(port, "/mcp", "Host: MCP.example.com:443"));
  assertForbidden(await postWith(port, "/mcp", "Host: other.example.com"), "other.example.com");
});

Deno.test("a foreign Origin gets 403; none, loopback and allowed origins pass", async () => {
  await using server = await startHttpServer({
    data,
    allowedOrigins: ["https://app.example.com"],
  });
  const { port } = server;
  const host = `Host: 127.0.0.1:${port}`;
  for (const origin of ["https://evil.example", "null", "https://app.example.com.evil.example"]) {
    assertForbidden(await postWith(port, "/mcp", host, `Origin: ${origin}`), origin);
  }
  const none = await postWith(port, "/mcp", host);
  assertServed(none);
  assert.equal(none.headers.get("access-control-allow-origin"), undefined);
  for (
    const origin of ["http://localhost:3000", "http://127.0.0.1:5173", "https://app.example.com"]
  ) {
    const answer = await postWith(port, "/mcp", host, `Origin: ${origin}`);
    assertServed(answer);
    assert.equal(answer.headers.get("access-control-allow-origin"), origin, "echoed, never *");
    assert.equal(answer.headers.get("access-control-expose-headers"), "mcp-session-id");
    assert.equal(answer.headers.get("vary"), "origin");
  }
});

Deno.test("a CORS preflight lists what MCP clients send; a foreign one gets 403", async () => {
  await using server = await startHttpServer({ data });
  const { port } = server;
  const preflight = (origin: string) =>
    rawHttp(
      port,
      [
        "OPTIONS /mcp HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        `Origin: ${origin}`,
        "Access-Control-Request-Method: POST",
        "Access-Control-Request-Headers: content-type, mcp-protocol-version",
      ].join("\r\n"),
    );
  const allowed = await preflight("http://localhost:6274");
  assert.equal(allowed.status, 204);
  assert.equal(allowed.headers.get("access-control-allow-origin"), "http://localhost:6274");
  const headers = allowed.headers.get("access-control-allow-headers")?.split(/,\s*/) ?? [];
  for (const name of ["content-type", "mcp-session-id", "mcp-protocol-version", "last-event-id"]) {
    assert.ok(headers.includes(name), name);
  }
  const methods = allowed.headers.get("access-control-allow-methods") ?? "";
  for (const method of ["GET", "POST", "DELETE"]) assert.ok(methods.includes(method), method);
  assertForbidden(await preflight("https://evil.example"), "https://evil.example");
});

Deno.test("/health answers any Host (load-balancer probes) but not a foreign Origin", async () => {
  await using server = await startHttpServer({ data });
  const { port } = server;
  const probe = await rawHttp(port, "GET /health HTTP/1.1\r\nHost: 10.1.2.3:8080");
  assert.equal(probe.status, 200);
  assert.deepEqual(JSON.parse(probe.body), { status: "ok" });
  const page = await rawHttp(
    port,
    `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://evil.example`,
  );
  assertForbidden(page, "https://evil.example");
});
