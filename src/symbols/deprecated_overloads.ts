/**
 * Which overloads of a member are deprecated, read back from the remark the installed reader
 * records for them (`overload_docs.ts`: `Overload 2 of 4 is deprecated: Pass "limit" within
 * options`), so that an answer can say it on each overload's line: flexsearch's `Index` lists
 * `search`'s four overloads, and one trial assistant, grepping its lines, took the deprecated
 * `search(query, limit, options)` for a current one.
 *
 * @module
 */
/** The remark: which overloads, of how many, and the rest (`: why` or `. 1 and 2: why ...`). */
const REMARK = /^Overloads? ((?:\d+(?:, | and ))*\d+) of (\d+) (?:is|are) deprecated(.*)$/s;

/** One reason of several, with the overloads it is given for: `1 and 2: Use x.` */
const REASON = /(?:^|\s)((?:\d+(?:, | and ))*\d+): /g;

/**
 * The deprecated overloads a member's remark names, each with its reason (`""` when none is
 * given), by their place in the signature, counting from 1.
 *
 * @param tags The member's tags.
 * @returns The overloads and reasons, how many overloads there are, and the remark they were
 *   read from; `undefined` when no remark names deprecated overloads.
 *
 * @example
 * ```ts
 * import { deprecatedOverloads } from "./deprecated_overloads.ts";
 *
 * const remark = { tag: "remarks", text: 'Overload 2 of 4 is deprecated: Pass "limit" within options' };
 * console.log(deprecatedOverloads([remark])?.reasons); // Map(1) { 2 => 'Pass "limit" within options' }
 * ```
 */
export function deprecatedOverloads<T extends { tag: string; text?: string | undefined }>(
  tags: readonly T[] | undefined,
): { reasons: Map<number, string>; count: number; remark: T } | undefined {
  for (const remark of tags ?? []) {
    const found = remark.tag === "remarks" ? REMARK.exec(remark.text ?? "") : null;
    if (found === null) continue;
    const [, places, of, rest] = found as unknown as [string, string, string, string];
    const count = Number(of);
    const reasons = new Map<number, string>();
    if (rest.startsWith(": ") || rest === "." || rest === "") {
      const why = rest.startsWith(": ") ? rest.slice(2).trim() : "";
      for (const place of numbers(places)) reasons.set(place, why);
      return { reasons, count, remark };
    }
    // Each reason after its overloads: `. 1 and 2: Use x. 5: Use y.`
    const said = [...rest.matchAll(REASON)];
    said.forEach((match, i) => {
      const end = said[i + 1]?.index ?? rest.length;
      const why = rest.slice(match.index! + match[0].length, end).trim();
      for (const place of numbers(match[1]!)) reasons.set(place, why);
    });
    if (reasons.size > 0) return { reasons, count, remark };
  }
  return undefined;
}

/** `1, 2 and 5` as numbers. */
function numbers(list: string): number[] {
  return list.split(/, | and /).map(Number);
}
