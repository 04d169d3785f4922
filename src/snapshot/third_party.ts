/**
 * Which catalog entries hold a third party's text: packages read from an app's installed
 * dependencies (`--deps`), whose documentation and instructions their authors wrote, not the
 * team serving the catalog. Answers drawn from them say so (docs/deps.md).
 *
 * The flag is the entry's optional `thirdParty: true`, which a snapshot keeps as it is (its
 * package records are loose objects).
 *
 * @module
 */
import type { BundledPackage } from "./model.ts";

/**
 * Whether an entry is a third party's.
 *
 * @param pkg A package record.
 * @returns `true` when it carries `thirdParty: true`.
 *
 * @example
 * ```ts
 * import { isThirdParty, thirdPartyEntry } from "./third_party.ts";
 * import type { BundledPackage } from "./model.ts";
 *
 * const pkg: BundledPackage = {
 *   slug: "zod", name: "zod", version: "4.6.7", category: "", description: "", exports: [],
 *   keywords: [], related: [], availableDocPages: [], docs: {}, components: [], apiSource: null,
 * };
 * console.log(isThirdParty(pkg), isThirdParty(thirdPartyEntry(pkg))); // false true
 * ```
 */
export function isThirdParty(pkg: BundledPackage): boolean {
  return (pkg as { thirdParty?: unknown }).thirdParty === true;
}

/**
 * The entry marked as a third party's.
 *
 * @param pkg A package record read from an installed dependency.
 * @returns A copy with `thirdParty: true`.
 */
export function thirdPartyEntry(pkg: BundledPackage): BundledPackage {
  return { ...pkg, thirdParty: true } as BundledPackage;
}

/**
 * How an answer names an entry where two could be confused: a third party's by name and
 * installed version (`next@16.4.6`), the catalog's own by name.
 *
 * @param pkg A package record.
 * @returns The label.
 */
export function packageLabel(pkg: BundledPackage): string {
  return isThirdParty(pkg) ? `${pkg.name}@${pkg.version}` : pkg.name;
}
