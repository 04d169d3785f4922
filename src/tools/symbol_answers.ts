/**
 * What the symbol tools and the `catalog://symbol/<slug>/<name>` resource answer. The one
 * module their run paths import, on first use, so that the symbol index, the search index
 * and the renderers stay out of startup.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { type Catalog, NotFoundError } from "../catalog/catalog.ts";
import type { ApiSymbol, SymbolKind } from "../snapshot/model.ts";
import { quote } from "../catalog/quote.ts";
import { checkQueryWords } from "../search_packages/query.ts";
import type { MemberHit, SymbolHit } from "../symbols/symbol_output_schemas.ts";
import { membersNamed } from "../symbols/member_names.ts";
import { textResult } from "./tool_result.ts";
import { withThirdPartyNotice } from "../snapshot/third_party.ts";
import { renderList } from "../symbols/render_list.ts";
import { entrySubpath, exportedFrom } from "../symbols/entry_filter.ts";
import { importSpecifier } from "../symbols/import_line.ts";
import { declarationsNamed } from "../symbols/entry_order.ts";
import { type MemberAsk, renderResolution } from "../symbols/render_symbol.ts";
import { type Resolution, type SymbolIndex, symbolIndexOf } from "../symbols/symbol_index.ts";
import { symbolSearchOf } from "../symbols/symbol_search.ts";
import { withoutLocalTypes } from "../symbols/local_type_lines.ts";

/** How many hits search-symbols returns unless asked for another number. */
export const DEFAULT_SEARCH_LIMIT = 20;

/**
 * get-symbol: one name's declarations (or one member), as Markdown and structured data.
 *
 * @throws {NotFoundError} See `SymbolIndex.resolve`.
 */
export function getSymbol(
  catalog: Catalog,
  { packageSlug, name, subpath }: {
    packageSlug?: string | undefined;
    name: string;
    subpath?: string | undefined;
  },
): CallToolResult {
  const index = symbolIndexOf(catalog);
  const found = index.resolve(name, packageSlug);
  const resolution = subpath === undefined ? found : inEntry(index, found, name, subpath);
  const { text, structured } = renderResolution(resolution);
  return textResult(withThirdPartyNotice(resolution.pkg, text), structured);
}

/**
 * The declarations of a resolved name exported from one entry.
 *
 * @throws {NotFoundError} For an entry the package does not have (its closest entries), or one
 *   that does not export the name (the entries that do).
 */
function inEntry(index: SymbolIndex, found: Resolution, name: string, entry: string): Resolution {
  // The name that gives one entry's declaration alone is not said of one.
  const { pkg, qualified: _, ...rest } = found;
  const subpath = entrySubpath(index.packageSymbols(pkg.slug), entry);
  // Imported from the entry asked for, where it exports the declaration too.
  const symbols = found.symbols.filter((symbol) => exportedFrom(symbol, subpath))
    .map((symbol) => symbol.subpath === subpath ? symbol : { ...symbol, subpath });
  if (symbols.length > 0) return { ...rest, pkg, symbols };
  const entries = [
    ...new Set(found.symbols.map((symbol) => importSpecifier(pkg.name, symbol.subpath))),
  ];
  throw new NotFoundError(
    `${importSpecifier(pkg.name, subpath)} does not export ${quote(name)}; ` +
      `${entries.join(", ")} ${entries.length === 1 ? "does" : "do"}. Leave subpath out for ` +
      `${entries.length === 1 ? "it" : "all of them"}.`,
  );
}

/**
 * Which of a name's declarations an answer shows: `entry`, the last part of an entry (`Effect`
 * for `effect/Effect`), keeps only that entry's when it has one; `likeliest`, when no entry keeps
 * any, keeps only the first (the main entry's, else the package's eponymous module's); else all.
 */
export interface DeclarationChoice {
  entry?: string | undefined;
  likeliest?: boolean;
}

/**
 * The Markdown of get-symbol for a package's name: the `catalog://symbol/<slug>/<name>`
 * resource. `ask` says how the answer tells the reader to ask for one member (get-symbol);
 * `choice` which declarations it shows ({@link otherEntries} names those it leaves out);
 * `shownAfter` the types an answer shows after it, whose local copies its signature leaves out.
 *
 * @throws {NotFoundError} See `SymbolIndex.resolve`.
 */
export function symbolMarkdown(
  catalog: Catalog,
  slug: string,
  name: string,
  ask?: MemberAsk,
  choice: DeclarationChoice = {},
  shownAfter: ReadonlySet<string> = new Set(),
): string {
  const resolution = symbolIndexOf(catalog).resolve(name, slug);
  const symbols = chosen(resolution, choice).symbols.map((symbol) =>
    shownAfter.size === 0 ? symbol : {
      ...symbol,
      signature: withoutLocalTypes(symbol.signature.split("\n"), symbol.name, shownAfter)
        .join("\n"),
    }
  );
  return renderResolution({ ...resolution, symbols }, ask).text;
}

/**
 * The entries whose declarations of a name an answer made with `choice` leaves out for being
 * less likely (`effect/Channel`, `effect/Layer`, ... for `catchTag` read at its likeliest);
 * none when the answer shows every declaration or the entry a query names.
 *
 * @param catalog The catalog.
 * @param slug The package's slug.
 * @param name The name.
 * @param choice As given to {@link symbolMarkdown}.
 * @returns Their import paths.
 * @throws {NotFoundError} See `SymbolIndex.resolve`.
 */
