/**
 * The names of type-only packages (`@types/<name>`, DefinitelyTyped's) and of the runtime
 * packages they type.
 *
 * @module
 */

const TYPES_SCOPE = "@types/";

/**
 * The `@types` package of a runtime package, as DefinitelyTyped names it: `express` ->
 * `@types/express`, `@babel/core` -> `@types/babel__core`.
 *
 * @param name A runtime package name.
 * @returns The name of its `@types` package.
 *
 * @example
 * ```ts
 * import { typesPackageOf } from "./types_package_names.ts";
 *
 * console.log(typesPackageOf("@babel/core")); // "@types/babel__core"
 * ```
 */
export function typesPackageOf(name: string): string {
  return TYPES_SCOPE + name.replace(/^@/, "").replace("/", "__");
}

/**
 * The runtime package an `@types` package types: `@types/babel__core` -> `@babel/core`.
 *
 * @param name A package name.
 * @returns The runtime package's name, or `undefined` when `name` is no `@types` package.
 *
 * @example
 * ```ts
 * import { runtimePackageOf } from "./types_package_names.ts";
 *
 * console.log(runtimePackageOf("@types/react"), runtimePackageOf("react")); // "react" undefined
 * ```
 */
export function runtimePackageOf(name: string): string | undefined {
  if (!name.startsWith(TYPES_SCOPE)) return undefined;
  const bare = name.slice(TYPES_SCOPE.length);
  return bare.includes("__") ? `@${bare.replace("__", "/")}` : bare;
}
