/**
 * Symbol extraction: every exported symbol of every package, with signature, members and
 * docs, from Deno's own documentation engine (`deno doc --json`), run once for all packages.
 *
 * @module
 */
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ApiSymbol } from "../../../snapshot/model.ts";
import { DeclarationIndex } from "./declaration_index.ts";
import { denoDocWarnings } from "./doc_warnings.ts";
import { packageSymbols, type SymbolPackage } from "./package_symbols.ts";
import { availableParallelism } from "node:os";
import {
  type DenoDocRequest,
  type DenoDocResult,
  EMPTY_MODULE,
  runDenoDoc,
} from "./run_deno_doc.ts";

/** The most deno doc processes one extraction starts. */
const MAX_PROCESSES = 4;

export type { SymbolEntry, SymbolPackage } from "./package_symbols.ts";

/** What to document. */
export interface SymbolRequest {
  /** Absolute path of the repository root. */
  repoRoot: string;
  /** The `deno` executable (see `locateDeno`). */
  deno: string;
  /** The packages whose symbols are wanted. */
  packages: readonly SymbolPackage[];
  /**
   * Sibling workspace packages by the specifiers they are imported by (`@scope/name`,
   * `@scope/name/sub`) -> entry module, relative to the repository root; `export * from
   * "@scope/name"` then documents the sibling's exports.
   */
  importMap: Readonly<Record<string, string>>;
  /**
   * Other specifiers the modules import (external packages, `npm:` and `jsr:` specifiers).
   * They stay unresolved, quietly: deno doc sees an empty module for each.
   */
  external: readonly string[];
  /**
   * Relative imports that name no code file (style sheets, assets, `./theme.css?inline`), as
   * repository paths. deno doc stops at such an import, so each is sent to an empty module.
   */
  unresolved?: readonly string[];
}

/** The symbols of each requested package, and what went wrong on the way. */
export interface SymbolExtraction {
  /** Slug -> symbol records, sorted; `[]` for a package without entries. */
  symbols: Map<string, ApiSymbol[]>;
  /** One line per problem deno doc reported, naming package and file. */
  warnings: string[];
}

/**
 * Documents the exported symbols of packages.
 *
 * deno doc runs once over every entry module of every package; when re-exports refer to
 * declarations it did not report (an imported name exported under an alias), it runs once
 * more over the files that declare them.
 *
 * @param request The packages, their siblings and the specifiers to leave unresolved.
 * @returns The symbols of each package and deno doc's warnings.
 * @throws {Error} When deno doc cannot run or fails (see `runDenoDoc`).
 */
export async function extractSymbols(request: SymbolRequest): Promise<SymbolExtraction> {
  const { repoRoot: root, deno, packages } = request;
  const importMap = denoImportMap(request);
  const files = [...new Set(packages.flatMap((pkg) => pkg.entries.map((entry) => entry.file)))];
  const symbols = new Map<string, ApiSymbol[]>();
  if (files.length === 0) {
    for (const pkg of packages) symbols.set(pkg.slug, []);
    return { symbols, warnings: [] };
  }

  const documented = await documentInParallel({ deno, root, files, importMap });
  const index = new DeclarationIndex();
  for (const module of documented.modules.values()) index.add(module);
  let diagnostics = documented.diagnostics;
  const missing = index.missingTargets(documented.modules.values());
  if (missing.length > 0) {
    const declaring = [
      ...new Set(missing.map((target) => target.filename).filter((url) => url.startsWith("file:"))),
    ];
    const more = await runDenoDoc({
      deno,
      root,
      files: declaring.map((url) => fileURLToPath(url)),
      importMap,
      includePrivate: true,
    });
    for (const module of more.modules.values()) index.add(module);
    diagnostics += more.diagnostics;
  }

  for (const pkg of packages) {
    symbols.set(pkg.slug, packageSymbols(pkg, documented.modules, root, index.resolve));
  }
  const owners = packages.map((pkg) => ({ label: pkg.name, folder: pkg.folder }));
  return { symbols, warnings: [...new Set(denoDocWarnings(diagnostics, root, owners))] };
}

/**
 * Runs deno doc over the entry modules in as many processes as the machine has cores (at most
 * four, each over a share of the entries), since one process uses one core: on two cores a
 * 100-package monorepo's run took 1.2 s in one process. Modules reached from several shares
 * are read by each of them; the documentation of an entry module is the same either way.
 */
async function documentInParallel(request: DenoDocRequest): Promise<DenoDocResult> {
  const processes = Math.max(1, Math.min(MAX_PROCESSES, availableParallelism()));
  const shares = Array.from(
    { length: Math.min(processes, request.files.length) },
    (_, share) => request.files.filter((_, i) => i % processes === share),
  );
  const results = await Promise.all(shares.map((files) => runDenoDoc({ ...request, files })));
  return {
    modules: new Map(results.flatMap((result) => [...result.modules])),
    diagnostics: results.map((result) => result.diagnostics).join(""),
  };
}

/**
 * The import map deno doc runs with: siblings to their entry modules, outside packages and
 * imports of non-code files to an empty module.
 *
 * @param request The repository root, siblings and the specifiers to leave unresolved.
 * @returns Specifier (or file URL) -> URL.
 */
export function denoImportMap(
  request: Pick<SymbolRequest, "repoRoot" | "importMap" | "external" | "unresolved">,
): Record<string, string> {
  const importMap: Record<string, string> = {};
  for (const specifier of request.external) {
    // A prefix (`jsr:@std/path@^1.0/`) can only map to another prefix, not to one module; left
    // out, deno doc skips it as a remote module.
    if (!specifier.endsWith("/")) importMap[specifier] = EMPTY_MODULE;
  }
  for (const path of request.unresolved ?? []) {
    // An import map matches the resolved URL whole, query included (`?inline`).
    const query = path.indexOf("?");
    const file = query === -1 ? path : path.slice(0, query);
    importMap[pathToFileURL(resolve(request.repoRoot, file)).href + path.slice(file.length)] =
      EMPTY_MODULE;
  }
  for (const [specifier, file] of Object.entries(request.importMap)) {
    importMap[specifier] = pathToFileURL(resolve(request.repoRoot, file)).href;
  }
  return importMap;
}
