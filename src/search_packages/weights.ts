/**
 * The search weights: the one table that says which package fields `search-packages` looks
 * in, which `matchedIn` category each belongs to and what it scores. The engine and the
 * reference scan both read it, so a weight is changed here and nowhere else.
 *
 * @module
 */
import type { MatchCategory } from "../snapshot/model.ts";

/** One searched field of a package. */
export interface SearchFieldWeight {
  /**
   * The field: a {@link BundledPackage} property, except `source` (the `apiSource` text) and
   * `docs` (each documentation page is searched on its own).
   */
  readonly field:
    | "name"
    | "category"
    | "description"
    | "keywords"
    | "exports"
    | "related"
    | "docs"
    | "source";
  /** The `matchedIn` value a match in this field reports. */
  readonly category: MatchCategory;
  /** The score a match in this field gives; a hit scores its highest matched weight. */
  readonly weight: number;
}

/**
 * Every searched field with its category and weight, highest weight first.
 *
 * @example Look up the weight of a documentation match
 * ```ts
 * import { SEARCH_WEIGHTS } from "./weights.ts";
 *
 * console.log(SEARCH_WEIGHTS.find((row) => row.field === "docs")?.weight); // 1
 * ```
 */
export const SEARCH_WEIGHTS: readonly SearchFieldWeight[] = [
  { field: "name", category: "metadata", weight: 3.9 },
  { field: "category", category: "metadata", weight: 3.5 },
  { field: "description", category: "metadata", weight: 3.1 },
  { field: "keywords", category: "keywords", weight: 2.5 },
  { field: "exports", category: "exports", weight: 2.2 },
  { field: "related", category: "related", weight: 2.0 },
  { field: "docs", category: "docs", weight: 1.0 },
  { field: "source", category: "source", weight: 0.9 },
];
