/**
 * Lines of an installed package's code, and the headings over them, as the pages read from its
 * code show them (`code_messages.ts`, `code_page.ts`).
 *
 * @module
 */
import { indentOf } from "../../../docs/code_blocks.ts";

/** The longest line of code shown; longer ones are cut, but not those asked to be kept. */
const LINE_CHARS = 320;

/** The longest heading of a section of code; a longer one is cut there. */
const HEADING_CHARS = 100;

/**
 * Lines of code in a fenced block, dedented, those not `whole` cut at 320 characters (a chain of `??` fallbacks
 * fits; a minified line does not).
 *
 * @param code The lines, as the script writes them.
 * @param whole The first and last index of the lines never cut (a message's own).
 * @returns The Markdown block, ending in a newline.
 *
 * @example
 * ```ts
 * import { codeBlock } from "./code_block.ts";
 *
 * console.log(codeBlock(["    if (done) {", "      return;", "    }"]));
 * // "```js\nif (done) {\n  return;\n}\n```\n"
 * ```
 */
export function codeBlock(code: readonly string[], whole?: [first: number, last: number]): string {
  const kept = (i: number) => whole !== undefined && i >= whole[0] && i <= whole[1];
  const shown = dedent(code.map((each) => each.trimEnd())).map((each, i) =>
    each.length > LINE_CHARS && !kept(i) ? `${each.slice(0, LINE_CHARS - 1)}…` : each
  );
  return `\`\`\`js\n${shown.join("\n").replaceAll("```", "` ` `")}\n\`\`\`\n`;
}

/**
 * A section's heading: the text (a message, a definition's name), cut at 100 characters.
 *
 * @param text The whole heading.
 * @returns It, or its first 99 characters and `…`.
 *
 * @example
 * ```ts
 * import { codeHeading } from "./code_block.ts";
 *
 * console.log(codeHeading("CronJob.stop()")); // "CronJob.stop()"
 * ```
 */
export function codeHeading(text: string): string {
  return text.length > HEADING_CHARS ? `${text.slice(0, HEADING_CHARS - 1)}…` : text;
}

/** Lines without the indentation they all share. */
function dedent(lines: readonly string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== "").map(indentOf);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(common));
}
