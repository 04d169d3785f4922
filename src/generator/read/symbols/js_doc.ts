/**
 * Turns deno doc's parsed JSDoc into the snapshot's `doc` and `tags`.
 *
 * @module
 */
import type { ApiDocTag } from "../../../snapshot/model.ts";
import type { JsDoc, JsDocTag } from "./deno_doc_json.ts";
import { printType } from "./print_type.ts";

/** The documentation of a symbol or member, with absent parts left out. */
export interface Documentation {
  doc?: string;
  tags?: ApiDocTag[];
}

/**
 * Tag kinds whose name deno doc normalises; the snapshot uses the spelling readers expect. A
 * map, not an object: `@constructor` must not find `Object.prototype.constructor`.
 */
const TAG_NAMES: ReadonlyMap<string, string> = new Map([["return", "returns"]]);

/**
 * Converts a JSDoc block. The description is kept whole (trailing blank lines aside); each
 * tag keeps its name, what it is about and its text.
 *
 * @param jsDoc The block, if the declaration has one.
 * @returns The description and tags; an empty object when there is no documentation.
 */
export function documentation(jsDoc: JsDoc | undefined): Documentation {
  const result: Documentation = {};
  const doc = jsDoc?.doc?.trimEnd();
  if (doc) result.doc = doc;
  const tags = (jsDoc?.tags ?? []).map(toApiTag);
  if (tags.length > 0) result.tags = tags;
  return result;
}

/**
 * Tells whether a JSDoc block says anything.
 *
 * @param jsDoc The block, if any.
 * @returns `true` when it has a description or a tag.
 */
export function hasDocumentation(jsDoc: JsDoc | undefined): boolean {
  return Boolean(jsDoc?.doc?.trim()) || (jsDoc?.tags?.length ?? 0) > 0;
}

/**
 * The name the snapshot gives a JSDoc tag: the spelling readers expect (`@return` is
 * `returns`), any other tag by its own name.
 *
 * @param tag A tag name without `@`.
 * @returns The snapshot's name for it.
 *
 * @example
 * ```ts
 * import { snapshotTagName } from "./js_doc.ts";
 *
 * console.log(snapshotTagName("return"), snapshotTagName("since")); // "returns" "since"
 * ```
 */
export function snapshotTagName(tag: string): string {
  return TAG_NAMES.get(tag) ?? tag;
}

function toApiTag(tag: JsDocTag): ApiDocTag {
  if (tag.kind === "unsupported") return unsupportedTag(tag.value ?? "");
  const about = tag.name ?? (tag.kind === "throws" && tag.tsType ? printType(tag.tsType) : "");
  const text = [tagValue(tag), tag.doc?.trim()].filter(Boolean).join(" ");
  const result: ApiDocTag = { tag: snapshotTagName(tag.kind) };
  if (about) result.name = about;
  if (text) result.text = text;
  return result;
}

/** What a tag says besides its name and description: a default, a type, a list. */
function tagValue(tag: JsDocTag): string | undefined {
  if (tag.kind === "default") return tag.value;
  if (tag.kind === "tags") return tag.tags?.join(", ");
  if (tag.kind === "priority") return tag.priority === undefined ? undefined : `${tag.priority}`;
  // `@type {T}`, `@enum {T}`, `@this {T}`, `@extends {T}`: the type is the point of the tag.
  if (tag.name === undefined && tag.kind !== "throws" && tag.tsType) {
    return `{${printType(tag.tsType)}}`;
  }
  return undefined;
}

/** deno doc keeps a tag it does not know as its raw text, `@name rest`. */
function unsupportedTag(raw: string): ApiDocTag {
  const match = /^@(\S+)\s*([\s\S]*)$/.exec(raw.trim());
  if (match === null) return { tag: "unknown", text: raw.trim() };
  const text = (match[2] as string).trim();
  return text ? { tag: match[1] as string, text } : { tag: match[1] as string };
}
