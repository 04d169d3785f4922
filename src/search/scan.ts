/**
 * The one pass over the catalog text that builds the search index. Each field is folded and
 * cut into tokens (maximal runs of non-separator characters) on the fly, code unit by code
 * unit, without building any intermediate string. It records, per field:
 *
 * - its distinct tokens (interned in the vocabulary), which answer words of 3 bytes or more;
 * - the distinct bytes and byte pairs inside its tokens, which answer shorter words directly:
 *   a one- or two-byte word sits inside so many tokens that a lookup through them would cost
 *   more than the answer.
 *
 * @module
 */
import { ASCII_BYTE, foldedCharBytes, SEPARATOR } from "./bytes.ts";
import { grow } from "./grow.ts";
import { type KeyedPostings, PostingsBuilder } from "./postings.ts";
import type { Vocabulary } from "./vocabulary.ts";
import { HASH_SEED, hashStep, VocabularyBuilder } from "./vocabulary_builder.ts";

/** What the scan produces; field ids are positions in the scanned list. */
export interface ScannedFields {
  /** Every distinct token, linked to the fields holding it. */
  vocabulary: Vocabulary;
  /** Field ids by {@link shortWordKey}. */
  fieldsByShortWord: KeyedPostings;
}

/** Keys below this bound are single bytes; the rest are byte pairs. */
const PAIR_BASE = 0x100;
const SHORT_KEY_LIMIT = PAIR_BASE + 0x10000;

/**
 * The key under which {@link ScannedFields.fieldsByShortWord} files a one- or two-byte word.
 *
 * @param word A word in byte form, 1 or 2 bytes long.
 * @returns Its key.
 */
export function shortWordKey(word: Uint8Array): number {
  return word.length === 1 ? word[0]! : PAIR_BASE + (word[0]! << 8 | word[1]!);
}

/**
 * Scans fields.
 *
 * @param fields Raw field texts; `null` marks an absent field.
 * @returns The vocabulary and both postings.
 */
export function scanFields(fields: readonly (string | null)[]): ScannedFields {
  const scanner = new FieldScanner();
  for (const field of fields) scanner.scan(field);
  return scanner.finish();
}

class FieldScanner {
  readonly #vocabulary = new VocabularyBuilder();
  readonly #byToken = new PostingsBuilder();
  readonly #byShortWord = new PostingsBuilder(SHORT_KEY_LIMIT);
  /**
   * For each short-word key, the number of the last field that reported it. The postings
   * builder deduplicates too; checking here first saves a call for the many bytes and pairs a
   * field repeats.
   */
  readonly #shortSeen = new Int32Array(SHORT_KEY_LIMIT);
  /** The current field's number: its id + 1. */
  #field = 0;
  /** Non-ASCII characters repeat (dashes, arrows), so their folding is looked up once. */
  readonly #foldedChars = new Map<string, number[] | null>();
  #token = new Uint8Array(256);
  #length = 0;
  #hash = HASH_SEED;

  scan(field: string | null): void {
    this.#byToken.beginItem();
    this.#byShortWord.beginItem();
    this.#field++;
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

  finish(): ScannedFields {
    return {
      vocabulary: this.#vocabulary.build(this.#byToken.build()),
      fieldsByShortWord: this.#byShortWord.buildKeyed(),
    };
  }

  #push(byte: number): void {
    if (this.#length === this.#token.length) this.#token = grow(this.#token, this.#length * 2);
    this.#token[this.#length++] = byte;
    this.#hash = hashStep(this.#hash, byte);
  }

  #endToken(): void {
    const length = this.#length;
    if (length === 0) return;
    const hash = this.#hash;
    this.#length = 0;
    this.#hash = HASH_SEED;
    const token = this.#token;
    // A token seen before in this field brings no new bytes or pairs.
    if (!this.#byToken.add(this.#vocabulary.intern(token, length, hash))) return;
    const seen = this.#shortSeen;
    const field = this.#field;
    let previous = -1;
    for (let i = 0; i < length; i++) {
      const byte = token[i]!;
      if (seen[byte] !== field) {
        seen[byte] = field;
        this.#byShortWord.add(byte);
      }
      if (previous >= 0) {
        const key = PAIR_BASE + (previous << 8 | byte);
        if (seen[key] !== field) {
          seen[key] = field;
          this.#byShortWord.add(key);
        }
      }
      previous = byte;
    }
  }
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code < 0xe000;
}
