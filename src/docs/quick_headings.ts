/**
 * A page's headings found by reading its lines, without parsing it: about twenty times quicker
 * than markdown-it, which matters when a large catalog's every page is outlined at once (the
 * full-text index). It gives up, and the caller parses the page, wherever a line could mean
 * something else inside a construct it does not follow, so what it does answer is what
 * markdown-it (CommonMark) finds; `tests/quick_headings_test.ts` holds the two to the same
 * headings on every page of the catalogs at hand and on thousands of random pages.
 *
 * What it follows: fences (a fence opened at the margin is always top-level; one indented by
 * one to three spaces may be inside a list item, so any line that would read differently in
 * the two cases gives up), and ATX headings at the margin (always top-level: such a line ends
 * any list item or quote, and it interrupts a paragraph). It gives up at a `#` line indented one
 * to three spaces (a heading inside a list item, or not), a line that may open an HTML block, a
 * line that may underline a setext heading, and a heading with inline markup other than plain
 * code spans (emphasis, links, escapes, entities, HTML).
 *
 * @module
 */
import { oneLine } from "../catalog/one_line.ts";
import { closesFence, fenceMarks, type FenceOpening, fenceOpening } from "../catalog/code_fence.ts";

/** One heading as the page's lines give it. */
export interface LineHeading {
  /** 1 to 6. */
  level: number;
  /** What a reader sees: code spans without their backticks, white space collapsed. */
  text: string;
  /** The index of its line (lines end at `\r\n`, `\r` or `\n`). */
  line: number;
}

/** An ATX heading at the margin: one to six `#`, then a space, a tab or the end of the line. */
const ATX = /^(#{1,6})(?=[ \t]|$)/;

/** Lines that may mean something this reader does not follow: it gives up on the page. */
const UNSURE = [
  /^ {1,3}#{1,6}(?:[ \t]|$)/, // a heading in a list item, or not
  /^ {0,3}</, // an HTML block, whose end depends on its kind
];

/** A line that underlines a setext heading when a paragraph line is above it. */
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;

/** Inline markup a heading's text would need parsing for (outside code spans). */
const MARKUP = /[\\*_[\]<&\0]/;

/**
 * The top-level headings of a Markdown text (no front matter), or `undefined` when the text
 * has a construct that needs a parser to be sure.
 *
 * @param lines The text's lines, without their line endings.
 * @returns The headings in order, or `undefined`.
 *
 * @example
 * ```ts
 * import { quickHeadings } from "./quick_headings.ts";
 *
 * console.log(quickHeadings(["# Forms", "~~~sh", "# not a heading", "~~~", "## `useForm` hook"]));
 * // [{ level: 1, text: "Forms", line: 0 }, { level: 2, text: "useForm hook", line: 4 }]
 * console.log(quickHeadings(["Title", "====="])); // undefined: a setext heading
 * ```
 */
export function quickHeadings(lines: readonly string[]): LineHeading[] | undefined {
  const headings: LineHeading[] = [];
  let fence: FenceOpening | undefined;
  let previousBlank = true;
  for (const [i, line] of lines.entries()) {
    const blank = isBlank(line);
    if (fence !== undefined) {
      if (blank) continue;
      const indent = columnsOf(line);
      // Marks alone close the fence when indented three columns at most.
      const close = fenceMarks(line);
      // An indented fence may be inside a list item: a line less indented would end the item
      // (or not, at the top level), and marks indented four columns or more may close it there.
      if (fence.indent > 0 && (indent < fence.indent || (close !== undefined && indent > 3))) {
        return undefined;
      }
      if (close !== undefined && indent <= 3 && closesFence(fence.mark, close)) fence = undefined;
      previousBlank = false;
      continue;
    }
    fence = fenceOpening(line);
    if (fence !== undefined) {
      previousBlank = false;
      continue;
    }
    if (UNSURE.some((pattern) => pattern.test(line))) return undefined;
    if (!previousBlank && UNDERLINE.test(line)) return undefined;
    const atx = ATX.exec(line);
    if (atx !== null) {
      const text = headingText(atxContent(line, atx[1]!.length));
      if (text === undefined) return undefined;
      headings.push({ level: atx[1]!.length, text, line: i });
    }
    previousBlank = blank;
  }
  return headings;
}

function isBlank(line: string): boolean {
  return /^[ \t]*$/.test(line);
}

/** The column a line's text starts at, a tab advancing to the next multiple of four. */
function columnsOf(line: string): number {
  let column = 0;
  for (const char of line) {
    if (char === " ") column++;
    else if (char === "\t") column += 4 - (column % 4);
    else break;
  }
  return column;
}

/**
 * What an ATX heading line holds, as CommonMark cuts it: after the opening marks, before a
 * closing run of `#` that a space or tab precedes, trimmed.
 */
function atxContent(line: string, level: number): string {
  let end = line.length;
  while (end > level && isSpace(line[end - 1]!)) end--;
  let marks = end;
  while (marks > level && line[marks - 1] === "#") marks--;
  if (marks > level && isSpace(line[marks - 1]!)) end = marks;
  return line.slice(level, end).trim();
}

function isSpace(char: string): boolean {
  return char === " " || char === "\t";
}

/**
 * A heading's text as a reader sees it, when its only markup is code spans: each span's
 * content without the backticks (one space stripped from both ends when both have one), a run
 * of backticks that closes nothing kept as it is; `undefined` for any other markup.
 */
function headingText(content: string): string | undefined {
  let text = "";
  let at = 0;
  while (at < content.length) {
    const tick = content.indexOf("`", at);
    const plain = content.slice(at, tick === -1 ? content.length : tick);
    if (MARKUP.test(plain)) return undefined;
    text += plain;
    if (tick === -1) break;
    const run = /^`+/.exec(content.slice(tick))![0];
    const close = closingRun(content, tick + run.length, run.length);
    if (close === -1) {
      text += run;
      at = tick + run.length;
      continue;
    }
    text += content.slice(tick + run.length, close).replace(/^ (.+) $/, "$1");
    at = close + run.length;
  }
  return oneLine(text);
}

/** Where the next run of exactly `length` backticks from `from` starts, or -1. */
function closingRun(content: string, from: number, length: number): number {
  for (let at = content.indexOf("`", from); at !== -1; at = content.indexOf("`", at)) {
    const run = /^`+/.exec(content.slice(at))![0].length;
    if (run === length) return at;
    at += run;
  }
  return -1;
}
