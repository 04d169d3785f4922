/**
 * The module graph of a package: every file reachable from its entry points through static
 * imports and re-exports, relative ones (anywhere in the repository) and sibling workspace
 * packages by name, as `deno doc` follows them. Its files are inputs of the package (so the
 * input hash covers everything its exports and symbols depend on); the specifiers that lead
 * nowhere it can read are listed, so that the symbol step can tell `deno doc` to skip them.
 *
 * @module
 */
import { compareText } from "../../compare_text.ts";
import { moduleSpecifiers } from "./module_specifiers.ts";
import { moduleCandidates, relativeTarget } from "../manifest/package_layout.ts";
import type { WorkspaceModules } from "./workspace_modules.ts";

/** Where a package's imports lead besides its own modules. */
export interface GraphEnds {
  /** Specifiers of packages outside the workspace (`lit`, `npm:zod@4`), sorted; no `node:`. */
  external: string[];
  /**
   * Relative imports that name no code or JSON file, as repository paths (a style sheet, an
   * asset, `./theme.css?inline`, a missing module), sorted.
   */
  unresolved: string[];
}

/**
 * Follows a package's imports from its entry modules, reading (and so collecting) every module
 * it reaches, and the manifests of the siblings it enters.
 *
 * @param entryFiles The package's entry modules, relative to the repository root.
 * @param workspace The workspace's modules by the specifiers that import them.
 * @param files Which files exist, and reading one (which keeps it as an input).
 * @returns The specifiers that lead outside the workspace, and the relative ones that lead to
 * no code file (or to one behind a link out of the repository).
 */
export function followModuleGraph(
  entryFiles: readonly string[],
  workspace: WorkspaceModules,
  files: {
    exists(path: string): boolean;
    read(path: string): string | null;
    /** Whether a path lies behind a link out of the repository (see `RepositoryFiles`). */
    refused?(path: string): boolean;
  },
): GraphEnds {
  const external = new Set<string>();
  const unresolved = new Set<string>();
  const seen = new Set<string>();
  const pending: string[] = [];
  const enqueue = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    pending.push(file);
  };
  entryFiles.forEach(enqueue);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const text = files.read(next);
    if (text === null) continue;
    for (const specifier of moduleSpecifiers(text)) {
      const sibling = workspace.resolve(specifier);
      if (sibling !== undefined) {
        // A sibling's manifest decides what its specifiers mean, so it is an input too.
        files.read(sibling.manifestPath);
        enqueue(sibling.file);
        continue;
      }
      const target = relativeTarget(next, specifier);
      if (target !== null) {
        const candidates = moduleCandidates(next, specifier);
        const existing = candidates.filter((file) => files.exists(file));
        // deno doc resolves the import itself (`./x` and `./x.js` to `x.ts`): one that may lead
        // out of the repository is sent to an empty module, as written and as each refused file.
        const refused = candidates.filter((file) => files.refused?.(file));
        if (refused.length > 0) [target, ...refused].forEach((file) => unresolved.add(file));
        // deno doc reads JSON modules itself; anything else that is not code it cannot load.
        const json = /\.json$/.test(target) && files.exists(target);
        if (existing.length === 0 && !json) unresolved.add(target);
        existing.forEach(enqueue);
      } else if (!/^(?:\.|node:|\/)/.test(specifier)) {
        external.add(specifier);
      }
    }
  }
  return {
    external: [...external].sort(compareText),
    unresolved: [...unresolved].sort(compareText),
  };
}
