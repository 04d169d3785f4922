/**
 * Builds the vocabulary of a large catalog on two threads. The fields are cut in two parts
 * holding about as much text each; a worker builds the vocabulary of one part while this
 * thread builds the other's, and a search reads both (each field is in exactly one). Each
 * part's vocabulary is complete in itself, so nothing needs merging: a token found in both
 * parts is simply stored twice. Small catalogs, runtimes without module workers (Node), and a
 * worker that fails leave the work to this thread, with the same answers.
 *
 * @module
 */
import { scanFields, textLengthOf } from "./scan.ts";
import { Vocabulary, type VocabularyParts } from "./vocabulary.ts";

/** The little of a module worker that is used here. */
export interface BuildWorker {
  onmessage: ((event: { data: VocabularyParts }) => void) | null;
  onerror: ((event: { preventDefault(): void }) => void) | null;
  onmessageerror: (() => void) | null;
  postMessage(fields: (string | null)[]): void;
  terminate(): void;
}

/** Options of {@link scanFieldsInParallel}. */
export interface ParallelBuildOptions {
  /** Below this many characters of text, the catalog is built on this thread alone. */
  minTextLength?: number;
  /** Starts a worker running `build_worker.ts`; `undefined` when none can be started. */
  startWorker?: () => BuildWorker | undefined;
}

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
 * @param fields Raw field texts; `null` marks an absent field. Field ids are positions here.
 * @param options The threshold and the worker, for tests.
 * @returns One vocabulary, or two that hold different fields.
 */
export async function scanFieldsInParallel(
  fields: readonly (string | null)[],
  { minTextLength = MIN_TEXT_LENGTH, startWorker = startBuildWorker }: ParallelBuildOptions = {},
): Promise<Vocabulary[]> {
  const textLength = textLengthOf(fields);
  const worker = textLength < minTextLength ? undefined : startWorker();
  if (worker === undefined) return [scanFields(fields)];
  let split = 0;
  for (let own = 0; split < fields.length && own < textLength * OWN_SHARE; split++) {
    own += fields[split]?.length ?? 0;
  }
  const theirs = fields.map((field, id) => id < split ? null : field);
  const answer = new Promise<VocabularyParts | undefined>((resolve) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      resolve(undefined);
    };
    worker.onmessageerror = () => resolve(undefined);
  });
  worker.postMessage(theirs);
  const own = scanFields(fields.map((field, id) => id < split ? field : null));
  const parts = await answer;
  worker.terminate();
  return [own, parts === undefined ? scanFields(theirs) : new Vocabulary(parts)];
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
