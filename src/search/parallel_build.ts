/**
 * Builds the vocabulary of a large catalog on two threads. The fields are cut in two parts
 * holding about as much text each; a worker builds the vocabulary of one part while this
 * thread builds the other's, and a search reads both (each field is in exactly one). Each
 * part's vocabulary is complete in itself, so nothing needs merging: a token found in both
 * parts is simply stored twice. Small catalogs, runtimes without module workers (Node), and a
 * worker that fails leave the work to this thread, with the same answers.
 *
 * The worker's fields are sent in batches while this thread scans its own, each batch as the
 * worker's share of the text this thread has got through: a copy of the worker's whole half
 * would cost as much memory as the half itself (twice that while it is sent), where the
 * batches in flight at any time are a few megabytes.
 *
 * @module
 */
import type { FieldTexts } from "./fields.ts";
import { FieldScanner, scanFields } from "./scan.ts";
import { Vocabulary, type VocabularyParts } from "./vocabulary.ts";
import type { IndexShape } from "./vocabulary_builder.ts";

/**
 * What the build worker is sent, in this order: where its fields start (those before are not
 * its own), batches of its fields, and how many fields there are in all.
 */
export type BuildRequest =
  | { first: number; shape?: IndexShape }
  | { fields: (string | null)[] }
  | { fieldCount: number };

/** The little of a module worker that is used here. */
export interface BuildWorker {
  onmessage: ((event: { data: VocabularyParts }) => void) | null;
  onerror: ((event: { preventDefault(): void }) => void) | null;
  onmessageerror: (() => void) | null;
  postMessage(request: BuildRequest): void;
  terminate(): void;
}

/** Options of {@link scanFieldsInParallel}. */
export interface ParallelBuildOptions {
  /** Below this many characters of text, the catalog is built on this thread alone. */
  minTextLength?: number;
  /** Starts a worker running `build_worker.ts`; `undefined` when none can be started. */
  startWorker?: () => BuildWorker | undefined;
  /** Sizes inside the index, for tests. */
  shape?: IndexShape;
}

/** About how many characters of text one batch sends to the worker. */
const BATCH_CHARS = 1 << 20;

/**
 * Below this many characters (about 4 MB of text) a worker saves too little to be worth its
 * start, some 50 ms, and the copy of its text: the real 29-package catalog is built in about
 * 90 ms on one thread.
 */
const MIN_TEXT_LENGTH = 4_000_000;

/**
 * The share of the text this thread takes: half. The worker starts later (its module loads
 * while its text is copied to it), but shares from 0.46 to 0.55 measured the same.
 */
const OWN_SHARE = 0.5;

/**
 * Builds the vocabularies of some fields, on two threads when their text is large and
 * workers are available.
 *
 * @param fields The fields.
 * @param options The threshold and the worker, for tests.
 * @returns One vocabulary, or two that hold different fields.
 */
export async function scanFieldsInParallel(
  fields: FieldTexts,
  { minTextLength = MIN_TEXT_LENGTH, startWorker = startBuildWorker, shape }: ParallelBuildOptions =
    {},
): Promise<Vocabulary[]> {
  let textLength = 0;
  for (let field = 0; field < fields.count; field++) textLength += fields.length(field);
  const worker = textLength < minTextLength ? undefined : startWorker();
  if (worker === undefined) return [scanFields(fields, shape)];
  let split = 0;
  let ownLength = 0;
  for (; split < fields.count && ownLength < textLength * OWN_SHARE; split++) {
    ownLength += fields.length(split);
  }
  const answer = new Promise<VocabularyParts | undefined>((resolve) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      resolve(undefined);
    };
    worker.onmessageerror = () => resolve(undefined);
  });
  worker.postMessage(shape === undefined ? { first: split } : { first: split, shape });
  const batches = new Batches(fields, split, worker);
  const own = new FieldScanner(shape);
  let scanned = 0;
  for (let field = 0; field < split; field++) {
    own.scan(fields.text(field));
    scanned += fields.length(field);
    batches.sendUpTo((textLength - ownLength) * (scanned / ownLength));
  }
  batches.sendUpTo(Infinity);
  worker.postMessage({ fieldCount: fields.count });
  const vocabulary = own.finish(fields.count);
  const parts = await answer;
  worker.terminate();
  return [
    vocabulary,
    parts === undefined ? scanFields(fields, shape, split) : new Vocabulary(parts),
  ];
}

/** The worker's fields, sent a batch at a time. */
class Batches {
  readonly #fields: FieldTexts;
  readonly #worker: BuildWorker;
  #next: number;
  #sent = 0;

  constructor(fields: FieldTexts, first: number, worker: BuildWorker) {
    this.#fields = fields;
    this.#next = first;
    this.#worker = worker;
  }

  /** Sends batches until at least `chars` characters of text have been sent, or all fields. */
  sendUpTo(chars: number): void {
    const fields = this.#fields;
    while (this.#next < fields.count && this.#sent < chars) {
      const batch: (string | null)[] = [];
      const goal = this.#sent + BATCH_CHARS;
      do {
        const text = fields.text(this.#next++);
        batch.push(text);
        this.#sent += text?.length ?? 0;
      } while (this.#next < fields.count && this.#sent < goal);
      this.#worker.postMessage({ fields: batch });
    }
  }
}

/** What is used here of the runtime's globals, where it has them. */
const runtime = globalThis as {
  Worker?: new (url: string, options: { type: "module" }) => BuildWorker;
  Deno?: {
    permissions: { querySync(descriptor: { name: "read"; path: URL }): { state: string } };
  };
};

/**
 * Starts a module worker running `build_worker.ts`, where the runtime has them.
 *
 * @returns The worker, or `undefined` when none can be started.
 */
export function startBuildWorker(): BuildWorker | undefined {
  if (runtime.Worker === undefined) return undefined;
  const url = new URL("./build_worker.ts", import.meta.url);
  // Deno reads a worker's local modules under the read permission; without it the worker
  // would fail, and Deno print its error, so this thread does the work instead.
  const folder = new URL(".", url);
  if (
    url.protocol === "file:" &&
    runtime.Deno?.permissions.querySync({ name: "read", path: folder }).state !== "granted"
  ) {
    return undefined;
  }
  try {
    return new runtime.Worker(url.href, { type: "module" });
  } catch {
    return undefined;
  }
}
