/**
 * The fields of blocks of consecutive suffix index entries, worked out once. A word's places
 * are one run of entries (see `suffix_index.ts`); its fields are those of the blocks the run
 * covers whole, plus those of the entries at either end. A word in a million places (`e`,
 * `ion`) thus costs a few hundred set unions and at most two blocks' worth of entries instead
 * of a million: no word's cost grows past that, however common it is.
 *
 * Blocks hold up to {@link BLOCK_ENTRIES} entries. They never straddle two runs of two-byte
 * prefixes, and a large bucket (the run of a three-byte word, see `suffix_order.ts`) has
 * blocks of its own, so the run of a word of up to three bytes is made of whole blocks, with no
 * entries at the ends, unless it is small. Each first byte also has the set of its whole run,
 * so that the commonest words of all (`e`, `a`) cost one union.
 *
 * A set is kept as field ids, or as one bit per field when that is smaller, each in an array of
 * its own carved from the build's spare buffers (`spares.ts`): the sets are not known in number
 * or size until they are all made, and arrays that grow as they go would leave garbage behind
 * that nothing collects before the build ends. The run of a rare
 * two-byte prefix is one block without a set (its entries are read instead: there are few),
 * small buckets share blocks, and a small catalog has no sets at all.
 *
 * @module
 */
import { addEntryFields, countFields, wordsFor } from "./field_bits.ts";
import { type IdArray, idArray } from "./id_array.ts";
import { Spares } from "./spares.ts";

/** The most entries a block has. */
const BLOCK_ENTRIES = 8192;

/** How many first bytes a bucket key can start with (7 bits, see `suffix_order.ts`). */
const FIRST_BYTES = 128;

/** Below this many blocks' worth of entries, an index has no sets: reading them is as quick. */
const MIN_BLOCKS = 4;

/**
 * A bucket with fewer entries than a block over this shares its block with its neighbours; a
 * two-byte prefix with so few has one block without a set.
 */
const SPARSE_SHARE = 8;

/** The arrays block sets are made of. */
export interface BlockSetArrays {
  /** Where each block starts among the entries, and one more: where the last one ends. */
  readonly blockStarts: Uint32Array;
  /**
   * The sets: each block's, then each first byte's. A set is its field ids (16 or 32 bits), or
   * one bit per field (an `Int32Array` of {@link wordsFor} words); `null` for a block without.
   */
  readonly sets: readonly (IdArray | Int32Array | null)[];
  /** The set of each first byte's run, or -1. */
  readonly firstByteSets: Int32Array;
}

/** Field sets of blocks of entries, read-only. */
export class BlockSets implements BlockSetArrays {
  readonly blockStarts: Uint32Array;
  readonly sets: readonly (IdArray | Int32Array | null)[];
  readonly firstByteSets: Int32Array;

  /** @param arrays The sets. */
  constructor(arrays: BlockSetArrays) {
    this.blockStarts = arrays.blockStarts;
    this.sets = arrays.sets;
    this.firstByteSets = arrays.firstByteSets;
  }

  /** Bytes held by the arrays. */
  get sizeBytes(): number {
    return this.sets.reduce(
      (bytes, set) => bytes + (set?.byteLength ?? 0),
      this.blockStarts.byteLength + this.firstByteSets.byteLength,
    );
  }

  /**
   * Adds the fields of the entries [lo, hi) to a set: those of the blocks they cover whole,
   * from here, and `addEntries` for the rest.
   *
   * @param target The set, as bits.
   * @param lo The first entry.
   * @param hi One past the last entry.
   * @param addEntries Adds the fields of the entries [from, to).
   */
  addRun(
    target: Int32Array,
    lo: number,
    hi: number,
    addEntries: (from: number, to: number) => void,
  ): void {
    const { first, end } = this.#wholeBlocks(lo, hi);
    if (first >= end) {
      addEntries(lo, hi);
      return;
    }
    addEntries(lo, this.blockStarts[first]!);
    for (let block = first; block < end; block++) {
      if (this.sets[block] === null) {
        addEntries(this.blockStarts[block]!, this.blockStarts[block + 1]!);
      } else this.#addSet(target, block);
    }
    addEntries(this.blockStarts[end]!, hi);
  }

