/**
 * Where packages are indexed: on a worker thread (`index_worker.ts`), so that the thread that
 * serves keeps answering while a heavy package is read; on this thread when no worker can
 * start (Deno without read access to the worker's module) or the worker fails.
 *
 * The worker's heap is bounded: V8 collects a heap's garbage late, when it nears its limit, and
 * what a worker's heap grew to stays with the process, even after the worker ends. Reading the
 * evaluation app's heavy library (10.9 MB of declarations) peaked at 860 MiB for the server
 * without a bound and at 600 MiB with 384 MB, as fast. A package that needs more is read again
 * on a worker without the bound.
 *
 * @module
 */
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { importLater, loadableLater } from "../../import_later.ts";
import type { LogLine } from "../regenerator.ts";
import type { IndexJob, IndexResult } from "./index_package.ts";

/** The heaps (MB) the workers get, one after another when a package needs more; none last. */
const HEAP_LIMITS_MB: readonly (number | undefined)[] = [384, undefined];

/** The little of a `node:worker_threads` worker used here. */
interface IndexWorker {
  on(event: "message", listener: (answer: { id: number; result: IndexResult }) => void): void;
  on(event: "error", listener: (error: Error & { code?: string }) => void): void;
  on(event: "exit", listener: (code: number) => void): void;
  postMessage(request: { id: number; job: IndexJob }): void;
  ref(): void;
  unref(): void;
  terminate(): unknown;
}

/**
 * Indexes packages one job at a time (the caller sends the next when one is done).
 *
 * @example
 * ```ts ignore
 * const runner = new IndexRunner({ log: console.error });
 * const result = await runner.index({ planned, app, cacheFolder });
 * runner.close();
 * ```
 */
export class IndexRunner {
  readonly #heapLimits: readonly (number | undefined)[];
  readonly #log: LogLine;
  #worker: IndexWorker | undefined;
  /** Which of the heap limits the next worker gets. */
  #limit = 0;
  /** Whether a worker failed: the jobs after it run on this thread. */
  #inline = false;
  #next = 0;
  #closed = false;
  readonly #waiting = new Map<number, (result: IndexResult | undefined) => void>();

  /**
   * @param options Where a package read again on a bigger heap is said, and the heaps (MB,
   *   `undefined` for V8's own limit) the workers get, in turn.
   */
  constructor(
    options: { log?: LogLine; heapLimitsMb?: readonly (number | undefined)[] } = {},
  ) {
    this.#log = options.log ?? (() => {});
    this.#heapLimits = options.heapLimitsMb ?? HEAP_LIMITS_MB;
  }

  /**
   * Indexes one package.
   *
   * @param job The package, the app and the cache.
   * @returns What indexing gave.
   */
  async index(job: IndexJob): Promise<IndexResult> {
    for (;;) {
      const worker = this.#inline || this.#closed ? undefined : this.#worker ?? this.#start();
      if (worker === undefined) break;
      const limit = this.#limit;
      const result = await this.#post(worker, job);
      if (result !== undefined) return result;
      if (this.#inline || this.#closed || this.#limit === limit) break;
      const { name, version } = job.planned.installed;
      this.#log(
        `catalog-mcp: ${name}@${version} needs more than the indexing worker's ` +
          `${this.#heapLimits[limit]} MB heap; reading it again with more`,
      );
    }
    if (this.#closed) return { entry: undefined, cached: false, warnings: [] };
    // Loaded only when needed: with a worker, this thread never loads the reader.
    const { indexPackage } = await importLater<typeof import("./index_package.ts")>(
      "./index_package.ts",
      import.meta.url,
    );
    return await indexPackage(job);
  }

  /** Sends a job to the worker; `undefined` when the worker ended before answering. */
  async #post(worker: IndexWorker, job: IndexJob): Promise<IndexResult | undefined> {
    const id = this.#next++;
    const answered = new Promise<IndexResult | undefined>((resolve) => {
      this.#waiting.set(id, resolve);
    });
    worker.ref();
    worker.postMessage({ id, job });
    const result = await answered;
    if (this.#waiting.size === 0) this.#worker?.unref();
    return result;
  }

  /** Stops the worker; a job in flight, and any after, give no entry. */
  close(): void {
    this.#closed = true;
    this.#worker?.terminate();
    this.#end(true);
  }

  #start(): IndexWorker | undefined {
    const url = new URL(
      `./index_worker${extname(fileURLToPath(import.meta.url))}`,
      import.meta.url,
    );
    if (!loadableLater(new URL(".", url)) || !loadableLater(url)) {
      this.#inline = true;
      return undefined;
    }
    const maxOldGenerationSizeMb = this.#heapLimits[this.#limit];
    try {
      const worker = new Worker(
        url,
        maxOldGenerationSizeMb === undefined ? {} : { resourceLimits: { maxOldGenerationSizeMb } },
      ) as IndexWorker;
      worker.on("message", ({ id, result }) => {
        this.#waiting.get(id)?.(result);
        this.#waiting.delete(id);
      });
      worker.on("error", (error) => {
        if (this.#worker !== worker) return;
        const bigger = error.code === "ERR_WORKER_OUT_OF_MEMORY" &&
          this.#limit + 1 < this.#heapLimits.length;
        if (bigger) this.#limit++;
        this.#end(!bigger);
      });
      worker.on("exit", () => {
        if (this.#worker === worker) this.#end(true);
      });
      worker.unref();
      this.#worker = worker;
      return worker;
    } catch {
      this.#inline = true;
      return undefined;
    }
  }

  /**
   * Gives up the worker: the jobs it was doing are sent again, to the next worker or, when
   * `inline`, to this thread.
   */
  #end(inline: boolean): void {
    this.#inline ||= inline;
    this.#worker = undefined;
    for (const resolve of this.#waiting.values()) resolve(undefined);
    this.#waiting.clear();
  }
}
