/**
 * zod schemas for raw snapshot JSON. They mirror the interfaces in `model.ts`; objects are
 * loose so that snapshots written by newer generators (extra keys) still load. The shape is also
 * compiled, ahead of time, into the quick check of `snapshot_shape_check.js`
 * (`deno task generate:shape-check`). The rules a JSON Schema cannot state are in
 * `snapshot_rules.ts`, applied here through `reported` and in `snapshot_check.ts` at the same
 * places: a new refinement goes there too, or the quick check would accept what zod refuses
 * (`tests/snapshot_check_test.ts` compares them).
 *
 * The schemas are built on first use: a start whose snapshot passes the quick check never needs
 * them, and building them costs about 2 ms.
 *
 * @module
 */
import { z } from "zod";
import { DOC_PAGES, SYMBOL_KINDS } from "./model.ts";
import {
  docsProblems,
  packageProblems,
  pageIdProblems,
  type RuleProblem,
  slugProblems,
  snapshotProblems,
} from "./snapshot_rules.ts";

/** `a/b-c`: segments of letters, digits, `.`, `_`, `-` and `@`, none of them `.` or `..`. */
const PAGE_ID = /^(?!\.\.?(?:\/|$))[\w@.-]+(?:\/(?!\.\.?(?:\/|$))[\w@.-]+)*$/;

/** The snapshot's schemas, built by {@link snapshotSchemas}. */
export type SnapshotSchemas = ReturnType<typeof buildSchemas>;

let built: SnapshotSchemas | undefined;
let declaration: ReturnType<typeof buildDeclarationSchema> | undefined;

/** The snapshot's schemas: the whole snapshot and one package. */
export function snapshotSchemas(): SnapshotSchemas {
  return built ??= buildSchemas();
}

/**
 * The schema of one Custom Elements Manifest declaration, alone: the tools' output schemas
 * need it without the rest.
 */
export function declarationSchema(): ReturnType<typeof buildDeclarationSchema> {
  return declaration ??= buildDeclarationSchema();
}

/** Reports what a rule of `snapshot_rules.ts` finds as zod issues. */
function reported<T>(rule: (value: T) => RuleProblem[]) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    for (const { path, message } of rule(value)) ctx.addIssue({ code: "custom", path, message });
  };
}

function buildDeclarationSchema() {
  const typeRef = z.looseObject({ text: z.string() });
  const named = z.looseObject({ name: z.string(), description: z.string().optional() });
  // Unknown keys are kept.
  return z.looseObject({
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
}

function buildSchemas() {
  const nonEmpty = z.string().min(1);
  const stringList = z.array(z.string());
  const docPage = z.enum(DOC_PAGES);
  const publicUrl = z.string().regex(/^https?:\/\/\S+$/, "expected an http:// or https:// URL");

  const docs = z.record(z.string(), z.string()).superRefine(reported(docsProblems));

  const docTag = z.looseObject({
    tag: nonEmpty,
    name: z.string().optional(),
    text: z.string().optional(),
  });

  const documented = {
    doc: z.string().optional(),
    tags: z.array(docTag).optional(),
  };

  const apiMember = z.looseObject({
    name: z.string(),
    kind: nonEmpty,
    signature: z.string(),
    declaredBy: z.string().optional(),
  }).extend(documented);

  const apiSymbol = z.looseObject({
    name: nonEmpty,
    kind: z.enum(SYMBOL_KINDS),
    // Or the name of a module the package declares by name (`node:fs` of `@types/node`).
    subpath: z.string().regex(
      /^(?:\.(?:\/.+)?|[a-z@][\w@:.\/-]*)$/,
      'expected "." or a subpath such as "./object" (or a module the package declares, "node:fs")',
    ),
    signature: z.string(),
    members: z.array(apiMember).optional(),
    file: z.string(),
    line: z.number().int().positive(),
    declaredAs: nonEmpty.optional(),
    alsoFrom: z.array(z.string()).optional(),
    internalMembers: z.array(z.string()).optional(),
    inheritsThrough: z.array(z.string()).optional(),
    typeOnly: z.literal(true).optional(),
    defaultOnly: z.literal(true).optional(),
    reachedThrough: nonEmpty.optional(),
    global: z.literal(true).optional(),
  }).extend(documented);

  const docPageEntry = z.looseObject({
    id: nonEmpty.regex(PAGE_ID, "expected a path-like id such as guides/query-keys")
      .superRefine(reported(pageIdProblems)),
    title: z.string(),
    markdown: z.string(),
    copyOf: z.string().optional(),
  });

  const bundledPackage = z.looseObject({
    slug: nonEmpty.superRefine(reported(slugProblems)),
    name: nonEmpty,
    version: z.string(),
    category: z.string(),
    description: z.string(),
    exports: stringList,
    keywords: stringList,
    availableDocPages: z.array(docPage),
    related: stringList,
    thirdParty: z.literal(true).optional(),
    untyped: z.string().optional(),
    typesFrom: z.string().optional(),
    internalExports: z.array(z.string()).optional(),
    codeSettings: z.record(z.string(), z.array(z.string())).optional(),
    homepage: z.string().optional(),
    repository: z.string().optional(),
    publicUrls: z.looseObject({
      docs: publicUrl.optional(),
      symbol: publicUrl.optional(),
      component: publicUrl.optional(),
    }).optional(),
    docs,
    components: z.array(declarationSchema()),
    falseAttributesOff: z.literal(true).optional(),
    apiSource: z.string({ error: "expected a string or null" }).nullable(),
    symbols: z.array(apiSymbol).optional(),
    pages: z.array(docPageEntry).optional(),
  }).superRefine(reported(packageProblems));

  const bundledData = z.looseObject({
    version: z.string(),
    packages: z.array(bundledPackage),
  }).superRefine(reported(snapshotProblems));
  return { bundledPackage, bundledData };
}
