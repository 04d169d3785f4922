/**
 * A seeded pseudo-random generator, so that generated catalogs and generated test queries are
 * the same on every run and a failure can be replayed from its seed. Quality needs are modest:
 * a Weyl sequence passed through the 32-bit finaliser of MurmurHash3.
 *
 * @module
 */

/** A reproducible stream of pseudo-random numbers. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, bound). */
  below(bound: number): number;
  /** An integer in [low, high]. */
  between(low: number, high: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `true` with probability `p`. */
  chance(p: number): boolean;
}

/**
 * Creates a generator.
 *
 * @param seed Any integer; equal seeds give equal streams.
 * @returns The generator.
 */
export function createPrng(seed: number): Prng {
  let state = seed | 0;
  const next = () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 0x1_0000_0000;
  };
  const below = (bound: number) => Math.floor(next() * bound);
  return {
    next,
    below,
    between: (low, high) => low + below(high - low + 1),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError("pick() needs a non-empty list");
      return items[below(items.length)]!;
    },
    chance: (p) => next() < p,
  };
}
