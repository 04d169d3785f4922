/**
 * Pages of a project's history: a changelog, release notes, a migration or upgrade guide. Such a
 * page names every API and option it changed, so it matches many questions, yet it answers few
 * of them ("how do I ...") next to the guide or reference that explains the same thing today;
 * and it is where a renamed or removed API is said to be.
 *
 * @module
 */
import type { SearchUnit } from "./search_unit.ts";

/** A history page's title (with its package and parent headings: a unit's context). */
const HISTORY = /\b(?:change ?logs?|release notes|migrat\w*|upgrad\w*)\b/i;

/**
 * Whether a unit is on a page of the project's history, by its page's title.
 *
 * @param unit A unit.
 * @returns `true` for a section of a changelog, release notes, a migration or upgrade guide.
 *
 * @example
 * ```ts ignore
 * onHistoryPage(unit); // true for "Migrate AI SDK 6.x to 7.0 › Stop Condition Helper Rename"
 * ```
 */
export function onHistoryPage(unit: Pick<SearchUnit, "context">): boolean {
  return HISTORY.test(unit.context);
}

/** A changelog's or release notes' title. */
const CHANGELOG = /\b(?:change ?logs?|release notes)\b/i;

/**
 * Whether a unit is on a changelog or release notes, by its page's title: a history page whose
 * sections are releases, not a migration or upgrade guide.
 *
 * @param unit A unit.
 * @returns `true` for a section of a changelog or release notes.
 *
 * @example
 * ```ts
 * import { onChangelog } from "./history_pages.ts";
 *
 * console.log(onChangelog({ context: "Changelog mobx 7.0.0" }), onChangelog({ context: "Migrate to 7.0 ai" })); // true false
 * ```
 */
export function onChangelog(unit: Pick<SearchUnit, "context">): boolean {
  return CHANGELOG.test(unit.context);
}
