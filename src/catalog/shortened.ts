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

/**
 * A line cut to at most `max` characters in its middle, at word boundaries, with ` … ` where it
 * was cut: its start and its end both say something (a union's last member, `(string & {})` of
 * iconv-lite's 5,000-character `Encoding`; a signature's return type).
 *
 * @param line Any line.
 * @param max The most characters.
 * @returns The line, whole when it fits.
 *
 * @example
 * ```ts
 * import { shortenedInMiddle } from "./shortened.ts";
 *
 * console.log(shortenedInMiddle('type Encoding = "ascii" | "base64" | "binary" | "hex" | (string & {})', 50));
 * // 'type Encoding = "ascii" | … | (string & {})'
 * ```
 */
export function shortenedInMiddle(line: string, max: number): string {
  if (line.length <= max) return line;
  const room = Math.max(2, max - MIDDLE.length);
  const head = line.slice(0, Math.ceil(room * HEAD_SHARE));
  const tail = line.slice(line.length - (room - head.length));
  const headSpace = head.lastIndexOf(" ");
  const tailSpace = tail.indexOf(" ");
  const start = headSpace > head.length / 3 ? head.slice(0, headSpace) : head;
  const end = tailSpace >= 0 && tailSpace < tail.length * 2 / 3 ? tail.slice(tailSpace + 1) : tail;
  return `${start.trimEnd()}${MIDDLE}${end.trimStart()}`;
}

/** What stands for the part of a line left out in its middle. */
const MIDDLE = " … ";

/** The share of a line cut in its middle that its start keeps. */
const HEAD_SHARE = 0.6;
