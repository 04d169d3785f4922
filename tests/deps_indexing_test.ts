/**
 * Indexing installed packages in the background (`src/live/installed/package_indexer.ts`),
 * seen by an MCP client: every package listed from the first call, a call about one package
 * waiting for it alone (moved to the front), a call over everything waiting a moment, then
 * answering over what is indexed and naming the rest, and a new plan indexing only what changed.
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { createCatalogServer, type ServerOptions } from "../src/mcp/server.ts";
import type { CatalogSource } from "../src/catalog/catalog_source.ts";
import type { PlannedDependency } from "../src/generator/find/dependency_plan.ts";
import { planDependencies } from "../src/generator/find/dependency_plan.ts";
import type { IndexJob, IndexResult } from "../src/live/installed/index_package.ts";
import { PackageIndexer } from "../src/live/installed/package_indexer.ts";
import { placeholderOf } from "../src/live/installed/placeholder.ts";
import { readInstalledPackage } from "../src/generator/read/installed/read_installed.ts";
import { resolveInstalled } from "../src/generator/find/installed.ts";
import { thirdPartyEntry } from "../src/snapshot/third_party.ts";
import { resultIds } from "./_plain_answers.ts";
import { call } from "./_deps_server.ts";
import { installed, manifest, type Tree, writeApp, writeTree } from "./_installed_apps.ts";

/** An app of four packages, a to d. */
function fourPackages(): Tree {
  return {
    "package.json": manifest("app", "1.0.0", {
      dependencies: { a: "^1.0.0", b: "^1.0.0", c: "^1.0.0", d: "^1.0.0" },
    }),
    ...["a", "b", "c", "d"].reduce(
      (tree, name) => ({ ...tree, ...installed(`node_modules/${name}`, name, "1.0.0") }),
      {} as Tree,
    ),
  };
}

/** A runner that indexes a package when the test lets it, recording the order of the jobs. */
class GatedRunner {
  readonly started: string[] = [];
  readonly #gates: (() => void)[] = [];

