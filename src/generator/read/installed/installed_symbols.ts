/**
 * An installed package's symbols, from its published types: its type entries
 * (`type_entries.ts`), one TypeScript program over their declaration files
 * (`declaration_program.ts`), the records of what they export (`declared_symbols.ts`). Runs in
 * Node and Deno alike: TypeScript is a library here, no `deno` binary is involved.
 *
 * @module
 */
import { posix } from "node:path";
import type { ApiSymbol } from "../../../snapshot/model.ts";
import { RepositoryFiles } from "../../find/repository_files.ts";
import { firstFew, type Warn } from "../../warnings.ts";
import { typesPackageOf } from "../../../catalog/types_package_names.ts";
import { type DeclarationProgram, declarationProgram } from "./declaration_program.ts";
import { declaredSymbols } from "./declared_symbols.ts";
import { commonJsNames } from "./commonjs_names.ts";
import type { InstalledPackage, ResolveInstalled } from "./installed_package.ts";
import { readManifest, typeEntries, type TypeEntry } from "./type_entries.ts";
import { ownNamesFirst, typedModules } from "./typed_modules.ts";
import { globalTypes } from "./global_types.ts";

/** A package's symbol records and the names its entries expose. */
export interface InstalledSymbols {
  symbols: ApiSymbol[];
  /** Every name its entries export, `.`'s first. */
  names: string[];
  /**
   * Why it has none when no declarations are installed for it, and what to install: a clause
   * that follows its name (`ships no declaration files and no @types/x is installed (...)`).
   */
  untyped?: string;
  /** The `@types` package and version its records come from, when they do (`@types/x@1.2.3`). */
  typesFrom?: string;
  /** Exported names its package marks `@internal`, which have no record. */
  internalExports?: string[];
}

/**
 * Reads the symbols of an installed package. A package that ships no declarations and has no
 * `@types` package gets none, with a warning; so does one whose declarations TypeScript cannot
 * read (the error is named).
 *
 * @param pkg The package.
 * @param manifest Its parsed package.json.
 * @param files Its files.
 * @param resolve Finds the installed packages its declarations import.
 * @param label How warnings name it (`next@16.4.6`).
 * @param warn Receives the warnings.
 * @returns Its records and exported names.
 */
