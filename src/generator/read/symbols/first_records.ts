/**
 * A name exported by several entries is recorded once per declaration, under the first entry
 * that exports it, or a later one whose path is shorter or, as short, named for the file that
 * declares it; each other entry that exports the same declaration under that name is in the
 * record's `alsoFrom` (lit's `Directive`, recorded under `./directive.js`, is also imported from
 * `./async-directive.js`).
 *
 * @module
 */
import type { ApiSymbol } from "../../../snapshot/model.ts";
import { DECLARATION_FILE, JS_MODULE_FILE } from "../modules/file_kinds.ts";

/**
 * The records made so far, by name and declaration.
 *
 * @example
 * ```ts
 * import { FirstRecords } from "./first_records.ts";
 *
 * const records = new FirstRecords();
 * const directive = { name: "Directive", kind: "class", subpath: "./a.js", signature: "class Directive", file: "d.ts", line: 1 } as const;
 * records.add("Directive@d.ts:1", { ...directive });
 * console.log(records.seen("Directive@d.ts:1", "./directive.js")); // true (alsoFrom: ["./directive.js"])
 * ```
 */
export class FirstRecords {
  readonly #byIdentity = new Map<string, ApiSymbol>();

  /**
   * Whether a name's declaration has a record already; if so, `subpath` exports it too.
   *
   * @param identity The name and where its declaration is.
   * @param subpath The entry exporting it now.
   * @returns `true` when it is recorded (under this entry or an earlier one).
   */
  seen(identity: string, subpath: string): boolean {
    const first = this.#byIdentity.get(identity);
    if (first === undefined) return false;
    if (first.subpath === subpath || first.alsoFrom?.includes(subpath)) return true;
    if (nearer(subpath, first)) {
      // The shorter import path is the one users write (`drizzle-orm/node-postgres`, which
      // re-exports `drizzle-orm/node-postgres/driver`), and of two as short, the one named for
      // where it is declared (`preact/hooks` for `hooks/src/index.d.ts`, not `preact/compat`,
      // which re-exports it): the record moves under it.
      (first.alsoFrom ??= []).unshift(first.subpath);
      first.subpath = subpath;
    } else {
      (first.alsoFrom ??= []).push(subpath);
    }
    return true;
  }

  /**
   * Keeps a new record.
   *
   * @param identity The name and where its declaration is.
   * @param record The record.
   */
  add(identity: string, record: ApiSymbol): void {
    this.#byIdentity.set(identity, record);
  }
}

/** Whether `subpath` is a better home for a record than the entry it is under. */
function nearer(subpath: string, record: ApiSymbol): boolean {
  const deeper = depth(subpath) - depth(record.subpath);
  if (deeper !== 0) return deeper < 0;
  return namesFile(subpath, record.file) && !namesFile(record.subpath, record.file);
}

/** Whether an entry is named like a folder or the file its declaration is in. */
function namesFile(subpath: string, file: string): boolean {
  if (!subpath.startsWith("./")) return false;
  const name = subpath.split("/").at(-1)!.replace(JS_MODULE_FILE, "");
  return file.replace(DECLARATION_FILE, "").replace(/\.[^./]+$/, "").split("/").includes(name);
}

/** How many parts an entry's path has: 0 for the main entry, 1 for `./client`, ... */
function depth(subpath: string): number {
  return subpath.startsWith("./") ? subpath.split("/").length - 1 : 0;
}
