/**
 * The catalog of an app's dependencies while they are indexed in the background: every
 * package is listed from the start (its placeholder: name, version, description), then
 * indexed one at a time, each replacing its placeholder as it is done. A request about a
 * package still waiting moves it to the front of the queue and waits for it alone. A new plan
 * (after an install) keeps what is indexed and queues what changed.
 *
 * @module
 */
import { Catalog, type PendingPackage } from "../../catalog/catalog.ts";
import type { CatalogSource } from "../../catalog/catalog_source.ts";
import type { PlannedDependency } from "../../generator/find/dependency_plan.ts";
import { readsLeft } from "../../snapshot/fields_later.ts";
import { rememberInstalledFolders } from "../../symbols/installed_source.ts";
import { rememberInstalledScripts } from "../../docs/installed_scripts.ts";
import { codeScripts } from "../../generator/read/installed/code_page.ts";
import { marked, type Rewrite } from "../../docs/script_copies.ts";
import { scriptsBehind } from "../../generator/read/installed/origin_scripts.ts";
import { resolveInstalled } from "../../generator/find/installed.ts";
import type { BundledPackage } from "../../snapshot/model.ts";
import { LiveCatalog } from "../live_catalog.ts";
import type { LogLine } from "../regenerator.ts";
import { IndexRunner } from "./index_runner.ts";
import { placeholderOf } from "./placeholder.ts";
import { PackageCache } from "./package_cache.ts";

/**
 * The longest a finished package waits to be published while others finish right after it
 * (ms): packages from the cache come in a burst, and each publication builds a catalog.
 */
const PUBLISH_EVERY_MS = 100;

/**
 * How long packages are taken one after another before requests that came meanwhile are
 * answered (ms): a package from the cache takes a few milliseconds, one read from its files
 * seconds, on a turn of its own.
 */
const TURN_MS = 50;

/**
 * How long after the packages are served the parts their cached entries left for later start
 * to be read (ms): a client's first requests come in that time, and are not kept waiting.
 */
const READ_LATER_AFTER_MS = 100;

/** How the indexer finds and keeps entries. */
export interface IndexerOptions {
  /** The app's real path. */
  app: string;
  /** The catalog's version (the app's). */
  version: string;
  /** The package cache's version folder; `undefined` for none. */
  cacheFolder: string | undefined;
  /** Where warnings and one-line reports go. */
  log: LogLine;
  /** Runs the jobs; a worker thread by default. */
  runner?: Pick<IndexRunner, "index" | "idle" | "close">;
  /** Serves an installed package a call names ({@link CatalogSource.serveInstalled}). */
  serveInstalled?: (name: string) => boolean;
}

/** What changed between two plans, as `name@version` labels. */
export interface PlanChange {
  added: string[];
  removed: string[];
}

/**
 * A {@link CatalogSource} of installed packages indexed in the background.
 *
 * @example
 * ```ts ignore
 * const indexer = new PackageIndexer({ app, version: "1.0.0", cacheFolder, log });
 * indexer.setPlan(planDependencies(app, {}, undefined, warn));
 * const server = createCatalogServer(indexer);
 * ```
 */
export class PackageIndexer implements CatalogSource {
  readonly #options: IndexerOptions;
  readonly #runner: Pick<IndexRunner, "index" | "idle" | "close">;
  readonly #cache: PackageCache | undefined;
  readonly #live: LiveCatalog;
  /** The plan being served, by slug. */
  #plan: PlannedDependency[] = [];
  /** Every package of the plan by its key, with its placeholder. */
  #placeholders = new Map<string, { entry: BundledPackage; pending: PendingPackage }>();
  /** Indexed entries by key; `null` for a package that could not be read. */
  readonly #entries = new Map<string, BundledPackage | null>();
  /** Keys waiting to be indexed, the next first. */
  #queue: string[] = [];
  /** Requests waiting for a key. */
  readonly #waiters = new Map<string, (() => void)[]>();
  #running: Promise<void> | undefined;
  #publishedAt = 0;
  /** Whether packages were indexed since the last publication. */
  #unpublished = false;
  /** Resolved at the first package not in the cache, or when the first queue is done. */
  readonly #cacheRead = Promise.withResolvers<void>();
  #closed = false;
  #started = Date.now();
  #fromCache = 0;

  /** @param options The app, the cache and the log. */
  constructor(options: IndexerOptions) {
    this.#options = options;
    this.#runner = options.runner ?? new IndexRunner({ log: options.log });
    this.#cache = options.cacheFolder === undefined
      ? undefined
      : new PackageCache(options.cacheFolder, options.app);
    this.#live = new LiveCatalog(Catalog.fromData({ version: options.version, packages: [] }));
  }

