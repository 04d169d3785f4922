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
 * so that an occurrence leads to its fields without a lookup. A word's occurrences are the
 * entries of one of its trigram lists whose offset holds the whole word; a word never contains
 * a space, so no match can run from one token into the next.
 *
 * In a catalog that repeats its words a lot (see `vocabulary_builder.ts`), every entry also
 * has a context: the two store bytes before the trigram and the two after it. A trigram and
 * its context are a window of seven bytes, so a word of up to seven bytes is found by reading
 * one trigram list in order: the list of a trigram whose window covers the whole word, less
 * the entries whose context does not hold the word's other bytes; nothing else is read.
 * Otherwise (a longer word, or no contexts) the rarest trigram's list is read, the context
 * drops what it can, and the entries left are checked byte by byte in the store. Trigram keys
 * are exact for ASCII, so a word of three ASCII bytes is simply its trigram's list, and only
 * words with other bytes need the byte check whatever their length.
 *
 * Words of one or two bytes have no trigram; `short_words.ts` answers them.
 *
 * @module
 */
import { TOKEN_END } from "./bytes.ts";
import { TaggedPositions } from "./postings.ts";
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

/** How many bytes a trigram's context holds: as many before the trigram as after it. */
export const CONTEXT_BYTES = 4;
const CONTEXT_SIDE = CONTEXT_BYTES / 2;

/**
 * The context of the trigram starting at `at` in the store: the two bytes before it and the
 * two after it, in store order from the lowest byte up. Bytes outside the store count as
 * TOKEN_END.
 *
 * @param store The token store.
 * @param at Where the trigram starts; its three bytes must be in the store.
 * @returns The context, an unsigned 32-bit integer.
 */
