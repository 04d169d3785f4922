/**
 * The suffix index of the token store: every position of every token, in the order of
 * `suffix_order.ts`. A word of up to seven bytes occurs at the positions of one run of entries,
 * found by two binary searches, with nothing to check afterwards (for ASCII; a non-ASCII byte
 * among a run's first three bytes makes the run a superset, see {@link SuffixIndex.run}).
 *
 * An entry names its position by piece and offset: tokens are cut into pieces of
 * {@link PIECE_BYTES} bytes, so that an entry fits 32 bits (the piece in the high 24, the
 * offset in the low 8) and leads straight to its token's fields through the piece.
 *
 * Built in groups of first bytes so that only one group's order keys are held at a time: each
 * group is one pass over the store, which reads it in order and passes over the positions of
 * other groups at the cost of one table lookup, then a radix sort per bucket. Reading the keys
 * at the entries' positions instead would read the store out of order, once per entry, and
 * was measured three times slower.
 *
 * @module
 */
import { TOKEN_END } from "./bytes.ts";
import { grow } from "./grow.ts";
import { Spares } from "./spares.ts";
import { BUCKET_BYTES, bucketKey, ORDER_BYTES, orderKey, squeeze } from "./suffix_order.ts";

/** The most bytes of a token one piece holds. */
const PIECE_BYTES = 256;
const OFFSET_BITS = 8;
const OFFSET_MASK = PIECE_BYTES - 1;

/**
 * About this many entries' order keys are held at once while building (16 MB): more when one
 * first byte has more entries.
 */
const GROUP_ENTRIES = 4 << 20;

/** Buckets this small are sorted by insertion; larger ones by radix. */
const INSERTION_SORT_MAX = 24;

/** The arrays a suffix index is made of. */
export interface SuffixArrays {
  /** Every position of every token, as `piece << 8 | offset`, in suffix order. */
  readonly entries: Uint32Array;
  /** Where each piece starts in the store. */
  readonly pieceStarts: Uint32Array;
  /** The bucket keys that occur, ascending. */
  readonly keys: Uint32Array;
  /** Where each bucket's entries start, and one more: where the last one ends. */
  readonly offsets: Uint32Array;
}

/**
 * A number for each bucket key that occurs: how many positions have it, then where the next of
 * them goes. Kept by two-byte prefix (the first 14 bits of a key), a block of 128 numbers for
 * each prefix that occurs: one number for each of the 2^21 keys would take 8 MB for any
 * catalog, and a few thousand prefixes occur.
 */
export class BucketCounts {
  /** The block of each prefix, or -1. */
  readonly blocks: Int32Array;
  /** The numbers, 128 a block. */
  values: Uint32Array;
  #used: number;

  /**
   * @param arrays The arrays of counts made elsewhere (sent by a worker, say); new when absent.
   */
  constructor(arrays?: { blocks: Int32Array; values: Uint32Array }) {
    this.blocks = arrays?.blocks ?? new Int32Array(1 << 14).fill(-1);
    this.values = arrays?.values ?? new Uint32Array(128 * 64);
    this.#used = this.blocks.reduce((used, block) => block < 0 ? used : used + 1, 0);
  }

  /**
   * Where a key's number is in {@link BucketCounts.values}; a block is made for a new prefix.
   *
   * @param key A bucket key.
   * @returns Its index.
   */
  slot(key: number): number {
    let block = this.blocks[key >>> 7]!;
    if (block < 0) {
      block = this.blocks[key >>> 7] = this.#claimed();
    }
    return block << 7 | (key & 127);
  }

  /**
   * Counts one position with a key.
   *
   * @param key Its bucket key.
   */
  add(key: number): void {
    // The slot first: making a block may replace the values.
    const slot = this.slot(key);
    this.values[slot]!++;
  }

