/**
 * Keeps a catalog's long texts (documentation pages and sources, nearly all of a snapshot) as
 * UTF-8 bytes, and gives them back as strings when they are read. V8 stores a string at two
 * bytes a character as soon as one character is outside Latin-1 (an em dash or an arrow will
 * do, and every page of the real corpus has one), so mostly-ASCII Markdown takes twice its
 * size as strings, and about its size as UTF-8.
 *
 * A compacted text is an accessor property of its object (a package's `apiSource`, a page of
 * its `docs`): it reads like the string, enumerates, serialises and compares like it, and
 * assigning to it turns it back into a plain string property. Reading one decodes it (about
 * 5 µs for a 10 KB page); the search index reads each field once while it is built. Texts that
 * UTF-8 cannot hold exactly (a lone surrogate) stay strings.
 *
 * @module
 */
import type { BundledPackage } from "./model.ts";

/** Texts shorter than this stay strings: the bytes saved would not pay for the accessor. */
const MIN_CHARS = 256;

/** The bytes of a page of texts (a longer text gets a page of its own). */
const PAGE_BYTES = 1 << 22;

/** Where the bytes and UTF-16 length of each compacted property are kept, on its object. */
const COMPACTED = Symbol("compacted texts");

/** A compacted text. */
interface Compacted {
  bytes: Uint8Array;
  length: number;
}

/** The UTF-8 bytes of many texts, in pages. */
export class CompactTexts {
  readonly #encoder = new TextEncoder();
  // A text may start with U+FEFF: it must come back, not be taken for a byte order mark.
  readonly #decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  #page: Uint8Array = new Uint8Array(0);
  #used = 0;

  /**
   * Compacts the long texts of a package: its documentation pages (the specification's four
   * and any others) and its source.
   *
   * @param pkg A validated package; its texts are replaced in place.
   */
  compactPackage(pkg: BundledPackage): void {
    for (const page of Object.keys(pkg.docs) as (keyof typeof pkg.docs)[]) {
      this.#compact(pkg.docs as Record<string, string>, page);
    }
    for (const page of pkg.pages ?? []) {
      this.#compact(page as unknown as Record<string, string>, "markdown");
    }
    if (pkg.apiSource !== null) {
      this.#compact(pkg as unknown as Record<string, string>, "apiSource");
    }
  }

  #compact(owner: Record<string, string>, key: string): void {
    const text = owner[key]!;
    if (text.length < MIN_CHARS || !isWellFormed(text)) return;
    // UTF-8 takes at most three bytes for a UTF-16 code unit.
    if (this.#used + 3 * text.length > this.#page.length) {
      this.#page = newPage(Math.max(PAGE_BYTES, 3 * text.length));
      this.#used = 0;
    }
    const { written } = this.#encoder.encodeInto(text, this.#page.subarray(this.#used));
    const bytes = this.#page.subarray(this.#used, this.#used + written);
    this.#used += written;
    const decoder = this.#decoder;
    const compacted = compactedOf(owner);
    Object.defineProperty(owner, key, {
      get: () => decoder.decode(bytes),
      set(value: string) {
        delete compacted[key];
        Object.defineProperty(owner, key, { value, writable: true, enumerable: true });
      },
      enumerable: true,
      configurable: true,
    });
    compacted[key] = { bytes, length: text.length };
  }
}

/**
 * Whether a string has no lone surrogate, which UTF-8 cannot hold (ES2024; in Deno and in Node
 * from 20, but not in the npm build's type library).
 */
function isWellFormed(text: string): boolean {
  return (text as unknown as { isWellFormed(): boolean }).isWellFormed();
}

/**
 * A page of bytes, shared between threads where the runtime can: the search index's build
 * worker then reads the texts where they are, instead of copies sent to it.
 */
function newPage(bytes: number): Uint8Array {
  return typeof SharedArrayBuffer === "function"
    ? new Uint8Array(new SharedArrayBuffer(bytes))
    : new Uint8Array(bytes);
}

/** The compacted properties of an object, kept on it where nothing lists them. */
function compactedOf(owner: object): Record<string, Compacted> {
  const holder = owner as { [COMPACTED]?: Record<string, Compacted> };
  if (holder[COMPACTED] === undefined) {
    Object.defineProperty(holder, COMPACTED, { value: {}, enumerable: false });
  }
  return holder[COMPACTED]!;
}

