/**
 * Where a line of a script sits in the object literals around it, as an accessor: a line of a
 * large data module grepped alone (date-holidays' `"12-24 14:00 if sunday then 00:00": {`, one of
 * a hundred countries' in a 32,000-line file) says nothing of whose it is, and two trial
 * assistants spent five and ten calls finding out that it was Germany's.
 *
 * @module
 */
import { indentOf } from "../docs/code_blocks.ts";

/** A line that opens an object or array under a key: `"DE": {`, `days: [`. */
const KEY_OPENS = /^\s*(?:"([^"\n]+)"|'([^'\n]+)'|([A-Za-z_$][\w$]*))\s*:\s*[[{]\s*$/;

/** A line that opens an object or array assigned to a name: `var data = {`, `module.exports = {`. */
const NAME_OPENS =
  /^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*=\s*[[{]\s*$/;

/** A key written as a property name after a dot. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The fewest keys said: one alone is the line's own object's, which its lines show. */
const FEWEST_KEYS = 2;

/**
 * The keys of the object literals a line is nested in, outermost first, written as an accessor
 * (`data.holidays.DE.days`, `["12-24"]` for a key no dot can write), found by going up the lines
 * of smaller indentation; none when fewer than two keys lead to it, or when one of the lines it is
 * nested in is code, not a key's object (a function, a condition).
 *
 * @param lines The script's lines.
 * @param index The line's index.
 * @returns The accessor, or `undefined`.
 *
 * @example
 * ```ts
 * import { keysAbove } from "./data_keys.ts";
 *
 * const lines = ["var data = {", "  DE: {", "    days: {", "      '12-24': 'bank'"];
 * console.log(keysAbove(lines, 3)); // "data.DE.days"
 * ```
 */
export function keysAbove(lines: readonly string[], index: number): string | undefined {
  let indent = indentOf(lines[index]!);
  const keys: string[] = [];
  for (let k = index - 1; k >= 0 && indent > 0; k--) {
    const line = lines[k]!;
    if (line.trim() === "" || indentOf(line) >= indent) continue;
    indent = indentOf(line);
    const key = KEY_OPENS.exec(line);
    if (key !== null) {
      keys.unshift(key[1] ?? key[2] ?? key[3]!);
      continue;
    }
    const name = NAME_OPENS.exec(line)?.[1];
    if (name === undefined) return undefined;
    keys.unshift(name);
    break;
  }
  if (keys.length < FEWEST_KEYS) return undefined;
  return keys.map((key, i) =>
    IDENTIFIER.test(key) || (i === 0 && key.includes("."))
      ? `${i === 0 ? "" : "."}${key}`
      : `[${JSON.stringify(key)}]`
  ).join("");
}
