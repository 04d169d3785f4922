/**
 * The scripts an installed package runs, read once for what its code says and its types and docs
 * do not: the defaults it gives options (`implementation_defaults.ts`) and the messages it raises
 * (`code_messages.ts`). Tests, examples, benchmarks, install scripts and minified builds are left
 * out (their values and messages are not the package's), as are scripts too large to be anything
 * but bundles.
 *
 * @module
 */
import { readFileSync, statSync } from "node:fs";
import { basename, dirname, relative, resolve } from "node:path";
import { eachPackageFile } from "./package_files.ts";
import { definitionStart } from "../../../docs/code_blocks.ts";
import type { InstalledScript } from "../../../docs/installed_scripts.ts";

/** One script of a package: its path (with `/`) and its lines, split once for every reader. */
export type PackageScript = InstalledScript;

/** A script a package runs (`.js`, `.mjs`, `.cjs`), not a minified build. */
export const SCRIPT = /(?<!\.min)\.[cm]?js$/;

/**
 * A folder or file of tests, demos, examples, benchmarks, install and build scripts or tools'
 * settings (`eslint.config.js`, `.eslintrc.js`, `Gruntfile.js`; a `test.js` at the package's root,
 * as sanitize-filename's): values chosen for them, not defaults, and no code of the package's API
 * (pino's `benchmarks/`).
 */
const NOT_THE_PACKAGES =
  /(?:^|\/)(?:tests?|__tests__|test-suites|specs?|demos?|examples?|fixtures?|benchmarks?|bench|scripts)\/|(?:\.(?:test|spec|bench)|(?:^|\/)(?:bench|\.[\w.-]+|[\w.-]+\.config|[Gg]runtfile|[Gg]ulpfile))\.[cm]?js$|^(?:tests?|specs?)\.[cm]?js$/;

/** What a minifier writes for `true` and `false`; a file with many is minified. */
const MINIFIED_BOOLEAN = /[=:(,]![01]\b/g;
const MINIFIED_MIN = 5;

/** A line of a comment (`//`, `/*`, or a block comment's `*`): its words are no code. */
export const COMMENT_LINE = /^\s*(?:\/\/|\/?\*)/;

/** A folder of other packages' code the package bundles (`next/dist/compiled/`). */
export const VENDORED = /(?:^|\/)(?:compiled|vendor|vendored|third[-_]party)\//;

/** Lines longer than this are a bundle's or a minifier's: not read. */
export const MAX_LINE = 2_000;

/** The largest script read, and the most bytes read of one package. */
const MAX_FILE_BYTES = 2 * 2 ** 20;
const MAX_PACKAGE_BYTES = 16 * 2 ** 20;

/**
 * The package's scripts, in the order of its folders (names sorted), up to 16 MB. A minified
 * build is read from the sources its source map holds (`sourcesContent`), when it ships one
 * (blurhash's only code is a minified line, and its `.map` holds its TypeScript).
 *
 * @param folder The package's folder.
 * @returns Each script's path and text.
 *
 * @example
 * ```ts ignore
 * packageScripts("/app/node_modules/ws").map((script) => script.path);
 * // ["index.js", "lib/buffer-util.js", ..., "lib/websocket-server.js", "wrapper.mjs"]
 * ```
 */
export function packageScripts(folder: string): PackageScript[] {
  const scripts: PackageScript[] = [];
  // A source two builds' maps hold (ES modules and CommonJS) is read once.
  const paths = new Set<string>();
  const add = (path: string, code: string) => {
    if (paths.has(path)) return;
    paths.add(path);
    scripts.push({ path, lines: withBracesRaised(code.split("\n")) });
  };
  let budget = MAX_PACKAGE_BYTES;
  eachPackageFile(folder, (path) => {
    if (!SCRIPT.test(path)) return true;
    const size = statSync(path).size;
    if (size > MAX_FILE_BYTES) return true;
    budget -= size;
    if (budget < 0) return false;
    const relativePath = relative(folder, path).replaceAll("\\", "/");
    if (NOT_THE_PACKAGES.test(relativePath)) return true;
    const code = readFileSync(path, "utf8");
    const minified = (code.match(MINIFIED_BOOLEAN)?.length ?? 0) >= MINIFIED_MIN;
    // A minified build, or a bundle's line no one writes by hand: its sources, when its map has
    // them; else a minified build is left out and a bundle read as it is.
    if (minified || code.split("\n", BUNDLE_LINES_READ).some((line) => line.length > MAX_LINE)) {
      const sources = mappedSources(folder, path);
      for (const source of sources.filter((each) => !paths.has(each.path))) {
        budget -= source.code.length;
        if (budget < 0) return false;
        add(source.path, source.code);
      }
      if (sources.length > 0 || minified) return true;
    }
    add(relativePath, code);
    return true;
  });
  return scripts;
}

/** How many of a script's first lines are looked at for one too long to be written by hand. */
const BUNDLE_LINES_READ = 20;

/**
 * The package's own sources a minified script's source map holds (`<script>.map` beside it, with
 * `sourcesContent`), each under its path in the package (`src/decode.ts`); none of another
 * package's (`node_modules/` in their path), outside the package's folder, or that is no code of
 * its API (tests, examples: {@link NOT_THE_PACKAGES}).
 */
function mappedSources(folder: string, script: string): { path: string; code: string }[] {
  let map: { sources?: unknown; sourcesContent?: unknown; sourceRoot?: unknown };
  try {
    map = JSON.parse(readFileSync(`${script}.map`, "utf8"));
  } catch {
    return [];
  }
  if (!Array.isArray(map.sources) || !Array.isArray(map.sourcesContent)) return [];
  const root = typeof map.sourceRoot === "string" ? map.sourceRoot : "";
  return map.sources.flatMap((source: unknown, i: number) => {
    const code = (map.sourcesContent as unknown[])[i];
    if (typeof source !== "string" || typeof code !== "string") return [];
    const path = relative(
      folder,
      resolve(dirname(script), root, source.replace(/^[\w-]+:\/\/\/?/, "")),
    )
      .replaceAll("\\", "/");
    if (path.startsWith("..") || path.includes("node_modules/") || NOT_THE_PACKAGES.test(path)) {
      return [];
    }
    return [{ path, code }];
  });
}

/**
 * Lines with a brace that opens a block on a line of its own (papaparse's `function
 * JsonToCsv(_input, _config)` over a `{` at its indentation) moved up to the line it opens, the
 * line it leaves blank: every definition is read from one line, its block's start included.
 */
function withBracesRaised(lines: string[]): string[] {
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() !== "{") continue;
    const above = lines[i - 1]!;
    const indent = /^\s*/.exec(line)![0];
    if (/\)\s*$/.test(above) && /^\s*/.exec(above)![0] === indent) {
      lines[i - 1] = `${above.trimEnd()} {`;
      lines[i] = "";
    }
  }
  return lines;
}