  /**
   * A bound on the work {@link BlockSets.addRun} does, in entries read, a set counting as
   * `setCost` entries.
   *
   * @param lo The first entry.
   * @param hi One past the last entry.
   * @param setCost What adding one set costs.
   * @returns The bound.
   */
  runCost(lo: number, hi: number, setCost: number): number {
    const { first, end } = this.#wholeBlocks(lo, hi);
    let cost = hi - lo;
    for (let block = first; block < end; block++) {
      if (this.sets[block] === null) continue;
      cost -= this.blockStarts[block + 1]! - this.blockStarts[block]! - setCost;
    }
    return cost;
  }

  /**
   * Whether a first byte has a set: every first byte some entry has does, but in a catalog
   * too small to have sets.
   *
   * @param byte The first byte, squeezed (see `suffix_order.ts`).
   * @returns Whether {@link BlockSets.addFirstByte} can add its fields.
   */
  hasFirstByte(byte: number): boolean {
    return this.firstByteSets[byte]! >= 0;
  }

  /**
   * Adds the fields of every entry whose bucket key starts with a byte that has a set.
   *
   * @param target The set, as bits.
   * @param byte The first byte, squeezed.
   */
  addFirstByte(target: Int32Array, byte: number): void {
    this.#addSet(target, this.firstByteSets[byte]!);
  }

  /** The blocks inside [lo, hi): from `first` up to (not including) `end`. */
  #wholeBlocks(lo: number, hi: number): { first: number; end: number } {
    const starts = this.blockStarts;
    let low = 0;
    let high = starts.length - 1;
    // The first block that starts at lo or later.
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! < lo) low = middle + 1;
      else high = middle;
    }
    const first = low;
    high = starts.length - 1;
    // The first block that ends after hi: the blocks before it end at hi or earlier.
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle + 1]! <= hi) low = middle + 1;
      else high = middle;
    }
    return { first, end: low };
  }

  /** Adds set `set` to a set of bits. */
  #addSet(target: Int32Array, set: number): void {
    const fields = this.sets[set]!;
    if (fields instanceof Int32Array) {
      for (let i = 0; i < fields.length; i++) target[i]! |= fields[i]!;
      return;
    }
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      target[field >>> 5]! |= 1 << (field & 31);
    }
  }
}

/**
 * Cuts the entries into blocks and works out the field set of each, and of each first byte.
 *
 * @param suffixes The suffix index's entries (`piece << 8 | offset`), bucket keys and bucket
 * offsets.
 * @param pieceRefs The field reference of each piece's token.
 * @param fieldLists The token table's field lists.
 * @param fieldCount How many fields there are.
 * @param options `entriesPerBlock`: the most entries a block has; `spares`: buffers to carve the
 * sets from.
 * @returns The sets.
 */
