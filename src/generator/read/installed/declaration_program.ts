/**
 * One TypeScript program over an installed package's published declarations. Imports are
 * resolved as a bundler-configured app resolves them (`moduleResolution: "bundler"`: `exports`
 * with the `types` and `import` conditions, a `.d.ts` beside the `.js` a target names,
 * `@types/<name>`), but a bare name is first looked up through the resolver the reader is given:
 * the reader never walks `node_modules` itself, so nested, pnpm and linked layouts resolve as
 * Node resolves them from the importing file's folder.
 *
 * A package is resolved as if the app were a virtual folder whose `node_modules/<name>` is the
 * package's real folder (and `node_modules/@types/<name>` its types package): TypeScript's own
 * resolution then reads its `exports`, conditions and layouts, and hands back real paths. Its
 * `typesVersions` are read as the newest TypeScript reads them (newest_types_versions.ts).
 *
 * @module
 */
import { dirname } from "node:path";
import ts from "typescript";
import { typesPackageOf } from "../../../catalog/types_package_names.ts";
import type { InstalledPackage, ResolveInstalled } from "./installed_package.ts";
import { DECLARATION_FILE } from "../modules/file_kinds.ts";
import { asNewestCompilerReads } from "./newest_types_versions.ts";

/** The options every program and resolution uses. */
const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ESNext,
  // The standard library adds no exported name and costs a third of a small package's time.
  noLib: true,
  types: [],
  skipLibCheck: true,
  noEmit: true,
  // Types as the package's users see them: without it the checker drops `null` and `undefined`
  // from every union it prints (Vue's `TemplateRef` would read `value: T`, not `T | null`).
  strictNullChecks: true,
  exactOptionalPropertyTypes: true,
};

/**
 * The standard library's utility types and arrays, in place of the library the programs leave
 * out: a type built with them (`Optional<Omit<dialog.Props, 'dir'>, 'id'>`, Ark UI's props) has
 * the members they give, and an array prints as one. Marked as a default library, so that what it
 * declares is never a member of a record.
 */
const UTILITY_TYPES = `/// <reference no-default-lib="true"/>
interface Array<T> { length: number; [n: number]: T; }
interface ReadonlyArray<T> { readonly length: number; readonly [n: number]: T; }
interface Promise<T> { then(onfulfilled?: (value: T) => unknown): Promise<unknown>; }
type Partial<T> = { [P in keyof T]?: T[P] };
type Required<T> = { [P in keyof T]-?: T[P] };
type Readonly<T> = { readonly [P in keyof T]: T[P] };
type Pick<T, K extends keyof T> = { [P in K]: T[P] };
type Record<K extends keyof any, T> = { [P in K]: T };
type Exclude<T, U> = T extends U ? never : T;
type Extract<T, U> = T extends U ? T : never;
type Omit<T, K extends keyof any> = Pick<T, Exclude<keyof T, K>>;
type NonNullable<T> = T & {};
type Parameters<T extends (...args: any) => any> = T extends (...args: infer P) => any ? P : never;
type ReturnType<T extends (...args: any) => any> = T extends (...args: any) => infer R ? R : any;
type Awaited<T> = T extends PromiseLike<infer U> ? Awaited<U> : T;
interface PromiseLike<T> { then(onfulfilled?: (value: T) => unknown): PromiseLike<unknown>; }
`;

/** Where {@link UTILITY_TYPES} is, for the programs' hosts; no real path starts with it. */
const UTILITY_TYPES_FILE = "/__catalog_mcp_lib__/utility_types.d.ts";

/** The virtual app folder packages are resolved from; no real path starts with it. */
const APP = "/__catalog_mcp_app__";
const IMPORTER = `${APP}/index.ts`;

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** A package and the `@types` package that types it, as resolution sees them. */
export interface TypedPackage {
  name: string;
  folder: string;
  typesFolder?: string;
}

/**
 * Resolves the specifiers of one package (`effect/Schema`) to their declaration files, with one
 * host and resolution cache for all of them.
 *
 * @param pkg The package and its types.
 * @returns A function from a specifier to the real path of its declaration file, or `undefined`
 *   when TypeScript finds none (a stylesheet, a folder, a JavaScript file without types).
 */
export function packageResolver(pkg: TypedPackage): (specifier: string) => string | undefined {
  const host = virtualHost(pkg);
  const cache = ts.createModuleResolutionCache(APP, (path) => path, OPTIONS);
  return (specifier) => {
    const found = ts.resolveModuleName(specifier, IMPORTER, OPTIONS, host, cache)
      .resolvedModule?.resolvedFileName;
    return found !== undefined && DECLARATION_FILE.test(found) ? found : undefined;
  };
}

/** A host in which `APP/node_modules` holds the package (and its types) and nothing else. */
function virtualHost(pkg: TypedPackage): ts.ModuleResolutionHost {
  const mounts: [string, string][] = [[`${APP}/node_modules/${pkg.name}`, posix(pkg.folder)]];
  if (pkg.typesFolder !== undefined) {
    mounts.push([`${APP}/node_modules/${typesPackageOf(pkg.name)}`, posix(pkg.typesFolder)]);
  }
  const real = (path: string): string | undefined => {
    for (const [mount, folder] of mounts) {
      if (path === mount || path.startsWith(`${mount}/`)) return folder + path.slice(mount.length);
    }
    return path.startsWith(`${APP}/`) || path === APP ? undefined : path;
  };
  const virtualFolder = (path: string) =>
    path === APP || mounts.some(([mount]) => mount.startsWith(`${path}/`));
  return {
    fileExists: (path) => {
      const at = real(path);
      return at !== undefined && ts.sys.fileExists(at);
    },
    readFile: (path) => {
      const at = real(path);
      const text = at === undefined ? undefined : ts.sys.readFile(at);
      return text === undefined ? undefined : asNewestCompilerReads(at!, text);
    },
    directoryExists: (path) => {
      if (virtualFolder(path)) return true;
      const at = real(path);
      return at !== undefined && ts.sys.directoryExists(at);
    },
    realpath: (path) => {
      const at = real(path);
      return at === undefined ? path : ts.sys.realpath?.(at) ?? at;
    },
    getCurrentDirectory: () => APP,
  };
}

