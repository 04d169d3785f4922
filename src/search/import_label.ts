/**
 * How a symbol's search title names where it is imported from.
 *
 * @module
 */
import type { BundledPackage } from "../snapshot/model.ts";
import { isThirdParty, packageLabel } from "../snapshot/third_party.ts";

/**
 * Where a symbol is imported from, as its title says it: the package's label with a plain
 * subpath written as a user imports it (`react-dom/server@19.3.1`); a file's path
 * (`./dist/custom-elements-jsx.d.ts`) is left to `fetch`.
 *
 * @param pkg The symbol's package.
 * @param subpath The entry it is exported from (`.`, `./server`).
 * @returns The label: `react-dom/server@19.3.1`, `@ds/ui/button` for the catalog's own.
 *
 * @example
 * ```ts ignore
 * importLabel(reactDom, "./server"); // "react-dom/server@19.3.1"
 * ```
 */
export function importLabel(pkg: BundledPackage, subpath: string): string {
  const label = packageLabel(pkg);
  const at = isThirdParty(pkg) ? label.lastIndexOf("@") : label.length;
  // A module the package declares by name (`node:fs` of `@types/node`), with its version.
  if (!subpath.startsWith(".")) return `${subpath}${label.slice(at)}`;
  if (!isPlainSubpath(subpath)) return label;
  return `${label.slice(0, at)}${subpath.slice(1)}${label.slice(at)}`;
}

/**
 * Whether a subpath is one a title writes as users import it: plain names (`./server`,
 * `./v4/mini`, `./pg-core/columns/all`), maybe a script's (`./decorators.js`,
 * `./directives/repeat.js`); not a file's path (`./dist/custom-elements-jsx.d.ts`), which is
 * left to `fetch`.
 *
 * @param subpath An entry's subpath.
 * @returns Whether titles name it.
 *
 * @example
 * ```ts
 * import { isPlainSubpath } from "./import_label.ts";
 *
 * console.log(isPlainSubpath("./server"), isPlainSubpath("./dist/types.d.ts")); // true false
 * ```
 */
export function isPlainSubpath(subpath: string): boolean {
  return /^\.\/[A-Za-z][\w-]*(?:\/[A-Za-z][\w-]*)*(?:\.[cm]?js)?$/.test(subpath);
}
