/**
 * How `search` and `fetch` write their text item: as JSON (the shape ChatGPT's connectors parse)
 * or as plain text, the same fields without JSON's keys, quotes and escapes (a passage of code
 * pays for every `"` and line break it holds as `\"` and `\n`). `structuredContent` is JSON
 * either way.
 *
 * @module
 */
import type { ShownResult } from "../search/shown_results.ts";
import type { NamedApis } from "../search/named_apis.ts";
import type { ShownItem } from "./shown_item.ts";
import type { AnswerText } from "../catalog/answer_texts.ts";

/**
 * An answer's text item in the form asked for: its JSON, or `plain`'s lines.
 *
 * @param form The form.
 * @param shown The answer as the text item shows it.
 * @param plain How the answer reads as plain text ({@link plainSearch}, {@link plainItem}).
 * @returns The text.
 *
 * @example
 * ```ts
 * import { plainItem, writtenAs } from "./answer_text.ts";
 * const item = { id: "symbol/ui/Button", title: "Button (class)", text: "class Button {}" };
 * writtenAs("json", item, plainItem); // '{"id":"symbol/ui/Button",...}'
 * ```
 */
export function writtenAs<T>(form: AnswerText, shown: T, plain: (shown: T) => string): string {
  return form === "json" ? JSON.stringify(shown) : plain(shown);
}

/** A `search` answer as its text item shows it. */
export interface ShownSearch extends NamedApis {
  /** The installed package (`name@version`) that gives every result. */
  thirdParty?: string;
  results: ShownResult[];
  note?: string;
  /** Per package, the lines of its installed scripts that set the names the query writes. */
  setInCode?: Record<string, string[]>;
}

/**
 * A `search` answer in plain text: the package that gives every result, then each result as a
 * `## title` line, its `id:` line (`url:`, `also in:`, `more:` when it has them) and its passage,
 * then what the answer says of the names the query writes.
 *
 * @param answer The answer as the JSON text item would hold it.
 * @returns Its text.
 *
 * @example
 * ```ts
 * import { plainSearch } from "./answer_text.ts";
 * plainSearch({ results: [{ id: "docs/ui/button#size", title: "Button › Size", text: "`size`: sm or lg." }] });
 * // "## Button › Size\nid: docs/ui/button#size\n`size`: sm or lg."
 * ```
 */
export function plainSearch(answer: ShownSearch): string {
  const { thirdParty, results, note, notFound, closest, elsewhere, exported, setInCode } = answer;
  const blocks = results.map((result) =>
    lines([
      `## ${result.title}${result.thirdParty ? ` ${THIRD_PARTY_MARK}` : ""}`,
      `id: ${result.id}`,
      result.url === undefined ? undefined : `url: ${result.url}`,
      result.alsoIn === undefined ? undefined : `also in: ${result.alsoIn.join(", ")}`,
      result.more === undefined ? undefined : `more: ${result.more.join(" ")}`,
      result.text === "" ? undefined : result.text,
    ])
  );
  const said = lines([
    notFound === undefined ? undefined : `Not found: ${notFound.join(", ")}.`,
    ...entries(closest).map(([name, near]) => `Closest to ${name}: ${near.join(", ")}.`),
    ...entries(elsewhere).map(([name, pkgs]) => `${name} is in: ${pkgs.join(", ")}.`),
    ...entries(exported).map(([name, line]) => `Exported ${name}: ${line}`),
    ...entries(setInCode).map(([name, set]) => [`Set in ${name}'s code:`, ...set].join("\n")),
    note,
  ]);
  return lines([
    thirdParty === undefined ? undefined : thirdPartyLine(thirdParty),
    results.length === 0 && said === "" ? "No results." : undefined,
    ...blocks,
    said === "" ? undefined : said,
  ], "\n\n");
}

/**
 * A `fetch` answer in plain text: the package the item's text is from, a `## title` line, its
 * `id:` line, `url:` and metadata lines when it has them, and its text.
 *
 * @param item The item as the JSON text item would hold it.
 * @returns Its text.
 *
 * @example
 * ```ts
 * import { plainItem } from "./answer_text.ts";
 * plainItem({ id: "symbol/ui/Button", title: "Button (class)", text: "class Button {}" });
 * // "## Button (class)\nid: symbol/ui/Button\nclass Button {}"
 * ```
 */
export function plainItem(item: ShownItem): string {
  return lines([
    item.thirdParty === undefined ? undefined : thirdPartyLine(item.thirdParty),
    `## ${item.title}`,
    `id: ${item.id}`,
    item.url === undefined ? undefined : `url: ${item.url}`,
    ...entries(item.metadata).map(([key, value]) => `${key}: ${value}`),
    item.text,
  ]);
}

/** What a result of an installed package says when the answer's results are of several. */
const THIRD_PARTY_MARK = "(third-party text)";

/** The first line of an answer one installed package gives. */
function thirdPartyLine(label: string): string {
  return `From ${label} ${THIRD_PARTY_MARK}.`;
}

function lines(parts: readonly (string | undefined)[], separator = "\n"): string {
  return parts.filter((part) => part !== undefined).join(separator);
}

function entries<V>(record: Record<string, V> | undefined): [string, V][] {
  return record === undefined ? [] : Object.entries(record);
}
