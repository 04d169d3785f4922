/**
 * Query checks: the limits and the user-facing messages of an invalid search. The MCP tool
 * layer shows these messages to the caller as they are, so each one says what to change.
 *
 * @module
 */
import { queryWords } from "./normalize.ts";

/** The longest query accepted, in UTF-16 code units (JavaScript's `length`). */
export const MAX_QUERY_LENGTH = 500;

/** The most words a query may have, counting `-` and `_` as word separators. */
export const MAX_QUERY_WORDS = 32;

/**
 * Checks the query of a tool that takes words (search-symbols, search): not blank, at most
 * `maxWords` words (split at white space).
 *
 * @param query The raw query.
 * @param tool The tool's name, for the message.
 * @param example Queries to suggest, quoted, e.g. `"createWard" or "parse date"`.
 * @param maxWords The most words (`Infinity` for a tool whose schema bounds the length alone).
 * @throws {RangeError} Saying what to pass instead.
 *
 * @example
 * ```ts
 * import { checkQueryWords } from "./query.ts";
 *
 * checkQueryWords("parse date", "search-symbols", '"createWard"'); // passes
 * ```
 */
export function checkQueryWords(
  query: string,
  tool: string,
  example: string,
  maxWords: number = MAX_QUERY_WORDS,
): void {
  const words = query.trim().split(/\s+/);
  if (words[0] === "") {
    throw new RangeError(`${tool} needs a non-empty query, for example ${example}.`);
  }
  if (words.length > maxWords) {
    throw new RangeError(
      `The query has ${words.length} words; the limit is ${maxWords}. Use fewer words.`,
    );
  }
}

/**
 * Checks a query and splits it into words.
 *
 * @param query The raw query.
 * @returns The folded words; empty for a query made only of `-` and `_` (and whitespace).
 * @throws {RangeError} When the query is longer than {@link MAX_QUERY_LENGTH}, empty after
 * trimming, or has more than {@link MAX_QUERY_WORDS} words.
 */
export function parseQuery(query: string): string[] {
  // Checked first so that no later step ever walks an oversized string.
  if (query.length > MAX_QUERY_LENGTH) {
    throw new RangeError(
      `The search query is ${query.length} characters long; the limit is ${MAX_QUERY_LENGTH}. ` +
        "Search with fewer or shorter words.",
    );
  }
  if (query.trim() === "") {
    throw new RangeError(
      "search-packages needs a non-empty query: pass one or more words to look for, " +
        'for example "date picker".',
    );
  }
  const words = queryWords(query);
  if (words.length > MAX_QUERY_WORDS) {
    throw new RangeError(
      `The search query has ${words.length} words; the limit is ${MAX_QUERY_WORDS} ` +
        "(`-` and `_` separate words too). Search with fewer words.",
    );
  }
  return words;
}

/**
 * Checks the optional result limit.
 *
 * @param limit The requested number of hits, or `undefined` for all of them.
 * @returns The limit, `Infinity` when none was given.
 * @throws {RangeError} When `limit` is given but is not a positive integer.
 */
export function parseLimit(limit: number | undefined): number {
  if (limit === undefined) return Infinity;
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`The result limit must be a positive integer; got ${limit}.`);
  }
  return limit;
}
