/**
 * The resource families: `catalog://docs/<slug>/<page>` (Markdown; a page id may hold `/`, as
 * in `catalog://docs/query/guides/query-keys`) and `catalog://source/<slug>` (TypeScript), with
 * paged listing, reading and completion; and `catalog://symbol/<slug>/<name>` (get-symbol's
 * Markdown), a template only: read and completed, never listed (a catalog has thousands of
 * symbols).
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  ErrorCode,
  McpError,
  type ReadResourceResult,
  type Resource,
  type ResourceTemplate,
} from "@modelcontextprotocol/sdk/types.js";
import { type Catalog, NotFoundError } from "../catalog/catalog.ts";
import { hasSource } from "../snapshot/compact_text.ts";
import { oncePer } from "../catalog/once_per.ts";
import { DOC_PAGES } from "../snapshot/model.ts";
import { quote } from "../catalog/quote.ts";
import { LaterModule } from "../import_later.ts";
import { withThirdPartyNotice } from "../snapshot/third_party.ts";

/** The symbol engine, loaded with the first symbol resource or completion. */
const symbolAnswers = new LaterModule<typeof import("../tools/symbol_answers.ts")>(
  "../tools/symbol_answers.ts",
  import.meta.url,
);

/** How many resources one `resources/list` page holds. */
export const RESOURCE_PAGE_SIZE = 500;

const SCHEME = "catalog://";
const DOCS_MIME = "text/markdown";
const SOURCE_MIME = "text/x-typescript";
// `{+page}`: RFC 6570 reserved expansion keeps the `/` of page ids such as `guides/setup`
// (simple expansion would send `%2F`, which reads refuse as an encoded separator).
const DOCS_TEMPLATE = `${SCHEME}docs/{slug}/{+page}`;
const SOURCE_TEMPLATE = `${SCHEME}source/{slug}`;
const SYMBOL_TEMPLATE = `${SCHEME}symbol/{slug}/{name}`;

/** The `resources/templates/list` answer. */
export const RESOURCE_TEMPLATES: readonly ResourceTemplate[] = [
  {
    uriTemplate: DOCS_TEMPLATE,
    name: "docs",
    title: "Package documentation page",
    description: `A package's documentation page: ${DOC_PAGES.join(", ")}, or another page id ` +
      "(list-docs shows them).",
    mimeType: DOCS_MIME,
  },
  {
    uriTemplate: SOURCE_TEMPLATE,
    name: "source",
    title: "Package source",
    description: "A package's bundled src/index.ts (only packages that have source).",
    mimeType: SOURCE_MIME,
  },
  {
    uriTemplate: SYMBOL_TEMPLATE,
    name: "symbol",
    title: "Exported symbol",
    description: "One exported symbol (or Class.member) of a package: import line, signature, " +
      "docs; as get-symbol returns it.",
    mimeType: DOCS_MIME,
  },
];

/** Every resource of a catalog: each available page of each package, then each source. */
const allResources = oncePer((catalog: Catalog): Resource[] => {
  const resources: Resource[] = [];
  for (const pkg of catalog.packages) {
    for (const page of catalog.docPages(pkg.slug)) {
      resources.push({
        uri: `${SCHEME}docs/${pkg.slug}/${page.id}`,
        name: `docs/${pkg.slug}/${page.id}`,
        title: `${pkg.name} (${page.id})`,
        ...(page.title ? { description: page.title } : {}),
        mimeType: DOCS_MIME,
      });
    }
  }
  for (const pkg of catalog.packages) {
    if (!hasSource(pkg)) continue;
    resources.push({
      uri: `${SCHEME}source/${pkg.slug}`,
      name: `source/${pkg.slug}`,
      title: `${pkg.name} src/index.ts`,
      mimeType: SOURCE_MIME,
    });
  }
  return resources;
});

/**
 * One page of `resources/list`.
 *
 * @param catalog The catalog.
 * @param cursor The `nextCursor` of the previous page, if any.
 * @returns The resources of this page and the cursor of the next one.
 * @throws {McpError} InvalidParams for a cursor this server did not hand out.
 */
export function listResources(
  catalog: Catalog,
  cursor: string | undefined,
): { resources: Resource[]; nextCursor?: string } {
  const resources = allResources(catalog);
  const start = cursor === undefined ? 0 : Number(cursor);
  if (!Number.isInteger(start) || start < 0 || start >= Math.max(resources.length, 1)) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `Invalid cursor "${cursor}": pass the nextCursor of a previous resources/list answer, ` +
        "or no cursor for the first page.",
    );
  }
  const end = start + RESOURCE_PAGE_SIZE;
  const page = resources.slice(start, end);
  return end < resources.length
    ? { resources: page, nextCursor: String(end) }
    : { resources: page };
}

