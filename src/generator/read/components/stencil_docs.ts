/**
 * Stencil's `docs-json` output (`dist/docs.json`, which Ionic ships instead of a Custom Elements
 * Manifest) read as one: each component a custom element declaration with its attributes,
 * properties, methods, events, slots, CSS parts and CSS custom properties.
 *
 * @module
 */
import { isRecord } from "../../is_record.ts";
import {
  classNameOf,
  defaulted,
  described,
  manifestOf,
  parsedJson,
  typed,
} from "./manifest_fields.ts";

/** Where a package ships Stencil's docs, relative to its folder. */
export const STENCIL_DOCS_FILES: readonly string[] = ["dist/docs.json", "docs.json"];

/**
 * A Custom Elements Manifest made from Stencil's `docs-json` output.
 *
 * @param text The file's text.
 * @returns The manifest's text; `null` when the text is not Stencil's docs (no `components` whose
 *   items have a `tag`).
 *
 * @example
 * ```ts
 * import { stencilManifest } from "./stencil_docs.ts";
 *
 * const docs = { components: [{ tag: "my-badge", docs: "A badge.", props: [{ name: "color", attr: "color", type: "string", docs: "Its color." }] }] };
 * const manifest = JSON.parse(stencilManifest(JSON.stringify(docs))!);
 * console.log(manifest.modules[0].declarations[0].attributes[0].name); // "color"
 * ```
 */
export function stencilManifest(text: string): string | null {
  const docs = parsedJson(text);
  const components = isRecord(docs) ? docs.components : undefined;
  if (
    !Array.isArray(components) || !components.every((c) => isRecord(c) && typeof c.tag === "string")
  ) {
    return null;
  }
  const modules = (components as Record<string, unknown>[]).map((component) => ({
    kind: "javascript-module",
    path: typeof component.filePath === "string" ? component.filePath : `${component.tag}.js`,
    declarations: [declarationOf(component)],
  }));
  return manifestOf(modules);
}

function declarationOf(component: Record<string, unknown>): Record<string, unknown> {
  const tag = component.tag as string;
  const props = items(component.props);
  return {
    kind: "class",
    name: classNameOf(tag),
    tagName: tag,
    customElement: true,
    ...described(component.docs),
    ...deprecation(component.docsTags),
    attributes: props.filter((prop) => typeof prop.attr === "string").map((prop) => ({
      name: prop.attr,
      fieldName: prop.name,
      ...typed(prop.type),
      ...defaulted(prop.default),
      ...described(prop.docs),
      ...deprecation(prop.docsTags),
    })),
    members: [
      ...props.map((prop) => ({
        kind: "field",
        name: prop.name,
        ...typed(prop.type),
        ...defaulted(prop.default),
        ...described(prop.docs),
        ...deprecation(prop.docsTags),
      })),
      ...items(component.methods).map((method) => ({
        kind: "method",
        name: method.name,
        ...(typeof method.signature === "string" ? { signature: method.signature } : {}),
        ...described(method.docs),
        ...deprecation(method.docsTags),
      })),
    ],
    events: items(component.events).map((event) => ({
      name: event.event,
      ...typed(event.detail),
      ...described(event.docs),
      ...deprecation(event.docsTags),
    })),
    slots: named(component.slots),
    cssParts: named(component.parts),
    cssProperties: named(component.styles),
  };
}

/** The items of a list that have a name (`name`, or an event's `event`). */
function items(list: unknown): Record<string, unknown>[] {
  return Array.isArray(list)
    ? list.filter((item): item is Record<string, unknown> =>
      isRecord(item) && (typeof item.name === "string" || typeof item.event === "string")
    )
    : [];
}

function named(list: unknown): Record<string, unknown>[] {
  return items(list).map((item) => ({ name: item.name, ...described(item.docs) }));
}

/** `@deprecated` among an item's doc tags, as the manifest's `deprecated` says it. */
function deprecation(tags: unknown): Record<string, unknown> {
  const tag = Array.isArray(tags)
    ? tags.find((item) => isRecord(item) && item.name === "deprecated")
    : undefined;
  if (!isRecord(tag)) return {};
  return { deprecated: typeof tag.text === "string" && tag.text !== "" ? tag.text : true };
}

/**
 * Whether a package's elements are Stencil's, whose runtime reads a boolean attribute written
 * `"false"` as off: it depends on `@stencil/core` (as a dependency, a development one or a
 * peer).
 *
 * @param manifest The package's package.json.
 * @returns The field to add to its entry: `{ falseAttributesOff: true }`, or nothing.
 *
 * @example
 * ```ts
 * import { stencilAttributes } from "./stencil_docs.ts";
 *
 * console.log(stencilAttributes({ dependencies: { "@stencil/core": "^4.0.0" } })); // { falseAttributesOff: true }
 * ```
 */
export function stencilAttributes(
  manifest: Record<string, unknown>,
): { falseAttributesOff?: true } {
  const stencil = ["dependencies", "devDependencies", "peerDependencies"].some((field) => {
    const listed = manifest[field];
    return typeof listed === "object" && listed !== null && "@stencil/core" in listed;
  });
  return stencil ? { falseAttributesOff: true } : {};
}
