/**
 * Which scripts of an installed package write its modules again: a build's folder (`dist/`,
 * `cjs/`), a bundle (named after the package, or holding a bundler's runtime) and a compiled copy
 * (holding a compiler's helpers). The code pages read the modules and not their copies, and
 * `fetch`'s lines count a copy's lines instead of showing them.
 *
 * @module
 */
/** A script as these rules read it: its path in its package and its lines. */
export interface Script {
  /** Its path in the package, with `/`. */
  readonly path: string;
  /** Its lines. */
  readonly lines: readonly string[];
}

/**
 * The folders a build writes: their scripts are copies of the package's modules, or bundles of
 * them, for a module system (`cjs`, `esm`), a language level (`es5`, `es6`: libphonenumber-js'
 * `es6/` and `es6-modern/` of its `source/`) or a platform (`browser`, `node`).
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
  "es",
  "es5",
  "es6",
  "es6-modern",
  "es2015",
  "esm",
  "esm5",
  "esnext",
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
 * import { isBuildFolder } from "./script_copies.ts";
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
 * import { inBuild } from "./script_copies.ts";
 *
 * console.log(inBuild("dist/esm/index.js"), inBuild("lib/parser.js")); // true false
 * ```
 */
export function inBuild(path: string): boolean {
  return path.split("/").slice(0, -1).some(isBuildFolder);
}

/**
 * How a script writes its package's modules again:
 *
 * - `bundled`: a bundler's bundle (webpack's `__webpack_require__`, esbuild's `__commonJS(` in it:
 *   js-beautify's `js/lib/beautify.js`), the modules and what they import;
 * - `named`: a script in a build's folder named after the package (rss-parser's
 *   `dist/rss-parser.js`; react-dom's `cjs/react-dom.production.js`, which is all its code);
 * - `copy`: a compiled copy (Babel's or TypeScript's helpers in it: ignore's `legacy.js`) or a
 *   script at the package's root named after it (number-to-words' `numberToWords.js`, its `src/`
 *   concatenated), half its statements or more the modules' (73% and 84%).
 */
export type Rewrite = "bundled" | "named" | "copy";

/**
 * The scripts of a package that write its modules again, by path ({@link Rewrite}).
 *
 * @param scripts The package's scripts.
 * @param packageName The package's name.
 * @returns How each such script does; the others are not in it.
 *
 * @example
 * ```ts
 * import { rewrites } from "./script_copies.ts";
 *
 * const index = { path: "index.js", lines: ["const DEFAULT_TIMEOUT = 60000;"] };
 * const legacy = { path: "legacy.js", lines: ["function _typeof(o) {}", "var DEFAULT_TIMEOUT = 60000;"] };
 * console.log(rewrites([index, legacy], "timer")); // Map(1) { "legacy.js" => "copy" }
 * ```
 */
export function rewrites(
  scripts: readonly Script[],
  packageName: string,
): Map<string, Rewrite> {
  const unscoped = nameKey(packageName.slice(packageName.lastIndexOf("/") + 1));
  const named = ({ path }: Script) => {
    const file = path.slice(path.lastIndexOf("/") + 1);
    return nameKey(file.slice(0, file.indexOf(".") >>> 0)) === unscoped;
  };
  const found = new Map<string, Rewrite>();
  const candidates: Script[] = [];
  const modules: Script[] = [];
  for (const script of scripts) {
    const { path, lines } = script;
    if (lines.some((line) => BUNDLER_RUNTIME.test(line))) found.set(path, "bundled");
    else if (inBuild(path) && named(script)) found.set(path, "named");
    else if (holdsCompilerHelpers(lines) || (!path.includes("/") && named(script))) {
      candidates.push(script);
    } else if (!inBuild(path)) modules.push(script);
  }
  if (candidates.length === 0 || modules.length === 0) return found;
  const written = new Set(modules.flatMap(({ lines }) => [...statementsOf(lines)]));
  for (const { path, lines } of candidates) {
    const own = statementsOf(lines);
    let shared = 0;
    for (const line of own) if (written.has(line)) shared++;
    if (own.size > 0 && shared >= own.size * COPY_SHARE) found.set(path, "copy");
  }
  return found;
}

/**
 * The rewrites scripts are marked with (`codeScripts` marks them), by path: what
 * {@link rewrites} worked out for them, read again without working it out.
 *
 * @param scripts Scripts, some marked.
 * @returns How each marked script writes the modules again.
 *
 * @example
 * ```ts
 * import { marked } from "./script_copies.ts";
 *
 * console.log(marked([{ path: "legacy.js", lines: [], rewrite: "copy" }, { path: "index.js", lines: [] }]));
 * // Map(1) { "legacy.js" => "copy" }
 * ```
 */
export function marked(
  scripts: readonly (Script & { readonly rewrite?: Rewrite })[],
): Map<string, Rewrite> {
  return new Map(scripts.flatMap(({ path, rewrite }) => rewrite ? [[path, rewrite]] : []));
}

/** A name lowercased without separators: `numberToWords` and `number-to-words` alike. */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** What a bundler writes into a bundle to load the modules it holds. */
const BUNDLER_RUNTIME = /\b(?:__webpack_require__|__webpack_modules__)\b|\b__(?:commonJS|toESM)\(/;

/** Whether one of a script's first lines defines a compiler's helper. */
function holdsCompilerHelpers(lines: readonly string[]): boolean {
  return lines.slice(0, HELPER_LINES).some((line) => COMPILER_HELPER.test(line));
}

/** How many of a script's first lines are looked through for a compiler's helpers. */
const HELPER_LINES = 100;

/** A helper Babel or TypeScript defines in what it compiles. */
const COMPILER_HELPER =
  /^\s*function _(?:classCallCheck|createClass|typeof|inherits|defineProperty|interopRequireDefault|slicedToArray|toConsumableArray|asyncToGenerator|objectSpread2?|getPrototypeOf|possibleConstructorReturn)\b|^\s*var __(?:extends|awaiter|generator|assign|rest|decorate|importDefault|importStar|createBinding)\b/;

/** The share of a script's statements the modules write that makes it their copy. */
const COPY_SHARE = 0.5;

/** The shortest statement counted: `}` and `return;` are every script's. */
const COUNTED_STATEMENT = 12;

/** A script's statements of {@link COUNTED_STATEMENT} characters or more, but its helpers. */
function statementsOf(lines: readonly string[]): Set<string> {
  return new Set(
    lines.filter((line) => !COMPILER_HELPER.test(line)).map(statement)
      .filter((line) => line.length >= COUNTED_STATEMENT),
  );
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
 * import { statement } from "./script_copies.ts";
 *
 * console.log(statement("  var DEFAULT_TIMEOUT  = 60000;")); // "DEFAULT_TIMEOUT = 60000"
 * ```
 */
export function statement(line: string): string {
  return line.trim().replace(/^(?:var|let|const)\s+/, "").replace(/;$/, "").replace(/\s+/g, " ");
}
