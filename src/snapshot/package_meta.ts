import { hasSource } from "./compact_text.ts";
import type { BundledPackage, PackageMeta } from "./model.ts";
import { isThirdParty } from "./third_party.ts";

/**
 * The public view of a package: the record without `docs`, `apiSource` and `components`,
 * plus `hasSource`, and `thirdParty: true` for an installed dependency's. Fields come out in a
 * fixed order so tool output is stable.
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
  return {
    name: pkg.name,
    slug: pkg.slug,
    version: pkg.version,
    description: pkg.description,
    category: pkg.category,
    keywords: pkg.keywords,
    exports: pkg.exports,
    related: pkg.related,
    availableDocPages: pkg.availableDocPages,
    hasSource: hasSource(pkg),
    ...(isThirdParty(pkg) ? { thirdParty: true } : {}),
  };
}
