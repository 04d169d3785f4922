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
 * Converts a JSDoc block ({@link described}); each tag keeps its name, what it is about and its
 * text.
 *
 * @param jsDoc The block, if the declaration has one.
 * @returns The description and tags; an empty object when there is no documentation.
 */
export function documentation(jsDoc: JsDoc | undefined): Documentation {
  return described(jsDoc?.doc, (jsDoc?.tags ?? []).map(toApiTag));
}

/**
 * A block's description and tags as the snapshot records them: the description without its
 * trailing blank lines, or, when the block has none before its tags, the text of its
 * `@description` tag (else its `@summary`), as date-fns writes its docs; that tag is then the
 * description, not a tag too, nor is a summary that says the same.
 *
 * @param doc The block's own description, if any.
 * @param written Its tags, as the snapshot names them; inline links in both are read as text
 *   ({@link inlineLinks}).
 * @returns The description and tags; an empty object when there is neither.
 *
 * @example
 * ```ts
 * import { described } from "./js_doc.ts";
 *
 * console.log(described(undefined, [{ tag: "description", text: "Adds days." }])); // { doc: "Adds days." }
 * ```
 */
export function described(
  doc: string | undefined,
  written: readonly ApiDocTag[],
): Documentation {
  const result: Documentation = {};
  // A file written with CRLF line ends (pinia's) gives its docs `\r`s too.
  const read = (text: string) => inlineLinks(text.replaceAll("\r\n", "\n"));
  const own = doc === undefined ? undefined : read(doc).trimEnd();
  // A bundler's annotation (`@__NO_SIDE_EFFECTS__`, `@__PURE__`) says nothing to a reader.
  const tags = written.filter((tag) => !/^__\w+__$/.test(tag.tag)).map((tag) =>
    tag.text === undefined ? tag : { ...tag, text: read(tag.text) }
  );
  const tagged = own?.trim()
    ? undefined
    : tags.find((tag) => tag.tag === "description" && tag.text) ??
      tags.find((tag) => tag.tag === "summary" && tag.text);
  const text = tagged?.text ?? own;
  if (text) result.doc = text;
  // A summary that says what the description says is not kept twice.
  const rest = tags.filter((tag) =>
    tag !== tagged && !(tag.tag === "summary" && text !== undefined && tag.text === text)
  );
  if (rest.length > 0) result.tags = rest;
  return result;
}

/**
 * A text's inline links as a reader reads them: `{@link Chat}` and `{@linkcode Chat }` are the
 * name in code, `{@link try_ | try}` its label, `{@link https://x.dev/a}` the address (after its
 * label, when it has one).
 *
 * @param text A description or a tag's text.
 * @returns The text without `{@link ...}`.
 *
 * @example
 * ```ts
 * import { inlineLinks } from "./js_doc.ts";
 *
 * console.log(inlineLinks("See {@linkcode PropertyDeclaration } and {@link https://lit.dev docs}.")); // "See `PropertyDeclaration` and docs (https://lit.dev)."
 * ```
 */
export function inlineLinks(text: string): string {
  return text.replace(
    /\{@link(?:code|plain)?\s+([^\s|}]+)\s*(?:\|\s*)?([^}]*?)\s*\}/g,
    (_, target: string, label: string) =>
      /^https?:\/\//.test(target)
        ? (label ? `${label} (${target})` : target)
        : `\`${label || target}\``,
  );
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

/**
 * A `@param` or `@property` tag's text as the snapshot keeps it: the description without the
 * hyphen JSDoc writes after the name (`@param x - The value`), then the default its bracketed
 * name gives (`[options.origin='*']`), which the signature cannot say. The type in its braces
 * opens the text for a property of a parameter (`options.origin`), whose type the signature
 * names only as its object's (hono's `cors` takes an origin callback, said only there); a
 * parameter's own type is the signature's to say.
 *
 * @param comment The tag's description, as written after its name.
 * @param about The tag's name, the default of `[name=value]` and the type in its braces.
 * @returns The text; empty when the tag says nothing.
 *
 * @example
 * ```ts
 * import { parameterText } from "./js_doc.ts";
 *
 * console.log(parameterText("- The allowed origin.", { name: "options.origin", defaultValue: "'*'", type: "string | string[]" }));
 * // "{string | string[]} The allowed origin. Default: `'*'`."
 * ```
 */
export function parameterText(
  comment: string | undefined,
  about: { name: string; defaultValue?: string | undefined; type?: string | undefined },
): string {
  const { name, defaultValue, type } = about;
  const words = (comment ?? "").trim().replace(/^-\s+/, "");
  const typed = type !== undefined && name.includes(".") ? `{${type}} ${words}`.trim() : words;
  return defaultValue === undefined ? typed : `${typed} Default: \`${defaultValue}\`.`.trim();
}

function toApiTag(tag: JsDocTag): ApiDocTag {
  if (tag.kind === "unsupported") return unsupportedTag(tag.value ?? "");
  const about = tag.name ?? (tag.kind === "throws" && tag.tsType ? printType(tag.tsType) : "");
  const text = tag.kind === "param" || tag.kind === "property"
    ? parameterText(tag.doc, {
      name: tag.name ?? "",
      defaultValue: tag.default,
      type: tag.tsType && printType(tag.tsType),
    })
    : [tagValue(tag), tag.doc?.trim()].filter(Boolean).join(" ");
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
  // `@type {T}`, `@enum {T}`, `@this {T}`, `@extends {T}`: the type is the point of the tag (of
  // `@returns {T}`, the signature says it).
  if (tag.name === undefined && tag.kind !== "throws" && tag.kind !== "return" && tag.tsType) {
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
