/**
 * The full-text index of a catalog: every section, symbol and custom element in an in-memory
 * SQLite FTS5 table (`node:sqlite`), ranked by BM25 for a question in words. Why FTS5:
 * docs/search.md.
 *
 * - The table is contentless: it holds the index, not the text, which the catalog holds
 *   already (units.ts reads it when the index is built and when a snippet is made).
 * - `porter unicode61`: words are lowercased, split at every character that is not a letter
 *   or digit (`query-core`, `snake_case`, `Deno.serve`) and stemmed (English).
 * - Columns and their BM25 weights: the name (heading, symbol, tag; the page title for the text
 *   before the first heading) 10, the parts of the text's camelCase identifiers 2, the context
 *   (page title, package, parent headings) 12, the text 1. The weights were tuned on the
 *   evaluation questions (docs/search.md): the page title is what best says what a section is
 *   about.
 * - Every query word is an alternative (match_query.ts); BM25 adds up what each matched, so a
 *   unit that matches more of the words, and rarer ones, ranks higher.
 * - A query that names one of several framework bindings (`react` among `react-query`,
 *   `vue-query`, ...) prefers that package's units (package_words.ts); the name is not looked
 *   for in the text.
 * - The sections of a changelog, release notes or a migration guide weigh 0.7 times the others.
 * - A unit whose name is exactly the query (`useQuery`, `sl-button`) comes first.
 *
 * @module
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { stemmer } from "stemmer";
import type { Catalog } from "../catalog/catalog.ts";
import { oncePer } from "../catalog/once_per.ts";
import { matchQuery } from "./match_query.ts";
import { bindingPackages, PackageWords } from "./package_words.ts";
import { camelParts, termsOfWord, wordsOf } from "./terms.ts";
import type { UnitKind } from "./unit_kinds.ts";
import { type SearchUnit, unitsOf } from "./units.ts";

/** BM25 weight of each column, in the table's order: name, parts, context, text. */
const COLUMN_WEIGHTS = [10, 2, 12, 1] as const;

/** How many candidates per hit asked for are ranked again by the words they match. */
const RERANKED = 3;

/** The fewest candidates ranked again. */
const MIN_RERANKED = 24;

/** How much more a unit of a package the query names weighs, times the share of its slug named. */
const NAMED_PACKAGE = 1;

/**
 * The most units a query's phrases may be in, together, for all of them to be asked for: FTS5
 * scores a unit in about 2 µs, so a query reads about 10 ms of them at most (a phrase left out
 * still counts when the best are ranked again). Catalogs of a few thousand units rarely reach it.
 */
const ASKED_UNITS = 6_000;

/** How much of a unit's text the count of matched words reads (a class can be long). */
const COUNTED = 20_000;

/** One ranked unit. */
export interface FulltextHit {
  unit: SearchUnit;
  /** BM25 relevance; higher is better. */
  score: number;
}

/** What to search for. */
export interface FulltextQuery {
  query: string;
  limit: number;
  packageSlug?: string | undefined;
  kind?: UnitKind | undefined;
}

/**
 * The index of a catalog, built on its first use and kept.
 *
 * @param catalog The catalog.
 * @returns Its full-text index.
 */
export const fulltextIndexOf: (catalog: Catalog) => FulltextIndex = oncePer((catalog: Catalog) =>
  new FulltextIndex(unitsOf(catalog))
);

/** Every unit of a catalog, indexed for ranked search. */
export class FulltextIndex {
  readonly units: readonly SearchUnit[];
  readonly #ranked: StatementSync;
  /** How many units hold a term (FTS5's own count). */
  readonly #unitsWith: StatementSync;
  /** The units by their exact names, lowercased: a symbol's name, a tag, a class, a heading. */
  readonly #byName = new Map<string, number[]>();
  /** The words of package slugs that say which of several framework bindings a query means. */
  readonly #packageWords: PackageWords;

