/**
 * Indexing one installed package: its cached entry when a variant fits this app, else the
 * reader's, kept in the cache for the next start (and the next app). Runs on the indexing
 * worker (`index_worker.ts`), or on the main thread where no worker can start.
 *
 * @module
 */
import type { PlannedDependency } from "../../generator/find/dependency_plan.ts";
import { readDependency } from "../../generator/read/installed/read_dependency.ts";
import type { GeneratorWarningKind } from "../../generator/warnings.ts";
import type { BundledPackage } from "../../snapshot/model.ts";
import { PackageCache, recordingResolve } from "./package_cache.ts";

/** What to index. */
export interface IndexJob {
  /** The package and its slug. */
  planned: PlannedDependency;
  /** The app's real path. */
  app: string;
  /** The cache's version folder, or `undefined` to read without one. */
  cacheFolder: string | undefined;
  /** The cache was looked in already (by the thread that serves): read, then keep. */
  missed?: boolean;
}

/** What indexing gave. */
export interface IndexResult {
  /** The entry; `undefined` when the package cannot be read (a warning says why). */
  entry: BundledPackage | undefined;
  /** Whether it came from the cache. */
  cached: boolean;
  /**
   * Whether it was read and kept in the cache: an indexer sends this instead of the entry,
   * which the server reads from the cache as at a second start.
   */
  stored?: boolean;
  /** The warnings, in order. */
  warnings: { kind: GeneratorWarningKind; message: string }[];
}

/**
 * Indexes one package.
 *
 * @param job The package, the app and the cache.
 * @returns Its entry and warnings. A cache that cannot be written is one more warning, never
 * a failure.
 *
 * @example
 * ```ts ignore
 * const { entry, cached } = await indexPackage({ planned, app, cacheFolder });
 * ```
 */
export async function indexPackage(job: IndexJob): Promise<IndexResult> {
  const warnings: IndexResult["warnings"] = [];
  const cache = job.cacheFolder === undefined
    ? undefined
    : new PackageCache(job.cacheFolder, job.app);
  const hit = job.missed
    ? undefined
    : cache?.lookup(job.planned, (message) => warnings.push({ kind: "cache-discarded", message }));
  if (hit !== undefined) return { entry: hit, cached: true, warnings };
  const recording = recordingResolve(job.planned.installed);
  const entry = await readDependency(
    job.planned,
    (kind, message) => warnings.push({ kind, message }),
    recording.resolve,
  );
  const resolutions = recording.resolutions;
  if (entry !== undefined && cache !== undefined && resolutions !== undefined) {
    try {
      cache.store(job.planned, entry, resolutions);
      return { entry, cached: false, stored: true, warnings };
    } catch (error) {
      warnings.push({
        kind: "cache-discarded",
        message: `cannot keep ${entry.name}@${entry.version} in the package cache ` +
          `(${(error as Error).message}); it is read again at the next start`,
      });
    }
  }
  return { entry, cached: false, warnings };
}
