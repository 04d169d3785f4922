/**
 * Whether a text has a word with a given stemmed term ({@link termsOfWord}), answered without
 * reading every word of the text: re-ranking a query's candidates asks this of a few query terms
 * in some hundred units, most of them read for the first time, and stemming all their words was
 * most of a new query's time.
 *
 * A stem keeps the start of the word it comes from: the Porter stemmer only takes suffixes off
 * and puts short ones back (`e`, `i`, `le`, `l`: `conflated` -> `conflate`, `happy` -> `happi`,
 * `ability` -> `abl`). So a word with the term `t` holds `t` less up to two of its last letters
 * when they are `e`, `i` or `l`, starting where a part of it starts (the word, a part split by
 * `_`, `.` or `-`, a camelCase hump); a word without hyphens that holds it is found in the text
 * lowercased, a hyphenated word's whole term (`auto-submit` -> `autosubmit`) in the text
 * lowercased without its hyphens. Each place the text holds that probe is checked by stemming
 * the word there, so the answer is exactly {@link termsOfWord}'s over the text's words.
 *
 * A text with a letter or digit outside ASCII (lowercasing may change its length, a word its
 * bounds, the camelCase humps their letters) is read word by word instead.
 *
 * @module
 */
import { termsOfWord, wordsOf } from "./terms.ts";

/** A letter or digit outside ASCII: the text is read word by word. */
const WIDE_WORD_CHAR = /(?!\p{ASCII})[\p{L}\p{N}]/u;

/** What the stemmer may put back at the end of a stem: the probe leaves it out. */
const PUT_BACK = /[eil]{1,2}$/;

const DOT = 46;
const DASH = 45;

/**
 * A text that answers whether it has a term, each term worked out once.
 *
 * @example
 * ```ts
 * import { TermProbe } from "./term_probe.ts";
 *
 * const probe = new TermProbe("Call queryClient.invalidateQueries() to refetch, or auto-submit.");
 * console.log(probe.has("queri"), probe.has("autosubmit"), probe.has("mutat")); // true true false
 * ```
 */
export class TermProbe {
  readonly #text: string;
  /** The text lowercased; `undefined` when it is read word by word. */
  readonly #lower: string | undefined;
  /** Where the text has hyphens, in order. */
  readonly #hyphens: number[] = [];
  #withoutHyphens: string | undefined;
  /** Every term of the text, when it is read word by word. */
  #terms: Set<string> | undefined;
  readonly #known = new Map<string, boolean>();

  /** @param text The text (ASCII or not). */
  constructor(text: string) {
    this.#text = text;
    if (WIDE_WORD_CHAR.test(text)) return;
    const lower = text.toLowerCase();
    if (lower.length !== text.length) return;
    this.#lower = lower;
    for (let at = lower.indexOf("-"); at >= 0; at = lower.indexOf("-", at + 1)) {
      this.#hyphens.push(at);
    }
  }

  /**
   * Whether a word of the text has the term.
   *
   * @param term A stemmed term, as {@link termsOfWord} gives it.
   * @returns `true` when one of the text's words has it among its terms.
   */
  has(term: string): boolean {
    let known = this.#known.get(term);
    if (known === undefined) {
      known = this.#lower === undefined ? this.#allTerms().has(term) : this.#probe(term);
      this.#known.set(term, known);
    }
    return known;
  }

  #allTerms(): Set<string> {
    this.#terms ??= new Set(wordsOf(this.#text).flatMap(termsOfWord));
    return this.#terms;
  }

  #probe(term: string): boolean {
    const probe = term.replace(PUT_BACK, "");
    if (probe === "") return wordsOf(this.#text).some((word) => termsOfWord(word).includes(term));
    if (this.#found(this.#lower!, probe, term, (at) => at)) return true;
    if (this.#hyphens.length === 0) return false;
    this.#withoutHyphens ??= this.#lower!.replaceAll("-", "");
    return this.#found(this.#withoutHyphens, probe, term, (at) => this.#withHyphens(at));
  }

  /**
   * Whether a word where `lower` holds the probe has the term; `place` gives the text's index
   * of an index of `lower`.
   */
  #found(lower: string, probe: string, term: string, place: (at: number) => number): boolean {
    const text = this.#text;
    for (let at = lower.indexOf(probe); at >= 0; at = lower.indexOf(probe, at + 1)) {
      const start = place(at);
      if (withinPart(text, start)) continue;
      const word = wordAround(text, start);
      if (termsOfWord(word).includes(term)) return true;
    }
    return false;
  }

  /** The index in the text of an index in the text without hyphens. */
  #withHyphens(at: number): number {
    let before = 0;
    while (before < this.#hyphens.length && this.#hyphens[before]! - before <= at) before++;
    return at + before;
  }
}

/** Whether a character is one of a word's (ASCII: the text has no other letters or digits). */
function wordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) ||
    code === 95 || code === 36 || code === DOT || code === DASH;
}

/**
 * Whether no part of a word starts at an index: a lowercase letter after another, or a digit
 * after another (a part starts a word, follows `_`, `.` or `-`, or starts a camelCase hump).
 */
function withinPart(text: string, at: number): boolean {
  if (at === 0) return false;
  const before = text.charCodeAt(at - 1);
  const here = text.charCodeAt(at);
  return (before >= 97 && before <= 122 && here >= 97 && here <= 122) ||
    (before >= 48 && before <= 57 && here >= 48 && here <= 57);
}

/** The word ({@link wordsOf}) the character at an index belongs to. */
function wordAround(text: string, at: number): string {
  let start = at;
  while (start > 0 && wordChar(text.charCodeAt(start - 1))) start--;
  let end = at;
  while (end < text.length && wordChar(text.charCodeAt(end))) end++;
  // A word starts with a letter, digit, `_` or `$`, and its last dots and dashes are dropped.
  while (start < end && isDotOrDash(text.charCodeAt(start))) start++;
  while (end > start && isDotOrDash(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

function isDotOrDash(code: number): boolean {
  return code === DOT || code === DASH;
}
