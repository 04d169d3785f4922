/**
 * A package's public entry points, found the way the runtimes find them: the manifest's
 * `exports` (the `.` entry and subpaths), else `types`/`module`/`main`, else `deno.json`
 * `exports`, else the conventional `src/index.ts`, `mod.ts`, `index.ts`. Each entry is mapped
 * to the TypeScript the repository holds: a checkout rarely holds its build output, so a path
 * into `dist/` or `build/` that does not exist is traced back to its source.
 *
 * @module
 */
import { posix } from "node:path";
import { isRecord } from "./is_record.ts";
import { parseJsonc } from "./jsonc.ts";
import { inFolder, insidePackage } from "./package_layout.ts";

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
}

/** Conditions tried first, in this order; the others follow in the manifest's order. */
const PREFERRED_CONDITIONS = ["types", "import", "default"];
/** Files whose code an entry can be: TypeScript sources, declarations, JavaScript. */
const CODE_FILE = /\.(?:d\.)?[cm]?[jt]sx?$/;
const TS_SOURCE = /(?<!\.d)\.[cm]?tsx?$/;
const DECLARATION = /\.d\.[cm]?ts$/;
const JS_FILE = /\.[cm]?jsx?$/;
/** The conventional entries of a package without any entry in its manifests. */
const CONVENTIONAL = ["src/index.ts", "mod.ts", "index.ts"];

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
    for (const [subpath, target] of orderedSubpaths(declared)) {
      // A bundle named after the package (`dist/reactivity.d.ts`) traces back to nothing; its
      // source is then most likely the conventional entry, rather than a CommonJS stub.
      const file = sources.find(leaves(target), subpath === "." ? conventional : []);
      if (file === null || seen.has(file)) continue;
      seen.add(file);
      entries.push({ subpath, file });
    }
    if (entries.length > 0) return entries;
  }
  return [];
}

/** The entry named by `types`, `typings`, `module` or `main`, as an exports map. */
function legacyEntry(manifest: Record<string, unknown> | null): Record<string, unknown> | null {
  const fields = ["types", "typings", "module", "main"].map((key) => manifest?.[key])
    .filter((value): value is string => typeof value === "string");
  return fields.length === 0 ? null : { ".": fields.map((path) => relative(path)) };
}

/**
 * An `exports` value as a map from subpath to target: a string or a conditions object is the
 * `.` entry; a map keeps its `.`-keys. Subpath patterns (`./*`) and `./package.json` are not
 * entries of code.
 */
function exportsMap(value: unknown): Record<string, unknown> | null {
  if (typeof value === "string" || Array.isArray(value)) return { ".": value };
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (!keys.some((key) => key.startsWith("."))) return { ".": value };
  const map: Record<string, unknown> = {};
  for (const key of keys) {
    if (key.includes("*") || key === "./package.json") continue;
    map[key === "./" ? "." : key] = value[key];
  }
  return map;
}

/** `.` first, then the other subpaths in the manifest's order. */
function orderedSubpaths(map: Record<string, unknown>): [string, unknown][] {
  const entries = Object.entries(map);
  return [...entries.filter(([key]) => key === "."), ...entries.filter(([key]) => key !== ".")];
}

/** Every path a target can lead to, preferred conditions first, depth first. */
function leaves(target: unknown): string[] {
  if (typeof target === "string") return [target];
  if (Array.isArray(target)) return target.flatMap(leaves);
  if (!isRecord(target)) return [];
  const keys = Object.keys(target);
  const ordered = [
    ...PREFERRED_CONDITIONS.filter((key) => keys.includes(key)),
    ...keys.filter((key) => !PREFERRED_CONDITIONS.includes(key)),
  ];
  return ordered.flatMap((key) => leaves(target[key]));
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
      existing.find((path) => DECLARATION.test(path)) ??
      existing.map((path) => this.#declarationBeside(path)).find((path) => path !== null) ??
      inside.filter((path) => !this.#files.exists(path))
        .map((path) => this.#sourceOf(path)).find((path) => path !== null) ??
      fallbacks.map((path) => insidePackage(this.#folder, path))
        .find((path): path is string => path !== null && this.#files.exists(path)) ??
      existing.find((path) => JS_FILE.test(path)) ??
      null;
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
   * path one by one (`dist/`, `build/modern/`, `development/`) and looking under `src/` and at
   * the package root.
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
    for (let drop = 0; drop < segments.length; drop++) {
      const rest = segments.slice(drop).join("/");
      stems.push(`src/${rest}`, rest);
    }
    for (const candidate of stems) {
      for (const extension of [".ts", ".tsx", ".mts"]) {
        const file = inFolder(this.#folder, `${candidate}${extension}`);
        if (this.#files.exists(file)) return file;
      }
    }
    return null;
  }

  /** `[outDir, rootDir]` pairs from the package's tsconfig.json, read once. */
  #outDirMappings(): [string, string][] {
    if (this.#outDirs !== undefined) return this.#outDirs;
    const options = parsed(this.#files.read(inFolder(this.#folder, "tsconfig.json")))
      ?.compilerOptions;
    const setting = (key: string) =>
      isRecord(options) && typeof options[key] === "string"
        ? posix.normalize(options[key] as string).replace(/\/$/, "")
        : undefined;
    const rootDir = setting("rootDir") ?? "src";
    this.#outDirs = [setting("outDir"), setting("declarationDir")]
      .filter((dir): dir is string => dir !== undefined && dir !== ".")
      .map((dir) => [dir, rootDir]);
    return this.#outDirs;
  }
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
