/**
 * YAML front matter at the top of a Markdown page.
 *
 * @module
 */
import { load as loadYaml, YAMLException } from "js-yaml";
import { frontMatterBlock } from "../../../docs/front_matter.ts";

/** A Markdown page split into its front matter and its text. */
export interface FrontMatterSplit {
  /** The parsed front matter; empty when the page has none. */
  data: Record<string, unknown>;
  /** The page text after the front matter block, without the blank lines that followed it. */
  body: string;
  /** Why the block could not be used, when it was present but not a YAML mapping. */
  problem?: string;
}

/**
 * Splits front matter off a Markdown page.
 *
 * The block is removed from the body even when its YAML is broken: that text was never meant
 * to be read as Markdown, and `problem` carries the parse error for a warning.
 *
 * @param markdown Page text with `\n` line endings.
 * @returns The parsed data and the remaining text.
 */
export function splitFrontMatter(markdown: string): FrontMatterSplit {
  const block = frontMatterBlock(markdown);
  if (block === undefined) return { data: {}, body: markdown };
  const body = markdown.slice(block.end);
  let parsed: unknown;
  try {
    parsed = loadYaml(block.yaml);
  } catch (error) {
    // Only the page's own mistakes become warnings; anything else must stop the run rather
    // than silently drop all metadata.
    if (!(error instanceof YAMLException)) throw error;
    return { data: {}, body, problem: firstLine(error.message) };
  }
  if (parsed === null || parsed === undefined) return { data: {}, body };
  if (typeof parsed !== "object" || Array.isArray(parsed)) {
    return { data: {}, body, problem: "front matter is not a YAML mapping" };
  }
  return { data: parsed as Record<string, unknown>, body };
}

function firstLine(text: string): string {
  return text.split("\n", 1)[0] ?? text;
}
