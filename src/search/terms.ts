/**
 * Words as the full-text search reads them, in the few places it reads them itself (FTS5's
 * tokenizer does the rest): the query's words, the parts of camelCase identifiers, and the
 * stemmed terms a passage looks for.
 *
 * - A word is a run of letters, digits, `_`, `$`, `-` and `.` (so `useQuery`, `query-core`,
 *   `Deno.serve` and `snake_case` stay one word), with the dots and dashes at its end dropped.
 * - A camelCase identifier has parts: `invalidateQueries` is `invalidate` and `Queries`.
 * - The most common English words (`how`, `do`, `the`, ...) say nothing about what a text is
 *   about, and a query leaves them out.
 *
 * @module
 */
import { stemmer } from "stemmer";

/** A word as it is written, before it is split and stemmed (a global pattern). */
export const WORD: RegExp = /[\p{L}\p{N}_$][\p{L}\p{N}_$.\-]*/gu;

/**
 * A camelCase identifier: a word with a lowercase letter or digit before a capital, or an
 * acronym before a word (tried once per word, not at every character: a catalog is long).
 */
const CAMEL = /\b(?=[A-Za-z0-9]*?(?:[a-z0-9][A-Z]|[A-Z][A-Z][a-z]))[A-Za-z0-9]+/g;

/** The humps of an identifier (`parseURL` is `parse`, `URL`). */
const HUMPS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;

/** The words FTS5's tokenizer makes of a written word. */
const FTS_WORDS = /[\p{L}\p{N}]+/gu;

/** Words so common in English prose that they say nothing about what a text is about. */
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could did do does doing for from had has have how i " +
    "if in into is it its me my of on or our should so than that the their them then there " +
    "these they this those to was we what when where which while who why will with would you " +
    "your"
  ).split(" "),
);

/**
 * The words of a text, as written (not yet split or stemmed).
 *
 * @param text Any text.
 * @returns Its words, in order.
 *
 * @example
 * ```ts
 * import { wordsOf } from "./terms.ts";
 *
 * console.log(wordsOf("Call `queryClient.cancelQueries()`, then retry.")); // ["Call", "queryClient.cancelQueries", "then", "retry"]
 * ```
 */
export function wordsOf(text: string): string[] {
  // `match` gives strings, not match objects: a unit's text is read word by word when it is
  // ranked, and this is most of that reading's cost.
  const words = text.match(WORD) ?? [];
  for (const [i, word] of words.entries()) {
    const last = word.at(-1);
    if (last === "." || last === "-") words[i] = word.replace(/[.\-]+$/, "");
  }
  return words;
}

/**
 * Whether a word is one of the common English words a query leaves out.
 *
 * @param word A word.
 * @returns `true` for `how`, `The`, `do`, ...
 *
 * @example
 * ```ts
 * import { isStopWord } from "./terms.ts";
 *
 * console.log(isStopWord("How"), isStopWord("cancel")); // true false
 * ```
 */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/**
 * The parts of the camelCase identifiers in a text (`useQuery` gives `use`, `Query`), joined
 * by spaces; empty when there is none. Indexed beside the text, so that a part is found as a
 * word of its own.
 *
 * @param text Any text.
 * @returns The parts.
 *
 * @example
 * ```ts
 * import { camelParts } from "./terms.ts";
 *
 * console.log(camelParts("Call queryClient.cancelQueries() or parseURL")); // ["query", "Client", "cancel", "Queries", "parse", "URL"]
 * ```
 */
export function camelParts(text: string): string[] {
  const parts: string[] = [];
  for (const [identifier] of text.matchAll(CAMEL)) parts.push(...identifier.match(HUMPS)!);
  return parts;
}

/**
 * The stemmed terms of one written word, for matching a query's words in a text: the word
 * lowercased, its hyphens closed up (`auto-submit` meets `autosubmit`) and stemmed, and each
 * of the words FTS5 splits it into and its camelCase parts.
 *
 * @param word One word from {@link wordsOf}.
 * @returns Its terms, each once; none for a common English word.
 *
 * @example
 * ```ts
 * import { termsOfWord } from "./terms.ts";
 *
 * console.log(termsOfWord("invalidateQueries")); // ["invalidatequeri", "invalid", "queri"]
 * console.log(termsOfWord("the")); // []
 * ```
 */
