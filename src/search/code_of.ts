/**
 * The code that defines a symbol of an installed package: the section of its `code` page
 * (`src/generator/read/installed/code_page.ts`) headed with the symbol's name, `CronJob.stop()`
 * for the method `CronJob.stop`, `CronJob.constructor()` for the class. A question about what a
 * call does, returns or waits for is answered there; `fetch` names it beside the declaration,
 * and shows a short one whole.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import { oncePer } from "../catalog/once_per.ts";
import { readSection } from "../docs/page_sections.ts";
import { unitAddress } from "./unit_url.ts";
import { unitsOf } from "./units.ts";
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

/** The definitions' sections of each package, by the name they define (`CronJob.stop`). */
const definitionsOf: (catalog: Catalog) => ReadonlyMap<string, SearchUnit> = oncePer(
  (catalog: Catalog) => {
    const byName = new Map<string, SearchUnit>();
    for (const unit of unitsOf(catalog)) {
      if (unit.fromCode !== "definition") continue;
      const key = `${unit.slug}\n${definedName(unit.name)}`;
      // The first part of a long one, and the first of a name several scripts define.
      if (!byName.has(key)) byName.set(key, unit);
    }
    return byName;
  },
);

/** The name a definition's heading writes: `CronJob.stop` of `get CronJob.stop(), lines 3-9`. */
function definedName(heading: string): string {
  return heading.replace(/^(?:get|set) /, "").replace(/\(\).*$/, "");
}

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
  const isClass = symbol.symbolKind === "class";
  const name = isClass ? `${symbol.name}.constructor` : symbol.name;
  const unit = definitionsOf(catalog).get(`${symbol.slug}\n${name}`);
  if (unit === undefined) return undefined;
  // A class's constructor is named, never shown: its section is not read.
  if (isClass) return { id: unit.id };
  const { page, section } = unitAddress(unit);
  const markdown = readSection(unit.slug, catalog.getDocPage(unit.slug, page!), section!);
  const body = markdown.slice(markdown.indexOf("\n") + 1).trim();
  // Its place, a blank line and the block's fences are the four lines not code.
  const lines = body.split("\n").length - 4;
  return lines > SHOWN_LINES ? { id: unit.id } : { id: unit.id, text: body };
}
