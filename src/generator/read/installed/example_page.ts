/**
 * Example programs shipped in a documentation folder as pages: a code file that opens with a
 * doc comment naming its `@title` (how Effect's `ai-docs/` carries most of its content) is a
 * page titled by it, its comment's other text as prose and its code in a fenced block.
 *
 * @module
 */
import type { DocPageEntry } from "../../../snapshot/model.ts";
import { fencedCode } from "../../../catalog/code_fence.ts";

/** Code files an example can be: TypeScript and JavaScript, declarations aside. */
export const EXAMPLE_FILE: RegExp = /(?<!\.d)\.[cm]?[jt]sx?$/;

/** A leading doc comment, after blank lines (and a `#!` line) only. */
const LEADING_COMMENT = /^(?:#![^\n]*\n)?\s*\/\*\*([\s\S]*?)\*\//;

/**
 * The page an example file makes, or `null` when it does not open with a doc comment that has a
 * `@title`.
 *
 * @param id The page id.
 * @param file The file's path, for its language.
 * @param text The file's text.
 * @returns The page: `# <title>`, the comment's other text, then the code after the comment.
 *
 * @example
 * ```ts
 * import { examplePage } from "./example_page.ts";
 *
 * const page = examplePage("basics/retry", "basics/retry.ts", "/**\n * @title Retrying\n *\n * Retry twice.\n *\/\nretry(2)\n");
 * console.log(page?.title); // "Retrying"
 * console.log(page?.markdown); // "# Retrying\n\nRetry twice.\n\n```ts\nretry(2)\n```\n"
 * ```
 */
export function examplePage(id: string, file: string, text: string): DocPageEntry | null {
  const comment = LEADING_COMMENT.exec(text);
  if (comment === null) return null;
  const lines = comment[1]!.split("\n").map((line) => line.replace(/^\s*\* ?/, ""));
  const at = lines.findIndex((line) => /^\s*@title\s+\S/.test(line));
  if (at < 0) return null;
  const title = lines[at]!.replace(/^\s*@title\s+/, "").trim();
  const prose = lines.filter((_, index) => index !== at).join("\n").trim();
  const code = text.slice(comment.index + comment[0].length).replace(/^\s*\n/, "").trimEnd();
  const language = /\.[cm]?([jt]sx?)$/.exec(file)?.[1] ?? "ts";
  const markdown = `# ${title}\n\n${prose === "" ? "" : `${prose}\n\n`}` +
    `${fencedCode(language, code)}\n`;
  return { id, title, markdown };
}
