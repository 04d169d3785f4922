/**
 * A line of code as a statement, whatever ends it: a build's copy of a module may end a line with
 * `;` where the module does not, or a list's item with `,`.
 *
 * @module
 */

/**
 * A line as a statement.
 *
 * @param text A line, trimmed.
 * @returns It without a last `;` or `,`.
 *
 * @example
 * ```ts
 * import { statementOf } from "./code_statement.ts";
 *
 * console.log(statementOf("const A = 1;")); // "const A = 1"
 * ```
 */
export function statementOf(text: string): string {
  return text.replace(/[;,]$/, "");
}
