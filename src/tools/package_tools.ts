/**
 * The package tools: list-packages, get-package, get-docs and get-source.
 *
 * @module
 */
import { z } from "zod";
import { DOC_PAGES } from "../model.ts";
import { packageListSchema, packageMetaSchema } from "./output_schemas.ts";
import { packageSlugField, slugHint } from "./input_fields.ts";
import { defineTool, type ToolDefinition } from "./tool_definition.ts";
import { jsonResult, textResult } from "./tool_result.ts";

const listPackages = defineTool({
  name: "list-packages",
  title: "List packages",
  description: "Lists every package of the catalog with its metadata (name, slug, version, " +
    "description, category, keywords, exported symbols, related slugs, available doc pages, " +
    "whether source is bundled). Use it first to see what exists; then call get-docs or " +
    "get-source with a slug. To find packages by topic, search-packages is faster.",
  input: z.object({}),
  output: packageListSchema,
  run: (catalog) => jsonResult(catalog.metas, { packages: catalog.metas }),
});

const getPackage = defineTool({
  name: "get-package",
  title: "Get package metadata",
  description: "Returns one package's metadata as a JSON object: name, version, description, " +
    "category, keywords, exported symbol names, related slugs, the doc pages get-docs can " +
    "return (availableDocPages) and whether get-source has its source (hasSource).",
  input: z.object({ packageSlug: packageSlugField }),
  output: packageMetaSchema,
  argumentHint: slugHint,
  run: (catalog, { packageSlug }) => jsonResult(catalog.getMeta(packageSlug)),
});

const getDocs = defineTool({
  name: "get-docs",
  title: "Read a documentation page",
  description: "Returns one documentation page of a package as raw Markdown: index " +
    "(overview, the default), api (reference), usage (guides) or examples. get-package " +
    "lists the pages a package has. For the TypeScript source use get-source.",
  input: z.object({
    packageSlug: packageSlugField,
    page: z.enum(DOC_PAGES).default("index").describe(
      "Which page: index (overview), api (reference), usage (guides) or examples.",
    ),
  }),
  argumentHint: slugHint,
  run: (catalog, { packageSlug, page }) => textResult(catalog.getDocPage(packageSlug, page)),
});

const getSource = defineTool({
  name: "get-source",
  title: "Read a package's source",
  description: "Returns the bundled src/index.ts of a package as raw TypeScript: the exact " +
    "exported signatures and types. Check hasSource in get-package first; get-docs explains " +
    "usage.",
  input: z.object({ packageSlug: packageSlugField }),
  argumentHint: slugHint,
  run: (catalog, { packageSlug }) => textResult(catalog.getSource(packageSlug)),
});

/** The package tools, in the order they are listed. */
export const PACKAGE_TOOLS: readonly ToolDefinition[] = [
  listPackages,
  getPackage,
  getDocs,
  getSource,
];