/**
 * A definition on one line: `function name(...) {`, `async name(...) {`, `name(...) {`, a call in
 * its parameters' defaults allowed (`label = name()`).
 */
const DEFINITION =
  /(?:\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)|^\s*(?:static\s+)?(?:async\s+)?\*?([A-Za-z_$][\w$]*))\s*\(((?:[^()]|\([^()]*\))*)\)\s*\{/;

/** Words that are no function's name though a definition's shape fits them. */
const KEYWORDS = new Set(["if", "for", "while", "switch", "catch", "with", "function"]);

/**
 * The function or method a line of a script defines, on that line: its name and its parameters
 * as written; `undefined` for any other line.
 *
 * @param line A line of a script.
 * @returns The name and the parameters' text.
 *
 * @example
 * ```ts
 * import { definitionOf } from "./package_scripts.ts";
 *
 * console.log(definitionOf("  async to(config = {}) {")); // ["to", "config = {}"]
 * console.log(definitionOf("  if (ready) {")); // undefined
 * ```
 */
export function definitionOf(line: string): [name: string, parameters: string] | undefined {
  const [, declared, method, parameters] = DEFINITION.exec(line) ?? [];
  const name = declared ?? method;
  return name === undefined || KEYWORDS.has(name) ? undefined : [name, parameters!];
}

/** A function or method one line of a script defines. */
export interface LineDefinition {
  /** The line (0-based). */
  line: number;
  name: string;
  /** Its parameters as written. */
  parameters: string;
}

/** Each script's definitions, found once for every reader of them. */
const definedIn = new WeakMap<PackageScript, readonly LineDefinition[]>();

/**
 * The functions and methods a script defines on one line each ({@link definitionOf}), read once
 * for the parameters' defaults and the methods' comments.
 *
 * @param script A script of a package.
 * @returns Its definitions, in its order.
 *
 * @example
 * ```ts
 * import { lineDefinitions } from "./package_scripts.ts";
 *
 * const lines = ["class Migrator {", "  async to(config = {}) {", "  }", "}"];
 * console.log(lineDefinitions({ path: "lib/migrator.js", lines }));
 * // [{ line: 1, name: "to", parameters: "config = {}" }]
 * ```
 */
export function lineDefinitions(script: PackageScript): readonly LineDefinition[] {
  let found = definedIn.get(script);
  if (found === undefined) {
    found = script.lines.flatMap((_, i) => {
      const line = definitionStart(script.lines, i).text;
      if (line.length > MAX_LINE || !line.includes("(")) return [];
      const [name, parameters] = definitionOf(line) ?? [];
      return name === undefined ? [] : [{ line: i, name, parameters: parameters! }];
    });
    definedIn.set(script, found);
  }
  return found;
}

/**
 * A script's or a type's name lowercased without separators, to match one with the other
 * (`websocket-server.js` and `WebSocketServer`, `Migrator.js` and `Migrator`).
 *
 * @param path A script's path, or a type's name.
 * @returns The file's name without its extension, or the name, so written.
 *
 * @example
 * ```ts
 * import { nameKey } from "./package_scripts.ts";
 *
 * console.log(nameKey("lib/websocket-server.js"), nameKey("WebSocketServer")); // "websocketserver" "websocketserver"
 * ```
 */
export function nameKey(path: string): string {
  return basename(path).replace(SCRIPT, "").toLowerCase().replace(/[^a-z0-9]/g, "");
}
