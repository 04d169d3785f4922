/**
 * The packages of a real repository as the symbol scripts see them: collected the way the
 * generator collects them, with the entry points a `deno.json` `exports` map names (Deno
 * workspaces such as std have no `src/index.ts`, the only entry the generator reads for now).
 *
 * @module
 */
import { existsSync } from "node:fs";
import { join, posix } from "node:path";
import { addModuleGraphs, collectPackage, type PackageInputs } from "../src/generator/collect.ts";
import { symbolRequest } from "../src/generator/symbol_step.ts";
import type { SymbolRequest } from "../src/generator/symbols/extract.ts";
import { discoverPackageFolders } from "../src/generator/workspace.ts";

/**
 * Collects a repository's packages with their entry points, and builds the symbol request for
 * those that have entries.
 *
 * @param root Absolute path of the repository root.
 * @returns What to hand to `extractSymbols`.
 */
export function symbolWorkspace(root: string): SymbolRequest {
  const quiet = () => {};
  const inputs = discoverPackageFolders(root, quiet)
    .map((found) => collectPackage(root, found, false, quiet))
    .filter((input): input is PackageInputs => input !== null);
  for (const input of inputs) {
    const fromExports = denoExports(root, input);
    if (fromExports.length > 0) input.entries = fromExports;
  }
  addModuleGraphs(root, inputs);
  const withEntries = inputs.filter((input) => input.entries.length > 0);
  return symbolRequest(root, Deno.execPath(), withEntries, inputs);
}

/** The TypeScript modules a `deno.json` `exports` field names, `.` first. */
function denoExports(root: string, input: PackageInputs): { subpath: string; file: string }[] {
  if (!/deno\.jsonc?$/.test(input.manifestPath)) return [];
  const exports = input.manifest.exports;
  const map: Record<string, unknown> = typeof exports === "string"
    ? { ".": exports }
    : (exports ?? {}) as Record<string, unknown>;
  return Object.entries(map)
    .filter((pair): pair is [string, string] => typeof pair[1] === "string")
    .map(([subpath, path]) => ({ subpath, file: posix.join(input.folder, path) }))
    .filter((entry) =>
      /\.(?:d\.)?[cm]?tsx?$/.test(entry.file) && existsSync(join(root, entry.file))
    )
    .sort((a, b) => Number(b.subpath === ".") - Number(a.subpath === "."));
}
