/**
 * The package cache's upkeep: what no server has used for {@link UNUSED_DAYS} days goes. Each
 * generator version and reader format fills a folder of its own and each upgrade of a package a
 * `name@version` folder, and nothing in them expires; without upkeep the cache would keep every
 * version ever served (hundreds of megabytes after a few upgrades). A server marks what it uses
 * (its version's folder and its packages' folders, by their modification time) once its packages
 * are indexed, and removes the folders of other versions, and the packages of its own version,
 * that nothing marked for that long: another app's packages stay while that app is opened now and
 * then, and one opened after a longer pause is indexed again.
 *
 * @module
 */
import { readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { InstalledPackage } from "../../generator/find/installed.ts";
import { packageFolderName } from "./package_cache.ts";

/** How long a cache folder no server used is kept. */
export const UNUSED_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Marks a version's folder and the folders of the packages a server serves as used now, and
 * removes the folders unused for {@link UNUSED_DAYS} days: other versions' (siblings of
 * `folder`) and other packages' (inside it). What cannot be read or removed is left as it is.
 *
 * @param folder The version's folder (`packagesFolder(root)`).
 * @param used The packages served.
 * @param now The time to count from (ms since the epoch).
 * @returns The folders removed.
 *
 * @example
 * ```ts ignore
 * const removed = keepUsed(packagesFolder(root), planned.map(({ installed }) => installed));
 * ```
 */
export function keepUsed(
  folder: string,
  used: readonly InstalledPackage[],
  now: number = Date.now(),
): string[] {
  const marked = new Date(now);
  for (const path of [folder, ...used.map((pkg) => join(folder, packageFolderName(pkg)))]) {
    try {
      utimesSync(path, marked, marked);
    } catch {
      // Not cached (yet): nothing to mark.
    }
  }
  const before = now - UNUSED_DAYS * DAY_MS;
  const own = basename(folder);
  return [
    ...unusedIn(dirname(folder), before, (name) => name !== own),
    ...unusedIn(folder, before, () => true),
  ];
}

/** Removes the folders in `parent` (of the names `considered`) last modified before `before`. */
function unusedIn(parent: string, before: number, considered: (name: string) => boolean): string[] {
  let entries;
  try {
    entries = readdirSync(parent, { withFileTypes: true });
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !considered(entry.name)) continue;
    const path = join(parent, entry.name);
    try {
      if (statSync(path).mtimeMs >= before) continue;
      rmSync(path, { recursive: true, force: true });
      removed.push(path);
    } catch {
      // In use by a server that cannot let it go, or not ours to remove: kept.
    }
  }
  return removed;
}
