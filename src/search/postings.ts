/**
 * Posting lists: for each key, the ascending ids of the items that hold it. The search index
 * builds the field ids of each token this way while it scans.
 *
 * Layout: the lists of all keys sit back to back in one typed array, ordered by key, and an
 * offset array locates each list, one offset per key from 0 up. Ids take 16 bits whenever
 * they fit.
 *
 * @module
 */
import { grow } from "./grow.ts";

/** Ascending item ids. */
export type IdArray = Uint16Array | Uint32Array;

/** Read-only dense posting lists, one per key. Hot loops read `ids` between two `offsets`. */
export class Postings {
  /** Every list, back to back in key order. */
  readonly ids: IdArray;
  /** The list of key `k` is `ids[offsets[k]]` up to (not including) `ids[offsets[k + 1]]`. */
  readonly offsets: Uint32Array;

  /**
   * @param ids Every list, back to back.
   * @param offsets Where each list starts, plus where the last one ends.
   */
  constructor(ids: IdArray, offsets: Uint32Array) {
    this.ids = ids;
    this.offsets = offsets;
  }
}

/**
 * Collects the keys of items 0, 1, 2, ... one item at a time, then lays them out as
 * {@link Postings} with a counting sort (no per-key arrays are ever made).
 */
export class PostingsBuilder {
  /** For each key, the number (id + 1) of the last item that added it: deduplication. */
  #lastItem = new Int32Array(1024);
  #counts = new Uint32Array(1024);
  #keys = new Uint32Array(1 << 16);
  #used = 0;
  #itemEnds: number[] = [];
  /** Items begun so far; the current item's id plus one. */
  #items = 0;

  /** Starts the next item; the first call starts item 0. */
  beginItem(): void {
    if (this.#items > 0) this.#itemEnds.push(this.#used);
    this.#items++;
  }

  /**
   * Adds a key to the current item; adding it again is a no-op.
   *
   * @param key A non-negative integer.
   */
  add(key: number): void {
    if (key >= this.#lastItem.length) this.#growKeys(key);
    if (this.#lastItem[key] === this.#items) return;
    this.#lastItem[key] = this.#items;
    this.#counts[key]!++;
    if (this.#used === this.#keys.length) this.#keys = grow(this.#keys, this.#used * 2);
    this.#keys[this.#used++] = key;
  }

  /**
   * Lays out dense postings: every key from 0 to the largest added is a slot.
   *
   * @returns The postings; the builder must not be used afterwards.
   */
  build(): Postings {
    if (this.#items > 0) this.#itemEnds.push(this.#used);
    const { offsets, next } = layOut(this.#counts);
    const itemKeys = this.#keys;
    const total = offsets[offsets.length - 1]!;
    const ids = idArray(this.#itemEnds.length - 1, total);
    let start = 0;
    for (let item = 0; item < this.#itemEnds.length; item++) {
      const end = this.#itemEnds[item]!;
      for (let i = start; i < end; i++) ids[next[itemKeys[i]!]!++] = item;
      start = end;
    }
    return new Postings(ids, offsets);
  }

  #growKeys(key: number): void {
    let size = this.#lastItem.length;
    while (size <= key) size *= 2;
    this.#lastItem = grow(this.#lastItem, size);
    this.#counts = grow(this.#counts, size);
  }
}

/** The offsets of postings with the given list lengths, and where each key's first id goes. */
function layOut(counts: Uint32Array): { offsets: Uint32Array; next: Uint32Array } {
  let keyLimit = counts.length;
  while (keyLimit > 0 && counts[keyLimit - 1] === 0) keyLimit--;
  const offsets = new Uint32Array(keyLimit + 1);
  const next = new Uint32Array(keyLimit);
  let at = 0;
  for (let key = 0; key < keyLimit; key++) {
    offsets[key] = at;
    next[key] = at;
    at += counts[key]!;
  }
  offsets[keyLimit] = at;
  return { offsets, next };
}

/**
 * An array for ids that take 16 bits each when they fit.
 *
 * @param max The largest id it will hold.
 * @param length How many ids.
 * @returns A `Uint16Array` when `max` fits 16 bits, else a `Uint32Array`.
 */
export function idArray(max: number, length: number): IdArray {
  return max < 0x10000 ? new Uint16Array(length) : new Uint32Array(length);
}
