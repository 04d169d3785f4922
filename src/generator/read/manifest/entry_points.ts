/**
 * A package's public entry points, found the way the runtimes find them: the manifest's
 * `exports` (the `.` entry, subpaths, and subpath patterns such as `./*` expanded against the
 * files that exist), else `types`/`module`/`main`, else `deno.json`
 * `exports`, else the conventional `src/index.ts`, `mod.ts`, `index.ts`. Each entry is mapped
 * to the TypeScript the repository holds: a checkout rarely holds its build output, so a path
 * into `dist/` or `build/` that does not exist is traced back to its source.
 *
 * @module
 */
import { posix } from "node:path";
import { isRecord } from "../../is_record.ts";
import { parseJsonc } from "../../find/jsonc.ts";
import { inFolder, insidePackage } from "./package_layout.ts";
import { DECLARATION_FILE, JS_MODULE_FILE } from "../modules/file_kinds.ts";
import { exportsMap, leaves, runtimeFirst, subpathMatches, substituted } from "./exports_map.ts";

/** TypeScript configurations a build uses beside tsconfig.json, which may name its output folders. */
const BUILD_CONFIGS = [
  "tsconfig.build.json",
  "tsconfig.dist.json",
  "tsconfig.lib.json",
  "tsconfig.prod.json",
  "tsconfig.esm.json",
  "tsconfig.cjs.json",
  "tsconfig.types.json",
];

/** Folders a build writes its output to. */
const BUILD_FOLDER =
  /^(?:dist|build|lib|out|output|distribution|bundle|es|esm|cjs|mjs|umd|types|dts|typings)$/;

/** Folders a build names for the module format of what it writes there (`dist/esm/`). */
const FORMAT_FOLDER = /^(?:esm|cjs|es|mjs|umd|amd|system|types|dts|typings)$/;

/** One public entry of a package. */
export interface EntryPoint {
  /** How it is imported: `.` for the package itself, else a subpath such as `./object`. */
  subpath: string;
  /** The file that holds its code or types, relative to the repository root. */
  file: string;
}

/** What resolving needs to know about the repository: which files exist, and their text. */
export interface EntryFiles {
  /** Whether a repository-relative path is an existing file. */
  exists(path: string): boolean;
  /** The text of a repository-relative file, or `null`; the file becomes a hashed input. */
  read(path: string): string | null;
  /** The repository-relative paths of the files below a folder, at any depth, sorted. */
  filesUnder(folder: string): string[];
}

/** Files whose code an entry can be: TypeScript sources, declarations, JavaScript. */
const CODE_FILE = /\.(?:d\.)?[cm]?[jt]sx?$/;
const TS_SOURCE = /(?<!\.d)\.[cm]?tsx?$/;
const JS_FILE = /\.[cm]?jsx?$/;
/** The extension of a code file, as {@link CODE_FILE} knows them. */
const CODE_EXTENSION = /(?:\.d)?\.[cm]?[jt]sx?$/;
/** Tests and stories a wildcard matches are not entries: packages do not publish them. */
const NOT_PUBLISHED = /(?:^|\/)__tests__\/|[._-](?:test|spec|stories|story)\.[cm]?[jt]sx?$/;
/** The conventional entries of a package without any entry in its manifests. */
const CONVENTIONAL = ["src/index.ts", "mod.ts", "index.ts"];

