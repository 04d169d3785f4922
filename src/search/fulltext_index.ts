/**
 * The full-text index of a catalog: every section, symbol and custom element in in-memory
 * SQLite FTS5 tables (`node:sqlite`; fts_table.ts, on two threads for a large catalog:
 * fts_shards.ts), ranked by BM25 for a question in words. Why FTS5: docs/search.md.
 *
 * - The tables are contentless: they hold the index, not the text, which the catalog holds
 *   already (units.ts reads it when the index is built and when a passage is cut).
 * - Every query word is an alternative (match_query.ts); BM25 adds up what each matched, so a
 *   unit that matches more of the words, and rarer ones, ranks higher.
 * - A query that names one of several framework bindings (`react` among `react-query`,
 *   `vue-query`, ...) prefers that package's units (package_words.ts); the name is not looked
 *   for in the text.
 * - The sections of a changelog, release notes, a migration guide or a legacy page weigh 0.7
 *   times the others, unless the query asks what changed.
 * - A unit whose name is exactly the query (`useQuery`, `sl-button`) comes first.
 *
 * @module
 */
import { closestNames } from "../catalog/closest_names.ts";
import { stemmer } from "stemmer";
import type { Catalog } from "../catalog/catalog.ts";
import { oncePer } from "../catalog/once_per.ts";
import { matchQuery, queryPhrases } from "./match_query.ts";
import { buildShards, type FtsShard, type ShardOptions } from "./fts_shards.ts";
import type { FtsRow, RankedRow, RowRange } from "./fts_table.ts";
import {
  ApiPackages,
  bindingPackages,
  NamedPackages,
  type PackagePreference,
  PackageWords,
} from "./package_words.ts";
import type { QueryWeights } from "./passage_source.ts";
import { camelParts, queryWords, termsOfWord, wordsOf, writtenQueryWords } from "./terms.ts";
import { TermProbe } from "./term_probe.ts";
import { givesDefaultOf, statesDefaultOf } from "./defaults_table.ts";
import type { UnitKind } from "./unit_kinds.ts";
import { eachUnit } from "./units.ts";
import type { SearchUnit } from "./search_unit.ts";
import { onHistoryPage } from "./history_pages.ts";
import { codeNames } from "./query_names.ts";
import { writtenName } from "../catalog/written_name.ts";
import { HEAP_BOUND } from "../heap_bound.ts";
import { isNamespaceFunction } from "./member_units.ts";

/**
 * How much more a unit weighs that states the default of something a query asking for a
 * default names: a section's options table, a declaration's `@default` (defaults_table.ts).
 */
const STATED_DEFAULT_WEIGHT = 1.5;

/** Whether a unit states the default of something the query names (defaults_table.ts). */
function statesDefault(unit: SearchUnit, words: readonly ReadonlySet<string>[]): boolean {
  if (unit.kind === "component") return false;
  const text = unit.text();
  return statesDefaultOf(unit.name, text, words) ||
    (unit.kind === "docs" && givesDefaultOf(text, words));
}

/** How many units the index's build cuts between two looks at the heap's growth. */
const BOUND_EVERY = 512;

/** How many other packages that write a name missing from the one searched are named. */
const ELSEWHERE = 3;

/** How many of the rows that write such a name are read for it, best first. */
const ELSEWHERE_ROWS = 200;

/** How many times more rows each step asks for while a filter leaves too few candidates. */
const CANDIDATE_STEP = 8;

/** How many candidates per hit asked for are ranked again by the words they match. */
const RERANKED = 3;

/** The fewest candidates ranked again. */
const MIN_RERANKED = 24;

/** How much more a unit of a package the query names weighs, times the share of its slug named. */
const NAMED_PACKAGE = 1;

/**
 * The most units a query's phrases may be in, together, for all of them to be asked for: before
 * it ranks a row, FTS5 counts the units of every phrase in the whole table (BM25's weights, even
 * for a package's range of rows), then scores those that match, together about 2 µs a unit (a
 * phrase left out still counts when the best are ranked again). Catalogs of a few thousand units
 * rarely reach it. At 2,500 rather than 4,000, the `--deps` evaluation app's queries took 20%
 * less time, and showed as many facts in fewer characters (`eval:deps:answers`).
 */
const ASKED_UNITS = 2_500;

/**
 * The most terms whose unit counts are kept. A catalog with no more terms than this (the
 * evaluation app's ten packages have 24,000) has them all read once it is indexed, and a query
 * waits for no count (asking the worker's table took 1.5 ms of a query's first time).
 */
const KNOWN_TERMS = 50_000;

/** How much of a unit's text the count of matched words reads (a class can be long). */
const COUNTED = 8_000;

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
  /** FTS5's answers kept for the other searches of the same tool call ({@link RankedMemo}). */
  memo?: RankedMemo | undefined;
}