/**
 * Whether a package has bundled source, without decoding it when it is compacted.
 *
 * @param pkg A package.
 * @returns Whether its `apiSource` is not `null`.
 */
export function hasSource(pkg: BundledPackage): boolean {
  return compactedText(pkg, "apiSource") !== undefined || pkg.apiSource !== null;
}

/**
 * A compacted text property as it is held, without decoding it.
 *
 * @param owner The object that holds it.
 * @param key Its name.
 * @returns Its UTF-8 bytes (shared: do not change them) and its length in UTF-16 code units,
 * or `undefined` when the property is not a compacted text (read it then).
 */
export function compactedText(owner: object, key: string): Compacted | undefined {
  return (owner as { [COMPACTED]?: Record<string, Compacted> })[COMPACTED]?.[key];
}

/**
 * Part of a compacted text, as `text.slice(start, end)` would give it, decoding only the bytes
 * of that part: a search's candidates are sections of many pages, and decoding each whole page
 * to cut one section from it was most of a first query's reading (29 MB for 40 questions).
 *
 * @param owner The object that holds the text.
 * @param key The text's property.
 * @param start The first UTF-16 code unit (at least 0).
 * @param end The code unit after the last (at most the text's length).
 * @returns The part; `undefined` when the property is not a compacted text (slice it then).
 *
 * @example
 * ```ts
 * import { CompactTexts, compactedSlice } from "./compact_text.ts";
 *
 * const page = { markdown: "# Caf\u00e9\n\n" + "Text. ".repeat(100) };
 * new CompactTexts().compactPackage({ docs: {}, pages: [page], apiSource: null } as never);
 * console.log(compactedSlice(page, "markdown", 2, 6)); // "Café"
 * ```
 */
export function compactedSlice(
  owner: object,
  key: string,
  start: number,
  end: number,
): string | undefined {
  const text = compactedText(owner, key);
  if (text === undefined) return undefined;
  const [from, to] = [byteAt(text, start), byteAt(text, end)];
  // A bound inside a character UTF-16 writes as two code units: cut from the whole text.
  if (from === undefined || to === undefined) {
    return sliceDecoder.decode(text.bytes).slice(start, end);
  }
  return sliceDecoder.decode(text.bytes.subarray(from, to));
}

const sliceDecoder = new TextDecoder("utf-8", { ignoreBOM: true });

/** How many UTF-16 code units apart a text's checkpoints are. */
const STEP = 512;

/** Where a text's characters start in its bytes, every {@link STEP} code units or so. */
interface Checkpoints {
  /** The code unit of each checkpoint: the first character at or after `k * STEP`. */
  units: Uint32Array;
  /** The byte that character starts at. */
  bytes: Uint32Array;
}

const checkpointsByText = new WeakMap<Compacted, Checkpoints>();

/** The byte a code unit starts at; `undefined` inside a character of two code units. */
function byteAt(text: Compacted, unit: number): number | undefined {
  if (unit >= text.length) return text.bytes.length;
  // ASCII only: one byte a code unit.
  if (text.bytes.length === text.length) return unit;
  const { units, bytes } = checkpointsOf(text);
  let k = Math.floor(unit / STEP);
  if (units[k]! > unit) k--;
  let [at, byte] = [units[k]!, bytes[k]!];
  while (at < unit) {
    const size = utf8Size(text.bytes[byte]!);
    byte += size;
    at += size === 4 ? 2 : 1;
  }
  return at === unit ? byte : undefined;
}

function checkpointsOf(text: Compacted): Checkpoints {
  const known = checkpointsByText.get(text);
  if (known !== undefined) return known;
  const count = Math.floor(text.length / STEP) + 1;
  const found = { units: new Uint32Array(count), bytes: new Uint32Array(count) };
  let [unit, k] = [0, 0];
  for (let byte = 0; byte < text.bytes.length; byte += utf8Size(text.bytes[byte]!)) {
    if (unit >= k * STEP) {
      found.units[k] = unit;
      found.bytes[k++] = byte;
    }
    unit += utf8Size(text.bytes[byte]!) === 4 ? 2 : 1;
  }
  for (; k < count; k++) [found.units[k], found.bytes[k]] = [text.length, text.bytes.length];
  checkpointsByText.set(text, found);
  return found;
}

/** The bytes of a UTF-8 character, by its first byte. */
function utf8Size(lead: number): number {
  return lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
}
