/**
 * The reference search: the rules of `search-packages` written as plainly as possible, with no
 * index. The tests hold the engine (`src/search.ts`) to the same answers, and the benchmark
 * times it against the engine. Keep it obviously correct rather than fast.
 *
 * Rules: the query is normalised (lowercased, `ς` read as `σ`, `-` and `_` read as spaces) and
 * split at whitespace; each field is normalised the same way; a field matches when every word
 * is a substring of it. Array fields (keywords, exports, related) count as one field: each word
 * must be in some element. Each documentation page is a field of its own. A hit scores the
 * highest weight it matched; hits are sorted by score, then by slug.
 *
 * @module
 */
import {
  type BundledPackage,
  DOC_PAGES,
  type DocPage,
  MATCH_CATEGORIES,
  type SearchHit,
} from "../src/snapshot/model.ts";
import { SEARCH_WEIGHTS, type SearchFieldWeight } from "../src/search_packages/weights.ts";

/**
 * Normalises text for matching.
 *
 * @param text Any text.
 * @returns The normalised text.
 */
export function normalize(text: string): string {
  return text.toLowerCase().replaceAll("ς", "σ").replace(/[-_]/g, " ");
}

/** A package with every searched field normalised once, so a timed scan only scans. */
export interface ReferencePackage {
  /** The package. */
  pkg: BundledPackage;
  /** Normalised name, category, description and source (`null` when absent). */
  text: Record<"name" | "category" | "description" | "source", string | null>;
  /** Normalised elements of the array fields. */
  lists: Record<"keywords" | "exports" | "related", string[]>;
  /** Normalised documentation pages. */
  pages: Partial<Record<DocPage, string>>;
}

/**
 * Normalises every searched field of a catalog.
 *
 * @param packages The catalog's packages.
 * @returns The prepared packages.
 */
export function prepareReference(packages: readonly BundledPackage[]): ReferencePackage[] {
  return packages.map((pkg) => ({
    pkg,
    text: {
      name: normalize(pkg.name),
      category: normalize(pkg.category),
      description: normalize(pkg.description),
      source: pkg.apiSource === null ? null : normalize(pkg.apiSource),
    },
    lists: {
      keywords: pkg.keywords.map(normalize),
      exports: pkg.exports.map(normalize),
      related: pkg.related.map(normalize),
    },
    pages: Object.fromEntries(
      DOC_PAGES.flatMap((page) => {
        const markdown = pkg.docs[page];
        return markdown === undefined ? [] : [[page, normalize(markdown)]];
      }),
    ),
  }));
}

/**
 * Searches by scanning every field of every package.
 *
 * @param packages Prepared packages.
 * @param query The query (assumed valid: no length or word-count checks here).
 * @param limit The most hits to return.
 * @returns The hits, sorted.
 */
export function referenceSearch(
  packages: readonly ReferencePackage[],
  query: string,
  limit?: number,
): SearchHit[] {
  const words = normalize(query).split(/\s+/).filter((word) => word !== "");
  if (words.length === 0) return [];
  const holdsAll = (text: string | null | undefined) =>
    text !== null && text !== undefined && words.every((word) => text.includes(word));

  const hits: SearchHit[] = [];
  for (const prepared of packages) {
    const pages = DOC_PAGES.filter((page) => holdsAll(prepared.pages[page]));
    const matches = (row: SearchFieldWeight): boolean => {
      switch (row.field) {
        case "keywords":
        case "exports":
        case "related": {
          const list = prepared.lists[row.field];
          return words.every((word) => list.some((element) => element.includes(word)));
        }
        case "docs":
          return pages.length > 0;
        default:
          return holdsAll(prepared.text[row.field]);
      }
    };
    const matched = SEARCH_WEIGHTS.filter(matches);
    if (matched.length === 0) continue;
    const hit: SearchHit = {
      name: prepared.pkg.name,
      slug: prepared.pkg.slug,
      score: Math.max(...matched.map((row) => row.weight)),
      matchedIn: MATCH_CATEGORIES.filter((category) =>
        matched.some((row) => row.category === category)
      ),
    };
    if (pages.length > 0) hit.matchedPages = pages;
    hits.push(hit);
  }
  hits.sort((a, b) => b.score - a.score || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return limit === undefined ? hits : hits.slice(0, limit);
}
