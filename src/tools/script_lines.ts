/**
 * The lines of an installed package's scripts that contain a text, as `grep -n` over them would
 * show them: each under its file and line, and under the id of the code page's section it is in
 * when the page has one (a section's body starts with its `file:line`). A line that several
 * scripts hold alike (a build's copy of a module: a script of the same name) is shown once. A line that opens a function
 * comes with its body, as `grep -A` would show it, when few lines are found (the page holds the
 * definitions of a package's scripts up to a size, not all of them, and a section shown is one
 * more call), or when the body is a few lines (typebox's `IsValueTrue`, whose one line says which
 * values convert). A line or two between lines found is shown too: a statement written over
 * lines (mysql2's `this.resetOnRelease = ... ? true : ...`) reads whole. `context` shows lines
 * around each line found, as `grep -C` does; a line is shown once, however many ask for it.
 *
 * @module
 */
import type { CatalogPage } from "../catalog/catalog.ts";
import { oncePer } from "../catalog/once_per.ts";
import { blockEnd, definitionStart, indentOf } from "../docs/code_blocks.ts";
import type { InstalledScript } from "../docs/installed_scripts.ts";
import { outlineOf } from "../docs/page_sections.ts";
import { dataKeys } from "./data_keys.ts";

/** A line that contains the text, and where it is. */
export interface ScriptLine {
  /** The id of the code page's section it is in, with its file; its file, in none. */
  section: string;
  /** Its number in its file (1-based). */
  line: number;
  /** Its text: trimmed, or less the indentation it shares with the lines shown around it. */
  text: string;
  /** The lines before it shown with it (`context`), less their common indentation. */
  before?: readonly string[];
  /**
   * The lines after it shown with it, less their common indentation: the function it opens, to the line
   * that closes it; those between it and the next line found, a line or two on; `context`.
   */
  after?: readonly string[];
  /** Set on a line shown already, after a line found before it: it is not shown again. */
  inBody?: true;
  /** The keys of the object literals it is nested in, as an accessor (`data.holidays.DE`). */
  keys?: string;
}

/** How many lines found, at most, get the bodies of the functions they open, whatever their size. */
const WITH_BODIES = 3;

/** The most lines of a body shown; a longer one is cut there. */
const BODY_LINES = 40;

/** The most lines (its closing one counted) of a body shown however many lines are found. */
const SHORT_BODY = 4;

/** The most lines between two lines found that are shown, to read them as one statement. */
const GAP_LINES = 2;

/** The most lines of short bodies one answer shows, together. */
const SHORT_BODIES_LINES = 40;

