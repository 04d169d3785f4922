/**
 * Entries a package names internal (`puppeteer-core/internal/...`, `@ai-sdk/openai/internal`):
 * exported, so their declarations have records, but not the API its users are meant to import.
 *
 * @module
 */
import type { ApiSymbol } from "../snapshot/model.ts";

/** An entry its package names internal: `./internal/*`, `./_internal`, `./internals.js`. */
const INTERNAL = /(?:^|\/)_{0,2}internals?(?:\/|\.|$)/;

/**
 * Whether every entry exporting a declaration is one its package names internal.
 *
 * @param symbol A record.
 * @returns `true` when no other entry exports it.
 *
 * @example
 * ```ts
 * import { onlyInternal } from "./internal_entries.ts";
 *
 * const page = { subpath: "./internal/api/Page.js", alsoFrom: ["./internal/index.js"] };
 * console.log(onlyInternal(page as never), onlyInternal({ subpath: "." } as never)); // true false
 * ```
 */
export function onlyInternal(symbol: Pick<ApiSymbol, "subpath" | "alsoFrom">): boolean {
  return [symbol.subpath, ...symbol.alsoFrom ?? []].every((subpath) => INTERNAL.test(subpath));
}
