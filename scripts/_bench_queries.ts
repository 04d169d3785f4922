/**
 * Benchmark queries of each kind, picked from a catalog's own text with a seeded PRNG so that
 * every run times the same queries.
 *
 * @module
 */
import { type BundledPackage, DOC_PAGES } from "../src/model.ts";
import type { SearchIndex } from "../src/search/engine.ts";
import { createPrng, type Prng } from "./_prng.ts";

/** The kinds of query the benchmark times, in report order. */
export const QUERY_KINDS = [
  "common word",
  "rare word",
  "two words",
  "three words",
  "absent word",
  "export substring",
] as const;

/** One kind of query. */
export type QueryKind = typeof QUERY_KINDS[number];

/** How many fields to sample for word statistics; enough to tell common from rare. */
const SAMPLED_FIELDS = 3000;

/** Every searched text of a catalog, as separate fields. */
function fieldsOf(packages: readonly BundledPackage[]): string[] {
  return packages.flatMap((pkg) => [
    pkg.name,
    pkg.category,
    pkg.description,
    pkg.keywords.join(" "),
    pkg.exports.join(" "),
    pkg.related.join(" "),
    ...DOC_PAGES.map((page) => pkg.docs[page] ?? ""),
    pkg.apiSource ?? "",
  ]).filter((field) => field !== "");
}

/** Lowercase ASCII words of at least three letters: what people type. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
}

/**
 * Picks the queries of every kind.
 *
 * @param packages The catalog.
 * @param index Its search index, used to confirm rare words are rare and absent ones absent.
 * @param perKind How many queries of each kind.
 * @param seed PRNG seed.
 * @returns Queries by kind; a kind the catalog cannot supply gets fewer.
 */
export function pickQueries(
  packages: readonly BundledPackage[],
  index: SearchIndex,
  perKind: number,
  seed: number,
): Record<QueryKind, string[]> {
  const prng = createPrng(seed);
  const fields = fieldsOf(packages);
  const sample = fields.length <= SAMPLED_FIELDS
    ? fields
    : Array.from({ length: SAMPLED_FIELDS }, () => prng.pick(fields));
  const fieldCount = new Map<string, number>();
  for (const field of sample) {
    for (const word of new Set(wordsOf(field))) {
      fieldCount.set(word, (fieldCount.get(word) ?? 0) + 1);
    }
  }
  const byFrequency = [...fieldCount].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const hitCount = (query: string) => index.search(query).length;
  const rare = byFrequency.filter(([word, count]) => count === 1 && word.length >= 6)
    .map(([word]) => word);

  return {
    "common word": byFrequency.slice(0, perKind).map(([word]) => word),
    "rare word": draw(perKind, () => prng.pick(rare), (q) => hitCount(q) <= 3),
    "two words": draw(perKind, () => wordsTogether(prng, fields, 2), (q) => q !== ""),
    "three words": draw(perKind, () => wordsTogether(prng, fields, 3), (q) => q !== ""),
    "absent word": draw(perKind, () => misspell(prng, prng.pick(rare)), (q) => hitCount(q) === 0),
    "export substring": draw(
      perKind,
      () => {
        const name = prng.pick(
          packages.flatMap((pkg) => pkg.exports.filter((e) => e.length >= 20)),
        );
        const length = prng.between(10, 16);
        const start = prng.between(1, name.length - length);
        return name.slice(start, start + length);
      },
      (q) => q.length >= 10,
    ),
  };
}

/** Draws distinct queries until `count` pass `keep`, giving up after many tries. */
function draw(
  count: number,
  make: () => string,
  keep: (query: string) => boolean,
): string[] {
  const queries = new Set<string>();
  for (let tries = 0; queries.size < count && tries < count * 50; tries++) {
    try {
      const query = make();
      if (keep(query)) queries.add(query);
    } catch {
      // The catalog cannot supply this kind (no long exports, say); skip the try.
    }
  }
  return [...queries];
}

/** Distinct words of one field, as a query. */
function wordsTogether(prng: Prng, fields: readonly string[], count: number): string {
  const words = [...new Set(wordsOf(prng.pick(fields)).filter((word) => word.length >= 4))];
  if (words.length < count) return "";
  return Array.from({ length: count }, () => words.splice(prng.below(words.length), 1)[0]!)
    .join(" ");
}

/** A word with one inner letter changed, as typed in a hurry. */
function misspell(prng: Prng, word: string): string {
  const at = prng.between(1, word.length - 2);
  const letter = prng.pick([..."qxzjkvw"].filter((l) => l !== word[at]));
  return `${word.slice(0, at)}${letter}${word.slice(at + 1)}`;
}
