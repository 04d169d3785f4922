/**
 * One SQLite FTS5 table of units (`node:sqlite`, in memory): the part of the full-text index
 * that can live on any thread. It holds the index, not the text (`content = ''`), and answers
 * with row ids and BM25 ranks.
 *
 * - `porter unicode61 remove_diacritics 0`: words are lowercased, split at every character
 *   that is not a letter or digit (`query-core`, `snake_case`, `Deno.serve`) and stemmed
 *   (English); accents are kept (docs/search.md says why).
 * - Columns and their BM25 weights: the name (heading, symbol, tag; the page title for the
 *   text before the first heading; with a name's camelCase parts) 10, the context (page title,
 *   package, parent headings) 12, the text 1. The weights were tuned on the evaluation
 *   questions (docs/search.md): the page title is what best says what a section is about.
 *
 * @module
 */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import { sqlite } from "./sqlite.ts";

/** BM25 weight of each column, in the table's order: name, context, text. */
const COLUMN_WEIGHTS = [10, 12, 1] as const;

/** One unit as the table stores it: its row id and its three columns. */
export type FtsRow = [rowid: number, name: string, context: string, text: string];

/** The first and last row ids a query reads (a package's units, which are in one run). */
export type RowRange = readonly [first: number, last: number];

/** A unit FTS5 matched: its row id and BM25 rank (lower is better). */
export interface RankedRow {
  rowid: number;
  rank: number;
}

/**
 * An FTS5 table being filled, then searched.
 *
 * @example
 * ```ts
 * import { FtsTable } from "./fts_table.ts";
 *
 * const table = new FtsTable();
 * table.insert([[0, "Retry", "Queries", "Failed queries are retried."]]);
 * table.finish();
 * console.log(table.ranked('"retry"', 8).map((row) => row.rowid)); // [0]
 * ```
 */
export class FtsTable {
  readonly #db: DatabaseSync = new (sqlite().DatabaseSync)(":memory:");
  readonly #insert: StatementSync;
  #ranked: StatementSync | undefined;
  #rankedIn: StatementSync | undefined;
  #any: StatementSync | undefined;
  #anyIn: StatementSync | undefined;
  #unitsWith: StatementSync | undefined;
  #vocabulary: StatementSync | undefined;

  /** Creates the table and opens the transaction its rows are inserted in. */
  constructor() {
    this.#db.exec(
      "CREATE VIRTUAL TABLE unit USING fts5(name, context, text, " +
        "tokenize = 'porter unicode61 remove_diacritics 0', content = '')",
    );
    this.#db.exec("CREATE VIRTUAL TABLE vocabulary USING fts5vocab(unit, 'row')");
    this.#insert = this.#db.prepare(
      "INSERT INTO unit(rowid, name, context, text) VALUES (?, ?, ?, ?)",
    );
    this.#db.exec("BEGIN");
  }

  /**
   * Adds units.
   *
   * @param rows Each unit's row id and columns.
   */
  insert(rows: readonly FtsRow[]): void {
    for (const row of rows) this.#insert.run(...row);
  }

  /** Commits the rows: the table can be searched from now on. */
  finish(): void {
    this.#db.exec("COMMIT");
    // The rows went in as many segments; merged into one, a query reads each term's rows once
    // (the evaluation app's queries spent 10% less in FTS5, for 30-40 ms of merging).
    this.#db.exec("INSERT INTO unit(unit) VALUES ('optimize')");
    // Ordered by BM25 called as a function, not by the `rank` column: FTS5 sorts by `rank`
    // itself, scoring every row that matches before the range leaves most out (a package's
    // queries took 3.4 times as long), and even without a range it took a third longer. The
    // rows, their ranks and their order are the same.
    const bm25 = `bm25(unit, ${COLUMN_WEIGHTS.join(", ")})`;
    this.#ranked = this.#db.prepare(
      `SELECT rowid, ${bm25} AS rank FROM unit WHERE unit MATCH ? ORDER BY rank LIMIT ?`,
    );
    // FTS5 reads only the range's rows: a package's few among a catalog's many that match.
    this.#rankedIn = this.#db.prepare(
      `SELECT rowid, ${bm25} AS rank FROM unit WHERE unit MATCH ? AND rowid BETWEEN ? AND ? ` +
        "ORDER BY rank LIMIT ?",
    );
    // Without `ORDER BY rank`, FTS5 stops at the first row that matches: no row is scored.
    this.#any = this.#db.prepare("SELECT rowid FROM unit WHERE unit MATCH ? LIMIT 1");
    this.#anyIn = this.#db.prepare(
      "SELECT rowid FROM unit WHERE unit MATCH ? AND rowid BETWEEN ? AND ? LIMIT 1",
    );
    this.#unitsWith = this.#db.prepare("SELECT doc FROM vocabulary WHERE term = ?");
    this.#vocabulary = this.#db.prepare("SELECT term, doc FROM vocabulary LIMIT ?");
  }

  /**
   * The best rows for an FTS5 query.
   *
   * @param match An FTS5 `MATCH` expression.
   * @param limit The most rows.
   * @param range Only the rows with ids in this range, if given.
   * @returns The rows, best first.
   */
  ranked(match: string, limit: number, range?: RowRange): RankedRow[] {
    const rows = range === undefined
      ? this.#searchable(this.#ranked).all(match, limit)
      : this.#searchable(this.#rankedIn).all(match, ...range, limit);
    return rows as unknown as RankedRow[];
  }

  /**
   * Whether any row matches an FTS5 query, found without ranking the rows.
   *
   * @param match An FTS5 `MATCH` expression.
   * @param range Only the rows with ids in this range, if given.
   * @returns Whether one does.
   */
  has(match: string, range?: RowRange): boolean {
    const row = range === undefined
      ? this.#searchable(this.#any).get(match)
      : this.#searchable(this.#anyIn).get(match, ...range);
    return row !== undefined;
  }

  /**
   * How many units hold each term (FTS5's own count).
   *
   * @param terms Stemmed terms.
   * @returns One count per term.
   */
  unitsWith(terms: readonly string[]): number[] {
    const statement = this.#searchable(this.#unitsWith);
    return terms.map((term) => (statement.get(term) as { doc: number } | undefined)?.doc ?? 0);
  }

  /**
   * Every term with how many units hold it, when there are at most `most` terms.
   *
   * @param most The most terms read.
   * @returns The terms and their counts; none when the table has more terms (or none).
   */
  vocabulary(most: number): [term: string, units: number][] {
    const rows = this.#searchable(this.#vocabulary).all(most + 1) as {
      term: string;
      doc: number;
    }[];
    return rows.length > most ? [] : rows.map(({ term, doc }) => [term, doc]);
  }

  #searchable(statement: StatementSync | undefined): StatementSync {
    if (statement === undefined) throw new Error("the full-text table is still being built");
    return statement;
  }
}
