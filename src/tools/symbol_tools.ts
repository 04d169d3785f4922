/**
 * The symbol tools: get-symbol, list-symbols and search-symbols. Their definitions load with
 * the server; their answers (index, search, rendering) load on the first call.
 *
 * @module
 */
import { z } from "zod";
import { MAX_NAME_LENGTH, SYMBOL_KINDS } from "../snapshot/model.ts";
import { MAX_QUERY_LENGTH } from "../search_packages/query.ts";
import { packageField, slugHint } from "./input_fields.ts";
import {
  getSymbolSchema,
  listSymbolsSchema,
  SEARCH_KINDS,
  searchSymbolsSchema,
} from "../symbols/symbol_output_schemas.ts";
import { defineTool, type ToolDefinition } from "./tool_definition.ts";
import { LaterModule } from "../import_later.ts";

/** The symbol engine (index, search, rendering), loaded on the first symbol call. */
const answers = new LaterModule<typeof import("./symbol_answers.ts")>(
  "./symbol_answers.ts",
  import.meta.url,
);

/** A package entry, as an import writes it or as its `exports` name it. */
const subpathField = z.string().min(1).max(MAX_NAME_LENGTH).optional();

const getSymbol = defineTool({
  name: "get-symbol",
  title: "Get an exported symbol",
  description: "Returns one exported function, class, interface, type, variable, enum or " +
    "namespace as Markdown: the import line, its TypeScript signature (members included, " +
    "shortened for large classes), its docs and tags. packageSlug is optional when one " +
    "package exports the name. Find names with search-symbols or list-symbols.",
  input: z.object({
    packageSlug: packageField.optional(),
    name: z.string().min(1).max(MAX_NAME_LENGTH).describe(
      'Exported name, e.g. "createWard", or "Class.member" for one member.',
    ),
    subpath: subpathField.describe(
      'Only this entry\'s declaration, e.g. "effect/Stream".',
    ),
  }),
  output: getSymbolSchema,
  argumentHint: () => 'Pass a name, e.g. { "name": "createWard" }, and optionally packageSlug.',
  run: (catalog, args) => answers.use((symbols) => symbols.getSymbol(catalog, args)),
});

const listSymbols = defineTool({
  name: "list-symbols",
  title: "List a package's symbols",
  description: "Lists the exported symbols of one package, grouped by kind: name, the " +
    "subpath to import it from (when not the main entry) and the first sentence of its " +
    "docs. kind and subpath narrow the list. Then call get-symbol for the full signature.",
  input: z.object({
    packageSlug: packageField,
    kind: z.enum(SYMBOL_KINDS).optional().describe(
      "Only this kind (function: callable constants too).",
    ),
    subpath: subpathField.describe(
      'Only symbols imported from this entry, e.g. "effect/Effect" or "./Effect".',
    ),
  }),
  output: listSymbolsSchema,
  argumentHint: slugHint,
  run: (catalog, args) => answers.use((symbols) => symbols.listSymbols(catalog, args)),
});

const searchSymbols = defineTool({
  name: "search-symbols",
  title: "Search symbols and elements",
  description: "Finds exported symbols and custom elements by name and " +
    "docs (case-insensitive): exact names first, then names starting with the query, names " +
    "containing it, then docs (and import path) containing every word. Each hit gives name, " +
    "kind, package " +
    "slug, subpath and a summary. Then call get-symbol (or get-component for an element).",
  input: z.object({
    query: z.string().min(1).max(MAX_QUERY_LENGTH).describe(
      'A name or part of one, e.g. "createWard" or "ward", or words of the docs.',
    ),
    kind: z.enum(SEARCH_KINDS).optional().describe(
      "Only this kind (function: callable constants too; element: custom elements).",
    ),
    packageSlug: packageField.optional(),
    limit: z.number().int().positive().optional().describe(
      "Return only the best N hits (default 20).",
    ),
  }),
  output: searchSymbolsSchema,
  argumentHint: () => 'Pass a non-empty query such as { "query": "createWard" }.',
  run: (catalog, args) => answers.use((symbols) => symbols.searchSymbols(catalog, args)),
});

/** The symbol tools, in the order they are listed. */
export const SYMBOL_TOOLS: readonly ToolDefinition[] = [getSymbol, listSymbols, searchSymbols];
