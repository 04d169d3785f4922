/**
 * The search and fetch tools: ranked full-text search over every section, symbol and custom
 * element, and one of them by id (the pair ChatGPT connectors call). Their definitions load
 * with the server; the index and its engine on the first call.
 *
 * @module
 */
import process from "node:process";
import { z } from "zod";
import { MAX_QUERY_LENGTH } from "../search_packages/query.ts";
import { packageField } from "./input_fields.ts";
import { fetchedItemSchema, searchResultsSchema } from "./search_output_schemas.ts";
import { UNIT_KINDS } from "../search/unit_kinds.ts";
import { defineTool, type ToolDefinition } from "./tool_definition.ts";
import { LaterModule } from "../import_later.ts";

type Engine = typeof import("./search_answers.ts");

/** The full-text engine (index, snippets, fetch), loaded on the first call. */
const answers = new LaterModule<Engine>("./search_answers.ts", import.meta.url);

/** Runs `use` with the engine; a runtime without `node:sqlite` (Node before 22.13) is told so. */
function withEngine<R>(use: (engine: Engine) => R): R | Promise<Awaited<R>> {
  const result = answers.use(use);
  return result instanceof Promise ? result.catch(explainMissingSqlite) : result;
}

function explainMissingSqlite(error: unknown): never {
  if ((error as { code?: unknown })?.code === "ERR_UNKNOWN_BUILTIN_MODULE") {
    throw new Error(
      `search and fetch run on node:sqlite, which Node ${process.version} does not have: ` +
        "serve the catalog with Node 22.13 or later, or with Deno (every other tool works here)",
    );
  }
  throw error;
}

/** The most lines `fetch` shows before and after each line `lines` finds (more asked: these). */
const MAX_CONTEXT = 10;

/** The most lines around each a caller may ask for; past {@link MAX_CONTEXT}, that many are shown. */
const MOST_CONTEXT_ASKED = 100;

/** How many results `search` gives unless asked for another number. */
const DEFAULT_LIMIT = 5;

/** The characters of a `search` answer (its JSON text) unless the caller sets `maxChars`. */
const DEFAULT_MAX_CHARS = 700;

/**
 * What a `search` answer may take when the caller set no `maxChars` and its first result then
 * fits whole: a short section shown whole instead of cut a few lines before its end.
 */
const WHOLE_MAX_CHARS = 2_000;

/** The fewest and most characters a caller may give a `search` answer. */
const MAX_CHARS_RANGE = [300, 20_000] as const;

const search = defineTool({
  name: "search",
  title: "Search docs, symbols and components",
  description: "Answers a question or keywords from docs, exported symbols, web " +
    "components and installed code; every word counts, none required. Each result: " +
    "id, title, best passage (longest first). alsoIn: packages " +
    "with it; more: other matching ids (#x: this page's section x). Of names the " +
    "query writes as code, notFound: those nothing here has (closest: exports near " +
    "them; elsewhere: packages having them); " +
    "exported: those a package exports, with declarations; setInCode: code lines setting " +
    "others. note: other packages' or kinds' results, or exports unknown. Set limit or " +
    "maxChars only after a cut answer.",
  input: z.object({
    query: z.string().min(1).max(MAX_QUERY_LENGTH).describe(
      'A question or keywords, e.g. "close a dialog on Escape" or "formatDate".',
    ),
    limit: z.number().int().min(1).max(50).optional().describe(
      `Results (default: up to ${DEFAULT_LIMIT} scoring half the best's or more).`,
    ),
    maxChars: z.number().int().min(MAX_CHARS_RANGE[0]).max(MAX_CHARS_RANGE[1]).optional()
      .describe(
        `Most characters (default ${DEFAULT_MAX_CHARS}; ${WHOLE_MAX_CHARS} for a short first result whole).`,
      ),
    packageSlug: packageField.optional(),
    kind: z.enum(UNIT_KINDS).optional().describe("Only this kind."),
  }),
  output: searchResultsSchema,
  argumentHint: () => 'Pass a query such as { "query": "close a dialog on Escape" }.',
  run: (catalog, { limit, maxChars, ...args }, { answerText }) =>
    withEngine((engine) =>
      engine.search(catalog, answerText, {
        ...args,
        limit: limit ?? DEFAULT_LIMIT,
        maxChars: maxChars ?? DEFAULT_MAX_CHARS,
        wholeChars: maxChars === undefined ? WHOLE_MAX_CHARS : undefined,
        // Without a number of results asked for, the weak ones are left out.
        strongOnly: limit === undefined,
      })
    ),
});

const fetchTool = defineTool({
  name: "fetch",
  title: "Fetch a search result",
  description: "One item by id, from search or known without it: docs/<slug>/index (README), " +
    "docs/<slug>/code (installed code), symbol/<slug>/<name>. A symbol's or element's " +
    "Markdown, or a section's text (≤ 8,000 chars) and its sub-sections' ids (full: all). " +
    "query: only the answering passage; lines: grep it; maxChars: a cap.",
  input: z.object({
    id: z.string().min(1).max(1000).describe(
      'An id, e.g. "docs/<slug>/<page>#<section>" or "symbol/<slug>/<name>".',
    ),
    full: z.boolean().optional().describe("A section with its sub-sections, whole."),
    query: z.string().min(1).max(MAX_QUERY_LENGTH).optional().describe(
      "Only the passage answering this (1,000 characters by default).",
    ),
    maxChars: z.number().int().min(MAX_CHARS_RANGE[0]).max(MAX_CHARS_RANGE[1]).optional()
      .describe("Most chars; fitting sub-sections whole."),
    lines: z.string().min(1).max(MAX_QUERY_LENGTH).optional().describe(
      'Only lines with this ("a|b": either), by section.',
    ),
    context: z.number().int().min(0).max(MOST_CONTEXT_ASKED).optional().describe(
      `Lines around each (grep -C; ${MAX_CONTEXT} at most).`,
    ),
  }),
  output: fetchedItemSchema,
  argumentHint: () => 'Pass an id from search, e.g. { "id": "symbol/<slug>/<name>" }.',
  // More context than the most is the most, as grep takes any number: trial assistants asked for
  // 20 and 0 and were refused, a call each.
  run: (catalog, { context, ...args }, { answerText }) =>
    withEngine((engine) =>
      engine.fetch(catalog, answerText, {
        ...args,
        context: context === undefined ? undefined : Math.min(context, MAX_CONTEXT),
      })
    ),
});

/** The full-text tools, in the order they are listed. */
export const FULLTEXT_TOOLS: readonly ToolDefinition[] = [search, fetchTool];
