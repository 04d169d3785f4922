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
  const paragraph = (doc ?? "").trim().split(/\n\s*\n/, 1)[0]!.replace(/\s+/g, " ");
  const end = SENTENCE_END.exec(paragraph);
  const sentence = end === null ? paragraph : paragraph.slice(0, end.index + 1);
  if (sentence.length <= MAX_SUMMARY_LENGTH) return sentence;
  const cut = sentence.slice(0, MAX_SUMMARY_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > MAX_SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}
