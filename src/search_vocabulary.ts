/**
 * The token vocabulary of the search index: every distinct token of the catalog in byte form
 * (see `search_bytes.ts`), and a positional trigram index that finds the tokens containing a
 * word.
 *
 * A token is a maximal run of non-separator characters of a folded field. A query word holds
 * no separator, so it occurs in a field exactly when it occurs inside one of the field's
 * tokens: the vocabulary answers "which tokens contain this word" once for the whole catalog,
 * and the token postings turn the answer into fields. No field text is kept or scanned.
 *
 * The tokens are stored back to back, each followed by a space (which no token contains), and
 * the trigram index lists, for every trigram, the store offsets where it starts. A word of `n`
 * bytes occurs at offset `o` when its trigrams at word offsets 0, 3, 6, ... and `n - 3` all
 * occur at `o` plus that offset: together they cover every byte of the word, and none of them
 * can straddle the space between two tokens. Trigram keys are exact for ASCII, so an ASCII
 * word is found without reading a single token byte; other words are confirmed byte by byte.
 *
 * @module
 */
import { grow } from "./search_grow.ts";
import { lowerBound } from "./search_intersect.ts";
import { type IdArray, positionPostings, type Postings } from "./search_postings.ts";

const FNV_PRIME = 0x01000193;
const TOKEN_END = 0x20;
/** Store offsets are grouped in blocks of 2^5 bytes to find the token holding an offset. */
const BLOCK_BITS = 5;

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

/**
 * The 21-bit key of the trigram starting at `at`. Each byte is squeezed into 7 bits: ASCII
 * stays, other bytes share the 26 slots of the uppercase letters, which folded text never
 * contains. Keys are thus exact for ASCII trigrams and a filter otherwise.
 */
function trigramKey(bytes: Uint8Array, at: number): number {
  return (squeeze(bytes[at]!) << 14) | (squeeze(bytes[at + 1]!) << 7) | squeeze(bytes[at + 2]!);
}

function squeeze(byte: number): number {
  return byte < 0x80 ? byte : 0x41 + byte % 26;
}

/** Interns tokens while the catalog is scanned. */
export class VocabularyBuilder {
  #store = new Uint8Array(1 << 16);
  #used = 0;
  #starts = new Uint32Array(1 << 12);
  #count = 0;
  /** Open addressing; each entry is a pair (hash, id + 1), 0 marking an empty entry. */
  #table = new Int32Array(1 << 14);

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
      if (table[entry] === hash && this.#equals(id, token, length)) return id;
      entry = (entry + 2) & mask;
    }
    const id = this.#add(token, length);
    table[entry] = hash;
    table[entry + 1] = id + 1;
    if (this.#count * 4 > table.length) this.#rehash();
    return id;
  }

  /**
   * Freezes the vocabulary and indexes its trigrams.
   *
   * @returns The vocabulary; the builder must not be used afterwards.
   */
  build(): Vocabulary {
    const store = this.#store.slice(0, this.#used);
    const starts = this.#starts.slice(0, this.#count + 1);
    const keys = new Int32Array(store.length).fill(-1);
    for (let at = 0; at + 2 < store.length; at++) {
      if (store[at] !== TOKEN_END && store[at + 1] !== TOKEN_END && store[at + 2] !== TOKEN_END) {
        keys[at] = trigramKey(store, at);
      }
    }
    return new Vocabulary(store, starts, positionPostings(keys));
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
    this.#starts[id] = this.#used;
    this.#used += length + 1;
    this.#starts[id + 1] = this.#used;
    return id;
  }

  #equals(id: number, token: Uint8Array, length: number): boolean {
    const start = this.#starts[id]!;
    if (this.#starts[id + 1]! - start !== length + 1) return false;
    const store = this.#store;
    for (let i = 0; i < length; i++) if (store[start + i] !== token[i]) return false;
    return true;
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

/** The frozen vocabulary. */
export class Vocabulary {
  readonly #store: Uint8Array;
  readonly #starts: Uint32Array;
  readonly #trigrams: Postings;
  /** For each block of the store, the token holding its first byte. */
  readonly #blockTokens: Uint32Array;

  /**
   * @param store All tokens back to back, each followed by a space.
   * @param starts Token `t` starts at `store[starts[t]]`; one extra entry ends the last.
   * @param trigrams Store offsets by trigram key.
   */
  constructor(store: Uint8Array, starts: Uint32Array, trigrams: Postings) {
    this.#store = store;
    this.#starts = starts;
    this.#trigrams = trigrams;
    this.#blockTokens = new Uint32Array((store.length >> BLOCK_BITS) + 1);
    let token = 0;
    for (let block = 0; block < this.#blockTokens.length; block++) {
      while (token < starts.length - 2 && starts[token + 1]! <= block << BLOCK_BITS) token++;
      this.#blockTokens[block] = token;
    }
  }

  /** Number of distinct tokens. */
  get size(): number {
    return this.#starts.length - 1;
  }

  /**
   * The tokens containing a word.
   *
   * @param word A word in byte form, at least 3 bytes long.
   * @returns Ascending token ids.
   */
  tokensContaining(word: Uint8Array): number[] {
    const lists: { shift: number; offsets: IdArray }[] = [];
    for (let shift = 0;; shift = Math.min(shift + 3, word.length - 3)) {
      const slot = this.#trigrams.slotOf(trigramKey(word, shift));
      if (slot === -1) return [];
      lists.push({ shift, offsets: this.#trigrams.list(slot) });
      if (shift === word.length - 3) break;
    }
    lists.sort((a, b) => a.offsets.length - b.offsets.length);
    const [{ shift: leadShift, offsets: lead }, ...rest] = lists as [typeof lists[0]];
    const cursors = new Int32Array(rest.length);
    const ascii = word.every((byte) => byte < 0x80);
    const blockTokens = this.#blockTokens;
    const starts = this.#starts;
    const tokens: number[] = [];
    let last = -1;
    candidates: for (let i = 0; i < lead.length; i++) {
      const start = lead[i]! - leadShift;
      for (let k = 0; k < rest.length; k++) {
        const { shift, offsets } = rest[k]!;
        const at = lowerBound(offsets, start + shift, cursors[k]!);
        cursors[k] = at;
        if (offsets[at] !== start + shift) continue candidates;
      }
      if (!ascii && !this.#occursAt(word, start)) continue;
      let token = blockTokens[start >> BLOCK_BITS]!;
      while (starts[token + 1]! <= start) token++;
      if (token !== last) tokens.push(last = token);
    }
    return tokens;
  }

  /** Bytes held by the vocabulary and its trigram index. */
  get sizeBytes(): number {
    return this.#store.byteLength + this.#starts.byteLength + this.#trigrams.sizeBytes +
      this.#blockTokens.byteLength;
  }

  #occursAt(word: Uint8Array, start: number): boolean {
    for (let i = 0; i < word.length; i++) if (this.#store[start + i] !== word[i]) return false;
    return true;
  }
}
