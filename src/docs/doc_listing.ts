/**
 * What list-docs answers: every page of a package with its title, size and outline, as
 * structured data and as compact text.
 *
 * @module
 */
import { availablePages, type Catalog, NotFoundError } from "../catalog/catalog.ts";
import { quote } from "../catalog/quote.ts";
import { outlineOf, slugIfNeeded, titleOf } from "./page_sections.ts";

/** One heading in a listed outline. */
export interface ListedHeading {
  /** 1 to 6. */
  level: number;
  /** The heading's text: what get-docs takes as `section`. */
  text: string;
  /** Characters in its section. */
  size: number;
  /** Present when `text` finds an earlier heading of the same text: pass this instead. */
  slug?: string;
}

/** One listed page. */
export interface ListedPage {
  /** What get-docs takes as `page`. */
  id: string;
  /** Front matter title, first heading or id. */
  title: string;
  /** Characters in the page. */
  size: number;
  /** Its headings, down to the level asked for; absent when no outline was asked for. */
  outline?: ListedHeading[];
}

/** The list-docs answer. */
export interface DocsListing {
  /** The package. */
  packageSlug: string;
  /** Its pages: the specification's first, then the others by id. */
  pages: ListedPage[];
}

/** What to leave out. */
export interface ListingOptions {
  /** Only pages whose id starts with this. */
  prefix?: string | undefined;
  /** Only headings of this level or higher (1 = `#` only); 0 leaves outlines out. */
  maxLevel?: number | undefined;
}

/**
 * Lists a package's pages.
 *
 * @param catalog The catalog.
 * @param slug The package slug.
 * @param options What to leave out.
 * @returns The listing.
 * @throws {NotFoundError} For an unknown slug, or a prefix no page id starts with.
 */
export function listDocs(catalog: Catalog, slug: string, options: ListingOptions): DocsListing {
  const all = catalog.docPages(slug);
  const { prefix = "", maxLevel = 6 } = options;
  const chosen = all.filter((page) => page.id.startsWith(prefix));
  if (chosen.length === 0 && all.length > 0) {
    throw new NotFoundError(
      `No page id of ${quote(slug)} starts with ${quote(prefix)}. ` +
        availablePages(all.map((page) => page.id)),
    );
  }
  const pages = chosen.map((page): ListedPage => {
    const listed: ListedPage = { id: page.id, title: titleOf(page), size: page.markdown.length };
    if (maxLevel > 0) {
      const { headings } = outlineOf(page);
      listed.outline = headings.filter((h) => h.level <= maxLevel).map((h) => {
        const heading: ListedHeading = { level: h.level, text: h.text, size: h.end - h.start };
        const slug = slugIfNeeded(headings, h);
        if (slug !== undefined) heading.slug = slug;
        return heading;
      });
    }
    return listed;
  });
  return { packageSlug: slug, pages };
}

/**
 * The listing as compact text: a line per page (`id · title · characters`), then a line per
 * heading, indented, with its section's size.
 *
 * @param listing A listing.
 * @returns The text.
 */
export function listingText(listing: DocsListing): string {
  const { packageSlug, pages } = listing;
  if (pages.length === 0) {
    return `${packageSlug} has no documentation pages; try get-source or get-package instead.`;
  }
  const lines = [
    `${packageSlug}: ${pages.length} page${pages.length === 1 ? "" : "s"} ` +
    "(id · title · characters; under each, its headings · section characters)",
  ];
  for (const page of pages) {
    lines.push(`${page.id} · ${page.title} · ${page.size}`);
    for (const h of page.outline ?? []) {
      const slug = h.slug === undefined ? "" : ` · section: ${h.slug}`;
      lines.push(`  ${"#".repeat(h.level)} ${h.text} · ${h.size}${slug}`);
    }
  }
  return lines.join("\n");
}
