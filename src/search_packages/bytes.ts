/**
 * The byte form of folded text that the search index stores and compares. ASCII code units
 * are one byte each; every other UTF-16 code unit `u` becomes three bytes, a lead byte
 * `0xC0 + (u >> 12)` and two continuation bytes `0x80 + (u >> 6 & 63)`, `0x80 + (u & 63)`.
 * Lead, continuation and ASCII bytes never overlap and each code unit is encoded on its own,
 * so an encoded word occurs in an encoded text exactly where the word occurs in the text:
 * substring relations between UTF-16 strings are preserved, lone surrogates included. Bytes
 * keep the index compact (V8 would store most pages at two bytes per character, since one em
 * dash is enough) and let the hot loops work on typed arrays.
 *
 * @module
 */
import { foldCase } from "./normalize.ts";

/** Ends a token in the search index's token store; a space, which no token contains. */
export const TOKEN_END = 0x20;

/** Marks a word separator in {@link ASCII_BYTE}. */
export const SEPARATOR = -1;

/**
 * For each ASCII code: its folded byte, or {@link SEPARATOR} for whitespace, `-` and `_`.
 * Folding ASCII is plain lowercasing.
 */
export const ASCII_BYTE: Int16Array = (() => {
  const table = new Int16Array(0x80);
  for (let code = 0; code < 0x80; code++) {
    const char = String.fromCharCode(code);
    table[code] = /[\s_-]/.test(char) ? SEPARATOR : char.toLowerCase().charCodeAt(0);
  }
  return table;
})();

/**
 * The bytes of one non-ASCII character of a field, folded.
 *
 * @param char One code point: a single code unit, or a surrogate pair.
 * @returns Its folded bytes, or `null` when the character is whitespace.
 */
export function foldedCharBytes(char: string): number[] | null {
  if (/\s/.test(char)) return null;
  const bytes: number[] = [];
  pushUnitBytes(foldCase(char), bytes);
  return bytes;
}

/**
 * The bytes of a query word.
 *
 * @param word A folded word without separators, as `queryWords` returns it.
 * @returns Its bytes.
 */
export function wordBytes(word: string): Uint8Array {
  // Most query words are ASCII: one byte per code unit, written straight into the result.
  const ascii = new Uint8Array(word.length);
  for (let i = 0; i < word.length; i++) {
    const unit = word.charCodeAt(i);
    if (unit >= 0x80) {
      const bytes: number[] = [];
      pushUnitBytes(word, bytes);
      return Uint8Array.from(bytes);
    }
    ascii[i] = unit;
  }
  return ascii;
}

function pushUnitBytes(text: string, out: number[]): void {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) out.push(unit);
    else out.push(0xc0 + (unit >> 12), 0x80 + (unit >> 6 & 63), 0x80 + (unit & 63));
  }
}
