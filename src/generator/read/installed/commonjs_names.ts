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
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { initSync, parse } from "cjs-module-lexer";
import { isRecord } from "../../is_record.ts";
import { exportsMap } from "../manifest/exports_map.ts";

/** The conditions Node's ES module loader matches, in the order a target lists them. */
const IMPORT_CONDITIONS = new Set(["node", "import", "module-sync", "default"]);

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
    let lexed;
    try {
      lexed = parse(readFileSync(module, "utf8"));
    } catch {
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

/** The file Node's ES module loader loads for an entry, when it finds one. */
function importedFile(
  folder: string,
  manifest: Record<string, unknown>,
  subpath: string,
): string | undefined {
  const map = exportsMap(manifest.exports);
  if (map !== null) {
    const path = importTarget(targetOf(map, subpath));
    return path === undefined ? undefined : fileAt(join(folder, path));
  }
  // Without exports, a subpath is a file's exact path; the main entry is looked for as
  // `require` looks for it.
  if (subpath !== ".") return fileAt(join(folder, subpath));
  const main = typeof manifest.main === "string" ? manifest.main : "index.js";
  return [main, `${main}.js`, join(main, "index.js"), "index.js"]
    .map((path) => fileAt(join(folder, path))).find((file) => file !== undefined);
}

/** An `exports` map's target for a subpath: its own key's, else the longest pattern's. */
function targetOf(map: Record<string, unknown>, subpath: string): unknown {
  if (subpath in map) return map[subpath];
  let best: [prefix: string, target: unknown, star: string] | undefined;
  for (const [key, target] of Object.entries(map)) {
    const star = key.indexOf("*");
    if (star < 0) continue;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    const fits = subpath.startsWith(prefix) && subpath.endsWith(suffix) &&
      subpath.length >= prefix.length + suffix.length;
    if (fits && prefix.length > (best?.[0].length ?? -1)) {
      best = [prefix, target, subpath.slice(prefix.length, subpath.length - suffix.length)];
    }
  }
  return best === undefined ? undefined : substituted(best[1], best[2]);
}

function substituted(target: unknown, value: string): unknown {
  if (typeof target === "string") return target.replaceAll("*", value);
  if (Array.isArray(target)) return target.map((item) => substituted(item, value));
  if (!isRecord(target)) return target;
  return Object.fromEntries(
    Object.entries(target).map(([key, item]) => [key, substituted(item, value)]),
  );
}

/** The path a target gives Node's ES module loader: the first condition it matches, in order. */
function importTarget(target: unknown): string | undefined {
  if (typeof target === "string") return target;
  if (Array.isArray(target)) {
    for (const item of target) {
      const path = importTarget(item);
      if (path !== undefined) return path;
    }
    return undefined;
  }
  if (!isRecord(target)) return undefined;
  for (const [condition, item] of Object.entries(target)) {
    if (!IMPORT_CONDITIONS.has(condition)) continue;
    const path = importTarget(item);
    if (path !== undefined) return path;
  }
  return undefined;
}

/** The path when it is a file. */
function fileAt(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

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
