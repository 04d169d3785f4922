/**
 * How two spellings of one attribute, property or prop name meet.
 *
 * @module
 */

/**
 * A name compared lowercased, without hyphens, so `selectionMode`, `selectionmode` and
 * `selection-mode` meet.
 *
 * @param name A name.
 * @returns Its loose form.
 *
 * @example
 * ```ts
 * import { looseName } from "./loose_name.ts";
 *
 * console.log(looseName("touch-target") === looseName("touchTarget")); // true
 * ```
 */
export function looseName(name: string): string {
  return name.toLowerCase().replaceAll("-", "");
}
