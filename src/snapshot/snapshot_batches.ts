/**
 * Loads a snapshot file a piece at a time: the file goes through a window of a few megabytes,
 * and its packages are parsed, validated and their long texts compacted (`compact_text.ts`) in
 * batches of a few dozen kilobytes of JSON. The plain way (the whole file as bytes, then as one
 * string, then parsed) holds the file two or three times over next to the parsed data at its
 * peak: for a 100 MB snapshot with an em dash here and there, that is the bytes, a string of
 * twice as many (V8 stores such text at two bytes a character) and the data, which is twice the
 * file again, 5.7x in all. Here it is the data, at about the file's size, the window and one
 * batch.
 *
 * Only the common road is taken: a well-formed snapshot object whose every package is valid.
 * Anything else (a file that cannot be opened or read, malformed JSON or UTF-8, an invalid
 * package, a missing field, a duplicate slug or key) gives `undefined`, and the caller loads the
 * file the plain way, which says exactly what is wrong. What comes out is what the plain way
 * gives: the same packages, through the same schema, and the snapshot's other keys in order.
 *
 * @module
 */
import type { BundledData, BundledPackage } from "./model.ts";
import { CompactTexts } from "./compact_text.ts";
import { type FileReader, openFile } from "./read_file.ts";
import { checkSnapshotRoot } from "./snapshot_shape_check.js";
import { snapshotProblems } from "./snapshot_rules.ts";
import { validatePackage } from "./validate.ts";

/**
 * The window the file is read through (it grows when one value is larger). A file that fits in
 * it is not worth reading this way: see `loadData`.
 */
export const WINDOW_BYTES = 4 << 20;

/**
 * About how much JSON one batch of packages holds. V8 puts what `JSON.parse` makes straight into
 * its old generation when the text is 100,000 characters or more; below that, the strings that
 * `compact_text.ts` turns into bytes at once die young, where collecting them costs nothing.
 */
const BATCH_BYTES = 1 << 15;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** The snapshot is not one this road takes; the plain way will say why. */
class OffRoad extends Error {}

/**
 * Reads, parses and validates a snapshot file in batches.
 *
 * @param path The snapshot file.
 * @returns The validated snapshot, or `undefined` when the file must be loaded the plain way.
 */
export function readSnapshotInBatches(path: string): BundledData | undefined {
  let reader: FileReader;
  try {
    reader = openFile(path);
  } catch {
    return undefined;
  }
  try {
    return new SnapshotReader(reader).read();
  } catch {
    // Off the road (or JSON.parse, or the decoder, found something wrong): the plain way.
    return undefined;
  } finally {
    reader.close();
  }
}

/** Walks the JSON of a snapshot through a window over the file; positions are file offsets. */
class SnapshotReader {
  readonly #reader: FileReader;
  readonly #decoder = new TextDecoder("utf-8", { fatal: true });
  readonly #texts = new CompactTexts();
  #window = new Uint8Array(WINDOW_BYTES);
  /** The file offset of the window's first byte. */
  #base = 0;
  /** The bytes of the window read so far. */
  #filled = this.#window.subarray(0, 0);
  #ended = false;
  /** The first offset still needed: a refill keeps everything from here on. */
  #keep = 0;

  constructor(reader: FileReader) {
    this.#reader = reader;
  }

