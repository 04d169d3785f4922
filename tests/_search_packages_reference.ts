/**
 * Holds a search index to the plain reference scan of the same rules.
 *
 * @module
 */
import assert from "node:assert/strict";
import type { BundledPackage } from "../src/snapshot/model.ts";
import type { SearchIndex } from "../src/search_packages/engine.ts";
import type { IndexShape } from "../src/search_packages/vocabulary_builder.ts";
import { prepareReference, referenceSearch } from "../scripts/_reference_search_packages.ts";

/**
 * Asserts that an index gives exactly the reference scan's hits for every query; every
 * seventh query also tests a limit.
 *
 * @param index The index of `packages`.
 * @param packages The catalog.
 * @param queries The queries to compare.
 */
export function assertIndexAgrees(
  index: SearchIndex,
  packages: readonly BundledPackage[],
  queries: readonly string[],
): void {
  const reference = prepareReference(packages);
  queries.forEach((query, i) => {
    const limit = i % 7 === 0 ? 1 + i % 5 : undefined;
    assert.deepStrictEqual(
      index.search(query, limit === undefined ? {} : { limit }),
      referenceSearch(reference, query, limit),
      `query ${JSON.stringify(query)}${limit === undefined ? "" : ` with limit ${limit}`}`,
    );
  });
}

/**
 * Index sizes that make a small catalog take the paths of a large one: blocks of 4 suffix
 * entries, so that most words' fields come from block sets, and suffixes sorted 64 at a time,
 * in many groups.
 */
export const TINY_SHAPE: IndexShape = { blockEntries: 4, groupEntries: 64 };
