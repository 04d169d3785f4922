/**
 * Property tables written as JSX in MDX, made readable: documentation sites list an API's
 * parameters as an array of objects given to a component
 * (`<PropertiesTable content={[{ name: 'model', type: 'LanguageModel', description: '...' }]} />`),
 * which a reader of the raw text sees as JavaScript. Each such element becomes a Markdown list,
 * one item per property: `` `model: LanguageModel` `` and its description, nested properties
 * as nested items.
 *
 * The array is read as YAML flow syntax (js-yaml), which covers the object literals such
 * tables are written in (unquoted keys, single or double quotes, trailing commas); an element
 * it cannot read is left as it is.
 *
 * @module
 */
import { load } from "js-yaml";
import { oneLine } from "../catalog/one_line.ts";

/** A self-closing JSX element at a line's start whose attribute is an array of objects. */
const ARRAY_ELEMENT = /^<[A-Z][\w.]*\s+\w+=\{(\[[\s\S]*?\])\}\s*\/>/gm;

/** The deepest nesting written out. */
const MAX_DEPTH = 4;

/**
 * A Markdown text with its JSX property tables written as lists.
 *
 * @param markdown An MDX or Markdown text.
 * @returns The text, each readable table replaced by its list.
 *
 * @example
 * ```ts
 * import { jsxTablesAsLists } from "./jsx_tables.ts";
 *
 * const mdx = "<PropertiesTable content={[{ name: 'retry', type: 'number', isOptional: true, description: 'Attempts.' }]} />";
 * console.log(jsxTablesAsLists(mdx)); // "- `retry?: number`: Attempts."
 * ```
 */
export function jsxTablesAsLists(markdown: string): string {
  if (!markdown.includes("={[")) return markdown;
  return markdown.replace(ARRAY_ELEMENT, (element, array: string) => {
    let items: unknown;
    try {
      items = load(array);
    } catch {
      return element;
    }
    const lines = listLines(items, 0);
    return lines.length > 0 ? lines.join("\n") : element;
  });
}

/** The list items of an array of property objects, indented for their depth. */
function listLines(items: unknown, depth: number): string[] {
  if (!Array.isArray(items) || depth >= MAX_DEPTH) return [];
  const lines: string[] = [];
  for (const item of items) {
    if (item === null || typeof item !== "object" || Array.isArray(item)) continue;
    const { name, type, description, isOptional, optional } = item as Record<string, unknown>;
    const label = [
      typeof name === "string"
        ? `${name}${isOptional === true || optional === true ? "?" : ""}`
        : "",
      typeof type === "string" ? type : "",
    ].filter((part) => part !== "").join(": ");
    if (label === "") continue;
    const said = typeof description === "string" ? `: ${oneLine(description)}` : "";
    lines.push(`${"  ".repeat(depth)}- \`${label.replaceAll("`", "'")}\`${said}`);
    for (const value of Object.values(item)) {
      if (Array.isArray(value)) lines.push(...listLines(value, depth + 1));
    }
  }
  return lines;
}
