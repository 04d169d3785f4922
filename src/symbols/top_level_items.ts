/**
 * Splitting a type's text at its top level: what brackets hold stays whole.
 *
 * @module
 */

/**
 * The items of a list, each trimmed, separators inside brackets kept (an arrow's `>` closes
 * none).
 *
 * @param list The text (`A, B<C, D>`, `Base & { a: 1 }`).
 * @param separator What separates the items.
 * @returns The items, in order; the text whole when it has no separator at its top level.
 *
 * @example
 * ```ts
 * import { topLevelItems } from "./top_level_items.ts";
 *
 * console.log(topLevelItems("A, B<C, D>, (x: E) => F")); // ["A", "B<C, D>", "(x: E) => F"]
 * console.log(topLevelItems("Base & { a: 1 }", "&")); // ["Base", "{ a: 1 }"]
 * ```
 */
export function topLevelItems(list: string, separator = ","): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i] as string;
    if ("(<[{".includes(char)) depth++;
    else if (")]}".includes(char) || (char === ">" && list[i - 1] !== "=")) depth--;
    else if (char === separator && depth === 0) {
      items.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  items.push(list.slice(start).trim());
  return items;
}
