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

/**
 * Whether a script holds a compiler's helpers (Babel's `function _classCallCheck(`, TypeScript's
 * `var __awaiter = ...`), which it writes at the top of what it compiles: a compiled copy, when
 * the package ships its modules too (ignore's `legacy.js` of its `index.js`).
 *
 * @param lines The script's lines.
 * @returns Whether one of its first lines defines such a helper.
 *
 * @example
 * ```ts
 * import { holdsCompilerHelpers } from "./installed_scripts.ts";
 *
 * console.log(holdsCompilerHelpers(['"use strict";', "function _classCallCheck(a, b) {}"])); // true
 * ```
 */
export function holdsCompilerHelpers(lines: readonly string[]): boolean {
  return lines.slice(0, HELPER_LINES).some((line) => COMPILER_HELPER.test(line));
}

/** How many of a script's first lines are looked through for a compiler's helpers. */
const HELPER_LINES = 100;

/** A helper Babel or TypeScript defines in what it compiles. */
const COMPILER_HELPER =
  /^\s*function _(?:classCallCheck|createClass|typeof|inherits|defineProperty|interopRequireDefault|slicedToArray|toConsumableArray|asyncToGenerator|objectSpread2?|getPrototypeOf|possibleConstructorReturn)\b|^\s*var __(?:extends|awaiter|generator|assign|rest|decorate|importDefault|importStar|createBinding)\b/;

/**
 * Whether a script is a compiled copy of a module: it holds a compiler's helpers
 * ({@link holdsCompilerHelpers}) and most of its statements ({@link statement}) are one of the
 * modules' (ignore's `legacy.js`, Babel's `index.js`: 73%).
 *
 * @param script The script.
 * @param modules Scripts that may be what it was compiled from.
 * @returns Whether it is a copy of one of them.
 *
 * @example
 * ```ts
 * import { isCompiledCopy } from "./installed_scripts.ts";
 *
 * const index = { path: "index.js", lines: ["const DEFAULT_TIMEOUT = 60000;"] };
 * const legacy = { path: "legacy.js", lines: ["function _typeof(o) {}", "var DEFAULT_TIMEOUT = 60000;"] };
 * console.log(isCompiledCopy(legacy, [index])); // true
 * ```
 */
export function isCompiledCopy(
  script: InstalledScript,
  modules: readonly InstalledScript[],
): boolean {
  if (!holdsCompilerHelpers(script.lines)) return false;
  const own = statementsOf(script.lines);
  if (own.size === 0) return false;
  return modules.some((module) => {
    if (module === script) return false;
    const written = statementsOf(module.lines);
    let shared = 0;
    for (const line of own) if (written.has(line)) shared++;
    return shared >= own.size * COPY_SHARE;
  });
}

/** The share of a compiled script's statements a module writes that makes it the module's copy. */
const COPY_SHARE = 0.5;

/** The shortest statement counted: `}` and `return;` are every script's. */
const COUNTED_STATEMENT = 12;

/** Each script's statements, worked out once. */
const statementsRead = new WeakMap<readonly string[], Set<string>>();

/** A script's statements of {@link COUNTED_STATEMENT} characters or more, but its helpers. */
function statementsOf(lines: readonly string[]): Set<string> {
  let found = statementsRead.get(lines);
  if (found === undefined) {
    found = new Set(
      lines.filter((line) => !COMPILER_HELPER.test(line)).map(statement)
        .filter((line) => line.length >= COUNTED_STATEMENT),
    );
    statementsRead.set(lines, found);
  }
  return found;
}

/**
 * A line as the statement it writes, whichever way a build writes it: without its declaration's
 * keyword (`var`, `let`, `const`), its `;` and its spacing.
 *
 * @param line A line of code.
 * @returns The statement.
 *
 * @example
 * ```ts
 * import { statement } from "./installed_scripts.ts";
 *
 * console.log(statement("  var DEFAULT_TIMEOUT  = 60000;")); // "DEFAULT_TIMEOUT = 60000"
 * ```
 */
export function statement(line: string): string {
  return line.trim().replace(/^(?:var|let|const)\s+/, "").replace(/;$/, "").replace(/\s+/g, " ");
}
