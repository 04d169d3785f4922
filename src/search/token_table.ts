/**
 * The token table of the search index: which fields hold each token of the vocabulary, as one
 * number per token (a field reference) that is cheap to carry around: each piece of a token in
 * the suffix index has its token's, so a word's places lead to their fields without a lookup.
 *
 * A field reference is `2f + 1` for the single field `f` (most tokens have one), or `2p` for
 * the list in {@link TokenTable.fieldLists} at `p`: its length, then the field ids.
 *
 * @module
 */
import type { IdArray, Postings } from "./postings.ts";

/** Which fields hold each token. */
export interface TokenTable {
  /** The field reference of each token, by token id. */
  readonly refs: Uint32Array;
  /** The field lists of the tokens held by more than one field. */
  readonly fieldLists: IdArray;
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
  let at = 0;
  for (let token = 0; token < tokenCount; token++) {
    const first = offsets[token]!;
    const size = offsets[token + 1]! - first;
    const ref = size === 1 ? 2 * ids[first]! + 1 : 2 * at;
    refs[token] = ref;
    if (size === 1) continue;
    fieldLists[at++] = size;
    fieldLists.set(ids.subarray(first, first + size), at);
    at += size;
  }
  return { refs, fieldLists };
}
