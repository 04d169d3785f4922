/**
 * Search benchmark: times the engine (`src/search/engine.ts`) against the reference scan on the
 * demo snapshot, the real corpus (when present) and a generated ~100 MB catalog, in the same run.
 *
 * Usage: `deno task bench:search` (generates `.bench/large-catalog.json` when missing).
 *
 * For each catalog: index build time as the server builds it (on two threads for a large
 * catalog) and, as the baseline of the same run, on one thread; index size against the searched
 * text (UTF-8); per query kind the p50/p99 latency of both and the speed-up at the median. Every
 * benchmark query is also checked to give the same hits from both. Targets on the large
 * catalog: median speed-up >= 50x across kinds, p99 < 2 ms for every kind, build < 2 s.
 *
 * @module
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { loadData } from "../src/load.ts";
import type { BundledPackage } from "../src/model.ts";
import {
  buildSearchIndex,
  buildSearchIndexInParallel,
  type SearchIndex,
} from "../src/search/engine.ts";
import { pickQueries, QUERY_KINDS, type QueryKind } from "./_bench_queries.ts";
import { prepareReference, referenceSearch } from "./_reference_search.ts";
import { loadAverage, median, percentile } from "./_stats.ts";
import { searchedTextBytes } from "./_text_size.ts";
import { writeLargeCatalog } from "./generate_large_catalog.ts";

const QUERIES_PER_KIND = 8;
const ENGINE_RUNS = 50;
const REFERENCE_RUNS = 3;
const WARM_UP_ROUNDS = 20;
const BUILDS = 3;

const DEMO = fileURLToPath(new URL("../data/catalog.json", import.meta.url));
const CORPUS = fileURLToPath(
  new URL("../../shared/corpus/real-catalog-29pkg.json", import.meta.url),
);
const LARGE = fileURLToPath(new URL("../.bench/large-catalog.json", import.meta.url));

interface KindResult {
  kind: QueryKind;
  queries: number;
  engine: number[];
  reference: number[];
}

/**
 * Collects garbage when the runtime allows it (`--expose-gc`, as `deno task bench:search`
 * passes), so that one phase's garbage (three index builds, say) is not billed to the next.
 */
function settle(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function ms(value: number): string {
  return value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(value >= 10 ? 1 : 3)} ms`;
}

function mb(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

/**
 * Builds the index as the server does (on two threads for a large catalog) and, as the
 * baseline of the same run, on one thread, in turn.
 */
async function buildTimed(
  packages: readonly BundledPackage[],
): Promise<{ index: SearchIndex; builds: number[]; oneThread: number[] }> {
  let index = await buildSearchIndexInParallel(packages);
  buildSearchIndex(packages);
  const builds: number[] = [];
  const oneThread: number[] = [];
  for (let i = 0; i < BUILDS; i++) {
    settle();
    const start = performance.now();
    index = await buildSearchIndexInParallel(packages);
    builds.push(performance.now() - start);
    settle();
    oneThread.push(time(() => buildSearchIndex(packages)));
  }
  return { index, builds, oneThread };
}

/**
 * Times every kind of query. The engine runs first, before the reference scan's normalised
 * copy of the catalog exists: that copy is as large as the catalog and would make the
 * engine's figures carry the reference's garbage collection.
 */
function benchKinds(packages: readonly BundledPackage[], index: SearchIndex): KindResult[] {
  const queries = pickQueries(packages, index, QUERIES_PER_KIND, 42);
  // A server answers queries for hours: let the JIT compile the engine before timing it.
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const kind of QUERY_KINDS) queries[kind].forEach((query) => index.search(query));
  }
  settle();
  const engine = QUERY_KINDS.map((kind) =>
    queries[kind].flatMap((query) =>
      Array.from({ length: ENGINE_RUNS }, () => time(() => index.search(query)))
    )
  );
  const reference = prepareReference(packages);
  settle();
  return QUERY_KINDS.map((kind, k) => {
    const scan: number[] = [];
    for (const query of queries[kind]) {
      const expected = referenceSearch(reference, query);
      if (!isDeepStrictEqual(index.search(query), expected)) {
        throw new Error(`engine and reference disagree on ${JSON.stringify(query)}`);
      }
      for (let i = 0; i < REFERENCE_RUNS; i++) {
        scan.push(time(() => referenceSearch(reference, query)));
      }
    }
    return { kind, queries: queries[kind].length, engine: engine[k]!, reference: scan };
  });
}

/** Benchmarks one catalog and prints its table. */
async function report(
  label: string,
  packages: readonly BundledPackage[],
): Promise<{ results: KindResult[]; buildMs: number }> {
  const textBytes = searchedTextBytes(packages);
  const { index, builds, oneThread } = await buildTimed(packages);
  console.log(`\n## ${label}: ${packages.length} packages, ${mb(textBytes)} of searched text`);
  console.log(
    `index build ${ms(median(builds))} as the server builds it, ${ms(median(oneThread))} on one ` +
      `thread (${(median(builds) / median(oneThread)).toFixed(2)}x; median of ${BUILDS} each, ` +
      `JIT warm), index ${mb(index.sizeBytes)} = ${(index.sizeBytes / textBytes).toFixed(2)}x ` +
      `the text`,
  );
  const results = benchKinds(packages, index);
  console.log(
    "\n| kind | queries | engine p50 | engine p99 | reference p50 | reference p99 | speed-up (p50) |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { kind, queries, engine, reference } of results) {
    const speedUp = percentile(reference, 0.5) / percentile(engine, 0.5);
    console.log(
      `| ${kind} | ${queries} | ${ms(percentile(engine, 0.5))} | ${
        ms(percentile(engine, 0.99))
      } | ` +
        `${ms(percentile(reference, 0.5))} | ${ms(percentile(reference, 0.99))} | ` +
        `${speedUp.toFixed(0)}x |`,
    );
  }
  return { results, buildMs: median(builds) };
}

function checkTargets({ results, buildMs }: Awaited<ReturnType<typeof report>>): void {
  const speedUps = results.map((r) => percentile(r.reference, 0.5) / percentile(r.engine, 0.5));
  const worstP99 = Math.max(...results.map((r) => percentile(r.engine, 0.99)));
  const lines = [
    [`median speed-up ${median(speedUps).toFixed(0)}x`, median(speedUps) >= 50, ">= 50x"],
    [`worst engine p99 ${ms(worstP99)}`, worstP99 < 2, "< 2 ms"],
    [`index build ${ms(buildMs)}`, buildMs < 2000, "< 2 s"],
  ] as const;
  console.log("\nTargets on the large catalog:");
  for (const [what, met, target] of lines) {
    console.log(`  ${met ? "met   " : "MISSED"} ${what} (target ${target})`);
  }
}

/** Timings on a shared machine mean little without its load; print it. */
function printLoad(when: string): void {
  console.log(`\nLoad average ${when}: ${loadAverage()}`);
}

if (import.meta.main) {
  printLoad("before");
  if (existsSync(DEMO)) await report("demo snapshot (data/catalog.json)", loadData().packages);
  else {console.log(
      "\n## demo snapshot: skipped (data/catalog.json not present; deno task generate)",
    );}
  if (existsSync(CORPUS)) {
    await report("real corpus (29 packages)", loadData({ path: CORPUS }).packages);
  } else console.log("\n## real corpus: skipped (../shared/corpus not present)");
  if (!existsSync(LARGE)) {
    console.log(`\nGenerating ${LARGE} ...`);
    writeLargeCatalog(LARGE);
  }
  checkTargets(await report("large generated catalog", loadData({ path: LARGE }).packages));
  printLoad("after");
}
