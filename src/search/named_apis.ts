/**
 * What a search answer says of the API names its query writes as code (query_names.ts), in the
 * same call as its results: the ones nothing here has (`notFound`, with the exported names
 * `closest` to each), and the ones a package exports (`exported`, with the first line of the
 * declaration), so that "is `stepCountIs` still exported?" is answered without a second search.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import { oneLine } from "../catalog/one_line.ts";
import type { FulltextIndex } from "./fulltext_index.ts";
import { codeNames, symbolNames } from "./query_names.ts";
import type { SearchRequest } from "./search_answer.ts";
import { shortened } from "./unit_titles.ts";

/** What an answer says of the names its query writes; each field only when it has any. */
export interface NamedApis {
  /** Names no item has (no item of the package searched). */
  notFound?: string[];
  /** For each name not found, the exported names nearest it. */
  closest?: Record<string, string[]>;
  /** For each name a package exports, its declaration's first line and its id. */
  exported?: Record<string, string>;
}

/** The most exported names an answer gives a declaration for. */
const EXPORTED = 3;

/** The longest declaration line given for an exported name. */
const DECLARATION = 140;

/**
 * What the answer to a query says of the names it writes.
 *
 * @param catalog The catalog.
 * @param index Its full-text index.
 * @param request The query, its kind filter and its package.
 * @returns The names not found (and the closest exported ones) and the exported ones.
 */
export async function namedApis(
  catalog: Catalog,
  index: FulltextIndex,
  { query, kind, packageSlug }: Pick<SearchRequest, "query" | "kind" | "packageSlug">,
): Promise<NamedApis> {
  // Of symbols, a capitalised word is a name too, and what counts is a symbol of that name.
  const names = kind === "symbol" ? symbolNames(query) : codeNames(query);
  const missing = kind === "symbol"
    ? index.unexported(names, packageSlug)
    : await index.missing(names, packageSlug);
  const closest = Object.fromEntries(
    missing.map((name) => [name, index.closestExported(name, packageSlug)])
      .filter(([, near]) => near!.length > 0),
  );
  const exported: Record<string, string> = {};
  for (const { name, slug } of index.exportedAs(names, packageSlug).slice(0, EXPORTED)) {
    const symbol = catalog.getPackage(slug).symbols?.find((found) => found.name === name);
    if (symbol === undefined) continue;
    const line = oneLine(symbol.signature.split("\n", 1)[0] ?? "");
    exported[name] = `${shortened(line, DECLARATION)} (symbol/${slug}/${name})`;
  }
  return {
    ...(missing.length > 0 ? { notFound: missing } : {}),
    ...(Object.keys(closest).length > 0 ? { closest } : {}),
    ...(Object.keys(exported).length > 0 ? { exported } : {}),
  };
}

/**
 * The names, without the exported ones whose symbol a result already shows.
 *
 * @param named What {@link namedApis} says.
 * @param shownIds The ids of the answer's results.
 * @returns The same, less what the results say.
 */
export function beyondResults(named: NamedApis, shownIds: ReadonlySet<string>): NamedApis {
  const { exported, ...rest } = named;
  const left = Object.entries(exported ?? {}).filter(([name, line]) =>
    !shownIds.has(/\((symbol\/[^)]+)\)$/.exec(line)?.[1] ?? name)
  );
  return left.length > 0 ? { ...rest, exported: Object.fromEntries(left) } : rest;
}
