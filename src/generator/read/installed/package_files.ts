/**
 * The files of an installed package, its `node_modules` and dot folders aside: what the package
 * cache hashes for a package whose files can change under one version (package_cache.ts), and
 * what its declarations weigh, which the indexer's heap must hold (index_runner.ts).
 *
 * @module
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** A declaration file's name. */
const DECLARATION = /\.d\.[cm]?ts$/;

/**
 * Visits each file of a package folder (a link to a file included), its `node_modules` and dot
 * folders aside, folder by folder in name order, until `visit` returns `false`.
 *
 * @param folder A package's folder.
 * @param visit Called with each file's path; `false` stops the walk.
 *
 * @example
 * ```ts ignore
 * eachPackageFile(pkg.folder, (path) => void digest.update(readFileSync(path)));
 * ```
 */
export function eachPackageFile(folder: string, visit: (path: string) => boolean | void): void {
  const walk = (dir: string): boolean => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true })
        .sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    } catch {
      return true;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
        if (!walk(path)) return false;
      } else if (entry.isFile() || (entry.isSymbolicLink() && sizeOf(path) !== undefined)) {
        if (visit(path) === false) return false;
      }
    }
    return true;
  };
  walk(folder);
}

/**
 * How many bytes of declaration files (`.d.ts`, `.d.mts`, `.d.cts`) a package ships, counted until
 * they pass a cap: the indexer's heap a package needs grows with them (googleapis' 180 MB ran a
 * 384 MB heap out after 26 s of reading, and was read again from the start).
 *
 * @param folder A package's folder.
 * @param cap Stop counting past this many bytes.
 * @returns The bytes counted: more than `cap` when the folder has more.
 *
 * @example
 * ```ts ignore
 * const heavy = declarationBytes(pkg.folder, 64 * 2 ** 20) > 64 * 2 ** 20;
 * ```
 */
export function declarationBytes(folder: string, cap: number): number {
  let bytes = 0;
  eachPackageFile(folder, (path) => {
    if (DECLARATION.test(path)) bytes += sizeOf(path) ?? 0;
    return bytes <= cap;
  });
  return bytes;
}

/** A file's size; `undefined` for one that is gone or is not a file. */
function sizeOf(path: string): number | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}
