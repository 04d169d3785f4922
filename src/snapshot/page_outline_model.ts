/**
 * What a page's outline holds: its headings, each with the character range of its section. The
 * rule that makes one is `docs/page_outline.ts`'s; the shape lives here, beside the records,
 * because the `--deps` package cache keeps outlines with its pages (`fields_later.ts`).
 *
 * @module
 */

/** One heading of a page and the section it opens. */
export interface OutlineHeading {
  /** 1 for `#` (or a `===` underline) to 6 for `######`. */
  level: number;
  /** The heading as a reader sees it: inline code without backticks, no markup or HTML. */
  text: string;
  /** Its GitHub-style anchor, unique within the page. */
  slug: string;
  /** Where its first line starts, as an index into the page text. */
  start: number;
  /**
   * Where its section ends: the start of the next heading of the same or a higher level
   * (a smaller or equal `level`), or the end of the page.
   */
  end: number;
}

/** What a page's outline holds. */
export interface PageOutline {
  /** The front matter's `title`, when the page has front matter with a text title. */
  frontMatterTitle: string | undefined;
  /** Where the Markdown starts after the front matter (0 without front matter). */
  bodyStart: number;
  /** Every top-level heading, in page order. */
  headings: OutlineHeading[];
  /** Whether the body opens with its first heading, no text before it. */
  opensWithHeading: boolean;
  /**
   * The text of an HTML `<h1>` before the first heading (a README's centred logo and name), when
   * neither the front matter nor a heading titles the page.
   */
  htmlTitle?: string;
}
