/**
 * The code that defines a symbol of an installed package: the section of its `code` page
 * (`src/generator/read/installed/code_page.ts`) headed with the symbol's name, `CronJob.stop()`
 * for the method `CronJob.stop`, `CronJob.constructor()` for the class. A question about what a
 * call does, returns or waits for is answered there; `fetch` names it beside the declaration,
 * and shows a short one whole. The page's definitions are read from its headings once
 * ({@link codeDefinitions}), for this and for what a section calls (`code_calls.ts`).
 *
 * @module
 */
import type { Catalog, CatalogPage } from "../catalog/catalog.ts";
import { oncePer } from "../catalog/once_per.ts";
import { outlineOf, readSection } from "../docs/page_sections.ts";
import { CODE_PAGE_ID } from "../snapshot/third_party.ts";
import type { SearchUnit } from "./search_unit.ts";

/** The most lines of code a symbol's answer shows whole; a longer body is only named. */
const SHOWN_LINES = 15;

/** Where a symbol's code is: its section's id, and its text when it is short. */
export interface SymbolCode {
  /** The section's id (`docs/cron/code#cronjobstop`). */
  id: string;
  /** The section without its heading (the file and line, the code), when it is short. */
  text?: string;
}

/** A definition on a code page: its heading's anchor, what it defines and where. */
export interface CodeDefinition {
  anchor: string;
  /** `CronJob.stop` of `CronJob.stop()`; `doRename` of `doRename()`. */
  name: string;
  /** The name past its owner: `stop`. */
  bare: string;
  /** Its owner: `CronJob`, or `""`. */
  owner: string;
  /** The script it is in (`lib/move/move.js`). */
  file: string;
  /** Whether its heading is a value's, not a function's (`RELEASE_TYPES`). */
  value: boolean;
}

/**
 * A code section's first line: the script and line it is from (`lib/move/move.js:11`).
 *
 * @example
 * ```ts
 * import { CODE_PLACE } from "./code_of.ts";
 *
 * console.log(CODE_PLACE.exec("## move()\n\nlib/move/move.js:11\n")?.[1]); // "lib/move/move.js"
 * ```
 */
export const CODE_PLACE = /^(\S+):\d+/m;

/** A later part of a long definition (`main(), lines 97-134`), or a run of values. */
const NOT_A_DEFINITION = /^(?:Values in |module\.exports$)|\(\), lines \d/;

/**
 * The name a code section's heading defines: `CronJob.stop` of `get CronJob.stop(), lines 3-9`.
 *
 * @param heading The heading's text.
 * @returns The name, with its owner.
 *
 * @example
 * ```ts
 * import { definedName } from "./code_of.ts";
 *
 * console.log(definedName("get CronJob.stop(), lines 3-9")); // "CronJob.stop"
 * ```
 */
export function definedName(heading: string): string {
  return heading.replace(/^(?:get|set) /, "").replace(/\(\).*$/, "");
}

/**
 * The definitions a code page's sections are headed with (not a long one's later parts, nor a
 * run of values), by the name past their owner, in the page's order: the first of a name several
 * scripts define first.
 *
 * @param page A package's `code` page.
 * @returns Each name's definitions.
 *
 * @example
 * ```ts
 * import { codeDefinitions } from "./code_of.ts";
 *
 * const page = { id: "code", markdown: "## Job.stop()\n\nlib/job.js:3\n" };
 * console.log(codeDefinitions(page).get("stop")?.[0]?.name); // "Job.stop"
 * ```
 */
export const codeDefinitions: (
  page: CatalogPage,
) => ReadonlyMap<string, readonly CodeDefinition[]> = oncePer((page: CatalogPage) => {
  const byBare = new Map<string, CodeDefinition[]>();
  for (const heading of outlineOf(page).headings) {
    if (NOT_A_DEFINITION.test(heading.text)) continue;
    const name = definedName(heading.text);
    if (!/^[\w$]+(?:\.[\w$]+)*$/.test(name)) continue;
    const dot = name.lastIndexOf(".");
    const file = CODE_PLACE.exec(page.markdown.slice(heading.start, heading.end))?.[1] ?? "";
    const definition = {
      anchor: heading.slug,
      name,
      bare: name.slice(dot + 1),
      owner: dot < 0 ? "" : name.slice(0, dot),
      file,
      value: !heading.text.endsWith("()"),
    };
    byBare.set(definition.bare, [...byBare.get(definition.bare) ?? [], definition]);
  }
  return byBare;
});

/**
 * The section of its package's code that defines a symbol, if the package has one.
 *
 * @param catalog The catalog.
 * @param symbol The symbol's name, package slug and kind.
 * @returns Its id, and its text when it is short; `undefined` when no code defines it.
 *
 * @example
 * ```ts ignore
 * codeOf(catalog, { name: "CronJob.stop", slug: "cron", symbolKind: "method" });
 * // { id: "docs/cron/code#cronjobstop", text: "dist/job.js:245\n\n```js\nstop() {..." }
 * ```
 */
export function codeOf(
  catalog: Catalog,
  symbol: Pick<SearchUnit, "name" | "slug" | "symbolKind">,
): SymbolCode | undefined {
  const page = catalog.docPages(symbol.slug).find((entry) => entry.id === CODE_PAGE_ID);
  if (page === undefined) return undefined;
  const isClass = symbol.symbolKind === "class";
  const name = isClass ? `${symbol.name}.constructor` : symbol.name;
  const found = codeDefinitions(page).get(name.slice(name.lastIndexOf(".") + 1))
    ?.find((definition) => definition.name === name);
  if (found === undefined) return undefined;
  const id = `docs/${symbol.slug}/${CODE_PAGE_ID}#${found.anchor}`;
  // A class's constructor is named, never shown: its section is not read.
  if (isClass) return { id };
  const markdown = readSection(symbol.slug, page, found.anchor);
  const body = markdown.slice(markdown.indexOf("\n") + 1).trim();
  // Its place, a blank line and the block's fences are the four lines not code.
  const lines = body.split("\n").length - 4;
  return lines > SHOWN_LINES ? { id } : { id, text: body };
}
