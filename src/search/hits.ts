/**
 * Turns the set of fields a package matched in into its search hit. A set is a bit mask over
 * {@link FIELD_SLOTS}; there are few distinct masks, so each one's score, categories and pages
 * are worked out once and reused.
 *
 * @module
 */
import { type BundledPackage, DOC_PAGES, MATCH_CATEGORIES, type SearchHit } from "../model.ts";
import { FIELD_SLOTS } from "./fields.ts";

interface HitShape {
  score: number;
  matchedIn: SearchHit["matchedIn"];
  matchedPages: NonNullable<SearchHit["matchedPages"]>;
}

const shapes = new Map<number, HitShape>();

/**
 * Builds the hit of a package.
 *
 * @param pkg The package.
 * @param slotBits Bit `s` set when the package matched in `FIELD_SLOTS[s]`; not 0.
 * @returns A fresh hit (its arrays are the caller's to keep).
 */
export function hitOf(pkg: BundledPackage, slotBits: number): SearchHit {
  let shape = shapes.get(slotBits);
  if (shape === undefined) shapes.set(slotBits, shape = shapeOf(slotBits));
  const hit: SearchHit = {
    name: pkg.name,
    slug: pkg.slug,
    score: shape.score,
    matchedIn: shape.matchedIn.slice(),
  };
  if (shape.matchedPages.length > 0) hit.matchedPages = shape.matchedPages.slice();
  return hit;
}

function shapeOf(slotBits: number): HitShape {
  const matched = FIELD_SLOTS.filter((_, slot) => (slotBits & (1 << slot)) !== 0);
  return {
    score: Math.max(...matched.map((slot) => slot.weight)),
    matchedIn: MATCH_CATEGORIES.filter((category) =>
      matched.some((slot) => slot.category === category)
    ),
    matchedPages: DOC_PAGES.filter((page) => matched.some((slot) => slot.page === page)),
  };
}
