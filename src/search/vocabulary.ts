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
 * offsets where it starts, each with the field reference of its token (see `token_table.ts`),
 * so that an occurrence leads to its fields without a lookup. A word's occurrences are found
 * one of two ways, whichever the list lengths say is cheaper: compare the word's bytes at each
 * place its rarest trigram allows, or merge the lists of the trigrams at word offsets 0, 3,
 * 6, ... and `length - 3`, which together cover every byte of the word. A word never contains
 * a space, so no match can run from one token into the next. Trigram keys are exact for ASCII,
 * so an ASCII word found by merging needs no byte check, and a word of three ASCII bytes is
 * simply its trigram's list.
 *
 * Words of one or two bytes have no trigram; `short_words.ts` answers them.
 *
 * @module
 */
import type { TaggedPositions } from "./postings.ts";
import { ShortWords } from "./short_words.ts";
import { FieldBuffer, type TokenTable } from "./token_table.ts";

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
  /**
   * An upper bound on the word's occurrences, cheap to get: its rarest trigram's count, or
   * for a word of one or two bytes the number of its fields.
   */
  readonly estimate: number;
  /**
   * The fields holding the word.
   *
   * @param keep When given, the only fields the caller wants: others may be left out, and
   * when that spares checking an occurrence's bytes it is done.
   * @returns Field ids, some perhaps more than once, in a buffer that the next lookup's
   * `fields()` may overwrite.
   */
  fields(keep?: (field: number) => boolean): ArrayLike<number>;
}

/** The frozen vocabulary. */
export class Vocabulary {
  readonly #store: Uint8Array;
  readonly #table: TokenTable;
  /** Store offsets by trigram key, each tagged with its token's field reference. */
  readonly #trigrams: TaggedPositions;
  readonly #shortWords: ShortWords;
  /** The trigram entries where the current word occurs. */
  #found = new Uint32Array(0);
  readonly #fields = new FieldBuffer();

  /**
   * @param store All tokens back to back, each followed by TOKEN_END.
   * @param table Which fields hold each token.
   * @param trigrams Store offsets by trigram key, tagged with field references.
   * @param fieldCount How many fields there are.
   */
  constructor(store: Uint8Array, table: TokenTable, trigrams: TaggedPositions, fieldCount: number) {
    this.#store = store;
    this.#table = table;
    this.#trigrams = trigrams;
    this.#shortWords = new ShortWords(store, table, fieldCount, this.#fields);
  }

  /**
   * Looks a word up.
   *
   * @param word A word in byte form.
   * @returns The word's lookup, or `undefined` when the word occurs nowhere.
   */
  lookUp(word: Uint8Array): WordLookup | undefined {
    if (word.length <= 2) return this.#shortWords.lookUp(word);
    const lists = this.#trigramLists(word);
    if (lists === undefined) return undefined;
    let estimate = Infinity;
    for (const { first, end } of lists) estimate = Math.min(estimate, end - first);
    return { estimate, fields: (keep) => this.#fieldsContaining(word, lists, keep) };
  }

  /**
   * Bytes held by the vocabulary: store, token table, field lists, trigram index, and the
   * short-word lists built so far.
   */
  get sizeBytes(): number {
    return this.#store.byteLength + this.#table.refs.byteLength +
      this.#table.fieldLists.byteLength + this.#trigrams.sizeBytes + this.#shortWords.sizeBytes;
  }

  /** See {@link WordLookup.fields}. */
  #fieldsContaining(word: Uint8Array, lists: TrigramList[], keep?: FieldFilter): Uint32Array {
    const found = this.#occurrences(word, lists, keep);
    const tags = this.#trigrams.tags;
    const fields = this.#fields;
    fields.count = 0;
    let last = -1;
    for (let i = 0; i < found.length; i++) {
      const ref = tags[found[i]!]!;
      // Several occurrences in one token (or tokens of one single field) share their fields.
      if (ref === last) continue;
      last = ref;
      fields.append(this.#table, ref);
    }
    return fields.view();
  }

  /** The entries of every trigram of the word, by its place in the word; none if one is absent. */
  #trigramLists(word: Uint8Array): TrigramList[] | undefined {
    const { offsets } = this.#trigrams;
    const lists = [];
    for (let shift = 0; shift + 3 <= word.length; shift++) {
      const slot = this.#trigrams.slotOf(trigramKey(word, shift));
      if (slot === -1) return undefined;
      lists.push({ shift, first: offsets[slot]!, end: offsets[slot + 1]! });
    }
    return lists;
  }

