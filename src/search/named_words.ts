/**
 * The query words a result's name already says. Asked about `wa-pagination` and its events,
 * the element's passage should show the events: the title names the element, and its
 * description ("Pagination splits long lists...") holds the tag's word without answering.
 *
 * @module
 */
import type { QueryWeights } from "./passage.ts";
import { termsOfWord, wordsOf } from "./terms.ts";

/**
 * A query's words without those a symbol's or element's name holds all the terms of.
 *
 * @param weights The query's words and weights.
 * @param name The name (`wa-pagination WaPagination`, `useChat`).
 * @returns The other words; all of them when every word is named (a query of the name alone).
 *
 * @example
 * ```ts
 * import { withoutNamed } from "./named_words.ts";
 * import { evenWeights } from "./passage.ts";
 *
 * const words = withoutNamed(evenWeights("wa-pagination page change event"), "wa-pagination");
 * console.log(words.words.length); // 3
 * ```
 */
export function withoutNamed(weights: QueryWeights, name: string): QueryWeights {
  const named = new Set(wordsOf(name).flatMap(termsOfWord));
  const words = weights.words.filter((word) => ![...word.terms].every((term) => named.has(term)));
  return words.length === 0 ? weights : { words };
}
