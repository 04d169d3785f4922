/**
 * Where a block of formatted code ends: the line that closes it at the indentation of the line
 * that opens it. The code pages of installed packages cut their scripts' definitions this way,
 * and `fetch`'s lines show a definition found in a script with its body.
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
