/**
 * `fetch` with `lines`: the lines of an item that contain a text, each under the id of the
 * section it is in, as `grep -n` over the page would show them. An assistant asking where a name
 * is set, or whether a class has a setter for it, reads a few lines instead of the passages
 * ranked for it; and a text found nowhere is said so, which no ranked passage can say.
 *
 * @module
 */
import { type Catalog, NotFoundError } from "../catalog/catalog.ts";
import { quote } from "../catalog/quote.ts";
import { type InstalledScript, installedScriptsOf } from "../docs/installed_scripts.ts";
import { statement } from "../docs/script_copies.ts";
import { outlineOf } from "../docs/page_sections.ts";
import { CODE_PAGE_ID } from "../snapshot/third_party.ts";
import type { FetchedItem } from "./fetched_item.ts";
import { caseCounts, type LineMatcher, lineMatcher } from "./line_matcher.ts";
import { definitionOf, scriptLines } from "./script_lines.ts";
import { htmlRowAt } from "./html_table_rows.ts";

/**
 * The most builds whose lines were left out named in the answer; the rest are counted
 * (libphonenumber-js' `build/` and `es6/` copies named eight).
 */
const NAMED_BUILDS = 3;

/** The most lines listed; the rest are counted. */
const MOST_LINES = 40;

/**
 * The most lines shown, those around the lines listed included (a body, `context`): a broad text
 * with `context: 3` over csv-parse's scripts showed 7,478 characters in a trial.
 */
const MOST_SHOWN = 80;

/**
 * The most characters of one line of a page listed (a paragraph may be a line): a longer one is
 * cut around its first match.
 */
const LINE_CHARS = 200;

/**
 * The most characters of one line of code, or of a table's row, listed: a message or a condition
 * is read whole (cut at 200, mysql2's "Ignoring invalid timezone passed to Connection: ..." lost
 * its last words, and the trials' assistants fetched its section again; @octokit/webhooks'
 * `issue_dependencies` row lost its last action).
 */
const CODE_LINE_CHARS = 400;

/** The spaces that pad a table row's cells (`| a    | b |`), one kept. */
const PADDING = /\s{2,}/g;

/** A line that contains the text, and where it is. */
interface FoundLine {
  /** The id of the section it is in (the page's, before its first heading), or its file. */
  section: string;
  /** Its number in its file, for a line of an installed script. */
  line?: number;
  /** Its text, trimmed. */
  text: string;
  /** The lines before it shown with it (`context`). */
  before?: readonly string[];
  /** The lines after it shown with it: the function it opens, `context` (script_lines.ts). */
  after?: readonly string[];
  /** Set on a line shown already, after a line found before it: it is not shown again. */
  inBody?: true;
  /** The keys of the object literals it is nested in, as an accessor (script_lines.ts). */
  keys?: string;
}

/**
 * The lines of a page, a section or another item's text that contain `text` (`a|b`: either;
 * case ignored unless it has a capital, and then too when its case finds none: line_matcher.ts),
 * grouped under the ids of their sections. Of the code page of a package served
 * from where it is installed, the lines of all its scripts, each with its file and line
 * (script_lines.ts): the page holds the definitions they make, up to a size.
 *
 * @param catalog The catalog.
 * @param item The item as `fetch` found it (a section's page and section are its metadata's; a
 *   symbol's or element's lines are those of its Markdown).
 * @param text What the lines contain.
 * @param context How many lines before and after each are shown with it, as `grep -C` (of its
 *   section, on a page).
 * @returns The lines, their count, and a line saying so when none does.
 * @throws {NotFoundError} For a section id whose section the page does not have.
 *
 * @example
 * ```ts ignore
 * matchingLines(catalog, fetchItem(catalog, "docs/kit/code", true), "tableName");
 * // '3 lines contain "tableName":\n\n## docs/kit/code#storeconstructor\nthis.tableName = ...'
 * ```
 */
export function matchingLines(
  catalog: Catalog,
  item: FetchedItem,
  text: string,
  context = 0,
): string {
  let lines = linesFound(catalog, item, text, context, false);
  let how = "";
  if (lines.found.length === 0 && caseCounts(text)) {
    // Its case found nothing: the lines that have it in another case.
    lines = linesFound(catalog, item, text, context, true);
    how = " (case ignored)";
  }
  const { found, whose, matcher } = lines;
  return found.length === 0
    ? `No line ${whose} contains ${quote(text)}.`
    : linesWritten(found, whose, text, matcher, how);
}

/**
 * The scripts to read lines from, without those that write the modules again (their `rewrite`),
 * counted instead: a copy (ignore's `legacy.js`, Babel's `index.js`) whenever the modules have
 * such a line, a bundle or a build named after the package when one of its lines found is a
 * module's word for word (js-beautify's `js/lib/beautify.js`: `this.max_preserve_newlines =
 * this._get_number('max_preserve_newlines', 32786);` in four scripts), since it may also hold
 * what the modules import, or be all the package's code. Every script is read when the modules
 * have no such line.
 */
