/**
 * Generation time with and without symbols, measured in the same run: the budget is "with
 * symbols at most 3x the time without".
 *
 * Usage: `deno task bench:symbols [--runs N] [repo-root ...]` (default: the demo monorepo).
 *
 * For each repository, alternating so that both see the same machine load:
 * - the generator command (`generator.ts --out ...`), process start to exit, as users run it,
 *   with and without `--no-symbols`;
 * - `generateBundledData()` in this process (no process start), with and without symbols;
 * - symbol extraction alone over the entry points `scripts/_symbol_workspace.ts` finds
 *   (`deno.json` exports included, which the generator itself does not read yet: for Deno
 *   workspaces such as std this is the only way to see symbols), against generation without.
 *
 * @module
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { generateBundledData } from "../generator.ts";
import { extractSymbols } from "../src/generator/read/symbols/extract.ts";
import { loadAverage, median } from "./_stats.ts";
import { symbolWorkspace } from "./_symbol_workspace.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TARGET_RATIO = 3;
const { values, positionals } = parseArgs({
  args: Deno.args,
  options: { runs: { type: "string" } },
  allowPositionals: true,
});
const runs = Number(values.runs ?? 7);
const repos = (positionals.length > 0 ? positionals : ["data/demo"]).map((path) => resolve(path));
const quiet = () => {};
const OUT = join(ROOT, ".bench", "bench-symbols.json");
mkdirSync(join(ROOT, ".bench"), { recursive: true });

console.log(`Generation with and without symbols, ${runs} runs each (median ms)`);
console.log(`Load average ${loadAverage()} on ${navigator.hardwareConcurrency} cores\n`);
let missed = false;
for (const repo of repos) {
  const subjects = {
    commandWithout: () => command(repo, OUT, ["--no-symbols"]),
    commandWith: () => command(repo, OUT, []),
    callWithout: () => generateBundledData({ repoRoot: repo, symbols: false, onWarning: quiet }),
    callWith: () => generateBundledData({ repoRoot: repo, onWarning: quiet }),
    extraction: async () => {
      await extractSymbols(symbolWorkspace(repo));
    },
  };
  const times = Object.fromEntries(Object.keys(subjects).map((key) => [key, [] as number[]]));
  for (let round = -1; round < runs; round++) {
    for (const [key, run] of Object.entries(subjects)) {
      const started = performance.now();
      await run();
      if (round >= 0) times[key]!.push(performance.now() - started);
    }
  }
  const m = Object.fromEntries(Object.entries(times).map(([key, list]) => [key, median(list)]));
  const ratios = [
    ["generator command", m.commandWith! / m.commandWithout!, m.commandWithout!, m.commandWith!],
    ["generateBundledData()", m.callWith! / m.callWithout!, m.callWithout!, m.callWith!],
    [
      "extraction over every entry point, added to generation without",
      (m.callWithout! + m.extraction!) / m.callWithout!,
      m.callWithout!,
      m.callWithout! + m.extraction!,
    ],
  ] as const;
  console.log(repo);
  for (const [label, ratio, without, withSymbols] of ratios) {
    const met = ratio <= TARGET_RATIO;
    missed ||= !met && label === "generator command";
    console.log(
      `  ${met ? "ok  " : "over"} ${label}: ${without.toFixed(0)} without, ` +
        `${withSymbols.toFixed(0)} with symbols: ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x)`,
    );
  }
}
if (missed) Deno.exitCode = 1;

async function command(repo: string, out: string, extra: string[]): Promise<void> {
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-read",
      "--allow-write",
      "--allow-run",
      "--allow-env=NODE_*,TSC_*,VSCODE_INSPECTOR_OPTIONS",
      join(ROOT, "generator.ts"),
      "--repo-root",
      repo,
      "--out",
      out,
      ...extra,
    ],
    stdout: "null",
    stderr: "piped",
  }).output();
  if (code !== 0) throw new Error(new TextDecoder().decode(stderr));
}
