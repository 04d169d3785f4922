/**
 * The documentation tool beyond the specification's: list-docs. (get-docs, a specification
 * tool, sits with the package tools.)
 *
 * @module
 */
import { z } from "zod";
import { packageField, slugHint } from "./input_fields.ts";
import { docsListingSchema } from "./output_schemas.ts";
import { defineTool, type ToolDefinition } from "./tool_definition.ts";
import { LaterModule } from "../import_later.ts";
import { isThirdParty, withThirdPartyNotice } from "../snapshot/third_party.ts";

/** The page listing, loaded with the first list-docs. */
const docListing = new LaterModule<typeof import("../docs/doc_listing.ts")>(
  "../docs/doc_listing.ts",
  import.meta.url,
);

const listDocs = defineTool({
  name: "list-docs",
  title: "List documentation pages",
  description: "Lists every documentation page of a package (index, api, usage, examples " +
    "first, then guides and other pages by id) with its title, size in characters and " +
    "outline: each heading with its level and its section's size. Then call get-docs with a " +
    "page id and, for less text, a heading as section. A long listing comes shorter (fewer " +
    "headings, titles only, then folders); prefix narrows it.",
  input: z.object({
    packageSlug: packageField,
    prefix: z.string().optional().describe(
      'Only pages whose id starts with this, e.g. "guides/".',
    ),
    maxLevel: z.number().int().min(0).max(6).optional().describe(
      "Only headings down to this level (1 = # only, 2 adds ##, ...); 0 lists no headings. " +
        "Default: all.",
    ),
  }),
  output: docsListingSchema,
  argumentHint: slugHint,
  run: (catalog, { packageSlug, prefix, maxLevel }) =>
    docListing.use((docs) => {
      const listing = docs.fittedListing(catalog, packageSlug, { prefix, maxLevel });
      const pkg = catalog.getPackage(packageSlug);
      const text = withThirdPartyNotice(pkg, docs.listingText(listing));
      return {
        content: [{ type: "text", text }],
        structuredContent: { ...listing, ...(isThirdParty(pkg) ? { thirdParty: true } : {}) },
      };
    }),
});

/** The documentation tools beyond the specification's, in the order they are listed. */
export const DOCS_TOOLS: readonly ToolDefinition[] = [listDocs];
