/**
 * Where lines of a script sit in the object literals around them, as accessors: a line of a large
 * data module grepped alone (date-holidays' `"12-24 14:00 if sunday then 00:00": {`, one of a
 * hundred countries' in a 32,000-line file) says nothing of whose it is, and two trial assistants
 * spent five and ten calls finding out that it was Germany's.
 *
 * @module
 */
import { indentOf } from "../docs/code_blocks.ts";

/** A line that opens an object or array under a key: `"DE": {`, `days: [`. */
const KEY_OPENS = /^\s*(?:"([^"\n]+)"|'([^'\n]+)'|([A-Za-z_$][\w$]*))\s*:\s*[[{]\s*$/;

/** A line that opens an object or array assigned to a name: `var data = {`, `module.exports = {`. */
const NAME_OPENS =
  /^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*=\s*[[{]\s*$/;

/** A line that opens some other block: a function, a condition, a call's arguments. */
const OTHER_OPENS = /[[{(]\s*$/;

/** A key written as a property name after a dot. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The fewest keys said: one alone is the line's own object's, which its lines show. */
const FEWEST_KEYS = 2;

/** A line that opens a block, and what it opens. */
interface Opened {
  indent: number;
  /** A key, or an assigned name (`root`); none for code. */
  key?: string;
  root?: true;
}

/**
 * For some lines of a script, the keys of the object literals each is nested in, outermost
 * first, written as an accessor (`data.holidays.DE.days`, `["12-24"]` for a key no dot can
 * write): read in one pass over the lines down to the last one asked, by their indentation. A
 * line gets none when fewer than two keys lead to it, or when it is inside code (a function, a
 * condition) below the object its keys start from.
 *
 * @param lines The script's lines.
 * @param indexes The lines' indexes, in ascending order.
 * @returns Each line's accessor, by index, for the lines that have one.
 *
 * @example
 * ```ts
 * import { dataKeys } from "./data_keys.ts";
 *
 * const lines = ["var data = {", "  DE: {", "    days: {", "      '12-24': 'bank'"];
 * console.log(dataKeys(lines, [3]).get(3)); // "data.DE.days"
 * ```
 */
export function dataKeys(
  lines: readonly string[],
  indexes: readonly number[],
): Map<number, string> {
  const found = new Map<number, string>();
  const open: Opened[] = [];
  let next = 0;
  for (let i = 0; i < lines.length && next < indexes.length; i++) {
    const line = lines[i]!;
    if (line.trim() === "") continue;
    const indent = indentOf(line);
    while (open.length > 0 && open.at(-1)!.indent >= indent) open.pop();
    if (i === indexes[next]) {
      next++;
      const keys = accessor(open);
      if (keys !== undefined) found.set(i, keys);
    }
    const key = KEY_OPENS.exec(line);
    const name = key === null ? NAME_OPENS.exec(line)?.[1] : undefined;
    if (key !== null) open.push({ indent, key: key[1] ?? key[2] ?? key[3]! });
    else if (name !== undefined) open.push({ indent, key: name, root: true });
    else if (OTHER_OPENS.test(line)) open.push({ indent });
  }
  return found;
}

/** The keys from the innermost assigned name (or the outermost key) in, when no code is among them. */
function accessor(open: readonly Opened[]): string | undefined {
  const from = Math.max(
    open.findLastIndex((each) => each.root === true || each.key === undefined),
    0,
  );
  const keys = open.slice(from);
  if (keys.length < FEWEST_KEYS || keys.some((each) => each.key === undefined)) return undefined;
  return keys.map(({ key, root }, i) =>
    root === true
      ? key!
      : IDENTIFIER.test(key!)
      ? `${i === 0 ? "" : "."}${key}`
      : `[${JSON.stringify(key)}]`
  ).join("");
}
