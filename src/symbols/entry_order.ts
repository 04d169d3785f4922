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
  const rank = entryRank(packageName);
  return (a, b) =>
    rank(a) - rank(b) || (a.subpath === b.subpath ? 0 : a.subpath < b.subpath ? -1 : 1);
}

/**
 * An entry's last part, as a qualified name writes it (`Stream` of `./Stream`, for
 * `Stream.merge`); none for the main entry or a module a package declares by name (`node:fs`).
 *
 * @param subpath An entry's subpath.
 * @returns Its last part.
 *
 * @example
 * ```ts
 * import { entryName } from "./entry_order.ts";
 *
 * console.log(entryName("./http/Headers"), entryName("."), entryName("node:fs")); // "Headers" undefined undefined
 * ```
 */
export function entryName(subpath: string): string | undefined {
  return subpath.startsWith("./") ? subpath.split("/").at(-1)! : undefined;
}

/**
 * An entry's last part, lowercased ({@link entryName}): how a qualified name is matched to it
 * in any case (`stream` of `./Stream`).
 *
 * @param subpath An entry's subpath.
 * @returns Its last part, lowercased.
 *
 * @example
 * ```ts
 * import { entryWord } from "./entry_order.ts";
 *
 * console.log(entryWord("./http/Headers"), entryWord("node:fs")); // "headers" undefined
 * ```
 */
export function entryWord(subpath: string): string | undefined {
  return entryName(subpath)?.toLowerCase();
}

/**
 * How likely a declaration's entry is the one meant: 0 for the main entry (`.`), 1 for the
 * package's eponymous module (`./Effect` in `effect`), 2 for the others.
 *
 * @param packageName The package's name (`effect`, `@scope/kit`).
 * @returns The rank of a declaration by its entry.
 *
 * @example
 * ```ts
 * import { entryRank } from "./entry_order.ts";
 *
 * console.log(entryRank("effect")({ subpath: "./Effect" })); // 1
 * ```
 */
export function entryRank(packageName: string): (symbol: Pick<ApiSymbol, "subpath">) => number {
  const own = packageName.replace(/^@[^/]+\//, "").toLowerCase();
  return ({ subpath }) => subpath === "." ? 0 : entryWord(subpath) === own ? 1 : 2;
}