/** The modules a subpath's source is conventionally kept in (`./dom` -> `src/dom.ts`, ...). */
function subpathSources(subpath: string): string[] {
  const name = subpath.replace(/^\.\//, "").replace(JS_MODULE_FILE, "");
  if (name === "" || name.includes("*")) return [];
  return ["src/", ""].flatMap((base) =>
    [".ts", ".tsx", "/index.ts", "/index.tsx"].map((end) => `./${base}${name}${end}`)
  );
}

/**
 * Resolves the entry points of a package.
 *
 * @param folder Package folder, relative to the repository root.
 * @param manifests The texts of the package's manifest files, by repository-relative path.
 * @param files File access.
 * @returns The entries, `.` first, each file once; empty when the package has no code.
 */
export function resolveEntryPoints(
  folder: string,
  manifests: Readonly<Record<string, string>>,
  files: EntryFiles,
): EntryPoint[] {
  const packageJson = parsed(manifests[inFolder(folder, "package.json")]);
  const denoJson = parsed(manifests[inFolder(folder, "deno.json")]) ??
    parsed(manifests[inFolder(folder, "deno.jsonc")]);
  const sources = new SourceFinder(folder, files);
  const conventional = CONVENTIONAL.map((path) => `./${path}`);
  const declarations = [
    exportsMap(packageJson?.exports),
    legacyEntry(packageJson),
    exportsMap(denoJson?.exports),
    { ".": conventional },
  ];
  // The first declaration that leads to code wins; one whose every target is missing (a
  // `main` of a build layout this generator cannot trace back) gives way to the next.
  for (const declared of declarations) {
    if (declared === null) continue;
    const entries: EntryPoint[] = [];
    const seen = new Set<string>();
    for (const [subpath, target] of concreteSubpaths(orderedSubpaths(declared), sources)) {
      // A bundle named after the package (`dist/reactivity.d.ts`, `dist/floating-ui.utils.dom.d.ts`)
      // traces back to nothing; its source is then most likely the conventional entry, or the
      // module named like the subpath (`./dom`: `src/dom.ts`), rather than a CommonJS stub.
      const file = sources.find(
        leaves(target),
        subpath === "." ? conventional : subpathSources(subpath),
      );
      if (file === null || seen.has(file)) continue;
      seen.add(file);
      entries.push({ subpath, file });
    }
    if (entries.length > 0) return entries;
  }
  return [];
}

/**
 * The entry points of a package that declares none: the modules users import by their paths
 * (`@scope/lib/button/filled-button.js`), as its component manifest names the modules that
 * define its elements. Each is mapped to its TypeScript as declared entries are.
 *
 * @param folder Package folder, relative to the repository root.
 * @param modulePaths Module paths relative to the package folder, as the manifest writes them.
 * @param files File access.
 * @returns One entry per module that leads to code, by subpath.
 *
 * @example
 * ```ts
 * import { moduleEntryPoints } from "./entry_points.ts";
 *
 * const files = new Set(["lib/button/button.ts"]);
 * const entries = moduleEntryPoints("lib", ["button/button.js"], {
 *   exists: (path) => files.has(path),
 *   read: () => null,
 *   filesUnder: () => [...files],
 * });
 * console.assert(entries[0]?.subpath === "./button/button.js");
 * console.assert(entries[0]?.file === "lib/button/button.ts");
 * ```
 */
export function moduleEntryPoints(
  folder: string,
  modulePaths: readonly string[],
  files: EntryFiles,
): EntryPoint[] {
  const sources = new SourceFinder(folder, files);
  const entries: EntryPoint[] = [];
  for (const path of modulePaths) {
    const file = sources.find([relative(path)], []);
    if (file !== null) {
      entries.push({ subpath: relative(importedName(path.replace(/^\.\//, ""))), file });
    }
  }
  return entries;
}

/**
 * The subpaths a package's `exports` map declares, as a user imports them: `.` first, then the
 * explicit subpaths in the manifest's order, then each pattern's matches against the files that
 * exist (`./dist/*` gives `./dist/components/button/button.js`), without the subpaths an
 * exclusion (`"./internal/*": null`) covers. An installed package holds what its targets name,
 * so its patterns match its own files.
 *
 * @param folder Package folder, relative to the root `files` reads from.
 * @param exports The `exports` field of its package.json.
 * @param files File access.
 * @returns The subpaths; `null` when the package has no `exports` map.
 *
 * @example
 * ```ts
 * import { exportSubpaths } from "./entry_points.ts";
 *
 * const files = ["dist/a.js", "dist/a.d.ts", "dist/internal/b.js"];
 * const subpaths = exportSubpaths(".", { ".": "./dist/a.js", "./*": "./dist/*", "./internal/*": null }, {
 *   exists: (path) => files.includes(path),
 *   read: () => null,
 *   filesUnder: () => files,
 * });
 * console.assert(subpaths?.join(" ") === ". ./a.js");
 * ```
 */
export function exportSubpaths(
  folder: string,
  exports: unknown,
  files: EntryFiles,
): string[] | null {
  const map = exportsMap(exports);
  if (map === null) return null;
  return concreteSubpaths(orderedSubpaths(map), new SourceFinder(folder, files))
    .map(([subpath]) => subpath);
}

/** The entry named by `types`, `typings`, `module` or `main`, as an exports map. */
function legacyEntry(manifest: Record<string, unknown> | null): Record<string, unknown> | null {
  const fields = ["types", "typings", "module", "main"].map((key) => manifest?.[key])
    .filter((value): value is string => typeof value === "string");
  return fields.length === 0 ? null : { ".": fields.map((path) => relative(path)) };
}

/** `.` first, then the other subpaths in the manifest's order. */
function orderedSubpaths(map: Record<string, unknown>): [string, unknown][] {
  const entries = Object.entries(map);
  return [...entries.filter(([key]) => key === "."), ...entries.filter(([key]) => key !== ".")];
}

/**
 * The subpaths a map declares, patterns expanded: the explicit ones first (in the order given),
 * then each pattern's matches in path order (but `"./*": "./*"`, the whole package); a subpath
 * an exclusion (`"./internal/*": null`) covers is left out, and each subpath is kept once.
 */
function concreteSubpaths(
  map: readonly [string, unknown][],
  sources: SourceFinder,
): [string, unknown][] {
  const excluded = map.filter(([, target]) => target === null).map(([key]) => key);
  const explicit = map.filter(([key, target]) => target !== null && !key.includes("*"));
  // `"./*": "./*"` opens every file of the package (vitest's hashed `dist/chunks/*`), which no
  // one imports as an entry: not expanded.
  const expanded = map.filter(([key, target]) =>
    target !== null && key.includes("*") &&
    !(key === "./*" && leaves(target).every((path) => path === "./*"))
  )
    .flatMap(([key, target]) =>
      sources.wildcardValues(runtimeFirst(target)).map((value): [string, unknown] => [
        key.replace("*", value),
        substituted(target, value),
      ])
    );
  const seen = new Set<string>();
  return [...explicit, ...expanded].filter(([subpath]) => {
    if (seen.has(subpath) || excluded.some((key) => subpathMatches(key, subpath))) return false;
    seen.add(subpath);
    return true;
  });
}

/** Maps the paths a manifest names to the files of the package that hold their code. */
class SourceFinder {
  readonly #folder: string;
  readonly #files: EntryFiles;
  #outDirs: [string, string][] | undefined;

  constructor(folder: string, files: EntryFiles) {
    this.#folder = folder;
    this.#files = files;
  }

  /**
   * The best file among the paths a target names: an existing TypeScript source, then an
   * existing declaration (also one beside an existing `.js`), then the source a missing build
   * output was compiled from, then the first existing `fallback`, then existing JavaScript.
   */
  find(paths: readonly string[], fallbacks: readonly string[]): string | null {
    const inside = paths.filter((path) => CODE_FILE.test(path))
      .map((path) => insidePackage(this.#folder, path))
      .filter((path): path is string => path !== null);
    const existing = inside.filter((path) => this.#files.exists(path));
    return existing.find((path) => TS_SOURCE.test(path)) ??
      existing.find((path) => DECLARATION_FILE.test(path)) ??
      existing.map((path) => this.#declarationBeside(path)).find((path) => path !== null) ??
      inside.filter((path) => !this.#files.exists(path))
        .map((path) => this.#sourceOf(path)).find((path) => path !== null) ??
      fallbacks.map((path) => insidePackage(this.#folder, path))
        .find((path): path is string => path !== null && this.#files.exists(path)) ??
      existing.find((path) => JS_FILE.test(path)) ??
      null;
  }

  /**
   * What a pattern's `*` stands for, by the files that exist: the first target pattern (in the
   * order of `leaves`) that matches any file gives the values. A pattern into a missing build
   * folder is matched against the sources it was built from: the tsconfig's `rootDir` for its
   * `outDir`, else under `src/`, else with its leading folders dropped one by one, under `src/`
   * and at the package root (`lib/*.js` -> `src/lib/*.ts`, `dist/icons/*.js` ->
   * `src/icons/*.ts`, `dist/dts/build/*.d.ts` -> `src/build/*.ts`). A `*`
   * at the end of a target matches whole file names, of which a TypeScript source or
   * declaration stands for the JavaScript users import (`button.ts` -> `button.js`).
   */
  wildcardValues(paths: readonly string[]): string[] {
    for (const path of paths) {
      const inside = insidePackage(this.#folder, path);
      if (inside === null || inside.split("*").length !== 2) continue;
      const star = inside.indexOf("*");
      const prefix = inside.slice(0, star);
      const suffix = inside.slice(star + 1);
      for (const pattern of [prefix, ...this.#sourcePrefixes(prefix)]) {
        // Where the target points, a module is a file of its name (`atom.mjs`, not a lone
        // `atom.d.mts`: jotai ships declarations of modules bundled into others); a source
        // folder's modules are the files they are built from.
        const values = this.#matches(pattern, suffix, pattern === prefix);
        if (values.length > 0) return values;
      }
    }
    return [];
  }

  #matches(prefix: string, suffix: string, built = false): string[] {
    const base = prefix.slice(0, prefix.lastIndexOf("/") + 1).replace(/\/$/, "");
    const codeSuffix = CODE_EXTENSION.test(suffix);
    const tail = suffix.replace(CODE_EXTENSION, "");
    // A JavaScript target is met by that file itself among built files.
    const runtime = built && JS_MODULE_FILE.test(suffix);
    const values = new Set<string>();
    for (const file of this.#files.filesUnder(base === "" ? "." : base)) {
      if (!file.startsWith(prefix) || NOT_PUBLISHED.test(file)) continue;
      if (codeSuffix && !CODE_FILE.test(file)) continue;
      if (runtime && !file.endsWith(suffix)) continue;
      const name = codeSuffix ? file.replace(CODE_EXTENSION, "") : file;
      if (!name.endsWith(tail) || name.length <= prefix.length + tail.length) continue;
      const value = name.slice(prefix.length, name.length - tail.length);
      values.add(suffix === "" ? importedName(value) : value);
    }
    return [...values];
  }

  /** Where the sources of a missing build folder's pattern may be (see `wildcardValues`). */
  #sourcePrefixes(prefix: string): string[] {
    const local = posix.relative(this.#folder, prefix) + (prefix.endsWith("/") ? "/" : "");
    const prefixes: string[] = [];
    for (const [outDir, rootDir] of this.#outDirMappings()) {
      if (local.startsWith(`${outDir}/`)) {
        prefixes.push(posix.join(rootDir, local.slice(outDir.length + 1)));
      }
    }
    prefixes.push(`src/${local}`);
    // Leading build folders dropped one by one (`dist/`, then `dist/dts/`), the last folder kept
    // unless it is the only one (`dist/icons/` is `icons/`, `dist/` the package root); a folder
    // of another kind stays (`docs/*`, copied in when publishing, is not every file there is).
    const segments = local.split("/");
    const folders = segments.length - 1;
    for (let drop = 1; drop <= Math.max(1, folders - 1) && drop <= folders; drop++) {
      if (!BUILD_FOLDER.test(segments[drop - 1] as string)) break;
      const rest = segments.slice(drop).join("/");
      prefixes.push(`src/${rest}`, rest);
    }
    return prefixes.map((path) => inFolder(this.#folder, path));
  }

  #declarationBeside(path: string): string | null {
    const match = /\.([cm]?)jsx?$/.exec(path);
    if (match === null) return null;
    const declaration = `${path.slice(0, match.index)}.d.${match[1]}ts`;
    return this.#files.exists(declaration) ? declaration : null;
  }

  /**
   * The TypeScript a missing output was built from: through the package's `tsconfig.json`
   * (`outDir`/`declarationDir` back to `rootDir`), else by dropping leading folders of the
   * path one by one (`dist/`, `build/modern/`, `development/`), with and without the folders
   * named for a module format (`esm/`, `cjs/`, ...), and looking under `src/` and at the package
   * root; for a file, then for a folder's `index`.
   */
  #sourceOf(path: string): string | null {
    const local = posix.relative(this.#folder, path);
    const stem = local.replace(/(?:\.d)?\.[cm]?[jt]sx?$/, "");
    const stems: string[] = [];
    for (const [outDir, rootDir] of this.#outDirMappings()) {
      if (stem.startsWith(`${outDir}/`)) {
        stems.push(posix.join(rootDir, stem.slice(outDir.length + 1)));
      }
    }
    const segments = stem.split("/");
    // The same path without the folders a build names for a module format, inside it too
    // (`dist/default-entry/esm/server.js` from `src/default-entry/server.ts`), tried at each
    // level before the next folder is dropped, so that no shorter path of another module wins.
    const unformatted = segments.filter((segment, i) =>
      i === segments.length - 1 || !FORMAT_FOLDER.test(segment)
    );
    // A build folder inside the path is most often beside its sources, before any folder is
    // dropped: `runtime/dist/index.d.ts` is `runtime/src/index.ts`, not the package's own
    // `src/index.ts`.
    for (const [i, segment] of segments.entries()) {
      if (i > 0 && i < segments.length - 1 && BUILD_FOLDER.test(segment)) {
        stems.push([...segments.slice(0, i), "src", ...segments.slice(i + 1)].join("/"));
      }
    }
    for (let drop = 0; drop < segments.length; drop++) {
      const rest = segments.slice(drop).join("/");
      stems.push(`src/${rest}`, rest);
      const plain = unformatted.slice(drop).join("/");
      if (unformatted.length < segments.length && plain !== "") stems.push(`src/${plain}`, plain);
    }
    // A module kept as a folder (`fp.js` built from `src/fp/index.ts`) when no file matches.
    for (const candidate of [...stems, ...stems.map((stem) => `${stem}/index`)]) {
      for (const extension of [".ts", ".tsx", ".mts"]) {
        const file = inFolder(this.#folder, `${candidate}${extension}`);
        if (this.#files.exists(file)) return file;
      }
    }
    return null;
  }

  /**
   * `[outDir, rootDir]` pairs from the package's tsconfig.json and the configurations builds
   * keep their output folders in ({@link BUILD_CONFIGS}), read once.
   */
  #outDirMappings(): [string, string][] {
    if (this.#outDirs !== undefined) return this.#outDirs;
    const optionsOf = (file: string) =>
      parsed(this.#files.read(inFolder(this.#folder, file)))?.compilerOptions;
    const configs = ["tsconfig.json", ...BUILD_CONFIGS].map(optionsOf);
    const setting = (options: unknown, key: string) =>
      isRecord(options) && typeof options[key] === "string"
        ? posix.normalize(options[key] as string).replace(/\/$/, "")
        : undefined;
    const baseRoot = setting(configs[0], "rootDir") ?? "src";
    this.#outDirs = configs.flatMap((options) => {
      const rootDir = setting(options, "rootDir") ?? baseRoot;
      return [setting(options, "outDir"), setting(options, "declarationDir")]
        .filter((dir): dir is string => dir !== undefined && dir !== ".")
        .map((dir): [string, string] => [dir, rootDir]);
    });
    return this.#outDirs;
  }
}

/** The name users import a module by: its JavaScript file name (`a.ts`, `a.d.ts` -> `a.js`). */
function importedName(file: string): string {
  return file.replace(/(?:\.d)?\.([cm]?)tsx?$/, (_, kind: string) => `.${kind}js`);
}

function relative(path: string): string {
  return path.startsWith("./") || path.startsWith("../") ? path : `./${path}`;
}

function parsed(text: string | null | undefined): Record<string, unknown> | null {
  if (text === null || text === undefined) return null;
  try {
    const value = parseJsonc(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}
