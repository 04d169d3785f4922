/**
 * The full-text index of a large catalog on two threads. Building FTS5's index is most of a
 * first search (about 5.5 s for the 100 MB generated catalog on one thread, after 3.5 s of
 * cutting the pages into units): a worker builds a table of most of the units while this thread
 * cuts them all and builds a table of the others, and a query asks both tables and keeps the
 * best of each. Each table ranks by its own BM25 statistics, which for two large tables of the
 * same catalog differ little; a catalog of less text ({@link MIN_CHARS}), a runtime without
 * a worker that cannot start or fails keep one table on this thread, with exact BM25.
 *
 * @module
 */
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { type FtsRow, FtsTable, type RankedRow, type RowRange } from "./fts_table.ts";
import { loadableLater } from "../import_later.ts";

/** One table of the index, on this thread or a worker's. */
export interface FtsShard {
  /** The best rows of this table for an FTS5 query (of a range of row ids, if given). */
  ranked(match: string, limit: number, range?: RowRange): Promise<RankedRow[]>;
  /** Whether any row of this table (in a range of row ids, if given) matches an FTS5 query. */
  has(match: string, range?: RowRange): Promise<boolean>;
  /** How many of this table's units hold each term. */
  unitsWith(terms: readonly string[]): Promise<number[]>;
  /** Every term of this table with how many units hold it; none past `most` terms (or none). */
  vocabulary(most: number): Promise<[term: string, units: number][]>;
}

/** What this module sends a worker running `fts_worker.ts`. */
export type FtsRequest =
  | { id: number; rows: FtsRow[] }
  | { id: number; finish: true }
  | { id: number; ranked: [match: string, limit: number, range: RowRange | undefined] }
  | { id: number; has: [match: string, range: RowRange | undefined] }
  | { id: number; unitsWith: string[] }
  | { id: number; vocabulary: number };

/** What such a worker answers (nothing, `[]`, to rows and the finish). */
export interface FtsAnswer {
  id: number;
  result: RankedRow[] | boolean | number[] | [string, number][];
}

/** The little of a `node:worker_threads` worker that is used here. */
export interface FtsWorker {
  on(event: "message", listener: (answer: FtsAnswer) => void): void;
  on(event: "error", listener: (error: Error) => void): void;
  on(event: "exit", listener: (code: number) => void): void;
  postMessage(request: FtsRequest): void;
  /** Lets the process end while the worker waits for work (it is idle between queries). */
  unref(): void;
  /** Keeps the process alive while an answer is awaited. */
  ref(): void;
  terminate(): unknown;
}

/** Options of {@link buildShards}. */
export interface ShardOptions {
  /** Once the rows have this many characters, a worker builds most of the rest. */
  minChars?: number;
  /** Starts a worker running `fts_worker.ts`; `undefined` when none can be started. */
  startWorker?: () => FtsWorker | undefined;
}

/**
 * The characters of rows after which a worker is started: where it shortens the build by more
 * than its second heap costs. Measured (2 cores, two runs each, the build alone): the `--deps`
 * evaluation app's 18 million characters 1.6-2.0 s with a worker and 1.7-1.9 s without, and 30
 * MiB more at the peak with it; the 50 MB generated catalog's 40 million 1.9-2.3 s against
 * 2.7 s, 60-110 MiB more; the 100 MB one's 80 million 4.3-5.2 s against 6.8-7.1 s.
 */
const MIN_CHARS = 32_000_000;

/** About how many characters of rows go to a table at once. */
const BATCH_CHARS = 1 << 18;

/**
 * The most batches sent to the worker and not yet in its table: this thread cuts units faster
 * than the worker indexes them, and the batches waiting would otherwise pile up in memory.
 */
const MAX_IN_FLIGHT = 8;

/**
 * The share of the characters this thread's table takes, once the worker has started: this
 * thread also cuts every unit from its page and sends the worker its rows. Measured on the
 * 100 MB catalog (2 cores, three runs each): 0 took 5.4-7.2 s, 0.2 4.5-5.4 s, 0.3 4.3-4.8 s,
 * 0.4 4.8-5.8 s and 0.5 4.7-5.2 s; one thread alone 7.1-10.5 s.
 */
const OWN_SHARE = 0.3;

/**
 * Builds the index's tables from every unit's row, on one or two threads: this thread's table
 * takes the rows until they pass {@link MIN_CHARS} characters, then a worker's takes most of the
 * rest, batch by batch, while this one keeps {@link OWN_SHARE} of all. Which rows go where
 * depends on the rows alone, so the same catalog gives the same tables and answers.
 *
 * @param rows Every unit's row, in row id order (made as they are asked for).
 * @param options The threshold and the worker, for tests.
 * @returns The tables, to be asked together, a worker's first.
 */
