/**
 * A function's, class's or component's own type: the options, props or result type named after
 * it and written in its signature (`RetryOptions` of `retry(options?: RetryOptions)`,
 * `ActivityProps` of `Activity`). Search shows the two together.
 *
 * @module
 */
import { writtenName } from "../catalog/written_name.ts";

/**
 * Whether `type` is `symbol`'s own type: named after it (its name starts with the symbol's, case
 * aside, and is longer) and written whole in the symbol's signature.
 *
 * @param symbol The function, class or component: its name and signature.
 * @param type The type: its name.
 * @returns `true` for the symbol's own type.
 *
 * @example
 * ```ts
 * import { isOwnType } from "./own_type.ts";
 *
 * const retry = { name: "retry", signature: "function retry(options?: RetryOptions): void" };
 * console.log(isOwnType(retry, { name: "RetryOptions" }), isOwnType(retry, { name: "Retry" })); // true false
 * ```
 */
export function isOwnType(
  symbol: { name: string; signature?: string | undefined },
  type: { name: string },
): boolean {
  return type.name.length > symbol.name.length &&
    type.name.toLowerCase().startsWith(symbol.name.toLowerCase()) &&
    writtenName(type.name).test(symbol.signature ?? "");
}
