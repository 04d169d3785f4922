/**
 * What list-docs answers: every page of a package with its title, size and outline, as
 * structured data and as compact text.
 *
 * @module
 */
import { availablePages, type Catalog, NotFoundError } from "../catalog/catalog.ts";
import { quote } from "../catalog/quote.ts";
import { countOf } from "../catalog/count_of.ts";
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
  /**
   * Instead of pages, when even their titles would make a long listing: each folder of page ids
   * (a prefix to pass) with how many pages it holds.
   */
  folders?: ListedFolder[];
  /** How the listing was shortened to stay short, and how to ask for more. */
  shortened?: string;
}

/** A folder of page ids, in a listing too long for their titles. */
export interface ListedFolder {
  /** What list-docs takes as `prefix` for its pages (`01-app/02-guides/`). */
  prefix: string;
  /** How many pages it holds. */
  pages: number;
}

/**
 * The longest listing text; a longer one lists fewer heading levels, then page titles only,
 * then folders (the evaluation app's Next.js docs, 478 pages, were 165,322 characters).
 */
const LISTING_BUDGET = 10_000;

/** The heading levels a listing too long tries, deepest first; 0 is titles only. */
const SHORTER_LEVELS = [2, 1, 0];

/**
 * Lists a package's pages within {@link LISTING_BUDGET}: as asked when that fits, else with
 * fewer heading levels, else page titles only, else the folders of page ids with their counts;
 * `shortened` says which, and what to pass for more.
 *
 * @param catalog The catalog.
 * @param slug The package slug.
 * @param options What to leave out.
 * @returns The listing.
 * @throws {NotFoundError} See {@link listDocs}.
 *
 * @example
 * ```ts ignore
 * listingText(fittedListing(catalog, "next", {})); // "next: 478 pages, ... pass prefix ..."
 * ```
 */
export function fittedListing(
  catalog: Catalog,
  slug: string,
  options: ListingOptions,
): DocsListing {
  const asked = options.maxLevel ?? 6;
  const listing = listDocs(catalog, slug, options);
  if (listingText(listing).length <= LISTING_BUDGET) return listing;
  for (const maxLevel of SHORTER_LEVELS.filter((level) => level < asked)) {
    const shorter = listDocs(catalog, slug, { ...options, maxLevel });
    shorter.shortened = maxLevel === 0
      ? "titles only, to keep this short; pass prefix for fewer pages with their headings"
      : `headings down to level ${maxLevel} only, to keep this short; pass prefix for fewer ` +
        "pages with all their headings";
    if (listingText(shorter).length <= LISTING_BUDGET) return shorter;
  }
  return {
    packageSlug: slug,
    pages: [],
    folders: foldersOf(listing.pages.map((page) => page.id), options.prefix ?? ""),
    shortened: `${listing.pages.length} pages, too many to list here; pass prefix for one ` +
      "folder's pages",
  };
}

/**
 * The folders of page ids, as deep as fits the budget: each page's folder, else fewer levels of
 * them, down to the first below `prefix`.
 */
function foldersOf(ids: readonly string[], prefix: string): ListedFolder[] {
  const depth = Math.max(...ids.map((id) => id.split("/").length - 1));
  let folders: ListedFolder[] = [];
  for (let levels = depth; levels >= 1; levels--) {
    const counts = countOf(ids.map((id) => {
      const parts = id.split("/").slice(0, -1).slice(0, levels);
      return parts.length === 0 ? "" : `${parts.join("/")}/`;
    }));
    folders = [...counts].sort(([a], [b]) => a < b ? -1 : 1)
      .map(([folder, pages]) => ({ prefix: folder, pages }));
    const text = folders.map(folderLine).join("\n");
    if (text.length <= LISTING_BUDGET || levels <= prefix.split("/").length) break;
  }
  return folders;
}

/** A folder's line in a listing: the prefix to pass (`""` for the top level) and its pages. */
function folderLine({ prefix, pages }: ListedFolder): string {
  return `${prefix === "" ? '""' : prefix} · ${pages}`;
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
  const { packageSlug, pages, folders, shortened } = listing;
  if (folders !== undefined) {
    return [
      `${packageSlug}: ${shortened} (prefix · pages):`,
      ...folders.map(folderLine),
    ].join("\n");
  }
  if (pages.length === 0) {
    return `${packageSlug} has no documentation pages; try get-source or get-package instead.`;
  }
  const lines = [
    `${packageSlug}: ${pages.length} page${pages.length === 1 ? "" : "s"} ` +
    "(id · title · characters; under each, its headings · section characters)" +
    (shortened === undefined ? "" : `; ${shortened}`),
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
