/**
 * search-symbols' ranking rules applied to every entry one by one: the baseline the symbol
 * search index is checked against (tests/symbol_search_test.ts) and timed against
 * (bench_symbol_search.ts).
 *
 * @module
 */
import type { BundledData } from "../src/snapshot/model.ts";
import { firstSentence } from "../src/symbols/first_sentence.ts";
import { importSpecifier } from "../src/symbols/import_line.ts";
import { callableConstant } from "../src/symbols/kind_filter.ts";
import type { SymbolHit, SymbolSearchResult } from "../src/symbols/symbol_output_schemas.ts";

/** What a hit says of its match, by tier (a name in the import path the query names, then docs). */
const TIERS = ["exact", "prefix", "substring", "exact", "prefix", "docs", "docs"] as const;

/**
 * A plain scan of a catalog's symbols and elements: each entry's lowercased name, import path
 * and docs are joined once, then each query tests every entry and sorts the matches.
 *
 * @param data The snapshot.
 * @returns The search: a query, a kind and a limit to its total and best hits.
 */
export function plainScan(
  data: BundledData,
): (query: string, kind: SymbolHit["kind"] | undefined, limit: number) => SymbolSearchResult {
  const entries = data.packages.flatMap((pkg) => [
    ...(pkg.symbols ?? []).map((s) => ({
      hit: { name: s.name, kind: s.kind as SymbolHit["kind"], packageSlug: pkg.slug },
      subpath: s.subpath as string | undefined,
      callable: callableConstant(s),
      from: importSpecifier(pkg.name, s.subpath).toLowerCase(),
      doc: s.doc ?? "",
      also: "",
    })),
    ...pkg.components.map((d) => ({
      hit: { name: d.tagName!, kind: "element" as SymbolHit["kind"], packageSlug: pkg.slug },
      subpath: undefined,
      callable: false,
      from: pkg.name.toLowerCase(),
      doc: d.description || (typeof d.summary === "string" ? d.summary : ""),
      also: d.name ?? "",
    })),
  ]).map((entry) => ({
    ...entry,
    lower: entry.hit.name.toLowerCase(),
    text:
      `${entry.hit.name.toLowerCase()}\n${entry.doc.toLowerCase()}\n${entry.also.toLowerCase()}`,
    pathed: `${entry.hit.name.toLowerCase()}\n${entry.from}\n${entry.doc.toLowerCase()}\n` +
      entry.also.toLowerCase(),
  }));
  const cmp = (a: string, b: string) => a < b ? -1 : a > b ? 1 : 0;
  return (query, kind, limit) => {
    const wanted = query.trim().toLowerCase();
    const words = wanted.split(/\s+/);
    const one = words.length === 1;
    // The docs tier's words: a dotted word's parts; the import path counts beside others only.
    const parts = words.flatMap((word) => word.split(".")).filter((part) => part !== "");
    const found = entries.flatMap((entry) => {
      const { lower, from } = entry;
      const text = parts.length > 1 ? entry.pathed : entry.text;
      const tier = one && lower === wanted
        ? 0
        : one && lower.startsWith(wanted)
        ? 1
        : one && lower.includes(wanted)
        ? 2
        : parts.length === 0 || !parts.every((part) => text.includes(part))
        ? -1
        : parts.length > 1 && parts.includes(lower) &&
            parts.every((part) => part === lower || from.includes(part))
        ? 3
        : parts.length > 1 && parts.some((part) => lower.startsWith(part)) &&
            parts.every((part) => lower.startsWith(part) || from.includes(part))
        ? 4
        : parts.includes(lower)
        ? 5
        : 6;
      const kept = kind === undefined || entry.hit.kind === kind ||
        (kind === "function" && entry.callable);
      return tier === -1 || !kept ? [] : [{ entry, tier }];
    });
    found.sort((a, b) =>
      a.tier - b.tier || a.entry.lower.length - b.entry.lower.length ||
      cmp(a.entry.lower, b.entry.lower) || cmp(a.entry.hit.name, b.entry.hit.name) ||
      cmp(a.entry.hit.packageSlug, b.entry.hit.packageSlug) ||
      cmp(a.entry.subpath ?? "", b.entry.subpath ?? "")
    );
    return {
      total: found.length,
      hits: found.slice(0, limit).map(({ entry, tier }) => ({
        ...entry.hit,
        ...(entry.subpath === undefined ? {} : { subpath: entry.subpath }),
        summary: firstSentence(entry.doc),
        match: TIERS[tier]!,
      })),
    };
  };
}
