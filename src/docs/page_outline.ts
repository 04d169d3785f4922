/**
 * The outline of a Markdown page: its headings, each with the character range of its section.
 * Headings are CommonMark's (markdown-it, CommonMark preset): ATX and setext, never a `#` line
 * inside fenced or indented code.
 *
 * Decisions, documented in the README:
 * - Only top-level headings count. A heading inside a block quote or a list item is part of
 *   the quoted or listed content, not a division of the page.
 * - Front matter at the top of a page (the generator's rule, `front_matter.ts`) is not
 *   Markdown: its `---` lines would otherwise read as a rule and a setext heading. Its `title`
 *   is kept for the page title. (It is read with js-yaml, which, unlike the generator's `yaml`,
 *   needs no environment access under Deno: the server runs without `--allow-env`.)
 * - Slugs follow GitHub (github-slugger): lowercase, punctuation dropped, spaces to `-`; a
 *   repeated slug gets `-1`, `-2`, ... in page order.
 *
 * The `--deps` package cache keeps each page's outline (package_cache.ts): a change to what an
 * outline holds raises `READER_FORMAT` (reader_format.ts), or older outlines are served.
 *
 * @module
 */
import MarkdownIt from "markdown-it";
import GithubSlugger from "github-slugger";
import { load as loadYaml } from "js-yaml";
import { frontMatterBlock } from "./front_matter.ts";
import { type LineHeading, quickHeadings } from "./quick_headings.ts";
import { oneLine } from "../catalog/one_line.ts";
import { ownCopy } from "../catalog/own_copy.ts";
import type { OutlineHeading, PageOutline } from "../snapshot/page_outline_model.ts";

const markdown = new MarkdownIt("commonmark");

export type { OutlineHeading, PageOutline } from "../snapshot/page_outline_model.ts";

/**
 * Outlines a page.
 *
 * @param text The page's Markdown, as stored.
 * @returns Its front matter title, where its body starts, and its headings with their sections.
 *
 * @example
 * ```ts
 * import { outlinePage } from "./page_outline.ts";
 *
 * const outline = outlinePage("# Forms\n\n~~~sh\n# not a heading\n~~~\n\nUsage\n-----\n");
 * console.log(outline.headings.map((h) => `${h.level} ${h.text} ${h.slug}`)); // ["1 Forms forms", "2 Usage usage"]
 * ```
 */
export function outlinePage(text: string): PageOutline {
  const block = frontMatterBlock(text);
  const bodyStart = block?.end ?? 0;
  const body = text.slice(bodyStart);
  const { lines, starts: lineStarts } = splitLines(body);
  const found = quickHeadings(lines) ?? parsedHeadings(body);
  const slugger = new GithubSlugger();
  // A heading's text is cut from the page: copied, so that the outline, kept as long as the
  // page, does not keep the page's decoded text as well.
  const headings: OutlineHeading[] = found.map(({ level, text: headingText, line }) => ({
    level,
    text: ownCopy(headingText),
    slug: slugger.slug(headingText),
    start: bodyStart + (lineStarts[line] ?? body.length),
    end: text.length,
  }));
  // Sections still open at each heading; a heading closes those of its level and deeper.
  const open: OutlineHeading[] = [];
  for (const heading of headings) {
    while ((open.at(-1)?.level ?? 0) >= heading.level) open.pop()!.end = heading.start;
    open.push(heading);
  }
  const opensWithHeading = headings.length > 0 &&
    text.slice(bodyStart, headings[0]!.start).trim() === "";
  const outline = {
    frontMatterTitle: block && titleIn(block.yaml),
    bodyStart,
    headings,
    opensWithHeading,
  };
  // Only a page that no title names is looked through for an HTML heading.
  if (outline.frontMatterTitle !== undefined || titleHeading(outline) !== undefined) return outline;
  const htmlTitle = htmlHeading(text.slice(bodyStart, headings[0]?.start ?? text.length));
  return htmlTitle === undefined ? outline : { ...outline, htmlTitle: ownCopy(htmlTitle) };
}

/** The text of the first HTML `<h1>` in a text, its tags left out; none when it has no text. */
function htmlHeading(text: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(text)?.[1];
  const plain = inner?.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return plain === undefined || plain === "" ? undefined : plain;
}

/** The `title` of a front matter mapping, when it is text; broken YAML has none. */
function titleIn(yaml: string): string | undefined {
  let data: unknown;
  try {
    data = loadYaml(yaml);
  } catch {
    return undefined; // the generator warns about broken front matter; here it only lacks a title
  }
  const title = (data as { title?: unknown } | null)?.title;
  return typeof title === "string" && title.trim() !== "" ? ownCopy(title.trim()) : undefined;
}

/**
 * A page's title: its front matter `title`, else the heading that titles it
 * ({@link titleHeading}), else an HTML `<h1>` before its first heading (motion's README opens
 * with `<h1 align="center"><img ... />Motion</h1>`), else a readable name made from its id
 * ({@link readableName}).
 *
 * @param id The page id.
 * @param outline The page's outline.
 * @returns The title.
 *
 * @example
 * ```ts
 * import { outlinePage, pageTitle } from "./page_outline.ts";
 *
 * console.log(pageTitle("api", outlinePage("---\ntitle: Forms API\n---\n# API\n"))); // "Forms API"
 * console.log(pageTitle("guides/common-patterns", outlinePage("## Protected routes\n"))); // "Protected routes"
 * console.log(pageTitle("guides/redis", outlinePage("# Features\n# Quick Start\n"))); // "Redis"
 * ```
 */
