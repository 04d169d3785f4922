/**
 * Tells whether a parsed JSON value is a plain object.
 *
 * @param value Any value.
 * @returns `true` for a non-null, non-array object.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