export function otherEntries(
  catalog: Catalog,
  slug: string,
  name: string,
  choice: DeclarationChoice,
): string[] {
  const resolution = symbolIndexOf(catalog).resolve(name, slug);
  const { symbols, first } = chosen(resolution, choice);
  if (!first) return [];
  const left = resolution.symbols.filter((symbol) => !symbols.includes(symbol));
  return [...new Set(left.map((symbol) => importSpecifier(resolution.pkg.name, symbol.subpath)))];
}

/**
 * The declarations a choice keeps ({@link DeclarationChoice}), and whether they are the first
 * alone for want of a named entry.
 */
function chosen(
  { symbols, member }: Resolution,
  { entry, likeliest = false }: DeclarationChoice,
): { symbols: readonly ApiSymbol[]; first: boolean } {
  // Of a name several entries declare, the one a query names (`Effect.catchTag`: effect/Effect).
  const named = entry === undefined ? [] : declarationsNamed(symbols, entry);
  if (named.length > 0) return { symbols: named, first: false };
  const first = likeliest && member === undefined;
  return { symbols: first ? symbols.slice(0, 1) : symbols, first };
}

/**
 * list-symbols: a package's symbols, of one kind or all.
 *
 * @throws {NotFoundError} For an unknown package or one without symbol data.
 */
export function listSymbols(
  catalog: Catalog,
  { packageSlug, kind, subpath }: {
    packageSlug: string;
    kind?: SymbolKind | undefined;
    subpath?: string | undefined;
  },
): CallToolResult {
  const exported = symbolIndexOf(catalog).packageSymbols(packageSlug);
  const { text, structured } = renderList(
    exported,
    kind,
    subpath === undefined ? undefined : entrySubpath(exported, subpath),
  );
  return textResult(text, structured);
}

/**
 * search-symbols: symbols and custom elements by name and docs, best first.
 *
 * @throws {RangeError} For a blank query or one of too many words.
 * @throws {NotFoundError} When the snapshot has no symbol data.
 */
export function searchSymbols(
  catalog: Catalog,
  { query, kind, limit = DEFAULT_SEARCH_LIMIT, packageSlug }: {
    query: string;
    kind?: SymbolKind | "element" | undefined;
    limit?: number | undefined;
    packageSlug?: string | undefined;
  },
): CallToolResult {
  checkQueryWords(query, "search-symbols", '"createWard" or "parse date"');
  symbolIndexOf(catalog).requireSymbols("search-packages, list-components or get-docs");
  const pkg = packageSlug === undefined ? undefined : catalog.getPackage(packageSlug);
  const result = symbolSearchOf(catalog).search(query, kind, limit, pkg?.slug);
  const { total, hits } = result;
  const what = (kind === undefined ? "symbol or element" : kind) +
    (pkg === undefined ? "" : ` of ${pkg.name}`);
  // No symbol of that name: a member may have it (vitest's `Assertion.toHaveBeenCalledWith`).
  const members = total === 0 && kind === undefined && MEMBER_NAME.test(query.trim())
    ? membersNamed(catalog, query.trim(), pkg?.slug).slice(0, limit)
    : [];
  if (members.length > 0) {
    const head = `No ${what} matches ${quote(query)}; members named so (get-symbol takes ` +
      '"Owner.member"):';
    return textResult([head, ...members.map(hitLine)].join("\n"), { ...result, members });
  }
  const head = total === 0
    ? `No ${what} matches ${quote(query)}. Try a shorter part of the name (any part matches; ` +
      "no wildcards), or search for what it does."
    : hits.length < total
    ? `${hits.length} of ${total} matches for ${quote(query)}, best first (pass limit for more):`
    : `${total} match${total === 1 ? "" : "es"} for ${quote(query)}, best first:`;
  return textResult([head, ...hits.map(hitLine)].join("\n"), result);
}

/** A query that may be a member's name: one identifier. */
const MEMBER_NAME = /^[A-Za-z_$][\w$]*$/;

/** `createWard (function, ward): Creates a ward.`; the subpath follows the slug when not `.`. */
function hitLine(hit: SymbolHit | MemberHit): string {
  const where = hit.subpath === undefined || hit.subpath === "."
    ? hit.packageSlug
    : `${hit.packageSlug} ${hit.subpath}`;
  return `${hit.name} (${hit.kind}, ${where})${hit.summary === "" ? "" : `: ${hit.summary}`}`;
}

/**
 * Completion values of the symbol resource template, sorted: the slugs of the packages with
 * symbol data, and the names of the chosen package (of the whole catalog while none is
 * chosen).
 *
 * @param catalog The catalog.
 * @param argument `slug` or `name`.
 * @param slug The slug already chosen, if any.
 * @returns The values, not yet filtered by what the user typed.
 */
export function symbolCompletions(
  catalog: Catalog,
  argument: string,
  slug: string | undefined,
): readonly string[] {
  const index = symbolIndexOf(catalog);
  if (argument === "slug") return index.slugs;
  if (argument !== "name") return [];
  if (slug === undefined) return index.names;
  if (!index.slugs.includes(slug)) return [];
  return [...index.packageSymbols(slug).byName.keys()].sort();
}
