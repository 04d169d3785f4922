/**
 * `node:sqlite`, loaded when the first table is made rather than when the search engine is
 * imported. Node 22 prints a warning that the module is experimental the moment it loads, on
 * standard error and once per thread (this one and the index's worker): a client's log shows it
 * as if something were wrong. That warning alone is left out while the module loads; any other
 * is printed as before. Deno loads the module without a word.
 *
 * @module
 */
import process from "node:process";

/** The module's API. */
export type Sqlite = typeof import("node:sqlite");

let loaded: Sqlite | undefined;

/**
 * The `node:sqlite` module of this runtime.
 *
 * @returns The module, loaded once per thread.
 * @throws {Error} With `code: "ERR_UNKNOWN_BUILTIN_MODULE"` on a Node without it (before 22.13),
 *   as a static import's failure carries: the search tools say which Node they need.
 *
 * @example
 * ```ts
 * import { sqlite } from "./sqlite.ts";
 *
 * const db = new (sqlite().DatabaseSync)(":memory:");
 * console.log(db.prepare("SELECT 1 + 1 AS two").get()); // { two: 2 }
 * ```
 */
export function sqlite(): Sqlite {
  return loaded ??= load();
}

function load(): Sqlite {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (warning: string | Error, ...rest: unknown[]): void {
    const type = typeof rest[0] === "string" ? rest[0] : (rest[0] as { type?: string })?.type;
    if (type === "ExperimentalWarning" && /\bSQLite\b/.test(String(warning))) return;
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    const module = process.getBuiltinModule("node:sqlite") as Sqlite | undefined;
    if (module === undefined) {
      throw Object.assign(new Error("No such built-in module: node:sqlite"), {
        code: "ERR_UNKNOWN_BUILTIN_MODULE",
      });
    }
    return module;
  } finally {
    process.emitWarning = emitWarning;
  }
}
