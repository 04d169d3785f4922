/**
 * The search engine behind `search-packages`. The index is built once from the catalog; a
 * query is answered from it alone, at a cost that follows the number of tokens and fields the
 * query words occur in, not the size of the catalog text.
 *
 * Matching rules (normalisation in `normalize.ts`, weights in `weights.ts`):
 * every query word must occur, case-insensitively, within one and the same field; a category
 * matches when one of its fields does (each documentation page on its own); a hit scores its
 * highest matched weight; hits come by score, then by slug.
 *
 * How: a field is cut into tokens at separators, and a query word (which holds no separator)
 * occurs in a field exactly when it occurs inside one of the field's tokens. The vocabulary of
 * all tokens finds the tokens containing a word through their trigrams; token postings turn
 * those into fields. Words of one or two bytes have their field lists worked out once, on
 * first use (see `short_words.ts`). The fields every word reaches are the matches. The
 * rarest word's fields are the candidates; when they are so few that reading their text costs
 * less than listing a later word's fields, that word is looked for in their text instead (so
 * a rare word paired with a common one costs about as much as the rare word alone).
 *
 * A large catalog may have its fields split between two vocabularies built on two threads
 * (see `parallel_build.ts`); a word's fields are then those it has in either.
 *
 * @module
 */
import type { BundledPackage, SearchHit } from "../model.ts";
import { wordBytes } from "./bytes.ts";
import { FIELD_SLOTS } from "./fields.ts";
import { hitOf, hitShape, SCORES } from "./hits.ts";
import { foldCase } from "./normalize.ts";
import { parseLimit, parseQuery } from "./query.ts";
import { type ParallelBuildOptions, scanFieldsInParallel } from "./parallel_build.ts";
import { scanFields } from "./scan.ts";
import type { Vocabulary, WordLookup } from "./vocabulary.ts";

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
 * @returns The index.
 *
 * @example Find the packages that mention a date picker
 * ```ts
 * import { buildSearchIndex } from "./engine.ts";
 * import { loadData } from "../load.ts";
 *
 * const index = buildSearchIndex(loadData().packages);
 * for (const hit of index.search("date-picker", { limit: 5 })) {
 *   console.log(hit.slug, hit.score, hit.matchedIn);
 * }
 * ```
 */
export function buildSearchIndex(packages: readonly BundledPackage[]): SearchIndex {
  const sorted = bySlug(packages);
  const texts = fieldTexts(sorted);
  return new TokenSearchIndex(sorted, texts, [scanFields(texts)]);
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
 * import { loadData } from "../load.ts";
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
  const texts = fieldTexts(sorted);
  return new TokenSearchIndex(sorted, texts, await scanFieldsInParallel(texts, options));
}

