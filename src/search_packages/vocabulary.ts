/**
 * The token vocabulary of the search index, query side: which fields hold a word.
 *
 * A token is a maximal run of non-separator characters of a folded field. A query word holds
 * no separator, so it occurs in a field exactly when it occurs inside one of the field's
 * tokens: the vocabulary answers "which tokens contain this word" once for the whole catalog,
 * then reads off those tokens' fields. No field text is kept or scanned.
 *
 * Every distinct token is stored once, in byte form (see `bytes.ts`), followed by TOKEN_END (a
 * space, which no token contains). The suffix index (`suffix_index.ts`) orders every position
 * of the store by the seven bytes that start there, so the places of a word of up to seven
 * bytes are one run of its entries, found by binary search: `a`, `ui`, `ion` and `server` alike,
 * with nothing to check. The fields of a run are those of the blocks it covers whole (worked out
 * once, `block_sets.ts`) and those of the entries at its ends, so even a word in a million
 * places costs a bounded amount. A longer word is cut into windows of seven bytes that cover
 * it; the places of its rarest window are kept where every other window follows at the right
 * distance (positions in a run ascend, so each window is one merge).
 *
 * Bucket keys squeeze non-ASCII bytes (see `suffix_order.ts`), so where a word has one among
 * the first three bytes of a window, the places found are checked byte by byte in the store.
 *
 * @module
 */
import { type BlockSetArrays, BlockSets } from "./block_sets.ts";
import { addEntryFields, wordsFor } from "./field_bits.ts";
import type { IdArray } from "./id_array.ts";
import { type SuffixArrays, SuffixIndex } from "./suffix_index.ts";
import { BUCKET_BYTES, ORDER_BYTES, squeeze } from "./suffix_order.ts";

/** A word found in the vocabulary. */
export interface WordLookup {
  /** How many places in the vocabulary's tokens the word has: rarer words go first. */
  readonly occurrences: number;
  /** A bound on the work {@link WordLookup.addFields} does, in entries read. */
  readonly cost: number;
  /**
   * Adds the fields holding the word to a set.
   *
   * @param target The set, as bits (see `field_bits.ts`).
   */
  addFields(target: Int32Array): void;
}

/** The arrays and numbers a vocabulary is made of (see `vocabulary_builder.ts`). */
export interface VocabularyParts {
  /** All tokens back to back, each followed by TOKEN_END. */
  store: Uint8Array;
  /** The suffix index of the store. */
  suffixes: SuffixArrays;
  /** The field reference of each piece's token (see `token_table.ts`). */
  pieceRefs: Uint32Array;
  /** The field lists that references point into. */
  fieldLists: IdArray;
  /** The fields of each block of suffix entries. */
  blocks: BlockSetArrays;
  /** How many fields there are. */
  fieldCount: number;
}

/** The frozen vocabulary. */
export class Vocabulary {
  readonly #parts: VocabularyParts;
  readonly #suffixes: SuffixIndex;
  readonly #blocks: BlockSets;
  /** What one block's set costs to add, in entries: a bit set is a word per 32 fields. */
  readonly #setCost: number;

  /** @param parts What the vocabulary is made of. */
  constructor(parts: VocabularyParts) {
    this.#parts = parts;
    this.#suffixes = new SuffixIndex(parts.store, parts.suffixes);
    this.#blocks = new BlockSets(parts.blocks);
    this.#setCost = Math.max(1, wordsFor(parts.fieldCount) >>> 3);
  }

  /** Bytes held by the vocabulary: store, suffix index, references, field lists, blocks. */
  get sizeBytes(): number {
    const { store, pieceRefs, fieldLists } = this.#parts;
    return store.byteLength + this.#suffixes.sizeBytes + pieceRefs.byteLength +
      fieldLists.byteLength + this.#blocks.sizeBytes;
  }

  /**
   * Looks a word up.
   *
   * @param word A word in byte form.
   * @returns The word's lookup, or `undefined` when the word occurs nowhere.
   */
  lookUp(word: Uint8Array): WordLookup | undefined {
    if (word.length <= ORDER_BYTES && isAscii(word, 0, Math.min(BUCKET_BYTES, word.length))) {
      const { lo, hi } = this.#suffixes.run(word, 0, word.length);
      if (lo === hi) return undefined;
      const byte = squeeze(word[0]!);
      if (word.length === 1 && this.#blocks.hasFirstByte(byte)) {
        // Every place of a one-byte word: its first byte's set.
        return {
          occurrences: hi - lo,
          cost: this.#setCost,
          addFields: (target) => this.#blocks.addFirstByte(target, byte),
        };
      }
      return {
        occurrences: hi - lo,
        cost: this.#blocks.runCost(lo, hi, this.#setCost),
        addFields: (target) => this.#addRun(target, lo, hi),
      };
    }
    const entries = this.#placesOf(word);
    if (entries.length === 0) return undefined;
    return {
      occurrences: entries.length,
      cost: entries.length,
      addFields: (target) => this.#addEntries(target, entries, 0, entries.length),
    };
  }

