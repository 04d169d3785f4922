/**
 * Text cut to a length at a word boundary: what titles, summaries and one-line declarations show
 * of a longer text.
 *
 * @module
 */

/**
 * A text cut to at most `max` characters at a word boundary, with `…` where it was cut.
 *
 * @param text Any text.
 * @param max The most characters.
 * @returns The text, whole when it fits.
 *
 * @example
 * ```ts
 * import { shortened } from "./shortened.ts";
 *
 * console.log(shortened("Returning null from getNextPageParam or getPreviousPageParam", 40)); // "Returning null from getNextPageParam or…"
 * ```
 */
export function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 3 ? cut.slice(0, space) : cut.slice(0, max - 1)).trimEnd()}…`;
}
