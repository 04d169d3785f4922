/**
 * A package's symbol records: what each of its entry points exports, each declaration once,
 * under the first entry that exports it.
 *
 * @module
 */
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { ApiSymbol } from "../../../snapshot/model.ts";
import { compareText } from "../../compare_text.ts";
import type { DocModule } from "./deno_doc_json.ts";
import { type DeclarationResolver, describeSymbol, locationKey } from "./describe.ts";
import { FirstRecords } from "./first_records.ts";

/** One entry point: the subpath users import and the module behind it. */
export interface SymbolEntry {
  /** `.` for the main entry, or a subpath such as `./object`. */
  subpath: string;
  /** The TypeScript (or `.d.ts`) module, relative to the repository root. */
  file: string;
}

/** A package whose exports are documented. */
export interface SymbolPackage {
  /** Its catalog slug. */
  slug: string;
  /** Its package name, which sibling packages import it by. */
  name: string;
  /** Its folder, relative to the repository root. */
  folder: string;
  /** Its entry points; `.` is read first, then the others in the order given. */
  entries: SymbolEntry[];
}

/**
 * Builds a package's symbol records from deno doc's output.
 *
 * A name exported by several entries is recorded once, under the first entry that exports it,
 * when it is the same declaration; different declarations under one name from different
 * entries stay separate records. Private declarations (referred to but not exported) are left
 * out. Records are sorted by name, then by entry, so the output is the same on every run.
 *
 * @param pkg The package.
 * @param modules deno doc's output, keyed by absolute module path.
 * @param root Absolute path of the repository root.
 * @param resolveDeclaration Follows references to their declarations.
 * @returns The records.
 */
export function packageSymbols(
  pkg: SymbolPackage,
  modules: ReadonlyMap<string, DocModule>,
  root: string,
  resolveDeclaration: DeclarationResolver,
): ApiSymbol[] {
  const entries = [
    ...pkg.entries.filter((entry) => entry.subpath === "."),
    ...pkg.entries.filter((entry) => entry.subpath !== "."),
  ];
  const recorded = new FirstRecords();
  const records: { symbol: ApiSymbol; entry: number }[] = [];
  entries.forEach((entry, entryIndex) => {
    for (const symbol of modules.get(resolve(root, entry.file))?.symbols ?? []) {
      if (symbol.declarations.every((declaration) => declaration.declarationKind === "private")) {
        continue;
      }
      const described = describeSymbol(
        symbol.name,
        symbol.isDefault ?? false,
        symbol.declarations,
        resolveDeclaration,
      );
      if (described === null) continue;
      const identity = `${symbol.name}@${locationKey(described.location)}`;
      if (recorded.seen(identity, entry.subpath)) continue;
      const { kind, signature, doc, tags, members, location } = described;
      const record: ApiSymbol = {
        name: symbol.name,
        kind,
        subpath: entry.subpath,
        signature,
        ...(doc === undefined ? {} : { doc }),
        ...(tags === undefined ? {} : { tags }),
        ...(members === undefined ? {} : { members }),
        file: relative(root, fileURLToPath(location.filename)).replaceAll("\\", "/"),
        line: location.line + 1,
      };
      recorded.add(identity, record);
      records.push({ symbol: record, entry: entryIndex });
    }
  });
  records.sort((a, b) => compareText(a.symbol.name, b.symbol.name) || a.entry - b.entry);
  return records.map(({ symbol }) => symbol);
}
