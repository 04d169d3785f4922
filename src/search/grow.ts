/**
 * Growing typed arrays, for the index builders that do not know their sizes in advance.
 *
 * @module
 */

/** A typed array the builders grow. */
export type GrowableArray = Uint8Array | Uint16Array | Int32Array | Uint32Array;

/**
 * Copies an array into a larger one of the same type.
 *
 * @param array The array to grow.
 * @param size The new length, not below the old one.
 * @returns The new array; the tail is zero.
 */
export function grow<T extends GrowableArray>(array: T, size: number): T {
  const grown = new (array.constructor as new (size: number) => T)(size);
  grown.set(array);
  return grown;
}
