/**
 * The one-line summary listings show for a symbol: the first sentence of its docs.
 *
 * @module
 */

/** The longest summary, in characters; longer sentences are cut at a word with "…". */
export const MAX_SUMMARY_LENGTH = 100;

/**
 * A sentence ends at `.`, `!` or `?` followed by whitespace and then a capital, a quote, a
 * bracket or Markdown emphasis, so "e.g. this", "e.g. 2026" and "v1.2" do not end one.
 */
const SENTENCE_END = /[.!?](?=\s+[A-Z`"'([*_]|\s*$)/;

/**
 * The first sentence of a doc text on one line, cut to {@link MAX_SUMMARY_LENGTH}.
 *
 * @param doc The docs, Markdown.
 * @returns The sentence; `""` when there are no docs.
 *
 * @example
 * ```ts
 * import { firstSentence } from "./first_sentence.ts";
 *
 * console.log(firstSentence("Creates a ward. Rules are checked in order.")); // "Creates a ward."
 * ```
 */
export function firstSentence(doc: string | undefined): string {
  return cut(sentenceOf(paragraphOf(doc)), MAX_SUMMARY_LENGTH);
}

/** A text's first paragraph on one line. */
function paragraphOf(doc: string | undefined): string {
  return (doc ?? "").trim().split(/\n\s*\n/, 1)[0]!.replace(/\s+/g, " ");
}

/** A paragraph's first sentence, whole. */
function sentenceOf(paragraph: string): string {
  const end = SENTENCE_END.exec(paragraph);
  return end === null ? paragraph : paragraph.slice(0, end.index + 1);
}

/** A text cut to `max` characters at a word, with "…". */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const start = text.slice(0, max - 1);
  const space = start.lastIndexOf(" ");
  return `${space > max / 2 ? start.slice(0, space) : start}…`;
}

/** A first sentence that says only since when something is deprecated: `since r187.`. */
const SINCE_ONLY = /^(?:deprecated )?(?:since|as of|from) [^ ]+(?: [^ ]+)?\.$/i;

/**
 * What a `@deprecated` tag says in one line: its first sentence, and the next when the first
 * says only since when (`since r187. Use iridescenceThicknessMinimum ... instead.`), since what
 * replaces the API is the point.
 *
 * @param text The tag's text.
 * @returns The reason; `""` when the tag has no text.
 *
 * @example
 * ```ts
 * import { deprecationReason } from "./first_sentence.ts";
 *
 * console.log(deprecationReason("since r187. Use `min` and `max` instead. Removed in r200.")); // "since r187. Use `min` and `max` instead."
 * ```
 */
export function deprecationReason(text: string | undefined): string {
  const paragraph = paragraphOf(text);
  const first = sentenceOf(paragraph);
  if (!SINCE_ONLY.test(first)) return cut(first, MAX_SUMMARY_LENGTH);
  const next = sentenceOf(paragraph.slice(first.length).trimStart());
  return cut(next === "" ? first : `${first} ${next}`, 2 * MAX_SUMMARY_LENGTH);
}
