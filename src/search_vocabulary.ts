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
 * the trigram index lists, for every trigram, the store offsets where it starts. A word's
 * occurrences are found one of two ways, whichever the list lengths say is cheaper: compare
 * the word's bytes at each place its rarest trigram allows, or merge the lists of the
 * trigrams at word offsets 0, 3, 6, ... and `length - 3`, which together cover every byte of
 * the word. A word never contains a space, so no match can run from one token into the next.
 * Trigram keys are exact for ASCII, so an ASCII word found by merging needs no byte check,
 * and a word of three ASCII bytes is simply its trigram's list.
 *
 * @module
 */
import { grow } from "./search_grow.ts";
import { type IdArray, type KeyedPostings, positionPostings } from "./search_postings.ts";

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
  /** Open addressing over pairs (hash, id + 1); an id of 0 marks a free entry. */
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
   * Freezes the vocabulary and indexes its trigrams.
   *
   * @returns The vocabulary; the builder must not be used afterwards.
   */
  build(): Vocabulary {
    const store = this.#store.slice(0, this.#used);
    const starts = this.#starts.slice(0, this.#count + 1);
    return new Vocabulary(
      store,
      starts,
      positionPostings(
        store.length,
        (at) =>
          store[at] === TOKEN_END || store[at + 1] === TOKEN_END || store[at + 2] === TOKEN_END
            ? -1
            : trigramKey(store, at),
      ),
    );
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

/** The store offsets of one trigram of a word, and its place in the word. */
interface TrigramList {
  shift: number;
  offsets: IdArray;
}

/**
 * How many merge steps one byte-by-byte check is taken to cost. A check reads the store at a
 * place of its own and often waits on memory (~100 ns); a merge step reads lists in order
 * (~5 ns). Measured on the benchmark catalog, 16 keeps checks for truly rare trigrams.
 */
const VERIFY_COST = 16;

/** Writes the word starts a trigram list implies (offset minus shift, when not negative). */
function copyStarts({ shift, offsets }: TrigramList, starts: Uint32Array): number {
  let count = 0;
  for (let i = 0; i < offsets.length; i++) {
    if (offsets[i]! >= shift) starts[count++] = offsets[i]! - shift;
  }
  return count;
}

/**
 * Keeps the first `count` starts `s` for which `offsets` holds `s + shift`, in place. Both
 * are ascending, so one forward pass over each suffices.
 */
function keepStarts(starts: Uint32Array, count: number, offsets: IdArray, shift: number): number {
  let kept = 0;
  let at = 0;
  for (let i = 0; i < count; i++) {
    const target = starts[i]! + shift;
    while (at < offsets.length && offsets[at]! < target) at++;
    if (at === offsets.length) break;
    if (offsets[at] === target) starts[kept++] = starts[i]!;
  }
  return kept;
}

/** The frozen vocabulary. */
export class Vocabulary {
  readonly #store: Uint8Array;
  readonly #starts: Uint32Array;
  readonly #trigrams: KeyedPostings;
  /** For each block of the store, the token holding its first byte. */
  readonly #blockTokens: Uint32Array;
  #buffer = new Uint32Array(0);

  /**
   * @param store All tokens back to back, each followed by a space.
   * @param starts Token `t` starts at `store[starts[t]]`; one extra entry ends the last.
   * @param trigrams Store offsets by trigram key.
   */
  constructor(store: Uint8Array, starts: Uint32Array, trigrams: KeyedPostings) {
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

  /**
   * An upper bound on the occurrences of a word, cheap to get: its rarest trigram's count.
   *
   * @param word A word in byte form, at least 3 bytes long.
   * @returns The bound; 0 when the word occurs nowhere.
   */
  estimate(word: Uint8Array): number {
    const lists = this.#trigramLists(word);
    return lists === undefined ? 0 : Math.min(...lists.map(({ offsets }) => offsets.length));
  }

  /**
   * The tokens containing a word.
   *
   * @param word A word in byte form, at least 3 bytes long.
   * @returns Ascending token ids, in a buffer that the next call overwrites.
   */
  tokensContaining(word: Uint8Array): Uint32Array {
    const lists = this.#trigramLists(word);
    if (lists === undefined) return new Uint32Array(0);
    const found = this.#wordStarts(word, lists);
    const count = found.length;
    // Word starts become the ids of the tokens holding them, in place (never more tokens).
    const blockTokens = this.#blockTokens;
    const tokenStarts = this.#starts;
    let tokens = 0;
    for (let i = 0; i < count; i++) {
      const start = found[i]!;
      let token = blockTokens[start >> BLOCK_BITS]!;
      while (tokenStarts[token + 1]! <= start) token++;
      if (tokens === 0 || found[tokens - 1] !== token) found[tokens++] = token;
    }
    return found.subarray(0, tokens);
  }

  /** Bytes held by the vocabulary and its trigram index. */
  get sizeBytes(): number {
    return this.#store.byteLength + this.#starts.byteLength + this.#trigrams.sizeBytes +
      this.#blockTokens.byteLength;
  }

  /** The offset list of every trigram of the word, by its place in the word; none if one is absent. */
  #trigramLists(word: Uint8Array): TrigramList[] | undefined {
    const lists = [];
    for (let shift = 0; shift + 3 <= word.length; shift++) {
      const slot = this.#trigrams.slotOf(trigramKey(word, shift));
      if (slot === -1) return undefined;
      lists.push({ shift, offsets: this.#trigrams.list(slot) });
    }
    return lists;
  }

  /**
   * The ascending store offsets where the word occurs.
   *
   * Two ways: compare the word's bytes at each start its rarest trigram allows (few steps,
   * but each may wait on memory), or merge the lists of the trigrams at word offsets 0, 3,
   * 6, ... and `length - 3`, which cover every byte of the word (more steps, all reading
   * memory in order). The cheaper one by list lengths is taken.
   *
   * @returns A view of a buffer that the next call overwrites.
   */
  #wordStarts(word: Uint8Array, lists: TrigramList[]): Uint32Array {
    const ascii = word.every((byte) => byte < 0x80);
    const rarest = lists.reduce((a, b) => b.offsets.length < a.offsets.length ? b : a);
    const covering = lists.filter(({ shift }) => shift % 3 === 0 || shift === word.length - 3);
    const mergeSteps = covering.reduce((sum, { offsets }) => sum + offsets.length, 0);
    let count: number;
    let found: Uint32Array;
    if (word.length === 3 && ascii) {
      // A word of three ASCII bytes is its own trigram, and ASCII trigram keys are exact.
      found = this.#scratch(rarest.offsets.length);
      count = copyStarts(rarest, found);
    } else if (rarest.offsets.length * VERIFY_COST <= mergeSteps) {
      found = this.#scratch(rarest.offsets.length);
      count = this.#keepOccurrences(word, found, copyStarts(rarest, found));
    } else {
      covering.sort((a, b) => a.offsets.length - b.offsets.length);
      const [lead, ...rest] = covering as [TrigramList, ...TrigramList[]];
      found = this.#scratch(lead.offsets.length);
      count = copyStarts(lead, found);
      for (const { shift, offsets } of rest) count = keepStarts(found, count, offsets, shift);
      // Keys of non-ASCII trigrams are shared, so such words are confirmed byte by byte.
      if (!ascii) count = this.#keepOccurrences(word, found, count);
    }
    return found.subarray(0, count);
  }

  /** Keeps the first `count` starts where the store holds `word`, in place. */
  #keepOccurrences(word: Uint8Array, starts: Uint32Array, count: number): number {
    const store = this.#store;
    let kept = 0;
    candidates: for (let i = 0; i < count; i++) {
      const start = starts[i]!;
      for (let j = 0; j < word.length; j++) if (store[start + j] !== word[j]) continue candidates;
      starts[kept++] = start;
    }
    return kept;
  }

  /** A buffer of at least `size` numbers, reused across calls (queries run one at a time). */
  #scratch(size: number): Uint32Array {
    if (this.#buffer.length < size) this.#buffer = new Uint32Array(size);
    return this.#buffer;
  }
}