export function termsOfWord(word: string): string[] {
  let terms = known.get(word);
  if (terms === undefined) {
    terms = workOutTerms(word);
    if (known.size < KNOWN_WORDS) known.set(word, terms);
  }
  return terms;
}

/**
 * A word's term as a whole (lowercased, hyphens closed up, stemmed): `length` for `length`, but
 * `fixedlength` for `fixed-length`, whose parts are `fix` and `length`.
 *
 * @param word One word from {@link wordsOf}.
 * @returns Its first term ({@link termsOfWord} gives it first); none for a common English word.
 *
 * @example
 * ```ts
 * import { wholeTermOf } from "./terms.ts";
 *
 * console.log(wholeTermOf("fixed-length"), wholeTermOf("Lengths")); // "fixedlength" "length"
 * ```
 */
export function wholeTermOf(word: string): string | undefined {
  return termsOfWord(word)[0];
}

/**
 * Whether a name is of several parts (`useChat`, `MCPAppRenderer`, `experimental_throttle`) and
 * so means one API wherever it is written, not an everyday word (`Date`, `Either`) that another
 * package may use for its own thing.
 *
 * @param name A name as code writes it.
 * @returns `true` when it has more than one term.
 *
 * @example
 * ```ts
 * import { ofSeveralParts } from "./terms.ts";
 *
 * console.log(ofSeveralParts("useChat"), ofSeveralParts("Date")); // true false
 * ```
 */
export function ofSeveralParts(name: string): boolean {
  return termsOfWord(name).length > 1;
}

/** The most words whose terms are kept; a catalog's vocabulary is far smaller. */
const KNOWN_WORDS = 100_000;

/** Terms by written word: a word repeats throughout a text, and stemming is the cost. */
const known = new Map<string, string[]>();

/**
 * The words FTS5's `unicode61` tokenizer makes of a written word: its runs of letters and
 * digits (`query-core` is `query`, `core`).
 *
 * @param word A written word.
 * @returns Its runs.
 *
 * @example
 * ```ts
 * import { tokenizerWords } from "./terms.ts";
 *
 * console.log(tokenizerWords("snake_case")); // ["snake", "case"]
 * ```
 */
export function tokenizerWords(word: string): string[] {
  return word.match(FTS_WORDS) ?? [];
}

function workOutTerms(word: string): string[] {
  if (isStopWord(word)) return [];
  const terms = new Set([stemmer(word.toLowerCase().replaceAll("-", ""))]);
  for (const part of [...tokenizerWords(word), ...camelParts(word)]) {
    if (!isStopWord(part)) terms.add(stemmer(part.toLowerCase()));
  }
  return [...terms];
}

/**
 * Each meaningful word of a query as its stemmed terms; common English words have none and are
 * left out.
 *
 * @param query What the caller typed.
 * @returns One set of terms per word.
 *
 * @example
 * ```ts
 * import { queryWords } from "./terms.ts";
 *
 * console.log(queryWords("How do I retry queries?").map((terms) => [...terms])); // [["retri"], ["queri"]]
 * ```
 */
export function queryWords(query: string): ReadonlySet<string>[] {
  return writtenQueryWords(query).map(({ terms }) => terms);
}

/**
 * Each meaningful word of a query as written and as its stemmed terms ({@link queryWords}).
 *
 * @param query What the caller typed.
 * @returns One entry per word.
 *
 * @example
 * ```ts
 * import { writtenQueryWords } from "./terms.ts";
 *
 * console.log(writtenQueryWords("catchReason").map(({ written }) => written)); // ["catchReason"]
 * ```
 */
export function writtenQueryWords(
  query: string,
): { written: string; terms: ReadonlySet<string> }[] {
  return wordsOf(query).map((word) => ({ written: word, terms: new Set(termsOfWord(word)) }))
    .filter(({ terms }) => terms.size > 0);
}
