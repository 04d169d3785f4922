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
};