export function trigramContext(store: Uint8Array, at: number): number {
  const before = at >= 2
    ? store[at - 2]! | store[at - 1]! << 8
    : TOKEN_END | (at === 1 ? store[0]! : TOKEN_END) << 8;
  const after = store[at + 3]! | (at + 4 < store.length ? store[at + 4]! : TOKEN_END) << 8;
  return (before | after << 16) >>> 0;
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

/**
 * The arrays and numbers a vocabulary is made of, as plain data that can be sent from a
 * worker to the thread that searches (see `parallel_build.ts`).
 */
export interface VocabularyParts {
  /** All tokens back to back, each followed by TOKEN_END. */
  store: Uint8Array;
  /** Which fields hold each token. */
  table: TokenTable;
  /** The arrays of the trigram index. */
  trigrams: Pick<TaggedPositions, "positions" | "tags" | "contexts" | "offsets" | "keys">;
  /** How many fields there are. */
  fieldCount: number;
}

/** The frozen vocabulary. */
export class Vocabulary {
  readonly #store: Uint8Array;
  readonly #table: TokenTable;
  /** Store offsets by trigram key, each with its token's field reference (and context). */
  readonly #trigrams: TaggedPositions;
  readonly #fieldCount: number;
  readonly #shortWords: ShortWords;
  /** The trigram entries where the current word occurs. */
  #found = new Uint32Array(0);
  readonly #fields = new FieldBuffer();

  /**
   * @param store All tokens back to back, each followed by TOKEN_END.
   * @param table Which fields hold each token.
   * @param trigrams Store offsets by trigram key, with field references (and contexts).
   * @param fieldCount How many fields there are.
   */
  constructor(store: Uint8Array, table: TokenTable, trigrams: TaggedPositions, fieldCount: number) {
    this.#store = store;
    this.#table = table;
    this.#trigrams = trigrams;
    this.#fieldCount = fieldCount;
    this.#shortWords = new ShortWords(store, table, fieldCount, this.#fields);
  }

  /**
   * Rebuilds a vocabulary from its parts.
   *
   * @param parts What {@link Vocabulary.parts} gave, perhaps on another thread.
   * @returns The vocabulary.
   */
  static fromParts({ store, table, trigrams, fieldCount }: VocabularyParts): Vocabulary {
    const { positions, tags, contexts, offsets, keys } = trigrams;
    const index = new TaggedPositions(positions, tags, contexts, offsets, keys);
    return new Vocabulary(store, table, index, fieldCount);
  }

  /** The arrays and numbers this vocabulary is made of (not copies). */
  get parts(): VocabularyParts {
    const { positions, tags, contexts, offsets, keys } = this.#trigrams;
    return {
      store: this.#store,
      table: this.#table,
      trigrams: { positions, tags, contexts, offsets, keys },
      fieldCount: this.#fieldCount,
    };
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
   * Two ways, whichever the list lengths say is cheaper: read the list of a trigram whose
   * window (the trigram and its context) covers the whole word, or read the rarest trigram's
   * list and check the word's bytes in the store wherever the context allows (fewer entries,
   * but each check reads the store at a place of its own and may wait on memory).
   *
   * @returns A view of a buffer that the next call overwrites.
   */
  #occurrences(word: Uint8Array, lists: TrigramList[], keep?: FieldFilter): Uint32Array {
    let ascii = true;
    for (const byte of word) ascii &&= byte < 0x80;
    const side = this.#trigrams.contexts === undefined ? 0 : CONTEXT_SIDE;
    let rarest = lists[0]!;
    let covering: TrigramList | undefined;
    for (const list of lists) {
      const length = list.end - list.first;
      if (length < rarest.end - rarest.first) rarest = list;
      const covers = list.shift <= side && list.shift + 3 + side >= word.length;
      if (covers && (covering === undefined || length < covering.end - covering.first)) {
        covering = list;
      }
    }
    const read = covering !== undefined &&
        covering.end - covering.first <= (rarest.end - rarest.first) * VERIFY_COST
      ? covering
      : rarest;
    const found = this.#scratch(read);
    let count = this.#entriesInContext(word, read, found, keep);
    // Keys of non-ASCII trigrams are shared, so such words are checked byte by byte.
    if (read !== covering || !ascii) count = this.#keepOccurrences(word, read.shift, found, count);
    return found.subarray(0, count);
  }

  /**
   * Writes the entries of a list whose context (if any) holds the word's bytes around the
   * trigram, less those of tokens held by a single field that `keep` turns down.
   */
  #entriesInContext(
    word: Uint8Array,
    { shift, first, end }: TrigramList,
    found: Uint32Array,
    keep?: FieldFilter,
  ): number {
    const { contexts, tags } = this.#trigrams;
    // The context's bytes, lowest first, are the word's bytes at these places, where it has
    // them; the mask leaves out the others.
    let want = 0;
    let mask = 0;
    if (contexts !== undefined) {
      for (const [byte, at] of [shift - 2, shift - 1, shift + 3, shift + 4].entries()) {
        if (at < 0 || at >= word.length) continue;
        want |= word[at]! << 8 * byte;
        mask |= 0xff << 8 * byte;
      }
    }
    let count = 0;
    for (let entry = first; entry < end; entry++) {
      if (mask !== 0 && (contexts![entry]! & mask) !== want) continue;
      const ref = tags[entry]!;
      if (keep !== undefined && (ref & 1) === 1 && !keep(ref >>> 1)) continue;
      found[count++] = entry;
    }
    return count;
  }

  /** Keeps the first `count` entries (of a list at `shift`) where the store holds `word`. */
  #keepOccurrences(word: Uint8Array, shift: number, found: Uint32Array, count: number): number {
    const store = this.#store;
    const positions = this.#trigrams.positions;
    let kept = 0;
    candidates: for (let i = 0; i < count; i++) {
      const start = positions[found[i]!]! - shift;
      if (start < 0) continue;
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
 * How many list entries read in order one byte-by-byte check in the store is taken to cost:
 * a check reads the store at a place of its own and may wait on memory.
 */
const VERIFY_COST = 8;
