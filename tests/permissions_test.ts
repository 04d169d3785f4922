/**
 * The narrowest Deno permissions each mode runs with from a checkout, as the README gives them:
 * stdio needs read access to the snapshot file and to `src/` (modules loaded when first
 * needed) and nothing else; HTTP adds `--allow-net=127.0.0.1:<port>`. Without them the server
 * stops at start, naming the missing flag. (Run from a URL, stdio needs no permission at all:
 * remote_run_test.ts.)
 *
 * @module
 */
import assert from "node:assert/strict";
import { join } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { loadData } from "../mod.ts";
import { REPO_ROOT, writeSnapshot } from "./_cli.ts";
import { docsCatalog } from "./_docs_catalog.ts";
import {
  assertServesOverHttpAndStops,
  assertServesPackage,
  freePort,
  startHttpChild,
} from "./_spawned_server.ts";

const SNAPSHOT_PATH = join(REPO_ROOT, "data", "catalog.json");
const SOURCE_FOLDER = join(REPO_ROOT, "src");
const READ_SNAPSHOT = `--allow-read=${SOURCE_FOLDER},${SNAPSHOT_PATH}`;
const SLUG = loadData().packages[0]?.slug ?? "";

/** `deno run` of the CLI with exactly `permissions` (no prompt: a client has no terminal). */
function cliArgs(permissions: string[], cliFlags: string[] = []): string[] {
  return ["run", "--quiet", "--no-prompt", ...permissions, "mod.ts", ...cliFlags];
}

async function runToEnd(args: string[]): Promise<{ code: number; stderr: string }> {
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: REPO_ROOT,
    stdin: "null",
    stdout: "null",
  }).output();
  return { code, stderr: new TextDecoder().decode(stderr) };
}

Deno.test("stdio serves with read access to the snapshot file and src/ only", async () => {
  const client = new Client({ name: "permissions-test", version: "0" });
  await client.connect(
    new StdioClientTransport({
      command: Deno.execPath(),
      args: cliArgs([READ_SNAPSHOT]),
      cwd: REPO_ROOT,
      stderr: "pipe",
    }),
  );
  await assertServesPackage(client, SLUG);
});

Deno.test("the docs engine and its libraries load with read access to the snapshot and src/ only", async () => {
  const snapshot = await writeSnapshot(docsCatalog());
  const client = new Client({ name: "permissions-test", version: "0" });
  await client.connect(
    new StdioClientTransport({
      command: Deno.execPath(),
      args: cliArgs([`--allow-read=${SOURCE_FOLDER},${snapshot}`], ["--data", snapshot]),
      cwd: REPO_ROOT,
      stderr: "pipe",
    }),
  );
  try {
    const listed = await client.callTool({
      name: "list-docs",
      arguments: { packageSlug: "query" },
    });
    assert.equal(listed.isError, undefined, JSON.stringify(listed.content));
    const { pages } = listed.structuredContent as { pages: { title: string }[] };
    assert.equal(pages[0]!.title, "Query — data fetching", "read from the front matter");
    const read = await client.callTool({
      name: "get-docs",
      arguments: { packageSlug: "query", section: "Setup" },
    }) as CallToolResult;
    assert.deepEqual(read.content, [{ type: "text", text: "Setup\n-----\n\nSetext, level 2." }]);
  } finally {
    await client.close();
  }
});

Deno.test("without read access the CLI exits 1 naming the file and the flag", async () => {
  const run = await runToEnd(cliArgs([], ["--version"]));
  assert.equal(run.code, 1);
  assert.ok(run.stderr.includes(SNAPSHOT_PATH), run.stderr);
  assert.match(run.stderr, /--allow-read/);
  assert.doesNotMatch(run.stderr, /^\s+at /m, "no stack trace");
});

Deno.test("serving without read access to src/ exits 1 at start, naming the folder and the flag", async () => {
  for (const cliFlags of [[], ["--port", String(freePort())]]) {
    const run = await runToEnd(cliArgs([`--allow-read=${SNAPSHOT_PATH}`], cliFlags));
    assert.equal(run.code, 1, cliFlags.join(" "));
    assert.ok(run.stderr.includes(`cannot read ${SOURCE_FOLDER}/`), run.stderr);
    assert.match(run.stderr, /--allow-read=<checkout>/);
    assert.doesNotMatch(run.stderr, /^\s+at /m, "no stack trace");
  }
});

Deno.test("HTTP serves with --allow-net for 127.0.0.1 and its port only", async () => {
  await using server = await startHttpChild(
    Deno.execPath(),
    (port) => cliArgs([READ_SNAPSHOT, `--allow-net=127.0.0.1:${port}`], ["--port", String(port)]),
    REPO_ROOT,
  );
  await assertServesOverHttpAndStops(server, SLUG);
});

Deno.test("HTTP without --allow-net exits 1 naming the flag", async () => {
  const run = await runToEnd(cliArgs([READ_SNAPSHOT], ["--port", String(freePort())]));
  assert.equal(run.code, 1);
  assert.match(run.stderr, /--allow-net/);
  assert.doesNotMatch(run.stderr, /^\s+at /m, "no stack trace");
});
