/**
 * The item `fetch` answers, apart from the module that makes it (`fetch_answer.ts`) so that the
 * modules it calls on can make one too.
 *
 * @module
 */

/**
 * What `fetch` answers: the ChatGPT connector's document shape.
 *
 * @example
 * ```ts
 * import type { FetchedItem } from "./fetched_item.ts";
 *
 * const item: FetchedItem = { id: "symbol/ui/Button", title: "Button", text: "", url: "", metadata: {} };
 * console.log(item.id); // "symbol/ui/Button"
 * ```
 */
export interface FetchedItem {
  id: string;
  title: string;
  /** The unit's Markdown. */
  text: string;
  url: string;
  /**
   * What the unit is and where it sits: kind, package and its version, and page and section,
   * name or tag; `thirdParty: "true"` for a unit of an installed dependency.
   */
  metadata: Record<string, string>;
}
