/**
 * Where packages are indexed, so that the thread that serves keeps answering while a heavy
 * package is read: in a child process (`index_process.ts`) where the runtime and permissions
 * allow one, else on a worker thread, else on this thread (Deno without read access to the
 * indexer's module, or an indexer that cannot start).
 *
 * The indexer's heap is bounded: V8 collects a heap's garbage late, when it nears its limit.
 * Reading the evaluation app's heavy library (10.9 MB of declarations) peaked at 860 MiB
 * without a bound and at 600 MiB with 384 MB, as fast. A package that needs more is read again
 * by an indexer without the bound. A worker thread's heap stays with the server after the
 * worker ends; a child process's goes back to the system: once the packages waiting are
 * indexed, {@link IndexRunner.idle} ends the indexer, and the next package starts another.
 *
 * @module
 */
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { importLater, loadableLater } from "../../import_later.ts";
import type { LogLine } from "../regenerator.ts";
import type { IndexJob, IndexResult } from "./index_package.ts";
import { startIndexProcess } from "./index_process.ts";
import { declarationBytes } from "../../generator/read/installed/package_files.ts";
import { PackageCache } from "./package_cache.ts";

/** The heaps (MB) the indexers get, one after another when a package needs more; none last. */
const HEAP_LIMITS_MB: readonly (number | undefined)[] = [384, undefined];

/**
 * A package with more declarations than this (MB) goes to the indexer with the largest heap at
 * once: googleapis' 180 MB ran the first one out after 26 s of reading (69 s to index it, 43 s
 * read once); Highcharts' 22 MB, Effect's 10 MB fit the first.
 */
const LARGE_DECLARATIONS_MB = 64;

const MB = 2 ** 20;

/** Where an indexer runs: a child process, or a worker thread of this process. */
export type IndexPlace = "process" | "thread";

/** The places tried, in turn while one cannot start. */
const PLACES: readonly IndexPlace[] = ["process", "thread"];

/** What an indexer that ended before answering says of itself. */
type Failure = "memory" | "start";

/** What is used here of an indexer, a worker thread or a child process. */
interface Indexer {
  post(request: { id: number; job: IndexJob }): void;
  /** Whether this process may exit while the indexer waits for work. */
  hold(held: boolean): void;
  end(): void;
}

/**
 * Indexes packages one job at a time (the caller sends the next when one is done).
 *
 * @example
 * ```ts ignore
 * const runner = new IndexRunner({ log: console.error });
 * const result = await runner.index({ planned, app, cacheFolder });
 * runner.idle();
 * runner.close();
 * ```
 */
export class IndexRunner {
  readonly #heapLimits: readonly (number | undefined)[];
  readonly #places: readonly IndexPlace[];
  readonly #log: LogLine;
  readonly #largeDeclarationsMb: number;
  #indexer: Indexer | undefined;
  /** Which of the heap limits the next indexer gets. */
  #limit = 0;
  /** Which of the places the next indexer starts in; past the last, this thread. */
  #place = 0;
  #next = 0;
  #closed = false;
  /** The jobs sent and not answered, by id, with where their answer goes. */
  readonly #waiting = new Map<
    number,
    { job: IndexJob; resolve: (result: IndexResult | undefined) => void }
  >();

  /**
   * @param options Where a package read again on a bigger heap is said, the heaps (MB,
   *   `undefined` for V8's own limit) the indexers get, in turn, the places tried, and the MB of
   *   declarations past which a package goes to the largest heap at once.
   */
  constructor(
    options: {
      log?: LogLine;
      heapLimitsMb?: readonly (number | undefined)[];
      places?: readonly IndexPlace[];
      largeDeclarationsMb?: number;
    } = {},
  ) {
    this.#log = options.log ?? (() => {});
    this.#heapLimits = options.heapLimitsMb ?? HEAP_LIMITS_MB;
    this.#places = options.places ?? PLACES;
    this.#largeDeclarationsMb = options.largeDeclarationsMb ?? LARGE_DECLARATIONS_MB;
  }

  /**
   * Indexes one package.
   *
   * @param job The package, the app and the cache.
   * @returns What indexing gave.
   */
  async index(job: IndexJob): Promise<IndexResult> {
    this.#largestHeapFor(job);
    while (!this.#closed) {
      const indexer = this.#indexer ?? this.#start(job);
      if (indexer === undefined) break;
      const limit = this.#limit;
      const result = await this.#post(indexer, job);
      if (result?.stored) {
        const entry = new PackageCache(job.cacheFolder!, job.app)
          .lookup(job.planned, (message) => this.#log(`warning: ${message}`));
        // Gone from the cache meanwhile: read again, the entry sent this time.
        if (entry === undefined) job = { ...job, cacheFolder: undefined };
        else return { ...result, entry };
      } else if (result !== undefined) return result;
      if (this.#limit !== limit) {
        const { name, version } = job.planned.installed;
        this.#log(
          `catalog-mcp: ${name}@${version} needs more than the indexer's ` +
            `${this.#heapLimits[limit]} MB heap; reading it again with more`,
        );
      }
    }
    if (this.#closed) return { entry: undefined, cached: false, warnings: [] };
    // Loaded only when needed: with an indexer, this thread never loads the reader.
    const { indexPackage } = await importLater<typeof import("./index_package.ts")>(
      "./index_package.ts",
      import.meta.url,
    );
    return await indexPackage(job);
  }

  /** Sends a package with many declarations to the indexer with the largest heap at once. */
  #largestHeapFor(job: IndexJob): void {
    const largest = this.#heapLimits.length - 1;
    if (this.#limit >= largest) return;
    const { name, version, folder, types } = job.planned.installed;
    const cap = this.#largeDeclarationsMb * MB;
    const bytes = declarationBytes(folder, cap) +
      (types === undefined ? 0 : declarationBytes(types.folder, cap));
    if (bytes <= cap) return;
    this.#log(
      `catalog-mcp: ${name}@${version} ships more than ${this.#largeDeclarationsMb} MB of ` +
        "declarations; reading it with the indexer's largest heap",
    );
    const indexer = this.#indexer;
    this.#indexer = undefined;
    indexer?.end();
    this.#limit = largest;
  }

