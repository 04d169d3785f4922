/**
 * Words of one or two bytes (`a`, `ui`). They have no trigram and sit inside a large share of
 * all tokens, so no per-token route is cheap for them. Their fields are found instead by one
 * pass over the token store the first time a word is asked for, and kept: such queries are
 * rare, and working out those lists for every byte and byte pair up front would cost more
 * than the rest of the index. A kept list holds field ids, or one bit per field when that is
 * smaller (a word such as `e` is in nearly every field).
 *
 * @module
 */
import { TOKEN_END } from "./bytes.ts";
import { type IdArray, idArray } from "./postings.ts";
import type { FieldBuffer, TokenTable } from "./token_table.ts";
import type { WordLookup } from "./vocabulary.ts";

/** A short word's fields: ascending ids, or a bit per field. */
type FieldSet = { count: number; ids: IdArray } | {
  count: number;
  bits: Uint8Array;
};

/** The short words asked for so far, and the means to find new ones. */
export class ShortWords {
  readonly #store: Uint8Array;
  readonly #table: TokenTable;
  readonly #fieldCount: number;
  readonly #buffer: FieldBuffer;
  /** By word key; `null` when no field holds the word. */
  readonly #known = new Map<number, FieldSet | null>();

  /**
   * @param store All tokens back to back, each followed by TOKEN_END, in token id order.
   * @param table The fields of each token.
   * @param fieldCount How many fields there are.
   * @param buffer Where bit sets are read out; shared with the vocabulary.
   */
  constructor(store: Uint8Array, table: TokenTable, fieldCount: number, buffer: FieldBuffer) {
    this.#store = store;
    this.#table = table;
    this.#fieldCount = fieldCount;
    this.#buffer = buffer;
  }

  /**
   * Looks a word up.
   *
   * @param word A word in byte form, 1 or 2 bytes long.
   * @returns Its fields, or `undefined` when no field holds it.
   */
  lookUp(word: Uint8Array): WordLookup | undefined {
    const key = word.length === 1 ? word[0]! : 0x100 + (word[0]! << 8 | word[1]!);
    let set = this.#known.get(key);
    if (set === undefined) this.#known.set(key, set = this.#find(word));
    if (set === null) return undefined;
    const known = set;
    return {
      estimate: known.count,
      fields: () => "ids" in known ? known.ids : this.#readBits(known.bits),
    };
  }

  /** Bytes held by the lists kept so far. */
  get sizeBytes(): number {
    let bytes = 0;
    for (const set of this.#known.values()) {
      if (set !== null) bytes += "ids" in set ? set.ids.byteLength : set.bits.byteLength;
    }
    return bytes;
  }

  /** One pass over the store: the fields of every token holding the word. */
  #find(word: Uint8Array): FieldSet | null {
    const store = this.#store;
    const { refs } = this.#table;
    const buffer = this.#buffer;
    const first = word[0]!;
    const second = word.length === 2 ? word[1]! : -1;
    const bits = new Uint8Array((this.#fieldCount + 7) >> 3);
    let count = 0;
    let token = 0;
    for (let at = 0; at < store.length; at++) {
      const byte = store[at];
      if (byte === TOKEN_END) {
        token++;
        continue;
      }
      if (byte !== first || (second !== -1 && store[at + 1] !== second)) continue;
      buffer.count = 0;
      buffer.append(this.#table, refs[token]!);
      for (let i = 0; i < buffer.count; i++) {
        const field = buffer.ids[i]!;
        const mask = 1 << (field & 7);
        if ((bits[field >> 3]! & mask) === 0) {
          bits[field >> 3]! |= mask;
          count++;
        }
      }
      // The rest of this token brings the same fields again.
      at = store.indexOf(TOKEN_END, at) - 1;
    }
    if (count === 0) return null;
    const ids = idArray(this.#fieldCount - 1, count);
    if (ids.byteLength > bits.length) return { count, bits };
    let next = 0;
    for (let field = 0; field < this.#fieldCount; field++) {
      if ((bits[field >> 3]! & (1 << (field & 7))) !== 0) ids[next++] = field;
    }
    return { count, ids };
  }

  /** The fields of a bit set, in the shared buffer. */
  #readBits(bits: Uint8Array): Uint32Array {
    const buffer = this.#buffer;
    buffer.count = 0;
    if (buffer.ids.length < this.#fieldCount) buffer.ids = new Uint32Array(this.#fieldCount);
    const ids = buffer.ids;
    let count = 0;
    for (let at = 0; at < bits.length; at++) {
      const byte = bits[at]!;
      if (byte === 0) continue;
      for (let bit = 0; bit < 8; bit++) if ((byte & (1 << bit)) !== 0) ids[count++] = at << 3 | bit;
    }
    buffer.count = count;
    return buffer.view();
  }
}
