import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { Catalog } from "../src/catalog/catalog.ts";
import { FulltextIndex } from "../src/search/fulltext_index.ts";
import {
  buildShards,
  type FtsAnswer,
  type FtsRequest,
  type FtsWorker,
  startFtsWorker,
} from "../src/search/fts_shards.ts";
import type { FtsRow } from "../src/search/fts_table.ts";
import { unitsOf } from "../src/search/units.ts";
import { loadData } from "../src/snapshot/load.ts";
import { generateLargeCatalog } from "../scripts/_large_catalog.ts";
import { connectCli, textOf } from "./_mcp_client.ts";

const BUNDLED = fileURLToPath(new URL("../data/catalog.json", import.meta.url));

/** Rows with a word of their own each (`wordN`), and words shared by some. */
function rows(count: number): FtsRow[] {
  return Array.from({ length: count }, (_, i) => [
    i,
    `Section ${i}`,
    "Guide",
    `word${i} ${i % 2 === 0 ? "even" : "odd"} ${"filler text ".repeat(20)}`,
  ]);
}

/** A worker that starts like the real one and is ended after the test. */
function trackedWorker(): { start: () => FtsWorker | undefined; end: () => void } {
  const started: FtsWorker[] = [];
  return {
    start: () => {
      const worker = startFtsWorker();
      if (worker !== undefined) started.push(worker);
      return worker;
    },
    end: () => started.forEach((worker) => worker.terminate()),
  };
}

Deno.test("a table ranks only the rows of a range when given one, on this thread and a worker's", async () => {
  const worker = trackedWorker();
  try {
    const shards = await buildShards(rows(2_000), { minChars: 10_000, startWorker: worker.start });
    const found = await Promise.all(
      shards.map((shard) => shard.ranked('"even"', 5_000, [1_000, 1_099])),
    );
    const rowids = found.flat().map((row) => row.rowid).sort((a, b) => a - b);
    assert.deepEqual(rowids, Array.from({ length: 50 }, (_, i) => 1_000 + 2 * i));
    // A range without rows (a package with no units) finds none.
    const none = await Promise.all(shards.map((shard) => shard.ranked('"even"', 5, [0, -1])));
    assert.equal(none.flat().length, 0);
    // Whether a row matches, without ranking: `word1500` is in one table only, in its range.
    const has = (range?: readonly [number, number]) =>
      Promise.all(shards.map((shard) => shard.has('"word1500"', range)));
    assert.deepEqual((await has()).toSorted(), [false, true]);
    assert.deepEqual((await has([1_400, 1_599])).toSorted(), [false, true]);
    assert.deepEqual(await has([1_000, 1_099]), [false, false]);
  } finally {
    worker.end();
  }
});

Deno.test("buildShards() puts some rows in a worker's table and finds every row in one of the two", async () => {
  const worker = trackedWorker();
  try {
    const shards = await buildShards(rows(2_000), { minChars: 10_000, startWorker: worker.start });
    assert.equal(shards.length, 2);
    const found = await Promise.all(shards.map((shard) => shard.ranked('"even"', 5_000)));
    assert.ok(found.every((rows) => rows.length > 0), "each table holds some of the rows");
    assert.equal(found.flat().length, 1_000);
    for (const i of [0, 1, 999, 1_999]) {
      const hits = await Promise.all(shards.map((shard) => shard.ranked(`"word${i}"`, 5)));
      assert.deepEqual(hits.flat().map((row) => row.rowid), [i]);
    }
    const counts = await Promise.all(shards.map((shard) => shard.unitsWith(["odd", "word7"])));
    assert.deepEqual([counts[0]![0]! + counts[1]![0]!, counts[0]![1]! + counts[1]![1]!], [
      1_000,
      1,
    ]);
    // Each table's whole vocabulary gives the same counts; none past the most terms asked for.
    const vocabularies = await Promise.all(shards.map((shard) => shard.vocabulary(10_000)));
    const unitsWith = (term: string) =>
      vocabularies.flat().filter(([known]) => known === term).reduce((sum, [, n]) => sum + n, 0);
    assert.deepEqual([unitsWith("odd"), unitsWith("word7")], [1_000, 1]);
    assert.deepEqual(await shards[1]!.vocabulary(10), []);
  } finally {
    worker.end();
  }
});

Deno.test("buildShards() gives the worker's table first: a query is posted to it before this thread's table answers", async () => {
  const worker = trackedWorker();
  const posted: FtsRequest[] = [];
  const start = () => {
    const started = worker.start();
    if (started === undefined) return undefined;
    const post = started.postMessage.bind(started);
    started.postMessage = (request) => {
      posted.push(request);
      post(request);
    };
    return started;
  };
  try {
    const shards = await buildShards(rows(2_000), { minChars: 10_000, startWorker: start });
    // The index asks the tables in their order, each call made before the next one's.
    const asked = shards.map((shard) => {
      const before = posted.length;
      const answer = shard.ranked('"even"', 5);
      return { answer, toWorker: posted.length > before };
    });
    assert.deepEqual(asked.map(({ toWorker }) => toWorker), [true, false]);
    await Promise.all(asked.map(({ answer }) => answer));
  } finally {
    worker.end();
  }
});