/**
 * `resources/read` for every URI family.
 *
 * @param catalog The catalog.
 * @param uri The requested URI, exactly as sent.
 * @returns The text of the resource; a promise of it for a symbol, whose index loads on the
 * first read.
 * @throws {McpError} InvalidParams for a malformed or unknown URI, saying what exists.
 */
export function readResource(
  catalog: Catalog,
  uri: string,
): ReadResourceResult | Promise<ReadResourceResult> {
  const [family, ...rest] = uri.startsWith(SCHEME) ? uri.slice(SCHEME.length).split("/") : [];
  // Empty, `.` and `..` segments and percent-encoding never name a resource: refusing them
  // up front keeps traversal and encoded separators out of every lookup.
  const plain = rest.every((segment) => segment !== "" && !/^\.\.?$|%/.test(segment));
  if (family === "symbol" && rest.length === 2 && plain) {
    const [slug = "", name = ""] = rest;
    return symbolAnswers.load().then(
      ({ symbolMarkdown }) =>
        contents(uri, DOCS_MIME, fromPackage(catalog, slug, symbolMarkdown(catalog, slug, name))),
    ).catch((error) => {
      throw notFoundAsInvalidParams(uri, error);
    });
  }
  try {
    if (family === "docs" && rest.length >= 2 && plain) {
      const [slug = "", ...page] = rest;
      const { markdown } = catalog.getDocPage(slug, page.join("/"));
      return contents(uri, DOCS_MIME, fromPackage(catalog, slug, markdown));
    }
    if (family === "source" && rest.length === 1 && plain) {
      return contents(uri, SOURCE_MIME, catalog.getSource(rest[0] ?? ""));
    }
  } catch (error) {
    throw notFoundAsInvalidParams(uri, error);
  }
  throw new McpError(
    ErrorCode.InvalidParams,
    `Unknown resource URI ${quote(uri)}. Resources have the form ${DOCS_TEMPLATE}, ` +
      `${SOURCE_TEMPLATE} or ${SYMBOL_TEMPLATE}; resources/list shows the first two.`,
  );
}

/** A lookup that found nothing becomes InvalidParams with its message; others pass. */
function notFoundAsInvalidParams(uri: string, error: unknown): unknown {
  return error instanceof NotFoundError
    ? new McpError(ErrorCode.InvalidParams, `Resource ${quote(uri)} not found: ${error.message}`)
    : error;
}

/** A resource's text, opened by the third-party notice when its package is a dependency's. */
function fromPackage(catalog: Catalog, slug: string, text: string): string {
  return withThirdPartyNotice(catalog.getPackage(slug), text);
}

/**
 * Completion values for a template argument: slugs (for source, only packages with source;
 * for symbol, only packages with symbols), pages (every page id of the slug given in the
 * context, when known; else the four) and symbol names (those of the chosen slug, else of the
 * whole catalog).
 *
 * @param catalog The catalog.
 * @param template The URI template being completed.
 * @param argument The argument name.
 * @param prefix What the user typed so far.
 * @param context Arguments already chosen.
 * @returns The matching values, sorted; a promise of them for the symbol template, whose
 * index loads on first use.
 * @throws {McpError} InvalidParams for a template this server does not have.
 */
export function completeResourceArgument(
  catalog: Catalog,
  template: string,
  argument: string,
  prefix: string,
  context: Record<string, string> = {},
): string[] | Promise<string[]> {
  const lower = prefix.toLowerCase();
  const matching = (values: readonly string[]) =>
    values.filter((value) => value.toLowerCase().startsWith(lower));
  if (template === SYMBOL_TEMPLATE) {
    return symbolAnswers.load().then(({ symbolCompletions }) =>
      matching(symbolCompletions(catalog, argument, context.slug))
    );
  }
  if (template !== DOCS_TEMPLATE && template !== SOURCE_TEMPLATE) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `Unknown resource template ${quote(template)}; ` +
        `this server has ${DOCS_TEMPLATE}, ${SOURCE_TEMPLATE} and ${SYMBOL_TEMPLATE}.`,
    );
  }
  let values: readonly string[] = [];
  if (argument === "slug") {
    values = template === SOURCE_TEMPLATE ? catalog.sourceSlugs : catalog.slugs;
  } else if (argument === "page" && template === DOCS_TEMPLATE) {
    const pkg = context.slug === undefined ? undefined : catalog.findPackage(context.slug);
    values = pkg === undefined ? DOC_PAGES : catalog.docPages(pkg.slug).map((page) => page.id);
  }
  return matching(values);
}

function contents(uri: string, mimeType: string, text: string): ReadResourceResult {
  return { contents: [{ uri, mimeType, text }] };
}
