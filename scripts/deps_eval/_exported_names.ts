/**
 * The names each import specifier exposes, as TypeScript's checker sees them from the app: the
 * specifier is resolved the way a bundler-configured app resolves it (`exports` conditions
 * `types` and `import`, `.d.ts` beside `.js`, `@types/<name>`), then one program over every
 * declaration file found answers `checker.getExportsOfModule` for each.
 *
 * @module
 */
import { join, relative } from "node:path";
import ts from "npm:typescript@6.0.3";

/** What one specifier resolves to. */
export interface ExportedNames {
  /** The declaration file, relative to the app's `node_modules`. */
  file: string;
  /** False when the file declares globals only (no module symbol, nothing to import). */
  module: boolean;
  /** The names it exports, sorted (`default` included). */
  names: string[];
}

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ESNext,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

const DECLARATION = /\.d\.[mc]?ts$/;

/** The TypeScript version that counts. */
export const TYPESCRIPT_VERSION: string = ts.version;

/**
 * Declaration files parsed once for all programs (a package's program and the next share the
 * standard library and common dependencies), as TypeScript's language service shares them.
 */
const parsed = new Map<string, ts.SourceFile | undefined>();
const host = ts.createCompilerHost(OPTIONS);
const parse = host.getSourceFile;
host.getSourceFile = (fileName, language, ...rest) => {
  if (!parsed.has(fileName)) parsed.set(fileName, parse(fileName, language, ...rest));
  return parsed.get(fileName);
};

/**
 * Resolves each specifier from the app's root and reads what it exports, in one program over
 * the declaration files found. Give it one package's specifiers at a time: a program sees every
 * module augmentation of its files (`declare module "react"` in a component library's JSX
 * types), so a program over several packages would credit one with another's names.
 *
 * @param appDir The app's folder (holding `node_modules`).
 * @param specifiers What imports name: `effect/Schema`, `react`.
 * @returns Per specifier its declaration file and names; absent when TypeScript resolves it to
 *   no declaration file (a folder, a stylesheet, an excluded subpath).
 * @example Counting a package's root export
 * ```ts ignore
 * exportedNames(".bench/deps-app", ["zod"]).get("zod")?.names.length; // 304
 * ```
 */
export function exportedNames(
  appDir: string,
  specifiers: Iterable<string>,
): Map<string, ExportedNames> {
  const importer = join(appDir, "index.ts");
  const files = new Map<string, string>();
  for (const specifier of specifiers) {
    const found = ts.resolveModuleName(specifier, importer, OPTIONS, host).resolvedModule;
    if (found !== undefined && DECLARATION.test(found.resolvedFileName)) {
      files.set(specifier, found.resolvedFileName);
    }
  }
  const program = ts.createProgram([...new Set(files.values())], OPTIONS, host);
  const checker = program.getTypeChecker();
  const byFile = new Map<string, ExportedNames>();
  const nodeModules = join(appDir, "node_modules");
  const read = (file: string): ExportedNames => {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    return {
      file: relative(nodeModules, file).replaceAll("\\", "/"),
      module: symbol !== undefined,
      names: symbol === undefined ? [] : moduleNames(checker, symbol),
    };
  };
  const answers = new Map<string, ExportedNames>();
  for (const [specifier, file] of files) {
    if (!byFile.has(file)) byFile.set(file, read(file));
    answers.set(specifier, byFile.get(file)!);
  }
  return answers;
}

/**
 * A module's exports; for an `export =` of a value (`export = _` in `@types/lodash`) also the
 * properties of that value, which TypeScript lets a named import take (`import { debounce }`).
 */
function moduleNames(checker: ts.TypeChecker, module: ts.Symbol): string[] {
  const names = new Set(
    checker.getExportsOfModule(module).map((symbol) => symbol.name),
  );
  const assigned = module.exports?.get(ts.InternalSymbolName.ExportEquals);
  if (assigned !== undefined) {
    const target = assigned.flags & ts.SymbolFlags.Alias
      ? checker.getAliasedSymbol(assigned)
      : assigned;
    if (target.flags & ts.SymbolFlags.Value) {
      for (
        const property of checker.getPropertiesOfType(
          checker.getTypeOfSymbol(target),
        )
      ) {
        names.add(property.name);
      }
    }
  }
  return [...names].sort();
}