Deno.test("buildShards() keeps one table on this thread below the threshold or without a worker", async () => {
  assert.equal((await buildShards(rows(50))).length, 1);
  const none = await buildShards(rows(2_000), { minChars: 10, startWorker: () => undefined });
  assert.equal(none.length, 1);
  assert.equal((await none[0]!.ranked('"odd"', 5_000)).length, 1_000);
});

/** A worker that fails as soon as it is sent something. */
function failingWorker(): FtsWorker {
  const listeners = new Map<string, (value: never) => void>();
  return {
    on: (event: string, listener: (value: never) => void) => void listeners.set(event, listener),
    postMessage: (_request: FtsRequest) =>
      queueMicrotask(() => listeners.get("error")?.(new Error("boom") as never)),
    ref: () => {},
    unref: () => {},
    terminate: () => {},
  } as FtsWorker;
}

Deno.test("a worker that fails: the index is built on this thread, with the same answers", async () => {
  const units = unitsOf(Catalog.fromData(loadData({ path: BUNDLED })));
  const single = await FulltextIndex.build(units);
  const recovered = await FulltextIndex.build(units, { minChars: 1, startWorker: failingWorker });
  for (const query of ["install the package", "button variant", "how do I configure themes"]) {
    const ids = async (index: FulltextIndex) =>
      (await index.search({ query, limit: 8 })).map((hit) => hit.unit.id);
    assert.deepEqual(await ids(recovered), await ids(single), query);
  }
});

Deno.test("a worker that stops after the build: a search fails with a message instead of waiting", async () => {
  let exit: ((code: number) => void) | undefined;
  let answer: ((value: FtsAnswer) => void) | undefined;
  let builtYet = false;
  const worker = {
    on: (event: string, listener: (value: never) => void) => {
      if (event === "exit") exit = listener as (code: number) => void;
      if (event === "message") answer = listener as (value: FtsAnswer) => void;
    },
    postMessage: (request: FtsRequest) => {
      // Rows and the finish are answered; the first query is met by the worker stopping.
      if ("rows" in request || "finish" in request) {
        if ("finish" in request) builtYet = true;
        queueMicrotask(() => answer?.({ id: request.id, result: [] }));
      } else queueMicrotask(() => exit?.(1));
    },
    ref: () => {},
    unref: () => {},
    terminate: () => {},
  } as FtsWorker;
  const shards = await buildShards(rows(2_000), { minChars: 10_000, startWorker: () => worker });
  assert.ok(builtYet);
  await assert.rejects(shards[0]!.ranked('"even"', 5), /worker failed: it stopped with code 1/);
  await assert.rejects(shards[0]!.unitsWith(["even"]), /worker failed/);
});

Deno.test("an idle worker does not keep the process alive", async () => {
  const script = `
    import { buildShards } from ${
    JSON.stringify(new URL("../src/search/fts_shards.ts", import.meta.url).href)
  };
    const rows = Array.from({ length: 2000 }, (_, i) => [i, "S" + i, "G", "word" + i + " text text"]);
    const shards = await buildShards(rows, { minChars: 1000 });
    const found = await Promise.all(shards.map((shard) => shard.ranked('"word1999"', 5)));
    console.log(shards.length, found.flat().length);
  `;
  // A process the worker kept alive would be killed here (and its code not be 0).
  const { code, stdout } = await new Deno.Command(Deno.execPath(), {
    args: ["eval", "--ext=ts", script],
    stdout: "piped",
    signal: AbortSignal.timeout(30_000),
  }).output();
  assert.equal(code, 0);
  assert.equal(new TextDecoder().decode(stdout).trim(), "2 1");
});

Deno.test("search over stdio on a catalog large enough for two threads: exact names first, as on one thread", async () => {
  // About 10 MB: past the 8 million characters at which the worker starts.
  const data = generateLargeCatalog({ packages: 240, seed: 25 });
  const path = await Deno.makeTempFile({ suffix: ".json" });
  try {
    await Deno.writeTextFile(path, JSON.stringify(data));
    const units = unitsOf(Catalog.fromData(loadData({ path })));
    const oneThread = await FulltextIndex.build(units, { startWorker: () => undefined });
    await using client = await connectCli(path);
    // Headings and symbols spread over the catalog: each is its own exact name.
    const named = Array.from({ length: 12 }, (_, i) => units[Math.floor(i * units.length / 12)]!)
      .filter((unit) => unit.name.trim() !== "");
    for (const unit of named) {
      const result = await client.call("search", { query: unit.name, limit: 3 });
      const [first] = JSON.parse(textOf(result)).results as { id: string }[];
      const expected = (await oneThread.search({ query: unit.name, limit: 3 }))[0]!.unit.id;
      assert.equal(first?.id, expected, unit.name);
    }
  } finally {
    await Deno.remove(path);
  }
});
