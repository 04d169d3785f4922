/**
 * Growing typed arrays, for the index builders that do not know their sizes in advance.
 *
 * Doubling an array leaves the old one behind as garbage, which nothing collects while an
 * index is built (the build runs in one go), so the builders start their arrays at the
 * {@link RESERVED} sizes instead: an array that large is mapped by the system page by page, as
 * it is written, and costs what it holds; it is only copied in the rare catalog that outgrows
 * it.
 *
 * @module
 */

/** The length the builders' growing arrays start at: 4 Mi elements (a few megabytes used). */
export const RESERVED: number = 1 << 22;

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
