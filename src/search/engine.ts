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
 * those into fields. Words of one or two bytes are looked up in per-field byte and byte-pair
 * postings instead. The fields every word reaches are the matches; no text is scanned.
 *
 * @module
 */
import type { BundledPackage, SearchHit } from "../model.ts";
import { wordBytes } from "./bytes.ts";
import { FIELD_SLOTS } from "./fields.ts";
import { hitOf } from "./hits.ts";
import { parseLimit, parseQuery } from "./query.ts";
import { scanFields, type ScannedFields, shortWordKey } from "./scan.ts";

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
  return new TokenSearchIndex(packages);
}

/**
 * Field ids are `packagePosition << SLOT_BITS | slot`, packages in slug order: a power of two
 * per package makes the split a shift and a mask. Slots past the last one stay empty.
 */
const SLOT_BITS = Math.ceil(Math.log2(FIELD_SLOTS.length));
const SLOT_MASK = (1 << SLOT_BITS) - 1;

/** What a reference in an array costs on a 64-bit engine (the sorted package list). */
const POINTER_BYTES = 8;

/** A query word looked up: a cheap bound on how many fields it reaches, then the fields. */
interface WordPlan {
  estimate: number;
  /** The fields holding the word, some possibly more than once. */
  fields(): ArrayLike<number>;
}

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
  /** The fields found with the first word of the current query. */
  readonly #candidates: Int32Array;
  /** Per package position, the slots matched by the current query; zero between queries. */
  readonly #slotBits: Int32Array;
  /** The positions of the packages the current query matched. */
  readonly #positions: Int32Array;

  constructor(packages: readonly BundledPackage[]) {
    this.#packages = [...packages].sort((a, b) => a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
    this.#scanned = scanFields(
      this.#packages.flatMap((pkg) =>
        Array.from({ length: SLOT_MASK + 1 }, (_, slot) => FIELD_SLOTS[slot]?.text(pkg) ?? null)
      ),
    );
    this.#found = new Int32Array(this.#packages.length << SLOT_BITS);
    this.#candidates = new Int32Array(this.#found.length);
    this.#slotBits = new Int32Array(this.#packages.length);
    this.#positions = new Int32Array(this.#packages.length);
    const { vocabulary, fieldsByShortWord } = this.#scanned;
    const scratch = [this.#found, this.#candidates, this.#slotBits, this.#positions];
    this.sizeBytes = vocabulary.sizeBytes + fieldsByShortWord.sizeBytes +
      scratch.reduce((bytes, array) => bytes + array.byteLength, 0) +
      POINTER_BYTES * this.#packages.length;
  }

  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const limit = parseLimit(options.limit);
    const words = parseQuery(query);
    if (words.length === 0) return [];
    const plans: WordPlan[] = [];
    for (const word of words) {
      const plan = this.#plan(wordBytes(word));
      if (plan === undefined) return [];
      plans.push(plan);
    }
    // Rarest first: the first word's fields are the candidates the other words thin out.
    plans.sort((a, b) => a.estimate - b.estimate);
    const count = this.#matchFields(plans);
    return this.#hits(count).slice(0, limit);
  }

  /** Looks a word up; `undefined` when it occurs nowhere. */
  #plan(bytes: Uint8Array): WordPlan | undefined {
    const { vocabulary, fieldsByShortWord: short } = this.#scanned;
    if (bytes.length > 2) return vocabulary.lookUp(bytes);
    // Words of one or two bytes sit inside too many tokens; their fields are listed directly.
    const slot = short.slotOf(shortWordKey(bytes));
    if (slot === -1) return undefined;
    const fields = short.list(slot);
    return { estimate: fields.length, fields: () => fields };
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
    let count = 0;
    plans.forEach((plan, index) => {
      const fields = plan.fields();
      // Each word moves the fields found with all earlier words one count up; the first word
      // also lists the fields it reaches, for the later ones to thin out.
      const before = round + index;
      for (let i = 0; i < fields.length; i++) {
        const field = fields[i]!;
        if (index === 0) {
          if (found[field]! > round) continue;
          candidates[count++] = field;
        } else if (found[field] !== before) continue;
        found[field] = before + 1;
      }
    });
    const last = round + plans.length;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      if (found[candidates[i]!] === last) candidates[kept++] = candidates[i]!;
    }
    return kept;
  }

  /** Groups the first `count` candidate fields by package into hits, sorted. */
  #hits(count: number): SearchHit[] {
    const candidates = this.#candidates;
    const slotBits = this.#slotBits;
    const positions = this.#positions;
    let packages = 0;
    for (let i = 0; i < count; i++) {
      const position = candidates[i]! >> SLOT_BITS;
      if (slotBits[position] === 0) positions[packages++] = position;
      slotBits[position]! |= 1 << (candidates[i]! & SLOT_MASK);
    }
    // Positions follow slug order, which the stable sort by score keeps among equal scores.
    const hits: SearchHit[] = [];
    for (const position of positions.subarray(0, packages).sort()) {
      hits.push(hitOf(this.#packages[position]!, slotBits[position]!));
      slotBits[position] = 0;
    }
    return hits.sort((a, b) => b.score - a.score);
  }
}
