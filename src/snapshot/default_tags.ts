/**
 * The JSDoc tags that state a member's default value (`@default`, and `@defaultValue` as TSDoc
 * writes it), for every part that reads or shows a default.
 *
 * @module
 */

/**
 * The tags that give a member's default value.
 *
 * @example
 * ```ts
 * import { DEFAULT_TAGS } from "./default_tags.ts";
 *
 * console.log(DEFAULT_TAGS.has("defaultValue")); // true
 * ```
 */
export const DEFAULT_TAGS: ReadonlySet<string> = new Set(["default", "defaultValue"]);
