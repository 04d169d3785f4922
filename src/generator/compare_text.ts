/**
 * Orders strings by UTF-16 code units. Unlike `localeCompare` the result does not depend on the
 * machine's locale, which keeps generated snapshots byte-identical everywhere.
 *
 * @param a First string.
 * @param b Second string.
 * @returns A negative number, zero or a positive number, as `Array.prototype.sort` expects.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
