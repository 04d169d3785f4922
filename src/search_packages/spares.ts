/**
 * The arrays a build is done with, handed on to its later steps instead of new ones. The build
 * runs in one go, so what it lets go is not collected before it ends: without this, freezing a
 * vocabulary would need the scan's dead arrays (its record of each field's tokens, its
 * interning table) and new arrays of about their size at once.
 *
 * A spare buffer may be large and written only in part (see `grow.ts`): only what has been
 * written costs memory, so arrays go first where the most has been written. New arrays are
 * carved from a buffer one after another, 4-byte aligned; when no spare has room, a new buffer
 * of {@link RESERVED} 32-bit words is made.
 *
 * @module
 */
import { RESERVED } from "./grow.ts";
import type { IdArray } from "./id_array.ts";

/** A buffer nothing else uses any more, and how many of its first bytes have been written. */
export interface Spare {
  buffer: ArrayBufferLike;
  written: number;
}

/** Buffers to carve new arrays from, or to lend whole. */
export class Spares {
  readonly #spares: Spare[];
  #current: Spare | undefined;
  #offset = 0;
  /** The buffer of the last scratch given back. */
  #scratch: ArrayBufferLike | undefined;

  /** @param spares Buffers nothing else uses any more. */
  constructor(spares: readonly Spare[] = []) {
    this.#spares = [...spares];
  }

  /**
   * Lends a whole spare array of at least `length` 32-bit words, for a scratch that is given
   * back with {@link Spares.giveBack}; a new one when no spare is large enough. What is given
   * back is kept for the next scratch, not carved: a scratch is best where the most is written.
   *
   * @param length How many words at least.
   * @returns The array (perhaps longer, not zeroed).
   */
  lend(length: number): Uint32Array {
    const kept = this.#scratch;
    if (kept !== undefined && kept.byteLength >= length * 4) {
      this.#scratch = undefined;
      return new Uint32Array(kept);
    }
    const spare = this.#take(length * 4);
    return new Uint32Array(spare?.buffer ?? new ArrayBuffer(length * 4));
  }

  /**
   * Takes back an array lent, for the next scratch.
   *
   * @param array What {@link Spares.lend} gave.
   */
  giveBack(array: Uint32Array): void {
    this.#scratch = array.buffer;
  }

  /**
   * A zeroed array of 32-bit words.
   *
   * @param length How many.
   * @returns The array.
   */
  uint32(length: number): Uint32Array {
    return new Uint32Array(...this.#carve(length * 4, length));
  }

  /**
   * A zeroed array of 32-bit signed words.
   *
   * @param length How many.
   * @returns The array.
   */
  int32(length: number): Int32Array {
    return new Int32Array(...this.#carve(length * 4, length));
  }

  /**
   * A zeroed array for ids, 16 bits each when they fit (see `id_array.ts`).
   *
   * @param max The largest id it will hold.
   * @param length How many ids.
   * @returns The array.
   */
  ids(max: number, length: number): IdArray {
    return max < 0x10000
      ? new Uint16Array(...this.#carve(length * 2, length))
      : new Uint32Array(...this.#carve(length * 4, length));
  }

  /** The spare of at least `bytes` bytes with the most written, taken out of the pool. */
  #take(bytes: number): Spare | undefined {
    return this.#takeBest(
      (spare) => spare.buffer.byteLength >= bytes,
      (a, b) => a.written > b.written,
    );
  }

  /** The spare whose written bytes fit `bytes` most closely, taken out of the pool. */
  #takeWritten(bytes: number): Spare | undefined {
    return this.#takeBest((spare) => spare.written >= bytes, (a, b) => a.written < b.written);
  }

  #takeBest(
    fits: (spare: Spare) => boolean,
    better: (a: Spare, b: Spare) => boolean,
  ): Spare | undefined {
    let best = -1;
    this.#spares.forEach((spare, i) => {
      if (fits(spare) && (best === -1 || better(spare, this.#spares[best]!))) best = i;
    });
    return best === -1 ? undefined : this.#spares.splice(best, 1)[0];
  }

  /**
   * Room for `bytes` bytes: a buffer, an offset in it, and the length asked for. Written room
   * first (in the current spare, else the spare it fits most closely), then unwritten room in
   * the current spare, then any spare, then a new buffer.
   */
  #carve(bytes: number, length: number): [ArrayBufferLike, number, number] {
    let current = this.#current;
    const end = this.#offset + bytes;
    if (current === undefined || end > current.written) {
      const written = this.#takeWritten(bytes);
      if (written !== undefined || current === undefined || end > current.buffer.byteLength) {
        current = written ?? this.#take(bytes) ??
          { buffer: new ArrayBuffer(Math.max(bytes, 4 * RESERVED)), written: 0 };
        this.#current = current;
        this.#offset = 0;
      }
    }
    const offset = this.#offset;
    this.#offset += (bytes + 3) & ~3;
    new Uint8Array(current.buffer, offset, bytes).fill(0);
    return [current.buffer, offset, length];
  }
}