function withoutCopies(
  scripts: readonly InstalledScript[],
  contains: (line: string) => boolean,
): { read: readonly InstalledScript[]; built: { path: string; lines: number }[] } {
  if (!scripts.some(({ rewrite }) => rewrite !== undefined)) return { read: scripts, built: [] };
  const inModules = new Set(
    scripts.filter(({ rewrite }) => rewrite === undefined)
      .flatMap(({ lines }) => lines.filter(contains).map(statement)),
  );
  const built: { path: string; lines: number }[] = [];
  const read = scripts.filter(({ path, lines, rewrite }) => {
    if (rewrite === undefined || inModules.size === 0) return true;
    const found = lines.filter(contains);
    const copy = found.length > 0 &&
      (rewrite === "copy" || found.some((line) => inModules.has(statement(line))));
    if (copy) built.push({ path, lines: found.length });
    return !copy;
  });
  return { read, built };
}

/** The lines of {@link matchingLines}, with what they are lines of and the matcher that found them. */
function linesFound(
  catalog: Catalog,
  item: FetchedItem,
  text: string,
  context: number,
  ignoreCase: boolean,
): { found: FoundLine[]; whose: string; matcher: LineMatcher } {
  const matcher = lineMatcher(text, ignoreCase);
  const contains = (line: string) => matcher.at(line) >= 0;
  const { package: slug, page, section } = item.metadata;
  const scripts = page === CODE_PAGE_ID ? installedScriptsOf(catalog.getPackage(slug!)) : undefined;
  const code = scripts === undefined ? undefined : catalog.getDocPage(slug!, page!);
  const pageId = `docs/${slug}/${page}`;
  if (code !== undefined && section === undefined) {
    const { name } = catalog.getPackage(slug!);
    const { read, built } = withoutCopies(scripts!, contains);
    const { found, copies } = scriptLines(read, code, pageId, contains, context);
    const whose = `of ${name}'s ${scripts!.length} installed scripts`;
    const left = [
      ...(copies === 0 ? [] : [`${copies} alike in other scripts`]),
      ...(built.length === 0 ? [] : [
        `${built.reduce((sum, { lines }) => sum + lines, 0)} in its builds ${
          built.slice(0, NAMED_BUILDS).map(({ path }) => path).join(", ")
        }${built.length > NAMED_BUILDS ? ` and ${built.length - NAMED_BUILDS} more` : ""}`,
      ]),
    ];
    const leftOut = left.length === 0 ? "" : ` (${left.join("; ")} left out)`;
    return { found, whose: found.length === 0 ? whose : `${whose}${leftOut}`, matcher };
  }
  // A section of the code page: the lines of its definition in its script, all its parts.
  const definition = code === undefined ? undefined : definitionOf(code, section!);
  if (definition !== undefined) {
    const { found } = scriptLines(scripts!, code!, pageId, contains, context, definition);
    return {
      found,
      whose: `of ${definition.path}:${definition.first}-${definition.last}`,
      matcher,
    };
  }
  const all = item.metadata.kind === "docs" ? pageLines(catalog, item) : itemLines(item);
  const found = withContext(all, all.flatMap((line, i) => contains(line.text) ? [i] : []), context);
  return { found, whose: found.length === 0 ? `of ${item.id}` : "", matcher };
}

/**
 * The lines of an item at some indexes, each with up to `context` lines of its section before and
 * after it; a line shown with one before it is not shown again.
 */
function withContext(
  all: readonly FoundLine[],
  indexes: readonly number[],
  context: number,
): FoundLine[] {
  let shownTo = -1;
  return indexes.map((index, i) => {
    const line = all[index]!;
    if (index <= shownTo) return { ...line, inBody: true };
    const next = indexes[i + 1] ?? all.length;
    const near = (at: number) => all[at]!.section === line.section;
    let from = index;
    while (from > Math.max(shownTo + 1, index - context) && near(from - 1)) from--;
    let to = index;
    while (to < Math.min(next - 1, index + context, all.length - 1) && near(to + 1)) to++;
    shownTo = to;
    const text = (at: FoundLine) => at.text;
    return {
      ...line,
      ...(from < index ? { before: all.slice(from, index).map(text) } : {}),
      ...(to > index ? { after: all.slice(index + 1, to + 1).map(text) } : {}),
    };
  });
}

/**
 * The lines found, under their sections, the first {@link MOST_LINES} of them; `how` says how
 * they were looked for, after the text.
 */
