/**
 * The token vocabulary of the search index, query side: which fields hold a word.
 *
 * A token is a maximal run of non-separator characters of a folded field. A query word holds
 * no separator, so it occurs in a field exactly when it occurs inside one of the field's
 * tokens: the vocabulary answers "which tokens contain this word" once for the whole catalog,
 * then reads off those tokens' fields. No field text is kept or scanned.
 *
 * Every distinct token is stored once, in byte form (see `bytes.ts`), followed by a
 * space (which no token contains); the trigram index lists, for every trigram, the store
 * offsets where it starts. A word's occurrences are found one of two ways, whichever the list
 * lengths say is cheaper: compare the word's bytes at each place its rarest trigram allows, or
 * merge the lists of the trigrams at word offsets 0, 3, 6, ... and `length - 3`, which
 * together cover every byte of the word. A word never contains a space, so no match can run
 * from one token into the next. Trigram keys are exact for ASCII, so an ASCII word found by
 * merging needs no byte check, and a word of three ASCII bytes is simply its trigram's list.
 *
 * A word of one or two bytes has no trigram and sits inside a large share of all tokens, so
 * no per-token route is cheap for it. Its fields are found instead by one pass over the store
 * the first time the word is asked for, and kept: such queries are rare, and building those
 * lists for every byte and byte pair up front would cost more than the rest of the index.
 *
 * @module
 */
import { grow } from "./grow.ts";
import type { IdArray, KeyedPostings, Postings } from "./postings.ts";

/** Ends a token in the store; a space, which no token contains. */
export const TOKEN_END = 0x20;
/** Store offsets are grouped in blocks of 2^5 bytes to find the token holding an offset. */
const BLOCK_BITS = 5;

/**
 * The 21-bit key of the trigram starting at `at`. Each byte is squeezed into 7 bits: ASCII
 * stays, other bytes share the 26 slots of the uppercase letters, which folded text never
 * contains. Keys are thus exact for ASCII trigrams and a filter otherwise.
 *
 * @param bytes Bytes of a token or word.
 * @param at Where the trigram starts; two more bytes must follow.
 * @returns The key.
 */
export function trigramKey(bytes: Uint8Array, at: number): number {
  return (squeeze(bytes[at]!) << 14) | (squeeze(bytes[at + 1]!) << 7) | squeeze(bytes[at + 2]!);
}

function squeeze(byte: number): number {
  return byte < 0x80 ? byte : 0x41 + byte % 26;
}

/** A word found in the vocabulary's trigram index. */
export interface WordLookup {
  /** An upper bound on the word's occurrences, cheap to get: its rarest trigram's count. */
  readonly estimate: number;
  /**
   * The fields holding the word.
   *
   * @returns Field ids, each field once per token of it holding the word, in a buffer that
   * the next lookup's `fields()` overwrites.
   */
  fields(): Uint32Array;
}

/** The frozen vocabulary. */
export class Vocabulary {
  readonly #store: Uint8Array;
  /**
   * Two numbers per token, then the store's length: where the token starts in the store, and
   * its fields: `2f + 1` for the single field `f` (most tokens have one), or `2p` for a list
   * in `#fieldLists` at `p` (its length, then the field ids). Keeping both side by side means
   * that finding the token of a store offset also fetches its fields.
   */
  readonly #tokens: Uint32Array;
  readonly #fieldLists: IdArray;
  readonly #trigrams: KeyedPostings;
  /** For each block of the store, the token holding its first byte. */
  readonly #blockTokens: Uint32Array;
  readonly #fieldCount: number;
  /** The field lists of the one- and two-byte words asked for so far, `null` when absent. */
  readonly #shortWords = new Map<number, IdArray | null>();
  #starts = new Uint32Array(0);
  #fields = new Uint32Array(0);

  /**
   * @param store All tokens back to back, each followed by TOKEN_END.
   * @param starts Token `t` starts at `store[starts[t]]`; one extra entry ends the last.
   * @param trigrams Store offsets by trigram key.
   * @param fieldsByToken Field ids by token id; every token has some.
   * @param fieldCount How many fields there are.
   */
  constructor(
    store: Uint8Array,
    starts: Uint32Array,
    trigrams: KeyedPostings,
    fieldsByToken: Postings,
    fieldCount: number,
  ) {
    this.#store = store;
    this.#trigrams = trigrams;
    this.#fieldCount = fieldCount;
    const count = starts.length - 1;
    const { ids, offsets } = fieldsByToken;
    let listed = 0;
    let longest = 0;
    for (let token = 0; token < count; token++) {
      const size = offsets[token + 1]! - offsets[token]!;
      if (size > 1) listed += 1 + size;
      longest = Math.max(longest, size);
    }
    this.#fieldLists = ids instanceof Uint16Array && longest <= 0xffff
      ? new Uint16Array(listed)
      : new Uint32Array(listed);
    this.#tokens = new Uint32Array(2 * count + 1);
    let at = 0;
    for (let token = 0; token < count; token++) {
      const first = offsets[token]!;
      const size = offsets[token + 1]! - first;
      this.#tokens[2 * token] = starts[token]!;
      if (size === 1) {
        this.#tokens[2 * token + 1] = 2 * ids[first]! + 1;
        continue;
      }
      this.#tokens[2 * token + 1] = 2 * at;
      this.#fieldLists[at++] = size;
      this.#fieldLists.set(ids.subarray(first, first + size), at);
      at += size;
    }
    this.#tokens[2 * count] = store.length;
    this.#blockTokens = new Uint32Array((store.length >> BLOCK_BITS) + 1);
    let token = 0;
    for (let block = 0; block < this.#blockTokens.length; block++) {
      while (token < count - 1 && starts[token + 1]! <= block << BLOCK_BITS) token++;
      this.#blockTokens[block] = token;
    }
  }

