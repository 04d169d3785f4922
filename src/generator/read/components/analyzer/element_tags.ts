/**
 * Tags the analyzer cannot see: a class named in `HTMLElementTagNameMap` (`declare global {
 * interface HTMLElementTagNameMap { 'x-y': XY } }`) or registered by a call in another module
 * (`XY.define('x-y')`, `customElements.define('x-y', XY)`).
 *
 * @module
 */
import { isRecord } from "../../../is_record.ts";

/** A valid custom element name: lower case, starts with a letter, has a hyphen. */
const TAG = String.raw`[a-z][a-z0-9._]*-[a-z0-9._-]*`;
const QUOTED_TAG = String.raw`['"\`](${TAG})['"\`]`;

/**
 * The body of an `interface HTMLElementTagNameMap { ... }` declaration, or of the
 * `DeclareElements` interface Esri's Lumina (calcite) names its tags in.
 */
const TAG_NAME_MAP = /interface\s+(?:HTMLElementTagNameMap|DeclareElements)\s*\{([^}]*)\}/g;
/** One `'x-y': XY;` entry of that body. */
const TAG_NAME_MAP_ENTRY = new RegExp(String.raw`${QUOTED_TAG}\s*:\s*([A-Za-z_$][\w$]*)`, "g");
/** `XY.define('x-y')`, as FAST and many small libraries write it. */
const STATIC_DEFINE = new RegExp(String.raw`\b([A-Za-z_$][\w$]*)\.define\(\s*${QUOTED_TAG}`, "g");
/** `class XY ... { static get is() { return 'x-y'; } }` or `static is = 'x-y'`, within one class. */
const STATIC_IS = new RegExp(
  String.raw`\bclass\s+([A-Za-z_$][\w$]*)(?:(?!\bclass\s)[\s\S])*?\bstatic\s+` +
    String.raw`(?:get\s+is\s*\(\s*\)\s*\{\s*return|is\s*=)\s*${QUOTED_TAG}`,
  "g",
);
/** `customElements.define('x-y', XY)`. */
const REGISTRY_DEFINE = new RegExp(
  String.raw`customElements\.define\(\s*${QUOTED_TAG}\s*,\s*([A-Za-z_$][\w$]*)\s*[,)]`,
  "g",
);

/**
 * Finds the tags that source texts give to class names, in file order; the first tag found for
 * a class wins.
 *
 * @param texts Source texts, in a stable order.
 * @returns Tag by class name.
 *
 * @example
 * ```ts
 * import { tagsByClass } from "./element_tags.ts";
 *
 * const tags = tagsByClass([
 *   "declare global { interface HTMLElementTagNameMap { 'x-card': XCard; } }",
 *   "XBadge.define('x-badge');",
 *   "class XTab extends Base { static get is() { return 'x-tab'; } }",
 * ]);
 * console.log(tags.get("XCard"), tags.get("XBadge"), tags.get("XTab")); // x-card x-badge x-tab
 * ```
 */
export function tagsByClass(texts: readonly string[]): Map<string, string> {
  const tags = new Map<string, string>();
  const add = (className: string, tag: string) => {
    if (!tags.has(className)) tags.set(className, tag);
  };
  for (const text of texts) {
    for (const [, body] of text.matchAll(TAG_NAME_MAP)) {
      for (const [, tag, name] of (body as string).matchAll(TAG_NAME_MAP_ENTRY)) {
        add(name as string, tag as string);
      }
    }
    for (const [, name, tag] of text.matchAll(STATIC_DEFINE)) {
      if (name !== "customElements") add(name as string, tag as string);
    }
    for (const [, tag, name] of text.matchAll(REGISTRY_DEFINE)) {
      add(name as string, tag as string);
    }
    for (const [, name, tag] of text.matchAll(STATIC_IS)) add(name as string, tag as string);
  }
  return tags;
}

