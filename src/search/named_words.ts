/**
 * The query words a result's name already says. Asked about `wa-pagination` and its events,
 * the element's passage should show the events: the title names the element, and its
 * description ("Pagination splits long lists...") holds the tag's word without answering.
 *
 * @module
 */
import type { QueryWeights } from "./passage_source.ts";
import { termsOfWord, wordsOf } from "./terms.ts";

/**
 * A query's words without those a symbol's or element's name holds all the terms of, and a
 * member written under the name (`HonoRequest.param`) as the member alone.
 *
 * @param weights The query's words and weights.
 * @param name The name (`wa-pagination WaPagination`, `useChat`).
 * @returns The other words; all of them when every word is named (a query of the name alone).
 *
 * @example
 * ```ts
 * import { withoutNamed } from "./named_words.ts";
 * import { evenWeights } from "./passage_source.ts";
 *
 * const words = withoutNamed(evenWeights("wa-pagination page change event"), "wa-pagination");
 * console.log(words.words.length); // 3
 * ```
 */
export function withoutNamed(weights: QueryWeights, name: string): QueryWeights {
  const named = new Set(wordsOf(name).flatMap(termsOfWord));
  const words = weights.words.flatMap((word) => {
    const terms = [...word.terms];
    if (terms.every((term) => named.has(term))) return [];
    // `HonoRequest.param` asked of `HonoRequest`: the word is its member, `param`.
    const [whole] = terms;
    const dot = whole!.lastIndexOf(".");
    if (dot <= 0 || !named.has(whole!.slice(0, dot))) return [word];
    const rest = terms.filter((term) => term !== whole && !named.has(term));
    return [{ ...word, terms: new Set([whole!.slice(dot + 1), ...rest]) }];
  });
  return words.length === 0 ? weights : { words };
}