export async function buildShards(
  rows: Iterable<FtsRow>,
  { minChars = MIN_CHARS, startWorker = startFtsWorker }: ShardOptions = {},
): Promise<FtsShard[]> {
  const own = new FtsTable();
  let remote: WorkerShard | undefined;
  let started = false;
  let allChars = 0;
  let ownChars = 0;
  let batch: FtsRow[] = [];
  let batchChars = 0;
  const inFlight: Promise<unknown>[] = [];
  const flush = async () => {
    if (remote === undefined || ownChars < allChars * OWN_SHARE) {
      own.insert(batch);
      ownChars += batchChars;
    } else {
      if (inFlight.length >= MAX_IN_FLIGHT) await inFlight.shift();
      inFlight.push(remote.insert(batch));
    }
    batch = [];
    batchChars = 0;
  };
  for (const row of rows) {
    const chars = row[1].length + row[2].length + row[3].length;
    batch.push(row);
    batchChars += chars;
    allChars += chars;
    if (!started && allChars >= minChars) {
      started = true;
      const worker = startWorker();
      if (worker !== undefined) remote = new WorkerShard(worker);
    }
    if (batchChars >= BATCH_CHARS) await flush();
  }
  if (batch.length > 0) await flush();
  own.finish();
  if (remote === undefined) return [new LocalShard(own)];
  await remote.finish();
  // The worker's table first: a query is posted to it before this thread's table answers,
  // which it does at once (synchronously), so that the two search at the same time.
  return [remote, new LocalShard(own)];
}

/** A table on this thread. */
class LocalShard implements FtsShard {
  readonly #table: FtsTable;

  constructor(table: FtsTable) {
    this.#table = table;
  }

  ranked(match: string, limit: number, range?: RowRange): Promise<RankedRow[]> {
    return Promise.resolve(this.#table.ranked(match, limit, range));
  }

  has(match: string, range?: RowRange): Promise<boolean> {
    return Promise.resolve(this.#table.has(match, range));
  }

  unitsWith(terms: readonly string[]): Promise<number[]> {
    return Promise.resolve(this.#table.unitsWith(terms));
  }

  vocabulary(most: number): Promise<[string, number][]> {
    return Promise.resolve(this.#table.vocabulary(most));
  }
}

/** A promise's two ends. */
interface Pending<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

/**
 * A table a worker builds and searches. The worker keeps the process alive only while an
 * answer is awaited (a server that is done exits with its worker idle), and is ended when the
 * index it belongs to is dropped (a live catalog replaced): its listeners hold the requests
 * waiting, never this object, so that nothing the worker holds keeps this object alive.
 */
class WorkerShard implements FtsShard {
  readonly #worker: FtsWorker;
  readonly #requests: Requests;
  #nextId = 0;

  constructor(worker: FtsWorker) {
    this.#worker = worker;
    const requests: Requests = { waiting: new Map(), failure: undefined };
    this.#requests = requests;
    worker.unref();
    worker.on("message", ({ id, result }) => {
      requests.waiting.get(id)?.resolve(result);
      requests.waiting.delete(id);
      if (requests.waiting.size === 0) worker.unref();
    });
    worker.on("error", (error) => fail(requests, error.message));
    worker.on("exit", (code) => fail(requests, `it stopped with code ${code}`));
    ended.register(this, worker);
  }

  /** Sends rows; resolves once they are in the worker's table. */
  insert(rows: FtsRow[]): Promise<unknown> {
    return this.#send((id) => ({ id, rows }));
  }

  /** Resolves once the worker has committed every row sent before. */
  finish(): Promise<unknown> {
    return this.#send((id) => ({ id, finish: true }));
  }

  ranked(match: string, limit: number, range?: RowRange): Promise<RankedRow[]> {
    return this.#send((id) => ({ id, ranked: [match, limit, range] })) as Promise<RankedRow[]>;
  }

  has(match: string, range?: RowRange): Promise<boolean> {
    return this.#send((id) => ({ id, has: [match, range] })) as Promise<boolean>;
  }

  unitsWith(terms: readonly string[]): Promise<number[]> {
    return this.#send((id) => ({ id, unitsWith: [...terms] })) as Promise<number[]>;
  }

  vocabulary(most: number): Promise<[string, number][]> {
    return this.#send((id) => ({ id, vocabulary: most })) as Promise<[string, number][]>;
  }

  #send(request: (id: number) => FtsRequest): Promise<FtsAnswer["result"]> {
    const requests = this.#requests;
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (requests.failure !== undefined) return reject(requests.failure);
      if (requests.waiting.size === 0) this.#worker.ref();
      requests.waiting.set(id, { resolve, reject });
      this.#worker.postMessage(request(id));
    });
  }
}

/** A worker's requests waiting for their answers, and why it failed, once it has. */
interface Requests {
  waiting: Map<number, Pending<FtsAnswer["result"]>>;
  failure: Error | undefined;
}

/** Rejects every request waiting, and every later one. */
function fail(requests: Requests, why: string): void {
  requests.failure ??= new Error(`the full-text index's worker failed: ${why}`);
  for (const pending of requests.waiting.values()) pending.reject(requests.failure);
  requests.waiting.clear();
}

/** Ends the worker of a table whose index was dropped (a live catalog replaced). */
const ended = new FinalizationRegistry<FtsWorker>((worker) => worker.terminate());

/**
 * Starts a worker running `fts_worker.ts` (`.js` in the npm package) with `node:worker_threads`,
 * which Deno and Node both have.
 *
 * @returns The worker, or `undefined` when none can be started.
 */
export function startFtsWorker(): FtsWorker | undefined {
  const url = new URL(`./fts_worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
  // Deno reads a worker's modules under the read permission; without it the worker would
  // fail, and Deno print its error, so this thread does the work instead.
  if (!loadableLater(new URL(".", url)) || !loadableLater(url)) return undefined;
  try {
    return new Worker(url) as FtsWorker;
  } catch {
    return undefined;
  }
}
