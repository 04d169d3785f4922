/**
 * The order of one name's declarations in a package that exports it from several entries (Effect
 * exports `catchTag` from `effect/Effect`, `effect/Channel`, `effect/Stream`, ...): the one a
 * user most likely means first.
 *
 * @module
 */
import type { ApiSymbol } from "../snapshot/model.ts";

/**
 * Compares two declarations by their entry: the main entry (`.`) first, then the package's
 * eponymous module (`./Effect` in `effect`: its core), then the others in code-unit order.
 *
 * @param packageName The package's name (`effect`, `@scope/kit`).
 * @returns A comparator for `Array.prototype.sort`.
 *
 * @example
 * ```ts
 * import { entryOrder } from "./entry_order.ts";
 *
 * const at = (subpath: string) => ({ subpath });
 * const sorted = [at("./Channel"), at("./Effect"), at(".")].sort(entryOrder("effect"));
 * console.log(sorted.map((s) => s.subpath)); // [".", "./Effect", "./Channel"]
 * ```
 */
export function entryOrder(
  packageName: string,
): (a: Pick<ApiSymbol, "subpath">, b: Pick<ApiSymbol, "subpath">) => number {
  const own = packageName.replace(/^@[^/]+\//, "").toLowerCase();
  const rank = ({ subpath }: Pick<ApiSymbol, "subpath">) =>
    subpath === "." ? 0 : subpath.split("/").at(-1)!.toLowerCase() === own ? 1 : 2;
  return (a, b) =>
    rank(a) - rank(b) || (a.subpath === b.subpath ? 0 : a.subpath < b.subpath ? -1 : 1);
}