  read(): BundledData {
    let at = this.#isByteOrderMark() ? 3 : 0;
    at = this.#expect(this.#skipSpace(at), OPEN_OBJECT) + 1;
    const members: [string, unknown][] = [];
    for (;;) {
      at = this.#skipSpace(at);
      this.#keep = at;
      const keyEnd = this.#stringEnd(this.#expect(at, QUOTE));
      const key: unknown = JSON.parse(this.#text(at, keyEnd));
      // A repeated key means "the last one wins"; `__proto__` is not an ordinary key either.
      if (typeof key !== "string" || key === "__proto__" || members.some(([k]) => k === key)) {
        throw new OffRoad();
      }
      at = this.#skipSpace(this.#expect(this.#skipSpace(keyEnd), COLON) + 1);
      if (key === "packages") {
        const packages: BundledPackage[] = [];
        at = this.#packages(at, packages);
        members.push([key, packages]);
      } else {
        this.#keep = at;
        const end = this.#valueEnd(at);
        members.push([key, JSON.parse(this.#text(at, end))]);
        at = end;
      }
      at = this.#skipSpace(at);
      if (this.#byte(at) === CLOSE_OBJECT) break;
      at = this.#expect(at, COMMA) + 1;
    }
    if (this.#skipSpace(at + 1) !== -1) throw new OffRoad();
    return assemble(members);
  }

  /** Parses the packages array that starts at `at`; returns the offset after it. */
  #packages(at: number, out: BundledPackage[]): number {
    at = this.#skipSpace(this.#expect(at, OPEN_ARRAY) + 1);
    if (this.#byte(at) === CLOSE_ARRAY) return at + 1;
    let batch = -1;
    for (;;) {
      if (batch === -1) this.#keep = batch = at;
      const end = this.#valueEnd(this.#expect(at, OPEN_OBJECT));
      at = this.#skipSpace(end);
      const last = this.#byte(at) === CLOSE_ARRAY;
      if (last || end - batch >= BATCH_BYTES) {
        this.#parseBatch(batch, end, out);
        this.#keep = end;
        batch = -1;
      }
      if (last) return at + 1;
      at = this.#skipSpace(this.#expect(at, COMMA) + 1);
    }
  }

  /** Parses and validates the packages between `from` and `to` (commas between them). */
  #parseBatch(from: number, to: number, out: BundledPackage[]): void {
    const raw: unknown[] = JSON.parse(`[${this.#text(from, to)}]`);
    for (const item of raw) {
      const pkg = validatePackage(item);
      if (pkg === undefined) throw new OffRoad();
      this.#texts.compactPackage(pkg);
      out.push(pkg);
    }
  }

  #isByteOrderMark(): boolean {
    return this.#has(2) && this.#byte(0) === 0xef && this.#byte(1) === 0xbb &&
      this.#byte(2) === 0xbf;
  }

  /** The offset after the JSON value that starts at `at`. */
  #valueEnd(at: number): number {
    const first = this.#byte(at);
    if (first === QUOTE) return this.#stringEnd(at);
    if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
      // A number, true, false or null: it ends where the structure goes on.
      let end = at + 1;
      while (this.#has(end) && !isDelimiter(this.#byte(end))) end++;
      return end;
    }
    let depth = 0;
    for (let i = at;; i++) {
      const byte = this.#byte(i);
      if (byte === QUOTE) i = this.#stringEnd(i) - 1;
      else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth++;
      else if ((byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) && --depth === 0) return i + 1;
    }
  }

  /** The offset after the string whose opening quote is at `at`. */
  #stringEnd(at: number): number {
    let from = at + 1;
    for (;;) {
      this.#byte(from);
      const found = this.#filled.indexOf(QUOTE, from - this.#base);
      if (found === -1) {
        from = this.#base + this.#filled.length;
        continue;
      }
      const quote = this.#base + found;
      let backslashes = 0;
      while (this.#byte(quote - 1 - backslashes) === BACKSLASH) backslashes++;
      if (backslashes % 2 === 0) return quote + 1;
      from = quote + 1;
    }
  }

  /** The first offset from `at` on that is not JSON whitespace; -1 at the end of the file. */
  #skipSpace(at: number): number {
    while (this.#has(at)) {
      const byte = this.#byte(at);
      if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return at;
      at++;
    }
    return -1;
  }

  /** `at`, when the byte there is `byte`. */
  #expect(at: number, byte: number): number {
    if (at === -1 || this.#byte(at) !== byte) throw new OffRoad();
    return at;
  }

  /** The text of the bytes [from, to). */
  #text(from: number, to: number): string {
    this.#byte(to - 1);
    return this.#decoder.decode(this.#filled.subarray(from - this.#base, to - this.#base));
  }

  /** The byte at an offset, reading on as needed; past the end of the file is off the road. */
  #byte(at: number): number {
    if (!this.#has(at)) throw new OffRoad();
    return this.#filled[at - this.#base]!;
  }

  /** Whether the file has a byte at `at`, reading on (into the window) as needed. */
  #has(at: number): boolean {
    while (at >= this.#base + this.#filled.length) {
      if (this.#ended) return false;
      this.#readMore();
    }
    return true;
  }

  /** Reads on: drops the bytes before `#keep`, grows the window when it is full. */
  #readMore(): void {
    const dropped = this.#keep - this.#base;
    let window = this.#window;
    let filled = this.#filled.length;
    if (dropped > 0) {
      window.copyWithin(0, dropped, filled);
      this.#base = this.#keep;
      filled -= dropped;
    }
    if (filled === window.length) {
      window = new Uint8Array(2 * window.length);
      window.set(this.#window.subarray(0, filled));
      this.#window = window;
    }
    const read = this.#reader.read(window.subarray(filled));
    if (read === 0) this.#ended = true;
    this.#filled = window.subarray(0, filled + read);
  }
}

/** Whether a byte ends a number or literal: JSON whitespace or structure. */
function isDelimiter(byte: number): boolean {
  return byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_ARRAY || byte === 0x20 ||
    byte === 0x0a || byte === 0x0d || byte === 0x09;
}

/**
 * The snapshot as `JSON.parse` gives it (the file's keys in the file's order, by reference),
 * once its own keys pass the compiled check and its packages, each valid, the rule across them.
 */
function assemble(members: readonly [string, unknown][]): BundledData {
  const data: unknown = Object.fromEntries(members);
  if (!checkSnapshotRoot(data) || snapshotProblems(data as BundledData).length > 0) {
    throw new OffRoad();
  }
  return data as BundledData;
}
