/**
 * Builds the vocabulary of a large catalog on two threads. The fields are cut in two parts
 * holding about as much text each; a worker scans one part while this thread scans the other,
 * then this thread freezes both (see `vocabulary_builder.ts`), one after the other, and a
 * search reads both vocabularies (each field is in exactly one). Each part's vocabulary is
 * complete in itself, so nothing needs merging: a token found in both parts is simply stored
 * twice. Small catalogs, runtimes without module workers (Node), and a worker that fails leave
 * the work to this thread, with the same answers.
 *
 * Scanning is most of the work; freezing is where a build needs most memory, so it happens
 * once the worker has ended, one part at a time: the two threads together need no more memory
 * at their peak than one thread building the whole index. The worker's fields are sent in
 * batches while this thread scans its own, each batch as the worker's share of the text this
 * thread has got through; compacted texts (see `compact_text.ts`) are sent as views of their
 * shared pages, read in place, so nothing of the catalog is copied.
 *
 * @module
 */
import type { FieldTexts } from "./fields.ts";
import { FieldScanner, scanFields } from "./scan.ts";
import { BucketCounts } from "./suffix_index.ts";
import type { Vocabulary } from "./vocabulary.ts";
import { freezeVocabulary, type IndexShape, type ScanParts } from "./vocabulary_builder.ts";
import { loadableLater } from "../import_later.ts";

/**
 * What the build worker is sent, in this order: where its fields start (those before are not
 * its own), batches of its fields, and how many fields there are in all.
 */
export type BuildRequest =
  | { first: number }
  | { fields: (string | Uint8Array | null)[] }
  | { fieldCount: number };

/** The little of a module worker that is used here. */
export interface BuildWorker {
  onmessage: ((event: { data: ScanParts }) => void) | null;
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
 * start, some 50 ms: the real 29-package catalog is built in about 90 ms on one thread.
 */
const MIN_TEXT_LENGTH = 4_000_000;

/**
 * The share of the text this thread takes: half. The worker starts later (its module loads
 * while this thread starts on its own part), but shares from 0.46 to 0.55 measured the same.
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
  const answer = new Promise<ScanParts | undefined>((resolve) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      resolve(undefined);
    };
    worker.onmessageerror = () => resolve(undefined);
  });
  worker.postMessage({ first: split });
  const batches = new Batches(fields, split, worker);
  const own = new FieldScanner();
  let scanned = 0;
  for (let field = 0; field < split; field++) {
    own.scan(fields.content(field));
    scanned += fields.length(field);
    batches.sendUpTo((textLength - ownLength) * (scanned / ownLength));
  }
  batches.sendUpTo(Infinity);
  worker.postMessage({ fieldCount: fields.count });
  const { parts, spares } = own.settle(fields.count);
  const sent = await answer;
  worker.terminate();
  // The worker's arrays came through as they are; its bucket counts need their class again.
  const theirs = sent && { ...sent, bucketCounts: new BucketCounts(sent.bucketCounts) };
  // Frozen one after the other: freezing is where a build needs most memory.
  return [
    freezeVocabulary(parts, fields.count, shape, spares),
    theirs === undefined
      ? scanFields(fields, shape, split)
      : freezeVocabulary(theirs, fields.count, shape, spares),
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
      const batch: (string | Uint8Array | null)[] = [];
      const goal = this.#sent + BATCH_CHARS;
      do {
        const content = fields.content(this.#next);
        // A compacted text is a view of a larger page: the view is sent as it is when the page
        // is shared (then the worker reads it in place), else a copy of its own bytes (a view
        // sends its whole buffer).
        batch.push(
          content instanceof Uint8Array && !isShared(content.buffer) ? content.slice() : content,
        );
        this.#sent += fields.length(this.#next++);
      } while (this.#next < fields.count && this.#sent < goal);
      this.#worker.postMessage({ fields: batch });
    }
  }
}

function isShared(buffer: ArrayBufferLike): boolean {
  return typeof SharedArrayBuffer === "function" && buffer instanceof SharedArrayBuffer;
}

/** What is used here of the runtime's globals, where it has them. */
const runtime = globalThis as {
  Worker?: new (url: string, options: { type: "module" }) => BuildWorker;
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
  if (!loadableLater(new URL(".", url)) || !loadableLater(url)) return undefined;
  try {
    return new runtime.Worker(url.href, { type: "module" });
  } catch {
    return undefined;
  }
}
