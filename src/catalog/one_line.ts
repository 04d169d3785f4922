/**
 * Text on one line: what a list item, a table cell or a passage shows of text that was written
 * over several.
 *
 * @module
 */

/**
 * A text's runs of white space (line breaks included) as one space, trimmed.
 *
 * @param text Any text.
 * @returns The text on one line.
 *
 * @example
 * ```ts
 * import { oneLine } from "./one_line.ts";
 *
 * console.log(oneLine("  Retries\n  the build. ")); // "Retries the build."
 * ```
 */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
