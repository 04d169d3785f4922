/**
 * The fields of a Custom Elements Manifest declaration as a manifest made from another format
 * writes them (Stencil's `docs-json`, the analyzer's older `tags` format): each present only when
 * the other format gives it.
 *
 * @module
 */

import { isRecord } from "../../is_record.ts";

/**
 * A file's text parsed as JSON, or `undefined` when it is not JSON.
 *
 * @param text The text.
 * @returns The value.
 *
 * @example
 * ```ts
 * import { parsedJson } from "./manifest_fields.ts";
 *
 * console.log(parsedJson("{"), parsedJson("[1]")); // undefined [ 1 ]
 * ```
 */
export function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A Custom Elements Manifest's text, of the modules given.
 *
 * @param modules Its modules.
 * @returns The text.
 *
 * @example
 * ```ts
 * import { manifestOf } from "./manifest_fields.ts";
 *
 * console.log(manifestOf([])); // {"schemaVersion":"1.0.0","modules":[]}
 * ```
 */
export function manifestOf(modules: readonly Record<string, unknown>[]): string {
  return JSON.stringify({ schemaVersion: "1.0.0", modules });
}

/**
 * The items of a list that have a name (the default slot's is `""`).
 *
 * @param list A format's list, or anything else.
 * @returns Its objects with a `name`.
 *
 * @example
 * ```ts
 * import { namedItems } from "./manifest_fields.ts";
 *
 * console.log(namedItems([{ name: "a" }, { title: "b" }, 3])); // [ { name: "a" } ]
 * ```
 */
export function namedItems(list: unknown): Record<string, unknown>[] {
  return Array.isArray(list)
    ? list.filter((item): item is Record<string, unknown> =>
      isRecord(item) && typeof item.name === "string"
    )
    : [];
}

/**
 * A class name made from a tag, as neither format names the class: `ion-button` is `IonButton`.
 *
 * @param tag A custom element's tag.
 * @returns The name.
 *
 * @example
 * ```ts
 * import { classNameOf } from "./manifest_fields.ts";
 *
 * console.log(classNameOf("cds-accordion-item")); // "CdsAccordionItem"
 * ```
 */
export function classNameOf(tag: string): string {
  return tag.split("-").map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join("");
}

/**
 * `{ type: { text } }` for a non-empty type text.
 *
 * @param type A type's text, or anything else.
 * @returns The field, or none.
 *
 * @example
 * ```ts
 * import { typed } from "./manifest_fields.ts";
 *
 * console.log(typed("boolean")); // { type: { text: "boolean" } }
 * ```
 */
export function typed(type: unknown): Record<string, unknown> {
  return typeof type === "string" && type !== "" ? { type: { text: type } } : {};
}

/**
 * `{ default }` for a default written as text.
 *
 * @param value A default's text, or anything else.
 * @returns The field, or none.
 *
 * @example
 * ```ts
 * import { defaulted } from "./manifest_fields.ts";
 *
 * console.log(defaulted("false")); // { default: "false" }
 * ```
 */
export function defaulted(value: unknown): Record<string, unknown> {
  return typeof value === "string" ? { default: value } : {};
}

/**
 * `{ description }` for a description with text.
 *
 * @param docs A description, or anything else.
 * @returns The field, or none.
 *
 * @example
 * ```ts
 * import { described } from "./manifest_fields.ts";
 *
 * console.log(described("  ")); // {}
 * ```
 */
export function described(docs: unknown): Record<string, unknown> {
  return typeof docs === "string" && docs.trim() !== "" ? { description: docs } : {};
}

/**
 * `{ deprecated }` as a manifest says it, from a format's flag or text and its message, when
 * the flag is set: the first text of the two, else `true`.
 *
 * @param flag The format's `deprecated` (`true`, or a text).
 * @param message A message the format writes beside it (`deprecatedMessage`), if any.
 * @returns The field, or none.
 *
 * @example
 * ```ts
 * import { deprecatedAs } from "./manifest_fields.ts";
 *
 * console.log(deprecatedAs(true, "Use `scale`.")); // { deprecated: "Use `scale`." }
 * ```
 */
export function deprecatedAs(flag: unknown, message?: unknown): Record<string, unknown> {
  if (flag === undefined || flag === false) return {};
  const text = [message, flag].find((value) => typeof value === "string" && value.trim() !== "");
  return { deprecated: text ?? true };
}
