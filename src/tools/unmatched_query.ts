/**
 * What a `fetch` narrowed by a query says when the item holds none of the query's words: a
 * passage of it would be any (its import line), and an assistant asking whether
 * `@types/sanitize-html`'s `IOptions` has `logger` then fetched the type whole to be sure.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import { isStopWord, termsOfWord, wordsOf, writtenQueryWords } from "../search/terms.ts";
import { unitsById } from "../search/units.ts";
import { symbolIndexOf } from "../symbols/symbol_index.ts";
import { someOf } from "../catalog/some_of.ts";

/**
 * A note that an item has none of a query's words (stop words aside), with a type's member
 * names (30 at most); none when it has one of them.
 *
 * @param catalog The catalog.
 * @param id The fetched id.
 * @param text The item's whole text.
 * @param query What it is fetched for.
 * @returns The note, or `undefined`.
 *
 * @example
 * ```ts ignore
 * unmatchedQuery(catalog, "symbol/sanitize-html/IOptions", text, "logger");
 * // 'Nothing in IOptions matches "logger". Its members: allowedAttributes, ...'
 * ```
 */
export function unmatchedQuery(
  catalog: Catalog,
  id: string,
  text: string,
  query: string,
): string | undefined {
  const words = writtenQueryWords(query).filter(({ written }) => !isStopWord(written));
  if (words.length === 0) return undefined;
  const terms = new Set(wordsOf(text).flatMap(termsOfWord));
  if (words.some((word) => [...word.terms].some((term) => terms.has(term)))) return undefined;
  const unit = unitsById(catalog).get(id);
  const asked = words.map(({ written }) => written).join(" ");
  const said = `Nothing in ${unit?.name ?? id} matches "${asked}".`;
  if (unit?.kind !== "symbol") return said;
  const [symbol] = symbolIndexOf(catalog).packageSymbols(unit.slug).byName.get(unit.name) ?? [];
  const names = [...new Set((symbol?.members ?? []).map((member) => member.name))];
  return names.length === 0 ? said : `${said} Its members: ${someOf(names)}.`;
}
