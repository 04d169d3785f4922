/**
 * Argument schemas shared by several tools, so each field is described once.
 *
 * @module
 */
import { z } from "zod";
import type { Catalog } from "../catalog/catalog.ts";

/** The `packageSlug` argument of get-package, get-docs and get-source. */
export const packageSlugField = z.string().min(1).describe(
  'Package folder name without the scope, e.g. "button" for "@scope/button". ' +
    "list-packages and search-packages show every slug.",
);

/** Argument-error hint for tools that take a slug: every slug there is. */
export function slugHint(catalog: Catalog): string {
  return catalog.availableSlugs();
}
