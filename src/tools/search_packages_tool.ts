/**
 * The search-packages tool.
 *
 * @module
 */
import { z } from "zod";
import { MAX_QUERY_LENGTH } from "../search_packages/query.ts";
import { searchHitsSchema } from "./output_schemas.ts";
import { defineTool, type ToolDefinition } from "./tool_definition.ts";
import { jsonResult } from "./tool_result.ts";
import { isThirdParty } from "../snapshot/third_party.ts";

/** search-packages: ranked substring search over metadata, docs and source. */
export const SEARCH_TOOL: ToolDefinition = defineTool({
  name: "search-packages",
  title: "Search packages",
  description: "Finds packages whose name, category, description, keywords, exports, related " +
    "slugs, documentation (the index, api, usage and examples pages) or source contain " +
    "every word of the query (case-insensitive substrings). Returns hits ranked by where " +
    "they matched " +
    "(name first, source last), with matchedIn and, for docs, matchedPages. An empty array " +
    "means no match. Then call get-package, get-docs or get-source with a hit's slug.",
  input: z.object({
    query: z.string().min(1).max(MAX_QUERY_LENGTH).describe(
      'One or more words, e.g. "date picker" or "useToast". All words must occur in the ' +
        "same field.",
    ),
    limit: z.number().int().positive().optional().describe(
      "Return only the best N hits (default: all).",
    ),
  }),
  output: searchHitsSchema,
  argumentHint: () => 'Pass a non-empty query such as { "query": "button" }.',
  run: (catalog, { query, limit }) =>
    catalog.withSearchIndex((index) => {
      const hits = index.search(query, limit === undefined ? {} : { limit }).map((hit) =>
        isThirdParty(catalog.getPackage(hit.slug)) ? { ...hit, thirdParty: true as const } : hit
      );
      return jsonResult(hits, { hits });
    }),
});
