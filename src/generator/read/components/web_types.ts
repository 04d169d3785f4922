/**
 * JetBrains' web-types (`web-types.json`, which Vaadin's component packages ship and name in
 * their package.json's `"web-types"` field instead of a Custom Elements Manifest) read as a
 * manifest: each HTML element a custom element declaration with its attributes, properties,
 * events and slots.
 *
 * @module
 */
import { isRecord } from "../../is_record.ts";
import {
  defaulted,
  deprecatedAs,
  described,
  manifestOf,
  namedItems,
  parsedJson,
  typed,
} from "./manifest_fields.ts";

/**
 * The web-types files a package.json names, those for plain HTML first: Vaadin names
 * `web-types.json` and `web-types.lit.json`, whose `.prop` and `@event` bindings are Lit's.
 *
 * @param manifest A parsed package.json.
 * @returns Paths relative to the package, as written.
 *
 * @example
 * ```ts
 * import { webTypesFiles } from "./web_types.ts";
 *
 * console.log(webTypesFiles({ "web-types": ["web-types.lit.json", "web-types.json"] })); // ["web-types.json", "web-types.lit.json"]
 * ```
 */
export function webTypesFiles(manifest: Record<string, unknown>): string[] {
  const named = manifest["web-types"];
  const files = (Array.isArray(named) ? named : [named])
    .filter((file): file is string => typeof file === "string" && file !== "");
  return [
    ...files.filter((file) => !/\.lit\.json$/.test(file)),
    ...files.filter((file) => /\.lit\.json$/.test(file)),
  ];
}

/**
 * A Custom Elements Manifest made from web-types.
 *
 * @param text The file's text.
 * @param file Its path, which the manifest's one module is named by.
 * @returns The manifest's text; `null` when the text holds no HTML elements.
 *
 * @example
 * ```ts
 * import { webTypesManifest } from "./web_types.ts";
 *
 * const types = { contributions: { html: { elements: [{ name: "x-tip", attributes: [{ name: "open", value: { type: "boolean" } }] }] } } };
 * const manifest = JSON.parse(webTypesManifest(JSON.stringify(types), "web-types.json")!);
 * console.log(manifest.modules[0].declarations[0].attributes[0].type.text); // "boolean"
 * ```
 */
export function webTypesManifest(text: string, file: string): string | null {
  const parsed = parsedJson(text);
  const contributions = isRecord(parsed) ? parsed.contributions : undefined;
  const html = isRecord(contributions) ? contributions.html : undefined;
  const elements = namedItems(isRecord(html) ? html.elements : undefined)
    .filter((element) => element.name !== "");
  if (elements.length === 0) return null;
  return manifestOf([
    { kind: "javascript-module", path: file, declarations: elements.map(declarationOf) },
  ]);
}

function declarationOf(element: Record<string, unknown>): Record<string, unknown> {
  const js = isRecord(element.js) ? element.js : {};
  return {
    kind: "class",
    tagName: element.name,
    customElement: true,
    ...described(element.description),
    ...deprecation(element),
    attributes: namedItems(element.attributes).map((attribute) => ({
      name: attribute.name,
      ...valueType(attribute.value),
      ...defaulted(attribute.default),
      ...described(attribute.description),
      ...deprecation(attribute),
    })),
    members: namedItems(js.properties).map((property) => ({
      kind: "field",
      name: property.name,
      ...valueType(property.value),
      ...described(property.description),
      ...deprecation(property),
    })),
    events: namedItems(js.events).map((event) => ({
      name: event.name,
      ...described(event.description),
      ...deprecation(event),
    })),
    slots: namedItems(element.slots).map((slot) => ({
      name: slot.name,
      ...described(slot.description),
    })),
  };
}

/** A web-types `value`'s type (`"string"` or `["boolean", "null"]`) as a manifest's. */
function valueType(value: unknown): Record<string, unknown> {
  const type = isRecord(value) ? value.type : undefined;
  return typed(Array.isArray(type) ? type.filter((t) => typeof t === "string").join(" | ") : type);
}

/** web-types' `deprecated` (a flag or a text), as a manifest says it. */
function deprecation(item: Record<string, unknown>): Record<string, unknown> {
  return deprecatedAs(item.deprecated);
}
