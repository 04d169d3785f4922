/**
 * Where packages are indexed: on a worker thread (`index_worker.ts`), so that the thread that
 * serves keeps answering while a heavy package is read; on this thread when no worker can
 * start (Deno without read access to the worker's module) or the worker fails.
 *
 * @module
 */
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { importLater, loadableLater } from "../../import_later.ts";
import type { IndexJob, IndexResult } from "./index_package.ts";

/** The little of a `node:worker_threads` worker used here. */
interface IndexWorker {
  on(event: "message", listener: (answer: { id: number; result: IndexResult }) => void): void;
  on(event: "error", listener: (error: Error) => void): void;
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
 * const runner = new IndexRunner();
 * const result = await runner.index({ planned, app, cacheFolder });
 * runner.close();
 * ```
 */
export class IndexRunner {
  #worker: IndexWorker | undefined;
  /** Whether a worker failed: the jobs after it run on this thread. */
  #inline = false;
  #next = 0;
  #closed = false;
  readonly #waiting = new Map<number, (result: IndexResult | undefined) => void>();

  /**
   * Indexes one package.
   *
   * @param job The package, the app and the cache.
   * @returns What indexing gave.
   */
  async index(job: IndexJob): Promise<IndexResult> {
    const worker = this.#inline || this.#closed ? undefined : this.#worker ?? this.#start();
    if (worker !== undefined) {
      const id = this.#next++;
      const answered = new Promise<IndexResult | undefined>((resolve) => {
        this.#waiting.set(id, resolve);
      });
      worker.ref();
      worker.postMessage({ id, job });
      const result = await answered;
      if (this.#waiting.size === 0) this.#worker?.unref();
      if (result !== undefined) return result;
    }
    if (this.#closed) return { entry: undefined, cached: false, warnings: [] };
    // Loaded only when needed: with a worker, this thread never loads the reader.
    const { indexPackage } = await importLater<typeof import("./index_package.ts")>(
      "./index_package.ts",
      import.meta.url,
    );
    return await indexPackage(job);
  }

  /** Stops the worker; a job in flight, and any after, give no entry. */
  close(): void {
    this.#closed = true;
    this.#worker?.terminate();
    this.#fail();
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
    try {
      const worker = new Worker(url) as IndexWorker;
      worker.on("message", ({ id, result }) => {
        this.#waiting.get(id)?.(result);
        this.#waiting.delete(id);
      });
      worker.on("error", () => this.#fail());
      worker.on("exit", () => this.#fail());
      worker.unref();
      this.#worker = worker;
      return worker;
    } catch {
      this.#inline = true;
      return undefined;
    }
  }

  /** Gives up the worker: what it was doing is done on this thread. */
  #fail(): void {
    this.#inline = true;
    this.#worker = undefined;
    for (const resolve of this.#waiting.values()) resolve(undefined);
    this.#waiting.clear();
  }
}