export function pageTitle(id: string, outline: PageOutline): string {
  return outline.frontMatterTitle ?? titleHeading(outline)?.text ?? outline.htmlTitle ??
    readableName(id);
}

/**
 * The heading that titles a page: its one level-1 heading with text; without one, a heading that
 * opens the page and is the only one of the highest level it has (pino's `lts.md` opens with
 * `## Long Term Support` above `###` sections). A page's first `##` heading among others names
 * one section ("Protected routes" on a page of common patterns), the first of several `#`
 * headings one part (a README's `# Features` beside its `# Quick Start`), and so does a `#`
 * heading that other headings come before: none titles it.
 *
 * @param outline A page's outline.
 * @returns That heading, or `undefined`.
 *
 * @example
 * ```ts
 * import { outlinePage, titleHeading } from "./page_outline.ts";
 *
 * console.log(titleHeading(outlinePage("# Forms\n## Usage\n"))?.text); // "Forms"
 * console.log(titleHeading(outlinePage("## Long Term Support\n### Schedule\n"))?.text); // "Long Term Support"
 * console.log(titleHeading(outlinePage("# Features\n# Quick Start\n"))); // undefined
 * console.log(titleHeading(outlinePage("## Protected routes\n## WebSockets\n"))); // undefined
 * console.log(titleHeading(outlinePage("## Create a store\n# Recipes\n"))); // undefined
 * ```
 */
export function titleHeading(outline: PageOutline): OutlineHeading | undefined {
  const named = outline.headings.filter((h) => h.text !== "");
  if (named.length === 0) return undefined;
  const top = Math.min(...named.map((h) => h.level));
  const tops = named.filter((h) => h.level === top);
  if (tops.length !== 1) return undefined;
  // A level-1 heading after others is a part of the page, not its title (zustand's README has
  // `## First create a store` and others before its one `# Recipes`).
  if (top === 1) return named[0] === tops[0] ? tops[0] : undefined;
  return outline.opensWithHeading && outline.headings[0] === tops[0] ? tops[0] : undefined;
}

/** Short words a file name spells in lowercase that a title writes in capitals. */
const ACRONYMS = new Set([
  "api",
  "cli",
  "css",
  "faq",
  "html",
  "http",
  "json",
  "sdk",
  "ssr",
  "ui",
  "url",
]);

/**
 * A title made from a page id: its last segment (its folder's, for an `index` or `readme`
 * page), without an extension or a numeric ordering prefix (`01-app`), its dashes and
 * underscores as spaces, its first letter capitalised. A package's own `index` page is its
 * README, and says so.
 *
 * @param id A page id, such as `advanced/environment-variables`.
 * @returns The name, such as `Environment variables`.
 *
 * @example
 * ```ts
 * import { readableName } from "./page_outline.ts";
 *
 * console.log(readableName("01-app/02-guides/environment-variables.mdx")); // "Environment variables"
 * console.log(readableName("api")); // "API"
 * console.log(readableName("index")); // "README"
 * ```
 */
export function readableName(id: string): string {
  const segments = id.split("/").map((segment) => segment.replace(/\.mdx?$/i, ""))
    .filter((segment) => segment !== "");
  let name = segments.at(-1) ?? id;
  if (id === "index") return "README";
  if (/^(?:index|readme)$/i.test(name) && segments.length > 1) name = segments.at(-2)!;
  const words = name.replace(/^\d+[-_.]+(?=.)/, "").split(/[-_\s]+/).filter((w) => w !== "")
    .map((word) => ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word);
  const text = words.join(" ");
  return text === "" ? id : text.charAt(0).toUpperCase() + text.slice(1);
}

/** markdown-it's line breaks. */
const LINE_BREAK = /\r\n?|\n/g;

/** A text's lines, without their line breaks, and where each starts, in one pass. */
function splitLines(text: string): { lines: string[]; starts: number[] } {
  const lines: string[] = [];
  const starts = [0];
  let start = 0;
  for (const match of text.matchAll(LINE_BREAK)) {
    lines.push(text.slice(start, match.index));
    start = match.index + match[0].length;
    starts.push(start);
  }
  lines.push(text.slice(start));
  return { lines, starts };
}

/**
 * The top-level headings markdown-it finds: for a page {@link quickHeadings} is unsure of, and
 * as the reference the quick reader is tested against.
 *
 * @param body A page's Markdown after its front matter.
 * @returns Its headings, in order.
 *
 * @example
 * ```ts
 * import { parsedHeadings } from "./page_outline.ts";
 *
 * console.log(parsedHeadings("Usage\n-----\n\n- # in a list\n")); // [{ level: 2, text: "Usage", line: 0 }]
 * ```
 */
export function parsedHeadings(body: string): LineHeading[] {
  const tokens = markdown.parse(body, {});
  const headings: LineHeading[] = [];
  for (const [i, token] of tokens.entries()) {
    if (token.type !== "heading_open" || token.level !== 0 || token.map === null) continue;
    headings.push({
      level: Number(token.tag.slice(1)),
      text: plainText(tokens[i + 1]?.children ?? []),
      line: token.map[0],
    });
  }
  return headings;
}

/** The text a reader sees in a heading's inline tokens; images and inline HTML add none. */
function plainText(children: readonly { type: string; content: string }[]): string {
  let text = "";
  for (const child of children) {
    if (child.type === "text" || child.type === "code_inline") text += child.content;
    else if (child.type === "softbreak" || child.type === "hardbreak") text += " ";
  }
  return oneLine(text);
}
