/**
 * The analyzer sometimes records an event it cannot name (`dispatchEvent(new Event(type))`) or
 * a member without a name (a computed key). The snapshot schema needs names, and one such entry
 * would cost its whole declaration; a manifest built from source drops the entries instead.
 *
 * @module
 */
import { isRecord } from "../../../is_record.ts";

/** The lists of named entries a declaration carries. */
const NAMED_LISTS = ["attributes", "members", "events", "slots", "cssParts", "cssProperties"];

/**
 * Removes, from every declaration of a manifest, list entries without a string `name`.
 *
 * @param manifest A Custom Elements Manifest, changed in place.
 * @returns How many entries were removed.
 *
 * @example
 * ```ts
 * import { dropNamelessEntries } from "./nameless_entries.ts";
 *
 * const manifest = { modules: [{ declarations: [{ name: "A", events: [{ type: {} }, { name: "go" }] }] }] };
 * console.log(dropNamelessEntries(manifest)); // 1
 * ```
 */
export function dropNamelessEntries(manifest: unknown): number {
  const modules = isRecord(manifest) && Array.isArray(manifest.modules) ? manifest.modules : [];
  let dropped = 0;
  for (const module of modules.filter(isRecord)) {
    const declarations = Array.isArray(module.declarations) ? module.declarations : [];
    for (const declaration of declarations.filter(isRecord)) {
      for (const key of NAMED_LISTS) {
        const list = declaration[key];
        if (!Array.isArray(list)) continue;
        const named = list.filter((entry) => isRecord(entry) && typeof entry.name === "string");
        dropped += list.length - named.length;
        declaration[key] = named;
      }
    }
  }
  return dropped;
}
