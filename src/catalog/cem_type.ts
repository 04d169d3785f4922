/**
 * The type of a Custom Elements Manifest attribute or field as its values read.
 *
 * @module
 */

/**
 * An attribute's or field's type as its values read: the analyzer's `parsedType` when it wrote
 * one (`'primary' | 'outline'` for Fluent's `ButtonAppearance`), else its `type`.
 *
 * @param item A manifest attribute or member.
 * @returns The type's text, if the manifest gives one.
 *
 * @example
 * ```ts
 * import { cemTypeText } from "./cem_type.ts";
 *
 * console.log(cemTypeText({ type: { text: "Appearance" }, parsedType: { text: "'a' | 'b'" } })); // "'a' | 'b'"
 * ```
 */
export function cemTypeText(
  item: { type?: { text: string }; [key: string]: unknown },
): string | undefined {
  const parsed = (item.parsedType as { text?: unknown } | undefined)?.text;
  return typeof parsed === "string" ? parsed : item.type?.text;
}
