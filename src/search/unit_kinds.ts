/**
 * The kinds of thing `search` ranks, named once for the tools' schemas and the engine.
 *
 * @module
 */

/**
 * The kinds of search result, as the `kind` argument of search names them.
 *
 * @example
 * ```ts
 * import { UNIT_KINDS } from "./unit_kinds.ts";
 *
 * console.assert(UNIT_KINDS.includes("symbol"));
 * ```
 */
export const UNIT_KINDS: readonly ["docs", "symbol", "component"] = ["docs", "symbol", "component"];

/** What a unit is: `docs`, `symbol` or `component`. */
export type UnitKind = typeof UNIT_KINDS[number];
