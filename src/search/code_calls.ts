/**
 * What a section of an installed package's `code` page calls that the same page defines: the
 * functions it calls (`doRename(` in fs-extra's `move()`), the methods it calls on its own
 * object (`this.fire(`), the classes it constructs (`new CronTime(`: `CronTime.constructor()`)
 * and the values it reads by name (`constants.RELEASE_TYPES`). A question about what a call does
 * is often answered one call further down; `fetch` names those sections so that the next call
 * is a fetch of an id, not a search for it.
 *
 * @module
 */
import type { CatalogPage } from "../catalog/catalog.ts";
import { outlineOf } from "../docs/page_sections.ts";
import { CODE_PLACE, type CodeDefinition, codeDefinitions, definedName } from "./code_of.ts";

/** The most sections one section's answer names. */
const MOST_CALLS = 4;

/** Names whose calls are the platform's or a module's of Node, never a package's own. */
const PLATFORM = new Set([
  "Array",
  "Buffer",
  "JSON",
  "Math",
  "Number",
  "Object",
  "Promise",
  "Reflect",
  "String",
  "Symbol",
  "console",
  "crypto",
  "fs",
  "os",
  "path",
  "process",
  "super",
  "url",
  "util",
]);

/** A call or a dotted name: `new X(`, `obj.name(`, `name(`, `obj.NAME`; or `function f(`. */
const REFERENCE =
  /(?<![\w$.])(function\s+|new\s+)?(?:([A-Za-z_$][\w$]*)\s*\.\s*)?([A-Za-z_$][\w$]*)(\s*\()?/g;

/**
 * The anchors of the sections of a code page that one of its sections calls, constructs or
 * reads by name, in the order its code first does, at most four; none of its own.
 *
 * @param page The package's `code` page.
 * @param anchor The section's anchor (`move`).
 * @returns The anchors (`["dorename"]`).
 *
 * @example
 * ```ts
 * import { codeCalls } from "./code_calls.ts";
 *
 * const fence = "`".repeat(3);
 * const markdown = `## move()\n\nlib/move.js:1\n\n${fence}js\nfunction move() {\n  return doRename()\n}\n${fence}\n\n` +
 *   `## doRename()\n\nlib/move.js:5\n\n${fence}js\nfunction doRename() {}\n${fence}\n`;
 * console.log(codeCalls({ id: "code", markdown }, "move")); // ["dorename"]
 * ```
 */
export function codeCalls(page: CatalogPage, anchor: string): string[] {
  const heading = outlineOf(page).headings.find((candidate) => candidate.slug === anchor);
  if (heading === undefined) return [];
  const text = page.markdown.slice(heading.start, heading.end);
  const definitions = codeDefinitions(page);
  const own = definedName(heading.text);
  const ownOwner = own.includes(".") ? own.slice(0, own.lastIndexOf(".")) : "";
  const ownBare = own.slice(own.lastIndexOf(".") + 1);
  const file = CODE_PLACE.exec(text)?.[1] ?? "";
  const code = text.slice(text.indexOf("```"));
  const found: string[] = [];
  for (const [, opener, object, name, call] of code.matchAll(REFERENCE)) {
    // A function the code defines is not one it calls, nor is its own name (a method's
    // definition, `drain() {`, or a call of itself).
    if (opener?.startsWith("function") || object !== undefined && PLATFORM.has(object)) continue;
    if (name === ownBare && (object === undefined || object === "this")) continue;
    const made = opener !== undefined;
    const candidates = (definitions.get(made ? "constructor" : name!) ?? [])
      .filter((definition) =>
        (!made || definition.name === `${name}.constructor`) && definition.name !== own &&
        // A value is read by name; a function, called.
        (definition.value ? call === undefined && /[A-Z]/.test(name!) : call !== undefined)
      );
    const owner = object === "this" ? ownOwner : object;
    const chosen = pick(candidates, owner, file);
    if (chosen !== undefined && !found.includes(chosen.anchor)) found.push(chosen.anchor);
    if (found.length === MOST_CALLS) break;
  }
  return found;
}

/**
 * The definition a reference means: the one of the object's name as owner (`this` is the
 * calling section's owner), else the only one in the calling script, else the only one.
 */
function pick(
  candidates: readonly CodeDefinition[],
  owner: string | undefined,
  file: string,
): CodeDefinition | undefined {
  if (candidates.length === 0) return undefined;
  const owned = owner === undefined || owner === ""
    ? []
    : candidates.filter((definition) => definition.owner === owner);
  if (owned.length === 1) return owned[0];
  const local = candidates.filter((definition) => definition.file === file);
  if (local.length === 1) return local[0];
  return candidates.length === 1 ? candidates[0] : undefined;
}
