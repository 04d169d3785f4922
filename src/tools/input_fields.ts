/**
 * Argument schemas shared by several tools, so each field is described once.
 *
 * @module
 */
import { z } from "zod";
import type { Catalog } from "../catalog/catalog.ts";

/** The `packageSlug` argument of get-package, get-docs and get-source. */
export const packageSlugField = z.string().min(1).describe(
  'Package folder name without the scope, e.g. "button" for "@scope/button" (an installed ' +
    'dependency\'s keeps it: "scope-button"). list-packages and search-packages show every slug.',
);

/**
 * The package argument of the tools beyond the specification's (search, list-docs, the symbol
 * tools): a slug or a package name (`registry.ts` turns a name into its slug).
 */
export const packageField = z.string().min(1).describe(
  'A package slug or name, e.g. "button" or "@scope/button"; list-packages shows both.',
);

/** Argument-error hint for tools that take a slug: every slug there is. */
export function slugHint(catalog: Catalog): string {
  return catalog.availableSlugs();
}
