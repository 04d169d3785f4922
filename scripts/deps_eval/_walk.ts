/**
 * The files of an installed package, for the evaluation's counts.
 *
 * @module
 */
import { join } from "node:path";

/**
 * The files under `dir`, as paths relative to it with `/` separators, sorted. Nested
 * `node_modules` folders (dependencies installed inside a package) are not the package's own.
 *
 * @param dir The folder to list.
 * @param options `depth`: how many folder levels to go down, 1 for the folder's own files.
 * @returns The relative paths.
 * @example Listing a folder
 * ```ts ignore
 * listFiles(".bench/deps-app/node_modules/next", { depth: 1 }); // ["AGENTS.md", "README.md", ...]
 * ```
 */
export function listFiles(
  dir: string,
  options: { depth?: number } = {},
): string[] {
  const files: string[] = [];
  const visit = (relative: string, depth: number) => {
    for (const entry of Deno.readDirSync(join(dir, relative))) {
      const path = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory) {
        if (entry.name !== "node_modules" && depth > 1) visit(path, depth - 1);
      } else if (entry.isFile || entry.isSymlink) {
        files.push(path);
      }
    }
  };
  visit("", options.depth ?? Infinity);
  return files.sort();
}
