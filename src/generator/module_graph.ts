/**
 * The module graph of a package: every file reachable from its entry points through static
 * imports and re-exports, relative ones within a package and sibling workspace packages by
 * name, as `deno doc` follows them. Its files are inputs of the package (so the input hash
 * covers everything its symbols depend on); the other specifiers it meets are external.
 *
 * @module
 */
import { compareText } from "./compare_text.ts";
import { moduleSpecifiers } from "./module_specifiers.ts";
import { moduleCandidates } from "./package_layout.ts";

/** Where a specifier of a sibling package leads. */
export interface SiblingModule {
  /** The sibling's folder, relative to the repository root. */
  folder: string;
  /** The sibling's manifest, whose entry points decide what the specifier means. */
  manifestPath: string;
  /** The entry module the specifier names, relative to the repository root. */
  file: string;
}

/** What a package's graph reaches. */
export interface ModuleGraph {
  /** Every module (and sibling manifest) read, keyed by path relative to the repository root. */
  files: Record<string, string>;
  /** Specifiers that lead outside the workspace (`lit`, `npm:zod@4`), sorted; no `node:`. */
  external: string[];
}

/**
 * Follows a package's imports from its entry modules.
 *
 * @param folder The package folder, relative to the repository root.
 * @param entryFiles Its entry modules, relative to the repository root.
 * @param siblings Sibling entry modules by the specifiers that import them (`@scope/name`,
 * `@scope/name/sub`).
 * @param read Reads a file relative to the repository root; `null` when there is none.
 * @returns The files reached and the external specifiers met.
 */
export function followModuleGraph(
  folder: string,
  entryFiles: readonly string[],
  siblings: ReadonlyMap<string, SiblingModule>,
  read: (path: string) => string | null,
): ModuleGraph {
  const files: Record<string, string> = {};
  const external = new Set<string>();
  const seen = new Set<string>();
  const pending: { file: string; folder: string }[] = [];
  const enqueue = (file: string, within: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    pending.push({ file, folder: within });
  };
  entryFiles.forEach((file) => enqueue(file, folder));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const text = read(next.file);
    if (text === null) continue;
    files[next.file] = text;
    for (const specifier of moduleSpecifiers(text)) {
      const sibling = siblings.get(specifier);
      if (sibling !== undefined) {
        const manifest = read(sibling.manifestPath);
        if (manifest !== null) files[sibling.manifestPath] = manifest;
        enqueue(sibling.file, sibling.folder);
      } else if (specifier.startsWith(".")) {
        moduleCandidates(next.folder, next.file, specifier).forEach((file) =>
          enqueue(file, next.folder)
        );
      } else if (!specifier.startsWith("node:") && !specifier.startsWith("/")) {
        external.add(specifier);
      }
    }
  }
  return { files, external: [...external].sort(compareText) };
}
