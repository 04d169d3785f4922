/**
 * The scripts of a package served from where it is installed (`--deps`), read again when asked:
 * a package's code page holds the definitions its scripts make, up to a size, while a question
 * about a line of code (a channel's name, a call at a module's top) may be about any line of
 * them. Where the server serves installed packages it says how to read each one's scripts; a
 * snapshot has none, and its code pages are all there is.
 *
 * @module
 */
import type { BundledPackage } from "../snapshot/model.ts";

/** One script of an installed package. */
export interface InstalledScript {
  /** Its path in the package, with `/`. */
  readonly path: string;
  /** Its lines. */
  readonly lines: readonly string[];
}

/** How each installed package's scripts are read, by its entry. */
const readers = new WeakMap<BundledPackage, () => readonly InstalledScript[]>();

/**
 * Says how an installed package's scripts are read.
 *
 * @param pkg The package's entry.
 * @param read Reads its scripts, those its code page is read from, in the order the page takes
 *   them (a build's copies after the modules they copy).
 *
 * @example
 * ```ts ignore
 * rememberInstalledScripts(entry, () => packageScripts(installed.folder));
 * ```
 */
export function rememberInstalledScripts(
  pkg: BundledPackage,
  read: () => readonly InstalledScript[],
): void {
  readers.set(pkg, read);
}

/**
 * The scripts of an installed package, read now; `undefined` for a package not served from
 * where it is installed.
 *
 * @param pkg A package of the catalog.
 * @returns Its scripts.
 *
 * @example
 * ```ts ignore
 * const scripts = installedScriptsOf(pkg) ?? [];
 * ```
 */
export function installedScriptsOf(pkg: BundledPackage): readonly InstalledScript[] | undefined {
  return readers.get(pkg)?.();
}

/**
 * The folders a build writes: their scripts are copies of the package's modules, or bundles of
 * them, for a module system (`cjs`, `esm`) or a platform (`browser`, `node`).
 */
const BUILD_FOLDERS: ReadonlySet<string> = new Set([
  "amd",
  "browser",
  "build",
  "bundle",
  "bundles",
  "cjs",
  "commonjs",
  "dist",
  "esm",
  "node",
  "umd",
]);

/**
 * Whether a folder is one a build writes ({@link inBuild}).
 *
 * @param folder A folder's name.
 * @returns Whether it is `dist`, `cjs`, `esm`, `umd`, `browser` or the like.
 *
 * @example
 * ```ts
 * import { isBuildFolder } from "./installed_scripts.ts";
 *
 * console.log(isBuildFolder("dist"), isBuildFolder("lib")); // true false
 * ```
 */
export function isBuildFolder(folder: string): boolean {
  return BUILD_FOLDERS.has(folder);
}

/**
 * Whether a script is in a build's folder: a copy of the package's modules, or a bundle of them.
 *
 * @param path The script's path in its package, with `/`.
 * @returns Whether a folder of it is a build's.
 *
 * @example
 * ```ts
 * import { inBuild } from "./installed_scripts.ts";
 *
 * console.log(inBuild("dist/esm/index.js"), inBuild("lib/parser.js")); // true false
 * ```
 */
export function inBuild(path: string): boolean {
  return path.split("/").slice(0, -1).some(isBuildFolder);
}

/**
 * Whether a script is a bundle: in a build's folder and named after its package (rss-parser's
 * `dist/rss-parser.js`, `umd/react.development.js`), or holding a bundler's runtime
 * ({@link holdsBundlerRuntime}: js-beautify's `js/lib/beautify.js`).
 *
 * @param script The script.
 * @param packageName Its package's name.
 * @returns Whether it is a bundle.
 *
 * @example
 * ```ts
 * import { isBundle } from "./installed_scripts.ts";
 *
 * console.log(isBundle({ path: "dist/rss-parser.min.js", lines: [] }, "rss-parser")); // true
 * console.log(isBundle({ path: "lib/parser.js", lines: ["const a = 1;"] }, "rss-parser")); // false
 * ```
 */
export function isBundle(script: InstalledScript, packageName: string): boolean {
  const { path, lines } = script;
  const file = path.slice(path.lastIndexOf("/") + 1);
  const unscoped = packageName.slice(packageName.lastIndexOf("/") + 1);
  return (inBuild(path) && file.startsWith(`${unscoped}.`)) || holdsBundlerRuntime(lines);
}

/**
 * Whether a script holds a bundler's runtime (webpack's `__webpack_require__`, esbuild's
 * `__commonJS(`): modules written again in one file, with what they import.
 *
 * @param lines The script's lines.
 * @returns Whether one of them is a bundler's.
 *
 * @example
 * ```ts
 * import { holdsBundlerRuntime } from "./installed_scripts.ts";
 *
 * console.log(holdsBundlerRuntime(["var Output = (__webpack_require__(2).Output);"])); // true
 * ```
 */
export function holdsBundlerRuntime(lines: readonly string[]): boolean {
  return lines.some((line) => BUNDLER_RUNTIME.test(line));
}

/** What a bundler writes into a bundle to load the modules it holds. */
const BUNDLER_RUNTIME = /\b(?:__webpack_require__|__webpack_modules__)\b|\b__(?:commonJS|toESM)\(/;
