/**
 * `GET /llms.txt` and `GET /llms-full.txt` in HTTP mode: the renderer's text, the MCP
 * endpoint's Host and Origin rules, GET only, in both modes.
 *
 * @module
 */
import assert from "node:assert/strict";
import { startHttpServer } from "../mod.ts";
import { renderLlmsFullTxt, renderLlmsTxt } from "../src/docs/llms_txt.ts";
import { docsCatalog } from "./_docs_catalog.ts";
import { rawHttp } from "./_http.ts";

const data = docsCatalog();
const FILES = [["/llms.txt", renderLlmsTxt(data)], ["/llms-full.txt", renderLlmsFullTxt(data)]];

function get(port: number, path: string, ...headers: string[]) {
  return rawHttp(
    port,
    [`GET ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...headers].join("\r\n"),
  );
}

for (const sessions of [false, true]) {
  const mode = sessions ? "with --sessions" : "stateless";
  Deno.test(`/llms.txt and /llms-full.txt serve the rendered files (${mode})`, async () => {
    await using server = await startHttpServer({ data, sessions });
    for (const [path, text] of FILES) {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(new URL(path!, server.url));
        assert.equal(response.status, 200);
        assert.equal(response.headers.get("content-type"), "text/plain; charset=utf-8");
        assert.equal(await response.text(), text);
      }
    }
  });
}

Deno.test("the llms files follow the MCP endpoint's Host and Origin rules", async () => {
  await using server = await startHttpServer({ data, allowedOrigins: ["https://ok.example"] });
  const { port } = server;
  for (const [path] of FILES) {
    const rebound = await rawHttp(port, `GET ${path} HTTP/1.1\r\nHost: evil.example`);
    assert.equal(rebound.status, 403, path);
    assert.match(JSON.parse(rebound.body).error.message, /Host "evil\.example" is not allowed/);
    const page = await get(port, path!, "Origin: https://evil.example");
    assert.equal(page.status, 403, path);
    const allowed = await get(port, path!, "Origin: https://ok.example");
    assert.equal(allowed.status, 200, path);
    assert.equal(allowed.headers.get("access-control-allow-origin"), "https://ok.example");
    assert.equal((await rawHttp(port, `GET ${path} HTTP/1.1\r\nHost: localhost`)).status, 200);
  }
});

Deno.test("the llms files answer GET only (and a CORS preflight)", async () => {
  await using server = await startHttpServer({ data });
  const { port } = server;
  for (const [path] of FILES) {
    for (const method of ["POST", "PUT", "DELETE", "HEAD", "PATCH"]) {
      const answer = await rawHttp(port, `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1`);
      assert.equal(answer.status, 405, `${method} ${path}`);
      assert.equal(answer.headers.get("allow"), "GET");
    }
    const preflight = await rawHttp(
      port,
      `OPTIONS ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:3000\r\n` +
        "Access-Control-Request-Method: GET",
    );
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get("access-control-allow-methods"), "GET, OPTIONS");
  }
  assert.equal((await get(port, "/llms.txt/extra")).status, 404);
  assert.equal((await get(port, "/LLMS.txt")).status, 404);
});
