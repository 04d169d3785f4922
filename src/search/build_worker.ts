/**
 * The worker of `parallel_build.ts`: builds the vocabulary of the fields it is sent (the
 * others come as `null`) and hands its arrays back without copying them.
 *
 * @module
 */
import { scanFields } from "./scan.ts";

/** The little of a worker's global scope that is used here. */
const scope = globalThis as unknown as {
  onmessage: ((event: { data: (string | null)[] }) => void) | null;
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
};

scope.onmessage = ({ data: fields }) => {
  const parts = scanFields(fields).parts;
  const { store, table, trigrams } = parts;
  const arrays = [store, table.refs, table.fieldLists, ...Object.values(trigrams)];
  const buffers = arrays.flatMap((array) => array === undefined ? [] : [array.buffer]);
  scope.postMessage(parts, buffers as ArrayBuffer[]);
};
