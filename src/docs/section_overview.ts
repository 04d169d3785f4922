/**
 * A section sized to the question: its own text, then the id fragment of each sub-section
 * (which says its heading's words), instead of every sub-section's text. `fetch` answers so
 * unless asked for the whole; `get-docs` always gives the whole.
 *
 * @module
 */
import { slug } from "github-slugger";
import type { CatalogPage } from "../catalog/catalog.ts";
import type { OutlineHeading } from "./page_outline.ts";
import { outlineOf } from "./page_sections.ts";

/** The most sub-sections listed; the rest are counted. */
const LISTED = 40;

/**
 * A section's own text and the outline of its direct sub-sections, or the whole section when
 * it has none. For a page (`heading` undefined): the text before its first heading and the
 * outline of its top-level headings; a page that is one section under a single `#` heading is
 * read as that section.
 *
 * @param page The page.
 * @param heading One of its headings, or `undefined` for the page.
 * @param pageId The id that names the page to the reader, which a fragment completes.
 * @returns Markdown.
 *
 * @example
 * ```ts
 * import { sectionOverview } from "./section_overview.ts";
 *
 * const markdown = "# Retry\n\nQueries retry.\n\n## Delay\n\nExponential.\n\n## Count\n\nThree.\n";
 * console.log(sectionOverview({ id: "guide", markdown }, undefined, "docs/query/guide"));
 * // # Retry
 * //
 * // Queries retry.
 * //
 * // Sub-sections (fetch docs/query/guide#<fragment>; full: true for all): #delay, #count
 * ```
 */
export function sectionOverview(
  page: CatalogPage,
  heading: OutlineHeading | undefined,
  pageId: string,
): string {
  const { bodyStart, headings } = outlineOf(page);
  const markdown = page.markdown;
  let start = bodyStart;
  let end = markdown.length;
  let children: OutlineHeading[];
  const only = headings.filter((h) => h.level === headings[0]?.level);
  const opening = heading ?? (only.length === 1 && markdown.slice(bodyStart, headings[0]!.start)
        .trim() === ""
    ? headings[0]
    : undefined);
  if (opening === undefined) {
    const top = Math.min(...headings.map((h) => h.level));
    children = headings.filter((h) => h.level === top);
  } else {
    start = opening.start;
    end = opening.end;
    const inside = headings.filter((h) => h.start > opening.start && h.start < opening.end);
    const next = Math.min(...inside.map((h) => h.level));
    children = inside.filter((h) => h.level === next);
  }
  const ownEnd = children[0]?.start ?? end;
  const own = markdown.slice(start, ownEnd).trim();
  if (children.length === 0) return own;
  // A fragment says its heading's words; the heading is added where it says more (a repeated
  // heading's `-1`).
  const listed = children.slice(0, LISTED).map((h) =>
    slug(h.text) === h.slug ? `#${h.slug}` : `#${h.slug} (${h.text})`
  );
  if (children.length > LISTED) listed.push(`and ${children.length - LISTED} more`);
  return `${own === "" ? "" : `${own}\n\n`}Sub-sections (fetch ${pageId}#<fragment>; full: ` +
    `true for all): ${listed.join(", ")}`;
}