/**
 * Gives every class declaration of a manifest the tag its sources register it under, marks it
 * a custom element and adds its definition to the module's exports, as the analyzer does for
 * the tags it finds itself. The analyzer's own tag stays, unless no source registers it (it
 * then comes from a JSDoc `@customElement` or `@tagname`, which may be stale or written with
 * quotes) and a registration names another. A tag already taken by another declaration is not
 * given twice.
 *
 * @param manifest A Custom Elements Manifest, changed in place.
 * @param tags Tag by class name (see {@link tagsByClass}).
 * @returns How many declarations got a tag or a different one.
 *
 * @example
 * ```ts
 * import { applyTags } from "./element_tags.ts";
 *
 * const manifest = { modules: [{ path: "x.ts", declarations: [{ kind: "class", name: "XCard" }] }] };
 * applyTags(manifest, new Map([["XCard", "x-card"]]));
 * console.log(manifest.modules[0]?.declarations[0]); // { kind: "class", name: "XCard", tagName: "x-card", customElement: true }
 * ```
 */
export function applyTags(manifest: unknown, tags: ReadonlyMap<string, string>): number {
  const modules = isRecord(manifest) && Array.isArray(manifest.modules) ? manifest.modules : [];
  const declarations = modules.flatMap((module) =>
    isRecord(module) && Array.isArray(module.declarations)
      ? module.declarations.filter(isRecord).map((declaration) => ({ module, declaration }))
      : []
  );
  for (const { declaration } of declarations) {
    if (typeof declaration.tagName === "string") {
      declaration.tagName = declaration.tagName.replace(/^(['"`])(.*)\1$/, "$2");
    }
  }
  const registered = new Set(tags.values());
  const taken = new Set(declarations.map(({ declaration }) => declaration.tagName));
  let given = 0;
  for (const { module, declaration } of declarations) {
    const tag = typeof declaration.name === "string" ? tags.get(declaration.name) : undefined;
    if (declaration.kind !== "class" || tag === undefined || taken.has(tag)) continue;
    const current = declaration.tagName;
    if (typeof current === "string" && registered.has(current)) continue;
    declaration.tagName = tag;
    declaration.customElement = true;
    taken.add(tag);
    given++;
    const exports = Array.isArray(module.exports) ? module.exports : [];
    const definition = exports.find((entry) =>
      isRecord(entry) && entry.kind === "custom-element-definition" && entry.name === current
    );
    if (definition !== undefined) definition.name = tag;
    else {
      exports.push({
        kind: "custom-element-definition",
        name: tag,
        declaration: { name: declaration.name, module: module.path },
      });
    }
    module.exports = exports;
  }
  return given;
}

/**
 * An analyzer plugin that keeps a registered element whose class its module does not export
 * (`class Overlay ...; customElements.define('x-overlay', Overlay)`, or a `define` helper): the
 * analyzer drops unexported declarations, but an element is public through its tag. It adds the
 * element's definition to the module's exports before that happens.
 *
 * @param tags Tag by class name (see {@link tagsByClass}).
 * @returns The plugin.
 *
 * @example
 * ```ts
 * import { registeredElementsPlugin } from "./element_tags.ts";
 *
 * const moduleDoc = { path: "o.js", declarations: [{ kind: "class", name: "Overlay" }], exports: [] };
 * registeredElementsPlugin(new Map([["Overlay", "x-overlay"]])).moduleLinkPhase({ moduleDoc });
 * console.log(moduleDoc.exports.length); // 1
 * ```
 */
export function registeredElementsPlugin(tags: ReadonlyMap<string, string>): {
  name: string;
  moduleLinkPhase(params: { moduleDoc: unknown }): void;
} {
  return {
    name: "catalog-mcp-registered-elements",
    moduleLinkPhase({ moduleDoc }) {
      if (!isRecord(moduleDoc) || !Array.isArray(moduleDoc.declarations)) return;
      const exports: unknown[] = Array.isArray(moduleDoc.exports) ? moduleDoc.exports : [];
      const exported = new Set(
        exports.filter(isRecord).flatMap((entry) => [
          entry.name,
          isRecord(entry.declaration) ? entry.declaration.name : undefined,
        ]),
      );
      for (const declaration of moduleDoc.declarations.filter(isRecord)) {
        if (declaration.kind !== "class" || typeof declaration.name !== "string") continue;
        const tag = typeof declaration.tagName === "string"
          ? declaration.tagName
          : tags.get(declaration.name);
        if (tag === undefined || exported.has(declaration.name)) continue;
        exports.push({
          kind: "custom-element-definition",
          name: tag,
          declaration: { name: declaration.name, module: moduleDoc.path },
        });
      }
      moduleDoc.exports = exports;
    },
  };
}
