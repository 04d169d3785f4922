/**
 * How often each value occurs: slugs among packages, kinds and entries among symbols, folders
 * among page ids.
 *
 * @module
 */

/**
 * Counts each value.
 *
 * @param values Any values.
 * @returns Each value with how often it occurs, in the order of first occurrence.
 *
 * @example
 * ```ts
 * import { countOf } from "./count_of.ts";
 *
 * console.log([...countOf(["a", "b", "a"])]); // [["a", 2], ["b", 1]]
 * ```
 */
export function countOf<T>(values: Iterable<T>): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
