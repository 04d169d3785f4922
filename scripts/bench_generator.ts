/**
 * The generator's speed on a 100-package monorepo: a full run, and an incremental run when
 * nothing changed, each as the CLI runs (a fresh process), against a baseline measured in the
 * same run: a process that only reads every file of the monorepo.
 *
 * Targets: a full run under 2 s; an incremental run with nothing changed under half a full run.
 * Both are measured as the generator runs by default (symbols recorded with deno doc) and with
 * `--no-symbols` (what Node without a `deno` gets).
 *
 * Then components from source, on a web-component library of 70 packages whose manifests are
 * declared but not built: a full run (which builds every manifest with the analyzer) against
 * the same run with `--no-analyze`. Target: at most 3x.
 *
 *     deno task bench:generator [--packages 100] [--elements 70] [--rounds 7]
 *
 * @module
 */
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { loadAverage, median } from "./_stats.ts";
import { writeSyntheticMonorepo } from "./_synthetic_monorepo.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BENCH = join(ROOT, ".bench");
const SEED = 1_014;

const { values } = parseArgs({
  args: Deno.args,
  options: {
    packages: { type: "string", default: "100" },
    elements: { type: "string", default: "70" },
    rounds: { type: "string", default: "7" },
  },
});
const packages = Number(values.packages);
const elementPackages = Number(values.elements);
const rounds = Number(values.rounds);

const repo = join(BENCH, `monorepo-${packages}`);
if (!existsSync(repo)) {
  const { files, bytes } = writeSyntheticMonorepo(repo, { packages, seed: SEED });
  console.log(`wrote ${repo}: ${files} files, ${(bytes / 1e6).toFixed(1)} MB`);
}
const library = join(BENCH, `elements-${elementPackages}`);
if (!existsSync(library)) {
  const shape = { packages: elementPackages, seed: SEED, elements: true };
  const { files, bytes } = writeSyntheticMonorepo(library, shape);
  console.log(`wrote ${library}: ${files} files, ${(bytes / 1e6).toFixed(1)} MB`);
}
const fullOut = join(BENCH, "generator-full.json");
const incrementalOut = join(BENCH, "generator-incremental.json");
const bareIncrementalOut = join(BENCH, "generator-incremental-no-symbols.json");

/** Runs `deno <args>` to completion and returns its wall time in ms. */
async function timed(args: string[]): Promise<number> {
  const started = performance.now();
  const { success, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: ROOT,
    stdout: "null",
    stderr: "piped",
  }).output();
  const elapsed = performance.now() - started;
  if (!success) {
    throw new Error(`deno ${args.join(" ")} failed:\n${new TextDecoder().decode(stderr)}`);
  }
  return elapsed;
}

const generator = [
  "run",
  "--allow-read",
  "--allow-write",
  "--allow-env",
  "--allow-run",
  "generator.ts",
];
const readAll = [
  "run",
  "--allow-read",
  "scripts/_read_tree.ts",
  repo,
];
const runOn = (root: string) => (out: string, ...flags: string[]) => [
  ...generator,
  "--repo-root",
  root,
  "--out",
  out,
  ...flags,
];
const run = runOn(repo);
const runLibrary = runOn(library);
// The incremental runs reuse a snapshot written once from the same, unchanged inputs.
await timed(run(incrementalOut));
await timed(run(bareIncrementalOut, "--no-symbols"));

const samples = {
  baseline: [] as number[],
  full: [] as number[],
  incremental: [] as number[],
  bareFull: [] as number[],
  bareIncremental: [] as number[],
  analyzed: [] as number[],
  unanalyzed: [] as number[],
  bareAnalyzed: [] as number[],
  bareUnanalyzed: [] as number[],
};
for (let round = 0; round < rounds; round++) {
  samples.baseline.push(await timed(readAll));
  rmSync(fullOut, { force: true });
  samples.full.push(await timed(run(fullOut)));
  samples.incremental.push(await timed(run(incrementalOut, "--incremental")));
  rmSync(fullOut, { force: true });
  samples.bareFull.push(await timed(run(fullOut, "--no-symbols")));
  samples.bareIncremental.push(
    await timed(run(bareIncrementalOut, "--no-symbols", "--incremental")),
  );
  samples.analyzed.push(await timed(runLibrary(fullOut)));
  samples.unanalyzed.push(await timed(runLibrary(fullOut, "--no-analyze")));
  samples.bareAnalyzed.push(await timed(runLibrary(fullOut, "--no-symbols")));
  samples.bareUnanalyzed.push(await timed(runLibrary(fullOut, "--no-symbols", "--no-analyze")));
}

const baseline = median(samples.baseline);
console.log(`generator on a ${packages}-package monorepo, median of ${rounds} interleaved rounds`);
console.log(`load average: ${loadAverage()}`);
console.log(`  ${"baseline (read every file)".padEnd(35)}${baseline.toFixed(0).padStart(6)} ms`);
for (
  const [label, full, incremental] of [
    ["", median(samples.full), median(samples.incremental)],
    [" --no-symbols", median(samples.bareFull), median(samples.bareIncremental)],
  ] as const
) {
  console.log(
    `  ${`full run${label}`.padEnd(35)}${full.toFixed(0).padStart(6)} ms  ` +
      `(${(full / baseline).toFixed(2)}x baseline; target < 2000 ms)`,
  );
  console.log(
    `  ${`incremental, nothing changed${label}`.padEnd(35)}${
      incremental.toFixed(0).padStart(6)
    } ms  ` +
      `(${(incremental / full).toFixed(2)}x full; target < 0.5x)`,
  );
}

console.log(`components from source on a ${elementPackages}-package web-component library`);
for (
  const [label, analyzed, unanalyzed] of [
    ["", median(samples.analyzed), median(samples.unanalyzed)],
    [" --no-symbols", median(samples.bareAnalyzed), median(samples.bareUnanalyzed)],
  ] as const
) {
  console.log(
    `  ${`full run --no-analyze${label}`.padEnd(35)}${unanalyzed.toFixed(0).padStart(6)} ms`,
  );
  console.log(
    `  ${`full run${label}`.padEnd(35)}${analyzed.toFixed(0).padStart(6)} ms  ` +
      `(${(analyzed / unanalyzed).toFixed(2)}x --no-analyze; target <= 3x)`,
  );
}
