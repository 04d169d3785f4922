/**
 * The lines of an installed package's scripts that contain a text, as `grep -n` over them would
 * show them: each under its file and line, and under the id of the code page's section it is in
 * when the page has one (a section's body starts with its `file:line`). A line that several
 * scripts hold alike (a build's copy of a module) is shown once. Of a few lines found, one that
 * opens a function no section shows comes with its body, as `grep` and then `sed` would show it:
 * the page holds the definitions of a package's scripts up to a size, not all of them.
 *
 * @module
 */
import type { CatalogPage } from "../catalog/catalog.ts";
import { oncePer } from "../catalog/once_per.ts";
import { blockEnd, indentOf } from "../docs/code_blocks.ts";
import type { InstalledScript } from "../docs/installed_scripts.ts";
import { outlineOf } from "../docs/page_sections.ts";

/** A line that contains the text, and where it is. */
export interface ScriptLine {
  /** The id of the code page's section it is in, with its file; its file, in none. */
  section: string;
  /** Its number in its file (1-based). */
  line: number;
  /** Its text, trimmed. */
  text: string;
  /** The lines of the function it opens, to the one that closes it, less its indentation. */
  body?: readonly string[];
}

/** How many lines found, at most, get the bodies of the functions they open. */
const WITH_BODIES = 3;

/** The most lines of a body shown; a longer one is cut there. */
const BODY_LINES = 40;

/** A line that opens a function: `function name(a) {`, `name = (a) => {`, `name(a) {`. */
const OPENS_FUNCTION =
  /\bfunction\b.*\{\s*$|=>\s*\{\s*$|^\s*(?:async\s+)?[\w$]+\s*\([^()]*\)\s*\{\s*$/;

/** A section of a code page: the lines of its file it shows. */
interface CodeSection {
  slug: string;
  first: number;
  last: number;
}

/** Where a section's body says what it shows: `lib/query.js:4767` or `lib/a.js:250-305 (of ...)`. */
const PLACE = /^(\S+?):(\d+)(?:-(\d+))?/;

/** The opening and closing line of a fenced code block. */
const FENCE = /^```/;

/**
 * The lines of `scripts` that `contains` accepts.
 *
 * @param scripts The package's scripts, the modules before a build's copies of them.
 * @param page The package's code page, whose sections the lines are placed in.
 * @param pageId The page's id, `docs/<slug>/code`.
 * @param contains Whether a line holds what is looked for.
 * @returns The lines, and how many copies of lines already shown were left out.
 *
 * @example
 * ```ts ignore
 * scriptLines(installedScriptsOf(pkg)!, page, "docs/mongoose/code", (l) => l.includes("mongoose:"));
 * // { found: [{ section: "lib/tracing.js", line: 37, text: "cursorNextChannel: ..." }], copies: 1 }
 * ```
 */
export function scriptLines(
  scripts: readonly InstalledScript[],
  page: CatalogPage,
  pageId: string,
  contains: (line: string) => boolean,
): { found: ScriptLine[]; copies: number } {
  const sections = sectionsOf(page);
  const firstIn = new Map<string, string>();
  const found: (ScriptLine & { lines: readonly string[]; shown: boolean })[] = [];
  let copies = 0;
  for (const { path, lines } of scripts) {
    for (const [index, line] of lines.entries()) {
      if (!contains(line)) continue;
      const text = line.trim();
      // A line its own file repeats is shown each time; one another script showed is a copy.
      const shownBy = firstIn.get(text) ?? path;
      if (shownBy !== path) {
        copies++;
        continue;
      }
      firstIn.set(text, path);
      const shownIn = innermost(sections.get(path), index + 1);
      found.push({
        section: shownIn === undefined ? path : `${pageId}#${shownIn.slug} (${path})`,
        line: index + 1,
        text,
        lines,
        shown: shownIn !== undefined,
      });
    }
  }
  return {
    found: found.map(({ lines, shown, ...line }) => {
      const body = found.length <= WITH_BODIES && !shown ? bodyOf(lines, line.line - 1) : undefined;
      return body === undefined ? line : { ...line, body };
    }),
    copies,
  };
}

/** The lines after one that opens a function, to the one that closes it, less its indentation. */
function bodyOf(lines: readonly string[], index: number): string[] | undefined {
  if (!OPENS_FUNCTION.test(lines[index]!)) return undefined;
  const end = blockEnd(lines, index, Infinity);
  if (end === undefined) return undefined;
  const indent = indentOf(lines[index]!);
  const body = lines.slice(index + 1, end).map((line) => line.slice(indent).trimEnd());
  return body.length > BODY_LINES ? [...body.slice(0, BODY_LINES), "…"] : body;
}

/** The narrowest of the sections that show a line. */
function innermost(sections: readonly CodeSection[] | undefined, line: number) {
  let best: CodeSection | undefined;
  for (const section of sections ?? []) {
    if (section.first > line || section.last < line) continue;
    if (best === undefined || section.last - section.first < best.last - best.first) {
      best = section;
    }
  }
  return best;
}

/** A code page's sections by the file each shows lines of. */
const sectionsOf = oncePer((page: CatalogPage): Map<string, CodeSection[]> => {
  const markdown = page.markdown;
  const byPath = new Map<string, CodeSection[]>();
  for (const heading of outlineOf(page).headings) {
    const lines = markdown.slice(heading.start, heading.end).split("\n");
    const at = lines.findIndex((line, i) => i > 0 && line.trim() !== "");
    const place = at < 0 ? null : PLACE.exec(lines[at]!);
    if (place === null) continue;
    const first = Number(place[2]);
    // A whole definition's body gives its first line only: its block has its lines, one each.
    const open = lines.findIndex((line, i) => i > at && FENCE.test(line));
    const close = lines.findIndex((line, i) => i > open && FENCE.test(line));
    const last = place[3] !== undefined
      ? Number(place[3])
      : first + Math.max(close - open - 1, 1) - 1;
    const sections = byPath.get(place[1]!) ?? [];
    sections.push({ slug: heading.slug, first, last });
    byPath.set(place[1]!, sections);
  }
  return byPath;
});
