/**
 * Units that state the default a query asks for: a Markdown table with a `Default` column, one
 * of whose rows is named (in its first cell) by a word of a query that asks for a default, or a
 * declaration with an `@default` whose name the query writes. Options tables are
 * where documentation states defaults (PixiJS's `ApplicationOptions`: `preference`, default
 * `'webgl'`), and the sections that explain one option in prose (its array form, with every
 * renderer's name five times) outrank them by the words they repeat.
 *
 * @module
 */
import { termsOfWord, wordsOf } from "./terms.ts";

/** The term of "default" and "defaults". */
const DEFAULT_TERM = "default";

/** A Markdown table's header row naming a default column. */
const DEFAULT_HEADER = /^\|(?:[^|\n]*\|)*\s*default(?: value)?\s*\|/im;

/** A declaration's docs stating its default (a JSDoc tag, or the line the reader writes). */
const DEFAULT_TAG = /@default\b|^Default: /m;

/**
 * Whether a symbol or a section states the default of something a query asking for a default
 * names: its text gives one (`@default 30`, a line `Default: false` under an option's heading)
 * and its own name (a member's, past its owner's; a section's heading) is a word of the query. PixiJS's `GifSpriteOptions.fps`, `@default 30`, titled with its entry `pixi.js/gif`,
 * answers where its import is asked too, and must not fall below a table saying the same; nor
 * must dotenv's `quiet` section (`dotenv/config` defaults it to `true`) fall below the table of
 * `DOTENV_QUIET`.
 *
 * @param name The symbol's name (`GifSpriteOptions.fps`), or the section's heading.
 * @param text Its signature and docs, or the section's text.
 * @param query The query's words, each as its stemmed terms.
 * @returns `true` when it does.
 *
 * @example
 * ```ts
 * import { statesDefaultOf } from "./defaults_table.ts";
 * import { queryWords } from "./terms.ts";
 *
 * const docs = "fps?: number\nFallback FPS.\n@default 30";
 * console.log(statesDefaultOf("GifSpriteOptions.fps", docs, queryWords("default fps"))); // true
 * ```
 */
export function statesDefaultOf(
  name: string,
  text: string,
  query: readonly ReadonlySet<string>[],
): boolean {
  if (!query.some((terms) => terms.has(DEFAULT_TERM)) || !DEFAULT_TAG.test(text)) return false;
  const own = new Set(termsOfWord(name.slice(name.lastIndexOf(".") + 1)));
  return query.some((terms) => !terms.has(DEFAULT_TERM) && [...terms].some((t) => own.has(t)));
}

/**
 * Whether a text's table gives the default of something a query names: the query asks for a
 * default (`default`, `defaults`), the text has a table with a `Default` column, and the first
 * cell of one of its rows holds another word of the query.
 *
 * @param text A unit's Markdown.
 * @param query The query's words, each as its stemmed terms.
 * @returns `true` when it does.
 *
 * @example
 * ```ts
 * import { givesDefaultOf } from "./defaults_table.ts";
 * import { queryWords } from "./terms.ts";
 *
 * const table = "| Option | Default |\n| --- | --- |\n| `preference` | `'webgl'` |";
 * console.log(givesDefaultOf(table, queryWords("default preference"))); // true
 * console.log(givesDefaultOf(table, queryWords("preference"))); // false
 * ```
 */
export function givesDefaultOf(text: string, query: readonly ReadonlySet<string>[]): boolean {
  if (!query.some((terms) => terms.has(DEFAULT_TERM))) return false;
  const header = DEFAULT_HEADER.exec(text);
  if (header === null) return false;
  const others = query.filter((terms) => !terms.has(DEFAULT_TERM));
  const rows = text.slice(header.index + header[0].length).split("\n").slice(1);
  for (const row of rows) {
    if (!row.trimStart().startsWith("|")) break;
    const first = row.trim().split("|")[1] ?? "";
    const terms = new Set(wordsOf(first).flatMap(termsOfWord));
    if (others.some((word) => [...word].some((term) => terms.has(term)))) return true;
  }
  return false;
}
