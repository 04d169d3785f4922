/**
 * Posting lists: for each key, the ascending ids of the items that hold it. The search index
 * keeps two of them, read-only once built: field ids by token ({@link Postings}, dense) and
 * store offsets by trigram ({@link TaggedPositions}, keyed, each offset paired with a tag and
 * perhaps a context).
 *
 * Layout: the lists of all keys sit back to back in one typed array, ordered by key, and an
 * offset array locates each list. A dense table has one offset per key from 0 up; a keyed
 * (sparse) one stores only the keys that occur, sorted, and finds them by binary search, so
 * that a small catalog gets a small index. Numbers take 16 bits whenever they fit.
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
 * Read-only sparse lists of positions, each position paired with a tag and, when they were
 * asked for, a 32-bit context, which the reader gets without a lookup of its own: entry `e` is
 * the position `positions[e]`, its tag `tags[e]` and its context `contexts[e]`. They are kept
 * apart so that a walk over one of them reads only that one. Only keys that occur have a
 * slot, found by binary search.
 */
export class TaggedPositions {
  /** Every list's positions, back to back in slot order. */
  readonly positions: IdArray;
  /** The tag of each entry. */
  readonly tags: IdArray;
  /** The context of each entry, or `undefined` when the lists were built without them. */
  readonly contexts: Uint32Array | undefined;
  /** The entries of slot `s` are `offsets[s]` up to (not including) `offsets[s + 1]`. */
  readonly offsets: Uint32Array;
  /** The key of each slot, ascending. */
  readonly keys: Uint32Array;

  /**
   * @param positions Every list, back to back.
   * @param tags The tag of each entry.
   * @param contexts The context of each entry, if any.
   * @param offsets Where each list starts (in entries), plus where the last one ends.
   * @param keys The key of each list, ascending.
   */
  constructor(
    positions: IdArray,
    tags: IdArray,
    contexts: Uint32Array | undefined,
    offsets: Uint32Array,
    keys: Uint32Array,
  ) {
    this.positions = positions;
    this.tags = tags;
    this.contexts = contexts;
    this.offsets = offsets;
    this.keys = keys;
  }

  /**
   * Finds the slot of a key.
   *
   * @param key Any key.
   * @returns The slot, or -1 when no position has the key.
   */
  slotOf(key: number): number {
    const keys = this.keys;
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return keys[low] === key ? low : -1;
  }

  /** Bytes held by the arrays. */
  get sizeBytes(): number {
    return this.positions.byteLength + this.tags.byteLength + (this.contexts?.byteLength ?? 0) +
      this.offsets.byteLength + this.keys.byteLength;
  }
}

/**
 * Builds {@link TaggedPositions} (the list of key `k` holds, ascending, every position seen
 * with key `k`) in two rounds: positions are counted as they are first seen, then walked again
 * with their tags (and contexts) to be placed, rather than stored in between, which would take
 * as much memory as the postings themselves.
 */
export class PositionPostingsBuilder {
  #counts = new Uint32Array(1 << 16);
  #lastPosition = 0;
  #total = 0;

  /** How many positions have been counted. */
  get total(): number {
    return this.#total;
  }

  /**
   * Counts a position; positions must come in ascending order.
   *
   * @param position A non-negative integer.
   * @param key Its key, a non-negative integer.
   */
  count(position: number, key: number): void {
    if (key >= this.#counts.length) {
      this.#counts = grow(this.#counts, Math.max(key + 1, this.#counts.length * 2));
    }
    this.#counts[key]!++;
    this.#total++;
    this.#lastPosition = position;
  }

  /**
   * Places the counted positions with their tags and, when asked for, their contexts.
   *
   * @param walk Calls `visit` with every counted position, its key, its tag and its context
   * (an unsigned 32-bit integer; any number when contexts are not kept), in the order they
   * were counted.
   * @param maxTag The largest tag `walk` passes.
   * @param withContexts Whether to keep the contexts.
   * @returns The lists; the builder must not be used afterwards.
   */
  build(
    walk: (visit: (position: number, key: number, tag: number, context: number) => void) => void,
    maxTag: number,
    withContexts: boolean,
  ): TaggedPositions {
    const { offsets, keys, next } = layOut(this.#counts, true);
    const total = offsets[offsets.length - 1]!;
    const positions = idArray(this.#lastPosition, total);
    const tags = idArray(maxTag, total);
    const contexts = withContexts ? new Uint32Array(total) : undefined;
    walk((position, key, tag, context) => {
      const entry = next[key]!++;
      positions[entry] = position;
      tags[entry] = tag;
      if (contexts !== undefined) contexts[entry] = context;
    });
    return new TaggedPositions(positions, tags, contexts, offsets, keys!);
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
    const { offsets, next } = layOut(this.#counts, false);
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

/**
 * The offsets (and, when keyed, the keys) of postings with the given list lengths, and for
 * every key the position its first id goes to.
 */
function layOut(
  counts: Uint32Array,
  keyed: boolean,
): { offsets: Uint32Array; keys: Uint32Array | undefined; next: Uint32Array } {
  let keyLimit = counts.length;
  while (keyLimit > 0 && counts[keyLimit - 1] === 0) keyLimit--;
  let slots = keyLimit;
  if (keyed) {
    slots = 0;
    for (let key = 0; key < keyLimit; key++) if (counts[key] !== 0) slots++;
  }
  const keys = keyed ? new Uint32Array(slots) : undefined;
  const offsets = new Uint32Array(slots + 1);
  const next = new Uint32Array(keyLimit);
  let at = 0;
  let slot = 0;
  for (let key = 0; key < keyLimit; key++) {
    const count = counts[key]!;
    if (count === 0 && keys !== undefined) continue;
    if (keys !== undefined) keys[slot] = key;
    offsets[slot++] = at;
    next[key] = at;
    at += count;
  }
  offsets[slots] = at;
  return { offsets, keys, next };
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
