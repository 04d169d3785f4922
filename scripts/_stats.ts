/**
 * The statistics the benchmarks print, defined once so every figure in docs/performance.md
 * means the same thing.
 *
 * @module
 */

/**
 * The nearest-rank percentile: the smallest sample with at least `p` of the samples at or
 * below it.
 *
 * @param samples The samples, in any order (not modified).
 * @param p A fraction in (0, 1], such as 0.5 or 0.99.
 * @returns The percentile; `NaN` when there are no samples.
 */
export function percentile(samples: ArrayLike<number>, p: number): number {
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}

/**
 * The median: the middle sample, or the mean of the two middle ones.
 *
 * @param samples The samples, in any order (not modified).
 * @returns The median; `NaN` when there are no samples.
 */
export function median(samples: ArrayLike<number>): number {
  const sorted = Float64Array.from(samples).sort();
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The machine's load averages over 1 and 5 minutes, for judging how busy the neighbours were
 * while a benchmark ran (needs `--allow-sys=loadavg`).
 *
 * @returns Such as `0.94 (1 min), 1.21 (5 min)`.
 */
export function loadAverage(): string {
  const [one = NaN, five = NaN] = Deno.loadavg();
  return `${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min)`;
}