function posix(path: string): string {
  return path.replaceAll("\\", "/");
}

/** What the program was built over, for the symbol reader. */
export interface DeclarationProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  /**
   * The installed package each folder holds that the program's imports reached, this package
   * (and its types) included: which package a declaration file belongs to.
   */
  packages: Map<string, string>;
}

/**
 * Builds one program over a package's entry declaration files. Bare imports inside them are
 * resolved through `resolve` from the importing file's folder (a package without types of its
 * own through its `@types/<name>`); relative ones and `#` imports by TypeScript. Type reference directives
 * (`/// <reference types="node" />`) are left unresolved: they add globals, never an export.
 *
 * @param pkg The package (its `types`, when it ships none of its own).
 * @param files Its entry declaration files (real paths).
 * @param resolve Finds another installed package from a folder.
 * @returns The program, its checker and the packages it reached.
 */
export function declarationProgram(
  pkg: InstalledPackage,
  files: readonly string[],
  resolve: ResolveInstalled,
): DeclarationProgram {
  const packages = new Map<string, string>([[posix(pkg.folder), pkg.name]]);
  if (pkg.types !== undefined) packages.set(posix(pkg.types.folder), pkg.types.name);
  const resolvers = new Map<string, ((specifier: string) => string | undefined) | null>();
  /** The resolver of the package a bare name reaches from a folder, one per package. */
  const resolverFrom = (name: string, fromFolder: string) => {
    const key = `${name}\0${fromFolder}`;
    let found = resolvers.get(key);
    if (found === undefined) {
      const typed = findTyped(name, fromFolder, pkg, resolve);
      found = null;
      if (typed !== null) {
        const id = `${typed.folder}\0${typed.typesFolder ?? ""}`;
        found = byPackage.get(id) ?? packageResolver(typed);
        byPackage.set(id, found);
        packages.set(posix(typed.folder), name);
        if (typed.typesFolder !== undefined) {
          packages.set(posix(typed.typesFolder), typesPackageOf(name));
        }
      }
      resolvers.set(key, found);
    }
    return found;
  };
  const byPackage = new Map<string, (specifier: string) => string | undefined>();
  const host = ts.createCompilerHost(OPTIONS, true);
  const readFile = host.readFile.bind(host);
  host.readFile = (path) => {
    const text = readFile(path);
    return text === undefined ? undefined : asNewestCompilerReads(path, text);
  };
  const cache = ts.createModuleResolutionCache(
    host.getCurrentDirectory(),
    host.getCanonicalFileName,
    OPTIONS,
  );
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const specifier = literal.text;
      // Relative, absolute, and the package's own `#` imports (its package.json `imports`,
      // which TypeScript reads as Node does).
      if (/^[./#]/.test(specifier)) {
        return ts.resolveModuleName(specifier, containingFile, OPTIONS, host, cache);
      }
      const file = resolverFrom(packageNameOf(specifier), dirname(containingFile))?.(specifier);
      return {
        resolvedModule: file === undefined ? undefined : {
          resolvedFileName: file,
          extension: extensionOf(file),
          isExternalLibraryImport: true,
        },
      };
    });
  host.resolveTypeReferenceDirectiveReferences = (references) =>
    references.map(() => ({ resolvedTypeReferenceDirective: undefined }));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName === UTILITY_TYPES_FILE
      ? ts.createSourceFile(fileName, UTILITY_TYPES, language)
      : getSourceFile(fileName, language, ...rest);
  const program = ts.createProgram({
    rootNames: [...files, UTILITY_TYPES_FILE],
    options: OPTIONS,
    host,
  });
  return { program, checker: program.getTypeChecker(), packages };
}

/**
 * The package a bare name reaches from a folder, with the `@types` package that types it when it
 * ships no declarations (or when only `@types/<name>` is installed, as for Node's built-ins).
 */
function findTyped(
  name: string,
  fromFolder: string,
  self: InstalledPackage,
  resolve: ResolveInstalled,
): TypedPackage | null {
  if (name === self.name) {
    return {
      name,
      folder: self.folder,
      ...(self.types === undefined ? {} : { typesFolder: self.types.folder }),
    };
  }
  const found = resolve(name, fromFolder);
  // The resolver pairs a package with its `@types` when it ships no types; a name that is not
  // installed may still be typed (`@types/express-serve-static-core`), and a package reached
  // through another may come unpaired (`json-schema`). Its own types, when it has them, win.
  const types = found?.types?.folder ?? resolve(typesPackageOf(name), fromFolder)?.folder;
  if (found === undefined && types === undefined) return null;
  return {
    name,
    folder: found?.folder ?? types!,
    ...(types === undefined ? {} : { typesFolder: types }),
  };
}

function extensionOf(file: string): ts.Extension {
  if (file.endsWith(".d.mts")) return ts.Extension.Dmts;
  if (file.endsWith(".d.cts")) return ts.Extension.Dcts;
  return ts.Extension.Dts;
}
