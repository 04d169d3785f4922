/**
 * Whether a runtime package needs a type-only package (`@types/<name>`, DefinitelyTyped's)
 * because it ships no declarations of its own (the names: types_package_names.ts).
 *
 * @module
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { isRecord } from "../is_record.ts";

/** The JavaScript files TypeScript looks beside for a declaration file. */
const SCRIPT = /\.(?:[cm]?js|jsx)$/;

/**
 * Whether a package ships declarations of its own, as TypeScript would find them for its main
 * entry: a `types` or `typings` field, a `types` condition in its `exports` (its `.` entry's, when
 * it has one), a declaration file beside a script its `exports` or `main` names, or an
 * `index.d.ts` at its root.
 *
 * @param folder The package folder.
 * @param manifest Its parsed `package.json`.
 * @returns `true` when TypeScript needs no `@types` package for it.
 */
export function shipsTypes(folder: string, manifest: Record<string, unknown>): boolean {
  if (typeof manifest.types === "string" || typeof manifest.typings === "string") return true;
  const targets: string[] = [];
  // Of an exports map, its main entry's: yargs types only `./browser`, and `@types/yargs` the rest.
  if (hasTypesCondition(mainExport(manifest.exports), targets)) return true;
  if (typeof manifest.main === "string") targets.push(manifest.main);
  targets.push("index.js");
  return targets.some((target) => declarationBeside(folder, target));
}

/** Whether a declaration file sits where TypeScript looks for a script's (`x.js` -> `x.d.ts`). */
function declarationBeside(folder: string, target: string): boolean {
  const path = target.replace(/^\.\//, "");
  const bases = SCRIPT.test(path)
    ? [path.replace(SCRIPT, "")]
    : [path.replace(/\/$/, ""), join(path, "index")];
  return bases.some((base) =>
    DECLARATIONS.some((extension) => existsSync(join(folder, base + extension)))
  );
}

const DECLARATIONS = [".d.ts", ".d.mts", ".d.cts"];

/** Whether an `exports` value has a `types` condition anywhere; collects its string targets. */
/** An `exports` value's main entry: its `.` key's target, or the value when it has no subpaths. */
function mainExport(exports: unknown): unknown {
  if (!isRecord(exports) || !Object.keys(exports).some((key) => key.startsWith("."))) {
    return exports;
  }
  return exports["."];
}

function hasTypesCondition(exports: unknown, targets: string[]): boolean {
  if (typeof exports === "string") {
    if (!exports.includes("*")) targets.push(exports);
    return false;
  }
  if (Array.isArray(exports)) return exports.some((item) => hasTypesCondition(item, targets));
  if (!isRecord(exports)) return false;
  return Object.entries(exports).some(([key, value]) =>
    key === "types" || key === "typings" || hasTypesCondition(value, targets)
  );
}