  /**
   * The catalog to answer the next request from, with every package indexed so far: one a
   * burst from the cache has not published yet is published now, or a request for it would
   * be answered from its placeholder.
   */
  get current(): Catalog {
    if (this.#unpublished) this.#publish();
    return this.#live.current;
  }

  /**
   * Calls `listener` after each publication that changed the resource list.
   *
   * @returns A function that stops the calls.
   */
  subscribe(listener: () => void): () => void {
    return this.#live.subscribe(listener);
  }

  /**
   * Serves a plan: packages it shares with the one served keep their entries (under their new
   * slugs), the others are listed at once and queued.
   *
   * @param plan The packages to serve and their slugs.
   * @returns What was added and removed, by `name@version`.
   */
  setPlan(plan: readonly PlannedDependency[]): PlanChange {
    const before = new Map(this.#plan.map((planned) => [keyOf(planned), planned]));
    const after = new Map(plan.map((planned) => [keyOf(planned), planned]));
    const added = [...after.keys()].filter((key) => !before.has(key));
    const removed = [...before.keys()].filter((key) => !after.has(key));
    this.#plan = [...plan];
    this.#placeholders = new Map(
      plan.map((planned) => {
        const key = keyOf(planned);
        return [key, this.#placeholders.get(key) ?? placeholderOf(planned)];
      }),
    );
    for (const key of removed) this.#entries.delete(key);
    this.#queue = [
      ...this.#queue.filter((key) => after.has(key)),
      ...added.filter((key) => !this.#entries.has(key)),
    ];
    if (added.length > 0) this.#started = Date.now();
    this.#publish();
    this.#run();
    const label = (key: string) => key.slice(0, key.indexOf("|"));
    return { added: added.map(label), removed: removed.map(label) };
  }

  /**
   * Resolves once the packages with these slugs are indexed (or cannot be), having moved them
   * to the front of the queue.
   *
   * @param slugs Slugs of the current plan; others are ignored.
   */
  whenIndexed(slugs: readonly string[]): Promise<void> {
    const keys = slugs.flatMap((slug) => {
      const planned = this.#plan.find((candidate) => candidate.slug === slug);
      return planned === undefined ? [] : [keyOf(planned)];
    }).filter((key) => !this.#entries.has(key));
    if (keys.length === 0) return Promise.resolve();
    this.#queue = [...keys, ...this.#queue.filter((key) => !keys.includes(key))];
    this.#run();
    return Promise.all(keys.map((key) =>
      new Promise<void>((resolve) => {
        this.#waiters.set(key, [...this.#waiters.get(key) ?? [], resolve]);
      })
    )).then(() => {});
  }

  /**
   * Serves an installed package a call names, as the options say.
   *
   * @param name The package's name.
   * @returns Whether it is served now.
   */
  serveInstalled(name: string): boolean {
    return this.#options.serveInstalled?.(name) ?? false;
  }

  /**
   * Resolves once the packages the cache holds at start are served: at the first package that
   * must be read (its indexing takes seconds), or when the first queue is done.
   */
  whenCacheRead(): Promise<void> {
    return this.#cacheRead.promise;
  }

  /** Resolves when nothing is queued or being indexed. */
  async idle(): Promise<void> {
    while (this.#running !== undefined) await this.#running;
  }

  /** Stops indexing after the package in hand; waiting requests are answered as things are. */
  close(): void {
    this.#closed = true;
    this.#queue = [];
    this.#runner.close();
    for (const waiters of this.#waiters.values()) for (const resolve of waiters) resolve();
    this.#waiters.clear();
  }

  #run(): void {
    if (this.#running !== undefined || this.#closed) return;
    this.#running = this.#drain().finally(() => this.#running = undefined);
  }

  async #drain(): Promise<void> {
    let indexed = 0;
    let turn = -Infinity;
    while (this.#queue.length > 0 && !this.#closed) {
      const key = this.#queue.shift()!;
      const planned = this.#plan.find((candidate) => keyOf(candidate) === key);
      if (planned === undefined || this.#entries.has(key)) continue;
      const { app, cacheFolder, log } = this.#options;
      if (performance.now() - turn > TURN_MS) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (this.#closed) break;
        turn = performance.now();
      }
      // A cached entry is taken here: a start from the cache needs no worker.
      const cached = this.#cache?.lookup(planned, (message) => log(`warning: ${message}`));
      if (cached === undefined) this.#cacheRead.resolve();
      const result = cached !== undefined
        ? { entry: cached, cached: true, warnings: [] }
        : await this.#runner.index({ planned, app, cacheFolder, missed: true });
      for (const { message } of result.warnings) log(`warning: ${message}`);
      if (!this.#placeholders.has(key)) continue; // planned away meanwhile
      this.#entries.set(key, result.entry ?? null);
      if (result.entry !== undefined) rememberInstalled(result.entry, planned);
      this.#unpublished = true;
      indexed++;
      if (result.cached) this.#fromCache++;
      const now = Date.now();
      if (
        this.#queue.length === 0 || this.#waiters.has(key) ||
        now - this.#publishedAt > PUBLISH_EVERY_MS
      ) {
        this.#publish();
      }
    }
    this.#publish();
    this.#cacheRead.resolve();
    setTimeout(() => void this.#readLater(), READ_LATER_AFTER_MS);
    // Nothing left to index: the indexer's memory goes back until a package comes.
    this.#runner.idle();
    if (indexed > 0 && !this.#closed) {
      this.#options.log(
        `catalog-mcp: indexed ${indexed} installed package${indexed === 1 ? "" : "s"} ` +
          `(${this.#fromCache} from the cache) in ${Date.now() - this.#started} ms`,
      );
    }
    this.#fromCache = 0;
  }

  /**
   * Reads the parts the cache's entries left for later (fields_later.ts), one on each turn: a
   * request that comes meanwhile waits for one part at most, and the first search for none.
   */
  async #readLater(): Promise<void> {
    for (const entry of [...this.#entries.values()]) {
      for (const read of entry === null ? [] : readsLeft(entry)) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (this.#closed) return;
        read();
      }
    }
  }

  /** Serves the entries indexed so far and the placeholders of the rest; answers waiters. */
  #publish(): void {
    const packages: BundledPackage[] = [];
    const pending = new Map<string, PendingPackage>();
    for (const planned of this.#plan) {
      const key = keyOf(planned);
      const entry = this.#entries.get(key);
      if (entry === null) continue; // unreadable: said when it was indexed
      if (entry !== undefined) {
        packages.push(entry.slug === planned.slug ? entry : renamed(entry, planned));
        continue;
      }
      const placeholder = this.#placeholders.get(key)!;
      packages.push(
        placeholder.entry.slug === planned.slug
          ? placeholder.entry
          : { ...placeholder.entry, slug: planned.slug },
      );
      pending.set(planned.slug, placeholder.pending);
    }
    this.#live.replace(
      Catalog.fromData({ version: this.#options.version, packages }, pending),
    );
    this.#publishedAt = Date.now();
    this.#unpublished = false;
    for (const [key, waiters] of [...this.#waiters]) {
      if (!this.#entries.has(key) && this.#placeholders.has(key)) continue;
      this.#waiters.delete(key);
      for (const resolve of waiters) resolve();
    }
  }
}

/** What identifies a package's entry: its name, version, folder and `@types`. */
function keyOf({ installed }: PlannedDependency): string {
  const types = installed.types === undefined
    ? ""
    : `+${installed.types.name}@${installed.types.version}`;
  return `${installed.name}@${installed.version}|${installed.folder}|${types}`;
}

/** An entry under the slug a new plan gives it, its installed folders known as its own are. */
function renamed(entry: BundledPackage, planned: PlannedDependency): BundledPackage {
  const copy = { ...entry, slug: planned.slug };
  rememberInstalled(copy, planned);
  return copy;
}

/**
 * Remembers where an entry's package (and its `@types`) is installed, and how its scripts are
 * read: answers read its files there.
 */
function rememberInstalled(entry: BundledPackage, planned: PlannedDependency): void {
  rememberInstalledFolders(entry, foldersOf(planned));
  // Which scripts write the modules again is worked out at the first read, not at every one
  // (over zod's scripts, 100 ms of a `lines` answer).
  let copies: Map<string, Rewrite> | undefined;
  rememberInstalledScripts(entry, () => {
    const read = scriptsBehind(planned.installed, entry.symbols ?? [], resolveInstalled);
    const ordered = codeScripts(read, entry.name, copies);
    copies ??= marked(ordered);
    return ordered;
  });
}

/** Where a planned package and its `@types` are installed, by name. */
function foldersOf({ installed }: PlannedDependency): Map<string, string> {
  const folders = new Map([[installed.name, installed.folder]]);
  if (installed.types !== undefined) folders.set(installed.types.name, installed.types.folder);
  return folders;
}
