/**
 * A custom element as compact Markdown, for `fetch`: what a page of documentation would say of
 * it, without the manifest's JSON.
 *
 * @module
 */
import type { CemDeclaration } from "../snapshot/model.ts";

/** A manifest entry with a name and maybe a type, default and description. */
interface Named {
  name: string;
  type?: { text: string };
  default?: string;
  description?: string;
}

/**
 * Renders a custom element: its tag and description, then its attributes (type, default),
 * events (type), slots, CSS parts and CSS custom properties, one line each; empty lists left
 * out.
 *
 * @param tag The tag name.
 * @param declaration Its manifest declaration.
 * @returns Markdown.
 *
 * @example
 * ```ts
 * import { componentMarkdown } from "./component_markdown.ts";
 *
 * console.log(componentMarkdown("x-tip", {
 *   description: "A tooltip.",
 *   attributes: [{ name: "open", type: { text: "boolean" }, default: "false" }],
 * }));
 * // # <x-tip>
 * //
 * // A tooltip.
 * //
 * // ## Attributes
 * //
 * // - `open`: `boolean` = `false`
 * ```
 */
export function componentMarkdown(tag: string, declaration: CemDeclaration): string {
  const blocks = [`# <${tag}>`];
  const description = declaration.description ||
    (typeof declaration.summary === "string" ? declaration.summary : "");
  if (declaration.name) blocks.push(`Class \`${declaration.name}\`.`);
  if (description) blocks.push(description);
  const lists: [string, Named[] | undefined][] = [
    ["Attributes", declaration.attributes],
    ["Events", declaration.events],
    ["Slots", declaration.slots],
    ["CSS parts", declaration.cssParts],
    ["CSS custom properties", declaration.cssProperties],
  ];
  for (const [heading, items] of lists) {
    if (items === undefined || items.length === 0) continue;
    blocks.push(`## ${heading}`, items.map(itemLine).join("\n"));
  }
  return blocks.join("\n\n");
}

/** `` - `name`: `type` = `default` — description ``; the default slot has no name. */
function itemLine(item: Named): string {
  let line = `- \`${item.name === "" ? "(default)" : item.name}\``;
  if (item.type?.text) line += `: \`${item.type.text}\``;
  if (item.default !== undefined) line += ` = \`${item.default}\``;
  if (item.description) line += ` — ${item.description.replace(/\s+/g, " ").trim()}`;
  return line;
}
