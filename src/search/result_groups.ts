/**
 * One result per answer. Ranked hits often say the same thing several times: a guide copied
 * into one package per framework, a type re-exported by every binding, a page beside its own
 * first section, an element beside its class, five sub-sections of one section. Such hits are
 * gathered into one group, shown as one result:
 *
 * - **Repeats** (a section of one package's docs with nearly the text of one shown on another
 *   page: a page that gathers others) are left out.
 * - **Copies** (the same id but for the package, and nearly the same text; for a symbol, the
 *   same declaration) become one result that names the other packages (`alsoIn`). It is the
 *   copy in the package the query names (`react` among framework bindings), else the one whose
 *   package declares a symbol (its slug is a folder of the declaration's file), else the best
 *   ranked.
 * - **Families**: a section whose enclosing section or page is already a result joins that
 *   result, and so does a page's text before its first heading beside that first section; so
 *   does an element's class beside the element, a function's own options type beside the
 *   function (`RetryOptions`, which `retry`'s signature names), a type and one of its members,
 *   and a third hit on one page joins the page's best result. Their ids stay reachable (`more`).
 *
 * @module
 */
import type { FulltextHit } from "./fulltext_index.ts";
import type { PackagePreference } from "./package_words.ts";
import { wordsOf } from "./terms.ts";
import type { SearchUnit } from "./search_unit.ts";
import { isOwnType } from "./own_type.ts";

/** One result: the hits it stands for. */
export interface ResultGroup {
  /**
   * Its family: the hit that ranked best, or the element whose class ranked best, first; then
   * the sections and pages around it, best first. Any of them may show the group.
   */
  family: FulltextHit[];
  /** The packages that hold a copy of its first hit under the same id but for the package. */
  alsoIn: string[];
}

/** The most results one page may take; the next hits on it join its best result. */
export const MAX_PER_PAGE = 2;

/** How alike two texts must be (shared words over all words) to be copies. */
const SAME_TEXT = 0.8;

/** How much of a text is compared with a copy's. */
const COMPARED = 4_000;

/**
 * Gathers ranked hits into results.
 *
 * @param hits Hits, best first.
 * @param preferred The packages the query names, each with its share (package_words.ts).
 * @param limit The most results.
 * @returns Up to `limit` groups, in the order of their best hit.
 */
export function groupHits(
  hits: readonly FulltextHit[],
  preferred: PackagePreference,
  limit: number,
): ResultGroup[] {
  const groups: ResultGroup[] = [];
  for (const hit of hits) {
    const copyOf = groups.find((group) => isCopy(group.family[0]!.unit, hit.unit));
    if (copyOf !== undefined) {
      addCopy(copyOf, hit, preferred);
      continue;
    }
    // A copy of a hit a result already gathers, or of its text on another page, adds nothing.
    const gathered = (unit: SearchUnit) => isCopy(unit, hit.unit) || isRepeat(unit, hit.unit);
    if (groups.some((group) => group.family.some(({ unit }) => gathered(unit)))) continue;
    const family = groups.find((group) => isFamily(group.family, hit.unit));
    if (family !== undefined) {
      join(family, hit);
      if (family.family[0]!.unit === hit.unit) gatherInto(family, groups);
      continue;
    }
    const page = pageOf(hit.unit);
    const samePage = page === undefined
      ? []
      : groups.filter((group) => pageOf(group.family[0]!.unit) === page);
    if (samePage.length >= MAX_PER_PAGE) {
      join(samePage[0]!, hit);
      continue;
    }
    if (groups.length < limit) groups.push({ family: [hit], alsoIn: [] });
  }
  return groups;
}

/** Whether two units are one text in two packages. */
function isCopy(a: SearchUnit, b: SearchUnit): boolean {
  if (a.kind === "component" || a.kind !== b.kind || a.slug === b.slug) return false;
  // Two packages' package.json pages read alike, but each says its own package's versions.
  if (a.manifest || b.manifest) return false;
  if (idInPackage(a) !== idInPackage(b)) return false;
  if (a.kind === "symbol") return a.origin !== undefined && a.origin === b.origin;
  return similar(a.text(), b.text());
}

/**
 * Whether two sections of one package's docs on different pages are one text: a page that
 * gathers others (an `AGENTS.md`, an `llms-full.txt`) repeats their sections word for word,
 * under the same heading (compared first: comparing the words is what costs).
 */
function isRepeat(a: SearchUnit, b: SearchUnit): boolean {
  if (a.kind !== "docs" || b.kind !== "docs" || a.slug !== b.slug) return false;
  const heading = (unit: SearchUnit) => unit.id.slice(unit.id.indexOf("#") + 1);
  return a.id.includes("#") && b.id.includes("#") && heading(a) === heading(b) &&
    pageOf(a) !== pageOf(b) && similar(a.text(), b.text());
}

/** A unit's id without its kind and package (`guides/caching#staletime`). */
function idInPackage(unit: SearchUnit): string {
  return unit.id.slice(unit.kind.length + unit.slug.length + 2);
}

/** Whether two texts share nearly all their words. */
function similar(a: string, b: string): boolean {
  if (a === b) return true;
  const words = (text: string) => new Set(wordsOf(text.slice(0, COMPARED).toLowerCase()));
  const [x, y] = [words(a), words(b)];
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  const all = x.size + y.size - shared;
  return all === 0 || shared / all >= SAME_TEXT;
}

