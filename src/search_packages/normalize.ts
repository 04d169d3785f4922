/**
 * How search text is normalised. Matching is case-insensitive substring search with `-` and
 * `_` counting as word separators, and nothing else:
 *
 * - Case folding: `String.prototype.toLowerCase()` (locale-independent Unicode lowercasing),
 *   then the final sigma `ς` becomes `σ`. Without that last step lowercasing would depend on
 *   context (`Σ` lowers to `ς` at the end of a word and to `σ` elsewhere); with it every code
 *   point folds the same way wherever it stands, so folding a whole field and folding a single
 *   word agree. Folding may change a string's length (`İ` becomes `i` plus U+0307); nothing
 *   maps positions back, so that is harmless.
 * - A query is folded, then split at whitespace (the `\s` class of JavaScript regular
 *   expressions), `-` and `_`; empty pieces are dropped.
 * - A field is folded and its `-` and `_` read as spaces; a word matches a field when it is a
 *   substring of that normalised field.
 *
 * Because a query word never contains whitespace, `-` or `_`, no occurrence of a word can
 * cover a separator, so a word occurs in the normalised field exactly when it occurs in the
 * merely folded field. The engine therefore indexes {@link foldCase} of each field and skips
 * the separator rewrite; the reference scan does the rewrite literally, and the equivalence
 * tests hold the two to the same answers.
 *
 * @module
 */

/** Whitespace, `-` and `_`: everything that separates two query words. */
const WORD_SEPARATORS = /[\s_-]+/;

/**
 * Folds text to the case used for matching.
 *
 * @param text Any text.
 * @returns The lowercased text, with `ς` written as `σ`.
 *
 * @example
 * ```ts
 * import { foldCase } from "./normalize.ts";
 *
 * console.log(foldCase("ΟΔΟΣ Date-Picker")); // "οδοσ date-picker"
 * ```
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes("ς") ? lower.replaceAll("ς", "σ") : lower;
}

/**
 * Splits a query into the words that must all be found.
 *
 * @param query The raw query.
 * @returns The folded words, in query order; empty when the query holds only separators.
 *
 * @example
 * ```ts
 * import { queryWords } from "./normalize.ts";
 *
 * console.log(queryWords(" Date_Picker  theme-")); // ["date", "picker", "theme"]
 * ```
 */
export function queryWords(query: string): string[] {
  return foldCase(query).split(WORD_SEPARATORS).filter((word) => word !== "");
}
