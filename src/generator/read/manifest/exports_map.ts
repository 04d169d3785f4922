/**
 * A package's `exports` field read as Node reads it: a map from subpaths (and subpath patterns
 * with one `*`) to targets, each target a path or a tree of conditions. Both ways: the paths a
 * subpath leads to, and the subpath a file is imported by.
 *
 * @module
 */
import { isRecord } from "../../is_record.ts";
import { DECLARATION_FILE } from "../modules/file_kinds.ts";

/** Conditions tried first, in this order; the others follow in the manifest's order. */
const PREFERRED_CONDITIONS = ["types", "import", "default"];

/**
 * An `exports` value as a map from subpath to target: a string or a conditions object is the
 * `.` entry; a map keeps its `.`-keys, patterns and exclusions (`null`) included.
 * `./package.json` is not an entry of code.
 *
 * @param value The `exports` field of a package.json.
 * @returns The map, or `null` when there is no `exports` field to read.
 *
 * @example
 * ```ts
 * import { exportsMap } from "./exports_map.ts";
 *
 * console.log(exportsMap("./index.js")); // { ".": "./index.js" }
 * ```
 */
export function exportsMap(value: unknown): Record<string, unknown> | null {
  if (typeof value === "string" || Array.isArray(value)) return { ".": value };
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (!keys.some((key) => key.startsWith("."))) return { ".": value };
  const map: Record<string, unknown> = {};
  for (const key of keys) {
    if (key === "./package.json") continue;
    map[key === "./" ? "." : key] = value[key];
  }
  return map;
}

/**
 * Whether an `exports` key (a subpath, or a pattern with one `*`) covers a subpath.
 *
 * @param key A key of the map.
 * @param subpath A subpath a user imports.
 * @returns `true` when the key stands for it.
 *
 * @example
 * ```ts
 * import { subpathMatches } from "./exports_map.ts";
 *
 * console.log(subpathMatches("./internal/*", "./internal/a.js")); // true
 * ```
 */
export function subpathMatches(key: string, subpath: string): boolean {
  const star = key.indexOf("*");
  if (star === -1) return key === subpath;
  const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
  return subpath.length > prefix.length + suffix.length && subpath.startsWith(prefix) &&
    subpath.endsWith(suffix);
}

/**
 * A pattern's targets with those a program runs first: what a `*` stands for is what makes an
 * importable file (`"./*": { "types": "./dist/esm/*.d.ts", "import": "./dist/esm/*" }` is
 * imported as `@modelcontextprotocol/sdk/server/mcp.js`, whose types then resolve beside it; as
 * `.../server/mcp` it has types but Node finds no module).
 *
 * @param target A target of the map.
 * @returns Its paths, those outside a `types` condition first.
 *
 * @example
 * ```ts
 * import { runtimeFirst } from "./exports_map.ts";
 *
 * console.log(runtimeFirst({ types: "./a.d.ts", import: "./a.js" })); // ["./a.js", "./a.d.ts"]
 * ```
 */
export function runtimeFirst(target: unknown): string[] {
  const types = typesLeaves(target);
  return [...leaves(target).filter((path) => !types.includes(path)), ...types];
}

/** The paths a target gives under a `types` condition, at any depth (`import: { types }` too). */
function typesLeaves(target: unknown): string[] {
  if (Array.isArray(target)) return target.flatMap(typesLeaves);
  if (!isRecord(target)) return [];
  return Object.entries(target).flatMap(([key, item]) =>
    key === "types" ? leaves(item) : typesLeaves(item)
  );
}

/**
 * Every path a target can lead to, preferred conditions (`types`, `import`, `default`) first,
 * depth first.
 *
 * @param target A target of the map.
 * @returns Its paths.
 *
 * @example
 * ```ts
 * import { leaves } from "./exports_map.ts";
 *
 * console.log(leaves({ require: "./a.cjs", import: "./a.js" })); // ["./a.js", "./a.cjs"]
 * ```
 */
export function leaves(target: unknown): string[] {
  if (typeof target === "string") return [target];
  if (Array.isArray(target)) return target.flatMap(leaves);
  if (!isRecord(target)) return [];
  const keys = Object.keys(target);
  const ordered = [
    ...PREFERRED_CONDITIONS.filter((key) => keys.includes(key)),
    ...keys.filter((key) => !PREFERRED_CONDITIONS.includes(key)),
  ];
  return ordered.flatMap((key) => leaves(target[key]));
}

/**
 * The subpath a program imports a file of the package by: the first key of the map whose
 * runtime target is that file (a pattern's `*` standing for the rest of its path), unless an
 * exclusion covers it; without an `exports` map, the file's own path.
 *
 * @param exports The `exports` field of the package's package.json.
 * @param file A file of the package, relative to its folder (`dist/components/button/button.js`).
 * @returns The subpath (`./dist/components/button/button.js`), or `undefined` when none leads
 *   to the file.
 *
 * @example
 * ```ts
 * import { subpathOfFile } from "./exports_map.ts";
 *
 * const exports = { ".": "./dist/index.js", "./*": "./dist/*", "./internal/*": null };
 * console.log(subpathOfFile(exports, "dist/button.js")); // "./button.js"
 * console.log(subpathOfFile(exports, "dist/internal/a.js")); // undefined
 * console.log(subpathOfFile(undefined, "lib/button.js")); // "./lib/button.js"
 * ```
 */
export function subpathOfFile(exports: unknown, file: string): string | undefined {
  const map = exportsMap(exports);
  const path = `./${file}`;
  if (map === null) return path;
  const excluded = Object.keys(map).filter((key) => map[key] === null);
  for (const [key, target] of Object.entries(map)) {
    const runtime = runtimeFirst(target).filter((leaf) => !DECLARATION_FILE.test(leaf));
    for (const leaf of runtime) {
      const subpath = keyFor(key, leaf, path);
      if (subpath !== undefined && !excluded.some((other) => subpathMatches(other, subpath))) {
        return subpath;
      }
    }
  }
  return undefined;
}

/** The subpath `key` gives for `path` through one of its targets, if it leads there. */
function keyFor(key: string, target: string, path: string): string | undefined {
  const star = target.indexOf("*");
  if (star === -1) return target === path && !key.includes("*") ? key : undefined;
  const [prefix, suffix] = [target.slice(0, star), target.slice(star + 1)];
  if (path.length <= prefix.length + suffix.length) return undefined;
  if (!path.startsWith(prefix) || !path.endsWith(suffix)) return undefined;
  return key.replace("*", path.slice(prefix.length, path.length - suffix.length));
}

/**
 * A pattern's target with every `*` replaced by what the pattern matched, at any depth.
 *
 * @param target A target of the map.
 * @param value What the pattern's `*` stands for.
 * @returns The target for that value.
 *
 * @example
 * ```ts
 * import { substituted } from "./exports_map.ts";
 *
 * console.log(substituted({ types: "./dist/*.d.ts", import: "./dist/*.js" }, "button"));
 * // { types: "./dist/button.d.ts", import: "./dist/button.js" }
 * ```
 */
export function substituted(target: unknown, value: string): unknown {
  if (typeof target === "string") return target.replaceAll("*", value);
  if (Array.isArray(target)) return target.map((item) => substituted(item, value));
  if (!isRecord(target)) return target;
  return Object.fromEntries(
    Object.entries(target).map(([key, item]) => [key, substituted(item, value)]),
  );
}
