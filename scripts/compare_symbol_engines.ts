/**
 * Compares the two engines that can tell which symbols a package exports and what their
 * signatures are: Deno's documentation engine (`deno doc --json`, what the generator uses) and
 * the TypeScript compiler API (a `Program` and its type checker), on the same entry points.
 *
 * Usage: `deno task compare:symbol-engines [--runs N] [repo-root ...]` (default: the demo).
 *
 * Time: the generator's whole symbol extraction (one `deno doc` process, printing included)
 * against creating a `Program`, its type checker, and walking every export to print its
 * signature with the checker (median of N runs, alternating). Coverage: the names each engine
 * finds per package, and the names only one of them finds.
 *
 * @module
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import ts from "npm:typescript@6.0.3";
import { extractSymbols } from "../src/generator/read/symbols/extract.ts";
import { loadAverage, median } from "./_stats.ts";
import type { SymbolRequest } from "../src/generator/read/symbols/extract.ts";
import { symbolWorkspace } from "./_symbol_workspace.ts";

const { values, positionals } = parseArgs({
  args: Deno.args,
  options: { runs: { type: "string" } },
  allowPositionals: true,
});
const runs = Number(values.runs ?? 5);
const repos = (positionals.length > 0 ? positionals : ["data/demo"]).map((path) => resolve(path));

console.log(`deno doc against the TypeScript compiler API (${ts.version}), ${runs} runs each`);
console.log(`Load average ${loadAverage()} on ${navigator.hardwareConcurrency} cores`);
for (const repo of repos) await compare(repo);

/** Names per package slug. */
type Names = Map<string, Set<string>>;

async function compare(root: string): Promise<void> {
  const workspace = symbolWorkspace(root);
  const denoTimes: number[] = [];
  const tsTimes: { program: number; checker: number; walk: number; total: number }[] = [];
  let denoNames: Names = new Map();
  let tsNames: Names = new Map();
  for (let round = -1; round < runs; round++) {
    const started = performance.now();
    const { symbols } = await extractSymbols(workspace);
    if (round >= 0) denoTimes.push(performance.now() - started);
    denoNames = new Map(
      [...symbols].map(([slug, list]) => [slug, new Set(list.map((s) => s.name))]),
    );
    const measured = typeScriptExports(root, workspace);
    if (round >= 0) tsTimes.push(measured.times);
    tsNames = measured.names;
  }

  let both = 0;
  const onlyDeno: string[] = [];
  const onlyTs: string[] = [];
  for (const pkg of workspace.packages) {
    const fromDeno = denoNames.get(pkg.slug) ?? new Set();
    const fromTs = tsNames.get(pkg.slug) ?? new Set();
    for (const name of fromDeno) {
      if (fromTs.has(name)) both++;
      else onlyDeno.push(`${pkg.name} ${name}`);
    }
    for (const name of fromTs) if (!fromDeno.has(name)) onlyTs.push(`${pkg.name} ${name}`);
  }
  const stat = (key: keyof (typeof tsTimes)[number]) =>
    median(tsTimes.map((t) => t[key])).toFixed(0);
  const denoMedian = median(denoTimes);
  const tsMedian = median(tsTimes.map((t) => t.total));
  const count = (names: Names) => [...names.values()].reduce((sum, set) => sum + set.size, 0);
  console.log(`\n${root}: ${workspace.packages.length} packages`);
  console.log(
    `  deno doc:       ${count(denoNames)} names, ${
      denoMedian.toFixed(0)
    } ms (one process, printing included)`,
  );
  console.log(
    `  TypeScript API: ${count(tsNames)} names, ${tsMedian.toFixed(0)} ms ` +
      `(program ${stat("program")}, checker ${stat("checker")}, walk ${stat("walk")}): ` +
      `${(tsMedian / denoMedian).toFixed(2)}x deno doc`,
  );
  console.log(
    `  found by both: ${both}; only by deno doc: ${onlyDeno.length}; only by TypeScript: ${onlyTs.length}`,
  );
  for (const line of onlyDeno.slice(0, 5)) console.log(`    only deno doc: ${line}`);
  for (const line of onlyTs.slice(0, 5)) console.log(`    only TypeScript: ${line}`);
}

/** The exports of every entry point through the compiler API, each printed by the checker. */
function typeScriptExports(root: string, workspace: SymbolRequest) {
  const absolute = (file: string) => resolve(root, file);
  const paths = Object.fromEntries(
    Object.entries(workspace.importMap).map(([specifier, file]) => [specifier, [absolute(file)]]),
  );
  const files = [
    ...new Set(workspace.packages.flatMap((pkg) => pkg.entries.map((e) => absolute(e.file)))),
  ];
  const started = performance.now();
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    types: [],
    paths,
  });
  const programDone = performance.now();
  const checker = program.getTypeChecker();
  const checkerDone = performance.now();
  const names: Names = new Map();
  for (const pkg of workspace.packages) {
    const found = new Set<string>();
    for (const entry of pkg.entries) {
      const source = program.getSourceFile(absolute(entry.file));
      const module = source && checker.getSymbolAtLocation(source);
      for (const exported of module ? checker.getExportsOfModule(module) : []) {
        found.add(exported.name);
        printSignature(checker, exported, source!);
      }
    }
    names.set(pkg.slug, found);
  }
  const done = performance.now();
  return {
    names,
    times: {
      program: programDone - started,
      checker: checkerDone - programDone,
      walk: done - checkerDone,
      total: done - started,
    },
  };
}

/** What the generator prints, done with the checker: call signatures or the declared type. */
function printSignature(checker: ts.TypeChecker, exported: ts.Symbol, at: ts.SourceFile): string {
  const symbol = exported.flags & ts.SymbolFlags.Alias
    ? checker.getAliasedSymbol(exported)
    : exported;
  const type = symbol.flags & ts.SymbolFlags.Type
    ? checker.getDeclaredTypeOfSymbol(symbol)
    : checker.getTypeOfSymbolAtLocation(symbol, at);
  const calls = type.getCallSignatures();
  return calls.length > 0
    ? calls.map((signature) => checker.signatureToString(signature)).join("\n")
    : checker.typeToString(type);
}
