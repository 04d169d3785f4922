/**
 * `fetch` of a type its package declares but does not export, which a recorded declaration writes
 * out after itself (`local_types.ts` of the installed reader): pino's `ParseLogFnArgs`, written
 * after `LogFn`. An assistant reading `LogFn` asks for it by the id an exported type would have;
 * the answer is its declaration, and which record writes it out.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import { unitUrl } from "../search/unit_url.ts";
import { localTypeLines } from "../symbols/local_type_lines.ts";
import { symbolIndexOf } from "../symbols/symbol_index.ts";
import { writtenName } from "../catalog/written_name.ts";
import type { FetchedItem } from "./fetched_item.ts";

/** The most other local types a local type's fetch reads with it. */
const MOST_NAMED = 3;

/**
 * The item of a local type a record of its package writes out, by the id `symbol/<slug>/<Name>`.
 *
 * @param catalog The catalog.
 * @param id The id asked for.
 * @returns The type's declaration and the record that writes it (its metadata without the
 *   package's version); `undefined` when no record does.
 *
 * @example
 * ```ts ignore
 * localTypeItem(catalog, "symbol/pino/ParseLogFnArgs");
 * // { title: "ParseLogFnArgs (local type, pino)", text: "```ts\ntype ParseLogFnArgs<...", ... }
 * ```
 */
export function localTypeItem(catalog: Catalog, id: string): FetchedItem | undefined {
  const [, slug, name] = /^symbol\/([^/]+)\/([\w$]+)$/.exec(id) ?? [];
  const pkg = slug === undefined ? undefined : catalog.findPackage(slug);
  if (pkg === undefined || name === undefined) return undefined;
  for (const records of symbolIndexOf(catalog).packageSymbols(pkg.slug).byName.values()) {
    for (const record of records) {
      const lines = record.signature.split("\n");
      const locals = localTypeLines(lines, record.name);
      const local = locals.find((found) => found.name === name);
      if (local === undefined) continue;
      const declarationOf = ({ start, end }: { start: number; end: number }) =>
        lines.slice(start, end).join("\n");
      const declaration = declarationOf(local);
      // The other local types it names are read with it (fast-csv's `QuoteColumns`, whose
      // `QuoteColumnMap` an app-53 run fetched next).
      const named = locals.filter((other) =>
        other !== local && writtenName(other.name).test(declaration)
      ).slice(0, MOST_NAMED).map(declarationOf);
      const host = `symbol/${pkg.slug}/${record.name}`;
      return {
        id,
        title: `${name} (local type, ${pkg.slug})`,
        text: "```ts\n" + [declaration, ...named].join("\n") + "\n```\n\n" +
          `Not exported by the package's entries, so not importable: ${
            named.length === 0 ? "a type" : "types"
          } of its files that ` +
          `${record.name} (${host}, ${record.file}) is declared with.`,
        url: unitUrl(catalog, { id: host, kind: "symbol", slug: pkg.slug }),
        metadata: { kind: "symbol", package: pkg.slug, name, declaredWith: host },
      };
    }
  }
  return undefined;
}
