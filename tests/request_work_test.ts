/**
 * What a repeated request costs must not grow with how often it is asked: once the modules a
 * call needs are loaded, answering it again imports nothing (a fresh dynamic `import()` per
 * `tools/call` once cost a stateless HTTP request about a sixth of its CPU), and get-package
 * hands out the same answer object every time instead of building, checking and copying one.
 * Counts and identities, not timings: it runs in a fraction of a second.
 *
 * @module
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { createServer, loadData } from "../mod.ts";
import { importsStarted } from "../src/import_later.ts";

const REPEATS = 20;

/** A server over the bundled catalog, asked through an in-memory pipe that copies nothing. */
async function rawServer() {
  const server = createServer(loadData());
  const [client, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const waiting = new Map<number, (message: JSONRPCMessage) => void>();
  client.onmessage = (message) => {
    if ("id" in message && typeof message.id === "number") waiting.get(message.id)?.(message);
  };
  await client.start();
  let nextId = 0;
  return {
    call(name: string, args: Record<string, unknown>): Promise<{ result?: unknown }> {
      const id = ++nextId;
      return new Promise((resolve) => {
        waiting.set(id, resolve as (message: JSONRPCMessage) => void);
        void client.send({
          jsonrpc: "2.0",
          id,
          method: "tools/call",
          params: { name, arguments: args },
        });
      });
    },
    close: () => server.close(),
  };
}

/** One call of each tool that loads a module on first use, and of the hottest ones. */
function calls(): [string, Record<string, unknown>][] {
  const pkg = loadData().packages.find((p) => (p.symbols?.length ?? 0) > 0)!;
  const heading = /^#{1,6} +(.+)$/m.exec(pkg.docs.index ?? "")![1]!;
  return [
    ["get-package", { packageSlug: pkg.slug }],
    ["get-docs", { packageSlug: pkg.slug, page: "index", section: heading }],
    ["get-symbol", { packageSlug: pkg.slug, name: pkg.symbols![0]!.name }],
    ["search-packages", { query: pkg.keywords[0] ?? pkg.slug }],
    ["list-docs", { packageSlug: pkg.slug }],
    ["validate-component-usage", { html: "<p>plain</p>" }],
    ["search", { query: pkg.symbols![0]!.name }],
    ["fetch", { id: `symbol/${pkg.slug}/${pkg.symbols![0]!.name}` }],
  ];
}

Deno.test("answering a call again imports nothing: the modules a call needs load once", async () => {
  const server = await rawServer();
  try {
    const all = calls();
    for (const [name, args] of all) {
      const answer = await server.call(name, args);
      assert.ok(answer.result !== undefined && !("isError" in (answer.result as object)), name);
    }
    const before = importsStarted();
    for (let i = 0; i < REPEATS; i++) {
      for (const [name, args] of all) await server.call(name, args);
    }
    assert.equal(importsStarted() - before, 0, `imports started by ${REPEATS} more rounds`);
  } finally {
    await server.close();
  }
});

Deno.test("get-package answers with the same result object every time: nothing rebuilt or copied", async () => {
  const server = await rawServer();
  try {
    const [name, args] = calls()[0]!;
    const first = (await server.call(name, args)).result;
    assert.ok(first !== undefined);
    for (let i = 0; i < REPEATS; i++) {
      assert.equal((await server.call(name, args)).result, first, `answer ${i + 2}`);
    }
  } finally {
    await server.close();
  }
});
