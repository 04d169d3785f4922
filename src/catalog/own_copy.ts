/**
 * A string that holds its own characters. V8 makes a part of a longer string (`slice`, a regular
 * expression's match, `trim`) a view into it, and the view keeps the whole of it alive: a
 * heading's text kept in a page's outline kept the page's whole decoded Markdown in memory,
 * two bytes a character, beside the page's UTF-8 bytes the catalog keeps it as.
 *
 * @module
 */

/**
 * A copy of a text that keeps no longer text alive: what a value kept long after the text it was
 * cut from is read (a heading of a page) is made of.
 *
 * @param text A text, perhaps a part of a longer one.
 * @returns The same characters, in a string of their own (V8 flattens the joined string into
 * new memory, and the part cut from it keeps only that alive).
 *
 * @example
 * ```ts
 * import { ownCopy } from "./own_copy.ts";
 *
 * const page = "# Retries\n\n" + "Text. ".repeat(10_000);
 * console.log(ownCopy(page.slice(2, 9))); // "Retries"
 * ```
 */
export function ownCopy(text: string): string {
  return ` ${text}`.slice(1);
}
