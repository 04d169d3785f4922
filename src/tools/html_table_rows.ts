/**
 * A row of an HTML table in Markdown, written over several lines (`<tr>`, a line per cell, `</tr>`),
 * as one line of cells: what `fetch` with `lines` shows of a row one of whose lines matched.
 * flexsearch's options table writes the option's name, its values, what it does and its default
 * on eight lines; `lines: "tokenize"` showed the name alone, and both trial runs asked again with
 * `context` for the default.
 *
 * @module
 */

/** The opening of a table's row, and its end. */
const ROW_START = /^\s*<tr\b[^>]*>/i;
const ROW_END = /<\/tr\s*>/i;

/** The most lines of one row read as a row: past them, its lines are read one by one. */
const MOST_ROW_LINES = 40;

/** The end of a cell, which separates it from the next. */
const CELL_END = /<\/t[dh]\s*>/gi;

/** A line break, which separates a cell's values, and any other tag. */
const BREAK = /<br\s*\/?>/gi;
const TAG = /<[^>]*>/g;
const SPACES = /\s+/g;

/**
 * The row a line opens, as one line: its cells' text without their tags, between `|`.
 *
 * @param lines A page's lines.
 * @param at The index of a line.
 * @returns The row's text and the index past its last line; `undefined` when the line opens
 *   no row, or one that does not end within {@link MOST_ROW_LINES} lines.
 *
 * @example
 * ```ts
 * import { htmlRowAt } from "./html_table_rows.ts";
 *
 * const lines = ["<tr>", "  <td>tokenize</td>", "  <td>", '    "strict"<br>', "  </td>", "</tr>"];
 * console.log(htmlRowAt(lines, 0)); // { text: '| tokenize | "strict" |', end: 6 }
 * ```
 */
export function htmlRowAt(
  lines: readonly string[],
  at: number,
): { text: string; end: number } | undefined {
  if (!ROW_START.test(lines[at]!)) return undefined;
  const last = Math.min(lines.length, at + MOST_ROW_LINES);
  for (let end = at; end < last; end++) {
    if (!ROW_END.test(lines[end]!)) continue;
    const cells = lines.slice(at, end + 1).join(" ").split(CELL_END)
      .map((cell) => cell.replace(BREAK, " ").replace(TAG, "").replace(SPACES, " ").trim())
      .filter((cell) => cell !== "");
    return { text: cells.length === 0 ? "" : `| ${cells.join(" | ")} |`, end: end + 1 };
  }
  return undefined;
}