  async index(job: IndexJob): Promise<IndexResult> {
    this.started.push(job.planned.installed.name);
    await new Promise<void>((resolve) => this.#gates.push(resolve));
    const entry = await readInstalledPackage(job.planned.installed, {
      slug: job.planned.slug,
      resolve: resolveInstalled,
      warn: () => {},
    });
    return { entry: thirdPartyEntry(entry), cached: false, warnings: [] };
  }

  /** Lets the job in hand finish, once it has started. */
  async release(): Promise<void> {
    await until(() => this.#gates.length > 0);
    this.#gates.shift()!();
  }

  idle(): void {}

  close(): void {}
}

async function connect(source: CatalogSource, options: ServerOptions = {}): Promise<Client> {
  const server = createCatalogServer(source, options);
  const client = new Client({ name: "indexing-test", version: "0" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  return client;
}

function plan(root: string): PlannedDependency[] {
  return planDependencies(root, {}, undefined, () => {});
}

/** Yields to the event loop until `condition` holds (10 s at most: a loaded machine is slow). */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  assert.ok(condition(), "the condition never held");
}

/** An indexer over an app whose packages are indexed only when the test releases them. */
function gatedIndexer(app: string): { runner: GatedRunner; indexer: PackageIndexer } {
  const runner = new GatedRunner();
  const indexer = new PackageIndexer({
    app,
    version: "1.0.0",
    cacheFolder: undefined,
    log: () => {},
    runner,
  });
  return { runner, indexer };
}

Deno.test("every package is listed at once; a call about one waits for it alone, moved to the front", async () => {
  using app = writeApp(fourPackages());
  const { runner, indexer } = gatedIndexer(app.root);
  indexer.setPlan(plan(app.root));
  const client = await connect(indexer);
  try {
    const listed = await call(client, "list-packages");
    assert.deepEqual(
      JSON.parse(listed.texts[0]!).map((pkg: { slug: string; version: string }) => pkg.slug),
      ["a", "b", "c", "d"],
    );
    assert.match(
      listed.texts[1]!,
      /^Not indexed yet: 4 of 4 packages \(a@1\.0\.0, b@1\.0\.0, c@1\.0\.0, d@1\.0\.0\)/,
    );
    await until(() => runner.started.length === 1);
    assert.deepEqual(runner.started, ["a"]);

    const page = call(client, "get-docs", { packageSlug: "d" });
    // Requests are handled in order: once the ping is answered, get-docs has asked for d.
    await client.ping();
    await runner.release(); // a
    await until(() => runner.started.length === 2);
    // d went ahead of b and c.
    assert.deepEqual(runner.started, ["a", "d"]);
    await runner.release(); // d
    const answer = await page;
    assert.match(answer.texts[0]!, /The README of d 1\.0\.0/);
    assert.equal(answer.texts.length, 1, "a call about one package carries no note");

    // Over everything: what is indexed (a and d), and the others named.
    const found = await call(client, "search", { query: "README" });
    const ids = resultIds(found.texts[0]!);
    assert.deepEqual(ids.sort(), ["docs/a/index#a", "docs/d/index#d"]);
    assert.match(found.texts[1]!, /^Not indexed yet: 2 of 4 packages \(b@1\.0\.0, c@1\.0\.0\)/);
    // A name nothing indexed has may be a pending package's: not said to be found nowhere.
    const named = await call(client, "search", { query: "README useMaxWait" });
    assert.doesNotMatch(named.texts[0]!, /^Not found/m);
    assert.match(
      (await call(client, "search", { query: "README useMaxWait", packageSlug: "a" })).texts[0]!,
      /^Not found: useMaxWait\.$/m,
    );
    // Nor by get-symbol: the packages still being indexed are said to be, not to lack symbols.
    const symbol = await call(client, "get-symbol", { name: "useMaxWait" });
    assert.match(symbol.texts[0]!, /Still being indexed: b, c; ask again in a few seconds\./);
    assert.doesNotMatch(symbol.texts[0]!, /get-source/);
    await runner.release(); // b
    await until(() => runner.started.length === 4);
    await runner.release(); // c
    await indexer.idle();
    assert.equal((await call(client, "list-packages")).texts.length, 1);
  } finally {
    await client.close();
    indexer.close();
  }
});

Deno.test("a call about a package whose indexing outlasts the wait says it is still being indexed; asked again once it is, it answers", async () => {
  using app = writeApp(fourPackages());
  const { runner, indexer } = gatedIndexer(app.root);
  indexer.setPlan(plan(app.root));
  const client = await connect(indexer, { packageWaitMs: 50 });
  try {
    const early = await client.callTool({ name: "get-docs", arguments: { packageSlug: "a" } });
    assert.equal(early.isError, true);
    assert.deepEqual(early.content, [{
      type: "text",
      text: "Still being indexed after 0.05 s: a@1.0.0. Ask again in a few seconds; calls " +
        "about other packages are answered now.",
    }]);
    await runner.release(); // a
    assert.match((await call(client, "get-docs", { packageSlug: "a" })).texts[0]!, /README of a/);
  } finally {
    await client.close();
    for (let left = 3; left > 0; left--) await runner.release();
    await indexer.idle();
    indexer.close();
  }
});

Deno.test("a call over everything waits a moment for the packages being indexed: done within it, the answer holds them all, without a note", async () => {
  using app = writeApp(fourPackages());
  const { runner, indexer } = gatedIndexer(app.root);
  indexer.setPlan(plan(app.root));
  const client = await connect(indexer);
  try {
    // list-packages does not wait for a package that must be read.
    assert.equal((await call(client, "list-packages")).texts.length, 2);
    const found = call(client, "search", { query: "README" });
    for (let i = 0; i < 4; i++) await runner.release();
    const answer = await found;
    const ids = resultIds(answer.texts[0]!);
    assert.deepEqual(ids.sort(), [
      "docs/a/index#a",
      "docs/b/index#b",
      "docs/c/index#c",
      "docs/d/index#d",
    ]);
    assert.equal(answer.texts.length, 1, "nothing left out, no note");
  } finally {
    await client.close();
    indexer.close();
  }
});

Deno.test("a symbol asked for over everything before any package is indexed: said so, not that the snapshot lacks symbols", async () => {
  using app = writeApp(fourPackages());
  const { indexer } = gatedIndexer(app.root);
  indexer.setPlan(plan(app.root));
  const client = await connect(indexer);
  try {
    // Nothing is released: the call answers after its moment's wait.
    const answer = await call(client, "get-symbol", { name: "useMaxWait" });
    assert.equal(answer.isError, true);
    assert.match(answer.texts[0]!, /^No package's symbols are indexed yet: name the package/);
    assert.doesNotMatch(answer.texts.join("\n"), /regenerate/i);
    assert.match(answer.texts[1]!, /^Not indexed yet: 4 of 4 packages/);
  } finally {
    await client.close();
    indexer.close();
  }
});

Deno.test("list-packages waits for the packages the cache holds, not for one that must be read", async () => {
  using app = writeApp(fourPackages());
  const { runner, indexer } = gatedIndexer(app.root);
  indexer.setPlan(plan(app.root));
  // No cache here: the first package must be read, and nothing is waited for.
  await indexer.whenCacheRead();
  assert.deepEqual(runner.started, ["a"]);
  // A source whose cache is read once the test has let every package through.
  let cacheRead!: () => void;
  const read = new Promise<void>((resolve) => cacheRead = resolve);
  const source = {
    get current() {
      return indexer.current;
    },
    whenIndexed: (slugs: readonly string[]) => indexer.whenIndexed(slugs),
    whenCacheRead: () => read,
  };
  const client = await connect(source);
  try {
    const listed = call(client, "list-packages");
    for (let i = 0; i < 4; i++) await runner.release();
    await indexer.idle();
    cacheRead();
    const answer = await listed;
    assert.equal(answer.texts.length, 1, answer.texts.join("\n"));
  } finally {
    await client.close();
    indexer.close();
  }
});

Deno.test("a package indexed while the next is still being read is served at once, not from its placeholder", async () => {
  using app = writeApp(fourPackages());
  const { runner, indexer } = gatedIndexer(app.root);
  indexer.setPlan(plan(app.root));
  const client = await connect(indexer);
  try {
    await runner.release(); // a; b starts and waits: a burst publishes at most every 100 ms
    await until(() => runner.started.length === 2);
    const page = await call(client, "get-docs", { packageSlug: "a" });
    assert.match(page.texts[0]!, /The README of a 1\.0\.0/);
    const listed = await call(client, "list-packages");
    assert.match(listed.texts[1]!, /^Not indexed yet: 3 of 4 packages \(b@1\.0\.0, c@1\.0\.0, d/);
  } finally {
    await client.close();
    indexer.close();
  }
});

Deno.test("a new plan keeps what is indexed and indexes only the packages that changed", async () => {
  using app = writeApp(fourPackages());
  const { runner, indexer } = gatedIndexer(app.root);
  indexer.setPlan(plan(app.root));
  for (let i = 0; i < 4; i++) await runner.release();
  await indexer.idle();
  writeTree(app.root, {
    "package.json": manifest("app", "1.0.0", {
      dependencies: { a: "^1.0.0", b: "^2.0.0", c: "^1.0.0", e: "^1.0.0" },
    }),
    ...installed("node_modules/b", "b", "2.0.0"),
    ...installed("node_modules/e", "e", "1.0.0"),
  });
  const change = indexer.setPlan(plan(app.root));
  assert.deepEqual(change, { added: ["b@2.0.0", "e@1.0.0"], removed: ["b@1.0.0", "d@1.0.0"] });
  await runner.release();
  await runner.release();
  await indexer.idle();
  assert.deepEqual(runner.started, ["a", "b", "c", "d", "b", "e"]);
  assert.deepEqual(indexer.current.metas.map((meta) => `${meta.slug}@${meta.version}`), [
    "a@1.0.0",
    "b@2.0.0",
    "c@1.0.0",
    "e@1.0.0",
  ]);
  assert.equal(indexer.current.pending.size, 0);
  indexer.close();
});

Deno.test("a package that cannot be read is left out with one warning; the others are served", async () => {
  using app = writeApp(fourPackages());
  const lines: string[] = [];
  const indexer = new PackageIndexer({
    app: app.root,
    version: "1.0.0",
    cacheFolder: undefined,
    log: (line) => lines.push(line),
    runner: {
      index: (job) =>
        Promise.resolve(
          job.planned.installed.name === "b"
            ? {
              entry: undefined,
              cached: false,
              warnings: [{ kind: "dependency-unreadable", message: "b@1.0.0: cannot be read" }],
            }
            : { entry: placeholderOf(job.planned).entry, cached: false, warnings: [] },
        ),
      idle: () => {},
      close: () => {},
    },
  });
  indexer.setPlan(plan(app.root));
  await indexer.idle();
  assert.deepEqual(indexer.current.slugs, ["a", "c", "d"]);
  assert.deepEqual(lines.filter((line) => line.startsWith("warning:")), [
    "warning: b@1.0.0: cannot be read",
  ]);
  indexer.close();
});
