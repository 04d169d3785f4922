/**
 * The list-symbols answer: a package's symbols grouped by kind, one line each with the first
 * sentence of its docs, or names only when that would be long, or, when even the names would be
 * long (an installed framework's thousands), how many there are of each kind and in each entry,
 * for the caller to narrow to one.
 *
 * @module
 */
import { type ApiSymbol, SYMBOL_KINDS, type SymbolKind } from "../snapshot/model.ts";
import { countOf } from "../catalog/count_of.ts";
import type { ListedSymbol, ListSymbolsAnswer } from "./symbol_output_schemas.ts";
import { firstSentence } from "./first_sentence.ts";
import { callablesOf, ofKind } from "./kind_filter.ts";
import { importSpecifier } from "./import_line.ts";
import type { PackageSymbols } from "./symbol_index.ts";
import { exportedFrom } from "./entry_filter.ts";

/** The longest listing with summaries; a longer one lists names only. */
export const LIST_BUDGET = 7_500;

/** The longest listing of names only; a longer one is outlined (counts by kind and entry). */
const NAMES_BUDGET = 6_000;

/** The most characters an outline's entries take (the largest first; the rest are counted). */
const OUTLINED_ENTRIES_BUDGET = 4_000;

/**
 * Lists a package's symbols, of one kind or of all, of one entry or of all.
 *
 * @param exported The package's symbols.
 * @param kind Only this kind, when given.
 * @param subpath Only those of this entry (as the symbols record it: `./Effect`), when given.
 * @returns The text and the structured answer.
 */
export function renderList(
  exported: PackageSymbols,
  kind: SymbolKind | undefined,
  subpath?: string,
): { text: string; structured: ListSymbolsAnswer } {
  const { pkg } = exported;
  const callable = callablesOf(pkg.symbols ?? []);
  const chosen = exported.listed.filter((symbol) =>
    (kind === undefined || ofKind({ kind: symbol.kind, callable: callable(symbol) }, kind)) &&
    (subpath === undefined || exportedFrom(symbol, subpath))
  );
  const listed = chosen.map((symbol): ListedSymbol => {
    // Listed under the entry asked for, which exports it too where it is recorded under another.
    const entry: ListedSymbol = {
      name: symbol.name,
      kind: symbol.kind,
      subpath: subpath ?? symbol.subpath,
    };
    const summary = firstSentence(symbol.doc);
    if (summary !== "") entry.summary = summary;
    if (symbol.tags?.some((tag) => tag.tag === "deprecated")) entry.deprecated = true;
    if (symbol.reachedThrough !== undefined) entry.reachedThrough = symbol.reachedThrough;
    if (symbol.global) entry.global = true;
    return entry;
  });
  const structured = { packageSlug: pkg.slug, package: pkg.name, symbols: listed };
  if (listed.length === 0) {
    const what = kind === undefined ? "no symbols" : `no ${kind}`;
    const from = subpath === undefined ? "" : ` from ${importSpecifier(pkg.name, subpath)}`;
    const inEntry = exported.listed.filter((symbol) =>
      subpath === undefined || exportedFrom(symbol, subpath)
    );
    const note = kindsNote(inEntry, kind);
    return { text: `${pkg.name} exports ${what}${from}.${note}`, structured };
  }
  const ask = `get-symbol { "packageSlug": ${JSON.stringify(pkg.slug)}, "name": ... }`;
  const names = new Set(listed.map((entry) => entry.name)).size;
  // A filter for functions keeps the constants one calls, listed under their own kind.
  const constants = kind === "function" ? listed.filter((entry) => entry.kind !== kind).length : 0;
  const head = `${pkg.name}: ${count(listed.length, kind)}${
    constants === 0
      ? ""
      : ` (${constants === listed.length ? "all" : `${constants} of them`} constants one calls)`
  }${names === listed.length ? "" : ` (${names} names, some exported from several entries)`}${
    subpath === undefined ? "" : ` from ${importSpecifier(pkg.name, subpath)}`
  }; ${ask} shows one in full.`;
  const full = [head, ...groups(listed, "\n", subpath, kind)].join("\n");
  if (full.length <= LIST_BUDGET) return { text: full, structured };
  const short = listed.map(({ summary: _, ...entry }) => entry);
  const note = `Names only, to keep this short; ${
    kind === undefined
      ? "pass kind for the summaries of one kind"
      : "search-symbols with a part of a name gives the summaries of those that match"
  }.`;
  // What the caller may pass that would split the listing.
  const splits = (of: (entry: ListedSymbol) => string) => new Set(listed.map(of)).size > 1;
  const narrower = [
    kind === undefined && splits((entry) => entry.kind) ? "kind" : "",
    subpath === undefined && splits((entry) => entry.subpath) ? "subpath" : "",
  ].filter(Boolean).join(" or ");
  const namesOnly = [`${head} ${note}`, ...groups(short, ", ", subpath, kind)].join("\n");
  if (namesOnly.length <= NAMES_BUDGET || narrower === "") {
    return { text: namesOnly, structured: { ...structured, symbols: short } };
  }
  return outline(pkg.name, head, listed, narrower, structured);
}

