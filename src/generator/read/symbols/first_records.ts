/**
 * A name exported by several entries is recorded once per declaration, under the first entry
 * that exports it; each later entry that exports the same declaration under that name is added
 * to the record's `alsoFrom` (lit's `Directive`, recorded under `./async-directive.js`, is also
 * imported from `./directive.js`).
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
    if (first.subpath !== subpath && !first.alsoFrom?.includes(subpath)) {
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
