/**
 * Builds the token vocabulary while the catalog is scanned: interns each token (one id per
 * distinct token, in order of first sight); once every field is known, the scan's result
 * ({@link ScanParts}: plain arrays, which a worker can hand over) is frozen into a vocabulary:
 * the suffixes of the store are sorted and tied to fields.
 *
 * @module
 */
import { buildBlockSets } from "./block_sets.ts";
import { TOKEN_END } from "./bytes.ts";
import { grow, RESERVED } from "./grow.ts";
import { type Spare, Spares } from "./spares.ts";
import { BucketCounts, cutPieces, sortSuffixes } from "./suffix_index.ts";
import { bucketKey } from "./suffix_order.ts";
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

/** What scanning some fields gives, as arrays that can be sent from a worker. */
export interface ScanParts {
  /** Every distinct token, back to back, each followed by TOKEN_END. */
  store: Uint8Array;
  /** Where each token starts in the store, and one more: where the last one ends. */
  tokenStarts: Uint32Array;
  /** Which fields hold each token. */
  table: TokenTable;
  /** How many store positions have each bucket key (see `suffix_order.ts`). */
  bucketCounts: BucketCounts;
}

/**
 * Freezes a scan's result into a vocabulary: sorts the suffixes of the store and works out
 * the fields of blocks of them. The build runs in one go, so nothing let go during it is
 * collected before it ends: arrays are carved from `spares` where they can be.
 *
 * @param parts What the scan gave; its bucket counts are used up.
 * @param fieldCount How many fields there are (ids run from 0 to one less).
 * @param shape Sizes inside the index (for tests).
 * @param spares Buffers no longer needed, to carve arrays from.
 * @returns The vocabulary.
 */
export function freezeVocabulary(
  { store, tokenStarts, table, bucketCounts }: ScanParts,
  fieldCount: number,
  shape: IndexShape = {},
  spares: Spares = new Spares(),
): Vocabulary {
  const { pieceStarts, pieceTokens } = cutPieces(tokenStarts, spares);
  // Each piece's token becomes its token's field reference, in place.
  const pieceRefs = pieceTokens;
  for (let piece = 0; piece < pieceRefs.length; piece++) {
    pieceRefs[piece] = table.refs[pieceTokens[piece]!]!;
  }
  const { fieldLists } = table;
  const { blockEntries, groupEntries } = shape;
  const suffixes = sortSuffixes(store, pieceStarts, bucketCounts, { groupEntries, spares });
  const blocks = buildBlockSets(suffixes, pieceRefs, fieldLists, fieldCount, {
    entriesPerBlock: blockEntries,
    spares,
  });
  return new Vocabulary({ store, suffixes, pieceRefs, fieldLists, blocks, fieldCount });
}

/** Interns tokens into the store: each token's bytes, then TOKEN_END. */
export class VocabularyBuilder {
  #store = new Uint8Array(4 * RESERVED);
  #used = 0;
  /** Where each token starts in the store; one extra entry ends the last. */
  #starts = new Uint32Array(RESERVED);
  #count = 0;
  /**
   * Open addressing over token ids plus one (0 marks a free slot), at most half full. The
   * hashes are kept by token id rather than beside the ids: a table of pairs at the same load
   * is twice as large, and a large table outlives its use (see `token_table.ts`).
   */
  #table = new Int32Array(1 << 13);
  /** The hash of each token, by id. */
  #hashes = new Int32Array(RESERVED);
  /**
   * How many store positions have each bucket key (see `suffix_order.ts`), counted as tokens
   * arrive: their bytes are in cache then, and the suffix sort is spared a pass over the store.
   */
  readonly #bucketCounts = new BucketCounts();

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
    const hashes = this.#hashes;
    const mask = table.length - 1;
    let slot = hash & mask;
    for (let id = table[slot]! - 1; id !== -1; id = table[slot]! - 1) {
      if (hashes[id] === hash && this.holds(id, token, length)) return id;
      slot = (slot + 1) & mask;
    }
    const id = this.#add(token, length, hash);
    table[slot] = id + 1;
    if (this.#count * 2 > table.length) this.#rehash();
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
   * Ends the interning: gives the tokens and how their suffixes are spread over buckets, tied
   * to their fields, and lets everything else go.
   *
   * @param table Which fields hold each interned token (see `token_table.ts`).
   * @returns The scan's result, and the buffers of the interning table, free for reuse (see
   * `spares.ts`); the builder must not be used afterwards.
   */
  settle(table: TokenTable): { parts: ScanParts; spares: Spare[] } {
    const parts = {
      store: this.#store.subarray(0, this.#used),
      tokenStarts: this.#starts.subarray(0, this.#count + 1),
      table,
      bucketCounts: this.#bucketCounts,
    };
    const spares = [
      { buffer: this.#table.buffer, written: this.#table.byteLength },
      { buffer: this.#hashes.buffer, written: 4 * this.#count },
    ];
    this.#table = this.#hashes = new Int32Array(0);
    return { parts, spares };
  }

  #add(token: Uint8Array, length: number, hash: number): number {
    const id = this.#count++;
    if (this.#count >= this.#starts.length) {
      this.#starts = grow(this.#starts, this.#starts.length * 2);
    }
    if (id >= this.#hashes.length) this.#hashes = grow(this.#hashes, this.#hashes.length * 2);
    this.#hashes[id] = hash;
    while (this.#used + length + 1 > this.#store.length) {
      this.#store = grow(this.#store, this.#store.length * 2);
    }
    // Byte by byte: a view to copy from would be an object per token, all garbage.
    for (let i = 0; i < length; i++) this.#store[this.#used + i] = token[i]!;
    this.#store[this.#used + length] = TOKEN_END;
    const end = this.#used + length;
    for (let at = this.#used; at < end; at++) {
      this.#bucketCounts.add(bucketKey(this.#store, at, end));
    }
    this.#starts[id] = this.#used;
    this.#used += length + 1;
    this.#starts[id + 1] = this.#used;
    return id;
  }

  #rehash(): void {
    const table = new Int32Array(this.#table.length * 2);
    const mask = table.length - 1;
    for (let id = 0; id < this.#count; id++) {
      let slot = this.#hashes[id]! & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = id + 1;
    }
    this.#table = table;
  }
}
