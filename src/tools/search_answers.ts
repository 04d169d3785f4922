/**
 * What the `search` and `fetch` tools answer. The one module their run paths import, on first
 * use, so that the index (and SQLite) stay out of startup.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Catalog } from "../catalog/catalog.ts";
import { jsonResult } from "./tool_result.ts";
import { fetchItem } from "./fetch_answer.ts";
import { fulltextIndexOf } from "../search/fulltext_index.ts";
import { SNIPPET_LENGTH, snippetOf } from "../search/snippet.ts";
import type { UnitKind } from "../search/unit_kinds.ts";
import { checkQueryWords } from "../search_packages/query.ts";
import { unitUrl } from "../search/unit_url.ts";

/** How many results `search` gives unless asked for another number. */
export const DEFAULT_LIMIT = 8;

/** The most results `search` gives. */
export const MAX_LIMIT = 50;

/**
 * The characters an answer may spend per result: at the default limit about 2,000 in all, under
 * the 2,500 that issue 25 allows, and with a `fetch` after it a median of about 3,500.
 */
const CHARS_PER_RESULT = 250;

/** The shortest snippet, whatever the ids and titles take. */
const MIN_SNIPPET = 60;

/**
 * How long each snippet may be: what is left of the answer's budget once the ids, titles and
 * URLs are written, shared out, at most {@link SNIPPET_LENGTH}.
 */
function snippetLength(withoutSnippets: number, count: number): number {
  if (count === 0) return SNIPPET_LENGTH;
  const share = Math.floor((CHARS_PER_RESULT * count - withoutSnippets) / count);
  return Math.min(SNIPPET_LENGTH, Math.max(MIN_SNIPPET, share));
}

/**
 * search: the best sections, symbols and custom elements for a question. The text item holds
 * `{"results":[{"id","title","url","text"}]}` (the ChatGPT connector's shape);
 * `structuredContent` adds each result's kind, package slug and score.
 *
 * @throws {RangeError} For a blank query.
 */
export async function search(
  catalog: Catalog,
  { query, limit = DEFAULT_LIMIT, packageSlug, kind }: {
    query: string;
    limit?: number | undefined;
    packageSlug?: string | undefined;
    kind?: UnitKind | undefined;
  },
): Promise<CallToolResult> {
  // A whole question is welcome, however many words (the schema bounds its length): the words
  // asked of the index are bounded by what they cost (fulltext_index.ts), not by their number.
  checkQueryWords(query, "search", '"cancel a query on unmount" or "useQuery"', Infinity);
  if (packageSlug !== undefined) catalog.getPackage(packageSlug);
  const index = await fulltextIndexOf(catalog);
  const hits = await index.search({ query, limit, packageSlug, kind });
  const results = hits.map(({ unit }) => ({
    id: unit.id,
    title: unit.title,
    url: unitUrl(catalog, unit),
    text: "",
  }));
  // Rare long ids (a heading of a whole sentence) could still overrun: the last results go.
  const budget = CHARS_PER_RESULT * Math.max(results.length, DEFAULT_LIMIT);
  while (JSON.stringify({ results }).length + MIN_SNIPPET * results.length > budget) {
    results.pop();
    hits.pop();
  }
  const length = snippetLength(JSON.stringify({ results }).length, results.length);
  for (const [i, result] of results.entries()) {
    result.text = snippetOf(hits[i]!.unit.text(), query, length);
  }
  return jsonResult({ results }, {
    results: results.map((result, i) => ({
      ...result,
      kind: hits[i]!.unit.kind,
      slug: hits[i]!.unit.slug,
      score: Math.round(hits[i]!.score * 1000) / 1000,
    })),
  });
}

/**
 * fetch: one item by the id `search` gave, as `{"id","title","text","url","metadata"}`.
 *
 * @throws {NotFoundError} For an unknown or malformed id.
 */
export function fetch(catalog: Catalog, { id }: { id: string }): CallToolResult {
  return jsonResult(fetchItem(catalog, id));
}
