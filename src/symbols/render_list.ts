/**
 * The list-symbols answer: a package's symbols grouped by kind, one line each with the first
 * sentence of its docs, or names only when that would be long.
 *
 * @module
 */
import { SYMBOL_KINDS, type SymbolKind } from "../snapshot/model.ts";
import type { ListedSymbol, ListSymbolsAnswer } from "./symbol_output_schemas.ts";
import { firstSentence } from "./first_sentence.ts";
import type { PackageSymbols } from "./symbol_index.ts";

/** The longest listing with summaries; a longer one lists names only. */
export const LIST_BUDGET = 7_500;

/**
 * Lists a package's symbols, of one kind or of all.
 *
 * @param exported The package's symbols.
 * @param kind Only this kind, when given.
 * @returns The text and the structured answer.
 */
export function renderList(
  exported: PackageSymbols,
  kind: SymbolKind | undefined,
): { text: string; structured: ListSymbolsAnswer } {
  const { pkg } = exported;
  const chosen = exported.listed.filter((symbol) => kind === undefined || symbol.kind === kind);
  const listed = chosen.map((symbol): ListedSymbol => {
    const entry: ListedSymbol = { name: symbol.name, kind: symbol.kind, subpath: symbol.subpath };
    const summary = firstSentence(symbol.doc);
    if (summary !== "") entry.summary = summary;
    if (symbol.tags?.some((tag) => tag.tag === "deprecated")) entry.deprecated = true;
    return entry;
  });
  const structured = { packageSlug: pkg.slug, package: pkg.name, symbols: listed };
  if (listed.length === 0) {
    const what = kind === undefined ? "no symbols" : `no ${kind}`;
    return { text: `${pkg.name} exports ${what}.${kindsNote(exported, kind)}`, structured };
  }
  const ask = `get-symbol { "packageSlug": ${JSON.stringify(pkg.slug)}, "name": ... }`;
  const head = `${pkg.name}: ${count(listed.length, kind)}; ${ask} shows one in full.`;
  const full = [head, ...groups(listed, "\n")].join("\n");
  if (full.length <= LIST_BUDGET) return { text: full, structured };
  const short = listed.map(({ summary: _, ...entry }) => entry);
  const note = `Names only, to keep this short; ${
    kind === undefined
      ? "pass kind for the summaries of one kind"
      : "search-symbols with a part of a name gives the summaries of those that match"
  }.`;
  return {
    text: [`${head} ${note}`, ...groups(short, ", ")].join("\n"),
    structured: { ...structured, symbols: short },
  };
}

/** One `## kind (n)` group per kind present, in listing order, its entries joined. */
function groups(entries: readonly ListedSymbol[], separator: string): string[] {
  return SYMBOL_KINDS.flatMap((kind) => {
    const ofKind = entries.filter((entry) => entry.kind === kind);
    return ofKind.length === 0
      ? []
      : [`## ${kind} (${ofKind.length})\n${ofKind.map(line).join(separator)}`];
  });
}

function line(entry: ListedSymbol): string {
  return entry.name + (entry.subpath === "." ? "" : ` (${entry.subpath})`) +
    (entry.deprecated ? " [deprecated]" : "") +
    (entry.summary === undefined ? "" : `: ${entry.summary}`);
}

function count(n: number, kind: SymbolKind | undefined): string {
  return `${n} symbol${n === 1 ? "" : "s"}${kind === undefined ? "" : ` of kind ${kind}`}`;
}

/** The kinds a package does have, for an empty filtered listing. */
function kindsNote(exported: PackageSymbols, kind: SymbolKind | undefined): string {
  if (kind === undefined) return "";
  const counts = SYMBOL_KINDS.map((k) => [k, exported.listed.filter((s) => s.kind === k).length])
    .filter(([, n]) => n !== 0).map(([k, n]) => `${k} (${n})`);
  return counts.length === 0 ? "" : ` It has: ${counts.join(", ")}.`;
}
