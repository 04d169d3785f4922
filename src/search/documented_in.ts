/**
 * Where the docs speak of a symbol by its name: a page or section titled with it (`useChat`,
 * `` `useChat()` ``, `<Activity>`). A binding's hooks are often documented in its core's docs
 * (`@ai-sdk/react`'s `useChat` in `ai`'s reference), and its declaration may say nothing of a
 * default the reference gives.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import { oncePer } from "../catalog/once_per.ts";
import { titleOf } from "../docs/page_sections.ts";
import { onChangelog, onHistoryPage } from "./history_pages.ts";
import { ofSeveralParts } from "./terms.ts";
import { unitsOf } from "./units.ts";
import { escapeRegExp } from "../catalog/written_name.ts";
import type { SearchUnit } from "./search_unit.ts";

/** A page or section that may document a name: its package, its id and its text. */
interface TitledDocs {
  slug: string;
  id: string;
  text(): string;
}

/** Where a catalog's docs are titled with a name: its pages by title, its sections by heading. */
interface Titled {
  pages: ReadonlyMap<string, readonly TitledDocs[]>;
  sections: ReadonlyMap<string, readonly SearchUnit[]>;
}

const titledOf: (catalog: Catalog) => Titled = oncePer((catalog: Catalog) => ({
  pages: Map.groupBy(
    catalog.packages.flatMap((pkg) =>
      catalog.docPages(pkg.slug).map((page) => ({
        slug: pkg.slug,
        id: `docs/${pkg.slug}/${page.id}`,
        name: bare(titleOf(page)),
        text: () => page.markdown,
      }))
    ),
    (page) => page.name,
  ),
  sections: Map.groupBy(
    // Not the pages read from installed code: they are no docs (`fetch` names a symbol's code).
    unitsOf(catalog).filter((unit) => unit.kind === "docs" && unit.fromCode === undefined),
    (unit) => bare(unit.name),
  ),
}));

/**
 * Reads where a catalog's docs are titled with a name and which history headings name one, once
 * per catalog: with the search index, rather than in the first query whose result is a symbol
 * (about 20 ms for the evaluation app).
 *
 * @param catalog The catalog.
 *
 * @example
 * ```ts ignore
 * readTitles(catalog); // later documentedIn() and changedIn() calls find the maps built
 * ```
 */
export function readTitles(catalog: Catalog): void {
  titledOf(catalog);
  historyByName(catalog);
}

/** A title as a name: `useChat()` is `useChat`, `<Activity>` is `Activity`. */
function bare(title: string): string {
  return title.trim().replace(/^<(.+)>$/, "$1").replace(/\(\)$/, "");
}

/**
 * The id of the docs titled with a symbol's name, a page before a section: in its own package,
 * else, for a name of several parts (`useChat`, not `Date`), in any package whose page or
 * section names the symbol's package (`ai`'s reference imports `useChat` from `@ai-sdk/react`;
 * Fastify's `routerOptions` option is not vue-router's `RouterOptions`).
 *
 * @param catalog The catalog.
 * @param symbol The symbol's name and package slug.
 * @returns A page's or section's id, or `undefined` when no docs are titled so.
 *
 * @example
 * ```ts ignore
 * documentedIn(catalog, { name: "useChat", slug: "ai-sdk-react" });
 * // "docs/ai/07-reference/02-ai-sdk-ui/01-use-chat"
 * ```
 */
export function documentedIn(
  catalog: Catalog,
  symbol: { name: string; slug: string },
): string | undefined {
  const { pages, sections } = titledOf(catalog);
  const elsewhere = elsewhereOf(catalog, symbol);
  const pick = (found: readonly TitledDocs[] = []) =>
    (found.find((item) => item.slug === symbol.slug) ?? found.find(elsewhere))?.id;
  return pick(pages.get(symbol.name)) ?? pick(sections.get(symbol.name));
}

/**
 * Whether docs of another package than a symbol's may speak of it: for a name of several parts,
 * docs that name the symbol's package (as an import or in prose), as a word of its own.
 */
function elsewhereOf(
  catalog: Catalog,
  symbol: { name: string; slug: string },
): (docs: TitledDocs) => boolean {
  const name = catalog.findPackage(symbol.slug)?.name;
  if (!ofSeveralParts(symbol.name) || name === undefined) return () => false;
  const named = new RegExp(`(?<![\\w@/.-])${escapeRegExp(name)}(?![\\w-])`);
  return (docs) => docs.slug !== symbol.slug && named.test(docs.text());
}

/** The history units of a catalog by each name written in their headings. */
const historyByName: (catalog: Catalog) => ReadonlyMap<string, readonly SearchUnit[]> = oncePer((
  catalog: Catalog,
) => {
  const byName = new Map<string, SearchUnit[]>();
  for (const unit of unitsOf(catalog)) {
    if (unit.kind !== "docs" || !onHistoryPage(unit)) continue;
    for (const name of new Set(unit.name.match(NAME) ?? [])) {
      const units = byName.get(name);
      if (units === undefined) byName.set(name, [unit]);
      else units.push(unit);
    }
  }
  return byName;
});

/** A name as a heading writes it: `stepCountIs` in "Rename: stepCountIs -> isStepCount". */
const NAME = /[A-Za-z_$][\w$]*/g;

/**
 * The id of a history section whose heading names a symbol (a migration guide's "Stop Condition
 * Helper Rename: stepCountIs -> isStepCount"), where its declaration may not say it was renamed:
 * in its own package, else, for a name of several parts, in any; the guide to the installed
 * major version first.
 *
 * @param catalog The catalog.
 * @param symbol The symbol's name and package slug.
 * @returns A section's id, or `undefined` when no history heading names it.
 *
 * @example
 * ```ts ignore
 * changedIn(catalog, { name: "stepCountIs", slug: "ai" });
 * // "docs/ai/08-migration-guides/23-migration-guide-7-0#stop-condition-helper-rename-stepcountis---isstepcount"
 * ```
 */
export function changedIn(
  catalog: Catalog,
  symbol: { name: string; slug: string },
): string | undefined {
  const named = historyByName(catalog).get(symbol.name) ?? [];
  const elsewhere = elsewhereOf(catalog, symbol);
  // Of a changelog, only the releases of the installed major version: its older headings name
  // every API some release touched (MobX 4's "Computed api has been simplified" is no change
  // of MobX 7's `computed`).
  const allowed = named.filter((unit) =>
    (unit.slug === symbol.slug || elsewhere(unit)) &&
    (!onChangelog(unit) || unit.titleVersion === "current")
  );
  const rank = (unit: SearchUnit) =>
    (unit.slug === symbol.slug ? 0 : 2) + (unit.titleVersion === "current" ? 0 : 1);
  return allowed.toSorted((a, b) => rank(a) - rank(b))[0]?.id;
}
