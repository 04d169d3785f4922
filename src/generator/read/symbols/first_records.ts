/**
 * A name exported by several entries is recorded once per declaration, under the first entry
 * that exports it, or a later one whose path is shorter; each other entry that exports the same
 * declaration under that name is in the record's `alsoFrom` (lit's `Directive`, recorded under
 * `./async-directive.js`, is also imported from `./directive.js`).
 *
 * @module
 */
import type { ApiSymbol } from "../../../snapshot/model.ts";

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
    if (depth(subpath) < depth(first.subpath)) {
      // The shorter import path is the one users write (`drizzle-orm/node-postgres`, which
      // re-exports `drizzle-orm/node-postgres/driver`): the record moves under it.
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

/** How many parts an entry's path has: 0 for the main entry, 1 for `./client`, ... */
function depth(subpath: string): number {
  return subpath.startsWith("./") ? subpath.split("/").length - 1 : 0;
}
