/**
 * The one pass over the catalog text that builds the search index. Each field is folded and
 * cut into tokens (maximal runs of non-separator characters) on the fly, code unit by code
 * unit, without building any intermediate string; each token is interned in the vocabulary
 * and tied to the fields holding it.
 *
 * @module
 */
import { ASCII_BYTE, foldedCharBytes, SEPARATOR } from "./bytes.ts";
import { grow } from "./grow.ts";
import { PostingsBuilder } from "./postings.ts";
import type { Vocabulary } from "./vocabulary.ts";
import { HASH_SEED, hashStep, type IndexShape, VocabularyBuilder } from "./vocabulary_builder.ts";

/**
 * Scans fields.
 *
 * @param fields Raw field texts; `null` marks an absent field. Field ids are positions here.
 * @param shape Sizes inside the index (for tests).
 * @returns Every distinct token, linked to the fields holding it.
 */
export function scanFields(fields: readonly (string | null)[], shape?: IndexShape): Vocabulary {
  const scanner = new FieldScanner(shape);
  for (const field of fields) scanner.scan(field);
  return scanner.finish(fields.length);
}

/**
 * How many characters some fields hold, all told.
 *
 * @param fields Raw field texts; `null` marks an absent field.
 * @returns The sum of their lengths.
 */
export function textLengthOf(fields: readonly (string | null)[]): number {
  let length = 0;
  for (const field of fields) length += field?.length ?? 0;
  return length;
}

class FieldScanner {
  readonly #vocabulary: VocabularyBuilder;
  readonly #byToken = new PostingsBuilder();
  /** Non-ASCII characters repeat (dashes, arrows), so their folding is looked up once. */
  readonly #foldedChars = new Map<string, number[] | null>();
  #token = new Uint8Array(256);
  #length = 0;
  #hash = HASH_SEED;

  constructor(shape?: IndexShape) {
    this.#vocabulary = new VocabularyBuilder(shape);
  }

  scan(field: string | null): void {
    this.#byToken.beginItem();
    if (field === null) return;
    for (let i = 0; i < field.length; i++) {
      const code = field.charCodeAt(i);
      if (code < 0x80) {
        const byte = ASCII_BYTE[code]!;
        if (byte === SEPARATOR) this.#endToken();
        else this.#push(byte);
        continue;
      }
      const pair = code >= 0xd800 && code < 0xdc00 && isLowSurrogate(field.charCodeAt(i + 1));
      const char = field.slice(i, pair ? i + 2 : i + 1);
      if (pair) i++;
      let bytes = this.#foldedChars.get(char);
      if (bytes === undefined) this.#foldedChars.set(char, bytes = foldedCharBytes(char));
      if (bytes === null) this.#endToken();
      else for (const byte of bytes) this.#push(byte);
    }
    this.#endToken();
  }

  finish(fieldCount: number): Vocabulary {
    return this.#vocabulary.build(this.#byToken.build(), fieldCount);
  }

  #push(byte: number): void {
    if (this.#length === this.#token.length) this.#token = grow(this.#token, this.#length * 2);
    this.#token[this.#length++] = byte;
    this.#hash = hashStep(this.#hash, byte);
  }

  #endToken(): void {
    const length = this.#length;
    if (length === 0) return;
    this.#byToken.add(this.#vocabulary.intern(this.#token, length, this.#hash));
    this.#length = 0;
    this.#hash = HASH_SEED;
  }
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code < 0xe000;
}
