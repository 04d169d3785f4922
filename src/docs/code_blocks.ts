/**
 * Where a block of formatted code ends: the line that closes it at the indentation of the line
 * that opens it, and where a definition's first line is when its parameters are written one a
 * line. The code pages of installed packages cut their scripts' definitions this way, and
 * `fetch`'s lines show a definition found in a script with its body.
 *
 * @module
 */

/**
 * The indentation of a line of code, in characters.
 *
 * @param line The line.
 * @returns How many whitespace characters open it.
 *
 * @example
 * ```ts
 * import { indentOf } from "./code_blocks.ts";
 *
 * console.log(indentOf("    return;")); // 4
 * ```
 */
export function indentOf(line: string): number {
  return /^\s*/.exec(line)![0].length;
}

/**
 * The line after the last of the block a line opens: the first after it that closes it at its
 * indentation (`}`, `})`, `];`) and opens nothing again (`}).reduce((obj, key) => {` goes on).
 *
 * @param lines A script's lines.
 * @param start The line that opens the block (0-based).
 * @param most The most lines the block may have.
 * @returns The line after its last (0-based); `undefined` when a line less indented comes first,
 *   or none closes it within `most` lines.
 *
 * @example
 * ```ts
 * import { blockEnd } from "./code_blocks.ts";
 *
 * console.log(blockEnd(["function stop() {", "  return;", "}", "stop();"], 0, 400)); // 3
 * ```
 */
export function blockEnd(
  lines: readonly string[],
  start: number,
  most: number,
): number | undefined {
  const indent = indentOf(lines[start]!);
  const last = Math.min(lines.length, start + most);
  for (let i = start + 1; i < last; i++) {
    const line = lines[i]!;
    if (line.trim() === "") continue;
    const at = indentOf(line);
    if (at < indent) return undefined;
    if (at !== indent) continue;
    if (!/^\s*[}\]]/.test(line)) return undefined;
    if (!/[{[(]\s*$/.test(line)) return i + 1;
  }
  return undefined;
}

/**
 * The line a definition may start on, its parameters joined to it when they are written one a
 * line below it (filesize's `function handleZeroValue(` over fourteen lines and `) {` at its
 * indentation), and the line that opens its body: a definition is read from one line. Any
 * other line is given as it is, opening nothing more.
 *
 * @param lines A script's lines.
 * @param start The line.
 * @returns The line (or the definition's first line with its parameters and `) {`), and the
 *   line its body opens on.
 *
 * @example
 * ```ts
 * import { definitionStart } from "./code_blocks.ts";
 *
 * console.log(definitionStart(["function size(", "  bytes,", "  base = 2,", ") {"], 0)); // { text: "function size(bytes, base = 2,) {", opens: 3 }
 * console.log(definitionStart(["  report(", "    error,", "  );"], 0)); // { text: "  report(", opens: 0 }
 * ```
 */
export function definitionStart(
  lines: readonly string[],
  start: number,
): { text: string; opens: number } {
  const line = lines[start]!;
  const alone = { text: line, opens: start };
  if (!OPENS_PARAMETERS.test(line)) return alone;
  const indent = indentOf(line);
  const last = Math.min(lines.length, start + MAX_PARAMETER_LINES + 1);
  for (let i = start + 1; i < last; i++) {
    const next = lines[i]!;
    const at = indentOf(next);
    // Parameters hold no statement; their defaults and patterns may hold braces (`options = {}`).
    if (at > indent && !next.includes(";")) continue;
    if (at !== indent || !CLOSES_PARAMETERS.test(next)) return alone;
    const parameters = lines.slice(start + 1, i).map((each) => each.trim()).join(" ");
    return { text: `${line}${parameters}${next.trim()}`, opens: i };
  }
  return alone;
}

/** A line that ends with the `(` of a definition's parameters written below it. */
const OPENS_PARAMETERS =
  /(?:\bfunction\s*\*?\s*[A-Za-z_$][\w$]*|^\s*(?:static\s+)?(?:async\s+)?\*?[A-Za-z_$][\w$]*)\s*\(\s*$/;

/** The line that closes such parameters and opens the body. */
const CLOSES_PARAMETERS = /^\s*\)\s*\{\s*$/;

/** The most lines of parameters one a line. */
const MAX_PARAMETER_LINES = 30;