/**
 * A copy joins its group; it takes the first place when the query names its package more, or
 * when nothing names either and its package declares the symbol.
 */
function addCopy(group: ResultGroup, hit: FulltextHit, preferred: PackagePreference): void {
  const first = group.family[0]!;
  const [mine, theirs] = [preferred.get(hit.unit.slug) ?? 0, preferred.get(first.unit.slug) ?? 0];
  const declares = (unit: SearchUnit) =>
    unit.origin !== undefined && unit.origin.split("/").includes(unit.slug);
  if (mine > theirs || (mine === theirs && declares(hit.unit) && !declares(first.unit))) {
    group.alsoIn.push(first.unit.slug);
    group.family[0] = { unit: hit.unit, score: Math.max(hit.score, first.score) };
  } else {
    group.alsoIn.push(hit.unit.slug);
  }
}

/**
 * Whether a unit belongs with a group: a section inside one of its sections or pages, or
 * around one; an element's class; a third hit on a page.
 */
function isFamily(hits: readonly FulltextHit[], unit: SearchUnit): boolean {
  const head = hits[0]!.unit;
  if (head.slug !== unit.slug) return false;
  if (head.kind === "component" || unit.kind === "component") {
    return head.kind !== unit.kind && classOf(head.kind === "component" ? head : unit) ===
        (head.kind === "symbol" ? head : unit).name;
  }
  if (head.kind === "symbol" && unit.kind === "symbol") {
    return isOwnType(head, unit) || isOwnType(unit, head) || memberOf(head, unit) ||
      memberOf(unit, head);
  }
  if (head.kind !== "docs" || unit.kind !== "docs") return false;
  return hits.some(({ unit: u }) =>
    unit.parents?.includes(u.id) || (u.follows === unit.id && !unit.id.includes("#"))
  );
}

/**
 * Whether `type` is the options, props or result type of a function, class or component
 * `symbol` (`RetryOptions` of `retry`, `ActivityProps` of `Activity`): its own type
 * ({@link isOwnType}), an interface or type alias, of a symbol that is neither.
 *
 * @param symbol A symbol's unit.
 * @param type Another symbol's unit of the same package.
 * @returns Whether `type` describes what `symbol` takes or gives.
 *
 * @example
 * ```ts ignore
 * optionsType(retryUnit, retryOptionsUnit); // true: `retry(fn, options?: RetryOptions)`
 * ```
 */
export function optionsType(symbol: SearchUnit, type: SearchUnit): boolean {
  return SHAPES.has(type.symbolKind ?? "") && !SHAPES.has(symbol.symbolKind ?? "") &&
    isOwnType(symbol, type);
}

/** Whether `member` is one member of the type `owner` (`MCPAppBridgeHandlers.allowedTools`). */
function memberOf(owner: SearchUnit, member: SearchUnit): boolean {
  return member.member === true && member.name.startsWith(`${owner.name}.`);
}

/** The kinds of symbol that only describe a shape. */
const SHAPES = new Set(["interface", "typeAlias"]);

/**
 * A hit joins a group's family. It takes the first place from its class when it is the
 * element, from its own type when it is the function or class that names it, and from a
 * page's first section when it is the page's text before it (the page, whose fetch outlines
 * its sections).
 */
function join(group: ResultGroup, hit: FulltextHit): void {
  const first = group.family[0]!;
  const takesPlace = (hit.unit.kind === "component" && first.unit.kind === "symbol") ||
    (first.unit.follows === hit.unit.id && !hit.unit.navigation) ||
    (hit.unit.kind === "symbol" && first.unit.kind === "symbol" && isOwnType(hit.unit, first.unit));
  if (takesPlace) {
    group.family.unshift({ unit: hit.unit, score: Math.max(hit.score, first.score) });
  } else {
    group.family.push(hit);
  }
}

/**
 * A group whose head a function or class just took gathers the groups its other own types lead
 * (`useClock`, taking its result type's group, gathers its options type's): whichever came
 * first, they are one result, the options shown with the function.
 */
function gatherInto(group: ResultGroup, groups: ResultGroup[]): void {
  for (let i = groups.length - 1; i >= 0; i--) {
    const other = groups[i]!;
    if (other === group || !isFamily(group.family, other.family[0]!.unit)) continue;
    groups.splice(i, 1);
    group.family.push(...other.family);
  }
}

/**
 * The page a section is on; other units and results have none.
 *
 * @param item A unit or a result: its kind and id.
 * @returns The page's id (`docs/ai/guide` of `docs/ai/guide#setup`), or `undefined`.
 *
 * @example
 * ```ts
 * import { pageOf } from "./result_groups.ts";
 *
 * console.log(pageOf({ kind: "docs", id: "docs/ai/guide#setup" })); // "docs/ai/guide"
 * ```
 */
export function pageOf(item: { kind: string; id: string }): string | undefined {
  return item.kind === "docs" ? item.id.replace(/#.*$/, "") : undefined;
}

/** A component unit's class name (its name is `<tag> <Class>`). */
function classOf(unit: SearchUnit): string | undefined {
  return unit.name.split(" ")[1];
}
