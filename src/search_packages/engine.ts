/**
 * The search engine behind `search-packages`. The index is built once from the catalog; a
 * query is answered from it alone, at a cost bounded by the number of fields and the query's
 * words, not by the size of the catalog text or how common a word is.
 *
 * Matching rules (normalisation in `normalize.ts`, weights in `weights.ts`):
 * every query word must occur, case-insensitively, within one and the same field; a category
 * matches when one of its fields does (each documentation page on its own); a hit scores its
 * highest matched weight; hits come by score, then by slug.
 *
 * How: a field is cut into tokens at separators, and a query word (which holds no separator)
 * occurs in a field exactly when it occurs inside one of the field's tokens. The vocabulary of
 * all tokens finds the places of a word in its tokens through a suffix index, and turns them
 * into fields (see `vocabulary.ts`). Fields are sets of bits, one per field: the rarest word's
 * fields are the candidates, and each further word narrows them with one AND per 32 fields.
 * When the candidates are so few that reading their text costs less than listing a later
 * word's fields, that word is looked for in their text instead (so a rare word paired with a
 * common one costs about as much as the rare word alone).
 *
 * A large catalog may have its fields split between two vocabularies built on two threads
 * (see `parallel_build.ts`); a word's fields are then those it has in either.
 *
 * @module
 */
import type { BundledPackage, SearchHit } from "../snapshot/model.ts";
import { wordBytes } from "./bytes.ts";
import { FIELD_SLOTS, type FieldTexts, packageFields } from "./fields.ts";
import { countFields, wordsFor } from "./field_bits.ts";
import { hitOf, hitShape, SCORES } from "./hits.ts";
import { foldCase } from "./normalize.ts";
import { parseLimit, parseQuery } from "./query.ts";
import { type ParallelBuildOptions, scanFieldsInParallel } from "./parallel_build.ts";
import { scanFields } from "./scan.ts";
import type { Vocabulary, WordLookup } from "./vocabulary.ts";
import type { IndexShape } from "./vocabulary_builder.ts";

export { MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from "./query.ts";

/** Options of {@link SearchIndex.search}. */
export interface SearchOptions {
  /** The most hits to return (a positive integer), taken after sorting; all when absent. */
  limit?: number;
}

/** A search index over one catalog. */
export interface SearchIndex {
  /**
   * Finds the packages matching a query.
   *
   * @param query Words to find; whitespace, `-` and `_` separate words, case is ignored.
   * @param options The result limit.
   * @returns Hits by score descending, then slug ascending; `[]` when nothing matches or the
   * query holds only `-` and `_`. Each hit is new, but its `matchedIn` and `matchedPages`
   * arrays are shared with other hits: read them, do not change them.
   * @throws {RangeError} With a message for the caller when the query is empty after trimming,
   * longer than {@link MAX_QUERY_LENGTH}, has more than {@link MAX_QUERY_WORDS} words, or
   * `limit` is not a positive integer.
   */
  search(query: string, options?: SearchOptions): SearchHit[];
  /**
   * Approximate bytes held by the index structures (not counting the catalog text itself),
   * including the lists of the one- and two-byte words searched for so far.
   */
  readonly sizeBytes: number;
}

/**
 * Builds the search index of a catalog. The packages must not change afterwards.
 *
 * @param packages The catalog's packages.
 * @param shape Sizes inside the index, for tests; the answers do not depend on them.
 * @returns The index.
 *
 * @example Find the packages that mention a date picker
 * ```ts
 * import { buildSearchIndex } from "./engine.ts";
 * import { loadData } from "../snapshot/load.ts";
 *
 * const index = buildSearchIndex(loadData().packages);
 * for (const hit of index.search("date-picker", { limit: 5 })) {
 *   console.log(hit.slug, hit.score, hit.matchedIn);
 * }
 * ```
 */
export function buildSearchIndex(
  packages: readonly BundledPackage[],
  shape?: IndexShape,
): SearchIndex {
  const sorted = bySlug(packages);
  const fields = packageFields(sorted);
  return new TokenSearchIndex(sorted, fields, [scanFields(fields, shape)]);
}

/**
 * Builds the search index of a catalog like {@link buildSearchIndex}, on two threads when the
 * catalog is large and the runtime has module workers (see `parallel_build.ts`). The answers
 * are the same either way.
 *
 * @param packages The catalog's packages.
 * @param options When to use a second thread, and how to start it (for tests).
 * @returns The index.
 *
 * @example Build the index of a large catalog
 * ```ts
 * import { buildSearchIndexInParallel } from "./engine.ts";
 * import { loadData } from "../snapshot/load.ts";
 *
 * const index = await buildSearchIndexInParallel(loadData().packages);
 * console.log(index.search("date picker", { limit: 3 }));
 * ```
 */
export async function buildSearchIndexInParallel(
  packages: readonly BundledPackage[],
  options?: ParallelBuildOptions,
): Promise<SearchIndex> {
  const sorted = bySlug(packages);
  const fields = packageFields(sorted);
  return new TokenSearchIndex(sorted, fields, await scanFieldsInParallel(fields, options));
}

/** The packages in slug order, which gives the field ids. */
function bySlug(packages: readonly BundledPackage[]): BundledPackage[] {
  return [...packages].sort((a, b) => a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/**
 * Field ids are `packagePosition * SLOTS + slot`, packages in slug order, so that sets of
 * fields have no unused bits: every word of a set costs the same in each AND and union.
 */
const SLOTS = FIELD_SLOTS.length;
const PACKAGE_SLOTS = (1 << SLOTS) - 1;

/** What a reference in an array costs on a 64-bit engine (the sorted package list). */
const POINTER_BYTES = 8;

/**
 * How many characters of field text one unit of a word's listing cost is worth: reading an
 * entry and setting its fields' bits (about 5 to 10 ns) over folding and searching a character
 * (about 2 ns), halved to stay on the safe side.
 */
const TEXT_CHARS_PER_COST = 2;

/** A query word looked up: how common it is, what listing its fields costs, and how. */
interface WordPlan {
  word: string;
  occurrences: number;
  /** The most field text worth searching for the word instead of listing its fields. */
  textBudget: number;
  /** The word in each vocabulary that holds it: together they give its fields. */
  lookups: WordLookup[];
}

class TokenSearchIndex implements SearchIndex {
  readonly #packages: readonly BundledPackage[];
  /** The vocabularies of the fields: each field is in exactly one. */
  readonly #vocabularies: readonly Vocabulary[];
  /** The fields matching every word so far (queries run one at a time: `search` is sync). */
  readonly #candidates: Int32Array;
  /** The fields of the word being added. */
  readonly #wordFields: Int32Array;
  /** The positions of the packages the current query matched, in slug order. */
  readonly #positions: Int32Array;
  /** Per package position, the slots it matched in (for the current query's matches). */
  readonly #slotBits: Int32Array;
  /** The matched package positions, in the order their hits are returned. */
  readonly #ordered: Int32Array;
  /** Per score rank, where its hits start in `#ordered` (counted per query). */
  readonly #rankStarts = new Int32Array(SCORES.length + 1);
  /** Per field, the length of its raw text (0 when absent). */
  readonly #textLengths: Uint32Array;
  readonly #fields: FieldTexts;

  /**
   * @param packages The packages in slug order.
   * @param fields Their fields (see `fields.ts`).
   * @param vocabularies Vocabularies of those fields, each field in one.
   */
  constructor(
    packages: readonly BundledPackage[],
    fields: FieldTexts,
    vocabularies: readonly Vocabulary[],
  ) {
    this.#packages = packages;
    this.#vocabularies = vocabularies;
    this.#fields = fields;
    this.#textLengths = Uint32Array.from(
      { length: fields.count },
      (_, field) => fields.length(field),
    );
    this.#candidates = new Int32Array(wordsFor(packages.length * SLOTS));
    this.#wordFields = new Int32Array(this.#candidates.length);
    this.#positions = new Int32Array(packages.length);
    this.#slotBits = new Int32Array(packages.length);
    this.#ordered = new Int32Array(packages.length);
  }

  get sizeBytes(): number {
    const arrays = [
      this.#candidates,
      this.#wordFields,
      this.#positions,
      this.#slotBits,
      this.#ordered,
      this.#rankStarts,
      this.#textLengths,
    ];
    return this.#vocabularies.reduce((bytes, vocabulary) => bytes + vocabulary.sizeBytes, 0) +
      arrays.reduce((bytes, array) => bytes + array.byteLength, 0) +
      POINTER_BYTES * this.#packages.length;
  }

  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const limit = parseLimit(options.limit);
    const words = parseQuery(query);
    if (words.length === 0) return [];
    const plans: WordPlan[] = [];
    for (const word of words) {
      const plan = this.#plan(word, wordBytes(word));
      if (plan === undefined) return [];
      plans.push(plan);
    }
    // Rarest first: the first word's fields are the candidates the other words thin out.
    plans.sort((a, b) => a.occurrences - b.occurrences);
    this.#matchFields(plans);
    return this.#hits(limit);
  }

  /** Looks a word up; `undefined` when it occurs nowhere. */
  #plan(word: string, bytes: Uint8Array): WordPlan | undefined {
    const lookups: WordLookup[] = [];
    let occurrences = 0;
    let cost = 0;
    for (const vocabulary of this.#vocabularies) {
      const lookup = vocabulary.lookUp(bytes);
      if (lookup === undefined) continue;
      lookups.push(lookup);
      occurrences += lookup.occurrences;
      cost += lookup.cost;
    }
    if (lookups.length === 0) return undefined;
    return { word, occurrences, textBudget: cost * TEXT_CHARS_PER_COST, lookups };
  }

  /** Leaves in `#candidates` the fields holding every word. */
  #matchFields(plans: readonly WordPlan[]): void {
    const candidates = this.#candidates.fill(0);
    for (const lookup of plans[0]!.lookups) lookup.addFields(candidates);
    for (let index = 1; index < plans.length; index++) {
      const plan = plans[index]!;
      const count = countFields(candidates);
      if (count === 0) return;
      if (this.#fitsTextBudget(plan.textBudget)) {
        this.#keepTextHolding(plan.word);
        continue;
      }
      const fields = this.#wordFields.fill(0);
      for (const lookup of plan.lookups) lookup.addFields(fields);
      for (let i = 0; i < candidates.length; i++) candidates[i]! &= fields[i]!;
    }
  }

  /** Whether the candidates' text, all told, is at most `budget` characters. */
  #fitsTextBudget(budget: number): boolean {
    const candidates = this.#candidates;
    const lengths = this.#textLengths;
    for (let i = 0; i < candidates.length && budget >= 0; i++) {
      for (let word = candidates[i]!; word !== 0; word &= word - 1) {
        budget -= lengths[i << 5 | lowestBit(word)]!;
      }
    }
    return budget >= 0;
  }

  /** Drops the candidates whose text does not hold `word`. */
  #keepTextHolding(word: string): void {
    const candidates = this.#candidates;
    for (let i = 0; i < candidates.length; i++) {
      for (let bits = candidates[i]!; bits !== 0; bits &= bits - 1) {
        const bit = lowestBit(bits);
        if (!this.#textHolds(i << 5 | bit, word)) candidates[i]! &= ~(1 << bit);
      }
    }
  }

  /** Whether a field's text holds a word: the rule of `normalize.ts`, read off the text. */
  #textHolds(field: number, word: string): boolean {
    const text = this.#fields.text(field);
    return text !== null && foldCase(text).includes(word);
  }

  /**
   * Groups the candidate fields by package into the best `limit` hits: by score, then by slug.
   * There are only a few scores, so hits are counted out by score rank rather than compared;
   * packages are in slug order already.
   */
  #hits(limit: number): SearchHit[] {
    const candidates = this.#candidates;
    const positions = this.#positions;
    const slotBits = this.#slotBits;
    let packages = 0;
    for (let position = 0, bit = 0; position < this.#packages.length; position++, bit += SLOTS) {
      // A package's slots may run on into the next word of the set.
      const shift = bit & 31;
      let slots = candidates[bit >>> 5]! >>> shift;
      if (shift + SLOTS > 32) slots |= candidates[(bit >>> 5) + 1]! << (32 - shift);
      slots &= PACKAGE_SLOTS;
      if (slots === 0) continue;
      positions[packages++] = position;
      slotBits[position] = slots;
    }
    const rankStarts = this.#rankStarts.fill(0);
    for (let i = 0; i < packages; i++) rankStarts[hitShape(slotBits[positions[i]!]!).rank + 1]!++;
    for (let rank = 1; rank <= SCORES.length; rank++) rankStarts[rank]! += rankStarts[rank - 1]!;
    const ordered = this.#ordered;
    for (let i = 0; i < packages; i++) {
      ordered[rankStarts[hitShape(slotBits[positions[i]!]!).rank]!++] = positions[i]!;
    }
    const hits: SearchHit[] = [];
    for (let k = 0; k < packages && k < limit; k++) {
      const position = ordered[k]!;
      hits.push(hitOf(this.#packages[position]!, hitShape(slotBits[position]!)));
    }
    return hits;
  }
}

/** The index of the lowest set bit of a non-zero 32-bit word. */
function lowestBit(word: number): number {
  return 31 - Math.clz32(word & -word);
}
