/**
 * A name as code writes it, found in a text: the name whole, not a part of a longer identifier
 * (`RetryOptions` in `retry(options?: RetryOptions)`, not in `RetryOptionsBase`).
 *
 * @module
 */

/**
 * A text as a regular expression matches it literally.
 *
 * @param text Any text.
 * @returns Its characters, those a pattern reads as syntax escaped.
 *
 * @example
 * ```ts
 * import { escapeRegExp } from "./written_name.ts";
 *
 * console.log(new RegExp(escapeRegExp("a.b()")).test("a.b()")); // true
 * ```
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A pattern that finds a name written whole: no identifier character (`\w` or `$`) on either
 * side.
 *
 * @param name A name as code writes it.
 * @returns The pattern (case-sensitive).
 *
 * @example
 * ```ts
 * import { writtenName } from "./written_name.ts";
 *
 * console.log(writtenName("catchAll").test("Effect.catchAll(f)"), writtenName("catchAll").test("catchAllCause")); // true false
 * ```
 */
export function writtenName(name: string): RegExp {
  return new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`);
}
