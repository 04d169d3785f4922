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
import { Spares } from "./spares.ts";
import { TokenTableBuilder } from "./token_table.ts";
import type { Vocabulary } from "./vocabulary.ts";
import {
  freezeVocabulary,
  HASH_SEED,
  hashStep,
  type IndexShape,
  type ScanParts,
  VocabularyBuilder,
} from "./vocabulary_builder.ts";

/**
 * Scans fields, reading each text when its turn comes.
 *
 * @param fields The fields.
 * @param shape Sizes inside the index (for tests).
 * @param from The first field to scan; the ones before count as absent (another vocabulary's).
 * @returns Every distinct token, linked to the fields holding it.
 */
export function scanFields(fields: FieldTexts, shape?: IndexShape, from = 0): Vocabulary {
  const scanner = new FieldScanner();
  for (let field = 0; field < fields.count; field++) {
    scanner.scan(field < from ? null : fields.content(field));
  }
  const { parts, spares } = scanner.settle(fields.count);
  return freezeVocabulary(parts, fields.count, shape, spares);
}

/** Scans fields one after another (ids 0, 1, 2, ...), then freezes their vocabulary. */
export class FieldScanner {
  readonly #vocabulary = new VocabularyBuilder();
  readonly #byToken = new TokenTableBuilder();
  /**
   * Non-ASCII characters repeat (dashes, arrows), so their folding is looked up once, by code
   * point (or lone surrogate).
   */
  readonly #foldedChars = new Map<number, number[] | null>();
  #token = new Uint8Array(256);
  #length = 0;
  #hash = HASH_SEED;

  /**
   * Scans the next field.
   *
   * @param field Its raw text, as a string or as its UTF-8 bytes (see `compact_text.ts`), or
   * `null` when it is absent (or another thread's).
   */
  scan(field: string | Uint8Array | null): void {
    this.#byToken.beginField();
    if (field === null) return;
    if (typeof field === "string") this.#scanText(field);
    else this.#scanUtf8(field);
    this.#endToken();
  }

  #scanText(field: string): void {
    for (let i = 0; i < field.length; i++) {
      const code = field.charCodeAt(i);
      if (code < 0x80) {
        this.#ascii(code);
        continue;
      }
      const pair = code >= 0xd800 && code < 0xdc00 && isLowSurrogate(field.charCodeAt(i + 1));
      this.#other(pair ? field.codePointAt(i)! : code);
      if (pair) i++;
    }
  }

  /** Scans well-formed UTF-8, as `TextEncoder` writes it. */
  #scanUtf8(field: Uint8Array): void {
    for (let i = 0; i < field.length;) {
      const lead = field[i]!;
      if (lead < 0x80) {
        this.#ascii(lead);
        i++;
      } else if (lead < 0xe0) {
        this.#other((lead & 0x1f) << 6 | field[i + 1]! & 0x3f);
        i += 2;
      } else if (lead < 0xf0) {
        this.#other((lead & 0x0f) << 12 | (field[i + 1]! & 0x3f) << 6 | field[i + 2]! & 0x3f);
        i += 3;
      } else {
        this.#other(
          (lead & 0x07) << 18 | (field[i + 1]! & 0x3f) << 12 | (field[i + 2]! & 0x3f) << 6 |
            field[i + 3]! & 0x3f,
        );
        i += 4;
      }
    }
  }

  #ascii(code: number): void {
    const byte = ASCII_BYTE[code]!;
    if (byte === SEPARATOR) this.#endToken();
    else this.#push(byte);
  }

  /** A character outside ASCII: a code point, or a lone surrogate of a string. */
  #other(code: number): void {
    let bytes = this.#foldedChars.get(code);
    if (bytes === undefined) {
      const char = code < 0x10000 ? String.fromCharCode(code) : String.fromCodePoint(code);
      this.#foldedChars.set(code, bytes = foldedCharBytes(char));
    }
    if (bytes === null) this.#endToken();
    else for (const byte of bytes) this.#push(byte);
  }

  /**
   * Ends the scan: ties each token to its fields and lets the scan's own records go.
   *
   * @param fieldCount How many fields there are, all told (later ones count as absent).
   * @returns What the scan gave, and the scan's working buffers, free for reuse (see
   * `spares.ts`); the scanner must not be used afterwards.
   */
  settle(fieldCount: number): { parts: ScanParts; spares: Spares } {
    const built = this.#byToken.build(this.#vocabulary.tokenCount, fieldCount);
    const { parts, spares } = this.#vocabulary.settle(built.table);
    return { parts, spares: new Spares([...built.spares, ...spares]) };
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
