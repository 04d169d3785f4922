/**
 * Which file Node's ES module loader loads for an entry of an installed package: its `exports`
 * map's target under the `node`, `import`, `module-sync` or `default` condition, in the order
 * the target lists them; without a map, the exact file a subpath names, or the main entry as
 * `require` looks for it.
 *
 * @module
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { isRecord } from "../../is_record.ts";
import { exportsMap, subpathMatches, substituted } from "../manifest/exports_map.ts";

/** The conditions Node's ES module loader matches, in the order a target lists them. */
const IMPORT_CONDITIONS = new Set(["node", "import", "module-sync", "default"]);

/**
 * The file Node's ES module loader loads for an entry, when it finds one.
 *
 * @param folder The package's folder.
 * @param manifest Its parsed package.json.
 * @param subpath The entry (`.`, `./sub`).
 * @returns The file's path, or `undefined`.
 *
 * @example
 * ```ts ignore
 * importedFile("/app/node_modules/jsonwebtoken", manifest, "."); // ".../jsonwebtoken/index.js"
 * ```
 */
export function importedFile(
  folder: string,
  manifest: Record<string, unknown>,
  subpath: string,
): string | undefined {
  const map = exportsMap(manifest.exports);
  if (map !== null) {
    const path = importedPath(map, subpath);
    return path === undefined ? undefined : fileAt(join(folder, path));
  }
  // Without exports, a subpath is a file's exact path; the main entry is looked for as
  // `require` looks for it.
  if (subpath !== ".") return fileAt(join(folder, subpath));
  const main = typeof manifest.main === "string" ? manifest.main : "index.js";
  return [main, `${main}.js`, join(main, "index.js"), "index.js"]
    .map((path) => fileAt(join(folder, path))).find((file) => file !== undefined);
}

/**
 * Whether an `exports` entry names a module Node's ES module loader would not find: its import
 * target is a path that is no file (solid-js' `"./types/*": "./types/*"` holds declarations
 * only, so `solid-js/types/server/reactive.js` is none). One with no import target (a `types`
 * condition alone) is a types entry, not a missing module.
 *
 * @param folder The package's folder.
 * @param manifest Its parsed package.json.
 * @param subpath The entry.
 * @returns `true` when the entry leads Node to no file.
 *
 * @example
 * ```ts ignore
 * missingModule(solidFolder, manifest, "./types/server/reactive.js"); // true
 * ```
 */
export function missingModule(
  folder: string,
  manifest: Record<string, unknown>,
  subpath: string,
): boolean {
  const map = exportsMap(manifest.exports);
  if (map === null) return false;
  const path = importedPath(map, subpath);
  return path !== undefined && fileAt(join(folder, path)) === undefined;
}

/** The path an `exports` map gives Node's ES module loader for a subpath. */
function importedPath(map: Record<string, unknown>, subpath: string): string | undefined {
  return importTarget(targetOf(map, subpath));
}

/** An `exports` map's target for a subpath: its own key's, else the longest pattern's. */
function targetOf(map: Record<string, unknown>, subpath: string): unknown {
  if (subpath in map) return map[subpath];
  let best: [prefix: string, target: unknown, star: string] | undefined;
  for (const [key, target] of Object.entries(map)) {
    const star = key.indexOf("*");
    if (star < 0 || !subpathMatches(key, subpath)) continue;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    if (prefix.length > (best?.[0].length ?? -1)) {
      best = [prefix, target, subpath.slice(prefix.length, subpath.length - suffix.length)];
    }
  }
  return best === undefined ? undefined : substituted(best[1], best[2]);
}

/** The path a target gives Node's ES module loader: the first condition it matches, in order. */
function importTarget(target: unknown): string | undefined {
  if (typeof target === "string") return target;
  if (Array.isArray(target)) {
    for (const item of target) {
      const path = importTarget(item);
      if (path !== undefined) return path;
    }
    return undefined;
  }
  if (!isRecord(target)) return undefined;
  for (const [condition, item] of Object.entries(target)) {
    if (!IMPORT_CONDITIONS.has(condition)) continue;
    const path = importTarget(item);
    if (path !== undefined) return path;
  }
  return undefined;
}

/** The path when it is a file. */
function fileAt(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}
