/**
 * Which of a package's entries list-symbols narrows to: the subpath as the package's `exports`
 * name it (`./Effect`), or as an import writes it (`effect/Effect`), or its last part alone
 * (`Effect`); `.` or the package's name for the main entry.
 *
 * @module
 */
import { NotFoundError } from "../catalog/catalog.ts";
import { closestNames } from "../catalog/closest_names.ts";
import { quote } from "../catalog/quote.ts";
import { importSpecifier } from "./import_line.ts";
import type { PackageSymbols } from "./symbol_index.ts";
import type { ApiSymbol } from "../snapshot/model.ts";

/** How many of a package's entries an unknown one's error names. */
const NAMED_ENTRIES = 25;

/**
 * The subpath of the package's symbols an entry names.
 *
 * @param exported The package's symbols.
 * @param entry The entry as the caller wrote it.
 * @returns The subpath the symbols record (`./Effect`, `.`).
 * @throws {NotFoundError} When no symbol is exported from such an entry: the closest entries,
 *   then the package's first ones, as imports write them.
 *
 * @example
 * ```ts ignore
 * entrySubpath(symbolIndexOf(catalog).packageSymbols("effect"), "effect/Effect"); // "./Effect"
 * ```
 */
export function entrySubpath(exported: PackageSymbols, entry: string): string {
  const { pkg } = exported;
  const subpaths = [
    ...new Set(exported.listed.flatMap((symbol) => [symbol.subpath, ...symbol.alsoFrom ?? []])),
  ];
  const written = entry.trim();
  const wanted = written === pkg.name
    ? "."
    : written.startsWith(`${pkg.name}/`)
    ? `.${written.slice(pkg.name.length)}`
    : written;
  const relative = wanted === "." ? wanted : `./${wanted.replace(/^\.?\//, "")}`;
  const found = [wanted, relative].find((subpath) => subpaths.includes(subpath));
  if (found !== undefined) return found;
  const specifiers = subpaths.map((subpath) => importSpecifier(pkg.name, subpath));
  // The package's name is in every entry's: as a candidate it would be "contained" in any.
  const closest = closestNames(
    importSpecifier(pkg.name, relative),
    specifiers.filter((specifier) => specifier !== pkg.name),
    3,
  );
  const others = specifiers.filter((specifier) => !closest.includes(specifier));
  const more = others.length > NAMED_ENTRIES ? `, and ${others.length - NAMED_ENTRIES} more` : "";
  throw new NotFoundError(
    `${pkg.name} exports no symbol from ${quote(written)}.` +
      (closest.length > 0 ? ` Closest: ${closest.join(", ")}.` : "") +
      ` Its entries: ${others.slice(0, NAMED_ENTRIES).join(", ")}${more}. Leave subpath out ` +
      "for all of them.",
  );
}

/**
 * Whether an entry exports a symbol: the one it is recorded under, or one that exports the same
 * declaration too (`alsoFrom`).
 *
 * @param symbol A symbol.
 * @param subpath An entry's subpath (`./directive.js`).
 * @returns `true` when users can import the symbol from that entry.
 *
 * @example
 * ```ts
 * import { exportedFrom } from "./entry_filter.ts";
 *
 * const directive = { subpath: "./async-directive.js", alsoFrom: ["./directive.js"] };
 * console.log(exportedFrom(directive, "./directive.js"), exportedFrom(directive, ".")); // true false
 * ```
 */
export function exportedFrom(
  symbol: Pick<ApiSymbol, "subpath" | "alsoFrom">,
  subpath: string,
): boolean {
  return symbol.subpath === subpath || (symbol.alsoFrom?.includes(subpath) ?? false);
}