/** The packages in slug order, which gives the field ids. */
function bySlug(packages: readonly BundledPackage[]): BundledPackage[] {
  return [...packages].sort((a, b) => a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/** The text of every field, by field id (`null` when absent). */
function fieldTexts(packages: readonly BundledPackage[]): (string | null)[] {
  return packages.flatMap((pkg) =>
    Array.from({ length: SLOT_MASK + 1 }, (_, slot) => FIELD_SLOTS[slot]?.text(pkg) ?? null)
  );
}

/**
 * Field ids are `packagePosition << SLOT_BITS | slot`, packages in slug order: a power of two
 * per package makes the split a shift and a mask. Slots past the last one stay empty.
 */
const SLOT_BITS = Math.ceil(Math.log2(FIELD_SLOTS.length));
const SLOT_MASK = (1 << SLOT_BITS) - 1;

/** What a reference in an array costs on a 64-bit engine (the sorted package list). */
const POINTER_BYTES = 8;

/**
 * How many characters of field text one unit of a vocabulary word's estimate is worth: what
 * listing a word's fields costs per estimated occurrence over what folding and searching a
 * character costs (about 2 ns), halved to stay on the safe side. Set at 25 to 40 ns per
 * occurrence before the trigram contexts; listing is cheaper with them, but every value from 1
 * to 16 gives the same time for a round of all 53 benchmark queries (9.5 to 10.1 ms), so it
 * stays.
 */
const TEXT_CHARS_PER_ESTIMATE = 8;

/** A query word looked up: a cheap bound on how many fields it reaches, then the fields. */
interface WordPlan {
  word: string;
  estimate: number;
  /** The most field text worth searching for the word instead of listing its fields. */
  textBudget: number;
  /** The word in each vocabulary that holds it: together they give its fields. */
  lookups: WordLookup[];
}

class TokenSearchIndex implements SearchIndex {
  readonly #packages: readonly BundledPackage[];
  /** The vocabularies of the fields: each field is in exactly one. */
  readonly #vocabularies: readonly Vocabulary[];
  /**
   * Per field, how many query words it has been found with so far, offset by `#round` so
   * that no query has to clear the array (queries run one at a time: `search` is sync).
   */
  readonly #found: Int32Array;
  #round = 0;
  /** The fields found with the first word of the current query. */
  readonly #candidates: Int32Array;
  /** Per package position, the slots matched by the current query; zero between queries. */
  readonly #slotBits: Int32Array;
  /** The positions of the packages the current query matched. */
  readonly #positions: Int32Array;
  /** The matched package positions, in the order their hits are returned. */
  readonly #ordered: Int32Array;
  /** Per score rank, where its hits start in `#ordered` (counted per query). */
  readonly #rankStarts = new Int32Array(SCORES.length + 1);
  /** Per field, the length of its raw text (0 when absent). */
  readonly #textLengths: Uint32Array;

  /**
   * @param packages The packages in slug order.
   * @param texts Their fields' texts, by field id (see {@link fieldTexts}).
   * @param vocabularies Vocabularies of those fields, each field in one.
   */
  constructor(
    packages: readonly BundledPackage[],
    texts: readonly (string | null)[],
    vocabularies: readonly Vocabulary[],
  ) {
    this.#packages = packages;
    this.#vocabularies = vocabularies;
    this.#textLengths = Uint32Array.from(texts, (text) => text?.length ?? 0);
    this.#found = new Int32Array(this.#packages.length << SLOT_BITS);
    this.#candidates = new Int32Array(this.#found.length);
    this.#slotBits = new Int32Array(this.#packages.length);
    this.#positions = new Int32Array(this.#packages.length);
    this.#ordered = new Int32Array(this.#packages.length);
  }

  get sizeBytes(): number {
    const arrays = [
      this.#found,
      this.#candidates,
      this.#slotBits,
      this.#positions,
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
    plans.sort((a, b) => a.estimate - b.estimate);
    const count = this.#matchFields(plans);
    return this.#hits(count, limit);
  }

  /** Looks a word up; `undefined` when it occurs nowhere. */
  #plan(word: string, bytes: Uint8Array): WordPlan | undefined {
    const lookups: WordLookup[] = [];
    let estimate = 0;
    for (const vocabulary of this.#vocabularies) {
      const lookup = vocabulary.lookUp(bytes);
      if (lookup === undefined) continue;
      lookups.push(lookup);
      estimate += lookup.estimate;
    }
    if (lookups.length === 0) return undefined;
    return {
      word,
      estimate,
      // A one- or two-byte word's field list is kept; reading it costs too little to be worth
      // replacing by a text search.
      textBudget: bytes.length > 2 ? estimate * TEXT_CHARS_PER_ESTIMATE : 0,
      lookups,
    };
  }

  /**
   * Finds the fields holding every word.
   *
   * @returns How many there are; they are the first entries of `#candidates`.
   */
  #matchFields(plans: readonly WordPlan[]): number {
    const found = this.#found;
    if (this.#round > 0x7fffffff - plans.length - 1) {
      found.fill(0);
      this.#round = 0;
    }
    const round = this.#round;
    this.#round += plans.length + 1;
    const candidates = this.#candidates;
    // The first word lists the fields it reaches; each later word moves those found with all
    // earlier words one count up, and the rest are dropped from the list.
    let count = 0;
    for (const lookup of plans[0]!.lookups) {
      const fields = lookup.fields();
      for (let i = 0; i < fields.length; i++) {
        const field = fields[i]!;
        if (found[field]! > round) continue;
        candidates[count++] = field;
        found[field] = round + 1;
      }
    }
    for (let index = 1; index < plans.length && count > 0; index++) {
      const plan = plans[index]!;
      const before = round + index;
      if (this.#fitsTextBudget(count, plan.textBudget)) {
        for (let i = 0; i < count; i++) {
          if (this.#textHolds(candidates[i]!, plan.word)) found[candidates[i]!] = before + 1;
        }
      } else {
        // Only the candidates matter: a field not found with every earlier word is let go.
        const keep = (field: number) => found[field] === before;
        for (const lookup of plan.lookups) {
          const fields = lookup.fields(keep);
          for (let i = 0; i < fields.length; i++) {
            if (found[fields[i]!] === before) found[fields[i]!] = before + 1;
          }
        }
      }
      let kept = 0;
      for (let i = 0; i < count; i++) {
        if (found[candidates[i]!] === before + 1) candidates[kept++] = candidates[i]!;
      }
      count = kept;
    }
    return count;
  }

  /** Whether the first `count` candidates' text, all told, is at most `budget` characters. */
  #fitsTextBudget(count: number, budget: number): boolean {
    const lengths = this.#textLengths;
    for (let i = 0; i < count && budget >= 0; i++) budget -= lengths[this.#candidates[i]!]!;
    return budget >= 0;
  }

  /** Whether a field's text holds a word: the rule of `normalize.ts`, read off the text. */
  #textHolds(field: number, word: string): boolean {
    const text = FIELD_SLOTS[field & SLOT_MASK]!.text(this.#packages[field >> SLOT_BITS]!);
    return text !== null && foldCase(text).includes(word);
  }

  /**
   * Groups the first `count` candidate fields by package into the best `limit` hits: by score,
   * then by slug. There are only a few scores, so hits are counted out by score rank rather
   * than compared; packages are in slug order already.
   */
  #hits(count: number, limit: number): SearchHit[] {
    const candidates = this.#candidates;
    const slotBits = this.#slotBits;
    const positions = this.#positions;
    let packages = 0;
    for (let i = 0; i < count; i++) {
      const position = candidates[i]! >> SLOT_BITS;
      if (slotBits[position] === 0) positions[packages++] = position;
      slotBits[position]! |= 1 << (candidates[i]! & SLOT_MASK);
    }
    const matched = positions.subarray(0, packages).sort();
    const rankStarts = this.#rankStarts.fill(0);
    for (let i = 0; i < packages; i++) rankStarts[hitShape(slotBits[matched[i]!]!).rank + 1]!++;
    for (let rank = 1; rank <= SCORES.length; rank++) rankStarts[rank]! += rankStarts[rank - 1]!;
    const ordered = this.#ordered;
    for (let i = 0; i < packages; i++) {
      ordered[rankStarts[hitShape(slotBits[matched[i]!]!).rank]!++] = matched[i]!;
    }
    const hits: SearchHit[] = [];
    for (let k = 0; k < packages && k < limit; k++) {
      const position = ordered[k]!;
      hits.push(hitOf(this.#packages[position]!, hitShape(slotBits[position]!)));
    }
    for (let i = 0; i < packages; i++) slotBits[matched[i]!] = 0;
    return hits;
  }
}
