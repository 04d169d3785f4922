/**
 * Holds a search index to the plain reference scan of the same rules, and builds the catalogs
 * that bring trigram contexts into an index.
 *
 * @module
 */
import assert from "node:assert/strict";
import type { BundledPackage } from "../src/model.ts";
import type { SearchIndex } from "../src/search/engine.ts";
import { prepareReference, referenceSearch } from "../scripts/_reference_search.ts";

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
 * The same catalog with every text but the name and category written `times` over: the same
 * tokens in the same fields, `times` as much text. A catalog that repeats itself this much
 * gets trigram contexts (see `vocabulary_builder.ts`), which the original does not.
 *
 * @param packages The catalog.
 * @param times How many times over.
 * @returns The new packages.
 */
export function repeated(packages: readonly BundledPackage[], times: number): BundledPackage[] {
  const again = (text: string) => Array(times).fill(text).join("\n");
  const againAll = (texts: string[]) => Array(times).fill(texts).flat();
  return packages.map((pkg) => ({
    ...pkg,
    description: again(pkg.description ?? ""),
    keywords: againAll(pkg.keywords),
    exports: againAll(pkg.exports),
    related: againAll(pkg.related),
    docs: Object.fromEntries(Object.entries(pkg.docs).map(([page, text]) => [page, again(text)])),
    apiSource: pkg.apiSource === null ? null : again(pkg.apiSource),
  }));
}