  /** The keys counted, ascending. */
  keys(): Uint32Array {
    const keys: number[] = [];
    for (let prefix = 0; prefix < this.blocks.length; prefix++) {
      const block = this.blocks[prefix]!;
      if (block < 0) continue;
      for (let low = 0; low < 128; low++) {
        if (this.values[block << 7 | low] !== 0) keys.push(prefix << 7 | low);
      }
    }
    return Uint32Array.from(keys);
  }

  /** The index of a new block, growing the values when full. */
  #claimed(): number {
    if ((this.#used + 1) << 7 > this.values.length) {
      this.values = grow(this.values, 2 * this.values.length);
    }
    return this.#used++;
  }
}

/** The entries from `lo` up to (not including) `hi`. */
export interface Run {
  lo: number;
  hi: number;
}

/** A suffix index, read-only. */
export class SuffixIndex implements SuffixArrays {
  readonly store: Uint8Array;
  readonly entries: Uint32Array;
  readonly pieceStarts: Uint32Array;
  readonly keys: Uint32Array;
  readonly offsets: Uint32Array;

  /**
   * @param store The token store: tokens back to back, each followed by TOKEN_END.
   * @param arrays The index over it.
   */
  constructor(store: Uint8Array, { entries, pieceStarts, keys, offsets }: SuffixArrays) {
    this.store = store;
    this.entries = entries;
    this.pieceStarts = pieceStarts;
    this.keys = keys;
    this.offsets = offsets;
  }

  /** The store position of an entry. */
  position(entry: number): number {
    return this.pieceStarts[entry >>> OFFSET_BITS]! + (entry & OFFSET_MASK);
  }

  /** Bytes held by the arrays (the store not included). */
  get sizeBytes(): number {
    return this.entries.byteLength + this.pieceStarts.byteLength + this.keys.byteLength +
      this.offsets.byteLength;
  }

