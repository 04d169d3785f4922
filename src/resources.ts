/**
 * The two resource families: `catalog://docs/<slug>/<page>` (Markdown) and
 * `catalog://source/<slug>` (TypeScript), with paged listing, reading and completion.
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
import { type Catalog, NotFoundError } from "./catalog.ts";
import { hasSource } from "./compact_text.ts";
import { DOC_PAGES, isDocPage } from "./model.ts";
import { quote } from "./quote.ts";

/** How many resources one `resources/list` page holds. */
export const RESOURCE_PAGE_SIZE = 500;

const SCHEME = "catalog://";
const DOCS_MIME = "text/markdown";
const SOURCE_MIME = "text/x-typescript";
const DOCS_TEMPLATE = `${SCHEME}docs/{slug}/{page}`;
const SOURCE_TEMPLATE = `${SCHEME}source/{slug}`;

/** The `resources/templates/list` answer. */
export const RESOURCE_TEMPLATES: readonly ResourceTemplate[] = [
  {
    uriTemplate: DOCS_TEMPLATE,
    name: "docs",
    title: "Package documentation page",
    description: `A package's documentation page; page is one of ${DOC_PAGES.join(", ")}.`,
    mimeType: DOCS_MIME,
  },
  {
    uriTemplate: SOURCE_TEMPLATE,
    name: "source",
    title: "Package source",
    description: "A package's bundled src/index.ts (only packages that have source).",
    mimeType: SOURCE_MIME,
  },
];

const listings = new WeakMap<Catalog, Resource[]>();

/** Every resource of a catalog: each available page of each package, then each source. */
function allResources(catalog: Catalog): Resource[] {
  let resources = listings.get(catalog);
  if (resources === undefined) {
    resources = [];
    for (const pkg of catalog.packages) {
      for (const page of pkg.availableDocPages) {
        resources.push({
          uri: `${SCHEME}docs/${pkg.slug}/${page}`,
          name: `docs/${pkg.slug}/${page}`,
          title: `${pkg.name} (${page})`,
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
    listings.set(catalog, resources);
  }
  return resources;
}

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
 * `resources/read` for either URI family.
 *
 * @param catalog The catalog.
 * @param uri The requested URI, exactly as sent.
 * @returns The text of the resource.
 * @throws {McpError} InvalidParams for a malformed or unknown URI, saying what exists.
 */
export function readResource(catalog: Catalog, uri: string): ReadResourceResult {
  const [family, ...rest] = uri.startsWith(SCHEME) ? uri.slice(SCHEME.length).split("/") : [];
  try {
    if (family === "docs" && rest.length === 2) {
      const [slug = "", page = ""] = rest;
      if (!isDocPage(page)) {
        throw new NotFoundError(
          `${quote(page)} is not a doc page; use one of ${DOC_PAGES.join(", ")}.`,
        );
      }
      return contents(uri, DOCS_MIME, catalog.getDocPage(slug, page));
    }
    if (family === "source" && rest.length === 1) {
      return contents(uri, SOURCE_MIME, catalog.getSource(rest[0] ?? ""));
    }
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Resource ${quote(uri)} not found: ${error.message}`,
      );
    }
    throw error;
  }
  throw new McpError(
    ErrorCode.InvalidParams,
    `Unknown resource URI ${quote(uri)}. Resources have the form ${DOCS_TEMPLATE} or ` +
      `${SOURCE_TEMPLATE}; resources/list shows them all.`,
  );
}

/**
 * Completion values for a template argument: slugs (for source, only packages with source)
 * and pages (those of the slug given in the context, when known).
 *
 * @param catalog The catalog.
 * @param template The URI template being completed.
 * @param argument The argument name.
 * @param prefix What the user typed so far.
 * @param context Arguments already chosen.
 * @returns The matching values, sorted.
 * @throws {McpError} InvalidParams for a template this server does not have.
 */
export function completeResourceArgument(
  catalog: Catalog,
  template: string,
  argument: string,
  prefix: string,
  context: Record<string, string> = {},
): string[] {
  if (template !== DOCS_TEMPLATE && template !== SOURCE_TEMPLATE) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `Unknown resource template ${quote(template)}; ` +
        `this server has ${DOCS_TEMPLATE} and ${SOURCE_TEMPLATE}.`,
    );
  }
  let values: readonly string[] = [];
  if (argument === "slug") {
    values = template === SOURCE_TEMPLATE ? catalog.sourceSlugs : catalog.slugs;
  } else if (argument === "page" && template === DOCS_TEMPLATE) {
    const pkg = context.slug === undefined ? undefined : catalog.findPackage(context.slug);
    values = pkg?.availableDocPages ?? DOC_PAGES;
  }
  const lower = prefix.toLowerCase();
  return values.filter((value) => value.toLowerCase().startsWith(lower));
}

function contents(uri: string, mimeType: string, text: string): ReadResourceResult {
  return { contents: [{ uri, mimeType, text }] };
}
