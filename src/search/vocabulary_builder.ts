/**
 * Builds the token vocabulary while the catalog is scanned: interns each token (one id per
 * distinct token, in order of first sight), then, once every field is known, ties each token
 * to its fields and sorts the suffixes of the store.
 *
 * @module
 */
import { buildBlockSets } from "./block_sets.ts";
import { TOKEN_END } from "./bytes.ts";
import { grow } from "./grow.ts";
import { cutPieces, sortSuffixes } from "./suffix_index.ts";
import { BUCKET_KEYS, bucketKey } from "./suffix_order.ts";
import type { TokenTable } from "./token_table.ts";
import { Vocabulary } from "./vocabulary.ts";

const FNV_PRIME = 0x01000193;

/**
 * Sizes inside the index, which tests shrink so that small catalogs reach every path (many
 * blocks, many sorting groups). Answers do not depend on them.
 */
export interface IndexShape {
  /** Suffix entries per block of field sets (`block_sets.ts`). */
  blockEntries?: number;
  /** The most order keys held at once while sorting suffixes (`suffix_index.ts`). */
  groupEntries?: number;
}

/** The hash of the empty token; extend it with {@link hashStep}. */
export const HASH_SEED: number = 0x811c9dc5 | 0;

/**
 * Extends a token hash (32-bit FNV-1a) by one byte.
 *
 * @param hash The hash so far, starting at {@link HASH_SEED}.
 * @param byte The next byte.
 * @returns The extended hash.
 */
export function hashStep(hash: number, byte: number): number {
  return Math.imul(hash ^ byte, FNV_PRIME);
}

/** Interns tokens into the store: each token's bytes, then TOKEN_END. */
export class VocabularyBuilder {
  #store = new Uint8Array(1 << 16);
  #used = 0;
  /** Where each token starts in the store; one extra entry ends the last. */
  #starts = new Uint32Array(1 << 12);
  #count = 0;
  /** Open addressing over pairs (hash, id + 1); an id of 0 marks a free entry. */
  #table = new Int32Array(1 << 14);
  /**
   * How many store positions have each bucket key (see `suffix_order.ts`), counted as tokens
   * arrive: their bytes are in cache then, and the suffix sort is spared a pass over the store.
   */
  #bucketCounts = new Uint32Array(BUCKET_KEYS);
  readonly #shape: IndexShape;

  /** @param shape Sizes inside the index (for tests). */
  constructor(shape: IndexShape = {}) {
    this.#shape = shape;
  }

  /**
   * The id of a token, adding it when new. Ids are 0, 1, 2, ... in order of first sight.
   *
   * @param token A buffer whose first `length` bytes are the token.
   * @param length The token's length, at least 1.
   * @param hash The token's hash (see {@link hashStep}).
   * @returns The token id.
   */
  intern(token: Uint8Array, length: number, hash: number): number {
    const table = this.#table;
    const mask = table.length - 2;
    let entry = (hash << 1) & mask;
    for (let id = table[entry + 1]! - 1; id !== -1; id = table[entry + 1]! - 1) {
      if (table[entry] === hash && this.holds(id, token, length)) return id;
      entry = (entry + 2) & mask;
    }
    const id = this.#add(token, length);
    table[entry] = hash;
    table[entry + 1] = id + 1;
    if (this.#count * 4 > table.length) this.#rehash();
    return id;
  }

  /**
   * Whether a token id stands for the given bytes.
   *
   * @param id A token id.
   * @param token A buffer whose first `length` bytes are the token.
   * @param length The token's length.
   * @returns `true` when they are the same token.
   */
  holds(id: number, token: Uint8Array, length: number): boolean {
    const store = this.#store;
    const start = this.#starts[id]!;
    // No token holds TOKEN_END, so matching bytes followed by it mean the same token.
    let i = 0;
    while (i < length && store[start + i] === token[i]) i++;
    return i === length && store[start + length] === TOKEN_END;
  }

  /** How many distinct tokens have been interned. */
  get tokenCount(): number {
    return this.#count;
  }

  /**
   * Freezes the vocabulary: sorts the suffixes of the store and ties them to fields. The
   * builder's working arrays are let go as soon as each is done with, before the larger arrays
   * of the next step are made: the build runs in one go, so they could not be collected later.
   *
   * @param table Which fields hold each interned token (see `token_table.ts`).
   * @param fieldCount How many fields there are (ids run from 0 to one less).
   * @returns The vocabulary; the builder must not be used afterwards.
   */
  build(table: TokenTable, fieldCount: number): Vocabulary {
    const store = this.#store.subarray(0, this.#used);
    this.#table = new Int32Array(0);
    const { pieceStarts, pieceTokens } = cutPieces(this.#starts.subarray(0, this.#count + 1));
    this.#starts = new Uint32Array(0);
    // Each piece's token becomes its token's field reference, in place.
    const pieceRefs = pieceTokens;
    for (let piece = 0; piece < pieceRefs.length; piece++) {
      pieceRefs[piece] = table.refs[pieceTokens[piece]!]!;
    }
    const { blockEntries, groupEntries } = this.#shape;
    const suffixes = sortSuffixes(store, pieceStarts, this.#bucketCounts, groupEntries);
    this.#bucketCounts = new Uint32Array(0);
    const blocks = buildBlockSets(
      suffixes,
      pieceRefs,
      table.fieldLists,
      fieldCount,
      blockEntries,
    );
    return new Vocabulary({
      store,
      suffixes,
      pieceRefs,
      fieldLists: table.fieldLists,
      blocks,
      fieldCount,
    });
  }

  #add(token: Uint8Array, length: number): number {
    const id = this.#count++;
    if (this.#count >= this.#starts.length) {
      this.#starts = grow(this.#starts, this.#starts.length * 2);
    }
    while (this.#used + length + 1 > this.#store.length) {
      this.#store = grow(this.#store, this.#store.length * 2);
    }
    this.#store.set(token.subarray(0, length), this.#used);
    this.#store[this.#used + length] = TOKEN_END;
    const end = this.#used + length;
    for (let at = this.#used; at < end; at++) {
      this.#bucketCounts[bucketKey(this.#store, at, end)]!++;
    }
    this.#starts[id] = this.#used;
    this.#used += length + 1;
    this.#starts[id + 1] = this.#used;
    return id;
  }

  #rehash(): void {
    const old = this.#table;
    const table = new Int32Array(old.length * 2);
    const mask = table.length - 2;
    for (let entry = 0; entry < old.length; entry += 2) {
      if (old[entry + 1] === 0) continue;
      let to = (old[entry]! << 1) & mask;
      while (table[to + 1] !== 0) to = (to + 2) & mask;
      table[to] = old[entry]!;
      table[to + 1] = old[entry + 1]!;
    }
    this.#table = table;
  }
}
