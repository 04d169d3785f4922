/**
 * A Markdown table printed with its columns padded to their widest cell, for the evaluation's
 * reports.
 *
 * @module
 */

/**
 * Prints a table: the header, the rule, then one line per row.
 *
 * @param header The column titles.
 * @param rows The cells, one array per row, as many as the header has.
 *
 * @example
 * ```ts
 * import { printTable } from "./_table.ts";
 *
 * printTable(["package", "pages"], [["next", "477"]]);
 * ```
 */
export function printTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length))
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
  for (const row of rows) console.log(line(row));
}