/**
 * The rows FTS5 ranked for each match (and range of rows) during one tool call, which asks the
 * same words again for another kind's better result: FTS5 counts the units of
 * every word of a match before it ranks any (about 4 ms of a 6 ms query on the evaluation app,
 * whatever the range), so a second asking costs as much as the first. Made per call, never kept.
 *
 * @example
 * ```ts
 * import type { RankedMemo } from "./fulltext_index.ts";
 *
 * const memo: RankedMemo = new Map();
 * console.log(memo.size); // 0
 * ```
 */
export type RankedMemo = Map<string, { asked: number; rows: RankedRow[] }>;

/**
 * The index of a catalog, built on its first use and kept.
 *
 * @param catalog The catalog.
 * @returns Its full-text index, once built.
 */
export const fulltextIndexOf: (catalog: Catalog) => Promise<FulltextIndex> = oncePer((
  catalog: Catalog,
) => FulltextIndex.build(eachUnit(catalog)));

/** Every unit of a catalog, indexed for ranked search. */
export class FulltextIndex {
  readonly units: readonly SearchUnit[];
  /**
   * The FTS5 tables, each holding some of the units (a row id is the unit's index), all but the
   * definitions of installed code.
   */
  readonly #shards: readonly FtsShard[];
  /**
   * The messages installed code raises again, in a table of their own that only counts: they
   * are ranked with the other units, in the same tables, but which words of a query are asked
   * is chosen by the counts of the others' (the messages' words, "is deprecated and will be
   * removed", would crowd out a question's words about the docs).
   */
  readonly #messageCounts: FtsShard | undefined;
  /**
   * The functions and objects installed code defines, in a table of their own: ranked with the
   * others, but neither weighing in the docs' BM25 statistics (their text is many times the
   * docs' of a package) nor choosing which words of a query are asked.
   */
  readonly #definitions: FtsShard | undefined;
  /** The tables ranked: the docs' and the definitions' (not the messages' count). */
  readonly #ranking: readonly FtsShard[];
  /** How many units the tables a query's words are counted in hold: all but the definitions. */
  readonly #counted: number;
  /** The units by their exact names, lowercased: a symbol's name, a tag, a class, a heading. */
  readonly #byName = new Map<string, number[]>();
  /** The row ids of each package's units, which come one package after another. */
  readonly #rowsOf = new Map<string, [first: number, last: number]>();
  /** The words of package slugs that say which of several framework bindings a query means. */
  readonly #packageWords: PackageWords;
  /** The packages whose exported names a query may write. */
  readonly #apiPackages: ApiPackages;
  /** The packages a query may name as proper nouns. */
  readonly #namedPackages: NamedPackages;
  /**
   * The symbols by their names' first letters, lowercased ({@link closestExported}): made with
   * the index, not by the first query naming a name none exports (6 ms of it).
   */
  readonly #byStart: ReadonlyMap<string, readonly SearchUnit[]>;
  /**
   * How many units hold each term: all the tables' terms when the catalog has few enough,
   * else those asked for lately (a query's words repeat in the next).
   */
  readonly #unitsWith: Map<string, number>;
  /**
   * Whether {@link #unitsWith} has every term of the docs' tables, so that one it lacks is in
   * none of them.
   */
  readonly #everyTerm: boolean;
  /** The terms of queries {@link #unitsWith} has from the definitions' table alone. */
  readonly #codeTerms = new Set<string>();