/** A line that opens a function: `function name(a) {`, `name = (a) => {`, `name(a) {`. */
const OPENS_FUNCTION =
  /\bfunction\b.*\{\s*$|=>\s*\{\s*$|^\s*(?:async\s+)?[\w$]+\s*\([^()]*\)\s*\{\s*$/;

/** A section of a code page: the lines of its file it shows. */
interface CodeSection {
  slug: string;
  first: number;
  last: number;
  /** The lines of the whole definition a part of one shows. */
  of?: { first: number; last: number };
}

/** Lines of one script: its path and the first and last line's numbers (1-based). */
export interface ScriptRange {
  path: string;
  first: number;
  last: number;
}

/**
 * Where a section's body says what it shows: `lib/query.js:4767`, or of a part of a long
 * definition `lib/a.js:250-305 (of 200-410)`.
 */
const PLACE = /^(\S+?):(\d+)(?:-(\d+))?(?: \(of (\d+)-(\d+)\))?/;

/** A script's module: its file's name without folder or extension (`dist/cjs/query.cjs`: `query`). */
function moduleOf(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.indexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * A script's module as every build of the package names it: its two innermost folders and its
 * name (`type/matrix/DenseMatrix` of `lib/esm/type/matrix/DenseMatrix.js`); none for a script
 * with fewer folders, whose builds are told apart by their lines alone.
 */
function builtModuleOf(path: string): string | undefined {
  const folders = path.split("/").slice(0, -1);
  return folders.length < 3 ? undefined : `${folders.slice(-2).join("/")}/${moduleOf(path)}`;
}

/** The opening and closing line of a fenced code block. */
const FENCE = /^```/;

/**
 * The lines of `scripts` that `contains` accepts.
 *
 * @param scripts The package's scripts, the modules before a build's copies of them.
 * @param page The package's code page, whose sections the lines are placed in.
 * @param pageId The page's id, `docs/<slug>/code`.
 * @param contains Whether a line holds what is looked for.
 * @param context How many lines before and after each line found are shown with it, as `grep -C`.
 * @param within Only these lines of one script ({@link definitionOf}).
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
  context = 0,
  within?: ScriptRange,
): { found: ScriptLine[]; copies: number } {
  const sections = sectionsOf(page);
  // Where each line was first shown, by module: the script that showed it.
  const firstIn = new Map<string, Map<string, string>>();
  // The script each module's lines were first shown from, by its path's last folders and name.
  const builtFrom = new Map<string, string>();
  const found: (ScriptLine & { lines: readonly string[] })[] = [];
  let copies = 0;
  for (const { path, lines } of scripts) {
    if (within !== undefined && path !== within.path) continue;
    const built = builtModuleOf(path);
    const firstFound = found.length;
    for (const [index, line] of lines.entries()) {
      if (within !== undefined && (index + 1 < within.first || index + 1 > within.last)) continue;
      if (!contains(line)) continue;
      // Another build of a module shown already (mathjs' `lib/cjs/type/matrix/DenseMatrix.js`
      // after its source map's `src/type/matrix/DenseMatrix.js`): its lines are the module's,
      // however the build writes them (`var`, `(0, _is.isIndex)`, a ternary on one line).
      const shownFrom = built === undefined ? undefined : builtFrom.get(built);
      if (shownFrom !== undefined && shownFrom !== path) {
        copies++;
        continue;
      }
      if (built !== undefined) builtFrom.set(built, path);
      const text = line.trim();
      // A line its own file repeats is shown each time, and so is one another module writes
      // alike (cli-progress's `single-bar.js` and `multi-bar.js` each register a SIGINT handler
      // in the same words: with one left out, a trial assistant said only one of them did); one
      // a build's copy of its module repeats (a script of the same name) is a copy.
      const byModule = firstIn.get(text) ?? new Map<string, string>();
      const module = moduleOf(path);
      const shownBy = byModule.get(module) ?? path;
      if (shownBy !== path) {
        copies++;
        continue;
      }
      byModule.set(module, path);
      firstIn.set(text, byModule);
      const shownIn = innermost(sections.get(path), index + 1);
      found.push({
        section: shownIn === undefined ? path : `${pageId}#${shownIn.slug} (${path})`,
        line: index + 1,
        text,
        lines,
      });
    }
    // The lines of data found in this script say whose they are, read in one pass.
    const mine = found.slice(firstFound);
    const keys = dataKeys(lines, mine.map((line) => line.line - 1));
    for (const line of mine) {
      const accessor = keys.get(line.line - 1);
      if (accessor !== undefined) line.keys = accessor;
    }
  }
  const few = found.length <= WITH_BODIES;
  let room = SHORT_BODIES_LINES;
  // The last line of its file shown so far: a line found up to it is shown already.
  let covered = { lines: undefined as readonly string[] | undefined, to: 0, indent: 0 };
  return {
    found: found.map(({ lines, ...line }, i) => {
      const shownTo = covered.lines === lines ? covered.to : 0;
      if (line.line <= shownTo) return { ...line, inBody: true };
      const next = found[i + 1];
      const nextLine = next?.lines === lines ? next.line : lines.length + 1;
      let to = Math.min(line.line + context, nextLine - 1);
      // A line or two between two lines found in one section: a statement over lines.
      const joinsNext = nextLine - line.line - 1 <= GAP_LINES && next?.section === line.section;
      if (joinsNext) to = nextLine - 1;
      const body = bodyEnd(lines, line.line - 1);
      const cut = body !== undefined && body - line.line > BODY_LINES;
      const withBody = body !== undefined &&
        (few || (body - line.line <= SHORT_BODY && body - line.line <= room));
      let from = Math.max(shownTo + 1, line.line - context);
      if (withBody) {
        if (!few) room -= body - line.line;
        // A function shown whole is shown from its doc comment to its body's end: `context`
        // past them would show the end of the function before and the start of the next.
        const end = Math.min(body, line.line + BODY_LINES);
        to = joinsNext ? Math.max(end, nextLine - 1) : end;
        from = Math.max(from, commentAbove(lines, line.line));
      }
      // The lines shown together keep their indentation, less what they all have (or the lines
      // shown just before them had).
      const follows = covered.lines === lines && from === shownTo + 1;
      const indent = follows ? covered.indent : Math.min(
        ...lines.slice(from - 1, to).filter((each) => each.trim() !== "").map(indentOf),
      );
      covered = { lines, to, indent };
      if (from === line.line && to === line.line && !follows) return line;
      const before = lessIndented(lines.slice(from - 1, line.line - 1), indent);
      const after = lessIndented(lines.slice(line.line, to), indent);
      if (cut && to === line.line + BODY_LINES) after.push("…");
      return {
        ...line,
        text: lessIndented([lines[line.line - 1]!], indent)[0]!,
        ...(before.length > 0 ? { before } : {}),
        ...(after.length > 0 ? { after } : {}),
      };
    }),
    copies,
  };
}