export function buildBlockSets(
  suffixes: { entries: Uint32Array; keys: Uint32Array; offsets: Uint32Array },
  pieceRefs: Uint32Array,
  fieldLists: IdArray,
  fieldCount: number,
  { entriesPerBlock = BLOCK_ENTRIES, spares = new Spares() }: {
    entriesPerBlock?: number | undefined;
    spares?: Spares;
  } = {},
): BlockSets {
  const { entries, keys, offsets } = suffixes;
  const writer = new SetWriter(fieldCount, spares);
  const blockStarts: number[] = [];
  if (entries.length < MIN_BLOCKS * entriesPerBlock) {
    const none = new Int32Array(FIRST_BYTES).fill(-1);
    return new BlockSets({
      blockStarts: Uint32Array.of(0, entries.length),
      sets: [null],
      firstByteSets: none,
    });
  }
  const firstByteSets = new Int32Array(FIRST_BYTES).fill(-1);
  // Written after all the blocks, so that block b is set b.
  const ofFirstBytes: { byte: number; set: Int32Array }[] = [];
  let ofFirstByte = new Int32Array(writer.words);
  const small = entriesPerBlock / SPARSE_SHARE;
  const addBlock = (lo: number, hi: number, withSet: boolean) => {
    const scratch = writer.clear();
    addEntryFields(scratch, entries, lo, hi, pieceRefs, fieldLists);
    blockStarts.push(lo);
    if (withSet) writer.write();
    else writer.skip();
    for (let i = 0; i < scratch.length; i++) ofFirstByte[i]! |= scratch[i]!;
  };
  for (let slot = 0; slot < keys.length;) {
    // The buckets of one two-byte prefix.
    let end = slot + 1;
    while (end < keys.length && keys[end]! >>> 7 === keys[slot]! >>> 7) end++;
    if (offsets[end]! - offsets[slot]! < small) addBlock(offsets[slot]!, offsets[end]!, false);
    else {
      // A large bucket (the run of a three-byte word) is cut into blocks of its own; runs of
      // small ones are packed together.
      let packed = offsets[slot]!;
      for (let bucket = slot; bucket < end; bucket++) {
        const lo = offsets[bucket]!;
        const hi = offsets[bucket + 1]!;
        if (hi - lo < small && hi - packed <= entriesPerBlock) continue;
        if (packed < lo) addBlock(packed, lo, true);
        if (hi - lo < small) {
          packed = lo;
          continue;
        }
        for (let from = lo; from < hi; from += entriesPerBlock) {
          addBlock(from, Math.min(from + entriesPerBlock, hi), true);
        }
        packed = hi;
      }
      if (packed < offsets[end]!) addBlock(packed, offsets[end]!, true);
    }
    const byte = keys[slot]! >>> 14;
    if (end === keys.length || keys[end]! >>> 14 !== byte) {
      ofFirstBytes.push({ byte, set: ofFirstByte });
      ofFirstByte = new Int32Array(writer.words);
    }
    slot = end;
  }
  blockStarts.push(entries.length);
  ofFirstBytes.forEach(({ byte, set }, i) => {
    firstByteSets[byte] = blockStarts.length - 1 + i;
    writer.clear().set(set);
    writer.write();
  });
  return new BlockSets({
    blockStarts: Uint32Array.from(blockStarts),
    sets: writer.sets,
    firstByteSets,
  });
}

/** Writes sets one after another, each as a list or as bits, whichever is smaller. */
class SetWriter {
  readonly words: number;
  readonly #scratch: Int32Array;
  readonly #fieldCount: number;
  /** The bytes a field id takes in a list. */
  readonly #idBytes: number;
  readonly #spares: Spares;
  /** The sets written, in order. */
  readonly sets: (IdArray | Int32Array | null)[] = [];

  constructor(fieldCount: number, spares: Spares) {
    this.words = wordsFor(fieldCount);
    this.#scratch = new Int32Array(this.words);
    this.#fieldCount = fieldCount;
    this.#idBytes = idArray(fieldCount - 1, 0).BYTES_PER_ELEMENT;
    this.#spares = spares;
  }

  /** The empty scratch set that {@link SetWriter.write} writes next. */
  clear(): Int32Array {
    return this.#scratch.fill(0);
  }

  /** Writes no set: the next set number stands for a block without one. */
  skip(): void {
    this.sets.push(null);
  }

  /** Writes the scratch set as the next set. */
  write(): void {
    const scratch = this.#scratch;
    const count = countFields(scratch);
    if (count * this.#idBytes >= scratch.byteLength) {
      const bits = this.#spares.int32(scratch.length);
      bits.set(scratch);
      this.sets.push(bits);
      return;
    }
    const ids = this.#spares.ids(this.#fieldCount - 1, count);
    let at = 0;
    for (let i = 0; i < scratch.length; i++) {
      for (let word = scratch[i]!; word !== 0; word &= word - 1) {
        ids[at++] = i << 5 | (31 - Math.clz32(word & -word));
      }
    }
    this.sets.push(ids);
  }
}
