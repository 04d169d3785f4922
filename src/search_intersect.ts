/**
 * Searching and intersecting ascending id lists: how the search index combines posting lists
 * at a cost that follows the shorter list, not the longer.
 *
 * @module
 */

/**
 * The first index at or after `from` whose value is not below `value`. It gallops before it
 * bisects, so a walk of ascending values over a long list costs logarithmic steps per skip.
 *
 * @param list Ascending values.
 * @param value The value to find.
 * @param from Where to start; earlier values must all be below `value`.
 * @returns An index in `from..list.length`.
 */
export function lowerBound(list: ArrayLike<number>, value: number, from: number): number {
  let low = from;
  let high = from;
  let step = 1;
  while (high < list.length && list[high]! < value) {
    low = high + 1;
    high = low + step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
