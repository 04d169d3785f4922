/**
 * The types of its package a type inherits members from and whose members its record does not
 * list: what `interface QueryHookOptions extends QueryFunctionOptions` (Apollo Client) has besides
 * its own, so that an overview of its members does not read as all of them.
 *
 * @module
 */
import type { ApiSymbol, BundledPackage } from "../snapshot/model.ts";
import { aliasedTypes, extendedTypes } from "./class_heritage.ts";
import { onlyInternal } from "./internal_entries.ts";
import { oncePer } from "../catalog/once_per.ts";

/** How many levels of bases are followed. */
const LEVELS = 3;

/** The kinds of declaration a type extends or stands for. */
const BASE_KINDS = new Set(["class", "interface", "typeAlias"]);

/**
 * The bases of types, a level at a time, nearest first, up to {@link LEVELS} levels: the types
 * each extends or, for a type alias, stands for, and those it inherits through bases with no
 * record of their own (`inheritsThrough`), as `lookup` finds them; each name once.
 *
 * @param types The types to start from.
 * @param lookup The package's declarations of a name.
 * @returns Each level's declarations.
 *
 * @example
 * ```ts ignore
 * for (const level of baseLevels([watchOptions], (name) => byName.get(name) ?? [])) console.log(level);
 * ```
 */
export function* baseLevels(
  types: readonly ApiSymbol[],
  lookup: (name: string) => readonly ApiSymbol[],
): Generator<readonly ApiSymbol[]> {
  const seen = new Set(types.map((type) => type.name));
  let level = types;
  for (let depth = 0; depth < LEVELS && level.length > 0; depth++) {
    const names = level.flatMap((type) => [
      ...extendedTypes(type.signature),
      ...aliasedTypes(type.signature),
      ...type.inheritsThrough ?? [],
    ]).filter((name) => !seen.has(name) && (seen.add(name), true));
    // A base is a type: not a namespace of the same name (Effect's module `Equal` beside its
    // interface `Equal`).
    level = names.flatMap(lookup).filter((base) => BASE_KINDS.has(base.kind));
    if (level.length > 0) yield level;
  }
}

/**
 * A package's records by name, grouped once: a query naming a type's member looks up its bases,
 * and filtering Effect's thousands of records for each took 3 ms of such a query.
 */
const symbolsByName = oncePer((pkg: BundledPackage) =>
  Map.groupBy(pkg.symbols ?? [], (symbol: ApiSymbol) => symbol.name)
);

/** A base and the members it adds. */
export interface InheritedFrom {
  name: string;
  /** The names of the members it adds, in its order. */
  members: string[];
}

/**
 * The bases of a class, interface or type alias that its package has records of, nearest
 * first, each with the members it has that the type and the bases before it do not.
 *
 * @param pkg The package.
 * @param symbol The type.
 * @returns The bases that add members; none for a type that extends nothing of its package.
 *
 * @example
 * ```ts ignore
 * inheritedFrom(apollo, queryHookOptions); // [{ name: "QueryFunctionOptions", members: ["skip", ...] }, ...]
 * ```
 */
export function inheritedFrom(pkg: BundledPackage, symbol: ApiSymbol): InheritedFrom[] {
  const known = new Set((symbol.members ?? []).map((member) => member.name));
  const found: InheritedFrom[] = [];
  // The public declaration of a name also declared for internal entries (puppeteer's).
  const publicOf = (name: string) => {
    const all = symbolsByName(pkg).get(name) ?? [];
    const open = all.filter((candidate) => !onlyInternal(candidate));
    return open.length > 0 ? open : all;
  };
  for (const level of baseLevels([symbol], publicOf)) {
    for (const base of level) {
      const added = (base.members ?? []).filter((member) => !known.has(member.name));
      for (const member of added) known.add(member.name);
      if (added.length > 0) {
        found.push({ name: base.name, members: [...new Set(added.map((member) => member.name))] });
      }
    }
  }
  return found;
}
