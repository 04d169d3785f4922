/**
 * The one pass over the catalog text that builds the search index. Each field is folded and
 * cut into tokens (maximal runs of non-separator characters) on the fly, code unit by code
 * unit, without building any intermediate string; each token is interned in the vocabulary
 * and tied to the fields holding it.
 *
 * @module
 */
import { ASCII_BYTE, foldedCharBytes, SEPARATOR } from "./bytes.ts";
import type { FieldTexts } from "./fields.ts";
import { grow } from "./grow.ts";
import { PostingsBuilder } from "./postings.ts";
import { buildTokenTable } from "./token_table.ts";
import type { Vocabulary } from "./vocabulary.ts";
import { HASH_SEED, hashStep, type IndexShape, VocabularyBuilder } from "./vocabulary_builder.ts";

/**
 * Scans fields, reading each text when its turn comes.
 *
 * @param fields The fields.
 * @param shape Sizes inside the index (for tests).
 * @param from The first field to scan; the ones before count as absent (another vocabulary's).
 * @returns Every distinct token, linked to the fields holding it.
 */
export function scanFields(fields: FieldTexts, shape?: IndexShape, from = 0): Vocabulary {
  const scanner = new FieldScanner(shape);
  for (let field = 0; field < fields.count; field++) {
    scanner.scan(field < from ? null : fields.text(field));
  }
  return scanner.finish(fields.count);
}

/** Scans fields one after another (ids 0, 1, 2, ...), then freezes their vocabulary. */
export class FieldScanner {
  readonly #vocabulary: VocabularyBuilder;
  #byToken = new PostingsBuilder();
  /** Non-ASCII characters repeat (dashes, arrows), so their folding is looked up once. */
  readonly #foldedChars = new Map<string, number[] | null>();
  #token = new Uint8Array(256);
  #length = 0;
  #hash = HASH_SEED;

  /** @param shape Sizes inside the index (for tests). */
  constructor(shape?: IndexShape) {
    this.#vocabulary = new VocabularyBuilder(shape);
  }

  /**
   * Scans the next field.
   *
   * @param field Its raw text, or `null` when it is absent (or another thread's).
   */
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

  /**
   * Freezes the vocabulary of the fields scanned.
   *
   * @param fieldCount How many fields there are, all told (later ones count as absent).
   * @returns The vocabulary; the scanner must not be used afterwards.
   */
  finish(fieldCount: number): Vocabulary {
    const table = buildTokenTable(this.#byToken.build(), this.#vocabulary.tokenCount);
    // The fields of each token are laid out now: let the scan's record of them go.
    this.#byToken = new PostingsBuilder();
    return this.#vocabulary.build(table, fieldCount);
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
