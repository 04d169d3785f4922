/**
 * The packages a manifest depends on, by name.
 *
 * @module
 */
import { isRecord } from "../../is_record.ts";

/**
 * The names a `package.json` lists under `dependencies` and `peerDependencies`, and
 * `devDependencies` too when asked.
 *
 * @param manifest The parsed manifest.
 * @param withDev Whether `devDependencies` count.
 * @returns The names, field by field, in the manifest's order.
 *
 * @example
 * ```ts
 * import { dependencyNames } from "./dependency_names.ts";
 *
 * const manifest = { dependencies: { lit: "^3" }, devDependencies: { vitest: "^2" } };
 * console.log(dependencyNames(manifest), dependencyNames(manifest, true)); // ["lit"] ["lit", "vitest"]
 * ```
 */
export function dependencyNames(manifest: Record<string, unknown>, withDev = false): string[] {
  const fields = ["dependencies", "peerDependencies", ...(withDev ? ["devDependencies"] : [])];
  return fields.flatMap((field) => {
    const listed = manifest[field];
    return isRecord(listed) ? Object.keys(listed) : [];
  });
}
