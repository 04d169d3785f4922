/**
 * The order of one name's declarations in a package that exports it from several entries (Effect
 * exports `catchTag` from `effect/Effect`, `effect/Channel`, `effect/Stream`, ...): the one a
 * user most likely means first.
 *
 * @module
 */
import { unscopedName } from "../catalog/unscoped_name.ts";
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
 * How likely a declaration's entry is the one meant: 0 for the main entry (`.`), 1 for the
 * package's eponymous module (`./Effect` in `effect`), 2 for the others.
 */
function entryRank(packageName: string): (symbol: Pick<ApiSymbol, "subpath">) => number {
  const own = unscopedName(packageName);
  return ({ subpath }) => subpath === "." ? 0 : entryName(subpath)?.toLowerCase() === own ? 1 : 2;
}

/** What an entry word is matched against: a declaration's entry and the others exporting it. */
type Exported = Pick<ApiSymbol, "subpath" | "alsoFrom">;

/**
 * The declarations of one name that a word of an entry picks, as a qualified name writes it
 * (`Stream.merge`, `node-postgres.drizzle`): those whose entry ends with it, else those another
 * entry ending with it exports too, else those whose entry has it as a part. In any case.
 *
 * @param declarations The name's declarations.
 * @param word The word (`Stream`, `node-postgres`).
 * @returns The declarations it picks; none when no entry has it.
 *
 * @example
 * ```ts
 * import { declarationsNamed } from "./entry_order.ts";
 *
 * const pg = { subpath: "./node-postgres/driver", alsoFrom: ["./node-postgres"] };
 * const mysql = { subpath: "./mysql2/driver", alsoFrom: ["./mysql2"] };
 * console.log(declarationsNamed([pg, mysql], "node-postgres")[0] === pg); // true
 * console.log(declarationsNamed([pg, mysql], "driver").length); // 2
 * ```
 */
export function declarationsNamed<T extends Exported>(
  declarations: readonly T[],
  word: string,
): T[] {
  const wanted = word.toLowerCase();
  const parts = (subpath: string) =>
    subpath.startsWith("./") ? subpath.slice(2).toLowerCase().split("/") : [];
  const entries = (declaration: T) => [declaration.subpath, ...(declaration.alsoFrom ?? [])];
  const ways = [
    (declaration: T) => parts(declaration.subpath).at(-1) === wanted,
    (declaration: T) => (declaration.alsoFrom ?? []).some((s) => parts(s).at(-1) === wanted),
    (declaration: T) => entries(declaration).some((s) => parts(s).includes(wanted)),
  ];
  for (const way of ways) {
    const picked = declarations.filter(way);
    if (picked.length > 0) return picked;
  }
  return [];
}

/**
 * A word of a declaration's entries that picks it alone among a name's declarations
 * ({@link declarationsNamed}): its entry's last part when no other entry ends with it, else
 * another of its entries' last parts, else a part of their paths (`node-postgres` of
 * `./node-postgres/driver`, where every driver's entry ends with `driver`).
 *
 * @param declarations The name's declarations.
 * @param declaration One of them.
 * @returns The word as the entry writes it; none when no word picks it alone.
 *
 * @example
 * ```ts
 * import { entryKey } from "./entry_order.ts";
 *
 * const pg = { subpath: "./node-postgres/driver" };
 * const mysql = { subpath: "./mysql2/driver" };
 * console.log(entryKey([pg, mysql], pg)); // "node-postgres"
 * ```
 */
export function entryKey<T extends Exported>(
  declarations: readonly T[],
  declaration: T,
): string | undefined {
  const entries = [declaration.subpath, ...(declaration.alsoFrom ?? [])]
    .filter((subpath) => subpath.startsWith("./"))
    .map((subpath) => subpath.slice(2).split("/"));
  const words = [
    ...entries.map((parts) => parts.at(-1)!),
    ...entries.flatMap((parts) => parts.slice(0, -1).reverse()),
  ];
  return words.find((word) => {
    const picked = declarationsNamed(declarations, word);
    return picked.length === 1 && picked[0] === declaration;
  });
}
