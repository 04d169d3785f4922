/**
 * Sections of the catalog's pages: each page outlined once and kept, a page's title, and the
 * section a caller names by a heading's text or slug.
 *
 * @module
 */
import { type CatalogPage, NotFoundError } from "../catalog/catalog.ts";
import { closestNames } from "../catalog/closest_names.ts";
import { oncePer } from "../catalog/once_per.ts";
import { quote } from "../catalog/quote.ts";
import {
  type OutlineHeading,
  outlinePage,
  type PageOutline,
  pageTitle,
  titleHeading,
} from "./page_outline.ts";
import { oneLine } from "../catalog/one_line.ts";
import { escapeRegExp } from "../catalog/written_name.ts";

/** The most headings an unknown-section error lists (a long reference page has hundreds). */
const LISTED_HEADINGS = 100;

/**
 * The outline of a page: the one kept with it, else worked out on first use and kept (the
 * catalog keeps one object per page for as long as it serves).
 *
 * @param page A page of the catalog.
 * @returns Its outline.
 */
export const outlineOf: (page: CatalogPage) => PageOutline = oncePer((page: CatalogPage) =>
  page.outline ?? outlinePage(page.markdown)
);

/**
 * A page's title: the one stored with it, else the rule of {@link pageTitle}. A stored title
 * that is only the text of the page's first heading where today's rule takes no heading (or its
 * id) was made by an older generator's rule, which took any first heading; the page is titled by
 * today's rule.
 *
 * @param page A page of the catalog.
 * @returns The title.
 */
export function titleOf(page: CatalogPage): string {
  const outline = outlineOf(page);
  const stored = page.title?.trim();
  if (stored && !byOlderRule(stored, page.id, outline)) return page.title!;
  return pageTitle(page.id, outline);
}

function byOlderRule(stored: string, id: string, outline: PageOutline): boolean {
  if (outline.frontMatterTitle !== undefined) return false;
  const first = outline.headings.find((h) => h.text !== "");
  if (first === undefined) return stored === id;
  // Older rules took the first heading, of any level, and the first of several `#` headings.
  return stored === first.text && titleHeading(outline) !== first;
}

/**
 * The heading a caller means, tried in this order: the heading with that slug (a leading `#`
 * ignored, as in a link), a heading whose text is exactly `wanted` (the first, when several
 * are), then a heading whose text matches ignoring case, backticks, extra spaces and leading
 * `#` marks (`## Install` finds `Install`). Slugs come first because they are unique: every
 * heading is reachable by its slug, whatever the other headings say.
 *
 * @param headings A page's headings.
 * @param wanted What the caller passed.
 * @returns The heading, or `undefined`.
 */
export function findHeading(
  headings: readonly OutlineHeading[],
  wanted: string,
): OutlineHeading | undefined {
  const exact = reachedBy(headings)(wanted);
  if (exact !== undefined) return exact;
  const loose = looseText(wanted);
  const same = headings.find((h) => looseText(h.text) === loose);
  if (same !== undefined || loose === "") return same;
  // Last, the one heading that starts with those words (`redact` for `redact (Array | Object):`).
  const words = new RegExp(`^${escapeRegExp(loose)}\\b`);
  const starting = headings.filter((h) => words.test(looseText(h.text)));
  return starting.length === 1 ? starting[0] : undefined;
}

/**
 * A page's headings by what reaches them exactly: the first whose slug is a text, else the first
 * whose text it is. Built once per outline: listing a code page's thousands of headings asks it
 * of each (it took 1.5-3 s for sequelize's when each asked went through them all).
 */
const reachedBy = oncePer((headings: readonly OutlineHeading[]) => {
  const bySlug = new Map<string, OutlineHeading>();
  const byText = new Map<string, OutlineHeading>();
  for (const heading of headings) {
    if (!bySlug.has(heading.slug)) bySlug.set(heading.slug, heading);
    if (!byText.has(heading.text)) byText.set(heading.text, heading);
  }
  return (wanted: string) => bySlug.get(wanted.trim().replace(/^#/, "")) ?? byText.get(wanted);
});

/**
 * The slug to pass for a heading that its text does not reach (a repeated heading: its text
 * finds the first one), else `undefined`.
 *
 * @param headings The page's headings.
 * @param heading One of them.
 */
export function slugIfNeeded(
  headings: readonly OutlineHeading[],
  heading: OutlineHeading,
): string | undefined {
  return findHeading(headings, heading.text) === heading ? undefined : heading.slug;
}

/**
 * One section of a page: its heading and everything up to the next heading of the same or a
 * higher level, trailing blank lines dropped.
 *
 * @param slug The package slug, for messages.
 * @param page The page.
 * @param section A heading's text or slug.
 * @returns The section's Markdown.
 * @throws {NotFoundError} Listing the page's headings (the closest first).
 */
export function readSection(slug: string, page: CatalogPage, section: string): string {
  const { headings } = outlineOf(page);
  const heading = findHeading(headings, section);
  if (heading !== undefined) return page.markdown.slice(heading.start, heading.end).trimEnd();
  const where = `Page ${quote(page.id)} of ${quote(slug)}`;
  if (headings.length === 0) {
    throw new NotFoundError(
      `${where} has no headings, so no sections: call get-docs without section for the page.`,
    );
  }
  const closest = closestNames(section, headings.map((h) => h.text));
  let slugged = false;
  const lines = headings.slice(0, LISTED_HEADINGS).map((h) => {
    const needed = slugIfNeeded(headings, h);
    slugged ||= needed !== undefined;
    return `${"#".repeat(h.level)} ${h.text}${needed === undefined ? "" : ` (${needed})`}`;
  });
  if (headings.length > LISTED_HEADINGS) {
    lines.push(`... and ${headings.length - LISTED_HEADINGS} more (list-docs shows them all)`);
  }
  throw new NotFoundError(
    `${where} has no section ${quote(section)}.` +
      (closest.length > 0 ? ` Closest: ${closest.join(", ")}.` : "") +
      ` Its sections (pass a heading's text${slugged ? ", or the slug in parentheses" : ""}):\n` +
      lines.join("\n"),
  );
}

function looseText(text: string): string {
  return oneLine(text.replace(/^\s*#{1,6}\s+/, "").replaceAll("`", "")).toLowerCase();
}
