/**
 * Arrays of ids that take 16 bits each when they fit: the field lists of the token table and
 * of the block sets.
 *
 * @module
 */

/** Ids, 16 or 32 bits each. */
export type IdArray = Uint16Array | Uint32Array;

/**
 * An array for ids that take 16 bits each when they fit.
 *
 * @param max The largest id it will hold.
 * @param length How many ids.
 * @returns A `Uint16Array` when `max` fits 16 bits, else a `Uint32Array`.
 */
export function idArray(max: number, length: number): IdArray {
  return max < 0x10000 ? new Uint16Array(length) : new Uint32Array(length);
}
