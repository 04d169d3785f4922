/**
 * The docs of a function or member with overloads, some of them deprecated: rxjs'
 * `combineLatest`, graphql's `GraphQLError` constructor with positional arguments.
 *
 * @module
 */
import type { ApiDocTag } from "../../../snapshot/model.ts";

/** The documentation of a declaration, with absent parts left out. */
export interface DeclarationDoc {
  doc?: string;
  tags?: ApiDocTag[];
}

/**
 * The docs a name with overloads shows: when some overloads are deprecated and others not
 * (rxjs' `map`, whose form with a `thisArg` is), the deprecations are said as those overloads',
 * in a remark, not as the name's, each reason with the overloads it is given for, by their place
 * in the signature (`Overloads 1, 2 and 5 of 8 are deprecated. 1 and 2: ... 5: ...`), which
 * answers read back to say it on each overload's line (src/symbols/deprecated_overloads.ts); when
 * all are, or none, or the first is in the one comment the overloads have, the docs as they are.
 *
 * @param doc The docs the name shows.
 * @param overloads The docs of each overload, in order.
 * @returns The docs to record.
 *
 * @example
 * ```ts
 * import { overloadDocs } from "./overload_docs.ts";
 *
 * const old = { tags: [{ tag: "deprecated", text: "Use the options form." }] };
 * console.log(overloadDocs({ doc: "Makes an error." }, [{ doc: "Makes an error." }, old]).tags);
 * // [{ tag: "remarks", text: "Overload 2 of 2 is deprecated: Use the options form." }]
 * ```
 */
export function overloadDocs(
  doc: DeclarationDoc,
  overloads: readonly DeclarationDoc[],
): DeclarationDoc {
  // Deprecated all, or in the one comment above the first of undocumented others (zod's
  // `ZodError.format`): the name is.
  const [first, ...others] = overloads;
  const once = first !== undefined && isDeprecated(first) &&
    others.every((overload) => overload.doc === undefined && overload.tags === undefined);
  if (once) return doc;
  const reasons = new Map<string, number[]>();
  overloads.forEach((overload, i) => {
    const said = overload.tags?.find((tag) => tag.tag === "deprecated");
    if (said === undefined) return;
    const reason = said.text ?? "";
    reasons.set(reason, [...reasons.get(reason) ?? [], i + 1]);
  });
  if (overloads.every(isDeprecated)) return allDeprecated(doc, reasons);
  if (reasons.size === 0) return doc;
  const places = [...reasons.values()].flat().sort((a, b) => a - b);
  const which = places.length === 1
    ? `Overload ${places[0]} of ${overloads.length} is deprecated`
    : `Overloads ${listed(places)} of ${overloads.length} are deprecated`;
  const why = [...reasons].filter(([reason]) => reason !== "");
  const text = reasons.size === 1
    ? `${which}${why.length > 0 ? `: ${why[0]![0]}` : "."}`
    : `${which}. ${why.map(([reason, at]) => `${listed(at)}: ${reason}`).join(" ")}`;
  const remark = { tag: "remarks", text: text.trimEnd() };
  const tags = [...(doc.tags ?? []).filter((tag) => tag.tag !== "deprecated"), remark];
  return { ...doc, tags };
}

/**
 * The docs of a name every overload of which is deprecated: its deprecation as it is, or, where
 * the overloads give different reasons (rxjs' `timeoutWith(someDate, ...)` and `timeoutWith(100,
 * ...)`, each with its own replacement), each reason with its overloads.
 */
function allDeprecated(
  doc: DeclarationDoc,
  reasons: ReadonlyMap<string, number[]>,
): DeclarationDoc {
  const said = [...reasons].filter(([reason]) => reason !== "");
  if (said.length < 2) return doc;
  const text = said.map(([reason, at]) =>
    `${at.length === 1 ? "Overload" : "Overloads"} ${listed(at)}: ${reason.trimEnd()}`
  ).join("\n");
  const tags = (doc.tags ?? []).filter((tag) => tag.tag !== "deprecated");
  return { ...doc, tags: [...tags, { tag: "deprecated", text }] };
}

/** Whether a declaration's docs deprecate it. */
function isDeprecated(doc: DeclarationDoc): boolean {
  return doc.tags?.some((tag) => tag.tag === "deprecated") ?? false;
}

/** `1`, `1 and 2`, `1, 2 and 5`. */
function listed(numbers: readonly number[]): string {
  return numbers.length === 1
    ? String(numbers[0])
    : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}
