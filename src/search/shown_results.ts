/**
 * The results of a `search` as its text answer shows them.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import type { BundledPackage } from "../snapshot/model.ts";
import { isThirdParty, packageLabel } from "../snapshot/third_party.ts";
import { escapeRegExp } from "../catalog/written_name.ts";
import { type RankedResult, type SearchResult, shown } from "./search_answer.ts";

/** A result as the text answer shows it. */
export type ShownResult = Omit<SearchResult, "url"> & { url?: string };

/**
 * The results as the text answer holds them. When they are all one installed package's, the
 * answer names it once (`"thirdParty": "next@16.4.6"`) instead of on every result: their titles
 * leave out its version and `thirdParty: true` (`Caching › revalidateTag (next@16.4.6)` is
 * `Caching › revalidateTag`, `redirect (function, next/navigation@16.4.6)` is
 * `redirect (function, next/navigation)`). Results of several packages say it each.
 *
 * @param catalog The catalog the results are from.
 * @param results Ranked results.
 * @returns The text answer's `results`, and `thirdParty` when one installed package gives them all.
 *
 * @example
 * ```ts ignore
 * shownResults(catalog, results);
 * // { thirdParty: "next@16.4.6", results: [{ id: "docs/next/...", title: "Caching", text: "..." }] }
 * ```
 */
export function shownResults(
  catalog: Catalog,
  results: readonly RankedResult[],
): { thirdParty?: string; results: ShownResult[] } {
  const all = results.map(shown);
  const slugs = new Set(results.map((result) => result.slug));
  const pkg = slugs.size === 1 ? catalog.findPackage(results[0]!.slug) : undefined;
  if (pkg === undefined || !isThirdParty(pkg)) return { results: all };
  return {
    thirdParty: packageLabel(pkg),
    results: all.map(({ thirdParty: _, ...result }) => ({
      ...result,
      title: unlabelled(result.title, pkg),
    })),
  };
}

/**
 * A title without the installed version it names: a section's or an element's
 * `(next@16.4.6)` at its end, a symbol's `@16.4.6` (`redirect (function, next/navigation)`).
 *
 * @param title A title of a unit of `pkg`.
 * @param pkg An installed package.
 * @returns The title, for an answer that names the package and its version once.
 *
 * @example
 * ```ts ignore
 * unlabelled("Caching › revalidateTag (next@16.4.6)", next); // "Caching › revalidateTag"
 * ```
 */
export function unlabelled(title: string, pkg: BundledPackage): string {
  const label = ` (${packageLabel(pkg)})`;
  if (title.endsWith(label)) return title.slice(0, -label.length);
  // `redirect (function, next/navigation@16.4.6)`, maybe `, deprecated)` after the version.
  const versioned = new RegExp(`@${escapeRegExp(pkg.version)}(, deprecated)?\\)$`);
  return title.replace(versioned, (_, deprecated = "") => `${deprecated})`);
}
