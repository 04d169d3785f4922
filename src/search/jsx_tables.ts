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

/** The start of a JSX element at a line's start whose attribute is an array: up to its `[`. */
const ARRAY_ELEMENT = /^<[A-Z][\w.]*\s+\w+=\{(?=\[)/gm;

/** What closes a self-closing element after its array attribute. */
const SELF_CLOSING = /^\}\s*\/>/;

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
  let written = "";
  let done = 0;
  for (const start of markdown.matchAll(ARRAY_ELEMENT)) {
    const open = start.index + start[0].length;
    if (open < done) continue;
    // The array ends at its own closing bracket (an element before it, `<Tabs items={[...]}>`,
    // is not self-closing, and its array is not the table's).
    const close = arrayEnd(markdown, open);
    const tail = close === undefined ? null : SELF_CLOSING.exec(markdown.slice(close + 1));
    if (close === undefined || tail === null) continue;
    let items: unknown;
    try {
      items = load(withTemplatesQuoted(markdown.slice(open, close + 1)));
    } catch {
      continue;
    }
    const lines = listLines(items, 0);
    if (lines.length === 0) continue;
    written += markdown.slice(done, start.index) + lines.join("\n");
    done = close + 1 + tail[0].length;
  }
  return done === 0 ? markdown : written + markdown.slice(done);
}

/**
 * An array literal with its template literals (`` type: `'all' | 'none'` ``, which YAML does
 * not read) written as double-quoted strings; a template with a placeholder is left as it is.
 */
function withTemplatesQuoted(array: string): string {
  let written = "";
  for (let i = 0; i < array.length; i++) {
    const char = array[i]!;
    if (char !== "'" && char !== '"' && char !== "`") {
      written += char;
      continue;
    }
    const start = i;
    i = stringEnd(array, i);
    const literal = array.slice(start, i + 1);
    const inner = literal.slice(1, -1);
    written += char === "`" && !inner.includes("${") ? JSON.stringify(inner) : literal;
  }
  return written;
}

/** Where the string literal opening at `open` closes (its closing quote), escapes skipped. */
function stringEnd(text: string, open: number): number {
  let i = open + 1;
  for (; i < text.length && text[i] !== text[open]; i++) if (text[i] === "\\") i++;
  return i;
}

/** Where the array opening at `open` closes, strings skipped; none when it does not. */
function arrayEnd(text: string, open: number): number | undefined {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i]!;
    if (char === "'" || char === '"' || char === "`") {
      i = stringEnd(text, i);
    } else if (char === "[" || char === "{") {
      depth++;
    } else if (char === "]" || char === "}") {
      depth--;
      if (depth === 0) return char === "]" ? i : undefined;
    }
  }
  return undefined;
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
