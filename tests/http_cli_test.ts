/**
 * HTTP mode as a process: the CLI run with least privilege (read the snapshot, listen on one
 * address), its startup line, flags, port errors and graceful stop on SIGTERM and SIGINT.
 *
 * @module
 */
import assert from "node:assert/strict";
import { CLI_COMMAND, REPO_ROOT, runCli, writeSnapshot } from "./_cli.ts";
import {
  initialize,
  parseAnswer,
  post,
  rawHttp,
  rpc,
  signalsAtStartup,
  spawnHttpCli,
} from "./_http.ts";
import { freePort } from "./_spawned_server.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { TOOL_NAMES } from "./_tool_suite.ts";

const snapshot = await writeSnapshot(miniCatalog());

/** Reads from `conn` until the text read so far matches `until` (or the peer closes). */
async function readUntil(conn: Deno.Conn, until?: RegExp): Promise<string> {
  const buffer = new Uint8Array(64 * 1024);
  const decoder = new TextDecoder();
  let text = "";
  while (until === undefined || !until.test(text)) {
    const read = await conn.read(buffer);
    if (read === null) break;
    text += decoder.decode(buffer.subarray(0, read), { stream: true });
  }
  return text;
}

/**
 * Waits until the server has begun to stop: new requests get 503 (draining) or are refused.
 * Only then is the in-flight request's body sent, so it really has to outlive the signal.
 */
async function stopStarted(port: number): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      await response.body?.cancel();
      if (response.status === 503) return;
    } catch {
      return; // refused: the listener is closed
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

Deno.test("--port prints one startup line with both URLs on stderr, nothing on stdout", async () => {
  await using cli = await spawnHttpCli(["--data", snapshot]);
  const base = `http://127.0.0.1:${cli.port}`;
  assert.equal(cli.banner, `catalog-mcp: serving MCP at ${base}/mcp (health: ${base}/health)`);
  assert.deepEqual(await (await fetch(`${base}/health`)).json(), { status: "ok" });
  const list = await post(cli.url, rpc(1, "tools/list"));
  assert.equal((await list.json()).result.tools.length, TOOL_NAMES.length);
  cli.process.kill("SIGTERM");
  assert.equal((await cli.process.status).code, 0);
  assert.equal(await cli.stdout, "");
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  Deno.test(`${signal} lets a request in flight finish, then exits 0`, async () => {
    await using cli = await spawnHttpCli(["--data", snapshot]);
    const body = rpc(7, "tools/call", {
      name: "get-package",
      arguments: { packageSlug: "tokens" },
    });
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: cli.port });
    try {
      await conn.write(new TextEncoder().encode([
        "POST /mcp HTTP/1.1",
        `Host: 127.0.0.1:${cli.port}`,
        "Content-Type: application/json",
        "Accept: application/json, text/event-stream",
        "Connection: close",
        "Expect: 100-continue",
        `Content-Length: ${body.length}`,
        "",
        "",
      ].join("\r\n")));
      // The server asks for the body only once the handler reads it: the request is in flight.
      assert.match(await readUntil(conn, /\r\n\r\n/), /^HTTP\/1\.1 100 Continue/);
      cli.process.kill(signal);
      await stopStarted(cli.port);
      await conn.write(new TextEncoder().encode(body));
      const answer = parseAnswer(
        (await readUntil(conn)).replace(/^HTTP\/1\.1 100[^]*?\r\n\r\n/, ""),
      );
      assert.equal(answer.status, 200);
      const message = JSON.parse(answer.body);
      assert.equal(message.id, 7);
      assert.equal(message.result.structuredContent.slug, "tokens");
    } finally {
      conn.close();
    }
    assert.equal((await cli.process.status).code, 0);
    assert.equal(await cli.stdout, "");
    assert.doesNotMatch(await cli.stderr, /error|at /i);
  });
}

Deno.test("the startup line means ready: SIGINT and SIGTERM the moment it appears exit 0 (20 times each)", async () => {
  assert.deepEqual(await signalsAtStartup(20), []);
});

Deno.test("a port in use exits 1 with a clear message and a hint", async () => {
  const port = freePort();
  using _taken = Deno.listen({ hostname: "127.0.0.1", port });
  const { code, stdout, stderr } = await new Deno.Command(CLI_COMMAND, {
    args: [
      "run",
      "--quiet",
      "--allow-read",
      `--allow-net=127.0.0.1:${port}`,
      "mod.ts",
      "--data",
      snapshot,
      "--port",
      String(port),
    ],
    cwd: REPO_ROOT,
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(code, 1);
  assert.equal(stdout.length, 0);
  const text = new TextDecoder().decode(stderr);
  assert.match(text, new RegExp(`^error: port ${port} is already in use\\n.*--port`, "m"));
  assert.doesNotMatch(text, /^\s+at /m, "no stack trace");
});

Deno.test("an invalid port is a usage error", async () => {
  for (const port of ["0", "65536", "abc", "-1", "1.5", "8080x", ""]) {
    const run = await runCli(["--port", port]);
    assert.equal(run.code, 1, port);
    assert.equal(run.stdout, "");
    assert.match(run.stderr, /^error: .*\nRun with --help for usage\.\n$/s, port);
  }
});

Deno.test("HTTP flags need --port, session flags need --sessions", async () => {
  for (
    const [args, message] of [
      [["--host", "0.0.0.0"], "--host needs --port"],
      [["--sessions"], "--sessions needs --port"],
      [["--allowed-origin", "https://a.example"], "--allowed-origin needs --port"],
      [["--port", "8080", "--max-sessions", "5"], "--max-sessions needs --sessions"],
      [["--port", "8080", "--session-id-header", "X-Key"], "--session-id-header needs --sessions"],
      [
        ["--port", "8080", "--sessions", "--session-id-header", "X Key"],
        '--session-id-header must be an HTTP header name, got "X Key"',
      ],
      [["--port", "8080", "--max-body-bytes", "0"], "--max-body-bytes must be an integer"],
    ] as const
  ) {
    const run = await runCli([...args]);
    assert.equal(run.code, 1, args.join(" "));
    assert.ok(run.stderr.includes(message), run.stderr);
  }
});

Deno.test("--help documents the HTTP flags", async () => {
  const { stderr } = await runCli(["--help"]);
  for (
    const flag of [
      "--port <n>",
      "--host <name>",
      "--allowed-host",
      "--allowed-origin",
      "--max-body-bytes",
      "--sessions",
      "--max-sessions",
      "--session-idle-seconds",
      "--session-id-header",
    ]
  ) assert.ok(stderr.includes(flag), flag);
});

Deno.test("--sessions, --max-sessions and --allowed-host take effect", async () => {
  await using cli = await spawnHttpCli([
    "--data",
    snapshot,
    "--sessions",
    "--max-sessions",
    "1",
    "--allowed-host",
    "mcp.example.com",
  ]);
  const first = await post(cli.url, initialize());
  assert.ok(first.headers.get("mcp-session-id"));
  await first.body?.cancel();
  const second = await post(cli.url, initialize());
  assert.equal(second.status, 503);
  await second.body?.cancel();
  const proxied = await rawHttp(cli.port, "GET /health HTTP/1.1\r\nHost: mcp.example.com");
  assert.equal(proxied.status, 200);
  const foreign = await rawHttp(
    cli.port,
    `POST /mcp HTTP/1.1\r\nHost: other.example.com\r\nContent-Type: application/json\r\n` +
      "Accept: application/json, text/event-stream",
    initialize(),
  );
  assert.equal(foreign.status, 403);
});
