/**
 * Reading a cached variant's files (package_cache.ts): whole, into one buffer of the file's size,
 * or later, through a descriptor opened at start and checked against the size and modification
 * time recorded when the file was written. A file read later is read from that descriptor, so a
 * file replaced or removed meanwhile (another server writing the same variant, the cache's
 * upkeep) still gives the bytes that were checked.
 *
 * @module
 */
import { closeSync, fstatSync, openSync, readSync, statSync } from "node:fs";

/** At most this many descriptors are held at once; past them a file is read at once. */
const MAX_HELD = 64;

let held = 0;

/** A file opened to be read later. */
export interface LaterFile {
  /** Its bytes; the descriptor is closed then. Once only. */
  read(): Uint8Array;
  /** Closes the descriptor without reading. */
  close(): void;
}

/**
 * A file's size and modification time to the millisecond, as a variant's inputs record them:
 * Node gives the time to a fraction of a millisecond, Deno in whole ones, and a file one wrote is
 * unchanged for the other (a cache shared by an `npx` app and a `deno` one).
 *
 * @param path The file.
 * @returns `<bytes>:<ms>`.
 * @throws {Error} When the file cannot be read.
 *
 * @example
 * ```ts ignore
 * const recorded = statOf(path); // "2635850:1764536160123"
 * ```
 */
export function statOf(path: string): string {
  return stamp(statSync(path));
}

/**
 * A file's bytes, read into one buffer of its size: half the time of `readFileSync` in Deno (the
 * evaluation app's 28 MB of entries: 105 ms against 225 on this machine), as fast in Node.
 *
 * @param path The file.
 * @returns Its bytes.
 * @throws {Error} When the file cannot be read.
 *
 * @example
 * ```ts ignore
 * const entry = JSON.parse(new TextDecoder().decode(readBytes(path)));
 * ```
 */
export function readBytes(path: string): Uint8Array {
  const fd = openSync(path, "r");
  try {
    return readAll(fd, fstatSync(fd).size);
  } finally {
    closeSync(fd);
  }
}

/**
 * Opens a file to be read later, when it still has the size and modification time recorded.
 *
 * @param path The file.
 * @param recorded Its {@link statOf} when it was written.
 * @returns The opened file, or `undefined` when it is missing or not as written.
 *
 * @example
 * ```ts ignore
 * const symbols = openLater(`${id}.symbols.json`, inputs.written.symbols.stat);
 * const parse = () => JSON.parse(new TextDecoder().decode(symbols!.read()));
 * ```
 */
export function openLater(path: string, recorded: string): LaterFile | undefined {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return undefined;
  }
  let kept = false;
  try {
    const stat = fstatSync(fd);
    if (stamp(stat) !== recorded) return undefined;
    const { size } = stat;
    if (held >= MAX_HELD) {
      const bytes = readAll(fd, size);
      return { read: () => bytes, close() {} };
    }
    kept = true;
    held++;
    let open = true;
    const close = () => {
      if (!open) return;
      open = false;
      held--;
      closeSync(fd);
    };
    return {
      read() {
        try {
          return readAll(fd, size);
        } finally {
          close();
        }
      },
      close,
    };
  } finally {
    if (!kept) closeSync(fd);
  }
}

function stamp({ size, mtimeMs }: { size: number; mtimeMs: number }): string {
  return `${size}:${Math.trunc(mtimeMs)}`;
}

function readAll(fd: number, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < bytes.length;) {
    const read = readSync(fd, bytes, at, bytes.length - at, at);
    if (read === 0) return bytes.subarray(0, at);
    at += read;
  }
  return bytes;
}
