/**
 * The first paragraph of prose in a Markdown text, as one line: what a README or a module's
 * documentation says about the package before anything else.
 *
 * @module
 */
import MarkdownIt from "markdown-it";
import { oneLine } from "../../../catalog/one_line.ts";

const markdown = new MarkdownIt("commonmark");

/**
 * Finds the first top-level paragraph that says something in words, passing over what a reader
 * passes over looking for what the package is: headings, HTML blocks, code, block quotes,
 * lists, and badge rows (paragraphs of images, or of links around images).
 *
 * @param text Markdown, without front matter.
 * @returns The paragraph's text on one line (inline code keeps its backticks), or `undefined`.
 *
 * @example
 * ```ts
 * import { firstParagraph } from "./first_paragraph.ts";
 *
 * const readme = "# Forms\n\n[![ci](https://ci.example/badge.svg)](https://ci.example)\n\n" +
 *   "Form controls with `validate()` built in.\nAccessible by default.\n";
 * console.log(firstParagraph(readme)); // "Form controls with `validate()` built in. Accessible by default."
 * ```
 */
export function firstParagraph(text: string): string | undefined {
  const tokens = markdown.parse(text, {});
  for (const [i, token] of tokens.entries()) {
    if (token.type !== "paragraph_open" || token.level !== 0) continue;
    const words = plainText(tokens[i + 1]?.children ?? []);
    if (/\p{L}/u.test(words)) return words;
  }
  return undefined;
}

/** The text a reader sees in a paragraph's inline tokens; images and inline HTML add none. */
function plainText(children: readonly { type: string; content: string }[]): string {
  let text = "";
  for (const child of children) {
    if (child.type === "text") text += child.content;
    else if (child.type === "code_inline") text += `\`${child.content}\``;
    else if (child.type === "softbreak" || child.type === "hardbreak") text += " ";
  }
  return oneLine(text);
}
