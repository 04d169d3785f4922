/**
 * "Did you mean" suggestions: the known names closest to a name that was not found, for tool
 * errors that must say what to ask for instead.
 *
 * @module
 */

/** How many suggestions an error message carries unless told otherwise. */
const DEFAULT_LIMIT = 5;

/**
 * The candidates closest to `query`, closest first.
 *
 * Closeness is the edit distance between the lowercased names (insertions, deletions,
 * substitutions and swaps of neighbours each cost 1). A candidate that contains the query, or
 * is contained in it, counts as one edit away whatever its length, so `button` suggests
 * `sg-button`. Candidates further than a third of the query's length (at least 2) are not
 * suggested: a list of unrelated names helps nobody. Ties keep the candidates' order.
 *
 * @param query The name that was not found.
 * @param candidates The names that exist.
 * @param limit The most suggestions to return.
 * @returns Up to `limit` candidates, closest first; empty when none is close.
 *
 * @example
 * ```ts
 * import { closestNames } from "./closest_names.ts";
 *
 * console.log(closestNames("sg-buton", ["sg-badge", "sg-button", "sg-card"])); // ["sg-button"]
 * ```
 */
export function closestNames(
  query: string,
  candidates: Iterable<string>,
  limit: number = DEFAULT_LIMIT,
): string[] {
  const wanted = query.toLowerCase();
  const budget = Math.max(2, Math.floor(wanted.length / 3));
  const scored: { name: string; distance: number; order: number }[] = [];
  let order = 0;
  for (const name of candidates) {
    const lower = name.toLowerCase();
    const contained = wanted !== "" && (lower.includes(wanted) || wanted.includes(lower));
    const distance = contained ? Math.min(1, editDistance(wanted, lower, 1)) : editDistance(
      wanted,
      lower,
      budget,
    );
    if (distance <= budget) scored.push({ name, distance, order: order++ });
  }
  scored.sort((a, b) => a.distance - b.distance || a.order - b.order);
  return scored.slice(0, limit).map((entry) => entry.name);
}

/**
 * Optimal string alignment distance, giving up (returning `budget + 1`) as soon as every
 * alignment costs more than `budget`, so long unrelated names cost little.
 */
function editDistance(a: string, b: string, budget: number): number {
  if (Math.abs(a.length - b.length) > budget) return budget + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > budget) return budget + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}
