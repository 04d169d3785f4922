/**
 * `--deps <app>`: the catalog of an app's installed dependencies, served in the server's own
 * process (docs/deps.md). Every package is listed at once with its installed version; each is
 * then indexed in the background, from the package cache when this version was indexed before
 * (by any app), and the catalog follows installs: a changed lockfile re-resolves the
 * dependencies and indexes the packages that changed.
 *
 * @module
 */
import { readFileSync, realpathSync } from "node:fs";
import { join, resolve } from "node:path";
import process from "node:process";
import type { CatalogSource } from "../../catalog/catalog_source.ts";
import { isRecord } from "../../generator/is_record.ts";
import {
  planDependencies,
  type PlannedDependency,
  type ServedRepository,
} from "../../generator/find/dependency_plan.ts";
import { workspaceRootOf } from "../../generator/find/installed.ts";
import { RunReport } from "../../generator/write/cli_report.ts";
import type { Warn } from "../../generator/warnings.ts";
import type { LogLine } from "../regenerator.ts";
import { keepUsed, UNUSED_DAYS } from "./cache_upkeep.ts";
import { defaultCacheRoot, packagesFolder } from "./package_cache.ts";
import { PackageIndexer } from "./package_indexer.ts";
import { watchInstalls } from "./watch_installs.ts";

/** How long the install files must stay unchanged after a change before re-resolving (ms). */
const QUIET_MS = 300;

/** What `--deps` and the flags beside it ask for. */
export interface LiveDependenciesOptions {
  /** The app folder. */
  app: string;
  /** Package names to add (`--deps-include`). */
  include?: string[];
  /** Package names to leave out (`--deps-exclude`). */
  exclude?: string[];
  /**
   * The cache root (`--cache-dir`); packages go to `<root>/packages/<generator version>/`.
   * Default: `$XDG_CACHE_HOME/catalog-mcp` or `~/.cache/catalog-mcp`; without either, no cache.
   */
  cacheRoot?: string;
}

/** An app's dependencies being served. */
export interface LiveDependencies {
  /** The catalog source to serve. */
  source: CatalogSource;
  /** Resolves when every package of the current plan is indexed. */
  idle(): Promise<void>;
  /** Stops watching and indexing. */
  close(): Promise<void>;
}

/**
 * Opens an app's dependencies for serving: finds them now (quick: their manifests), serves
 * them at once, indexes them in the background and follows installs. Nothing is awaited.
 *
 * @param options The app, which packages, and the cache.
 * @param repository The repository served beside them (`--repo`), if any.
 * @param log Where warnings and one-line reports go; standard error by default.
 * @returns The live dependencies.
 * @throws {Error} When the app is not a folder with a manifest, or (without a repository) no
 * dependency can be served: the warnings before it say why.
 *
 * @example
 * ```ts ignore
 * const dependencies = openLiveDependencies({ app: "." });
 * const server = createCatalogServer(dependencies.source);
 * ```
 */
export function openLiveDependencies(
  options: LiveDependenciesOptions,
  repository?: ServedRepository,
  log: LogLine = (line) => process.stderr.write(`${line}\n`),
): LiveDependencies {
  // The installed packages calls named (served on request), kept through installs.
  const onRequest = new Set<string>();
  const withAsked = (more: readonly string[] = []) => ({
    ...options,
    include: [...options.include ?? [], ...onRequest, ...more],
  });
  const plan = () => planned(withAsked(), repository);
  const first = plan();
  if (first.length === 0 && repository === undefined) {
    throw new Error(
      `--deps ${options.app}: no installed dependency can be served (the warnings above say why)`,
    );
  }
  const app = realpathSync(options.app);
  const root = options.cacheRoot ?? cacheRootOrNone(log);
  const cacheFolder = root === undefined ? undefined : packagesFolder(resolve(root));
  const serveInstalled = (name: string) => {
    if (onRequest.has(name) || onRequest.size >= MOST_ON_REQUEST) return false;
    let next;
    try {
      // Its warnings were printed at start, or when installs changed.
      next = planned(withAsked([name]), repository, false);
    } catch {
      return false;
    }
    const found = next.find(({ installed }) => installed.name === name);
    if (found === undefined) return false;
    onRequest.add(name);
    indexer.setPlan(next);
    log(
      `catalog-mcp: serving ${name}@${found.installed.version} on request (installed for ` +
        "another package, not a dependency of the app)",
    );
    return true;
  };
  const indexer = new PackageIndexer({
    app,
    version: appVersion(app),
    cacheFolder,
    log,
    serveInstalled,
  });
  indexer.setPlan(first);
  if (cacheFolder !== undefined) {
    // Once every package is indexed (and cached), what they use is marked and the cache's
    // folders no server used for a month go.
    indexer.idle().then(() => {
      const removed = keepUsed(cacheFolder, first.map(({ installed }) => installed));
      if (removed.length > 0) {
        log(
          `catalog-mcp: removed ${removed.length} package cache folders unused for ${UNUSED_DAYS} days`,
        );
      }
    }, () => {});
  }
  log(`catalog-mcp: serving ${first.length} installed packages of ${app}; indexing them`);
  const watcher = watchInstalls([app, workspaceRootOf(app)], () => {
    let next;
    try {
      next = plan();
    } catch (error) {
      log(`catalog-mcp: cannot read the installed packages again: ${(error as Error).message}`);
      return;
    }
    const { added, removed } = indexer.setPlan(next);
    if (added.length === 0 && removed.length === 0) return;
    log(
      `catalog-mcp: installs changed: ${
        [
          ...added.map((label) => `+${label}`),
          ...removed.map((label) => `-${label}`),
        ].join(", ")
      }`,
    );
  }, QUIET_MS);
  return {
    source: indexer,
    idle: () => indexer.idle(),
    close() {
      watcher.close();
      indexer.close();
      return Promise.resolve();
    },
  };
}

/**
 * The most installed packages a server serves on request: each is indexed like a dependency,
 * and a call names one at a time.
 */
const MOST_ON_REQUEST = 20;

/**
 * The plan, with the resolver's warnings printed whole (each names a package and a command),
 * unless `printed` is false.
 */
function planned(
  options: LiveDependenciesOptions,
  repository: ServedRepository | undefined,
  printed = true,
): PlannedDependency[] {
  const report = new RunReport(true);
  const warn: Warn = (kind, message) => {
    if (printed) report.warn(message, kind);
  };
  try {
    return planDependencies(
      options.app,
      {
        ...(options.include === undefined ? {} : { include: options.include }),
        ...(options.exclude === undefined ? {} : { exclude: options.exclude }),
      },
      repository,
      warn,
    );
  } finally {
    report.finish();
  }
}

function cacheRootOrNone(log: LogLine): string | undefined {
  let root;
  try {
    root = defaultCacheRoot();
  } catch (error) {
    log(
      `catalog-mcp: no package cache (${(error as Error).message}); pass --cache-dir <dir>, ` +
        "or under Deno --allow-env=HOME,XDG_CACHE_HOME",
    );
    return undefined;
  }
  if (root === undefined) log("catalog-mcp: no home folder: no package cache (see --cache-dir)");
  return root;
}

/** The app's own version (its package.json or deno.json), else `0.0.0`. */
function appVersion(app: string): string {
  for (const file of ["package.json", "deno.json"]) {
    try {
      const manifest: unknown = JSON.parse(readFileSync(join(app, file), "utf8"));
      if (isRecord(manifest) && typeof manifest.version === "string") return manifest.version;
    } catch {
      // Absent or unreadable: the next one, else the default.
    }
  }
  return "0.0.0";
}
