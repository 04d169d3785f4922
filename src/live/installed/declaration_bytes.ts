/**
 * How many bytes of declaration files (`.d.ts`, `.d.mts`, `.d.cts`) a package ships, counted up to
 * a cap: the indexer's heap a package needs grows with them (googleapis' 180 MB ran a 384 MB heap
 * out after 26 s of reading, and was read again from the start).
 *
 * @module
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** A declaration file's name. */
const DECLARATION = /\.d\.[cm]?ts$/;

/**
 * The bytes of a folder's declaration files, its `node_modules` and dot folders aside, counted
 * until they pass `cap`.
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
  const walk = (dir: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (bytes > cap) return;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(path);
      } else if (DECLARATION.test(entry.name)) {
        try {
          bytes += statSync(path).size;
        } catch {
          // Gone meanwhile: it counts for nothing.
        }
      }
    }
  };
  walk(folder);
  return bytes;
}
