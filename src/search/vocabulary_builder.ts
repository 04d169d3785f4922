/**
 * Builds the token vocabulary while the catalog is scanned: interns each token (one id per
 * distinct token, in order of first sight), then, once every field is known, ties each token
 * to its fields and indexes the trigrams of the store.
 *
 * @module
 */
import { grow } from "./grow.ts";
import { PositionPostingsBuilder, type Postings } from "./postings.ts";
import { buildTokenTable } from "./token_table.ts";
import { TOKEN_END } from "./bytes.ts";
import { CONTEXT_BYTES, trigramContext, trigramKey, Vocabulary } from "./vocabulary.ts";

const FNV_PRIME = 0x01000193;

/**
 * The most memory the trigram contexts may take, as a share of the catalog's text (in
 * characters). Contexts make looking a word up cheaper where trigram lists are long, which is
 * in catalogs that repeat their words a lot; those are the catalogs where a context per
 * trigram occurrence costs little against the text. The generated 2,000-package catalog of the
 * benchmark has 0.14 trigram occurrences per character of text (contexts: 0.54 of the text),
 * the real 29-package corpus 0.18, the demo 0.30. Without contexts the index stays within 3x
 * its text on every catalog tested; with them, within 2x where they are kept.
 */
const CONTEXTS_SHARE = 0.6;

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
  /** Store offsets by trigram key, counted as tokens arrive (their bytes are in cache then). */
  readonly #trigrams = new PositionPostingsBuilder();

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

  /**
   * Freezes the vocabulary: indexes the trigrams of the store and ties tokens to fields.
   *
   * @param fieldsByToken Field ids by token id; every interned token has some.
   * @param fieldCount How many fields there are (ids run from 0 to one less).
   * @param textLength How many characters the fields hold, all told.
   * @returns The vocabulary; the builder must not be used afterwards.
   */
  build(fieldsByToken: Postings, fieldCount: number, textLength: number): Vocabulary {
    const store = this.#store.slice(0, this.#used);
    const starts = this.#starts.subarray(0, this.#count + 1);
    const table = buildTokenTable(fieldsByToken, this.#count);
    const withContexts = CONTEXT_BYTES * this.#trigrams.total <= CONTEXTS_SHARE * textLength;
    // Each trigram offset is tagged with its token's field reference (and its context).
    const trigrams = this.#trigrams.build(
      (visit) => {
        for (let id = 0; id < this.#count; id++) {
          const ref = table.refs[id]!;
          // A token's last trigram starts 3 bytes before its TOKEN_END.
          for (let at = starts[id]!; at + 4 <= starts[id + 1]!; at++) {
            visit(at, trigramKey(store, at), ref, withContexts ? trigramContext(store, at) : 0);
          }
        }
      },
      table.maxRef,
      withContexts,
    );
    return new Vocabulary(store, table, trigrams, fieldCount);
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
    for (let at = this.#used; at + 3 <= this.#used + length; at++) {
      this.#trigrams.count(at, trigramKey(this.#store, at));
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