/**
 * The first line (1-based) of the comments and decorators right above a line (1-based); the line
 * itself when there are none.
 */
function commentAbove(lines: readonly string[], line: number): number {
  let first = line;
  while (first > 1 && COMMENT_OR_DECORATOR.test(lines[first - 2]!)) first--;
  return first;
}

/** A line of a comment (`//`, `/*`, ` *`, `*\/`) or a decorator (`@memoize()`). */
const COMMENT_OR_DECORATOR = /^\s*(?:\/\/|\/\*|\*|@[A-Za-z_$])/;

/**
 * The number of the line that closes the function a line opens (1-based), when it opens one: a
 * function's body is shown to it.
 */
function bodyEnd(lines: readonly string[], index: number): number | undefined {
  // Its parameters may be written one a line below it (filesize's `function handleZeroValue(`).
  const { text, opens } = definitionStart(lines, index);
  if (!OPENS_FUNCTION.test(text)) return undefined;
  return blockEnd(lines, opens, Infinity);
}

/** Lines less an indentation (a line indented less loses its own), their ends trimmed. */
function lessIndented(lines: readonly string[], indent: number): string[] {
  return lines.map((line) => line.slice(Math.min(indent, indentOf(line))).trimEnd());
}

/**
 * The lines of the definition a section of a code page shows: the whole of a long one a part of it
 * shows (`lines` over a part reads its definition's other parts too).
 *
 * @param page The package's code page.
 * @param anchor The section's slug.
 * @returns Its script and lines; `undefined` for a section that shows no lines of a script.
 *
 * @example
 * ```ts ignore
 * definitionOf(page, "connectionconfigconstructor-lines-137-197");
 * // { path: "lib/connection_config.js", first: 82, last: 260 }
 * ```
 */
export function definitionOf(page: CatalogPage, anchor: string): ScriptRange | undefined {
  for (const [path, sections] of sectionsOf(page)) {
    const section = sections.find((each) => each.slug === anchor);
    if (section !== undefined) return { path, ...(section.of ?? section) };
  }
  return undefined;
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
    const of = place[4] === undefined
      ? {}
      : { of: { first: Number(place[4]), last: Number(place[5]) } };
    sections.push({ slug: heading.slug, first, last, ...of });
    byPath.set(place[1]!, sections);
  }
  return byPath;
});