/**
 * How many symbols there are of each kind and in each entry, for a listing too long even as
 * names: the caller narrows with `narrower` (kind, subpath or both).
 */
function outline(
  name: string,
  head: string,
  listed: readonly ListedSymbol[],
  narrower: string,
  structured: ListSymbolsAnswer,
): { text: string; structured: ListSymbolsAnswer } {
  const kinds = [...countOf(listed.map((symbol) => symbol.kind))];
  // The main entry first, then the largest.
  const subpaths = [...countOf(listed.map((symbol) => symbol.subpath))].sort(([a, m], [b, n]) =>
    Number(b === ".") - Number(a === ".") || n - m || (a < b ? -1 : 1)
  );
  const entries: string[] = [];
  let room = OUTLINED_ENTRIES_BUDGET;
  for (const [subpath, n] of subpaths) {
    const entry = `${importSpecifier(name, subpath)} (${n})`;
    room -= entry.length + 2;
    if (room < 0) break;
    entries.push(entry);
  }
  const more = subpaths.length - entries.length;
  return {
    text: [
      `${head} Too many to list even as names: pass ${narrower}${
        narrower.includes(" or ") ? " (both narrow together)" : ""
      }.`,
      `## kinds\n${kinds.map(([kind, n]) => `${kind} (${n})`).join(", ")}`,
      `## subpaths (${subpaths.length})\n${entries.join(", ")}${
        more > 0 ? `, and ${more} more` : ""
      }`,
    ].join("\n"),
    structured: {
      ...structured,
      symbols: [],
      outline: {
        kinds: kinds.map(([kind, count]) => ({ kind, count })),
        subpaths: subpaths.map(([subpath, count]) => ({ subpath, count })),
      },
    },
  };
}

/**
 * One `## kind (n)` group per kind present, in listing order, its entries joined; `asked` is
 * the entry the listing narrows to, which its lines need not repeat. In a listing of functions,
 * the variables are constants one calls, and their heading says so.
 */
function groups(
  entries: readonly ListedSymbol[],
  separator: string,
  asked: string | undefined,
  filter: SymbolKind | undefined,
): string[] {
  return SYMBOL_KINDS.flatMap((kind) => {
    const ofKind = entries.filter((entry) => entry.kind === kind);
    const lines = ofKind.map((entry) => line(entry, asked ?? "."));
    const heading = filter === "function" && kind === "variable"
      ? "function, declared const"
      : kind;
    return ofKind.length === 0
      ? []
      : [`## ${heading} (${ofKind.length})\n${lines.join(separator)}`];
  });
}

/** One symbol's line; its subpath is said unless it is `shown`, which the head says. */
function line(entry: ListedSymbol, shown: string): string {
  return entry.name + (entry.subpath === shown ? "" : ` (${entry.subpath})`) +
    (entry.deprecated ? " [deprecated]" : "") +
    (entry.reachedThrough === undefined
      ? ""
      : ` [not exported: ${entry.reachedThrough} gives it]`) +
    (entry.global ? " [global]" : "") +
    (entry.summary === undefined ? "" : `: ${entry.summary}`);
}

function count(n: number, kind: SymbolKind | undefined): string {
  return `${n} symbol${n === 1 ? "" : "s"}${kind === undefined ? "" : ` of kind ${kind}`}`;
}

/** The kinds the symbols do have (in listing order, which is by kind), for an empty listing. */
function kindsNote(symbols: readonly ApiSymbol[], kind: SymbolKind | undefined): string {
  if (kind === undefined) return "";
  const counts = [...countOf(symbols.map((symbol) => symbol.kind))].map(([k, n]) => `${k} (${n})`);
  return counts.length === 0 ? "" : ` It has: ${counts.join(", ")}.`;
}
