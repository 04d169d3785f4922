/**
 * `--repo`: a catalog generated from the repository in the process, served from the cache of
 * the last run when there is one, and regenerated after every burst of edits.
 *
 * @module
 */
import { realpathSync, statSync } from "node:fs";
import { resolve } from "node:path";
import process from "node:process";
import { Catalog } from "../catalog/catalog.ts";
import type { CatalogSource } from "../catalog/catalog_source.ts";
import { RunReport } from "../generator/write/cli_report.ts";
import { importLater } from "../import_later.ts";
import type { GeneratorOptions } from "../generator/options.ts";
import { validateBundledData } from "../snapshot/validate.ts";
import { defaultCacheFolder, readCache, writeCache } from "./cache_folder.ts";
import { ignoreRules } from "./ignore_rules.ts";
import { LiveCatalog } from "./live_catalog.ts";
import { type Generation, type LogLine, Regenerator } from "./regenerator.ts";
import { watchRepository } from "./watch_repository.ts";

type Generate = typeof import("../generator/generate.ts");

/** How long the repository must stay quiet after an edit before a regeneration (ms). */
const QUIET_MS = 100;
/**
 * How long after a start from the cache the background check waits (ms): the client's first
 * requests are answered before the generator loads and runs.
 */
const CATCH_UP_AFTER_MS = 500;

/** What `--repo` and the flags beside it ask for. */
export interface LiveRepositoryOptions {
  /** The repository to serve. */
  repo: string;
  /** Where the last run is kept; see {@link defaultCacheFolder}. */
  cacheFolder?: string;
  /** As the generator's `--include-private`. */
  includePrivate?: boolean;
  /** As the generator's `--no-symbols` when `false`. */
  symbols?: boolean;
  /** As the generator's `--no-analyze` when `false`. */
  analyze?: boolean;
  /** As the generator's `--max-page-bytes`. */
  maxPageBytes?: number;
}

/** A repository being served and watched. */
export interface LiveRepository {
  /** The catalog source to serve. */
  source: CatalogSource;
  /** The repository's real path. */
  root: string;
  /** The cache folder in use. */
  cacheFolder: string;
  /** Stops watching and regenerating; resolves once the cache is written. */
  close(): Promise<void>;
}

/**
 * Opens a repository for serving: its cached catalog when the cache folder has one (and then
 * a background run for what changed since), else a full generation now. Then watches it.
 *
 * @param options The repository and generator options.
 * @param log Where the one-line reports go; standard error by default.
 * @returns The live repository.
 * @throws {Error} When the repository is not a folder or cannot be generated: the
 * generator's message.
 *
 * @example
 * ```ts ignore
 * const repository = await openLiveRepository({ repo: "." });
 * const server = createCatalogServer(repository.source);
 * ```
 */
export async function openLiveRepository(
  options: LiveRepositoryOptions,
  log: LogLine = (line) => process.stderr.write(`${line}\n`),
): Promise<LiveRepository> {
  const root = repositoryRoot(options.repo);
  const { repo: _, cacheFolder: chosen, ...choices } = options;
  const generator: GeneratorOptions = {
    includePrivate: false,
    symbols: true,
    analyze: true,
    ...choices,
    repoRoot: root,
  };
  const { repoRoot: __, ...shaping } = generator;
  const cacheFolder = resolve(chosen ?? defaultCacheFolder(root, shaping));
  const cached = cachedGeneration(cacheFolder);
  const first = cached ?? await generateNow(generator, cacheFolder, log);
  const live = new LiveCatalog(Catalog.fromData(first.data));
  const regenerator = new Regenerator(live, generator, cacheFolder, first, log);
  const watcher = watchRepository(
    root,
    ignoreRules(root, [cacheFolder]),
    () => regenerator.request(),
    QUIET_MS,
  );
  // The cache is from an earlier run: whatever changed since is caught up in the background.
  const catchUp = cached === undefined
    ? undefined
    : setTimeout(() => regenerator.request(), CATCH_UP_AFTER_MS);
  return {
    source: live,
    root,
    cacheFolder,
    close() {
      clearTimeout(catchUp);
      watcher.close();
      return regenerator.close();
    },
  };
}

function repositoryRoot(repo: string): string {
  const root = resolve(repo);
  let isFolder;
  try {
    isFolder = statSync(root).isDirectory();
  } catch (error) {
    throw new Error(`--repo ${repo}: ${(error as Error).message}`);
  }
  if (!isFolder) throw new Error(`--repo ${repo}: not a folder`);
  return realpathSync(root);
}

/** The last run from the cache folder, when it is there and still a valid snapshot. */
function cachedGeneration(folder: string): Generation | undefined {
  const previous = readCache(folder);
  if (previous === undefined) return undefined;
  try {
    const data = validateBundledData(previous.data);
    const hashes = previous.hashes as Record<string, string>;
    return { data, hashes, badManifests: null };
  } catch {
    return undefined;
  }
}

/** A full generation, its warnings reported as the generate command reports them. */
async function generateNow(
  options: GeneratorOptions,
  cacheFolder: string,
  log: LogLine,
): Promise<Generation> {
  const { generateBundledData } = await importLater<Generate>(
    "../generator/generate.ts",
    import.meta.url,
  );
  const report = new RunReport(false);
  const badManifests = new Set<string>();
  const result = await generateBundledData({
    ...options,
    onWarning: (message, kind) => {
      if (kind === "bad-manifest") badManifests.add(message);
      report.warn(message, kind);
    },
    onProgress: report.progress,
  });
  report.finish();
  try {
    await writeCache(cacheFolder, result.data, result.hashes);
  } catch (error) {
    log(`catalog-mcp: cannot write the cache: ${(error as Error).message}`);
  }
  return { data: result.data, hashes: result.hashes, badManifests };
}
