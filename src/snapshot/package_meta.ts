import { hasSource } from "./compact_text.ts";
import type { BundledPackage, PackageMeta } from "./model.ts";
import { isThirdParty } from "./third_party.ts";

/**
 * The most exported names the view of an installed dependency lists: an installed framework
 * exports thousands (`effect` 5,451, 91,000 characters of `list-packages`), and list-symbols
 * narrows them by kind and entry.
 */
const LISTED_EXPORTS = 50;

/**
 * The public view of a package: the record without `docs`, `apiSource` and `components`,
 * plus `hasSource`, and `thirdParty: true` for an installed dependency's. Fields come out in a
 * fixed order so tool output is stable. An installed dependency's `exports` are its first 50
 * (its main entry's first), and `moreExports` counts the rest; `morePages` counts its pages
 * beyond the four `availableDocPages` names (list-docs lists them): its shipped docs; `untyped`
 * says why its `exports` are not known (no declarations installed), `typesFrom` which `@types`
 * package at which version they come from.
 *
 * @param pkg A package from a validated snapshot.
 * @returns Its metadata.
 *
 * @example
 * ```ts
 * import { loadData, packageMeta } from "@catalog-mcp/server/data";
 *
 * const [first] = loadData().packages;
 * if (first) console.log(packageMeta(first).hasSource);
 * ```
 */
export function packageMeta(pkg: BundledPackage): PackageMeta {
  const thirdParty = isThirdParty(pkg);
  const more = thirdParty ? Math.max(0, pkg.exports.length - LISTED_EXPORTS) : 0;
  const pages = thirdParty ? pkg.pages?.length ?? 0 : 0;
  return {
    name: pkg.name,
    slug: pkg.slug,
    version: pkg.version,
    description: pkg.description,
    category: pkg.category,
    keywords: pkg.keywords,
    exports: more > 0 ? pkg.exports.slice(0, LISTED_EXPORTS) : pkg.exports,
    ...(more > 0 ? { moreExports: more } : {}),
    related: pkg.related,
    availableDocPages: pkg.availableDocPages,
    ...(pages > 0 ? { morePages: pages } : {}),
    hasSource: hasSource(pkg),
    ...(thirdParty ? { thirdParty: true } : {}),
    ...(pkg.untyped === undefined ? {} : { untyped: pkg.untyped }),
    ...(pkg.typesFrom === undefined ? {} : { typesFrom: pkg.typesFrom }),
  };
}
