/**
 * For a class that is a custom element: its tag, and how much of its surface get-component
 * has (inherited members included), so that an assistant reading get-symbol knows where the
 * rest is.
 *
 * @module
 */
import type { BundledPackage, CemDeclaration } from "../snapshot/model.ts";

/** A custom element as get-symbol mentions it. */
export interface ElementNote {
  /** Its tag. */
  tagName: string;
  /** Its attributes, inherited ones included. */
  attributes: number;
  /** How many of them are inherited. */
  inheritedAttributes: number;
  /** Its properties (fields), inherited ones included. */
  properties: number;
  /** Its events. */
  events: number;
  /** Its slots. */
  slots: number;
}

/**
 * Finds the custom element a package's class defines.
 *
 * @param pkg The package that exports the class.
 * @param className The class's name.
 * @returns The note, or `null` when no component of the package has that class.
 *
 * @example
 * ```ts
 * import { elementNote } from "./element_note.ts";
 *
 * const components = [{ kind: "class", name: "XA", tagName: "x-a", attributes: [{ name: "v" }] }];
 * console.log(elementNote({ components } as never, "XA")?.tagName); // x-a
 * ```
 */
export function elementNote(
  pkg: Pick<BundledPackage, "components">,
  className: string,
): ElementNote | null {
  const declaration = pkg.components.find((component: CemDeclaration) =>
    component.name === className && typeof component.tagName === "string"
  );
  if (declaration === undefined) return null;
  const attributes = declaration.attributes ?? [];
  return {
    tagName: declaration.tagName as string,
    attributes: attributes.length,
    inheritedAttributes: attributes.filter((a) => a.inheritedFrom !== undefined).length,
    properties: (declaration.members ?? []).filter((m) => m.kind === "field").length,
    events: (declaration.events ?? []).length,
    slots: (declaration.slots ?? []).length,
  };
}

/**
 * The sentence get-symbol adds for a custom element.
 *
 * @param note The element.
 * @returns Markdown.
 *
 * @example
 * ```ts
 * import { elementSentence } from "./element_note.ts";
 *
 * const note = { tagName: "x-a", attributes: 3, inheritedAttributes: 2, properties: 4, events: 1, slots: 0 };
 * console.log(elementSentence(note));
 * ```
 */
export function elementSentence(note: ElementNote): string {
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const inherited = note.inheritedAttributes === 0
    ? ""
    : ` (${note.inheritedAttributes} inherited)`;
  return `Custom element \`<${note.tagName}>\`: get-component with tagName ` +
    `"${note.tagName}" has its whole surface, inherited members included: ` +
    `${count(note.attributes, "attribute")}${inherited}, ` +
    `${count(note.properties, "property", "properties")}, ${count(note.events, "event")}, ` +
    `${count(note.slots, "slot")}.`;
}