  /** Indexes the units (their text is read once, here). */
  constructor(units: readonly SearchUnit[]) {
    this.units = units;
    const db = new DatabaseSync(":memory:");
    db.exec(
      "CREATE VIRTUAL TABLE unit USING fts5(name, parts, context, text, " +
        "tokenize = 'porter unicode61 remove_diacritics 0', content = '')",
    );
    db.exec("CREATE VIRTUAL TABLE vocabulary USING fts5vocab(unit, 'row')");
    db.exec(`INSERT INTO unit(unit, rank) VALUES ('rank', 'bm25(${COLUMN_WEIGHTS.join(", ")})')`);
    const insert = db.prepare(
      "INSERT INTO unit(rowid, name, parts, context, text) VALUES (?, ?, ?, ?, ?)",
    );
    const lengths: number[] = [];
    db.exec("BEGIN");
    for (const [rowid, unit] of units.entries()) {
      const text = unit.text();
      lengths.push(text.length);
      const nameParts = camelParts(unit.name);
      const name = nameParts.length === 0 ? unit.name : `${unit.name} ${nameParts.join(" ")}`;
      insert.run(rowid, name, distinctParts(text), unit.context, text);
    }
    db.exec("COMMIT");
    this.#packageWords = new PackageWords(bindingPackages(units, lengths));
    this.#ranked = db.prepare(
      "SELECT rowid, rank FROM unit WHERE unit MATCH ? ORDER BY rank LIMIT ?",
    );
    this.#unitsWith = db.prepare("SELECT doc FROM vocabulary WHERE term = ?");
    for (const [rowid, unit] of units.entries()) {
      for (const name of exactNames(unit)) {
        const rowids = this.#byName.get(name);
        if (rowids === undefined) this.#byName.set(name, [rowid]);
        else rowids.push(rowid);
      }
    }
  }

  /**
   * The best units for a query, best first.
   *
   * @param query The words, the number of hits and the filters.
   * @returns Up to `limit` hits; none when no word of the query occurs anywhere.
   */
  search({ query, limit, packageSlug, kind }: FulltextQuery): FulltextHit[] {
    const match = matchQuery(query, (phrases) => this.#worthAsking(phrases));
    if (match === undefined) return [];
    const fits = (unit: SearchUnit) =>
      (packageSlug === undefined || unit.slug === packageSlug) &&
      (kind === undefined || unit.kind === kind);
    // An exact name is what the caller typed: it goes first, wherever BM25 would put it.
    const named = (this.#byName.get(query.trim().toLowerCase()) ?? [])
      .map((rowid) => this.units[rowid]!).filter(fits);
    const wanted = Math.max(limit * RERANKED, MIN_RERANKED);
    const candidates: FulltextHit[] = [];
    // The best rows first; more of them while a filter leaves too few.
    for (let rows = wanted; candidates.length < wanted; rows *= 8) {
      candidates.length = 0;
      const ranked = this.#ranked.all(match, rows) as { rowid: number; rank: number }[];
      for (const { rowid, rank } of ranked) {
        const unit = this.units[rowid]!;
        if (fits(unit)) candidates.push({ unit, score: -rank });
      }
      if (ranked.length < rows) break;
    }
    const words = queryWords(query);
    const preferred = this.#packageWords.preferred(query);
    for (const hit of candidates) {
      hit.score *= matchedWords(hit.unit, words) *
        (1 + NAMED_PACKAGE * (preferred.get(hit.unit.slug) ?? 0)) *
        (HISTORY.test(hit.unit.context) ? HISTORY_WEIGHT : 1);
    }
    candidates.sort((a, b) => b.score - a.score);
    // A named unit BM25 ranked too low to be a candidate takes the best score.
    const top = candidates[0]?.score ?? 1;
    const first = named.map((unit) =>
      candidates.find((hit) => hit.unit === unit) ?? { unit, score: top }
    );
    return [...first, ...candidates.filter((hit) => !named.includes(hit.unit))].slice(0, limit);
  }

  /**
   * The phrases of a query worth asking FTS5 for. FTS5 scores every unit that has one of them,
   * so a phrase costs about as much as the units it is in, and that count also says how little
   * it tells:
   *
   * - a word in no unit, or in more than half of them (BM25 gives it next to no weight), is
   *   left out, and so is a binding's name (package_words.ts); a phrase of several words is
   *   never left out for this;
   * - of the rest, the rarest come first, and the next is asked for while the units they are in
   *   add up to at most {@link ASKED_UNITS} (the first always): in a large catalog a word in
   *   tens of thousands of units would cost tens of milliseconds.
   *
   * A phrase left out still counts when the candidates are ranked again ({@link matchedWords}).
   */
  #worthAsking(phrases: readonly string[]): string[] {
    const counted = phrases.map((phrase) => {
      const words = phrase.split(" ");
      const units = Math.min(...words.map((word) => this.#unitsWithTerm(stemmer(word))));
      const useless = units === 0 ||
        (words.length === 1 &&
          (units > this.units.length / 2 || this.#packageWords.isName(phrase)));
      return { phrase, units, useless };
    }).filter((counted) => !counted.useless).sort((a, b) => a.units - b.units);
    const asked: string[] = [];
    let units = 0;
    for (const phrase of counted) {
      if (asked.length > 0 && units + phrase.units > ASKED_UNITS) break;
      asked.push(phrase.phrase);
      units += phrase.units;
    }
    return asked;
  }

  /** How many units hold a term (FTS5's count). */
  #unitsWithTerm(term: string): number {
    return (this.#unitsWith.get(term) as { doc: number } | undefined)?.doc ?? 0;
  }
}

/**
 * How many of the query's words a unit has, in any field, plus half a point for each word in
 * its name or context (heading, title): BM25 adds up the words' weights, so one rare word many
 * times can outweigh all of them once; this count puts the unit that answers the whole question
 * ahead, and the one whose title says so first.
 */
function matchedWords(unit: SearchUnit, words: readonly ReadonlySet<string>[]): number {
  const terms = new Set(
    wordsOf(`${unit.name} ${unit.context} ${unit.text().slice(0, COUNTED)}`).flatMap(termsOfWord),
  );
  const titled = new Set(wordsOf(`${unit.name} ${unit.context}`).flatMap(termsOfWord));
  const has = (set: Set<string>) =>
    words.filter((word) => [...word].some((term) => set.has(term))).length;
  return has(terms) + has(titled) / 2;
}

/**
 * The parts of a text's camelCase identifiers, each once (lowercased): an identifier is
 * usually written many times in its section, and its parts are found in the text column too
 * when they are written apart, so counting them again would only cost time.
 */
function distinctParts(text: string): string {
  return [...new Set(camelParts(text).map((part) => part.toLowerCase()))].join(" ");
}

/** Each meaningful word of a query as its stemmed terms. */
function queryWords(query: string): ReadonlySet<string>[] {
  return wordsOf(query).map((word) => new Set(termsOfWord(word))).filter((terms) => terms.size > 0);
}

/**
 * A page of the project's history, by its title: a changelog, release notes, a migration or
 * upgrade guide. Such a page names every API and option it changed, so it matches many
 * questions, yet it answers few of them ("how do I ...") next to the guide or reference that
 * explains the same thing today.
 */
const HISTORY = /\b(?:change ?log|release notes|migrat\w*|upgrad\w*)\b/i;

/** How much a unit of a history page weighs against the others. */
const HISTORY_WEIGHT = 0.7;

/** The names a unit answers to exactly: its name; a component's tag and class each. */
function exactNames(unit: SearchUnit): string[] {
  const name = unit.name.toLowerCase();
  if (name === "") return [];
  return unit.kind === "component" ? name.split(" ").filter((part) => part !== "") : [name];
}
