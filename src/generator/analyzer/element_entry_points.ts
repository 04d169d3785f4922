/**
 * Entry points of a package that declares none, has no index file and no component manifest
 * yet: the source modules that register its custom elements, which are the modules the
 * manifest built from source will define them in (and the paths users import).
 *
 * @module
 */
import { type EntryPoint, moduleEntryPoints } from "../entry_points.ts";
import type { RepositoryFiles } from "../repository_files.ts";
import type { Warn } from "../warnings.ts";
import { readSources, registersElements, sourceModules } from "./sources.ts";

/**
 * Finds the modules of a package's sources that register custom elements and makes each an
 * entry point, said in one warning.
 *
 * @param files The repository's files.
 * @param pkg The package's folder and name.
 * @param packageFolders Every package folder of the workspace (nested packages are not sources).
 * @param warn Receives the warning.
 * @returns The entry points, by subpath; `[]` when no source registers an element.
 *
 * @example
 * ```ts ignore
 * const entries = elementEntryPoints(files, { folder: ".", name: "@acme/ui" }, folders, warn);
 * ```
 */
export function elementEntryPoints(
  files: RepositoryFiles,
  pkg: { folder: string; name: string },
  packageFolders: readonly string[],
  warn: Warn,
): EntryPoint[] {
  const sources = readSources(files, sourceModules(files.root, pkg.folder, packageFolders));
  const offset = pkg.folder === "." ? 0 : pkg.folder.length + 1;
  const registering = [...sources].filter(([, text]) => registersElements(text))
    .map(([path]) => path.slice(offset));
  const entries = moduleEntryPoints(pkg.folder, registering, {
    exists: (path) => files.exists(path),
    read: (path) => files.read(path),
    filesUnder: (path) => files.filesUnder(path),
  });
  if (entries.length > 0) {
    warn(
      "entries-from-components",
      `${pkg.name} (${pkg.folder}): no exports, main, module, types, index file or component ` +
        `manifest; its ${entries.length} entry points are the modules that register its ` +
        "custom elements",
    );
  }
  return entries;
}
