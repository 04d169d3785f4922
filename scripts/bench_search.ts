/**
 * Benchmark of `search` (issue 25's budgets): for each catalog, in a fresh process, the first
 * search (the index is built then), the p50 and p95 of later searches, the size of the answer at
 * the default limit, and the process's peak RSS against the snapshot's size. The baseline, in
 * another fresh process of the same run: the same index built on one thread (no worker), so that
 * a machine's speed on the day can be told from a change's.
 *
 * Usage: `deno task bench:search [--catalog <snapshot.json>]... [--queries 60]`. Without
 * `--catalog`: the bundled snapshot, the real corpus when present, and the generated 100 MB
 * catalog (`.bench/large-catalog.json`, written when missing). Budgets: a search under 10 ms
 * p95 on a TanStack-Query-sized catalog; on the 100 MB catalog the first under 5 s, later ones
 * under 20 ms p95, peak RSS at most 5x the snapshot; an answer under 2,500 characters.
 *
 * Searches go through the tool (`callTool`), as a client's call does, minus the transport.
 * Queries are made from the catalog's own headings and names, spread over it, each asked as a
 * developer would ("how do I ..." around the words of a heading).
 *
 * @module
 */
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Catalog } from "../src/catalog/catalog.ts";
import { eachUnit, unitsOf } from "../src/search/units.ts";
import { FulltextIndex } from "../src/search/fulltext_index.ts";
import { loadData } from "../src/snapshot/load.ts";
import { callTool } from "../src/tools/registry.ts";
import { loadAverage, median, percentile } from "./_stats.ts";
import { generatedCatalogPath, writeLargeCatalog } from "./generate_large_catalog.ts";
import { profileNamed } from "./_catalog_profiles.ts";
import { DEFAULT_SNAPSHOT_DIR, EVAL_SETS, readCatalogs, readQuestions } from "./_search_eval.ts";

const { values: flags } = parseArgs({
  args: Deno.args,
  options: {
    catalog: { type: "string", multiple: true, default: [] },
    queries: { type: "string", default: "60" },
    one: { type: "string" },
    "one-thread": { type: "string" },
    eval: { type: "boolean", default: false },
    asked: { type: "string" },
  },
});

/** What one catalog's child process reports. */
interface Figures {
  units: number;
  firstMs: number;
  p50Ms: number;
  p95Ms: number;
  answerChars: number;
}

if (flags.one !== undefined || flags["one-thread"] !== undefined) {
  const figures = flags.one !== undefined
    ? await measure(flags.one, Number(flags.queries))
    : { oneThreadMs: await buildOnOneThread(flags["one-thread"]!) };
  console.log(JSON.stringify(figures));
  // The parent reads this process's peak RSS while it waits here.
  for await (const _ of Deno.stdin.readable) { /* until the parent closes stdin */ }
} else {
  await main();
}

async function main(): Promise<void> {
  if (flags.eval) return await mainEval();
  const catalogs = flags.catalog.length > 0 ? flags.catalog : defaultCatalogs();
  console.log(`load average ${loadAverage()}`);
  console.log(
    "| catalog | MB | units | first search | index on one thread (baseline) | first / baseline | " +
      "p50 | p95 | answer chars | peak RSS | RSS / snapshot |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const path of catalogs) {
    const { figures, peakBytes } = await inChild(path);
    const { figures: { oneThreadMs } } = await inChild<{ oneThreadMs: number }>(
      path,
      "--one-thread",
    );
    const size = statSync(path).size;
    console.log(
      `| ${path.split("/").at(-1)} | ${(size / 1e6).toFixed(1)} | ${figures.units} | ` +
        `${figures.firstMs.toFixed(0)} ms | ${oneThreadMs.toFixed(0)} ms | ` +
        `${(figures.firstMs / oneThreadMs).toFixed(2)}x | ${figures.p50Ms.toFixed(2)} ms | ` +
        `${figures.p95Ms.toFixed(2)} ms | ${figures.answerChars} | ` +
        `${(peakBytes / 1e6).toFixed(0)} MB | ${(peakBytes / size).toFixed(1)}x |`,
    );
  }
}

/**
 * `--eval`: every catalog of the search evaluation's sets whose snapshot is present, asked its
 * own questions, as keywords and in full (the long questions), each in a fresh process.
 */
