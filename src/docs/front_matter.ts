/**
 * Where YAML front matter ends: one rule for the generator, which strips it from the pages it
 * stores, and the server, which outlines pages stored by other tools with it still in place.
 *
 * @module
 */

/** `---` on the first line, the YAML, then `---` (or YAML's `...`) on a line of its own. */
export const FRONT_MATTER_BLOCK = /^---[ \t]*\n([\s\S]*?\n)?(?:---|\.\.\.)[ \t]*(?:\n|$)/;

/** A page's front matter block. */
export interface FrontMatterBlock {
  /** The YAML between the fences. */
  yaml: string;
  /** Where the Markdown starts: after the closing fence and the blank lines that follow it. */
  end: number;
}

/**
 * Finds the front matter block at the top of a page.
 *
 * @param text Page text.
 * @returns The block, or `undefined` when the page has none.
 *
 * @example
 * ```ts
 * import { frontMatterBlock } from "./front_matter.ts";
 *
 * console.log(frontMatterBlock("---\ntitle: Forms\n---\n\n# Forms\n")); // { yaml: "title: Forms\n", end: 22 }
 * ```
 */
export function frontMatterBlock(text: string): FrontMatterBlock | undefined {
  const match = FRONT_MATTER_BLOCK.exec(text);
  if (match === null) return undefined;
  const blank = /^(?:[ \t]*\n)*/.exec(text.slice(match[0].length))?.[0] ?? "";
  return { yaml: match[1] ?? "", end: match[0].length + blank.length };
}
