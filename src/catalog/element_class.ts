/**
 * Where an element's class is described: the package's record of the class a Custom Elements
 * Manifest declaration names, which the markup checker and a component's page both read.
 *
 * @module
 */
import type { ApiSymbol, BundledPackage } from "../snapshot/model.ts";

/**
 * The record of the class a manifest declaration names, in the package that declares it.
 *
 * @param pkg The package.
 * @param className The declaration's class name.
 * @returns Its class record, if the package has one.
 *
 * @example
 * ```ts ignore
 * elementClass(materialWeb, "MdFilledButton")?.members; // its members, its mixins' among them
 * ```
 */
export function elementClass(
  pkg: BundledPackage,
  className: string | undefined,
): ApiSymbol | undefined {
  return pkg.symbols?.find((each) => each.name === className && each.kind === "class");
}