async function mainEval(): Promise<void> {
  console.log(`load average ${loadAverage()}`);
  console.log("| catalog | units | questions asked | p50 | p95 | max | answer chars (max) |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  const all: number[] = [];
  for (const dir of EVAL_SETS) {
    const catalogs = readCatalogs(dir);
    const questions = readQuestions(catalogs, dir);
    for (const catalog of catalogs) {
      const path = catalog.path !== undefined
        ? fileURLToPath(new URL(`../${catalog.path}`, import.meta.url))
        : `${DEFAULT_SNAPSHOT_DIR}${catalog.snapshot}`;
      if (!existsSync(path)) continue;
      const asked = questions.filter((q) => q.catalog === catalog.name)
        .flatMap((q) => [q.keywords, q.question]);
      const { figures } = await inChild<Figures & { times: number[] }>(path, "--one", asked);
      all.push(...figures.times);
      console.log(
        `| ${catalog.name} | ${figures.units} | ${asked.length} | ${
          figures.p50Ms.toFixed(2)
        } ms | ` +
          `${figures.p95Ms.toFixed(2)} ms | ${Math.max(...figures.times).toFixed(2)} ms | ` +
          `${figures.answerChars} |`,
      );
    }
  }
  console.log(
    `| **all** | | ${all.length} | ${median(all).toFixed(2)} ms | ` +
      `${percentile(all, 0.95).toFixed(2)} ms | ${Math.max(...all).toFixed(2)} ms | |`,
  );
}

function defaultCatalogs(): string[] {
  const root = new URL("..", import.meta.url);
  const paths = [fileURLToPath(new URL("data/catalog.json", root))];
  const corpus = fileURLToPath(new URL("../shared/corpus/real-catalog-29pkg.json", root));
  if (existsSync(corpus)) paths.push(corpus);
  const large = generatedCatalogPath(profileNamed("docs"));
  if (!existsSync(large)) writeLargeCatalog(large);
  paths.push(large);
  return paths;
}

/**
 * Measures one catalog in a fresh process (`--one`, or `--one-thread` for the baseline); reads
 * its peak RSS (VmHWM) before it exits.
 */
async function inChild<T = Figures>(
  path: string,
  mode = "--one",
  asked?: readonly string[],
): Promise<{ figures: T; peakBytes: number }> {
  const questions = asked === undefined ? [] : ["--asked", JSON.stringify(asked)];
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      fileURLToPath(import.meta.url),
      mode,
      path,
      "--queries",
      flags.queries,
      ...questions,
    ],
    stdin: "piped",
    stdout: "piped",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let line = "";
  while (!line.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the measuring process for ${path} stopped early`);
    line += value;
  }
  const status = await new Deno.Command("cat", { args: [`/proc/${child.pid}/status`] }).output();
  const peak = /VmHWM:\s+(\d+) kB/.exec(new TextDecoder().decode(status.stdout))?.[1];
  await child.stdin.close();
  await reader.cancel();
  await child.status;
  return { figures: JSON.parse(line), peakBytes: Number(peak) * 1024 };
}

/** How long the index of a catalog takes to build on this thread alone, units cut included. */
async function buildOnOneThread(path: string): Promise<number> {
  const catalog = Catalog.fromData(loadData({ path }));
  const started = performance.now();
  await FulltextIndex.build(eachUnit(catalog), { startWorker: () => undefined });
  return performance.now() - started;
}

async function measure(path: string, count: number): Promise<Figures & { times: number[] }> {
  const catalog = Catalog.fromData(loadData({ path }));
  const search = (query: string) => callTool(catalog, "search", { query });
  let started = performance.now();
  const first = await search("how do I get started");
  const firstMs = performance.now() - started;
  const units = unitsOf(catalog);
  const queries: string[] = flags.asked !== undefined
    ? JSON.parse(flags.asked)
    : Array.from({ length: count }, (_, i) => {
      const unit = units[Math.floor((i * units.length) / count)]!;
      return `how do I ${unit.name || unit.title} in ${unit.slug}`.slice(0, 200);
    });
  for (const query of queries.slice(0, 10)) await search(query); // warm the JIT
  const times: number[] = [];
  let answerChars = 0;
  for (const query of queries) {
    started = performance.now();
    const answer = await search(query);
    times.push(performance.now() - started);
    const text = (answer.content[0] as { text: string }).text;
    answerChars = Math.max(answerChars, text.length);
  }
  if (first.isError) throw new Error(JSON.stringify(first));
  return {
    units: units.length,
    firstMs,
    p50Ms: median(times),
    p95Ms: percentile(times, 0.95),
    answerChars,
    times,
  };
}