function linesWritten(
  found: readonly FoundLine[],
  whose: string,
  text: string,
  matcher: LineMatcher,
  how = "",
): string {
  let written = "";
  let [listed, lines] = [0, 0];
  let section: string | undefined;
  for (const line of found.slice(0, MOST_LINES)) {
    const block = (line.before?.length ?? 0) + 1 + (line.after?.length ?? 0);
    if (lines > 0 && lines + block > MOST_SHOWN) break;
    listed++;
    if (line.inBody) continue;
    lines += block;
    if (line.section !== section) {
      section = line.section;
      written += `\n\n## ${section}`;
    }
    const most = line.line !== undefined || line.text.startsWith("|")
      ? CODE_LINE_CHARS
      : LINE_CHARS;
    // A line of data says whose it is: `8973 (in data.holidays.DE.days): "12-24 14:00": {`.
    const numbered = (number: number | undefined, text: string, keys?: string) => {
      const label = number === undefined
        ? ""
        : keys === undefined
        ? `${number}`
        : `${number} (in ${keys})`;
      return `\n${label === "" ? "" : text === "" ? `${label}:` : `${label}: `}` +
        cut(text, matcher, most);
    };
    const before = line.before ?? [];
    for (const [i, each] of before.entries()) {
      written += numbered(line.line && line.line - before.length + i, each);
    }
    written += numbered(line.line, line.text, line.keys);
    for (const [i, each] of (line.after ?? []).entries()) {
      written += numbered(line.line && line.line + 1 + i, each);
    }
  }
  const one = found.length === 1;
  return `${found.length} line${one ? "" : "s"}${whose === "" ? "" : ` ${whose}`} ` +
    `contain${one ? "s" : ""} ${quote(text)}${how}` +
    (listed < found.length ? ` (the first ${listed}):` : ":") + written;
}

/** Each line of a page (or of one of its sections) with the id of the section it is in. */
function pageLines(catalog: Catalog, { metadata }: FetchedItem): FoundLine[] {
  const { package: slug, page: pageId, section: anchor } = metadata;
  const page = catalog.getDocPage(slug!, pageId!);
  const outline = outlineOf(page);
  const pageIdOf = `docs/${slug}/${pageId}`;
  let from = outline.bodyStart;
  let to = page.markdown.length;
  if (anchor !== undefined) {
    const heading = outline.headings.find((each) => each.slug === anchor);
    if (heading === undefined) {
      throw new NotFoundError(
        `Page ${quote(pageIdOf)} has no section ${quote(anchor)}: fetch ${pageIdOf} lists them.`,
      );
    }
    [from, to] = [heading.start, heading.end];
  }
  const lines: FoundLine[] = [];
  let next = 0;
  let section = pageIdOf;
  let offset = from;
  const all = page.markdown.slice(from, to).split("\n");
  for (let at = 0; at < all.length; at++) {
    const line = all[at]!;
    // The section a line is in is the one the last heading before it opens; the heading's own
    // line is that section's id.
    let heading = false;
    while (next < outline.headings.length && outline.headings[next]!.start <= offset) {
      heading = outline.headings[next]!.start === offset;
      section = `${pageIdOf}#${outline.headings[next]!.slug}`;
      next++;
    }
    offset += line.length + 1;
    // An HTML table's row written over several lines is one line of cells.
    const row = htmlRowAt(all, at);
    if (row !== undefined) {
      for (const rowLine of all.slice(at + 1, row.end)) offset += rowLine.length + 1;
      at = row.end - 1;
      if (row.text !== "") lines.push({ section, text: row.text });
      continue;
    }
    // A table's row is padded to line its cells up: its spaces say nothing.
    const text = line.trim();
    const trimmed = text.startsWith("|") ? text.replace(PADDING, " ") : text;
    if (trimmed !== "" && !heading) lines.push({ section, text: trimmed });
  }
  return lines;
}

/** Each line of an item that is no page, all under its id. */
function itemLines({ id, text }: FetchedItem): FoundLine[] {
  return text.split("\n").map((line) => line.trim()).filter((line) => line !== "")
    .map((line) => ({ section: id, text: line }));
}

/**
 * A line cut to `most` characters around its first match; one with several matches (a minified
 * bundle's line, where a shell writes `grep -o '.{0,60}name.{0,60}'`), to a narrower window
 * around each of its first {@link MOST_WINDOWS}, the windows that meet joined.
 */
function cut(line: string, matcher: LineMatcher, most: number): string {
  if (line.length <= most) return line;
  const matches = matchesIn(line, matcher);
  const width = matches.length <= 1
    ? most
    : Math.max(Math.floor(most / Math.min(matches.length, MOST_WINDOWS)), MIN_WINDOW);
  const windows: [number, number][] = [];
  for (const at of matches.length === 0 ? [0] : matches.slice(0, MOST_WINDOWS)) {
    const start = Math.max(0, Math.min(at - width / 2, line.length - width));
    const last = windows.at(-1);
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], start + width);
    else windows.push([start, start + width]);
  }
  const more = matches.length > MOST_WINDOWS ? " (more matches)" : "";
  return (windows[0]![0] > 0 ? "…" : "") +
    windows.map(([start, end]) => line.slice(start, end)).join("…") +
    (windows.at(-1)![1] < line.length ? "…" : "") + more;
}

/** The most windows a long line is shown in, one around each match. */
const MOST_WINDOWS = 4;

/** The fewest characters of a window around a match. */
const MIN_WINDOW = 120;

/** Where the text is in a line, each match after the last, up to one past {@link MOST_WINDOWS}. */
function matchesIn(line: string, matcher: LineMatcher): number[] {
  const matches: number[] = [];
  for (let from = 0; matches.length <= MOST_WINDOWS && from < line.length;) {
    const at = matcher.at(line.slice(from));
    if (at < 0) break;
    matches.push(from + at);
    from += at + 1;
  }
  return matches;
}
