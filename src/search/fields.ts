/**
 * The text slots the search engine indexes for each package: the rows of the weights table,
 * with `docs` expanded into one slot per documentation page (a page matches on its own).
 *
 * @module
 */
import { type BundledPackage, DOC_PAGES, type DocPage, type MatchCategory } from "../model.ts";
import { SEARCH_WEIGHTS, type SearchFieldWeight } from "./weights.ts";

/** One searchable text of a package. */
export interface FieldSlot {
  /** The `matchedIn` value of a match here. */
  readonly category: MatchCategory;
  /** The score of a match here. */
  readonly weight: number;
  /** The documentation page this slot holds; only for `docs` slots. */
  readonly page?: DocPage;
  /** The slot's raw text in a package, `null` when the package has none. */
  readonly text: (pkg: BundledPackage) => string | null;
}

type PlainField = Exclude<SearchFieldWeight["field"], "docs">;

/**
 * Array fields count as one text. Joining with a space keeps words from spanning two
 * elements, since a query word never contains whitespace.
 */
const TEXT_OF: Record<PlainField, (pkg: BundledPackage) => string | null> = {
  name: (pkg) => pkg.name,
  category: (pkg) => pkg.category,
  description: (pkg) => pkg.description,
  keywords: (pkg) => pkg.keywords.join(" "),
  exports: (pkg) => pkg.exports.join(" "),
  related: (pkg) => pkg.related.join(" "),
  source: (pkg) => pkg.apiSource,
};

/** Every slot, in weights-table order, pages in {@link DOC_PAGES} order. */
export const FIELD_SLOTS: readonly FieldSlot[] = SEARCH_WEIGHTS.flatMap((row): FieldSlot[] =>
  row.field === "docs"
    ? DOC_PAGES.map((page) => ({ ...row, page, text: (pkg) => pkg.docs[page] ?? null }))
    : [{ ...row, text: TEXT_OF[row.field] }]
);
