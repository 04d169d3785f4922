/**
 * The cache of an incremental run: the previous snapshot and its package hashes, accepted
 * only when both are intact and were written by this generator format.
 *
 * @module
 */
import type { BundledData, BundledPackage } from "../../snapshot/model.ts";
import { validateBundledData } from "../../snapshot/validate.ts";
import { HASH_PREFIX } from "./hash.ts";
import { isRecord } from "../is_record.ts";
import type { PreviousGeneration } from "../options.ts";
import type { Warn } from "../warnings.ts";

/** Previous entries that may be reused, keyed by slug. */
export interface GenerationCache {
  /** The previous package hashes. */
  hashes: Record<string, string>;
  /** The previous entries, as they were written. */
  packages: Map<string, BundledPackage>;
}

/**
 * Checks a previous generation and turns it into a cache.
 *
 * @param previous The raw previous snapshot and hashes.
 * @param warn Receives the reason when the cache is discarded.
 * @returns The cache, or `null` when it cannot be trusted (every package is then rebuilt).
 */
export function openCache(
  previous: PreviousGeneration,
  warn: Warn,
): GenerationCache | null {
  const discard = (why: string) => {
    warn("cache-discarded", `cache: ${why}; discarding it and rebuilding every package`);
    return null;
  };
  try {
    validateBundledData(previous.data);
  } catch (error) {
    return discard(
      `the previous snapshot is not valid (${(error as Error).message.split("\n")[0]})`,
    );
  }
  const { hashes } = previous;
  if (!isRecord(hashes) || !Object.values(hashes).every((hash) => typeof hash === "string")) {
    return discard("the previous hashes are not an object of strings");
  }
  const foreign = Object.values(hashes).find((hash) => !(hash as string).startsWith(HASH_PREFIX));
  if (foreign !== undefined) {
    return discard(
      `the previous hashes come from another generator format ` +
        `("${(foreign as string).split(":")[0]}", this generator writes "${
          HASH_PREFIX.slice(0, -1)
        }")`,
    );
  }
  // The raw entries, not the validator's copies: those may order keys differently, and a
  // reused entry must serialise exactly as a freshly built one.
  const packages = new Map((previous.data as BundledData).packages.map((pkg) => [pkg.slug, pkg]));
  return { hashes: hashes as Record<string, string>, packages };
}
