/**
 * Which modules of an installed package carry its published types, worked out from its
 * `package.json` alone (the evaluation's own reading, independent of the generator): every
 * `exports` subpath (wildcards expanded against the files that match them), or, without an
 * `exports` map, the `types`/`typings` entry and the package's top-level modules; from
 * `@types/<name>` when the package ships no declaration file.
 *
 * Each entry says how its types are found, so the truth can tell what the `--deps` convention
 * names (a `types` condition, the `types`/`typings` field, `@types/<name>`) from what
 * TypeScript finds anyway (a `.d.ts` next to the JavaScript an `exports` target names).
 *
 * @module
 */
import { join } from "node:path";
import { listFiles } from "./_walk.ts";

/** How an entry's types are found. */
export type TypesVia =
  /** The `exports` entry has a `types` condition. */
  | "types-condition"
  /** The package's `types` or `typings` field (entry `.` only). */
  | "types-field"
  /** The entry belongs to `@types/<name>` (the package ships no types). */
  | "@types"
  /**
   * Named by nothing: TypeScript finds the `.d.ts` beside the JavaScript file an `exports`
   * target names, or the entry is a top-level module of a package without `exports`.
   */
  | "implicit";

/** One module a developer can import, to be resolved by TypeScript. */
export interface TypeEntry {
  /** The subpath, `.` or `./Schema`. */
  subpath: string;
  /** What an import names: `effect/Schema`. */
  specifier: string;
  via: TypesVia;
  /** The wildcard key the subpath was expanded from (`./*`), when it was. */
  pattern?: string;
}

/** A package's entries and where its types come from. */
export interface TypeEntries {
  /** The package whose files hold the types: the package itself or `@types/<name>`. */
  typesPackage: string | undefined;
  entries: TypeEntry[];
}

/** The `package.json` fields read here. */
interface Manifest {
  types?: string;
  typings?: string;
  exports?: unknown;
}

const DECLARATION = /\.d\.[mc]?ts$/;
/** JavaScript a wildcard may expand to; `.cjs` twins of `.js` files would only repeat them. */
const MODULE = /\.m?js$/;

/**
 * The entries of the package `name` installed in `nodeModules`.
 *
 * @param nodeModules The app's `node_modules` folder.
 * @param name The package name, `effect` or `@ai-sdk/react`.
 * @returns Its entries; none when it ships no types and no `@types/<name>` is installed.
 * @example Reading an installed package
 * ```ts ignore
 * const { typesPackage, entries } = typeEntries(".bench/deps-app/node_modules", "express");
 * // typesPackage === "@types/express", entries[0].specifier === "express"
 * ```
 */
export function typeEntries(nodeModules: string, name: string): TypeEntries {
  const dir = join(nodeModules, name);
  const own = readManifest(dir);
  if (
    own.types !== undefined || own.typings !== undefined || hasDeclarations(dir)
  ) {
    return { typesPackage: name, entries: entriesOf(dir, name, own, false) };
  }
  const typesName = `@types/${name.startsWith("@") ? name.slice(1).replace("/", "__") : name}`;
  const typesDir = join(nodeModules, typesName);
  try {
    return {
      typesPackage: typesName,
      entries: entriesOf(typesDir, name, readManifest(typesDir), true),
    };
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      return { typesPackage: undefined, entries: [] };
    }
    throw error;
  }
}

function readManifest(dir: string): Manifest {
  return JSON.parse(Deno.readTextFileSync(join(dir, "package.json")));
}

function hasDeclarations(dir: string): boolean {
  return listFiles(dir).some((file) => DECLARATION.test(file));
}

