/**
 * The names Node's ES module loader lets `import { name } from "<entry>"` take from an entry of
 * an installed package whose module is CommonJS: only those cjs-module-lexer (which Node runs
 * itself) finds in the module and in the modules it re-exports
 * (`module.exports = require("./cjs/react.production.js")`). The others are reached through
 * the default import (`import jwt from "jsonwebtoken"`, then `jwt.sign`): jsonwebtoken's
 * `module.exports = { sign: require("./sign"), ... }` shows the lexer none of them, nor winston's
 * methods assigned in a loop. An ES module entry, or one whose module Node would not find,
 * says nothing.
 *
 * @module
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { initSync, parse } from "cjs-module-lexer";
import { isRecord } from "../../is_record.ts";
import { importedFile } from "./node_import.ts";

/** The most modules followed through re-exports from one entry. */
const MOST_MODULES = 2_000;

let lexerReady = false;

/**
 * The names Node lets an ES module import by name from an entry, when its module is CommonJS.
 *
 * @param folder The package's folder (its runtime package's, for types from `@types`).
 * @param manifest Its parsed package.json.
 * @param subpath The entry (`.`, `./sub`).
 * @returns The names, or `undefined` when the entry's module is an ES module or is not found.
 *
 * @example
 * ```ts ignore
 * commonJsNames("/app/node_modules/jsonwebtoken", manifest, "."); // Set { "decode" }
 * ```
 */
export function commonJsNames(
  folder: string,
  manifest: Record<string, unknown>,
  subpath: string,
): ReadonlySet<string> | undefined {
  const file = importedFile(folder, manifest, subpath);
  if (file === undefined || !isCommonJs(file, folder)) return undefined;
  if (!lexerReady) {
    initSync();
    lexerReady = true;
  }
  const names = new Set<string>();
  const seen = new Set<string>();
  const waiting = [file];
  while (waiting.length > 0 && seen.size < MOST_MODULES) {
    const module = waiting.shift()!;
    if (seen.has(module)) continue;
    seen.add(module);
    let source: string | undefined;
    let lexed;
    try {
      source = readFileSync(module, "utf8");
      lexed = parse(source);
    } catch {
      // An entry Node would take for CommonJS by its package.json but that is an ES module by
      // its syntax, which Node 22 loads as one: an `import` or `export` statement, where the
      // lexer stops (Ionic's `dist/index.js`: `export * from './esm/index.js'`, in a package
      // without `"type": "module"`). Its names are its own.
      if (module === file && source !== undefined && MODULE_STATEMENT.test(source)) {
        return undefined;
      }
      continue; // not JavaScript the lexer reads: its names are unknown, as Node's would be
    }
    for (const name of lexed.exports) names.add(name);
    const require = createRequire(module);
    for (const specifier of lexed.reexports) {
      try {
        const found = require.resolve(specifier);
        if (/\.[cm]?js$/.test(found)) waiting.push(found);
      } catch {
        // A re-export Node cannot resolve adds nothing.
      }
    }
  }
  return names;
}

/** An `import` or `export` statement, at a line's start or after a statement (minified code). */
const MODULE_STATEMENT = /(?:^|[;}])\s*(?:import\s*(?:[\w$*{]|["'])|export\s*(?:[\w$*{]))/m;

/**
 * Whether Node loads a file as CommonJS: a `.cjs` file, or a `.js` one whose nearest
 * package.json (up to the package's own) does not say `"type": "module"`.
 */
function isCommonJs(file: string, folder: string): boolean {
  if (file.endsWith(".cjs")) return true;
  if (!file.endsWith(".js")) return false;
  for (let dir = dirname(file); dir.startsWith(folder); dir = dirname(dir)) {
    let manifest: unknown;
    try {
      manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    } catch {
      if (dir === folder) break;
      continue; // none here (or not one Node reads): the folder above decides
    }
    return !isRecord(manifest) || manifest.type !== "module";
  }
  return true;
}
