/**
 * zod schemas for raw snapshot JSON. They mirror the interfaces in `model.ts`; objects are
 * loose so that snapshots written by newer generators (extra keys) still load.
 *
 * @module
 */
import { z } from "zod";
import { DOC_PAGES } from "./model.ts";

const nonEmpty = z.string().min(1);
const stringList = z.array(z.string());
const docPage = z.enum(DOC_PAGES);
const typeRef = z.looseObject({ text: z.string() });
const named = z.looseObject({ name: z.string(), description: z.string().optional() });

/** One Custom Elements Manifest declaration; unknown keys are kept. */
export const declarationSchema = z.looseObject({
  kind: z.string().optional(),
  name: z.string().optional(),
  tagName: z.string().optional(),
  description: z.string().optional(),
  superclass: z.looseObject({ name: z.string(), package: z.string().optional() }).optional(),
  attributes: z.array(named.extend({
    default: z.string().optional(),
    fieldName: z.string().optional(),
    type: typeRef.optional(),
  })).optional(),
  members: z.array(named.extend({
    kind: z.enum(["field", "method"]).optional(),
    type: typeRef.optional(),
  })).optional(),
  events: z.array(named.extend({ type: typeRef.optional() })).optional(),
  slots: z.array(named).optional(),
  cssParts: z.array(named).optional(),
  cssProperties: z.array(named.extend({ default: z.string().optional() })).optional(),
});

const docs = z.record(z.string(), z.string()).superRefine((value, ctx) => {
  for (const key of Object.keys(value)) {
    if (!(DOC_PAGES as readonly string[]).includes(key)) {
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: `"${key}" is not a doc page (expected one of ${DOC_PAGES.join(", ")})`,
      });
    }
  }
});

const bundledPackage = z.looseObject({
  slug: nonEmpty.refine((s) => !/[/\\]/.test(s), "a folder name must not contain '/' or '\\'"),
  name: nonEmpty,
  version: z.string(),
  category: z.string(),
  description: z.string(),
  exports: stringList,
  keywords: stringList,
  availableDocPages: z.array(docPage),
  related: stringList,
  docs,
  components: z.array(declarationSchema),
  apiSource: z.string({ error: "expected a string or null" }).nullable(),
}).superRefine((pkg, ctx) => {
  const listed = new Set<string>();
  pkg.availableDocPages.forEach((page, index) => {
    if (listed.has(page)) {
      ctx.addIssue({
        code: "custom",
        path: ["availableDocPages", index],
        message: `"${page}" is listed twice`,
      });
    }
    listed.add(page);
  });
  for (const page of pkg.availableDocPages) {
    if (typeof pkg.docs[page] !== "string") {
      ctx.addIssue({
        code: "custom",
        path: ["docs", page],
        message: `missing, but availableDocPages lists "${page}"`,
      });
    }
  }
  for (const page of Object.keys(pkg.docs)) {
    if (!(pkg.availableDocPages as string[]).includes(page) && DOC_PAGES.includes(page as never)) {
      ctx.addIssue({
        code: "custom",
        path: ["availableDocPages"],
        message: `does not list "${page}", but docs has that page`,
      });
    }
  }
});

/** Schema of a whole snapshot, including the cross-package check that slugs are unique. */
export const bundledDataSchema = z.looseObject({
  version: z.string(),
  packages: z.array(bundledPackage),
}).superRefine((data, ctx) => {
  const seen = new Map<string, number>();
  data.packages.forEach((pkg, index) => {
    const first = seen.get(pkg.slug);
    if (first === undefined) seen.set(pkg.slug, index);
    else {
      ctx.addIssue({
        code: "custom",
        path: ["packages", index, "slug"],
        message: `duplicate slug "${pkg.slug}" (also used by packages[${first}])`,
      });
    }
  });
});
