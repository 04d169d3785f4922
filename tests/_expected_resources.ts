/**
 * The resources a snapshot must expose, worked out from the snapshot itself, for the tests of
 * every transport.
 *
 * @module
 */
import type { BundledData, BundledPackage } from "../mod.ts";

/** Every page of a package, as the resources and docs tools list them: the four, then others. */
export function expectedPages(pkg: BundledPackage): { id: string; markdown: string }[] {
  return [
    ...pkg.availableDocPages.map((id) => ({ id, markdown: pkg.docs[id]! })),
    ...(pkg.pages ?? []).map(({ id, markdown }) => ({ id, markdown })),
  ];
}

/** Every resource URI of a snapshot in listing order: each package's pages, then sources. */
export function expectedResourceUris(data: BundledData): string[] {
  return [
    ...data.packages.flatMap((pkg) =>
      expectedPages(pkg).map((page) => `catalog://docs/${pkg.slug}/${page.id}`)
    ),
    ...data.packages.filter((pkg) => pkg.apiSource !== null).map((pkg) =>
      `catalog://source/${pkg.slug}`
    ),
  ];
}
