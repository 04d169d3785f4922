/**
 * A bound on the garbage the JavaScript heap keeps. V8 collects its old generation when it
 * passes a limit set from the heap's size at the last full collection, and before the first
 * one that limit is far above a server's heap. Building the search index allocates about 400
 * MiB for the `--deps` evaluation app (cutting pages into units, parsing the package cache's
 * files), most of it dead at once, and none of it was collected: the heap reached 220 MiB for
 * 116 MiB alive, and the process 317 MiB.
 *
 * {@link HeapBound} collects it once the heap has grown by a step since the last collection,
 * a quarter of the heap alive (at least {@link LEAST_STEP}): the index's build asks every few
 * hundred units, and a server once it has been idle a moment after an answer
 * ({@link whenIdle}). Collecting pauses the thread, 70-230 ms for the evaluation app's heap:
 * the build pays it (its first search takes about half a second more), an answer never does
 * (docs/deps.md#memory has the figures).
 *
 * The collector is V8's own `gc`, which a process has only when started with `--expose-gc`: the
 * flag is set at run time (`node:v8`) and the function taken from a new context (`node:vm`),
 * which gets it, in Deno and in Node alike. Where that fails, nothing is collected here and V8
 * collects on its own schedule.
 *
 * @module
 */
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { clearTimeout, setTimeout } from "node:timers";

/** The least growth of the heap that is collected, in bytes. */
const LEAST_STEP = 32 * 2 ** 20;

/** The growth collected, as a share of the heap alive after the last collection. */
const STEP_SHARE = 0.25;

/** V8's full collection, once looked for; `undefined` where this runtime does not give it. */
let collector: (() => void) | undefined | null = null;

function fullCollection(): (() => void) | undefined {
  if (collector !== null) return collector;
  try {
    setFlagsFromString("--expose-gc");
    const gc: unknown = runInNewContext("typeof gc === 'function' ? gc : undefined");
    collector = typeof gc === "function" ? () => gc() : undefined;
  } catch {
    collector = undefined;
  }
  return collector;
}

/**
 * Collects the heap's garbage when it has grown by a step since the last collection.
 *
 * @example
 * ```ts
 * import { HeapBound } from "./heap_bound.ts";
 *
 * const bound = new HeapBound(1);
 * const garbage = Array.from({ length: 1_000 }, (_, i) => ({ i }));
 * console.log(garbage.length, typeof bound.collectIfGrown()); // 1000 "boolean"
 * ```
 */
export class HeapBound {
  readonly #least: number;
  #alive: number = usedHeap();

  /**
   * @param leastStep The least growth collected, in bytes ({@link LEAST_STEP} by default).
   */
  constructor(leastStep: number = LEAST_STEP) {
    this.#least = leastStep;
  }

  /**
   * Collects the garbage if the heap has grown by a step since the last collection.
   *
   * @returns Whether it collected.
   */
  collectIfGrown(): boolean {
    const step = Math.max(this.#least, this.#alive * STEP_SHARE);
    if (usedHeap() < this.#alive + step) return false;
    const collect = fullCollection();
    if (collect === undefined) return false;
    collect();
    this.#alive = usedHeap();
    return true;
  }
}

/**
 * How long a server waits without a request before it collects what its answers left: an
 * assistant's next call comes seconds later, while calls back to back (a benchmark's, a busy
 * HTTP server's) leave the collecting to V8 and pay no pause.
 */
const IDLE_MS = 200;

/**
 * Collects what earlier work left once nothing has been asked for {@link IDLE_MS}, if the heap
 * has grown by a step; each call puts off the one before. The wait does not keep the process
 * alive.
 *
 * @param bound The bound to apply.
 *
 * @example
 * ```ts
 * import { HEAP_BOUND, whenIdle } from "./heap_bound.ts";
 *
 * whenIdle(HEAP_BOUND); // after an answer is sent
 * ```
 */
export function whenIdle(bound: HeapBound): void {
  clearTimeout(idle);
  idle = setTimeout(() => bound.collectIfGrown(), IDLE_MS);
  idle.unref();
}

let idle: ReturnType<typeof setTimeout> | undefined;

/**
 * The bound of this thread's heap, which the index's build and the server's tool calls share.
 *
 * @example
 * ```ts
 * import { HEAP_BOUND } from "./heap_bound.ts";
 *
 * HEAP_BOUND.collectIfGrown(); // between two steps of a long build
 * ```
 */
export const HEAP_BOUND: HeapBound = new HeapBound();

function usedHeap(): number {
  return getHeapStatistics().used_heap_size;
}
