/**
 * The token table of the search index: which fields hold each token of the vocabulary, as one
 * number per token (a field reference) that is cheap to carry around: each piece of a token in
 * the suffix index has its token's, so a word's places lead to their fields without a lookup.
 *
 * A field reference is `2f + 1` for the single field `f` (most tokens have one), or `2p` for
 * the list in {@link TokenTable.fieldLists} at `p`: its length, then the field ids, ascending.
 *
 * @module
 */
import { grow, RESERVED } from "./grow.ts";
import { type IdArray, idArray } from "./id_array.ts";
import type { Spare } from "./spares.ts";

/** Which fields hold each token. */
export interface TokenTable {
  /** The field reference of each token, by token id. */
  readonly refs: Uint32Array;
  /** The field lists of the tokens held by more than one field. */
  readonly fieldLists: IdArray;
}

/**
 * The tokens of each field, recorded while the fields are scanned (fields 0, 1, 2, ...), then
 * laid out as a {@link TokenTable} by counting: no list per token is ever made. The record is
 * kept in chunks (see `grow.ts`) that are never copied, and handed on to be reused.
 */
export class TokenTableBuilder {
  /** For each token, the number (id + 1) of the last field that added it: deduplication. */
  #lastField = new Int32Array(RESERVED);
  /** For each token, how many fields hold it. */
  #counts = new Uint32Array(RESERVED);
  /** The token ids of each field, fields in order: full chunks, then the one being filled. */
  readonly #chunks: Uint32Array[] = [];
  #chunk = new Uint32Array(RESERVED);
  #used = 0;
  /** How many ids had been recorded at the end of each field. */
  #fieldEnds: number[] = [];
  #recorded = 0;
  /** Fields begun so far; the current field's id plus one. */
  #fields = 0;

  /** Starts the next field; the first call starts field 0. */
  beginField(): void {
    if (this.#fields > 0) this.#fieldEnds.push(this.#recorded);
    this.#fields++;
  }

  /**
   * Records that the current field holds a token; recording it again is a no-op.
   *
   * @param token A token id.
   */
  add(token: number): void {
    if (token >= this.#lastField.length) this.#growTokens(token);
    if (this.#lastField[token] === this.#fields) return;
    this.#lastField[token] = this.#fields;
    this.#counts[token]!++;
    if (this.#used === this.#chunk.length) {
      this.#chunks.push(this.#chunk);
      this.#chunk = new Uint32Array(RESERVED);
      this.#used = 0;
    }
    this.#chunk[this.#used++] = token;
    this.#recorded++;
  }

  /**
   * Lays out the table.
   *
   * @param tokenCount How many tokens there are.
   * @param fieldCount How many fields there are.
   * @returns The table, and the buffers of the record, free for reuse (see `spares.ts`); the
   * builder must not be used afterwards.
   */
  build(tokenCount: number, fieldCount: number): { table: TokenTable; spares: Spare[] } {
    if (this.#fields > 0) this.#fieldEnds.push(this.#recorded);
    const counts = this.#counts;
    let listed = 0;
    let longest = 0;
    for (let token = 0; token < tokenCount; token++) {
      if (counts[token]! > 1) listed += 1 + counts[token]!;
      longest = Math.max(longest, counts[token]!);
    }
    const fieldLists = idArray(Math.max(fieldCount - 1, longest), listed);
    const refs = new Uint32Array(tokenCount);
    // Where the next field of each listed token goes, in the array deduplication was done with.
    const next = this.#lastField;
    let at = 0;
    for (let token = 0; token < tokenCount; token++) {
      if (counts[token]! < 2) continue;
      refs[token] = 2 * at;
      fieldLists[at] = counts[token]!;
      next[token] = at + 1;
      at += 1 + counts[token]!;
    }
    const chunks = [...this.#chunks, this.#chunk.subarray(0, this.#used)];
    let field = 0;
    let seen = 0;
    for (const chunk of chunks) {
      for (let i = 0; i < chunk.length; i++, seen++) {
        while (this.#fieldEnds[field]! <= seen) field++;
        const token = chunk[i]!;
        if (counts[token] === 1) refs[token] = 2 * field + 1;
        else fieldLists[next[token]!++] = field;
      }
    }
    const spares = [
      ...chunks.map((chunk) => ({ buffer: chunk.buffer, written: chunk.byteLength })),
      { buffer: next.buffer, written: 4 * tokenCount },
      { buffer: counts.buffer, written: 4 * tokenCount },
    ];
    // Let the record go now: the builder may stay referenced while the index is frozen.
    this.#chunks.length = 0;
    this.#chunk = this.#counts = new Uint32Array(0);
    this.#lastField = new Int32Array(0);
    return { table: { refs, fieldLists }, spares };
  }

  #growTokens(token: number): void {
    let size = this.#lastField.length;
    while (size <= token) size *= 2;
    this.#lastField = grow(this.#lastField, size);
    this.#counts = grow(this.#counts, size);
  }
}