  /** The entries [lo, hi) are one run: whole blocks from the block sets, the ends one by one. */
  #addRun(target: Int32Array, lo: number, hi: number): void {
    const entries = this.#parts.suffixes.entries;
    this.#blocks.addRun(target, lo, hi, (from, to) => this.#addEntries(target, entries, from, to));
  }

  /** Adds the fields of the tokens of some entries. */
  #addEntries(target: Int32Array, entries: Uint32Array, from: number, to: number): void {
    const { pieceRefs, fieldLists } = this.#parts;
    addEntryFields(target, entries, from, to, pieceRefs, fieldLists);
  }

  /**
   * The places of a word that no single run gives exactly: one entry per place, in a new
   * array. Windows of seven bytes cover the word (one, for a word of up to seven bytes).
   */
  #placesOf(word: Uint8Array): Uint32Array {
    const suffixes = this.#suffixes;
    const windows: { from: number; lo: number; hi: number }[] = [];
    for (let from = 0;; from += ORDER_BYTES) {
      const start = Math.max(0, Math.min(from, word.length - ORDER_BYTES));
      const length = Math.min(ORDER_BYTES, word.length);
      const run = suffixes.run(word, start, length);
      if (run.lo === run.hi) return new Uint32Array(0);
      windows.push({ from: start, ...run });
      if (start + length >= word.length) break;
    }
    windows.sort((a, b) => (a.hi - a.lo) - (b.hi - b.lo));
    const seed = windows[0]!;
    const entries = suffixes.entries;
    let count = 0;
    const found = new Uint32Array(seed.hi - seed.lo);
    const starts = new Float64Array(found.length);
    for (let i = seed.lo; i < seed.hi; i++) {
      const start = suffixes.position(entries[i]!) - seed.from;
      if (start < 0) continue;
      found[count] = entries[i]!;
      starts[count++] = start;
    }
    for (let w = 1; w < windows.length && count > 0; w++) {
      count = this.#keepFollowed(found, starts, count, windows[w]!);
    }
    if (!isAscii(word, 0, word.length)) count = this.#keepHolding(found, starts, count, word);
    return found.slice(0, count);
  }

  /**
   * Keeps the first `count` places (`starts`, ascending) at which a window's run has an entry
   * `window.from` bytes further on; both are ascending, so one merge does.
   */
  #keepFollowed(
    found: Uint32Array,
    starts: Float64Array,
    count: number,
    { from, lo, hi }: { from: number; lo: number; hi: number },
  ): number {
    const suffixes = this.#suffixes;
    const entries = suffixes.entries;
    let kept = 0;
    let at = lo;
    if (hi - lo > count * SEARCH_OVER_MERGE) {
      // A long run and few places: look each one up instead of walking the run.
      for (let i = 0; i < count; i++) {
        const wanted = starts[i]! + from;
        let low = at;
        let high = hi;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (suffixes.position(entries[middle]!) < wanted) low = middle + 1;
          else high = middle;
        }
        at = low;
        if (at < hi && suffixes.position(entries[at]!) === wanted) {
          found[kept] = found[i]!;
          starts[kept++] = starts[i]!;
        }
      }
      return kept;
    }
    for (let i = 0; i < count && at < hi; i++) {
      const wanted = starts[i]! + from;
      while (at < hi && suffixes.position(entries[at]!) < wanted) at++;
      if (at < hi && suffixes.position(entries[at]!) === wanted) {
        found[kept] = found[i]!;
        starts[kept++] = starts[i]!;
      }
    }
    return kept;
  }

  /** Keeps the first `count` places where the store holds the whole word. */
  #keepHolding(found: Uint32Array, starts: Float64Array, count: number, word: Uint8Array): number {
    const store = this.#parts.store;
    let kept = 0;
    places: for (let i = 0; i < count; i++) {
      const start = starts[i]!;
      for (let j = 0; j < word.length; j++) if (store[start + j] !== word[j]) continue places;
      found[kept] = found[i]!;
      starts[kept++] = start;
    }
    return kept;
  }
}

/**
 * How many entries of a window's run one binary search is worth: it reads the store's piece
 * table at places of its own, a merge reads the run in order.
 */
const SEARCH_OVER_MERGE = 32;

function isAscii(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i]! >= 0x80) return false;
  return true;
}
