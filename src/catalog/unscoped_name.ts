/**
 * A package's name as a user may write it without its scope.
 *
 * @module
 */

/**
 * A package name without its scope, lowercased: how a user names `@effect/platform` when they
 * write `platform`, or `@tanstack/react-query` when they write `React-Query`.
 *
 * @param name A package name, scoped or not.
 * @returns Its last part, lowercased.
 *
 * @example
 * ```ts
 * import { unscopedName } from "./unscoped_name.ts";
 *
 * console.log(unscopedName("@Scope/Kit")); // "kit"
 * ```
 */
export function unscopedName(name: string): string {
  return name.replace(/^@[^/]+\//, "").toLowerCase();
}
