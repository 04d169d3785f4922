/**
 * A list a message names in one line: all of it when short, else its first 30 and how many more
 * (a package's slugs, an owner's members).
 *
 * @module
 */

/** The most items a message names. */
const NAMED = 30;

/**
 * The items joined, the first 30 of a longer list with how many more there are.
 *
 * @param items Slugs, names.
 * @returns `a, b, c` or `a, b, ... and 12 more`.
 *
 * @example
 * ```ts
 * import { someOf } from "./some_of.ts";
 *
 * console.log(someOf(["a", "b"])); // "a, b"
 * console.log(someOf(Array.from({ length: 32 }, (_, i) => `m${i}`)).endsWith("m29 and 2 more")); // true
 * ```
 */
export function someOf(items: readonly string[]): string {
  const shown = items.slice(0, NAMED).join(", ");
  return items.length > NAMED ? `${shown} and ${items.length - NAMED} more` : shown;
}
