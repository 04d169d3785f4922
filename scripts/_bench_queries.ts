/**
 * Benchmark queries of each kind, picked from a catalog's own text with a seeded PRNG so that
 * every run times the same queries. The kinds cover what people type (words, phrases, names)
 * and the shapes that find an engine's slow paths: fragments that start or end inside a token,
 * fragments of hyphenated names (`sg-badg`, `n-ite`, whose pieces are one or two letters),
 * mixed case, long queries, and common words paired with rare ones.
 *
 * @module
 */
import { type BundledPackage, DOC_PAGES } from "../src/snapshot/model.ts";
import type { SearchIndex } from "../src/search_packages/engine.ts";
import { createPrng, type Prng } from "./_prng.ts";

/** The kinds of query the benchmark times, in report order. */
export const QUERY_KINDS = [
  "common word",
  "rare word",
  "two words",
  "three words",
  "multi-word",
  "common + rare",
  "hyphenated words",
  "absent word",
  "export substring",
  "inner fragment",
  "hyphen fragment",
  "mixed case",
  "short words",
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

/** Names joined by `-` or `_`, such as `sg-badge-group` or `date_picker`. */
const JOINED_NAME = /[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)+/g;

/** Runs of letters and digits of at least 8 characters: identifiers, long words. */
const LONG_NAME = /[A-Za-z0-9]{8,}/g;

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
  // Words seen in one sampled field; a small vocabulary may have none, then the rarest tenth.
  const once = byFrequency.filter(([word, count]) => count === 1 && word.length >= 6);
  const rare = (once.length > 0 ? once : byFrequency.slice(-Math.ceil(byFrequency.length / 10)))
    .map(([word]) => word);
  const common = byFrequency.slice(0, Math.max(perKind, 20)).map(([word]) => word);
  const exports = packages.flatMap((pkg) => pkg.exports);
  const found = (query: string) => hitCount(query) > 0;

  return {
    "common word": common.slice(0, perKind),
    "rare word": draw(perKind, () => prng.pick(rare), (q) => hitCount(q) <= 3 || once.length === 0),
    "two words": draw(perKind, () => wordsTogether(prng, fields, 2, " "), (q) => q !== ""),
    "three words": draw(perKind, () => wordsTogether(prng, fields, 3, " "), (q) => q !== ""),
    "multi-word": draw(
      perKind,
      () => wordsTogether(prng, fields, prng.between(4, 6), " "),
      (q) => q !== "",
    ),
    "common + rare": draw(
      perKind,
      () =>
        prng.chance(0.5)
          ? `${prng.pick(common)} ${prng.pick(rare)}`
          : `${prng.pick(rare)} ${prng.pick(common)}`,
      () => true,
    ),
    "hyphenated words": draw(
      perKind,
      () => wordsTogether(prng, fields, prng.between(2, 3), "-"),
      (q) => q !== "",
    ),
    "absent word": draw(perKind, () => misspell(prng, prng.pick(rare)), (q) => hitCount(q) === 0),
    "export substring": draw(
      perKind,
      () => {
        const name = prng.pick(exports.filter((e) => e.length >= 20));
        const length = prng.between(10, 16);
        const start = prng.between(1, name.length - length);
        return name.slice(start, start + length);
      },
      (q) => q.length >= 10,
    ),
    "inner fragment": draw(perKind, () => innerFragment(prng, fields), found),
    "hyphen fragment": draw(perKind, () => hyphenFragment(prng, exports, fields), found),
    "mixed case": draw(perKind, () => mixedCase(prng, exports, fields), found),
    "short words": draw(perKind, () => shortWords(prng, fields), () => true),
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
      if (query !== "" && keep(query)) queries.add(query);
    } catch {
      // The catalog cannot supply this kind (no long exports, say); skip the try.
    }
  }
  return [...queries];
}

/** Distinct words of one field, joined by `separator`. */
function wordsTogether(prng: Prng, fields: readonly string[], count: number, separator: string) {
  const words = [...new Set(wordsOf(prng.pick(fields)).filter((word) => word.length >= 4))];
  if (words.length < count) return "";
  return Array.from({ length: count }, () => words.splice(prng.below(words.length), 1)[0]!)
    .join(separator);
}

/** A word with one inner letter changed, as typed in a hurry. */
function misspell(prng: Prng, word: string): string {
  const at = prng.between(1, word.length - 2);
  const letter = prng.pick([..."qxzjkvw"].filter((l) => l !== word[at]));
  return `${word.slice(0, at)}${letter}${word.slice(at + 1)}`;
}

/** One match of `pattern` in a random field, or "" when the field has none. */
function matchIn(prng: Prng, fields: readonly string[], pattern: RegExp): string {
  const matches = prng.pick(fields).match(pattern);
  return matches === null ? "" : prng.pick(matches);
}

/** 3 to 10 characters from inside a name: neither its first nor its last. */
function innerFragment(prng: Prng, fields: readonly string[]): string {
  const name = matchIn(prng, fields, LONG_NAME);
  if (name.length < 5) return "";
  const length = prng.between(3, Math.min(10, name.length - 2));
  const start = prng.between(1, name.length - 1 - length);
  return name.slice(start, start + length);
}

/**
 * A piece of a hyphenated (or underscored) name that crosses a separator and starts and ends
 * inside a word: `sg-badg` from `sg-badge`, `n-ite` from `menu-item`. Exports first, then any
 * such name in the text.
 */
function hyphenFragment(prng: Prng, exports: readonly string[], fields: readonly string[]) {
  const joined = exports.filter((name) => /[-_]/.test(name));
  const name = joined.length > 0 && prng.chance(0.7)
    ? prng.pick(joined)
    : matchIn(prng, fields, JOINED_NAME);
  const separators = [...name.matchAll(/[-_]/g)].map((match) => match.index);
  if (separators.length === 0) return "";
  const at = prng.pick(separators);
  const start = prng.between(Math.max(0, at - 4), at - 1);
  const end = prng.between(at + 2, Math.min(name.length, at + 6));
  return name.slice(start, end);
}

/** A long name, or a piece of one, with each letter's case flipped at random. */
function mixedCase(prng: Prng, exports: readonly string[], fields: readonly string[]): string {
  const long = exports.filter((name) => name.length >= 8);
  const name = long.length > 0 && prng.chance(0.5)
    ? prng.pick(long)
    : matchIn(prng, fields, LONG_NAME);
  if (name.length < 8) return "";
  const length = prng.between(6, Math.min(14, name.length));
  const start = prng.below(name.length - length + 1);
  return [...name.slice(start, start + length)]
    .map((char) => prng.chance(0.5) ? char.toUpperCase() : char.toLowerCase()).join("");
}

/** Two pieces of one or two letters from the words of one field, such as `e x` or `ab t`. */
function shortWords(prng: Prng, fields: readonly string[]): string {
  const words = wordsOf(prng.pick(fields));
  if (words.length === 0) return "";
  return Array.from({ length: 2 }, () => {
    const word = prng.pick(words);
    const length = prng.between(1, 2);
    const start = prng.below(word.length - length + 1);
    return word.slice(start, start + length);
  }).join(" ");
}
