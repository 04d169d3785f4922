/**
 * Turns the set of fields a package matched in into its search hit. A set is a bit mask over
 * {@link FIELD_SLOTS}; there are few distinct masks, so each one's score, categories and pages
 * are worked out once and reused.
 *
 * @module
 */
import {
  type BundledPackage,
  DOC_PAGES,
  MATCH_CATEGORIES,
  type SearchHit,
} from "../snapshot/model.ts";
import { FIELD_SLOTS } from "./fields.ts";

/** What every package matching in the same fields has in common. */
export interface HitShape {
  /**
   * The score's place among {@link SCORES}: 0 for the highest. The score itself is read from
   * there, not kept here: a field holding both small integers (1) and fractions (3.1) sent
   * the optimised `hitOf` into a deoptimisation loop (hundreds a second under load, which
   * halved the speed of a search).
   */
  readonly rank: number;
  readonly matchedIn: SearchHit["matchedIn"];
  readonly matchedPages: NonNullable<SearchHit["matchedPages"]>;
}

/** Every score a hit can have, highest first: hits are ordered by counting these. */
export const SCORES: readonly number[] = [...new Set(FIELD_SLOTS.map((slot) => slot.weight))]
  .sort((a, b) => b - a);

/** Shapes by bit mask, filled as masks are first seen (a mask is below 2 ** slot count). */
const shapes: (HitShape | undefined)[] = [];

/**
 * The shape of a hit that matched in the given fields.
 *
 * @param slotBits Bit `s` set when the package matched in `FIELD_SLOTS[s]`; not 0.
 * @returns The shape, shared by every caller with the same fields: read it, do not change it.
 */
export function hitShape(slotBits: number): HitShape {
  return shapes[slotBits] ??= shapeOf(slotBits);
}

/**
 * Builds the hit of a package.
 *
 * @param pkg The package.
 * @param shape What it matched, from {@link hitShape}.
 * @returns A new hit. Its `matchedIn` and `matchedPages` are the shape's own arrays, shared by
 * every hit of that shape: read them, do not change them. A search with thousands of hits
 * would otherwise spend most of its allocation (and of the garbage collector's time) on copies
 * of a few short lists. They are not frozen because `JSON.stringify` takes a slower path for
 * frozen arrays, which cost more per answer than the copies.
 */
export function hitOf(pkg: BundledPackage, shape: HitShape): SearchHit {
  const score = SCORES[shape.rank]!;
  // Two literals rather than adding matchedPages afterwards: an added property would need
  // storage of its own outside the object.
  return shape.matchedPages.length > 0
    ? {
      name: pkg.name,
      slug: pkg.slug,
      score,
      matchedIn: shape.matchedIn,
      matchedPages: shape.matchedPages,
    }
    : { name: pkg.name, slug: pkg.slug, score, matchedIn: shape.matchedIn };
}

function shapeOf(slotBits: number): HitShape {
  const matched = FIELD_SLOTS.filter((_, slot) => (slotBits & (1 << slot)) !== 0);
  return {
    rank: SCORES.indexOf(Math.max(...matched.map((slot) => slot.weight))),
    matchedIn: MATCH_CATEGORIES.filter((category) =>
      matched.some((slot) => slot.category === category)
    ),
    matchedPages: DOC_PAGES.filter((page) => matched.some((slot) => slot.page === page)),
  };
}
