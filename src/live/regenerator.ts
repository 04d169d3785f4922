/**
 * Regenerating a live repository's catalog after edits: one run at a time (an edit during a
 * run queues exactly one more), incremental (only packages whose inputs changed are rebuilt),
 * and never worse than before: a run that fails keeps the last good catalog.
 *
 * @module
 */
import { Catalog } from "../catalog/catalog.ts";
import { importLater } from "../import_later.ts";
import type { GeneratorOptions, PreviousGeneration } from "../generator/options.ts";
import type { BundledData } from "../snapshot/model.ts";
import { writeCache } from "./cache_folder.ts";
import type { LiveCatalog } from "./live_catalog.ts";

type GeneratorCli = typeof import("../generator/cli.ts");
type Generate = typeof import("../generator/generate.ts");

/** How long after the last accepted run the cache is written (ms). */
const CACHE_AFTER_MS = 2_000;

/** A generation that was accepted: the next run's cache. */
export interface Generation {
  data: BundledData;
  hashes: Record<string, string>;
  /**
   * The manifests it skipped as unparsable (a repository may carry one for good); `null` when
   * not known (a catalog read from the cache).
   */
  badManifests: ReadonlySet<string> | null;
}

/** Writes one line to the operator (standard error). */
export type LogLine = (line: string) => void;

/**
 * Runs regenerations for one live repository.
 *
 * @example
 * ```ts ignore
 * const regenerator = new Regenerator(live, options, cacheFolder, first, console.error);
 * regenerator.request(); // after an edit
 * await regenerator.idle();
 * ```
 */
export class Regenerator {
  readonly #live: LiveCatalog;
  readonly #options: GeneratorOptions;
  readonly #cacheFolder: string;
  readonly #log: LogLine;
  #last: Generation;
  #running: Promise<void> | undefined;
  #queued = false;
  #closed = false;
  /** The cache write waiting for the repository to settle. */
  #cacheTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @param live The source to replace the catalog of.
   * @param options The generator options (`repoRoot` set; the cache is added per run).
   * @param cacheFolder Where each accepted run is kept.
   * @param last The generation being served.
   * @param log Where the one-line reports go.
   */
  constructor(
    live: LiveCatalog,
    options: GeneratorOptions,
    cacheFolder: string,
    last: Generation,
    log: LogLine,
  ) {
    this.#live = live;
    this.#options = options;
    this.#cacheFolder = cacheFolder;
    this.#last = last;
    this.#log = log;
  }

  /** Asks for a run: starts one now, or queues one after the running one (at most one). */
  request(): void {
    if (this.#closed) return;
    if (this.#running !== undefined) {
      this.#queued = true;
      return;
    }
    this.#running = this.#run().finally(() => {
      this.#running = undefined;
      if (this.#queued) {
        this.#queued = false;
        this.request();
      }
    });
  }

  /** Resolves when no run is going on or queued. */
  async idle(): Promise<void> {
    while (this.#running !== undefined) await this.#running;
  }

  /**
   * Takes no more requests; a running run finishes (its result is still served and kept). A
   * cache write that was waiting happens now.
   *
   * @returns When that write is done.
   */
  async close(): Promise<void> {
    this.#closed = true;
    this.#queued = false;
    if (this.#cacheTimer !== undefined) await this.#writeCache();
  }

  async #run(): Promise<void> {
    const started = Date.now();
    const badManifests = new Set<string>();
    const previous: PreviousGeneration = { data: this.#last.data, hashes: this.#last.hashes };
    // Loaded with the first run: a start from the cache serves before the generator loads.
    const [{ unchanged }, { generateBundledData }] = await Promise.all([
      importLater<GeneratorCli>("../generator/cli.ts", import.meta.url),
      importLater<Generate>("../generator/generate.ts", import.meta.url),
    ]);
    let result;
    try {
      result = await generateBundledData({
        ...this.#options,
        incremental: true,
        previous,
        onWarning: (message, kind) => {
          if (kind === "bad-manifest") badManifests.add(message);
        },
      });
    } catch (error) {
      this.#keep(`regeneration failed: ${(error as Error).message.split("\n")[0]}`);
      return;
    }
    // The generator skips a package whose manifest does not parse; while it is being edited,
    // keeping the package as it was beats dropping it from the catalog.
    const known = this.#last.badManifests;
    const broken = known === null ? undefined : [...badManifests].find((line) => !known.has(line));
    if (broken !== undefined) return this.#keep(broken);
    if (unchanged(previous, result)) return;
    this.#last = { data: result.data, hashes: result.hashes, badManifests };
    this.#live.replace(Catalog.fromData(result.data));
    const rebuilt = result.data.packages.length - result.reused.length;
    this.#log(
      `catalog-mcp: regenerated ${rebuilt} of ${result.data.packages.length} packages ` +
        `in ${Date.now() - started} ms`,
    );
    // Rendering and writing the snapshot costs more than the run itself for a small edit: it
    // waits until edits pause, so a burst of saves writes it once.
    clearTimeout(this.#cacheTimer);
    if (this.#closed) await this.#writeCache();
    else this.#cacheTimer = setTimeout(() => void this.#writeCache(), CACHE_AFTER_MS);
  }

  async #writeCache(): Promise<void> {
    clearTimeout(this.#cacheTimer);
    this.#cacheTimer = undefined;
    const { data, hashes } = this.#last;
    try {
      await writeCache(this.#cacheFolder, data, hashes);
    } catch (error) {
      this.#log(`catalog-mcp: cannot write the cache: ${(error as Error).message}`);
    }
  }

  #keep(what: string): void {
    this.#log(`catalog-mcp: ${what}; still serving the last good catalog`);
  }
}
