/**
 * Seeded query generation for the engine-versus-reference tests: queries built from a
 * catalog's own text, in the shapes users type and the shapes that break engines.
 *
 * @module
 */
import { type BundledPackage, DOC_PAGES } from "../src/snapshot/model.ts";
import { queryWords } from "../src/search_packages/normalize.ts";
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from "../src/search_packages/engine.ts";
import { createPrng, type Prng } from "../scripts/_prng.ts";

/** Every searched text of a package, raw. */
function textsOf(pkg: BundledPackage): string[] {
  const texts = [pkg.name, pkg.category, pkg.description, ...pkg.keywords, ...pkg.exports];
  texts.push(...pkg.related);
  for (const page of DOC_PAGES) {
    const markdown = pkg.docs[page];
    if (markdown !== undefined) texts.push(markdown);
  }
  if (pkg.apiSource !== null) texts.push(pkg.apiSource);
  return texts.filter((text) => text.trim() !== "");
}

/** A whitespace-delimited word around a random offset of a random text. */
function wordFrom(prng: Prng, texts: readonly string[]): string {
  const text = prng.pick(texts);
  let start = prng.below(text.length);
  while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
  let end = start;
  while (end < text.length && !/\s/.test(text[end]!)) end++;
  return end > start ? text.slice(start, end) : "word";
}

/** Two neighbouring words of one text, as typed with a space, `-` or `_` between them. */
function phraseFrom(prng: Prng, texts: readonly string[]): string {
  const text = prng.pick(texts);
  const words = text.slice(prng.below(text.length)).split(/\s+/).filter((w) => w !== "");
  if (words.length < 2) return wordFrom(prng, texts);
  return `${words[0]}${prng.pick([" ", "-", "_"])}${words[1]}`;
}

/**
 * A slice of a text that may start and end inside words and cross separators: `n-ite` from
 * `menu-item`, `ate pi` from `date picker`.
 */
function sliceFrom(prng: Prng, texts: readonly string[]): string {
  const text = prng.pick(texts);
  const start = prng.below(text.length);
  return text.slice(start, start + prng.between(3, 14));
}

function substringOf(prng: Prng, word: string): string {
  const start = prng.below(word.length);
  return word.slice(start, start + 1 + prng.below(word.length - start));
}

function mixCase(prng: Prng, word: string): string {
  return [...word].map((char) => prng.chance(0.5) ? char.toUpperCase() : char).join("");
}

const ABSENT_LETTERS = "qxzjvkw";

function queryWord(prng: Prng, texts: readonly string[]): string {
  const roll = prng.next();
  if (roll < 0.3) return wordFrom(prng, texts);
  if (roll < 0.55) return substringOf(prng, wordFrom(prng, texts));
  if (roll < 0.65) return phraseFrom(prng, texts);
  if (roll < 0.75) return mixCase(prng, substringOf(prng, wordFrom(prng, texts)));
  if (roll < 0.85) {
    return Array.from({ length: prng.between(3, 7) }, () => prng.pick([...ABSENT_LETTERS]))
      .join("");
  }
  if (roll < 0.9) return `${substringOf(prng, wordFrom(prng, texts))}${prng.pick(["-", "_"])}`;
  if (roll < 0.95) return sliceFrom(prng, texts);
  return substringOf(prng, wordFrom(prng, texts)).slice(0, 2);
}

/**
 * Generates queries of 1 to 4 words. Words come from one package or from several, so some
 * queries fit one field, some span fields, some match nothing.
 *
 * @param packages The catalog the words are drawn from; not empty.
 * @param count How many queries.
 * @param seed PRNG seed.
 * @returns The queries, all valid (non-empty, within the length and word limits).
 */
export function generateQueries(
  packages: readonly BundledPackage[],
  count: number,
  seed: number,
): string[] {
  const prng = createPrng(seed);
  const queries: string[] = [];
  while (queries.length < count) {
    const pkg = prng.pick(packages);
    const words = Array.from({ length: prng.between(1, 4) }, () => {
      const source = prng.chance(0.8) ? pkg : prng.pick(packages);
      return queryWord(prng, textsOf(source));
    });
    const query = words.join(prng.pick([" ", "  ", " \t"])).slice(0, MAX_QUERY_LENGTH);
    if (query.trim() !== "" && queryWords(query).length <= MAX_QUERY_WORDS) queries.push(query);
  }
  return queries;
}
