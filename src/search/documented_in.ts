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
import { termsOfWord } from "./terms.ts";
import { type SearchUnit, unitsOf } from "./units.ts";

/** The docs units of a catalog by the name they are titled with, as a symbol would write it. */
const docsByName: (catalog: Catalog) => ReadonlyMap<string, readonly SearchUnit[]> = oncePer((
  catalog: Catalog,
) =>
  Map.groupBy(unitsOf(catalog).filter((unit) => unit.kind === "docs"), (unit) => bare(unit.name))
);

/** A title as a name: `useChat()` is `useChat`, `<Activity>` is `Activity`. */
function bare(title: string): string {
  return title.trim().replace(/^<(.+)>$/, "$1").replace(/\(\)$/, "");
}

/**
 * The id of the docs titled with a symbol's name: in its own package, else, for a name of
 * several parts (`useChat`, not `Date`), in any package.
 *
 * @param catalog The catalog.
 * @param symbol The symbol's name and package slug.
 * @returns A page's or section's id, or `undefined` when no docs are titled so.
 *
 * @example
 * ```ts ignore
 * documentedIn(catalog, { name: "useChat", slug: "ai-sdk-react" });
 * // "docs/ai/07-reference/02-ai-sdk-ui/01-use-chat#usechat"
 * ```
 */
export function documentedIn(
  catalog: Catalog,
  symbol: { name: string; slug: string },
): string | undefined {
  const named = docsByName(catalog).get(symbol.name) ?? [];
  const own = named.find((unit) => unit.slug === symbol.slug);
  if (own !== undefined) return own.id;
  return termsOfWord(symbol.name).length > 1 ? named[0]?.id : undefined;
}
