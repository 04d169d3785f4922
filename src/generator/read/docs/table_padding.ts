/**
 * Tables without the spaces that pad their cells to a column's width. Formatters pad every cell of
 * a Markdown table to its column's widest (`| \`undefined\`        | Create a new page ... |`), and
 * a delimiter row's dashes to the same width: the table reads the same without them, and they were
 * 1.7% of the `--deps` evaluation app's docs, sent with every section or passage that holds a
 * table. A cell keeps one space on each side; a delimiter keeps three dashes and its colons.
 * Lines of fenced code are left as they are.
 *
 * @module
 */
import { closesFence, fenceMarks, fenceOpening } from "../../../catalog/code_fence.ts";

/** A table's row: a line that starts and ends with a pipe. */
const ROW = /^\s*\|.*\|\s*$/;

/** A delimiter row: pipes, dashes, colons and spaces only. */
const DELIMITER_ROW = /^[\s|:-]+$/;

/** The spaces after a pipe that is not escaped, past the first. */
const AFTER_PIPE = /(?<!\\)\| {2,}/g;

/**
 * The spaces before a pipe, past the last, after a cell's text (not a row's indent; a pipe after
 * a space is never escaped).
 */
const BEFORE_PIPE = /(?<=\S) {2,}\|/g;

/** A delimiter's dashes past three. */
const DASHES = /-{4,}/g;

/**
 * A page's Markdown with its tables' cells unpadded (see the module's description).
 *
 * @param markdown A page's Markdown.
 * @returns The same Markdown, its tables' rows without padding.
 *
 * @example
 * ```ts
 * import { withoutTablePadding } from "./table_padding.ts";
 *
 * const table = "| Type        | Behavior   |\n| ----------- | ---------: |\n| `undefined` | A new page |";
 * console.log(withoutTablePadding(table)); // "| Type | Behavior |\n| --- | ---: |\n| `undefined` | A new page |"
 * ```
 */
export function withoutTablePadding(markdown: string): string {
  if (!markdown.includes("|  ") && !markdown.includes("  |") && !markdown.includes("----")) {
    return markdown;
  }
  const lines = markdown.split("\n");
  let fence: string | undefined;
  let changed = false;
  for (const [i, line] of lines.entries()) {
    if (fence !== undefined) {
      const marks = fenceMarks(line);
      if (marks !== undefined && closesFence(fence, marks)) fence = undefined;
      continue;
    }
    const opening = fenceOpening(line);
    if (opening !== undefined) {
      fence = opening.mark;
      continue;
    }
    if (!ROW.test(line)) continue;
    let row = line.replace(AFTER_PIPE, "| ").replace(BEFORE_PIPE, " |");
    if (DELIMITER_ROW.test(row)) row = row.replace(DASHES, "---");
    if (row !== line) {
      lines[i] = row;
      changed = true;
    }
  }
  return changed ? lines.join("\n") : markdown;
}
