/**
 * Where `--repo` keeps the last run (the snapshot and its package hashes) between starts, and
 * how it reads and writes them. The default folder is outside the repository, under the user's
 * cache folder, one per repository path and generator options.
 *
 * @module
 */
import { createHash } from "node:crypto";
import { basename, join } from "node:path";
import process from "node:process";
import type { BundledData } from "../snapshot/model.ts";
import type { PreviousGeneration } from "../generator/options.ts";
import { readTextFile } from "../generator/write/text_file.ts";
import { importLater } from "../import_later.ts";

type SnapshotFiles = typeof import("../generator/write/snapshot_files.ts");

/** The files of the cache folder, named as the generate command names them. */
const SNAPSHOT = "catalog.json";
const HASHES = "catalog.hashes.json";

/**
 * The default cache folder of a repository: `$XDG_CACHE_HOME/catalog-mcp/<name>-<hash>` (else
 * `~/.cache/...`), the hash taken over the repository's absolute path and `options`, so two
 * checkouts or two option sets never share a cache. Without a home folder it is the
 * repository's `node_modules/.cache/catalog-mcp`, which every JavaScript `.gitignore` covers.
 *
 * @param root The repository's absolute path.
 * @param options What else makes two runs' snapshots differ.
 * @returns The folder's path.
 * @throws {Error} When the environment may not be read (Deno without `--allow-env` for it).
 */
export function defaultCacheFolder(root: string, options: Record<string, unknown>): string {
  let home;
  try {
    home = process.env.XDG_CACHE_HOME || (process.env.HOME && join(process.env.HOME, ".cache"));
  } catch (error) {
    throw new Error(
      `cannot find the default cache folder (${(error as Error).message}); pass --cache-dir ` +
        "<dir>, or under Deno --allow-env=HOME,XDG_CACHE_HOME",
    );
  }
  if (!home) return join(root, "node_modules", ".cache", "catalog-mcp");
  const key = createHash("sha256").update(JSON.stringify([root, options])).digest("hex");
  return join(home, "catalog-mcp", `${basename(root) || "root"}-${key.slice(0, 12)}`);
}

/**
 * The last run kept in `folder`, if both files are there and parse. Read without the
 * generator's modules, so that a start from the cache does not load them.
 *
 * @param folder The cache folder.
 * @returns The raw snapshot and hashes, or `undefined`.
 */
export function readCache(folder: string): PreviousGeneration | undefined {
  const [snapshot, hashes] = [SNAPSHOT, HASHES].map((name) => readTextFile(join(folder, name)));
  if (snapshot === null || snapshot === undefined || hashes === null || hashes === undefined) {
    return undefined;
  }
  try {
    return { data: JSON.parse(snapshot), hashes: JSON.parse(hashes) };
  } catch {
    return undefined;
  }
}

/**
 * Keeps a run in `folder`, each file replaced atomically.
 *
 * @param folder The cache folder (created when missing).
 * @param data The snapshot.
 * @param hashes Its package hashes.
 */
export async function writeCache(
  folder: string,
  data: BundledData,
  hashes: Record<string, string>,
): Promise<void> {
  const files = await importLater<SnapshotFiles>(
    "../generator/write/snapshot_files.ts",
    import.meta.url,
  );
  files.writeFileAtomically(join(folder, SNAPSHOT), files.renderJson(data));
  files.writeFileAtomically(join(folder, HASHES), files.renderHashes(hashes));
}
