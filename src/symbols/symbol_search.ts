/**
 * search-symbols: finds exported symbols and custom elements across the catalog by name and
 * docs. Best matches first: the exact name, then names that start with the query, names that
 * contain it, and last entries whose name and docs together contain every word of it; within
 * each, shorter names first, then by name, package and subpath.
 *
 * The index is built once, on the first search: every name and every doc text lowercased and
 * joined into two strings, so that a query is a few `indexOf` scans of native string search
 * over the whole catalog instead of a loop over tens of thousands of entries.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import type { SymbolKind } from "../snapshot/model.ts";
import { oncePer } from "../catalog/once_per.ts";
import { MATCH_TIERS, type SymbolHit, type SymbolSearchResult } from "./symbol_output_schemas.ts";
import { firstSentence } from "./first_sentence.ts";
import { callablesOf, ofKind } from "./kind_filter.ts";
import { importSpecifier } from "./import_line.ts";

/** One searchable thing: a symbol or a custom element. */
interface Entry {
  name: string;
  kind: SymbolKind | "element";
  packageSlug: string;
  subpath?: string;
  /** Docs or description: searched, and summarised in the hit. */
  doc: string;
  /** More text to search, never shown (an element's class name). */
  also?: string;
  /** Where it is imported from, lowercased: `effect/stream`, `zod`. */
  from: string;
  /** A constant one calls: a filter for functions keeps it (kind_filter.ts). */
  callable?: true;
}

/**
 * The search index of a catalog, built on the first call.
 *
 * @param catalog The catalog.
 * @returns Its symbol search.
 */
export const symbolSearchOf: (catalog: Catalog) => SymbolSearch = oncePer((catalog: Catalog) =>
  new SymbolSearch(searchEntries(catalog))
);

/** Every symbol of every package, then every custom element (with its declaring package). */
function searchEntries(catalog: Catalog): Entry[] {
  const entries: Entry[] = [];
  for (const pkg of catalog.packages) {
    const callableIn = callablesOf(pkg.symbols ?? []);
    for (const symbol of pkg.symbols ?? []) {
      const { name, kind, subpath, doc = "" } = symbol;
      const callable = callableIn(symbol) ? { callable: true as const } : {};
      const from = importSpecifier(pkg.name, subpath).toLowerCase();
      entries.push({ name, kind, packageSlug: pkg.slug, subpath, from, doc, ...callable });
    }
  }
  if (catalog.tags.length === 0) return entries;
  // The package of a tag is the one whose declaration the catalog serves: the first.
  const declaredBy = new Map<string, { slug: string; from: string; className: string }>();
  for (const pkg of catalog.packages) {
    for (const { tagName, name } of pkg.components) {
      if (tagName && !declaredBy.has(tagName)) {
        declaredBy.set(tagName, {
          slug: pkg.slug,
          from: pkg.name.toLowerCase(),
          className: name ?? "",
        });
      }
    }
  }
  for (const { tagName, description } of catalog.listComponents()) {
    const { slug, from, className } = declaredBy.get(tagName)!;
    entries.push({
      name: tagName,
      kind: "element",
      packageSlug: slug,
      from,
      doc: description,
      also: className,
    });
  }
  return entries;
}

/** The search index: entries in ranking order and their names and docs, lowercased. */
export class SymbolSearch {
  readonly #entries: Entry[];
  /** `\n`-separated lowercased names, in entry order, with a `\n` at both ends. */
  readonly #names: string;
  /** Each entry's name, lowercased. */
  readonly #lower: readonly string[];
  readonly #nameStarts: Int32Array;
  /** Lowercased name and docs of each entry, `\n`-separated (a query word has no whitespace). */
  readonly #docs: string;
  readonly #docStarts: Int32Array;
  /** The import paths, lowercased, `\n`-separated: a catalog has far fewer than entries. */
  readonly #paths: string;
  readonly #pathStarts: Int32Array;
  /** The entries of each import path. */
  readonly #pathEntries: readonly number[][];
  readonly #exact = new Map<string, number[]>();