  /** Ends the indexer until the next package: its memory goes with it. */
  idle(): void {
    const indexer = this.#indexer;
    this.#indexer = undefined;
    indexer?.end();
  }

  /** Stops the indexer; a job in flight, and any after, give no entry. */
  close(): void {
    this.#closed = true;
    this.idle();
    this.#answerWaiting(() => undefined);
  }

  /** Sends a job; `undefined` when the indexer ended before answering (tried again). */
  async #post(indexer: Indexer, job: IndexJob): Promise<IndexResult | undefined> {
    const id = this.#next++;
    const answered = new Promise<IndexResult | undefined>((resolve) => {
      this.#waiting.set(id, { job, resolve });
    });
    indexer.hold(true);
    indexer.post({ id, job });
    const result = await answered;
    if (this.#waiting.size === 0) this.#indexer?.hold(false);
    return result;
  }

  /** Starts an indexer in the first place that can have one; `undefined`: this thread. */
  #start(job: IndexJob): Indexer | undefined {
    const url = new URL(
      `./index_worker${extname(fileURLToPath(import.meta.url))}`,
      import.meta.url,
    );
    if (!loadableLater(new URL(".", url)) || !loadableLater(url)) return undefined;
    for (; this.#place < this.#places.length; this.#place++) {
      const heapMb = this.#heapLimits[this.#limit];
      const indexer = this.#places[this.#place] === "process"
        ? this.#startProcess(url, heapMb, job.cacheFolder)
        : this.#startThread(url, heapMb);
      if (indexer !== undefined) return this.#indexer = indexer;
    }
    return undefined;
  }

  #startProcess(
    url: URL,
    heapMb: number | undefined,
    cacheFolder: string | undefined,
  ): Indexer | undefined {
    let child;
    try {
      child = startIndexProcess(url, heapMb, cacheFolder);
    } catch {
      return undefined; // refused at once (a runtime without child processes)
    }
    if (child === undefined) return undefined;
    let ready = false;
    const indexer: Indexer = {
      post: (request) => child.send(request),
      hold: (held) => {
        for (const handle of [child, child.channel]) held ? handle?.ref() : handle?.unref();
      },
      end: () => child.kill(),
    };
    child.on("message", (answer: { ready: true } | { id: number; result: IndexResult }) => {
      if ("ready" in answer) ready = true;
      else this.#answer(answer.id, answer.result);
    });
    child.on("error", () => this.#failed(indexer, "start"));
    child.on("exit", (_code, signal) => {
      // V8 out of memory ends Deno with SIGTRAP and Node with SIGABRT, the system's killer with
      // SIGKILL; a child that was reading a package ran out too.
      const killed = signal === "SIGTRAP" || signal === "SIGABRT" || signal === "SIGKILL";
      this.#failed(indexer, killed || ready ? "memory" : "start");
    });
    indexer.hold(false);
    return indexer;
  }

  #startThread(url: URL, heapMb: number | undefined): Indexer | undefined {
    let worker: Worker;
    try {
      worker = new Worker(
        url,
        heapMb === undefined ? {} : { resourceLimits: { maxOldGenerationSizeMb: heapMb } },
      );
    } catch {
      return undefined;
    }
    const indexer: Indexer = {
      post: (request) => worker.postMessage(request),
      hold: (held) => held ? worker.ref() : worker.unref(),
      end: () => void worker.terminate(),
    };
    worker.on("message", ({ id, result }: { id: number; result: IndexResult }) => {
      this.#answer(id, result);
    });
    worker.on("error", (error: Error & { code?: string }) => {
      this.#failed(indexer, error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "start");
    });
    worker.on("exit", () => this.#failed(indexer, "start"));
    indexer.hold(false);
    return indexer;
  }

  #answer(id: number, result: IndexResult | undefined): void {
    this.#waiting.get(id)?.resolve(result);
    this.#waiting.delete(id);
  }

  #answerWaiting(answer: (job: IndexJob) => IndexResult | undefined): void {
    for (const [id, { job }] of [...this.#waiting]) this.#answer(id, answer(job));
  }

  /**
   * Gives up an indexer that ended: the job it was doing is tried again with a bigger heap,
   * or in the next place when it could not start. Out of memory with no bigger heap left, the
   * package is not read: a warning says so.
   */
  #failed(indexer: Indexer, failure: Failure): void {
    if (this.#indexer !== indexer) return; // ended on purpose, or already given up
    this.#indexer = undefined;
    indexer.end();
    if (this.#waiting.size === 0) return; // ended between jobs: the next starts another
    if (failure === "start") this.#place++;
    else if (this.#limit + 1 < this.#heapLimits.length) this.#limit++;
    else return this.#answerWaiting(outOfMemory);
    this.#answerWaiting(() => undefined);
  }
}

/** What a package that no heap could hold gives. */
function outOfMemory(job: IndexJob): IndexResult {
  const { name, version } = job.planned.installed;
  return {
    entry: undefined,
    cached: false,
    warnings: [{
      kind: "dependency-unreadable",
      message: `${name}@${version}: cannot be indexed (out of memory); not served`,
    }],
  };
}
