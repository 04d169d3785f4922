/**
 * Search benchmark: times the engine (`src/search_packages/engine.ts`) against the reference scan, in the
 * same run, on the demo snapshot, the real corpus (when present) and generated catalogs of about
 * 100 MB drawn from several distributions (`_catalog_profiles.ts`: prose docs, a design system
 * with kebab-case tags, a sprawl of small packages with a large flat vocabulary, and source-heavy
 * packages).
 *
 * Usage: `deno task bench:search-packages [--profiles docs,components,sprawl,code] [--queries 40]
 * [--runs 20]` (generates the catalogs into `.bench/` when missing).
 *
 * For each catalog: the index build time as the server builds it (on two threads for a large
 * catalog) and, as the baseline of the same run, on one thread; the index size against the
 * searched text (UTF-8); per query kind (`_bench_queries.ts`) the p50 and p99 of the engine
 * over every run, the p99 and the slowest of each query's first run (nothing about a query is
 * ever prepared before it is first asked: the JIT is warmed with other queries), the reference
 * scan's median and the speed-up at the median. Every query is checked to give the same hits
 * as the reference. Targets on the generated catalogs: p99 < 2 ms for every kind (over all
 * runs and over first runs), median speed-up >= 50x, build < 2 s.
 *
 * @module
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual, parseArgs } from "node:util";
import { loadData } from "../src/snapshot/load.ts";
import type { BundledPackage } from "../src/snapshot/model.ts";
import {
  buildSearchIndex,
  buildSearchIndexInParallel,
  type SearchIndex,
} from "../src/search_packages/engine.ts";
import { PROFILE_NAMES, profileNamed } from "./_catalog_profiles.ts";
import { pickQueries, QUERY_KINDS, type QueryKind } from "./_bench_queries.ts";
import { prepareReference, referenceSearch } from "./_reference_search_packages.ts";
import { loadAverage, median, percentile } from "./_stats.ts";
import { searchedTextBytes } from "./_text_size.ts";
import { generatedCatalogPath, writeLargeCatalog } from "./generate_large_catalog.ts";

const { values: flags } = parseArgs({
  args: Deno.args,
  options: {
    profiles: { type: "string", default: PROFILE_NAMES.join(",") },
    queries: { type: "string", default: "40" },
    runs: { type: "string", default: "20" },
  },
});
const QUERIES_PER_KIND = Number(flags.queries);
const ENGINE_RUNS = Number(flags.runs);
/** Queries per kind the reference scan is timed on (every query is checked against it). */
const REFERENCE_TIMED = 4;
const WARM_UP_QUERIES = 12;
const WARM_UP_ROUNDS = 20;
const BUILDS = 3;

const DEMO = fileURLToPath(new URL("../data/catalog.json", import.meta.url));
const CORPUS = fileURLToPath(
  new URL("../../shared/corpus/real-catalog-29pkg.json", import.meta.url),
);

interface KindResult {
  kind: QueryKind;
  queries: number;
  /** Every timed run. */
  engine: number[];
  /** Each query's first run. */
  first: number[];
  reference: number[];
}

/**
 * Collects garbage when the runtime allows it (`--expose-gc`, as `deno task bench:search-packages`
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
  await buildSearchIndexInParallel(packages);
  buildSearchIndex(packages);
  const builds: number[] = [];
  const oneThread: number[] = [];
  for (let i = 0; i < BUILDS; i++) {
    settle();
    const start = performance.now();
    await buildSearchIndexInParallel(packages);
    builds.push(performance.now() - start);
    settle();
    oneThread.push(time(() => buildSearchIndex(packages)));
  }
  settle();
  // The timed queries meet an index that has answered nothing yet.
  return { index: await buildSearchIndexInParallel(packages), builds, oneThread };
}

/**
 * Times every kind of query. The JIT is warmed on queries of another seed, so each timed
 * query's first run is its first ever. The engine runs before the reference scan's normalised
 * copy of the catalog exists: that copy is as large as the catalog and would make the engine's
 * figures carry the reference's garbage collection.
 */