  /**
   * Where the word occurs: entries of one of its trigram lists, in store order.
   *
   * Two ways: compare the word's bytes at each start its rarest trigram allows (few steps,
   * but each may wait on memory), or merge the lists of the trigrams at word offsets 0, 3,
   * 6, ... and `length - 3`, which cover every byte of the word (more steps, all reading
   * memory in order). The cheaper one by list lengths is taken.
   *
   * @returns A view of a buffer that the next call overwrites.
   */
  #occurrences(word: Uint8Array, lists: TrigramList[], keep?: FieldFilter): Uint32Array {
    let ascii = true;
    for (const byte of word) ascii &&= byte < 0x80;
    let rarest = lists[0]!;
    let mergeSteps = 0;
    const covering: TrigramList[] = [];
    for (const list of lists) {
      if (list.end - list.first < rarest.end - rarest.first) rarest = list;
      if (list.shift % 3 === 0 || list.shift === word.length - 3) {
        covering.push(list);
        mergeSteps += list.end - list.first;
      }
    }
    let found: Uint32Array;
    let count: number;
    if (word.length === 3 && ascii) {
      // A word of three ASCII bytes is its own trigram, and ASCII trigram keys are exact.
      found = this.#scratch(rarest);
      count = this.#firstEntries(rarest, found, keep);
    } else if ((rarest.end - rarest.first) * VERIFY_COST <= mergeSteps) {
      found = this.#scratch(rarest);
      count = this.#firstEntries(rarest, found, keep);
      count = this.#keepOccurrences(word, rarest.shift, found, count);
    } else {
      covering.sort((a, b) => (a.end - a.first) - (b.end - b.first));
      const lead = covering[0]!;
      found = this.#scratch(lead);
      count = this.#firstEntries(lead, found, keep);
      for (let i = 1; i < covering.length; i++) {
        count = this.#keepAligned(found, count, lead.shift, covering[i]!);
      }
      // Keys of non-ASCII trigrams are shared, so such words are confirmed byte by byte.
      if (!ascii) count = this.#keepOccurrences(word, lead.shift, found, count);
    }
    return found.subarray(0, count);
  }

  /**
   * Writes the entries of a list whose word start is in the store (offset >= shift), less
   * those of tokens held by a single field that `keep` turns down.
   */
  #firstEntries(
    { shift, first, end }: TrigramList,
    found: Uint32Array,
    keep?: FieldFilter,
  ): number {
    const { positions, tags } = this.#trigrams;
    let count = 0;
    for (let entry = first; entry < end; entry++) {
      if (positions[entry]! < shift) continue;
      const ref = tags[entry]!;
      if (keep !== undefined && (ref & 1) === 1 && !keep(ref >>> 1)) continue;
      found[count++] = entry;
    }
    return count;
  }

  /**
   * Keeps the first `count` entries (of a list at `shift` in the word) whose word start has
   * `list`'s trigram at `list.shift`, in place. Both are in store order, so one forward pass
   * over each suffices.
   */
  #keepAligned(found: Uint32Array, count: number, shift: number, list: TrigramList): number {
    const positions = this.#trigrams.positions;
    const offset = list.shift - shift;
    let kept = 0;
    let at = list.first;
    // One step per comparison, whichever side moves: a loop in a loop mispredicts more.
    for (let i = 0; i < count && at < list.end;) {
      const target = positions[found[i]!]! + offset;
      const position = positions[at]!;
      if (target === position) {
        found[kept++] = found[i++]!;
        at++;
      } else if (target < position) i++;
      else at++;
    }
    return kept;
  }

  /** Keeps the first `count` entries (of a list at `shift`) where the store holds `word`. */
  #keepOccurrences(word: Uint8Array, shift: number, found: Uint32Array, count: number): number {
    const store = this.#store;
    const positions = this.#trigrams.positions;
    let kept = 0;
    candidates: for (let i = 0; i < count; i++) {
      const start = positions[found[i]!]! - shift;
      for (let j = 0; j < word.length; j++) if (store[start + j] !== word[j]) continue candidates;
      found[kept++] = found[i]!;
    }
    return kept;
  }

  /** A buffer for a list's entries, reused across calls (queries run one at a time). */
  #scratch({ first, end }: TrigramList): Uint32Array {
    if (this.#found.length < end - first) this.#found = new Uint32Array(end - first);
    return this.#found;
  }
}

/** Which fields a caller wants (see {@link WordLookup.fields}). */
type FieldFilter = (field: number) => boolean;

/** The entries of one trigram of a word, and the trigram's place in the word. */
interface TrigramList {
  shift: number;
  /** The list's first entry in the trigram index. */
  first: number;
  /** One past its last entry. */
  end: number;
}

/**
 * How many merge steps one byte-by-byte check is taken to cost: a check reads the store at a
 * place of its own and may wait on memory, a merge step reads lists in order. Calibrated on
 * the benchmark catalog's queries, all 53 in turn (caches cold, as a server meets them) and
 * each five times over (warm): of 2, 4, 6, 8, 10, 12, 16 and 32, 6 to 10 were best, 8 by a
 * little (a round 13.5-13.9 ms cold and 11.0 warm, against 15.8-15.9 and 11.2-12.8 for 4).
 */
const VERIFY_COST = 8;
