/**
 * What an attribute of a template means: a plain attribute, or a framework binding that sets
 * a property or listens to an event under another name. Lit writes `.prop`, `?attr` and
 * `@event`; Vue `:prop`, `v-bind:prop`, `@event` and `v-on:event` (with modifiers such as
 * `.prevent`); Svelte `on:event`. Anything else a template engine puts in attribute position
 * (`v-if`, `#slot`, `[prop]`, `bind:value`, `${spread}`) is left alone.
 *
 * @module
 */
import type { MarkupAttribute } from "./parse_fragment.ts";

/** How an attribute is to be checked. */
export type Binding =
  /** An attribute: `name` lowercased; `value` is null when bound (`?attr`, `${...}`). */
  | { kind: "attribute"; name: string; value: string | null; booleanBinding: boolean }
  /**
   * A property (`.prop`) or a Vue prop (`:prop`, attribute or property): `name` as written;
   * `literal` is a Vue prop's value when it is a plain string literal (`:size="'sm'"`).
   */
  | { kind: "property"; name: string; vue: boolean; literal: string | null }
  /** An event listener: `name` as written; Lit's are exact, Vue's match hyphenated names. */
  | { kind: "event"; name: string; exact: boolean }
  /** Template syntax that names nothing of the element. */
  | { kind: "ignored" };

const IGNORED: Binding = { kind: "ignored" };

/**
 * Reads an attribute's binding syntax.
 *
 * @param attr The attribute.
 * @returns What it binds.
 */
export function bindingOf(attr: MarkupAttribute): Binding {
  const { written, value } = attr;
  const first = written[0];
  if (first === ".") return property(written.slice(1), false, value);
  if (first === "?") {
    const name = written.slice(1);
    return isName(name)
      ? { kind: "attribute", name: name.toLowerCase(), value: null, booleanBinding: true }
      : IGNORED;
  }
  if (first === "@") return event(written.slice(1), !value.includes("${"));
  if (first === ":") return property(written.slice(1), true, value);
  const lower = written.toLowerCase();
  if (lower.startsWith("v-bind:")) return property(written.slice(7), true, value);
  if (lower.startsWith("v-on:")) return event(written.slice(5), true);
  if (lower.startsWith("on:")) return event(written.slice(3), true);
  if (lower.startsWith("v-") || !isName(written) || isDirective(lower)) return IGNORED;
  return {
    kind: "attribute",
    name: attr.name,
    value: isBound(value) ? null : value,
    booleanBinding: false,
  };
}

/**
 * Whether a value is filled in by a template engine (`${...}`, `{{ ... }}`, `{% %}`,
 * `<% %>`, JSX's and Svelte's `{...}`) rather than written out.
 *
 * @param value An attribute value.
 */
export function isBound(value: string): boolean {
  return value.includes("${") || value.includes("{{") || value.includes("{%") ||
    value.includes("<%") || (value.startsWith("{") && value.endsWith("}"));
}

/**
 * A namespaced name that is no attribute: Svelte's `bind:value`, `class:active`, `use:action`.
 * Only XML's own prefixes (`xml:lang`, `xmlns:x`, `xlink:href`) name attributes.
 */
function isDirective(lower: string): boolean {
  const colon = lower.indexOf(":");
  if (colon === -1) return false;
  const prefix = lower.slice(0, colon);
  return prefix !== "xml" && prefix !== "xmlns" && prefix !== "xlink";
}

function property(written: string, vue: boolean, value: string): Binding {
  const name = withoutModifiers(written);
  if (!isName(name)) return IGNORED;
  return { kind: "property", name, vue, literal: vue ? stringLiteral(value) : null };
}

function event(written: string, vueStyle: boolean): Binding {
  const name = withoutModifiers(written);
  return isName(name) ? { kind: "event", name, exact: !vueStyle } : IGNORED;
}

/** Modifiers follow the name after dots in Vue (`click.prevent`), bars in Svelte (`click|once`). */
function withoutModifiers(written: string): string {
  const end = [written.indexOf("."), written.indexOf("|")].filter((i) => i !== -1);
  return end.length === 0 ? written : written.slice(0, Math.min(...end));
}

/**
 * The string a JavaScript expression is, when it is nothing but one quoted string without
 * escapes or interpolation (`'primary'`, `"sm"`); `null` otherwise.
 */
function stringLiteral(expression: string): string | null {
  const text = expression.trim();
  const quote = text[0];
  if (text.length < 2 || (quote !== "'" && quote !== '"' && quote !== "`")) return null;
  const body = text.slice(1, -1);
  if (!text.endsWith(quote) || body.includes(quote) || body.includes("\\")) return null;
  return quote === "`" && body.includes("${") ? null : body;
}

/**
 * Whether a name is one an element could declare: a letter or `_` first, then letters,
 * digits, `-`, `_`, `:` (`xml:lang`, Vue's `update:value` events) or `.`. Template syntax such
 * as `[prop]`, `(event)`, `*ngIf`, `#ref` or a `${...}` spread fails.
 */
function isName(name: string): boolean {
  if (name === "") return false;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    const letter = (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95;
    const later = (code >= 48 && code <= 57) || code === 45 || code === 58 || code === 46;
    if (!letter && (i === 0 || !later)) return false;
  }
  return true;
}