  /**
   * Indexes entries.
   *
   * @param entries Symbols and elements, in any order.
   */
  constructor(entries: Entry[]) {
    const lower = entries.map((entry) => entry.name.toLowerCase());
    const order = entries.map((_, i) => i).sort((a, b) =>
      lower[a]!.length - lower[b]!.length || compare(lower[a]!, lower[b]!) ||
      compare(entries[a]!.name, entries[b]!.name) ||
      compare(entries[a]!.packageSlug, entries[b]!.packageSlug) ||
      compare(entries[a]!.subpath ?? "", entries[b]!.subpath ?? "")
    );
    this.#entries = order.map((i) => entries[i]!);
    const names = order.map((i) => lower[i]!);
    this.#lower = names;
    names.forEach((name, id) => {
      const ids = this.#exact.get(name) ?? [];
      ids.push(id);
      this.#exact.set(name, ids);
    });
    [this.#names, this.#nameStarts] = joined(names);
    [this.#docs, this.#docStarts] = joined(
      this.#entries.map((entry, id) =>
        `${names[id]}\n${entry.doc.toLowerCase()}\n${entry.also?.toLowerCase() ?? ""}`
      ),
    );
    const byPath = Map.groupBy(this.#entries.keys(), (id) => this.#entries[id]!.from);
    [this.#paths, this.#pathStarts] = joined([...byPath.keys()]);
    this.#pathEntries = [...byPath.values()];
  }

  /**
   * Searches names and docs, case-insensitively.
   *
   * @param query Non-empty after trimming; whitespace separates words.
   * @param kind Only this kind, when given.
   * @param limit The most hits to return.
   * @returns The total number of matches and the best `limit`.
   */
  search(
    query: string,
    kind: SymbolKind | "element" | undefined,
    limit: number,
    packageSlug?: string,
  ): SymbolSearchResult {
    const wanted = query.trim().toLowerCase();
    const words = wanted.split(/\s+/);
    /** The best tier of each entry, 1-based (0: no match). */
    const tiers = new Uint8Array(this.#entries.length);
    const mark = (id: number, tier: number) => {
      if (tiers[id] === 0 || tiers[id]! > tier) tiers[id] = tier;
    };
    if (words.length === 1) {
      for (const id of this.#exact.get(wanted) ?? []) mark(id, 1);
      for (
        let at = this.#names.indexOf(wanted);
        at !== -1;
        at = this.#names.indexOf(wanted, at + 1)
      ) {
        const id = entryAt(this.#nameStarts, at);
        mark(id, at === this.#nameStarts[id] ? 2 : 3);
      }
    }
    // Words of a dotted name (`Stream.merge`) are its parts. An entry named by one of the words
    // comes before those that only mention them: first one whose entry has the others (`merge`
    // of effect/Stream), then one whose docs have them.
    const parts = words.flatMap((word) => word.split(".")).filter((part) => part !== "");
    // One word as written: a name that is that word is in the first tier already.
    const tierOf = parts.length === 1 && parts[0] === wanted
      ? () => 7
      : (id: number) => this.#docsTier(id, parts);
    if (parts.length > 0) this.#matchDocs(parts, (id) => mark(id, tierOf(id)));
    // Entries are in ranking order within a tier: gathered by tier in one pass, in that order.
    const byTier = TIER_MATCHES.map((): number[] => []);
    for (let id = 0; id < tiers.length; id++) {
      if (tiers[id] === 0) continue;
      const entry = this.#entries[id]!;
      if (kind !== undefined && !ofKind(entry, kind)) continue;
      if (packageSlug !== undefined && entry.packageSlug !== packageSlug) continue;
      byTier[tiers[id]! - 1]!.push(id);
    }
    let total = 0;
    const hits: SymbolHit[] = [];
    byTier.forEach((ids, tier) => {
      total += ids.length;
      for (const id of ids.slice(0, limit - hits.length)) {
        hits.push(hit(this.#entries[id]!, TIER_MATCHES[tier]!));
      }
    });
    return { total, hits };
  }

  /**
   * The tier of an entry whose name, import path and docs have every word. Of a query of several
   * words (`Stream merge`, `Stream.catch`): 4 when its name is one of them and its import path
   * has the others, 5 when its name starts with one and its import path has the others; of any:
   * 6 when its name is one of them, 7 otherwise.
   */
  #docsTier(id: number, words: readonly string[]): number {
    const name = this.#lower[id]!;
    if (!words.some((word) => name.startsWith(word))) return 7;
    const { from } = this.#entries[id]!;
    if (words.length > 1) {
      if (words.includes(name) && words.every((word) => word === name || from.includes(word))) {
        return 4;
      }
      if (words.every((word) => name.startsWith(word) || from.includes(word))) return 5;
    }
    return words.includes(name) ? 6 : 7;
  }

  /**
   * Calls `found` for every entry whose name and docs contain every word, or, when there are
   * several, whose name, docs and import path do (each once).
   */
  #matchDocs(words: readonly string[], found: (id: number) => void): void {
    // The longest word is likely the rarest: scanning for it leaves the fewest to check.
    const [first, ...rest] = [...words].sort((a, b) => b.length - a.length) as [
      string,
      ...string[],
    ];
    let last = -1;
    if (rest.length === 0) {
      // A word alone is a name's or the docs': a package's name would bring in all its symbols.
      for (let at = this.#docs.indexOf(first); at !== -1; at = this.#docs.indexOf(first, at + 1)) {
        const id = entryAt(this.#docStarts, at);
        if (id !== last) found(last = id);
      }
      return;
    }
    // The other words that some import path has: only those are looked for in an entry's.
    const inSomePath = new Set(rest.filter((word) => this.#paths.includes(word)));
    const check = (id: number) => {
      const text = this.#docs.slice(this.#docStarts[id]!, this.#docStarts[id + 1]! - 1);
      const has = (word: string) =>
        text.includes(word) || (inSomePath.has(word) && this.#entries[id]!.from.includes(word));
      if (rest.every(has)) found(id);
    };
    // Beside other words, a word may be the import path's (`Stream` of `Stream merge`): the
    // entries of the paths that have it are checked first, and once.
    const checked = new Uint8Array(this.#entries.length);
    for (let at = this.#paths.indexOf(first); at !== -1; at = this.#paths.indexOf(first, at + 1)) {
      const path = entryAt(this.#pathStarts, at);
      if (path === last) continue;
      last = path;
      for (const id of this.#pathEntries[path]!) {
        checked[id] = 1;
        check(id);
      }
    }
    last = -1;
    for (let at = this.#docs.indexOf(first); at !== -1; at = this.#docs.indexOf(first, at + 1)) {
      const id = entryAt(this.#docStarts, at);
      if (id === last) continue;
      last = id;
      if (checked[id] === 0) check(id);
    }
  }
}

/**
 * What each tier (1-based) reports as its match: a name, then a word of the query as a name in
 * the import path the others name, then docs ({@link SymbolSearch.search}).
 */
const TIER_MATCHES: readonly SymbolHit["match"][] = [
  ...MATCH_TIERS.slice(0, 3),
  "exact",
  "prefix",
  "docs",
  "docs",
];

function hit(entry: Entry, match: SymbolHit["match"]): SymbolHit {
  const { name, kind, packageSlug, subpath } = entry;
  return {
    name,
    kind,
    packageSlug,
    ...(subpath === undefined ? {} : { subpath }),
    summary: firstSentence(entry.doc),
    match,
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Joins texts with `\n`, with one at both ends, and records where each starts; the start
 * list ends with one past the last text's end, so `starts[id + 1] - 1` is where `id` ends.
 */
function joined(texts: readonly string[]): [string, Int32Array] {
  const starts = new Int32Array(texts.length + 1);
  let at = 1;
  texts.forEach((text, id) => {
    starts[id] = at;
    at += text.length + 1;
  });
  starts[texts.length] = at;
  return [`\n${texts.join("\n")}\n`, starts];
}

/** The entry whose text holds position `at` (binary search over the starts). */
function entryAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
