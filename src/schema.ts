/**
 * zod schemas for raw snapshot JSON. They mirror the interfaces in `model.ts`; objects are
 * loose so that snapshots written by newer generators (extra keys) still load.
 *
 * @module
 */
import { z } from "zod";
import { DOC_PAGES, SYMBOL_KINDS } from "./model.ts";

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

const docTag = z.looseObject({
  tag: nonEmpty,
  name: z.string().optional(),
  text: z.string().optional(),
});

const documented = {
  doc: z.string().optional(),
  tags: z.array(docTag).optional(),
};

const apiMember = z.looseObject({ name: z.string(), kind: nonEmpty, signature: z.string() })
  .extend(documented);

const apiSymbol = z.looseObject({
  name: nonEmpty,
  kind: z.enum(SYMBOL_KINDS),
  subpath: z.string().regex(/^\.(?:\/.+)?$/, 'expected "." or a subpath such as "./object"'),
  signature: z.string(),
  members: z.array(apiMember).optional(),
  file: z.string(),
  line: z.number().int().positive(),
}).extend(documented);

/** `a/b-c`: segments of letters, digits, `.`, `_`, `-` and `@`, none of them `.` or `..`. */
const PAGE_ID = /^(?!\.\.?(?:\/|$))[\w@.-]+(?:\/(?!\.\.?(?:\/|$))[\w@.-]+)*$/;

const docPageEntry = z.looseObject({
  id: nonEmpty.regex(PAGE_ID, "expected a path-like id such as guides/query-keys").refine(
    (id) => !(DOC_PAGES as readonly string[]).includes(id),
    `a page id must not be one of the four pages (${DOC_PAGES.join(", ")}); put those in docs`,
  ),
  title: z.string(),
  markdown: z.string(),
});

/**
 * Adds an issue at every item of `list` whose key repeats an earlier item's, naming both:
 * `packages[2].slug: duplicate slug "forms" (also used by packages[0])`.
 */
function addDuplicateIssues(
  ctx: z.RefinementCtx,
  [list, field]: [string, string],
  keys: readonly string[],
  what: (key: string) => string,
): void {
  const seen = new Map<string, number>();
  keys.forEach((key, index) => {
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else {
      ctx.addIssue({
        code: "custom",
        path: [list, index, field],
        message: `duplicate ${what(key)} (also used by ${list}[${first}])`,
      });
    }
  });
}

/** Schema of one package of a snapshot. */
export const bundledPackageSchema = z.looseObject({
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
  symbols: z.array(apiSymbol).optional(),
  pages: z.array(docPageEntry).optional(),
}).superRefine((pkg, ctx) => {
  if (pkg.pages !== undefined) {
    addDuplicateIssues(
      ctx,
      ["pages", "id"],
      pkg.pages.map((page) => page.id),
      (id) => `page id "${id}"`,
    );
  }
  if (pkg.symbols !== undefined) {
    // One name may come from two entries with different declarations, but not twice from one.
    const keys = pkg.symbols.map((symbol) => JSON.stringify([symbol.name, symbol.subpath]));
    addDuplicateIssues(ctx, ["symbols", "name"], keys, (key) => {
      const [name, subpath] = JSON.parse(key) as [string, string];
      return `symbol "${name}" from "${subpath}"`;
    });
  }
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
  packages: z.array(bundledPackageSchema),
}).superRefine((data, ctx) => {
  addDuplicateIssues(
    ctx,
    ["packages", "slug"],
    data.packages.map((pkg) => pkg.slug),
    (slug) => `slug "${slug}"`,
  );
});
