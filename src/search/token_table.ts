/**
 * The token table of the search index: which fields hold each token of the vocabulary, as one
 * number per token (a field reference) that is cheap to carry around: the trigram index keeps
 * one with every offset, so a word's occurrences lead to their fields without a lookup.
 *
 * A field reference is `2f + 1` for the single field `f` (most tokens have one), or `2p` for
 * the list in {@link TokenTable.fieldLists} at `p`: its length, then the field ids.
 *
 * @module
 */
import { grow } from "./grow.ts";
import type { IdArray, Postings } from "./postings.ts";

/** Which fields hold each token. */
export interface TokenTable {
  /** The field reference of each token, by token id. */
  readonly refs: Uint32Array;
  /** The field lists of the tokens held by more than one field. */
  readonly fieldLists: IdArray;
  /** The largest field reference. */
  readonly maxRef: number;
}

/**
 * Builds the token table.
 *
 * @param fieldsByToken Field ids by token id; every token has some.
 * @param tokenCount How many tokens there are.
 * @returns The table.
 */
export function buildTokenTable(fieldsByToken: Postings, tokenCount: number): TokenTable {
  const { ids, offsets } = fieldsByToken;
  let listed = 0;
  let longest = 0;
  for (let token = 0; token < tokenCount; token++) {
    const size = offsets[token + 1]! - offsets[token]!;
    if (size > 1) listed += 1 + size;
    longest = Math.max(longest, size);
  }
  const fieldLists = ids instanceof Uint16Array && longest <= 0xffff
    ? new Uint16Array(listed)
    : new Uint32Array(listed);
  const refs = new Uint32Array(tokenCount);
  let maxRef = 0;
  let at = 0;
  for (let token = 0; token < tokenCount; token++) {
    const first = offsets[token]!;
    const size = offsets[token + 1]! - first;
    const ref = size === 1 ? 2 * ids[first]! + 1 : 2 * at;
    refs[token] = ref;
    maxRef = Math.max(maxRef, ref);
    if (size === 1) continue;
    fieldLists[at++] = size;
    fieldLists.set(ids.subarray(first, first + size), at);
    at += size;
  }
  return { refs, fieldLists, maxRef };
}

/** A reusable, growing buffer of field ids that field references are expanded into. */
export class FieldBuffer {
  /** The ids; the first {@link FieldBuffer.count} are in use. */
  ids: Uint32Array = new Uint32Array(256);
  /** How many ids are in use. */
  count = 0;

  /**
   * Appends the fields a reference stands for.
   *
   * @param table The token table the reference comes from.
   * @param ref A field reference.
   */
  append(table: TokenTable, ref: number): void {
    if ((ref & 1) === 1) {
      if (this.count === this.ids.length) this.ids = grow(this.ids, 2 * this.count);
      this.ids[this.count++] = ref >>> 1;
      return;
    }
    const lists = table.fieldLists;
    let at = ref >>> 1;
    const size = lists[at++]!;
    if (this.count + size > this.ids.length) this.ids = grow(this.ids, 2 * (this.count + size));
    const ids = this.ids;
    let count = this.count;
    for (const end = at + size; at < end; at++) ids[count++] = lists[at]!;
    this.count = count;
  }

  /** The ids in use, as a view that later appends overwrite. */
  view(): Uint32Array {
    return this.ids.subarray(0, this.count);
  }
}