function entriesOf(
  dir: string,
  name: string,
  manifest: Manifest,
  fromTypes: boolean,
): TypeEntry[] {
  const specifier = (subpath: string) => subpath === "." ? name : `${name}/${subpath.slice(2)}`;
  const field = manifest.types ?? manifest.typings;
  const subpaths = exportsMap(manifest.exports);
  if (subpaths === undefined) {
    const entries: TypeEntry[] = [{
      subpath: ".",
      specifier: name,
      via: fromTypes ? "@types" : field === undefined ? "implicit" : "types-field",
    }];
    for (const file of listFiles(dir, { depth: 1 })) {
      if (
        !DECLARATION.test(file) || file === "index.d.ts" ||
        `./${file}` === normalize(field)
      ) continue;
      const subpath = `./${file.replace(DECLARATION, "")}`;
      entries.push({
        subpath,
        specifier: specifier(subpath),
        via: fromTypes ? "@types" : "implicit",
      });
    }
    return entries;
  }
  const entries: TypeEntry[] = [];
  const files = subpaths.some(([key]) => key.includes("*")) ? listFiles(dir) : [];
  for (const [key, target] of subpaths) {
    if (target === null || key === "./package.json") continue;
    const via: TypesVia = fromTypes
      ? "@types"
      : hasCondition(target, "types")
      ? "types-condition"
      : key === "." && field !== undefined
      ? "types-field"
      : "implicit";
    if (!key.includes("*")) {
      entries.push({ subpath: key, specifier: specifier(key), via });
      continue;
    }
    const pattern = targetPattern(target);
    if (pattern === undefined) continue;
    for (const star of expand(pattern, files)) {
      const subpath = key.replace("*", star);
      // A more specific key (an exclusion such as `./internal/*: null`, or the subpath itself)
      // decides this subpath, not the wildcard.
      if (bestKey(subpath, subpaths) !== key) continue;
      entries.push({
        subpath,
        specifier: specifier(subpath),
        via,
        pattern: key,
      });
    }
  }
  return entries;
}

function normalize(path: string | undefined): string | undefined {
  return path === undefined ? undefined : `./${path.replace(/^\.\//, "")}`;
}

/** `exports` as `[subpath, target]` pairs, or undefined when the package has none. */
function exportsMap(exports: unknown): [string, unknown][] | undefined {
  if (exports === undefined || exports === null) return undefined;
  if (typeof exports === "string" || Array.isArray(exports)) {
    return [[".", exports]];
  }
  const pairs = Object.entries(exports as Record<string, unknown>);
  return pairs.every(([key]) => key.startsWith(".")) ? pairs : [[".", exports]];
}

/** The key Node matches a subpath with: itself, else the wildcard with the longest prefix. */
function bestKey(
  subpath: string,
  subpaths: [string, unknown][],
): string | undefined {
  let best: string | undefined;
  for (const [key] of subpaths) {
    if (key === subpath) return key;
    const star = key.indexOf("*");
    if (star < 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (
      subpath.length < key.length - 1 || !subpath.startsWith(prefix) ||
      !subpath.endsWith(suffix)
    ) continue;
    const bestStar = best?.indexOf("*") ?? -1;
    if (
      best === undefined || star > bestStar ||
      (star === bestStar && key.length > best.length)
    ) {
      best = key;
    }
  }
  return best;
}

function hasCondition(target: unknown, condition: string): boolean {
  if (Array.isArray(target)) {
    return target.some((item) => hasCondition(item, condition));
  }
  if (target === null || typeof target !== "object") return false;
  return Object.entries(target).some(([key, value]) =>
    (key === condition && value !== null) || hasCondition(value, condition)
  );
}

/** The target a wildcard entry maps to: its `types` condition's, else the first one given. */
function targetPattern(target: unknown): string | undefined {
  if (typeof target === "string") return target;
  if (Array.isArray(target)) {
    return target.map(targetPattern).find((found) => found !== undefined);
  }
  if (target === null || typeof target !== "object") return undefined;
  const conditions = target as Record<string, unknown>;
  if ("types" in conditions) return targetPattern(conditions.types);
  return Object.values(conditions).map(targetPattern).find((found) => found !== undefined);
}

/**
 * What `*` stands for in each module the pattern matches. A declaration file counts as the
 * JavaScript module it declares (`a.d.ts` as `a.js`), so a `@types` package's patterns, whose
 * targets are JavaScript paths of the runtime package, expand too.
 */
function expand(pattern: string, files: string[]): string[] {
  const [prefix, suffix = ""] = pattern.replace(/^\.\//, "").split("*");
  const stars = new Set<string>();
  for (const file of files) {
    const module = file.replace(/\.d\.ts$/, ".js").replace(/\.d\.mts$/, ".mjs");
    if (
      !MODULE.test(module) || !module.startsWith(prefix!) ||
      !module.endsWith(suffix)
    ) continue;
    if (module.length < prefix!.length + suffix.length) continue;
    stars.add(module.slice(prefix!.length, module.length - suffix.length));
  }
  return [...stars].sort();
}