function benchKinds(packages: readonly BundledPackage[], index: SearchIndex): KindResult[] {
  const warmUp = pickQueries(packages, index, WARM_UP_QUERIES, 7);
  const queries = pickQueries(packages, index, QUERIES_PER_KIND, 42);
  const measured = new Set(QUERY_KINDS.flatMap((kind) => queries[kind]));
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const kind of QUERY_KINDS) {
      for (const query of warmUp[kind]) if (!measured.has(query)) index.search(query);
    }
  }
  settle();
  const first = QUERY_KINDS.map((kind) =>
    queries[kind].map((query) => time(() => index.search(query)))
  );
  const engine = first.map((times) => [...times]);
  for (let run = 1; run < ENGINE_RUNS; run++) {
    QUERY_KINDS.forEach((kind, k) => {
      for (const query of queries[kind]) engine[k]!.push(time(() => index.search(query)));
    });
  }
  const reference = prepareReference(packages);
  settle();
  return QUERY_KINDS.map((kind, k) => {
    const scan: number[] = [];
    queries[kind].forEach((query, i) => {
      const start = performance.now();
      const expected = referenceSearch(reference, query);
      if (i < REFERENCE_TIMED) scan.push(performance.now() - start);
      if (!isDeepStrictEqual(index.search(query), expected)) {
        throw new Error(`engine and reference disagree on ${JSON.stringify(query)}`);
      }
    });
    return {
      kind,
      queries: queries[kind].length,
      engine: engine[k]!,
      first: first[k]!,
      reference: scan,
    };
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
  // A catalog may have no word of a kind (a small vocabulary repeated steeply has no rare word).
  const measured = benchKinds(packages, index);
  const results = measured.filter((result) => result.queries > 0);
  console.log(
    "\n| kind | queries | engine p50 | engine p99 | first-run p99 | slowest first run | " +
      "reference p50 | speed-up (p50) |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { kind, queries, engine, first, reference } of results) {
    const speedUp = percentile(reference, 0.5) / percentile(engine, 0.5);
    const cells = [
      kind,
      `${queries}`,
      ms(percentile(engine, 0.5)),
      ms(percentile(engine, 0.99)),
      ms(percentile(first, 0.99)),
      ms(Math.max(...first)),
      ms(percentile(reference, 0.5)),
      `${speedUp.toFixed(0)}x`,
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
  const missing = measured.filter((result) => result.queries === 0).map((result) => result.kind);
  if (missing.length > 0) console.log(`\nno queries of kind ${missing.join(", ")} in this catalog`);
  return { results, buildMs: median(builds) };
}

/** Prints the targets' verdicts for one generated catalog; returns whether all were met. */
function checkTargets(
  label: string,
  { results, buildMs }: Awaited<ReturnType<typeof report>>,
): boolean {
  const speedUps = results.map((r) => percentile(r.reference, 0.5) / percentile(r.engine, 0.5));
  const worst = (pick: (r: KindResult) => number) => {
    const slowest = results.reduce((a, b) => pick(a) >= pick(b) ? a : b);
    return { value: pick(slowest), kind: slowest.kind };
  };
  const p99 = worst((r) => percentile(r.engine, 0.99));
  const firstP99 = worst((r) => percentile(r.first, 0.99));
  const lines = [
    [`median speed-up ${median(speedUps).toFixed(0)}x`, median(speedUps) >= 50, ">= 50x"],
    [`worst engine p99 ${ms(p99.value)} (${p99.kind})`, p99.value < 2, "< 2 ms"],
    [
      `worst first-run p99 ${ms(firstP99.value)} (${firstP99.kind})`,
      firstP99.value < 2,
      "< 2 ms",
    ],
    [`index build ${ms(buildMs)}`, buildMs < 2000, "< 2 s"],
  ] as const;
  console.log(`\nTargets on ${label}:`);
  for (const [what, met, target] of lines) {
    console.log(`  ${met ? "met   " : "MISSED"} ${what} (target ${target})`);
  }
  return lines.every(([, met]) => met);
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
  let allMet = true;
  for (const name of flags.profiles.split(",")) {
    const profile = profileNamed(name.trim());
    const path = generatedCatalogPath(profile);
    if (!existsSync(path)) {
      console.log(`\nGenerating ${path} ...`);
      writeLargeCatalog(path, { profile });
    }
    const label = `generated catalog "${profile.name}" (${profile.summary})`;
    allMet = checkTargets(label, await report(label, loadData({ path }).packages)) && allMet;
    settle();
  }
  printLoad("after");
  if (!allMet) Deno.exitCode = 1;
}
