/**
 * zod schemas of the tools' `structuredContent`. They become each tool's advertised
 * `outputSchema`, so clients can check what they receive.
 *
 * @module
 */
import { z } from "zod";
import { DOC_PAGES, MATCH_CATEGORIES } from "../snapshot/model.ts";
import { declarationSchema } from "../snapshot/schema.ts";

const docPages = z.array(z.enum(DOC_PAGES));

/** One package's metadata, as get-package returns it. */
export const packageMetaSchema = z.object({
  name: z.string(),
  slug: z.string(),
  version: z.string(),
  description: z.string(),
  category: z.string(),
  keywords: z.array(z.string()),
  exports: z.array(z.string()),
  moreExports: z.number().int().optional(),
  related: z.array(z.string()),
  availableDocPages: docPages,
  morePages: z.number().int().optional(),
  hasSource: z.boolean(),
  thirdParty: z.literal(true).optional(),
  untyped: z.string().optional(),
  typesFrom: z.string().optional(),
});

/** list-packages: every package's metadata under `packages`. */
export const packageListSchema = z.object({ packages: z.array(packageMetaSchema) });

/** search-packages: the ranked hits under `hits`. */
export const searchHitsSchema = z.object({
  hits: z.array(z.object({
    name: z.string(),
    slug: z.string(),
    score: z.number(),
    matchedIn: z.array(z.enum(MATCH_CATEGORIES)),
    matchedPages: docPages.optional(),
    thirdParty: z.literal(true).optional(),
  })),
});

/** list-components: one summary per custom element under `components`. */
export const componentListSchema = z.object({
  components: z.array(z.object({
    tagName: z.string(),
    description: z.string(),
    attrs: z.array(z.object({
      name: z.string(),
      type: z.string(),
      default: z.string().optional(),
    })),
    thirdParty: z.literal(true).optional(),
  })),
});

/** get-component: the whole Custom Elements Manifest declaration. */
export const componentSchema = declarationSchema();

/** list-docs: a package's pages, each with its title, size and outline. */
export const docsListingSchema = z.object({
  packageSlug: z.string(),
  thirdParty: z.literal(true).optional(),
  pages: z.array(z.object({
    id: z.string(),
    title: z.string(),
    size: z.number().int(),
    outline: z.array(z.object({
      level: z.number().int(),
      text: z.string(),
      size: z.number().int(),
      slug: z.string().optional(),
    })).optional(),
  })),
  folders: z.array(z.object({ prefix: z.string(), pages: z.number().int() })).optional(),
  shortened: z.string().optional(),
});
