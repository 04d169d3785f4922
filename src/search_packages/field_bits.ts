/**
 * Sets of fields as bits: bit `f % 32` of word `f >> 5` stands for field `f`. The engine keeps a
 * query's candidates this way, so that each further word narrows them with one AND per 32
 * fields, and a word's fields are gathered into one whatever routes they come by.
 *
 * @module
 */
import type { IdArray } from "./id_array.ts";

/**
 * How many 32-bit words a set of `fieldCount` fields takes.
 *
 * @param fieldCount How many fields there are.
 * @returns The word count.
 */
export function wordsFor(fieldCount: number): number {
  return (fieldCount + 31) >>> 5;
}

/**
 * Adds the fields of a token's field reference (see `token_table.ts`) to a set.
 *
 * @param bits The set.
 * @param ref A field reference: `2f + 1` for field `f`, `2p` for the list at `p`.
 * @param fieldLists The token table's lists: a length, then that many field ids.
 */
function addRef(bits: Int32Array, ref: number, fieldLists: IdArray): void {
  if ((ref & 1) === 1) {
    const field = ref >>> 1;
    bits[field >>> 5]! |= 1 << (field & 31);
    return;
  }
  let at = ref >>> 1;
  for (const end = at + 1 + fieldLists[at++]!; at < end; at++) {
    const field = fieldLists[at]!;
    bits[field >>> 5]! |= 1 << (field & 31);
  }
}

/**
 * Adds the fields of the tokens of some suffix index entries (`piece << 8 | offset`, see
 * `suffix_index.ts`) to a set.
 *
 * @param bits The set.
 * @param entries The entries.
 * @param from The first entry.
 * @param to One past the last.
 * @param pieceRefs The field reference of each piece's token.
 * @param fieldLists The token table's field lists.
 */
export function addEntryFields(
  bits: Int32Array,
  entries: Uint32Array,
  from: number,
  to: number,
  pieceRefs: Uint32Array,
  fieldLists: IdArray,
): void {
  let last = -1;
  for (let i = from; i < to; i++) {
    const ref = pieceRefs[entries[i]! >>> 8]!;
    // Several places in one token, or neighbours in tokens of the same fields, add the same.
    if (ref === last) continue;
    last = ref;
    addRef(bits, ref, fieldLists);
  }
}

/**
 * Counts the fields in a set.
 *
 * @param bits The set.
 * @returns How many bits are set.
 */
export function countFields(bits: Int32Array): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) count += popCount(bits[i]!);
  return count;
}

/** Counts the set bits of a 32-bit word. */
function popCount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
