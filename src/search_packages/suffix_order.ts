/**
 * The order the suffix index keeps the positions of the token store in, and the two keys it
 * is made of. A position stands for the suffix of its token that starts there; suffixes are
 * ordered by their first seven bytes, a byte past the token's end counting as TOKEN_END (which
 * no word holds), then by position. So every word of up to seven bytes occurs exactly at the
 * positions of one contiguous run of the order, and the positions of a run are ascending.
 *
 * The first three bytes make the bucket key, 7 bits a byte: ASCII stays, other bytes share the
 * 26 slots of the uppercase letters, which folded text never holds, so a key is exact for ASCII
 * and a filter otherwise. Bytes 3 to 6 make the order key within a bucket, 8 bits a byte.
 *
 * @module
 */
import { TOKEN_END } from "./bytes.ts";

/** How many bytes of a suffix its place in the order depends on. */
export const ORDER_BYTES = 7;

/** How many bytes the bucket key covers. */
export const BUCKET_BYTES = 3;

/** Squeezes a byte into 7 bits: ASCII stays, other bytes share the uppercase letters' codes. */
export function squeeze(byte: number): number {
  return byte < 0x80 ? byte : 0x41 + byte % 26;
}

/**
 * The bucket key of the suffix starting at `at`.
 *
 * @param bytes A token store, or a word.
 * @param at Where the suffix starts; `bytes[at]` is not TOKEN_END.
 * @param end Where `bytes` ends for this purpose: bytes from there on count as TOKEN_END.
 * @returns A 21-bit key.
 */
export function bucketKey(bytes: Uint8Array, at: number, end: number): number {
  const b1 = next(bytes, at + 1, end, bytes[at]!);
  return squeeze(bytes[at]!) << 14 | squeeze(b1) << 7 | squeeze(next(bytes, at + 2, end, b1));
}

/**
 * The order key of the suffix starting at `at`: its bytes 3 to 6, the first of them most
 * significant. Once the suffix has ended (at TOKEN_END or `end`), every later byte is
 * TOKEN_END.
 *
 * @param bytes A token store, or a word.
 * @param at Where the suffix starts.
 * @param end Where `bytes` ends for this purpose.
 * @returns An unsigned 32-bit key.
 */
export function orderKey(bytes: Uint8Array, at: number, end: number): number {
  const b1 = next(bytes, at + 1, end, bytes[at]!);
  const b2 = next(bytes, at + 2, end, b1);
  const b3 = next(bytes, at + 3, end, b2);
  const b4 = next(bytes, at + 4, end, b3);
  const b5 = next(bytes, at + 5, end, b4);
  return b3 * 0x1000000 + (b4 << 16 | b5 << 8 | next(bytes, at + 6, end, b5));
}

/** The byte at `at` of a suffix whose byte before is `before`: TOKEN_END once it has ended. */
function next(bytes: Uint8Array, at: number, end: number, before: number): number {
  return before === TOKEN_END || at >= end ? TOKEN_END : bytes[at]!;
}
