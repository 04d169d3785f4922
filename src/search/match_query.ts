/**
 * A question in words, as an FTS5 query: every word an alternative (`OR`), none required.
 *
 * FTS5's `porter unicode61` tokenizer stems each word and splits at every character that is
 * not a letter or digit, so `query-core` and `snake_case` are two words each. An identifier is
 * asked for as a phrase of those words (adjacent, in order); a hyphenated word also closed up
 * (`type-safe` as `typesafe`, `re-render` as `rerender`: both spellings are common); and, when
 * it is camelCase, also as its parts and its whole self: `invalidateQueries` finds a text that
 * writes it so and one that speaks of invalidating queries. Common English words (terms.ts) are
 * left out unless the query has nothing else; of the rest, the caller chooses which are worth
 * asking for (the index leaves out words in no text, or in so many that reading them costs more
 * than they tell), all of them when it chooses none.
 *
 * @module
 */
import { camelParts, isStopWord, tokenizerWords, wordsOf } from "./terms.ts";

/**
 * The FTS5 query for a question, or `undefined` when it has no word to look for.
 *
 * @param query What the caller typed.
 * @param choose Which of the phrases (FTS5 terms, lowercased, not stemmed, space-separated) to
 *   ask for; all of them when it returns none.
 * @returns An FTS5 `MATCH` expression.
 *
 * @example
 * ```ts
 * import { matchQuery } from "./match_query.ts";
 *
 * console.log(matchQuery("How do I use invalidateQueries?")); // '"use" OR "invalidatequeries" OR "invalidate" OR "queries"'
 * ```
 */
export function matchQuery(
  query: string,
  choose: (phrases: string[]) => string[] = (phrases) => phrases,
): string | undefined {
  const alternatives = queryPhrases(query);
  if (alternatives.length === 0) return undefined;
  const chosen = choose(alternatives);
  return (chosen.length > 0 ? chosen : alternatives).map((phrase) => `"${phrase}"`).join(" OR ");
}

/**
 * A file name's extension, which a dotted word may end with (`Node.js`, `next.config.ts`).
 *
 * @example
 * ```ts
 * import { FILE_EXTENSION } from "./match_query.ts";
 *
 * console.log(FILE_EXTENSION.test("js"), FILE_EXTENSION.test("listen")); // true false
 * ```
 */
export const FILE_EXTENSION: RegExp = /^(?:[cm]?[jt]sx?|json|mdx?|css|html?|ya?ml)$/i;

/**
 * The phrases a query asks for, before any is chosen: each word as FTS5's words, a hyphenated
 * word closed up, a camelCase word's parts; common English words left out unless the query has
 * nothing else.
 *
 * @param query What the caller typed.
 * @returns The phrases (lowercased, not stemmed, words separated by a space), each once.
 *
 * @example
 * ```ts
 * import { queryPhrases } from "./match_query.ts";
 *
 * console.log(queryPhrases("How do I use query-core?")); // ["use", "query core", "querycore"]
 * ```
 */
export function queryPhrases(query: string): string[] {
  const words = wordsOf(query);
  const meaningful = words.filter((word) => !isStopWord(word));
  const alternatives = new Set<string>();
  for (const word of meaningful.length > 0 ? meaningful : words) {
    const phrase = tokenizerWords(word).join(" ").toLowerCase();
    if (phrase === "") continue;
    alternatives.add(phrase);
    if (word.includes("-")) alternatives.add(phrase.replaceAll(" ", ""));
    // A dotted name's member on its own too: `Hono.cors` is `cors` imported from `hono/cors`
    // (not a file's extension: the `js` of `Node.js`).
    const member = word.includes(".") ? word.split(".").at(-1)! : "";
    if (member !== "" && !FILE_EXTENSION.test(member)) {
      alternatives.add(tokenizerWords(member).join(" ").toLowerCase());
    }
    for (const part of camelParts(word)) alternatives.add(part.toLowerCase());
  }
  return [...alternatives];
}
