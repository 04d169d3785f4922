/**
 * The analyzer format that came before the Custom Elements Manifest (web-component-analyzer's
 * `{ "version": "experimental", "tags": [...] }`, which `@carbon/web-components` still ships as
 * its `custom-elements.json`) read as a manifest: each tag a custom element declaration with its
 * attributes, properties, events, slots, CSS parts and CSS custom properties.
 *
 * @module
 */
import { isRecord } from "../../is_record.ts";
import { defaulted, deprecatedAs, described, namedItems, typed } from "./manifest_fields.ts";

/**
 * The modules of a Custom Elements Manifest made from the older analyzer format.
 *
 * @param parsed A manifest file's parsed JSON.
 * @returns One module per tag; `null` when the value is not that format (no `tags` whose items
 *   have a `name`, or a `modules` list already).
 *
 * @example
 * ```ts
 * import { wcaModules } from "./wca_manifest.ts";
 *
 * const old = { version: "experimental", tags: [{ name: "x-tip", attributes: [{ name: "open", type: "boolean" }] }] };
 * const modules = wcaModules(old)!;
 * console.log((modules[0]!.declarations as { attributes: { name: string }[] }[])[0]!.attributes[0]!.name); // "open"
 * ```
 */
export function wcaModules(parsed: unknown): Record<string, unknown>[] | null {
  if (!isRecord(parsed) || parsed.modules !== undefined || !Array.isArray(parsed.tags)) return null;
  const tags = namedItems(parsed.tags).filter((tag) => tag.name !== "");
  if (tags.length === 0) return null;
  return tags.map((tag) => ({
    kind: "javascript-module",
    path: typeof tag.path === "string" ? tag.path.replace(/^\.\//, "") : `${tag.name}.js`,
    declarations: [declarationOf(tag)],
  }));
}

function declarationOf(tag: Record<string, unknown>): Record<string, unknown> {
  const name = tag.name as string;
  const properties = namedItems(tag.properties);
  // The format names no class: none is made up.
  return {
    kind: "class",
    tagName: name,
    customElement: true,
    ...described(tag.description),
    ...deprecation(tag),
    attributes: namedItems(tag.attributes).map((attribute) => ({
      name: attribute.name,
      ...fieldName(properties, attribute.name as string),
      ...typed(attribute.type),
      ...defaulted(attribute.default),
      ...described(attribute.description),
      ...deprecation(attribute),
    })),
    members: [
      ...properties.map((property) => ({
        kind: "field",
        name: property.name,
        ...typed(property.type),
        ...defaulted(property.default),
        ...described(property.description),
        ...deprecation(property),
      })),
      ...namedItems(tag.methods).map((method) => ({
        kind: "method",
        name: method.name,
        ...described(method.description),
        ...deprecation(method),
      })),
    ],
    events: namedItems(tag.events).map((event) => ({
      name: event.name,
      ...typed(event.type),
      ...described(event.description),
      ...deprecation(event),
    })),
    slots: named(tag.slots),
    cssParts: named(tag.cssParts),
    cssProperties: namedItems(tag.cssProperties).map((property) => ({
      name: property.name,
      ...defaulted(property.default),
      ...described(property.description),
    })),
  };
}

function named(list: unknown): Record<string, unknown>[] {
  return namedItems(list).map((item) => ({ name: item.name, ...described(item.description) }));
}

/** The property an attribute sets, when a property names it as its `attribute`. */
function fieldName(
  properties: readonly Record<string, unknown>[],
  attribute: string,
): Record<string, unknown> {
  const property = properties.find((candidate) => candidate.attribute === attribute);
  return typeof property?.name === "string" ? { fieldName: property.name } : {};
}

/** The format's `deprecated` (a flag or a text) and `deprecatedMessage`, as a manifest says it. */
function deprecation(item: Record<string, unknown>): Record<string, unknown> {
  return deprecatedAs(item.deprecated, item.deprecatedMessage);
}
