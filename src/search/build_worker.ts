/**
 * The worker of `parallel_build.ts`: builds the vocabulary of the fields it is sent, a batch
 * at a time, and hands its arrays back without copying them.
 *
 * @module
 */
import type { BuildRequest } from "./parallel_build.ts";
import { FieldScanner } from "./scan.ts";

/** The little of a worker's global scope that is used here. */
const scope = globalThis as unknown as {
  onmessage: ((event: { data: BuildRequest }) => void) | null;
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
};

let scanner: FieldScanner | undefined;

scope.onmessage = ({ data: request }) => {
  if ("first" in request) {
    scanner = new FieldScanner(request.shape);
    // The fields before these are the other thread's.
    for (let id = 0; id < request.first; id++) scanner.scan(null);
  } else if ("fields" in request) {
    for (const field of request.fields) scanner!.scan(field);
  } else {
    const parts = scanner!.finish(request.fieldCount).parts;
    const { store, suffixes, pieceRefs, fieldLists, blocks } = parts;
    const arrays = [
      store,
      pieceRefs,
      fieldLists,
      ...Object.values(suffixes),
      ...Object.values(blocks),
    ]
      .filter((value) => ArrayBuffer.isView(value));
    scope.postMessage(parts, arrays.map((array) => array.buffer as ArrayBuffer));
  }
};
