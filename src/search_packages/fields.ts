/**
 * The text slots the search engine indexes for each package: the rows of the weights table,
 * with `docs` expanded into one slot per documentation page (a page matches on its own); and
 * the fields of a catalog, by id, read one at a time.
 *
 * @module
 */
import { compactedText } from "../snapshot/compact_text.ts";
import {
  type BundledPackage,
  DOC_PAGES,
  type DocPage,
  type MatchCategory,
} from "../snapshot/model.ts";
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
  /** The length of that text (0 when absent), without decoding a compacted one. */
  readonly length: (pkg: BundledPackage) => number;
  /** That text as it is held: its UTF-8 bytes when it is compacted, else the string. */
  readonly content: (pkg: BundledPackage) => string | Uint8Array | null;
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
    ? DOC_PAGES.map((page) => ({
      ...row,
      page,
      text: (pkg) => pkg.docs[page] ?? null,
      length: (pkg) => compactedText(pkg.docs, page)?.length ?? pkg.docs[page]?.length ?? 0,
      content: (pkg) => compactedText(pkg.docs, page)?.bytes ?? pkg.docs[page] ?? null,
    }))
    : [plainSlot(row, row.field)]
);

function plainSlot(row: SearchFieldWeight, field: PlainField): FieldSlot {
  const text = TEXT_OF[field];
  if (field !== "source") {
    return {
      ...row,
      text,
      length: (pkg) => text(pkg)?.length ?? 0,
      content: text,
    };
  }
  return {
    ...row,
    text,
    length: (pkg) => compactedText(pkg, "apiSource")?.length ?? pkg.apiSource?.length ?? 0,
    content: (pkg) => compactedText(pkg, "apiSource")?.bytes ?? pkg.apiSource,
  };
}

/**
 * The fields to index, by id, read one at a time: a catalog's texts are not all held as
 * strings at once (see `compact_text.ts`), so the index reads each when it needs it.
 */
export interface FieldTexts {
  /** How many fields there are; ids run from 0 to one less. */
  readonly count: number;
  /** A field's raw text; `null` when it is absent. */
  text(field: number): string | null;
  /**
   * A field's text as it is held: UTF-8 bytes when compacted (shared: do not change them),
   * else the string; `null` when it is absent. Scanning this decodes nothing.
   */
  content(field: number): string | Uint8Array | null;
  /** The length of a field's text (0 when absent), cheaply. */
  length(field: number): number;
}

/**
 * The fields of some packages: field `position * FIELD_SLOTS.length + slot` is slot `slot` of
 * the package at `position`.
 *
 * @param packages The packages, in the order that gives their positions.
 * @returns Their fields.
 */
export function packageFields(packages: readonly BundledPackage[]): FieldTexts {
  const slots = FIELD_SLOTS.length;
  const at = (field: number) => {
    const position = Math.floor(field / slots);
    return { pkg: packages[position]!, slot: FIELD_SLOTS[field - position * slots]! };
  };
  return {
    count: packages.length * slots,
    text: (field) => {
      const { pkg, slot } = at(field);
      return slot.text(pkg);
    },
    length: (field) => {
      const { pkg, slot } = at(field);
      return slot.length(pkg);
    },
    content: (field) => {
      const { pkg, slot } = at(field);
      return slot.content(pkg);
    },
  };
}

/**
 * Fields given as a list of texts.
 *
 * @param texts Each field's text, `null` when absent; ids are positions in the list.
 * @returns The fields.
 */
export function listedFields(texts: readonly (string | null)[]): FieldTexts {
  return {
    count: texts.length,
    text: (field) => texts[field] ?? null,
    length: (field) => texts[field]?.length ?? 0,
    content: (field) => texts[field] ?? null,
  };
}