export function installedSymbols(
  pkg: InstalledPackage,
  manifest: Record<string, unknown>,
  files: RepositoryFiles,
  resolve: ResolveInstalled,
  label: string,
  warn: Warn,
): InstalledSymbols {
  try {
    const typesFiles = pkg.types === undefined ? undefined : new RepositoryFiles(pkg.types.folder, {
      warn: (kind, message) => warn(kind, `${label} (${pkg.types!.name}): ${message}`),
    });
    const typesManifest = typesFiles === undefined ? undefined : readManifest(typesFiles);
    const entries = typeEntries(pkg, manifest, files, typesManifest ?? undefined, typesFiles);
    if (entries === null) {
      const types = typesPackageOf(pkg.name);
      warn(
        "no-types",
        `${label}: ships no declaration files and no ${types} is installed; no symbols ` +
          `(install ${types}, if it exists)`,
      );
      const untyped = `ships no declaration files and no ${types} is installed (install ` +
        `${types}, if it exists)`;
      return { symbols: [], names: [], untyped };
    }
    if (entries.entries.length === 0) {
      warn(
        "no-types",
        `${label}: its package.json names declaration files that are not there ` +
          `(types from ${entries.typesPackage}); no symbols`,
      );
      return { symbols: [], names: [] };
    }
    // Read through its `@types` package: the modules that one builds on too.
    const modules = pkg.types !== undefined && entries.typesPackage === pkg.types.name &&
        typesManifest
      ? typedModules(pkg.types, typesManifest, resolve)
      : [];
    entries.entries.push(...modules);
    const program = declarationProgram(
      pkg,
      [...new Set(entries.entries.map(({ file }) => file))],
      resolve,
    );
    const fileName = (file: string) => {
      const path = file.replaceAll("\\", "/");
      let best: [string, string] | undefined;
      for (const [folder, name] of program.packages) {
        if (path.startsWith(`${folder}/`) && folder.length > (best?.[0].length ?? -1)) {
          best = [folder, name];
        }
      }
      if (best !== undefined) return `node_modules/${best[1]}/${path.slice(best[0].length + 1)}`;
      const below = path.lastIndexOf("/node_modules/");
      return below < 0 ? posix.basename(path) : path.slice(below + 1);
    };
    let read = declaredSymbols(program, entries.entries, fileName, pkg.name);
    // A package that exports nothing from its entries but declares modules by name (`@types/node`)
    // is read by those modules: users import `node:fs`, not a subpath of the package.
    if (read.names.length === 0) {
      const declared = declaredModules(program, entries.typesFolder);
      if (declared.length > 0) read = declaredSymbols(program, declared, fileName, pkg.name);
    }
    if (read.unresolved.length > 0) {
      warn(
        "unresolved-reexports",
        `${label}: ${read.unresolved.length} exported names lead to declarations that are not ` +
          `installed, so they have no record: ${firstFew(read.unresolved)}`,
      );
    }
    if (read.computed.length > 0) {
      warn(
        "computed-exports",
        `${label}: ${read.computed.length} exported names are keys of a computed type, with no ` +
          `declaration of their own, so they have no record: ${firstFew(read.computed)}`,
      );
    }
    if (modules.length > 0) read = { ...read, symbols: ownNamesFirst(read.symbols, modules) };
    // The types its declarations add to the global scope (`Express.Request`'s `logout`).
    // A global an export's type names is recorded already (dayjs' `ILocale`, reached through
    // `locale`): one record a name.
    const recorded = new Set([...read.names, ...read.symbols.map((symbol) => symbol.name)]);
    const globals = globalTypes(program, entries.typesFolder, fileName)
      .filter((global) => !recorded.has(global.name));
    if (globals.length > 0) read = { ...read, symbols: [...read.symbols, ...globals] };
    markDefaultOnly(read.symbols, pkg.folder, manifest);
    // Declarations from its `@types` package: which one, at which version.
    const typed = pkg.types !== undefined && entries.typesPackage === pkg.types.name;
    return {
      symbols: read.symbols,
      names: read.names,
      ...(typed ? { typesFrom: `${pkg.types!.name}@${pkg.types!.version}` } : {}),
      ...(read.internal.length === 0 ? {} : { internalExports: read.internal }),
    };
  } catch (error) {
    warn(
      "symbols-failed",
      `${label}: its declarations could not be read (${(error as Error).message}); no symbols`,
    );
    return { symbols: [], names: [] };
  }
}

/**
 * Kinds that an ES module may import by name from any module: types (`import type`), and
 * namespaces, mostly of types, whose import TypeScript leaves out of the JavaScript.
 */
const TYPES = new Set(["interface", "typeAlias", "namespace"]);

/**
 * Marks the values whose entry's module is CommonJS and does not show Node's ES module loader
 * their names (`commonjs_names.ts`): they are imported through the module's default.
 */
function markDefaultOnly(
  symbols: ApiSymbol[],
  folder: string,
  manifest: Record<string, unknown>,
): void {
  const namesOf = new Map<string, ReadonlySet<string> | undefined>();
  for (const symbol of symbols) {
    const { name, kind, subpath } = symbol;
    const value = !TYPES.has(kind) && !symbol.typeOnly && symbol.reachedThrough === undefined;
    // A module declared by name (`node:fs`) is the runtime's, not a file of the package.
    if (!value || name === "default" || !subpath.startsWith(".")) continue;
    if (!namesOf.has(subpath)) namesOf.set(subpath, commonJsNames(folder, manifest, subpath));
    const names = namesOf.get(subpath);
    if (names !== undefined && !names.has(name)) symbol.defaultOnly = true;
  }
}

/**
 * The modules a package declares by name in `declare module "fs"` blocks (as `@types/node`
 * does), as entries users import by those names: the `node:` names first, so that a module
 * declared under both (`node:fs` re-exporting `fs`) is recorded under the one users write today;
 * patterns (`declare module "*.css"`) are no module one imports.
 */
function declaredModules({ checker }: DeclarationProgram, folder: string): TypeEntry[] {
  const inside = `${folder.replaceAll("\\", "/")}/`;
  return checker.getAmbientModules().flatMap((module): TypeEntry[] => {
    const name = module.name.replace(/^"|"$/g, "");
    const file = module.declarations?.map((node) => node.getSourceFile().fileName)
      .find((path) => path.startsWith(inside));
    return file === undefined || name.includes("*")
      ? []
      : [{ subpath: name, file, declared: true }];
  }).sort((a, b) => Number(b.subpath.startsWith("node:")) - Number(a.subpath.startsWith("node:")));
}
