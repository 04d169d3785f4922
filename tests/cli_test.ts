import assert from "node:assert/strict";
import { loadData } from "../mod.ts";
import { runCli, writeSnapshot } from "./_cli.ts";
import { connectCli } from "./_mcp_client.ts";
import { initializeRequest } from "./_initialize.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { checkToolContract, TOOL_NAMES } from "./_tool_suite.ts";

Deno.test("--version prints the snapshot's data version on stdout", async () => {
  const run = await runCli(["--version"]);
  assert.equal(run.code, 0);
  assert.equal(run.stdout, `${loadData().version}\n`);
});

Deno.test("--version with --data prints that snapshot's version", async () => {
  const run = await runCli(["--data", await writeSnapshot(miniCatalog()), "--version"]);
  assert.deepEqual([run.code, run.stdout], [0, "2026.1.0\n"]);
});

Deno.test("--help writes usage to stderr and exits 0", async () => {
  const run = await runCli(["--help"]);
  assert.equal(run.code, 0);
  assert.equal(run.stdout, "");
  assert.match(run.stderr, /Usage: catalog-mcp/);
  assert.match(run.stderr, /--data <file>/);
});

Deno.test("an unknown flag or a malformed value exits 1 with a usage hint", async () => {
  for (const args of [["--nope"], ["--data"], ["--data", ""], ["extra"], ["--version=3"]]) {
    const run = await runCli(args);
    assert.equal(run.code, 1, args.join(" "));
    assert.equal(run.stdout, "");
    assert.match(run.stderr, /^error: .*\nRun with --help for usage\.\n$/s, args.join(" "));
  }
});

Deno.test("a snapshot that fails to load exits 1 with the actionable message only", async () => {
  const missing = await runCli(["--data", "/nonexistent/catalog.json"]);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /not found at \/nonexistent\/catalog\.json/);
  assert.match(missing.stderr, /deno task generate/);
  const invalid = await runCli(["--data", await writeSnapshot({ version: 1, packages: [] })]);
  assert.equal(invalid.code, 1);
  assert.match(invalid.stderr, /version: expected a string/);
  for (const run of [missing, invalid]) {
    assert.equal(run.stdout, "");
    assert.doesNotMatch(run.stderr, /^\s+at /m, "no stack trace");
  }
});

Deno.test("stdio mode writes only JSON-RPC messages to stdout", async () => {
  const messages = [
    initializeRequest(1, "raw"),
    { jsonrpc: "2.0", method: "notifications/initialized" },
    { jsonrpc: "2.0", id: 2, method: "tools/list" },
    { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "nope", arguments: {} } },
  ];
  const run = await runCli([], messages.map((m) => JSON.stringify(m)).join("\n") + "\n");
  assert.equal(run.code, 0, "closing stdin ends the process with code 0");
  const lines = run.stdout.trimEnd().split("\n").map((line) => JSON.parse(line));
  assert.deepEqual(lines.map((m) => m.id), [1, 2, 3]);
  assert.ok(lines.every((m) => m.jsonrpc === "2.0"));
  assert.equal(lines[1].result.tools.length, TOOL_NAMES.length);
  assert.equal(lines[2].error.code, -32601);
});

Deno.test("requests still running when stdin ends are answered before the process exits", async () => {
  // Each loads code on its first call (the tool table, the search engine, parse5): the client
  // has closed its end long before the answers are ready.
  const calls = [
    ["search-packages", { query: "button" }],
    ["validate-component-usage", { html: "<p>hi</p>" }],
    ["list-docs", { packageSlug: "nope" }],
  ] as const;
  const messages = [
    initializeRequest(1, "raw"),
    { jsonrpc: "2.0", method: "notifications/initialized" },
    ...calls.map(([name, args], i) => ({
      jsonrpc: "2.0",
      id: i + 2,
      method: "tools/call",
      params: { name, arguments: args },
    })),
  ];
  const run = await runCli([], messages.map((m) => JSON.stringify(m)).join("\n") + "\n");
  assert.equal(run.code, 0);
  const answers = run.stdout.trimEnd().split("\n").map((line) => JSON.parse(line));
  assert.deepEqual(answers.map((m) => m.id).sort(), [1, 2, 3, 4]);
  assert.ok(answers.slice(1).every((m) => Array.isArray(m.result?.content)), run.stdout);
});

Deno.test("a request the client cancelled does not keep the process waiting once stdin ends", async () => {
  const messages = [
    initializeRequest(1, "raw"),
    { jsonrpc: "2.0", method: "notifications/initialized" },
    {
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "search-packages", arguments: { query: "button" } },
    },
    { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 2 } },
  ];
  const started = performance.now();
  const run = await runCli([], messages.map((m) => JSON.stringify(m)).join("\n") + "\n");
  assert.equal(run.code, 0);
  // Not the 10 s a request that never answers may take.
  assert.ok(performance.now() - started < 5_000, "exited without waiting for the cancelled call");
});

Deno.test("the tool contract holds over stdio against the spawned CLI", async (t) => {
  const data = miniCatalog();
  await using c = await connectCli(await writeSnapshot(data));
  await checkToolContract(t, c, data);
});
