/**
 * The size of the text a catalog search looks at, the yardstick for the index size.
 *
 * @module
 */
import { type BundledPackage, DOC_PAGES } from "../src/snapshot/model.ts";

/**
 * Counts the UTF-8 bytes of every searched field: name, category, description, keywords,
 * exports, related, documentation pages and source.
 *
 * @param packages The catalog's packages.
 * @returns The byte count.
 */
export function searchedTextBytes(packages: readonly BundledPackage[]): number {
  const encoder = new TextEncoder();
  let bytes = 0;
  const count = (text: string) => bytes += encoder.encode(text).length;
  for (const pkg of packages) {
    [pkg.name, pkg.category, pkg.description, pkg.apiSource ?? ""].forEach(count);
    [...pkg.keywords, ...pkg.exports, ...pkg.related].forEach(count);
    for (const page of DOC_PAGES) count(pkg.docs[page] ?? "");
  }
  return bytes;
}
