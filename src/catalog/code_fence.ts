/**
 * Fenced code blocks as CommonMark writes them, for the readers that go through a page's lines
 * without parsing it (its headings, its examples in two languages) and the writers that put
 * code into Markdown.
 *
 * @module
 */

/** An opening fence: up to three spaces, three or more backticks or tildes, an info string. */
const OPENING = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/** A line of fence marks alone, however indented (a caller decides what its indent means). */
const MARKS_ALONE = /^[ \t]*(`{3,}|~{3,})[ \t]*$/;

/** A fence opening a code block. */
export interface FenceOpening {
  /** The spaces before its marks: 0 to 3. */
  indent: number;
  /** Its marks: three or more backticks, or three or more tildes. */
  mark: string;
  /** What follows the marks: the language and its attributes (`tsx filename="page.tsx"`). */
  info: string;
}

/**
 * The fence a line opens, if it opens one: a backtick fence whose info string holds a backtick
 * is an inline code span instead.
 *
 * @param line One line of Markdown, without its line ending.
 * @returns The fence, or `undefined`.
 *
 * @example
 * ```ts
 * import { fenceOpening } from "./code_fence.ts";
 *
 * const ticks = "`".repeat(3);
 * console.log(fenceOpening('~~~tsx filename="page.tsx"')); // { indent: 0, mark: "~~~", info: 'tsx filename="page.tsx"' }
 * console.log(fenceOpening(`${ticks}not \`a\` fence`)); // undefined
 * ```
 */
export function fenceOpening(line: string): FenceOpening | undefined {
  const open = OPENING.exec(line);
  if (open === null || (open[2]!.startsWith("`") && open[3]!.includes("`"))) return undefined;
  return { indent: open[1]!.length, mark: open[2]!, info: open[3]! };
}

/**
 * The marks of a line made of fence marks alone, however indented (what its indent means is
 * the caller's to decide).
 *
 * @param line One line of Markdown, without its line ending.
 * @returns The marks, or `undefined` for any other line.
 *
 * @example
 * ```ts
 * import { fenceMarks } from "./code_fence.ts";
 *
 * console.log(fenceMarks("  ~~~~"), fenceMarks("~~~ts")); // "~~~~" undefined
 * ```
 */
export function fenceMarks(line: string): string | undefined {
  return MARKS_ALONE.exec(line)?.[1];
}

/**
 * Whether a run of marks closes a fence opened with `mark`: the same character, at least as
 * many.
 *
 * @param mark The opening fence's marks.
 * @param run A run of marks on a line of its own.
 * @returns `true` when it closes the fence.
 *
 * @example
 * ```ts
 * import { closesFence } from "./code_fence.ts";
 *
 * console.log(closesFence("~~~", "~~~~"), closesFence("~~~~", "~~~")); // true false
 * ```
 */
export function closesFence(mark: string, run: string): boolean {
  return run[0] === mark[0] && run.length >= mark.length;
}

/**
 * Code as a fenced block whose fence is longer than any run of backticks inside it.
 *
 * @param language The info string's language (`ts`).
 * @param code The code, without a trailing line break.
 * @returns The block, without a trailing line break.
 *
 * @example
 * ```ts
 * import { fencedCode } from "./code_fence.ts";
 *
 * const ticks = "`".repeat(3);
 * console.log(fencedCode("md", `Use ${ticks}ts blocks.`)); // a fence of four backticks
 * ```
 */
export function fencedCode(language: string, code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${code}\n${fence}`;
}
