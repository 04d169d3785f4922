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
import { inWorker } from "./one_shot_worker.ts";
import type { GenerateAnswer, GenerateRequest } from "./generate_worker.ts";

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
  /**
   * Resolves once the first catalog is served whole: at once from the cache, else when the
   * first generation is done. Rejects with the generator's message when that fails.
   */
  ready: Promise<void>;
  /** Stops watching and regenerating; resolves once the cache is written. */
  close(): Promise<void>;
}

/**
 * Opens a repository for serving: its cached catalog when the cache folder has one (and then
 * a background run for what changed since), else its packages listed at once from their
 * manifests while the first generation runs (a request about a package waits for it). Then
 * watches it.
 *
 * @param options The repository and generator options.
 * @param log Where the one-line reports go; standard error by default.
 * @returns The live repository.
 * @throws {Error} When the repository is not a folder, or its workspace files cannot be read:
 * the generator's message.
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
  const first = cached === undefined ? await listedGeneration(generator) : undefined;
  let ready!: Promise<void>;
  const live = new LiveCatalog(
    first?.catalog ?? Catalog.fromData(cached!.data),
    (slugs) => slugs.length === 0 ? Promise.resolve() : ready.catch(() => {}),
  );
  let regenerator: Regenerator | undefined;
  /** An edit came before the first generation was served: one run follows it. */
  let editedMeanwhile = false;
  // Watched from the start: an edit during the first generation is caught up after it.
  const watcher = watchRepository(
    root,
    ignoreRules(root, [cacheFolder]),
    () => regenerator === undefined ? editedMeanwhile = true : regenerator.request(),
    QUIET_MS,
  );
  const follow = (generation: Generation) => {
    regenerator = new Regenerator(live, generator, cacheFolder, generation, log);
    if (editedMeanwhile) regenerator.request();
  };
  let catchUp: ReturnType<typeof setTimeout> | undefined;
  if (cached !== undefined) {
    ready = Promise.resolve();
    follow(cached);
    // A cached catalog is from an earlier run: what changed since is caught up in the
    // background.
    catchUp = setTimeout(() => regenerator!.request(), CATCH_UP_AFTER_MS);
  } else {
    ready = generateNow(generator, cacheFolder, log).then((generation) => {
      live.replace(Catalog.fromData(generation.data));
      follow(generation);
    });
  }
  return {
    source: live,
    root,
    cacheFolder,
    ready,
    async close() {
      clearTimeout(catchUp);
      watcher.close();
      // A first generation in progress is left to finish writing the cache.
      await ready.catch(() => {});
      await regenerator?.close();
    },
  };
}

/**
 * The catalog listed while the first generation runs: each package's placeholder (name,
 * version, description from its manifest), every one pending.
 */
async function listedGeneration(generator: GeneratorOptions): Promise<{ catalog: Catalog }> {
  const { listRepositoryPackages } = await importLater<Generate>(
    "../generator/generate.ts",
    import.meta.url,
  );
  const listed = listRepositoryPackages(generator);
  const text = (value: unknown) => typeof value === "string" ? value : "";
  const packages = listed.map(({ slug, manifest }) => ({
    slug,
    name: text(manifest.name),
    version: text(manifest.version) || "0.0.0",
    category: "",
    description: text(manifest.description),
    exports: [],
    keywords: Array.isArray(manifest.keywords)
      ? manifest.keywords.filter((k) => typeof k === "string")
      : [],
    related: [],
    availableDocPages: [],
    docs: {},
    components: [],
    apiSource: null,
  }));
  const pending = new Map(packages.map((pkg) => [pkg.slug, {
    label: pkg.name,
    components: true,
  }]));
  return { catalog: Catalog.fromData({ version: "0.0.0", packages }, pending) };
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

/**
 * A full generation, on a worker thread (the thread that serves keeps answering meanwhile),
 * its warnings reported as the generate command reports them; on this thread when no worker
 * can start.
 */
async function generateNow(
  options: GeneratorOptions,
  cacheFolder: string,
  log: LogLine,
): Promise<Generation> {
  const report = new RunReport(false);
  const answer = await inWorker<GenerateAnswer>(
    import.meta.url,
    "./generate_worker",
    { options, cacheFolder } satisfies GenerateRequest,
  ) ?? await generateHere(options, cacheFolder);
  const badManifests = new Set<string>();
  for (const { message, kind } of answer.warnings) {
    if (kind === "bad-manifest") badManifests.add(message);
    report.warn(message, kind);
  }
  report.finish();
  if (answer.cacheError !== undefined) {
    log(`catalog-mcp: cannot write the cache: ${answer.cacheError}`);
  }
  if ("error" in answer.result) throw new Error(answer.result.error);
  return { ...answer.result, badManifests };
}

/** The worker's job, done on this thread. */
async function generateHere(
  options: GeneratorOptions,
  cacheFolder: string,
): Promise<GenerateAnswer> {
  const { generateBundledData } = await importLater<Generate>(
    "../generator/generate.ts",
    import.meta.url,
  );
  const warnings: GenerateAnswer["warnings"] = [];
  try {
    const { data, hashes } = await generateBundledData({
      ...options,
      onWarning: (message, kind) => warnings.push({ message, kind }),
    });
    try {
      await writeCache(cacheFolder, data, hashes);
      return { warnings, result: { data, hashes } };
    } catch (error) {
      return { warnings, result: { data, hashes }, cacheError: (error as Error).message };
    }
  } catch (error) {
    return { warnings, result: { error: (error as Error).message } };
  }
}
