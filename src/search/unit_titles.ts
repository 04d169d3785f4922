/**
 * The titles `search` and `fetch` show: a section is named by its real heading path under its
 * page's title (`Page › Parent › Section`), never by a sibling; a long path loses its middle,
 * never a word, and the section's own heading only when it alone is longer than a title.
 *
 * @module
 */
import { shortened } from "../catalog/shortened.ts";

/** The longest title, in characters, before the middle of its path is left out. */
export const MAX_TITLE = 90;

/** What joins the steps of a heading path. */
const STEP = " › ";

/** What stands for the steps left out of a long path. */
const GAP = "…";

/**
 * A section's title: its page's title, the headings it sits under, and its own heading. A
 * heading that repeats the step before it (a page's `# Title` under the page title) is said
 * once. When the whole is longer than `max`, the middle steps give way to `…`, nearest the page
 * first; then the page title is shortened at a word; the section's heading is kept whole unless
 * it is longer than `max` itself (a whole signature for a heading: Fastify's hook handlers run to
 * 300 characters), when it is cut at a word too.
 *
 * @param steps The page title, then the headings from the outermost to the section's own.
 * @param max The longest title.
 * @returns The title.
 *
 * @example
 * ```ts
 * import { pathTitle } from "./unit_titles.ts";
 *
 * console.log(pathTitle(["Mutations", "Mutations", "Retry"])); // "Mutations › Retry"
 * console.log(pathTitle(["Guide", "A long middle heading about many things", "Retry"], 30)); // "Guide › … › Retry"
 * console.log(pathTitle(["Hooks", "onSend(request: Request, reply: Reply): void"], 24)); // "Hooks › onSend(request:…"
 * ```
 */
export function pathTitle(steps: readonly string[], max: number = MAX_TITLE): string {
  const path = steps.filter((step, i) => step !== "" && (i === 0 || step !== steps[i - 1]));
  if (path.length <= 1) return shortened(path[0] ?? "", max);
  const page = path[0]!;
  const own = shortened(path.at(-1)!, max);
  const middle = path.slice(1, -1);
  const join = (head: string, between: readonly string[]) => [head, ...between, own].join(STEP);
  for (let dropped = 0; dropped <= middle.length; dropped++) {
    const title = join(page, dropped === 0 ? middle : [GAP, ...middle.slice(dropped)]);
    if (title.length <= max) return title;
  }
  const between = middle.length > 0 ? [GAP] : [];
  return join(shortened(page, Math.max(max - join("", between).length, MIN_PAGE)), between);
}

/** The least of a page title kept when a long heading leaves no room. */
const MIN_PAGE = 12;

/**
 * What a symbol's search title adds when its docs deprecate it: `, deprecated`, so that a result
 * shown without passage still says so (`retryWhen (function, rxjs, deprecated)`).
 *
 * @param documented A symbol or member.
 * @returns `", deprecated"`, or nothing.
 *
 * @example
 * ```ts
 * import { deprecatedMark } from "./unit_titles.ts";
 *
 * console.log(deprecatedMark({ tags: [{ tag: "deprecated" }] })); // ", deprecated"
 * ```
 */
export function deprecatedMark(documented: { tags?: readonly { tag: string }[] }): string {
  return documented.tags?.some((tag) => tag.tag === "deprecated") ? ", deprecated" : "";
}