  /**
   * The run of the suffixes that start with `length` bytes of `word` from `from`.
   *
   * @param word A word's bytes (no TOKEN_END among them).
   * @param from Where the bytes start in `word`.
   * @param length How many, from 1 to 7.
   * @returns The run; empty when none does. Exact when those bytes are ASCII; otherwise it may
   * also hold suffixes whose first three bytes differ from the word's in non-ASCII bytes.
   */
  run(word: Uint8Array, from: number, length: number): Run {
    if (length < BUCKET_BYTES) {
      // Every bucket whose key starts with these (ASCII) bytes: a range of keys.
      let first = squeeze(word[from]!);
      if (length === 2) first = first << 7 | squeeze(word[from + 1]!);
      const shift = 7 * (BUCKET_BYTES - length);
      const lo = this.offsets[this.#slotAtLeast(first << shift)]!;
      return { lo, hi: this.offsets[this.#slotAtLeast((first + 1) << shift)]! };
    }
    const slot = this.#slotAtLeast(bucketKey(word, from, from + length));
    if (this.keys[slot] !== bucketKey(word, from, from + length)) return { lo: 0, hi: 0 };
    let lo = this.offsets[slot]!;
    let hi = this.offsets[slot + 1]!;
    if (length > BUCKET_BYTES) {
      // The order keys that start with the word's bytes 3 and on form one interval.
      const scale = 256 ** (ORDER_BYTES - length);
      let prefix = 0;
      for (let i = BUCKET_BYTES; i < length; i++) prefix = prefix * 256 + word[from + i]!;
      const end = hi;
      hi = this.#entryAtLeast(lo, end, (prefix + 1) * scale);
      lo = this.#entryAtLeast(lo, hi, prefix * scale);
    }
    return { lo, hi };
  }

  /** The first slot whose key is at least `key` (the slot count when none is). */
  #slotAtLeast(key: number): number {
    const keys = this.keys;
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The first entry in [low, high) of one bucket whose order key is at least `key`. */
  #entryAtLeast(low: number, high: number, key: number): number {
    const { store, entries } = this;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (orderKey(store, this.position(entries[middle]!), store.length) < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * Cuts every token into pieces of at most {@link PIECE_BYTES} bytes.
 *
 * @param tokenStarts Where each token starts in the store, and one more: the store's length.
 * @param spares Buffers to carve the arrays from.
 * @returns Where each piece starts, and the token of each piece.
 */
export function cutPieces(
  tokenStarts: Uint32Array,
  spares: Spares = new Spares(),
): { pieceStarts: Uint32Array; pieceTokens: Uint32Array } {
  const tokens = tokenStarts.length - 1;
  let pieces = 0;
  for (let token = 0; token < tokens; token++) {
    // Each token is followed by TOKEN_END, which is in no piece.
    pieces += Math.ceil((tokenStarts[token + 1]! - 1 - tokenStarts[token]!) / PIECE_BYTES);
  }
  if (pieces > 0xffffffff >>> OFFSET_BITS) {
    throw new RangeError(`the token store is too large to index (${pieces} pieces)`);
  }
  const pieceStarts = spares.uint32(pieces);
  const pieceTokens = spares.uint32(pieces);
  let piece = 0;
  for (let token = 0; token < tokens; token++) {
    for (let at = tokenStarts[token]!; at < tokenStarts[token + 1]! - 1; at += PIECE_BYTES) {
      pieceStarts[piece] = at;
      pieceTokens[piece++] = token;
    }
  }
  return { pieceStarts, pieceTokens };
}

/**
 * Sorts every position of the store into suffix order.
 *
 * @param store The token store.
 * @param pieceStarts Where each piece starts (see {@link cutPieces}).
 * @param counts How many positions have each bucket key; used up here.
 * @param options `groupEntries`: about how many order keys to hold at once (more when one first
 * byte has more entries); `spares`: where to borrow the array that holds them.
 * @returns The index's arrays.
 */
export function sortSuffixes(
  store: Uint8Array,
  pieceStarts: Uint32Array,
  counts: BucketCounts,
  { groupEntries = GROUP_ENTRIES, spares = new Spares() }: {
    groupEntries?: number | undefined;
    spares?: Spares;
  } = {},
): SuffixArrays {
  const keys = counts.keys();
  const slots = keys.length;
  const offsets = new Uint32Array(slots + 1);
  const next = counts.values;
  let total = 0;
  // From here on, a key's count is where the next entry with that key goes.
  for (let slot = 0; slot < slots; slot++) {
    const at = counts.slot(keys[slot]!);
    offsets[slot] = total;
    total += next[at]!;
    next[at] = offsets[slot]!;
  }
  offsets[slots] = total;
  const entries = new Uint32Array(total);
  // Groups are runs of whole first bytes, so that a walk tells a group's positions from the
  // others by their first byte alone.
  const groups = new Uint8Array(256).fill(NO_GROUP);
  const firstSlots = [0];
  let largest = 0;
  for (let slot = 0; slot < slots;) {
    let end = slot + 1;
    while (end < slots && keys[end]! >>> 14 === keys[slot]! >>> 14) end++;
    const start = firstSlots[firstSlots.length - 1]!;
    if (slot > start && offsets[end]! - offsets[start]! > groupEntries) firstSlots.push(slot);
    for (let byte = 0; byte < 256; byte++) {
      if (byte !== TOKEN_END && squeeze(byte) === keys[slot]! >>> 14) {
        groups[byte] = firstSlots.length - 1;
      }
    }
    slot = end;
  }
  firstSlots.push(slots);
  for (let group = 0; group + 1 < firstSlots.length; group++) {
    const size = offsets[firstSlots[group + 1]!]! - offsets[firstSlots[group]!]!;
    largest = Math.max(largest, size);
  }
  const scratch = spares.lend(largest);
  const sorter = new BucketSorter(scratch);
  for (let group = 0; group + 1 < firstSlots.length; group++) {
    const first = firstSlots[group]!;
    const end = firstSlots[group + 1]!;
    sorter.place(store, pieceStarts, counts, entries, groups, group, offsets[first]!);
    for (let slot = first; slot < end; slot++) {
      sorter.sort(entries, offsets[slot]!, offsets[slot + 1]!, offsets[first]!);
    }
  }
  spares.giveBack(scratch);
  return { entries, pieceStarts, keys, offsets };
}

/** The group of TOKEN_END, and of first bytes no bucket has. */
const NO_GROUP = 255;

/** Places a group's entries and sorts each of its buckets by order key, then position. */
class BucketSorter {
  /** The order key of each entry of the group, by its place in `entries` less the group's start. */
  readonly #orderKeys: Uint32Array;
  #keys = new Uint32Array(0);
  #entries = new Uint32Array(0);
  readonly #counts = new Uint32Array(256);

  /** @param orderKeys Room for the order keys of the largest group. */
  constructor(orderKeys: Uint32Array) {
    this.#orderKeys = orderKeys;
  }

  /**
   * Walks the store in order and places every position of a group, with its order key;
   * positions land in each bucket in ascending order.
   *
   * @param groups The group of each byte, when it is the first byte of a position.
   * @param group The group to place.
   * @param groupStart Where its entries start.
   */
  place(
    store: Uint8Array,
    pieceStarts: Uint32Array,
    cursors: BucketCounts,
    entries: Uint32Array,
    groups: Uint8Array,
    group: number,
    groupStart: number,
  ): void {
    const orderKeys = this.#orderKeys;
    const next = cursors.values;
    const end = store.length;
    let piece = 0;
    let pieceEnd = pieceStarts[1] ?? end;
    for (let at = 0; at < end; at++) {
      if (groups[store[at]!] !== group) continue;
      while (pieceEnd <= at) pieceEnd = pieceStarts[++piece + 1] ?? end;
      const slot = next[cursors.slot(bucketKey(store, at, end))]!++;
      entries[slot] = piece << OFFSET_BITS | (at - pieceStarts[piece]!);
      orderKeys[slot - groupStart] = orderKey(store, at, end);
    }
  }

  /** Sorts one bucket, entries [from, to), by order key; a stable sort keeps positions ascending. */
  sort(entries: Uint32Array, from: number, to: number, groupStart: number): void {
    const count = to - from;
    if (count < 2) return;
    const keys = this.#orderKeys.subarray(from - groupStart, to - groupStart);
    const values = entries.subarray(from, to);
    if (count <= INSERTION_SORT_MAX) {
      for (let i = 1; i < count; i++) {
        const key = keys[i]!;
        const value = values[i]!;
        let j = i - 1;
        for (; j >= 0 && keys[j]! > key; j--) {
          keys[j + 1] = keys[j]!;
          values[j + 1] = values[j]!;
        }
        keys[j + 1] = key;
        values[j + 1] = value;
      }
      return;
    }
    if (this.#keys.length < count) {
      this.#keys = new Uint32Array(count);
      this.#entries = new Uint32Array(count);
    }
    let fromKeys: Uint32Array = keys;
    let fromValues: Uint32Array = values;
    let toKeys: Uint32Array = this.#keys.subarray(0, count);
    let toValues: Uint32Array = this.#entries.subarray(0, count);
    const counts = this.#counts;
    // Least significant byte first; a byte all keys share needs no pass.
    for (let shift = 0; shift < 32; shift += 8) {
      counts.fill(0);
      for (let i = 0; i < count; i++) counts[(fromKeys[i]! >>> shift) & 255]!++;
      if (counts[(fromKeys[0]! >>> shift) & 255] === count) continue;
      let sum = 0;
      for (let digit = 0; digit < 256; digit++) {
        const c = counts[digit]!;
        counts[digit] = sum;
        sum += c;
      }
      for (let i = 0; i < count; i++) {
        const key = fromKeys[i]!;
        const to = counts[(key >>> shift) & 255]!++;
        toKeys[to] = key;
        toValues[to] = fromValues[i]!;
      }
      const keysRead = fromKeys;
      fromKeys = toKeys;
      toKeys = keysRead;
      const valuesRead = fromValues;
      fromValues = toValues;
      toValues = valuesRead;
    }
    if (fromValues !== values) values.set(fromValues);
  }
}
