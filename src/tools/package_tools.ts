/**
 * The package tools: list-packages, get-package, get-docs and get-source.
 *
 * @module
 */
import { z } from "zod";
import { packageListSchema, packageMetaSchema } from "./output_schemas.ts";
import { packageSlugField, slugHint } from "./input_fields.ts";
import { defineTool, type ToolDefinition } from "./tool_definition.ts";
import { jsonResult, textResult } from "./tool_result.ts";
import { LaterModule } from "../import_later.ts";
import type { PackageMeta } from "../snapshot/model.ts";
import { oncePer } from "../catalog/once_per.ts";
import { withThirdPartyNotice } from "../snapshot/third_party.ts";

/** Reading one section of a page, loaded with the first get-docs that asks for one. */
const sections = new LaterModule<typeof import("../docs/page_sections.ts")>(
  "../docs/page_sections.ts",
  import.meta.url,
);

const listPackages = defineTool({
  name: "list-packages",
  title: "List packages",
  description: "Lists every package of the catalog with its metadata (name, slug, version, " +
    "description, category, keywords, exported symbols (a dependency's first 50; " +
    "list-symbols: all), related slugs, available doc pages (morePages: list-docs), " +
    "whether source is bundled). Use it first to see what exists; then call get-docs or " +
    "get-source with a slug. To find packages by topic, search-packages is faster.",
  input: z.object({}),
  output: packageListSchema,
  run: (catalog) => jsonResult(catalog.metas, { packages: catalog.metas }),
});

/**
 * get-package's answer for one package, built once: the metadata of a loaded catalog never
 * changes, and serialising it again for every call was a visible part of the call's cost.
 */
const metaResult = oncePer((meta: PackageMeta) => jsonResult(meta));

const getPackage = defineTool({
  name: "get-package",
  title: "Get package metadata",
  description: "Returns one package's metadata as a JSON object: name, version, description, " +
    "category, keywords, exported symbol names (a dependency's first 50; " +
    "moreExports: the rest), related slugs, which of the pages index, " +
    "api, usage and examples it has (availableDocPages; list-docs lists every page) and " +
    "whether get-source has its source (hasSource).",
  input: z.object({ packageSlug: packageSlugField }),
  output: packageMetaSchema,
  argumentHint: slugHint,
  run: (catalog, { packageSlug }) => metaResult(catalog.getMeta(packageSlug)),
});

const getDocs = defineTool({
  name: "get-docs",
  title: "Read a documentation page",
  description: "Returns one documentation page of a package as raw Markdown: index " +
    "(overview, the default), api (reference), usage (guides), examples, or any other page " +
    "id list-docs shows. Pass section (a heading's text or slug, from list-docs) for just " +
    "that heading and its content. For the TypeScript " +
    "source use get-source.",
  input: z.object({
    packageSlug: packageSlugField,
    page: z.string().default("index").describe(
      "Page id: index (overview), api (reference), usage (guides), examples, or another id " +
        'from list-docs such as "guides/query-keys".',
    ),
    section: z.string().optional().describe(
      "Only this section: a heading's text or its GitHub-style slug (list-docs shows them). " +
        "The answer runs to the next heading of the same or a higher level.",
    ),
  }),
  argumentHint: slugHint,
  run: (catalog, { packageSlug, page, section }) => {
    const found = catalog.getDocPage(packageSlug, page);
    const answer = (text: string) =>
      textResult(withThirdPartyNotice(catalog.getPackage(packageSlug), text));
    if (section === undefined) return answer(found.markdown);
    return sections.use((module) => answer(module.readSection(packageSlug, found, section)));
  },
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
