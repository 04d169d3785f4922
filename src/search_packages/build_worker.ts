/**
 * The worker of `parallel_build.ts`: scans the fields it is sent, a batch at a time, and hands
 * the result back without copying it.
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

const scanner = new FieldScanner();

scope.onmessage = ({ data: request }) => {
  if ("first" in request) {
    // The fields before these are the other thread's.
    for (let id = 0; id < request.first; id++) scanner.scan(null);
  } else if ("fields" in request) {
    for (const field of request.fields) scanner.scan(field);
  } else {
    const { parts } = scanner.settle(request.fieldCount);
    const { store, tokenStarts, table, bucketCounts } = parts;
    const arrays = [
      store,
      tokenStarts,
      table.refs,
      table.fieldLists,
      bucketCounts.blocks,
      bucketCounts.values,
    ];
    scope.postMessage(parts, arrays.map((array) => array.buffer as ArrayBuffer));
  }
};