  private constructor(
    units: readonly SearchUnit[],
    shards: readonly FtsShard[],
    tables: { messageCounts?: FtsShard; definitions?: FtsShard },
    lengths: readonly number[],
    vocabulary: Map<string, number> | undefined,
  ) {
    this.units = units;
    this.#shards = shards;
    this.#messageCounts = tables.messageCounts;
    this.#definitions = tables.definitions;
    this.#ranking = tables.definitions === undefined ? shards : [...shards, tables.definitions];
    this.#counted = units.filter((unit) => unit.fromCode !== "definition").length;
    this.#unitsWith = vocabulary ?? new Map();
    this.#everyTerm = vocabulary !== undefined;
    this.#packageWords = new PackageWords(bindingPackages(units, lengths));
    this.#apiPackages = new ApiPackages(units);
    this.#namedPackages = new NamedPackages(units);
    this.#byStart = Map.groupBy(
      units.filter((unit) => unit.kind === "symbol" && unit.name.length >= CLOSEST_PREFIX),
      (unit) => unit.name.slice(0, CLOSEST_PREFIX).toLowerCase(),
    );
    for (const [rowid, unit] of units.entries()) {
      const rows = this.#rowsOf.get(unit.slug);
      if (rows === undefined) this.#rowsOf.set(unit.slug, [rowid, rowid]);
      else rows[1] = rowid;
      for (const name of exactNames(unit)) {
        const rowids = this.#byName.get(name);
        if (rowids === undefined) this.#byName.set(name, [rowid]);
        else rowids.push(rowid);
      }
    }
  }

  /**
   * Indexes units (their text is read once, here).
   *
   * @param units The units, in row order; taken as they come (the index is built from the
   *   first while the rest are worked out).
   * @param options Where the index is built, for tests.
   * @returns The index.
   */
  static async build(
    units: Iterable<SearchUnit>,
    options?: ShardOptions,
  ): Promise<FulltextIndex> {
    const list: SearchUnit[] = [];
    const lengths: number[] = [];
    // The messages installed code raises, counted apart as well (#messageCounts); the functions
    // and objects it defines, ranked apart (#definitions).
    const messages: FtsRow[] = [];
    const definitions: FtsRow[] = [];
    const rows = function* (units: Iterable<SearchUnit>): Generator<FtsRow> {
      list.length = 0;
      lengths.length = 0;
      messages.length = 0;
      definitions.length = 0;
      for (const unit of units) {
        // Most of what cutting the units allocates is dead at once (heap_bound.ts).
        if (list.length % BOUND_EVERY === 0) HEAP_BOUND.collectIfGrown();
        const text = unit.text();
        list.push(unit);
        lengths.push(text.length);
        const nameParts = camelParts(unit.name);
        const name = nameParts.length === 0 ? unit.name : `${unit.name} ${nameParts.join(" ")}`;
        if (unit.fromCode === "definition") {
          // Matched by its name and code, not by its package's name in its context: a query
          // naming a package would match every function of it.
          definitions.push([list.length - 1, name, "", text]);
          continue;
        }
        const row: FtsRow = [list.length - 1, name, unit.context, text];
        if (unit.fromCode === "message") messages.push(row);
        yield row;
      }
    };
    const alone = { startWorker: () => undefined };
    let shards: FtsShard[];
    try {
      shards = await buildShards(rows(units), options);
    } catch {
      // The worker failed: this thread builds the whole index again, on its own.
      shards = await buildShards(rows([...list]), alone);
    }
    const [messageCounts] = messages.length === 0 ? [] : await buildShards(messages, alone);
    const [defined] = definitions.length === 0 ? [] : await buildShards(definitions, alone);
    const tables = {
      ...(messageCounts === undefined ? {} : { messageCounts }),
      ...(defined === undefined ? {} : { definitions: defined }),
    };
    const vocabulary = await vocabularyOf(shards, tables);
    // What the tables' build and the vocabulary left, before the index's maps are made, and
    // what making them left (heap_bound.ts).
    HEAP_BOUND.collectIfGrown();
    const index = new FulltextIndex(list, shards, tables, lengths, vocabulary);
    HEAP_BOUND.collectIfGrown();
    return index;
  }

  /**
   * The best units for a query, best first.
   *
   * @param query The words, the number of hits and the filters.
   * @returns Up to `limit` hits; none when no word of the query occurs anywhere.
   */
  async search(
    { query, limit, packageSlug, kind, memo }: FulltextQuery,
  ): Promise<FulltextHit[]> {
    const counts = await this.#unitCounts(queryPhrases(query));
    const match = matchQuery(query, (phrases) => this.#worthAsking(phrases, counts));
    if (match === undefined) return [];
    const fits = (unit: SearchUnit) =>
      (packageSlug === undefined || unit.slug === packageSlug) &&
      (kind === undefined || unit.kind === kind);
    // An exact name is what the caller typed (as code or not: `validator`, `io()`): it goes
    // first, wherever BM25 would put it.
    // Among symbols, so is a name the query writes as code, in backticks (`Effect.catch`, whose
    // words alone rank every `catch...` of its package above it).
    const named = [
      ...new Set([
        ...this.#named(query),
        ...(kind === "symbol" ? quotedNames(query).flatMap((name) => this.#named(name)) : []),
      ]),
    ].filter(fits);
    const wanted = Math.max(limit * RERANKED, MIN_RERANKED);
    // The package is the range's rows: only a kind filters them further.
    const candidates = await this.#candidates(
      match,
      wanted,
      this.#rangeOf(packageSlug),
      kind === undefined ? undefined : fits,
      memo,
    );
    const asksAboutMessage = MESSAGE_QUESTION.test(query);
    const words = queryWords(query);
    const preferred = this.preferred(query);
    const asksAboutChange = CHANGE.test(query);
    const takes = this.#takesType(codeNames(query));
    const asksDefault = words.some((terms) => terms.has("default"));
    for (const hit of candidates) {
      const named = preferred.get(hit.unit.slug) ?? 0;
      // A package.json's page says whose it is in its title only: of a package not asked about,
      // it answers nothing.
      const asked = named > 0 || packageSlug !== undefined || !hit.unit.manifest;
      hit.score *= matchedWords(hit.unit, words) * (1 + NAMED_PACKAGE * named) *
        pastWeight(hit.unit, asksAboutChange) * kindWeight(hit.unit, takes) *
        (asked ? 1 : UNASKED_MANIFEST_WEIGHT) *
        codeWeight(hit.unit, asksAboutMessage) *
        (asksDefault && statesDefault(hit.unit, words) ? STATED_DEFAULT_WEIGHT : 1);
    }
    candidates.sort((a, b) => b.score - a.score);
    // A named unit BM25 ranked too low to be a candidate takes the best score.
    const top = candidates[0]?.score ?? 1;
    // Of the units named so, the API before a section titled with its name (a guide's
    // `formatDistance` section about a locale's property): the API's result points at it.
    const first = named.toSorted((a, b) => Number(a.kind === "docs") - Number(b.kind === "docs"))
      .map((unit) => candidates.find((hit) => hit.unit === unit) ?? { unit, score: top });
    return [...first, ...candidates.filter((hit) => !named.includes(hit.unit))].slice(0, limit);
  }

  /**
   * The units a query names exactly: the one name it is (as code or not), or a name several
   * entries declare under the one it writes (`Stream.merge`).
   */
  #named(query: string): SearchUnit[] {
    const written = writtenAlone(query);
    const rows = this.#byName.get(written);
    if (rows !== undefined) return rows.map((rowid) => this.units[rowid]!);
    const [, entry, name] = QUALIFIED.exec(written) ?? [];
    if (entry === undefined) return [];
    return (this.#byName.get(name!) ?? []).map((rowid) => this.units[rowid]!)
      .filter((unit) => unit.declaredIn?.(entry) !== undefined);
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
  #worthAsking(phrases: readonly string[], counts: ReadonlyMap<string, number>): string[] {
    const counted = phrases.map((phrase) => {
      const units = counts.get(phrase) ?? 0;
      const useless = units === 0 || (!phrase.includes(" ") &&
        (units > this.#counted / 2 || this.#packageWords.isName(phrase)));
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

  /** How many units each phrase is in, at most: the count of its rarest word, in all tables. */
  async #unitCounts(phrases: readonly string[]): Promise<Map<string, number>> {
    const counts = await this.#termCounts(
      phrases.flatMap((phrase) => phrase.split(" ").map(stemmer)),
    );
    return new Map(phrases.map((phrase) => [
      phrase,
      Math.min(...phrase.split(" ").map((word) => counts.get(stemmer(word)) ?? 0)),
    ]));
  }

  /**
   * How many units hold each stemmed term, in the tables of all but installed code, or in its
   * messages' or definitions' when none of those does (kept for the next queries).
   */
  async #termCounts(terms: readonly string[]): Promise<ReadonlyMap<string, number>> {
    const asked = [...new Set(terms)].filter((term) => !this.#unitsWith.has(term));
    if (this.#everyTerm) {
      // Every term of the docs' tables is known: one they lack may be a name only code has,
      // asked of the definitions' table when a query has it (their vocabulary, every
      // identifier of the code, would be many times the docs' in memory).
      if (asked.length > 0 && this.#definitions !== undefined) {
        const counts = await this.#definitions.unitsWith(asked);
        if (this.#codeTerms.size + asked.length > KNOWN_TERMS) {
          for (const term of this.#codeTerms) this.#unitsWith.delete(term);
          this.#codeTerms.clear();
        }
        for (const [i, term] of asked.entries()) {
          this.#unitsWith.set(term, counts[i]!);
          this.#codeTerms.add(term);
        }
      }
      return this.#unitsWith;
    }
    if (asked.length > 0) {
      const [messages, definitions, ...perShard] = await Promise.all([
        this.#messageCounts?.unitsWith(asked),
        this.#definitions?.unitsWith(asked),
        ...this.#shards.map((shard) => shard.unitsWith(asked)),
      ]);
      if (this.#unitsWith.size + asked.length > KNOWN_TERMS) this.#unitsWith.clear();
      for (const [i, term] of asked.entries()) {
        const all = perShard.reduce((sum, counts) => sum + counts![i]!, 0);
        const counted = withoutMessages(all, messages?.[i] ?? 0);
        this.#unitsWith.set(term, counted > 0 ? counted : definitions?.[i] ?? 0);
      }
    }
    return this.#unitsWith;
  }

  /**
   * How much each word of a query says, for choosing the passage of a result: a word in few
   * units weighs more than one in many (inverse document frequency, of its rarest term).
   *
   * @param query What the caller typed.
   * @returns Each meaningful word's stemmed terms and weight.
   */
  async weights(query: string): Promise<QueryWeights> {
    const words = writtenQueryWords(query);
    const counts = await this.#termCounts(words.flatMap(({ terms }) => [...terms]));
    const idf = (term: string) => Math.log(1 + this.#counted / (1 + (counts.get(term) ?? 0)));
    return {
      words: words.map(({ written, terms }) => ({
        terms,
        weight: Math.max(...[...terms].map(idf)),
        written,
      })),
    };
  }

  /**
   * The names no unit has as a word (no unit of the package, when one is given): an API a
   * query names that the catalog neither exports nor documents, such as one removed in the
   * version installed.
   *
   * @param names Names as code writes them (query_names.ts).
   * @param packageSlug The package searched, if one is.
   * @returns The names found nowhere, in order.
   */
  async missing(names: readonly string[], packageSlug?: string): Promise<string[]> {
    const missing: string[] = [];
    const range = this.#rangeOf(packageSlug);
    for (const name of names) {
      const phrase = await this.#phraseOf(name);
      const found = phrase !== undefined &&
        (await Promise.all(
          this.#ranking.map((shard) => shard.has(phrase, range)),
        )).includes(true);
      if (!found) missing.push(name);
    }
    return missing;
  }

  /**
   * The packages other than one whose declarations write a name: where a name the package
   * searched lacks is (`experimental_throttle`, searched in `ai`, is `@ai-sdk/react`'s).
   *
   * @param name A name as code writes it.
   * @param packageSlug The package searched.
   * @returns Up to three slugs, those of the best-ranked units first.
   */
  async writtenElsewhere(name: string, packageSlug: string): Promise<string[]> {
    // In a declaration's code (a symbol's signature and its members'), as the query writes it,
    // case included: zod's `catchall` is not Effect's `catchAll`, nor is a route folder
    // `[...catchAll]` in Next's docs an API, nor "Either" opening a sentence of a doc comment.
    const exact = writtenName(name);
    const slugs = new Set<string>();
    for (const { rowid } of await this.#writing(name, ELSEWHERE_ROWS)) {
      const unit = this.units[rowid]!;
      if (
        unit.signature !== undefined && unit.slug !== packageSlug && !slugs.has(unit.slug) &&
        exact.test(unit.signature)
      ) {
        slugs.add(unit.slug);
      }
      if (slugs.size === ELSEWHERE) break;
    }
    return [...slugs];
  }

  /** The rows whose units write a name (its FTS5 words as a phrase), best first. */
  async #writing(name: string, rows: number): Promise<RankedRow[]> {
    const phrase = await this.#phraseOf(name);
    return phrase === undefined ? [] : await this.#ranked(phrase, rows);
  }

  /**
   * A name as an FTS5 phrase of its words (FTS5 splits `experimental_throttle` into two);
   * undefined when it has none, or is one word no unit has.
   */
  async #phraseOf(name: string): Promise<string | undefined> {
    const tokens = name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((t) => t !== "");
    if (tokens.length === 0) return undefined;
    if (tokens.length === 1) {
      const term = stemmer(tokens[0]!);
      if (((await this.#termCounts([term])).get(term) ?? 0) === 0) return undefined;
    }
    return `"${tokens.join(" ")}"`;
  }

  /**
   * Whether an API a query names takes or gives a type, or a type that names it: `MCPAppRenderer`
   * takes `MCPAppRendererProps`, whose `handlers` are `MCPAppBridgeHandlers`. Their members are
   * what a question about the named API asks. Worked out only for the types of the members that
   * are candidates: following every type two steps from `streamText` cost milliseconds a query.
   *
   * @param names The code-shaped names the query writes.
   * @returns Whether, in a package, the named APIs take the type.
   */
  #takesType(names: readonly string[]): (slug: string, type: string) => boolean {
    let written: Map<string, Set<string>> | undefined;
    const answers = new Map<string, boolean>();
    return (slug, type) => {
      written ??= typesWritten(names.flatMap((name) => this.#symbolsNamed(name)));
      const key = `${slug}/${type}`;
      let answer = answers.get(key);
      if (answer === undefined) {
        const direct = written.get(slug) ?? new Set<string>();
        const name = writtenName(type);
        answer = direct.has(type) ||
          [...direct].some((found) =>
            this.#symbolsNamed(found, slug).some((unit) => name.test(unit.signature ?? ""))
          );
        answers.set(key, answer);
      }
      return answer;
    };
  }

  /** The symbols (not their members' units) named exactly `name`, of one package or any. */
  #symbolsNamed(name: string, slug?: string): SearchUnit[] {
    return (this.#byName.get(name.toLowerCase()) ?? []).map((row) => this.units[row]!)
      .filter((unit) =>
        unit.kind === "symbol" && !unit.member && unit.name === name &&
        (slug === undefined || unit.slug === slug)
      );
  }

  /**
   * The packages that export each name, exactly, case included (the package searched only, when
   * one is given).
   *
   * @param names Names as code writes them (query_names.ts).
   * @param packageSlug The package searched, if one is.
   * @returns Each name with each package that exports it, in the names' and catalog's order.
   */
  exportedAs(names: readonly string[], packageSlug?: string): { name: string; slug: string }[] {
    return names.flatMap((name) => {
      const slugs = new Set(this.#symbolsNamed(name, packageSlug).map((unit) => unit.slug));
      return [...slugs].map((slug) => ({ name, slug }));
    });
  }

  /**
   * The exported names closest to a name no item has (`catch` for `catchAll`), closest first:
   * what the version served calls what the query asked for, when the two are near.
   *
   * @param name A name the query writes that nothing here has.
   * @param packageSlug The package searched, if one is.
   * @returns Up to three symbol names, of the package when one is given.
   */
  closestExported(name: string, packageSlug?: string): string[] {
    // A renamed API keeps its stem (`catchAll` is `catch`): names that start as it does, and
    // not a name a few letters long that any longer one contains (`All`).
    const start = name.slice(0, CLOSEST_PREFIX).toLowerCase();
    const names = new Set<string>();
    for (const unit of this.#byStart.get(start) ?? []) {
      if (packageSlug === undefined || unit.slug === packageSlug) names.add(unit.name);
    }
    return closestNames(name, names, CLOSEST_EXPORTED);
  }

  /**
   * The packages a query names: among framework bindings by their names, and any by an
   * identifier of their API the query writes (package_words.ts).
   *
   * @param query What the caller typed.
   * @returns Each named package's slug with its share; the larger where both name one.
   */
  preferred(query: string): PackagePreference {
    const named = new Map(this.#packageWords.preferred(query));
    for (
      const [slug, share] of [
        ...this.#apiPackages.preferred(query),
        ...this.#namedPackages.preferred(query),
      ]
    ) {
      named.set(slug, Math.max(share, named.get(slug) ?? 0));
    }
    return named;
  }

  /**
   * The rows of a package's units (none of a slug without units, no range without a slug):
   * FTS5 then ranks only them, not every unit of the catalog that matches.
   */
  #rangeOf(packageSlug: string | undefined): RowRange | undefined {
    if (packageSlug === undefined) return undefined;
    return this.#rowsOf.get(packageSlug) ?? [0, -1];
  }

  /**
   * The best units that fit a filter, at least `wanted` of them when there are: those among the
   * best `wanted` rows, else among the best eight times as many, and so on. FTS5 scores every
   * row that matches whatever the limit, so one call asks for the rows of two steps at once.
   * Without a filter, the best `wanted` rows are the candidates (asking for eight times as many
   * took 8% more of FTS5's time, in rows made and sorted).
   */
  async #candidates(
    match: string,
    wanted: number,
    range: RowRange | undefined,
    fits: ((unit: SearchUnit) => boolean) | undefined,
    memo: RankedMemo = new Map(),
  ): Promise<FulltextHit[]> {
    if (fits === undefined) {
      return (await this.#rankedOnce(match, wanted, range, memo))
        .map(({ rowid, rank }) => ({ unit: this.units[rowid]!, score: -rank }));
    }
    for (let rows = wanted;; rows *= CANDIDATE_STEP * CANDIDATE_STEP) {
      const ranked = await this.#rankedOnce(match, rows * CANDIDATE_STEP, range, memo);
      for (const step of [rows, rows * CANDIDATE_STEP]) {
        const candidates: FulltextHit[] = [];
        for (const { rowid, rank } of ranked.slice(0, step)) {
          const unit = this.units[rowid]!;
          if (fits(unit)) candidates.push({ unit, score: -rank });
        }
        if (candidates.length >= wanted || ranked.length < step) return candidates;
      }
    }
  }

  /**
   * {@link #ranked}, or the rows an earlier asking of the same call found: the first `rows` of
   * as many or more, or all of them when it found fewer than it asked for.
   */
  async #rankedOnce(
    match: string,
    rows: number,
    range: RowRange | undefined,
    memo: RankedMemo,
  ): Promise<RankedRow[]> {
    const key = `${range?.join("-") ?? ""} ${match}`;
    const kept = memo.get(key);
    if (kept !== undefined && (kept.asked >= rows || kept.rows.length < kept.asked)) {
      return kept.rows.slice(0, rows);
    }
    const ranked = await this.#ranked(match, rows, range);
    memo.set(key, { asked: rows, rows: ranked });
    return ranked;
  }

  /** The best rows of all tables for an FTS5 query (of a range of row ids), best first. */
  async #ranked(match: string, rows: number, range?: RowRange): Promise<RankedRow[]> {
    const ranked = await Promise.all(
      this.#ranking.map((shard) => shard.ranked(match, rows, range)),
    );
    if (ranked.length === 1) return ranked[0]!;
    return ranked.flat().sort((a, b) => a.rank - b.rank || a.rowid - b.rowid).slice(0, rows);
  }
}

/**
 * Every term of the tables with how many units hold them; none past {@link KNOWN_TERMS} terms,
 * or when a table cannot be read (a query then asks, and says why it failed).
 */
async function vocabularyOf(
  shards: readonly FtsShard[],
  { messageCounts }: { messageCounts?: FtsShard },
): Promise<Map<string, number> | undefined> {
  const each = await Promise.all(shards.map((shard) => shard.vocabulary(KNOWN_TERMS)))
    .catch(() => undefined);
  if (each === undefined || each.some((terms) => terms.length === 0)) return undefined;
  const counts = new Map<string, number>();
  for (const [term, units] of each.flat()) counts.set(term, (counts.get(term) ?? 0) + units);
  if (counts.size > KNOWN_TERMS) return undefined;
  const messages = await messageCounts?.vocabulary(KNOWN_TERMS).catch(() => undefined);
  if (messageCounts !== undefined && (messages === undefined || messages.length === 0)) {
    return undefined;
  }
  for (const [term, units] of messages ?? []) {
    counts.set(term, withoutMessages(counts.get(term) ?? 0, units));
  }
  return counts;
}

/**
 * How many units hold a term, the messages of installed code left out when others hold it too:
 * a query's words are chosen by what the docs say; one only messages hold is counted by them.
 */
function withoutMessages(all: number, messages: number): number {
  return all > messages ? all - messages : all;
}

/**
 * How many of the query's words a unit has, in any field, plus half a point for each word in
 * its name or context (heading, title): BM25 adds up the words' weights, so one rare word many
 * times can outweigh all of them once; this count puts the unit that answers the whole question
 * ahead, and the one whose title says so first.
 */
function matchedWords(unit: SearchUnit, words: readonly ReadonlySet<string>[]): number {
  const { titled, text } = termsOf(unit);
  // A word made of parts counts in the share of its terms found, and for less without the word
  // itself: `generateSpeech` and `text` are not `generateText`, nor is
  // `createUIMessageStreamResponse` the `toUIMessageStreamResponse` asked about.
  const count = (has: (term: string) => boolean) =>
    words.reduce((sum, word) => {
      const [whole, ...parts] = word;
      if (has(whole!)) return sum + 1;
      return sum + PARTS_SHARE * parts.filter(has).length / word.size;
    }, 0);
  return count((term) => titled.has(term) || text.has(term)) +
    count((term) => titled.has(term)) / 2;
}

/** What the share of a word's parts counts for in a unit that has some but not the word. */
const PARTS_SHARE = 0.75;

/**
 * A unit's stemmed terms: those of its name and context, and its text (the first
 * {@link COUNTED} characters) asked whether it has a term.
 */
interface UnitTerms {
  titled: ReadonlySet<string>;
  text: TermProbe;
}

/** The most units whose terms are kept. */
const KEPT_TERMS = 2_048;

/**
 * The terms of units read lately, the last used last: the same units are candidates of many
 * queries, and cutting a unit's text from its page again costs more than asking it a term.
 */
const unitTerms = new Map<SearchUnit, UnitTerms>();

function termsOf(unit: SearchUnit): UnitTerms {
  let found = unitTerms.get(unit);
  if (found === undefined) {
    const titled = new Set(wordsOf(`${unit.name} ${unit.context}`).flatMap(termsOfWord));
    found = { titled, text: new TermProbe(unit.text().slice(0, COUNTED)) };
    if (unitTerms.size >= KEPT_TERMS) unitTerms.delete(unitTerms.keys().next().value!);
  } else {
    unitTerms.delete(unit);
  }
  unitTerms.set(unit, found);
  return found;
}

/** How many exported names a name no item has is given as its closest. */
const CLOSEST_EXPORTED = 3;

/** How many first letters a closest exported name shares with the name not found. */
const CLOSEST_PREFIX = 3;

/**
 * A question about a message a package raised: an error it threw, a warning or deprecation it
 * logged, a call that fails. The page of the messages its code raises answers it.
 */
const MESSAGE_QUESTION =
  /\b(?:errors?|throw\w*|thrown|warn\w*|deprecation\w*|fail\w*|exceptions?|logs|logged|reject\w*|crash\w*|refus\w*|not supported|unsupported)\b/i;

/**
 * How much a message the code raises weighs for a question that asks about none: its words
 * (an option's name, "not supported") are a message's, not what the option or call is.
 */
const UNASKED_MESSAGE_WEIGHT = 0.5;

/** How much a unit of a definition in installed code weighs against the docs. */
const DEFINITION_WEIGHT = 0.6;

/**
 * How much a unit read from installed code weighs: a message for a question about none, and a
 * definition always, weigh less than the docs that say the same in words.
 */
function codeWeight(unit: SearchUnit, asksAboutMessage: boolean): number {
  if (unit.fromCode === "definition") return DEFINITION_WEIGHT;
  return unit.fromCode === "message" && !asksAboutMessage ? UNASKED_MESSAGE_WEIGHT : 1;
}

/** How much a unit of a history page or a legacy page weighs against the others. */
const HISTORY_WEIGHT = 0.7;

/**
 * A page kept for what came before: a legacy API's reference (`Image (Legacy)`), a deprecated
 * one. Its text repeats today's page nearly word for word, and answers only who stays behind.
 */
const LEGACY = /\b(?:legacy|deprecated)\b/i;

/**
 * A question about what changed (renamed, removed, deprecated, breaking, a version): the
 * history and legacy pages are where the answer is, and weigh as much as the others.
 */
const CHANGE =
  /\b(?:renam\w*|remov\w*|deprecat\w*|breaking|changed|migrat\w*|upgrad\w*|replac\w*|legacy|versions?|v\d+)\b/i;

/**
 * How much more the history page of the version installed weighs when the query asks what
 * changed: of a package's migration guides, the one to its installed major version tells what
 * changed in the version the question is about (`Migrate AI SDK 6.x to 7.0` for `ai` 7).
 */
const CURRENT_HISTORY_WEIGHT = 1.3;

/**
 * How much the history page of the version installed weighs when the query does not ask what
 * changed: less than a page about today, more than the other history pages. A question about
 * an installed dependency that fails now ("the MCP client fails on a redirect") is often
 * answered by what changed in its major version, though it does not say "changed".
 */
const CURRENT_GUIDE_WEIGHT = 0.85;

/**
 * How much a unit weighs for being on a history or legacy page, by what the query asks: less,
 * unless the query asks what changed; then the page about the package's installed major
 * version more, and one about another version less. The page about the installed version
 * weighs less than today's pages either way, but not as little as the other history pages.
 */
function pastWeight(unit: SearchUnit, asksAboutChange: boolean): number {
  if (!onHistoryPage(unit) && !LEGACY.test(unit.context)) return 1;
  if (!asksAboutChange) {
    // A release long before the installed one (UI5's 2.8.0 bug fixes for 2.26.0) is history.
    const installed = unit.titleVersion === "current" && unit.earlierMinor !== true;
    return installed ? CURRENT_GUIDE_WEIGHT : HISTORY_WEIGHT;
  }
  if (unit.titleVersion === "current") return CURRENT_HISTORY_WEIGHT;
  return unit.titleVersion === "other" ? HISTORY_WEIGHT : 1;
}

/**
 * How much a unit's kind weighs. Text that only leads elsewhere (breadcrumbs) answers nothing.
 * A custom element is what a design system's user places in a
 * page, and a question that describes one (`removable filter label`) means the element more
 * often than a section that mentions it. An interface or a type alias describes the shape a
 * function or class takes or gives: a question about doing something is answered by the
 * function or class that does it (`retry`, `getAvailablePort`), whose signature leads to its
 * types. Measured on both evaluation sets (docs/search.md). A section of a page that copies
 * another weighs less than the original's.
 */
function kindWeight(unit: SearchUnit, takes: (slug: string, type: string) => boolean): number {
  if (unit.navigation) return NAVIGATION_WEIGHT;
  if (unit.copy) return COPY_WEIGHT;
  if (unit.kind === "component") return ELEMENT_WEIGHT;
  if (unit.member) {
    const owner = unit.name.slice(0, unit.name.lastIndexOf("."));
    return takes(unit.slug, owner) ? 1 : MEMBER_WEIGHT;
  }
  return unit.symbolKind === "interface" || unit.symbolKind === "typeAlias" ? SHAPE_WEIGHT : 1;
}

/** How much a page's breadcrumbs and other links-only text weigh: they answer nothing. */
const NAVIGATION_WEIGHT = 0.5;

/**
 * How much a section of a page that copies another (the Pages Router's copy of an App Router
 * page, its own examples in place of the other's) weighs: where both answer, the original
 * comes first; what only the copy says is still found.
 */
const COPY_WEIGHT = 0.8;

/** How much the package.json page of a package the query does not name weighs. */
const UNASKED_MANIFEST_WEIGHT = 0.5;

/** How much a custom element weighs against the other units. */
const ELEMENT_WEIGHT = 1.2;

/**
 * How much one member of a type weighs against the other units, unless the type is one an API
 * the query names takes, or one such a type names (then 1): short, it would often outrank the
 * guide or the function that answers (measured on the evaluation sets).
 */
const MEMBER_WEIGHT = 0.7;

/** The type names the signatures of units write, by package. */
function typesWritten(units: readonly SearchUnit[]): Map<string, Set<string>> {
  const written = new Map<string, Set<string>>();
  for (const unit of units) {
    const names = written.get(unit.slug) ?? new Set<string>();
    for (const [name] of (unit.signature ?? "").matchAll(TYPE_NAME)) names.add(name);
    written.set(unit.slug, names);
  }
  return written;
}

/** A type's name in a signature. */
const TYPE_NAME = /\b[A-Z][A-Za-z0-9_$]*\b/g;

/** How much an interface or a type alias weighs against the other units. */
const SHAPE_WEIGHT = 0.7;

/** A name under the entry that exports it, lowercased: `stream.merge`. */
const QUALIFIED = /^([\w$-]+)\.([\w$]+)$/;

/** The names a query writes in backticks, as written (`Effect.catch` of "`Effect.catch` errors"). */
function quotedNames(query: string): string[] {
  return [...query.matchAll(QUOTED_NAME)].map(([, name]) => name!);
}

/** A name in backticks, dotted or called. */
const QUOTED_NAME = /`([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?)`/g;

/** A query as the one name it may be: lowercased, without the quotes or `()` code marks it. */
function writtenAlone(query: string): string {
  return query.trim().replace(/^[`'"]+|[`'"]+$/g, "").replace(/\(\)$/, "").toLowerCase();
}

/** The names a unit answers to exactly: its name; a component's tag and class each. */
function exactNames(unit: SearchUnit): string[] {
  const name = unit.name.toLowerCase();
  if (name === "") return [];
  if (unit.kind === "component") return name.split(" ").filter((part) => part !== "");
  // A function of the namespace a package exports as its default is called by its own name too
  // (`parse` of query-string's `queryString.parse`).
  if (isNamespaceFunction(unit)) {
    return [name, name.slice(name.lastIndexOf(".") + 1)];
  }
  return [name];
}