  /**
   * Looks a word up.
   *
   * @param word A word in byte form, at least 3 bytes long.
   * @returns The word's lookup, or `undefined` when one of its trigrams occurs nowhere (so the
   * word does not either).
   */
  lookUp(word: Uint8Array): WordLookup | undefined {
    const lists = this.#trigramLists(word);
    if (lists === undefined) return undefined;
    return {
      estimate: Math.min(...lists.map(({ offsets }) => offsets.length)),
      fields: () => this.#fieldsContaining(word, lists),
    };
  }

  /**
   * The fields holding a word of one or two bytes.
   *
   * @param word A word in byte form, 1 or 2 bytes long.
   * @returns Ascending field ids, or `undefined` when no field holds the word.
   */
  shortWordFields(word: Uint8Array): IdArray | undefined {
    const key = word.length === 1 ? word[0]! : 0x100 + (word[0]! << 8 | word[1]!);
    let fields = this.#shortWords.get(key);
    if (fields === undefined) this.#shortWords.set(key, fields = this.#listShortWord(word));
    return fields ?? undefined;
  }

  /**
   * Bytes held by the vocabulary: store, token table, field lists, trigram index, and the
   * short-word lists built so far.
   */
  get sizeBytes(): number {
    let bytes = this.#store.byteLength + this.#tokens.byteLength + this.#fieldLists.byteLength +
      this.#trigrams.sizeBytes + this.#blockTokens.byteLength;
    for (const fields of this.#shortWords.values()) bytes += fields?.byteLength ?? 0;
    return bytes;
  }

  /** See {@link WordLookup.fields}. */
  #fieldsContaining(word: Uint8Array, lists: TrigramList[]): Uint32Array {
    const starts = this.#wordStarts(word, lists);
    const blockTokens = this.#blockTokens;
    const tokens = this.#tokens;
    let count = 0;
    let last = -1;
    for (let i = 0; i < starts.length; i++) {
      const start = starts[i]!;
      let token = blockTokens[start >> BLOCK_BITS]!;
      while (tokens[2 * token + 2]! <= start) token++;
      // Several occurrences in one token share its fields.
      if (token === last) continue;
      last = token;
      count = this.#appendFields(token, count);
    }
    return this.#fields.subarray(0, count);
  }

  /** Writes a token's fields to `#fields` from `count` on; returns the new count. */
  #appendFields(token: number, count: number): number {
    const ref = this.#tokens[2 * token + 1]!;
    const fieldLists = this.#fieldLists;
    const single = (ref & 1) === 1;
    let at = ref >>> 1;
    const size = single ? 1 : fieldLists[at++]!;
    let fields = this.#fields;
    if (count + size > fields.length) this.#fields = fields = grow(fields, 2 * (count + size));
    if (single) fields[count++] = at;
    else for (const end = at + size; at < end; at++) fields[count++] = fieldLists[at]!;
    return count;
  }

  /** One pass over the store: the fields of every token holding a one- or two-byte word. */
  #listShortWord(word: Uint8Array): IdArray | null {
    const store = this.#store;
    const tokens = this.#tokens;
    const first = word[0]!;
    const second = word.length === 2 ? word[1]! : -1;
    const marks = new Uint8Array(this.#fieldCount);
    let found = 0;
    let token = 0;
    for (let at = 0; at < store.length; at++) {
      if (store[at] !== first || (second !== -1 && store[at + 1] !== second)) continue;
      while (tokens[2 * token + 2]! <= at) token++;
      const count = this.#appendFields(token, 0);
      for (let i = 0; i < count; i++) {
        if (marks[this.#fields[i]!] === 0) {
          marks[this.#fields[i]!] = 1;
          found++;
        }
      }
      // The rest of this token brings the same fields again.
      at = tokens[2 * token + 2]! - 1;
    }
    if (found === 0) return null;
    const fields = this.#fieldCount <= 0x10000 ? new Uint16Array(found) : new Uint32Array(found);
    let next = 0;
    for (let field = 0; field < marks.length; field++) {
      if (marks[field] === 1) fields[next++] = field;
    }
    return fields;
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
    if (this.#starts.length < size) this.#starts = new Uint32Array(size);
    return this.#starts;
  }
}

/** The store offsets of one trigram of a word, and its place in the word. */
interface TrigramList {
  shift: number;
  offsets: IdArray;
}

/**
 * How many merge steps one byte-by-byte check is taken to cost: a check reads the store at a
 * place of its own and may wait on memory, a merge step reads lists in order. Calibrated on
 * the benchmark catalog (CPU time per query for 2, 4, 8 and 16; 4 was best).
 */
const VERIFY_COST = 4;

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
