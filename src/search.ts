/**
 * The search engine behind `search-packages`. The index is built once from the catalog; a
 * query is answered from it alone, at a cost that follows the number of tokens and fields the
 * query words occur in, not the size of the catalog text.
 *
 * Matching rules (normalisation in `search_normalize.ts`, weights in `search_weights.ts`):
 * every query word must occur, case-insensitively, within one and the same field; a category
 * matches when one of its fields does (each documentation page on its own); a hit scores its
 * highest matched weight; hits come by score, then by slug.
 *
 * How: a field is cut into tokens at separators, and a query word (which holds no separator)
 * occurs in a field exactly when it occurs inside one of the field's tokens. The vocabulary of
 * all tokens finds the tokens containing a word through their trigrams; token postings turn
 * those into fields. Words of one or two bytes are looked up in per-field byte and byte-pair
 * postings instead. The fields every word reaches are the matches; no text is scanned.
 *
 * @module
 */
import type { BundledPackage, SearchHit } from "./model.ts";
import { wordBytes } from "./search_bytes.ts";
import { FIELD_SLOTS } from "./search_fields.ts";
import { hitOf } from "./search_hits.ts";
import type { Postings } from "./search_postings.ts";
import { parseLimit, parseQuery } from "./search_query.ts";
import { scanFields, type ScannedFields, shortWordKey } from "./search_scan.ts";

export { MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from "./search_query.ts";

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
   * query holds only `-` and `_`.
   * @throws {RangeError} With a message for the caller when the query is empty after trimming,
   * longer than {@link MAX_QUERY_LENGTH}, has more than {@link MAX_QUERY_WORDS} words, or
   * `limit` is not a positive integer.
   */
  search(query: string, options?: SearchOptions): SearchHit[];
  /** Approximate bytes held by the index structures (not counting the catalog text itself). */
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
 * import { buildSearchIndex } from "./search.ts";
 * import { loadData } from "./load.ts";
 *
 * const index = buildSearchIndex(loadData().packages);
 * for (const hit of index.search("date-picker", { limit: 5 })) {
 *   console.log(hit.slug, hit.score, hit.matchedIn);
 * }
 * ```
 */
export function buildSearchIndex(packages: readonly BundledPackage[]): SearchIndex {
  return new TokenSearchIndex(packages);
}

const SLOT_COUNT = FIELD_SLOTS.length;

/** The fields one query word occurs in: the union of some posting lists. */
interface WordFields {
  postings: Postings;
  slots: readonly number[];
  /** Total length of those lists: what walking them costs. */
  cost: number;
}

/** Field ids are `packagePosition * SLOT_COUNT + slot`, packages in slug order. */
class TokenSearchIndex implements SearchIndex {
  readonly sizeBytes: number;
  readonly #packages: readonly BundledPackage[];
  readonly #scanned: ScannedFields;
  /**
   * Per field, how many query words it has been found with so far, offset by `#round` so
   * that no query has to clear the array (queries run one at a time: `search` is sync).
   */
  readonly #found: Int32Array;
  #round = 0;
  /** Per package position, the slots matched by the current query; zero between queries. */
  readonly #slotBits: Int32Array;

  constructor(packages: readonly BundledPackage[]) {
    this.#packages = [...packages].sort((a, b) => a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
    this.#scanned = scanFields(
      this.#packages.flatMap((pkg) => FIELD_SLOTS.map((slot) => slot.text(pkg))),
    );
    this.#found = new Int32Array(this.#packages.length * SLOT_COUNT);
    this.#slotBits = new Int32Array(this.#packages.length);
    const { vocabulary, fieldsByToken, fieldsByShortWord } = this.#scanned;
    this.sizeBytes = vocabulary.sizeBytes + fieldsByToken.sizeBytes +
      fieldsByShortWord.sizeBytes + this.#found.byteLength + this.#slotBits.byteLength +
      8 * this.#packages.length;
  }

  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const limit = parseLimit(options.limit);
    const words = parseQuery(query);
    if (words.length === 0) return [];
    const perWord: WordFields[] = [];
    for (const word of words) {
      const fields = this.#fieldsOf(wordBytes(word));
      if (fields.cost === 0) return [];
      perWord.push(fields);
    }
    // Cheapest first: the first word's fields are the candidates the others can only thin.
    perWord.sort((a, b) => a.cost - b.cost);
    const hits = this.#hits(this.#intersect(perWord));
    return hits.slice(0, limit);
  }

  #fieldsOf(word: Uint8Array): WordFields {
    const { vocabulary, fieldsByToken, fieldsByShortWord } = this.#scanned;
    if (word.length <= 2) {
      const slot = fieldsByShortWord.slotOf(shortWordKey(word));
      return slot === -1
        ? { postings: fieldsByShortWord, slots: [], cost: 0 }
        : withCost(fieldsByShortWord, [slot]);
    }
    return withCost(fieldsByToken, vocabulary.tokensContaining(word));
  }

  /** The fields found with every word. */
  #intersect(perWord: readonly WordFields[]): number[] {
    const found = this.#found;
    if (this.#round > 0x7fffffff - perWord.length - 1) {
      found.fill(0);
      this.#round = 0;
    }
    const round = this.#round;
    this.#round += perWord.length + 1;
    const candidates = collectFields(perWord[0]!, found, round);
    for (let index = 1; index < perWord.length; index++) {
      advanceFields(perWord[index]!, found, round + index);
    }
    const last = round + perWord.length;
    return candidates.filter((field) => found[field] === last);
  }

  /** Groups matched fields by package into hits, sorted. */
  #hits(fields: readonly number[]): SearchHit[] {
    const slotBits = this.#slotBits;
    const positions: number[] = [];
    for (const field of fields) {
      const position = Math.floor(field / SLOT_COUNT);
      if (slotBits[position] === 0) positions.push(position);
      slotBits[position]! |= 1 << (field - position * SLOT_COUNT);
    }
    // Positions follow slug order, and grouping by score keeps that order within a score.
    const byScore = new Map<number, SearchHit[]>();
    for (const position of Int32Array.from(positions).sort()) {
      const hit = hitOf(this.#packages[position]!, slotBits[position]!);
      slotBits[position] = 0;
      const group = byScore.get(hit.score);
      if (group === undefined) byScore.set(hit.score, [hit]);
      else group.push(hit);
    }
    return [...byScore.keys()].sort((a, b) => b - a).flatMap((score) => byScore.get(score)!);
  }
}

/** Marks the fields of the first word as found once and returns them. */
function collectFields(word: WordFields, found: Int32Array, round: number): number[] {
  const { postings: { ids, offsets }, slots } = word;
  const fields: number[] = [];
  for (let s = 0; s < slots.length; s++) {
    const slot = slots[s]!;
    const end = offsets[slot + 1]!;
    for (let i = offsets[slot]!; i < end; i++) {
      const field = ids[i]!;
      if (found[field]! <= round) {
        found[field] = round + 1;
        fields.push(field);
      }
    }
  }
  return fields;
}

/** Moves the fields found `count - round` times on to one more, for the next word. */
function advanceFields(word: WordFields, found: Int32Array, count: number): void {
  const { postings: { ids, offsets }, slots } = word;
  for (let s = 0; s < slots.length; s++) {
    const slot = slots[s]!;
    const end = offsets[slot + 1]!;
    for (let i = offsets[slot]!; i < end; i++) {
      const field = ids[i]!;
      if (found[field] === count) found[field] = count + 1;
    }
  }
}

function withCost(postings: Postings, slots: readonly number[]): WordFields {
  let cost = 0;
  for (const slot of slots) cost += postings.offsets[slot + 1]! - postings.offsets[slot]!;
  return { postings, slots, cost };
}
