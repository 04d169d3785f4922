/**
 * zod schemas of the `structuredContent` of search and fetch.
 *
 * @module
 */
import { z } from "zod";
import { UNIT_KINDS } from "../search/unit_kinds.ts";

/**
 * search: the results, best first, each with its passage, the packages with a copy and the ids
 * gathered under it, its kind, package and score; a note when they are from outside the package
 * asked about; the names the query writes as code that no item has.
 */
export const searchResultsSchema = z.object({
  results: z.array(z.object({
    id: z.string(),
    title: z.string(),
    thirdParty: z.literal(true).optional(),
    url: z.string(),
    text: z.string(),
    alsoIn: z.array(z.string()).optional(),
    more: z.array(z.string()).optional(),
    kind: z.enum(UNIT_KINDS),
    slug: z.string(),
    score: z.number(),
  })),
  note: z.string().optional(),
  notFound: z.array(z.string()).optional(),
  closest: z.record(z.string(), z.array(z.string())).optional(),
  elsewhere: z.record(z.string(), z.array(z.string())).optional(),
  exported: z.record(z.string(), z.string()).optional(),
  setInCode: z.record(z.string(), z.array(z.string())).optional(),
});

/** fetch: one item, as the ChatGPT connector's document shape. */
export const fetchedItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  url: z.string(),
  metadata: z.record(z.string(), z.string()),
});
