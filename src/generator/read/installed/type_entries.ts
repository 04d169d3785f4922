/**
 * Which modules of an installed package carry its published types, and the declaration file
 * behind each: every subpath of its `exports` map (patterns expanded against its files), or,
 * without one, its `types`/`typings` entry and the top-level `.d.ts` files a user imports as
 * subpaths (`next/link.d.ts` is `next/link`); not one Node finds no module for (solid-js'
 * `"./types/*"` folder of declarations). A package that ships no declarations is read
 * through its `@types/<name>` package, whose manifest names the entries. Each subpath is resolved
 * by TypeScript, so a `types` condition, a `.d.ts` beside the `.js` a target names and a
 * `.d.cts` for a CommonJS target are found as an app's compiler finds them.
 *
 * @module
 */
import { isRecord } from "../../is_record.ts";
import type { RepositoryFiles } from "../../find/repository_files.ts";
import { exportSubpaths } from "../manifest/entry_points.ts";
import { packageResolver } from "./declaration_program.ts";
import { missingModule } from "./node_import.ts";
import type { InstalledPackage } from "./installed_package.ts";
import { DECLARATION_FILE, JS_MODULE_FILE } from "../modules/file_kinds.ts";

/** One entry: the subpath a user imports and the declaration file TypeScript reads for it. */
export interface TypeEntry {
  /**
   * `.` or a subpath such as `./navigation`; for a module the package declares by name
   * (`declare module "node:fs"`, as `@types/node` does), that name, which users import.
   */
  subpath: string;
  /** The declaration file's real path (for a module declared by name, one that declares it). */
  file: string;
  /** Set when `subpath` is the name of a module declared by name. */
  declared?: true;
}

/** A package's type entries and where they come from. */
export interface TypeEntries {
  /** The package whose files hold the types: the package itself, or its `@types` package. */
  typesPackage: string;
  /** That package's folder. */
  typesFolder: string;
  /** The entries that resolve to a declaration file, `.` first. */
  entries: TypeEntry[];
}

/** Folders a package ships beside its modules that no one imports: its tests, examples, benchmarks. */
const NOT_API =
  /^(?:__)?(?:tests?|specs?|examples?|benchmarks?|bench|fixtures?|scripts?|docs?)(?:__)?$/i;

/**
 * Finds the type entries of an installed package.
 *
 * @param pkg The package.
 * @param manifest Its parsed package.json.
 * @param files Its files.
 * @param typesManifest The parsed package.json of `pkg.types`, when it has one.
 * @param typesFiles The files of `pkg.types`, when it has one.
 * @returns Its entries, or `null` when it ships no declarations and has no `@types` package.
 */
export function typeEntries(
  pkg: InstalledPackage,
  manifest: Record<string, unknown>,
  files: RepositoryFiles,
  typesManifest?: Record<string, unknown>,
  typesFiles?: RepositoryFiles,
): TypeEntries | null {
  const paired = pkg.types !== undefined && typesManifest !== undefined && typesFiles !== undefined;
  // A package whose declarations leave out its main entry (yargs ships `browser.d.ts` only) is
  // read through its `@types` package, when one is installed.
  const own = shipsTypes(manifest, files) &&
    (!paired || packageResolver({ name: pkg.name, folder: pkg.folder })(pkg.name) !== undefined);
  if (!own && !paired) return null;
  const [declaring, declaringFiles] = own ? [manifest, files] : [typesManifest!, typesFiles!];
  const typed = {
    name: pkg.name,
    folder: pkg.folder,
    ...(own || pkg.types === undefined ? {} : { typesFolder: pkg.types.folder }),
  };
  const resolveSpecifier = packageResolver(typed);
  const entries: TypeEntry[] = [];
  for (const subpath of subpathsOf(declaring, declaringFiles)) {
    // An entry Node would find no module for is no import a user can write.
    if (own && missingModule(pkg.folder, manifest, subpath)) continue;
    const file = resolveSpecifier(subpath === "." ? pkg.name : pkg.name + subpath.slice(1));
    if (file !== undefined) entries.push({ subpath, file });
  }
  return own
    ? { typesPackage: pkg.name, typesFolder: pkg.folder, entries }
    : { typesPackage: pkg.types!.name, typesFolder: pkg.types!.folder, entries };
}

/** Whether a package ships declarations: a `types`/`typings` field or any `.d.ts` file. */
function shipsTypes(manifest: Record<string, unknown>, files: RepositoryFiles): boolean {
  return typeof manifest.types === "string" || typeof manifest.typings === "string" ||
    files.filesUnder(".").some((file) => DECLARATION_FILE.test(file));
}

/**
 * The subpaths a manifest exposes: its `exports` map's, else `.`, its top-level modules and
 * those of its first-level folders.
 */
function subpathsOf(manifest: Record<string, unknown>, files: RepositoryFiles): string[] {
  const declared = exportSubpaths(".", manifest.exports, {
    exists: (path) => files.exists(path),
    read: () => null,
    filesUnder: (folder) => files.filesUnder(folder),
  });
  if (declared !== null) {
    // A pattern matches a module's CommonJS twin too (`ar.cjs` beside `ar.js`): one is enough.
    // A module exported both with and without its file's extension (`openai/client`,
    // `openai/client.mjs`, `openai/client.js`) is the one users write, without.
    const subpaths = new Set(declared);
    return declared.filter((subpath) =>
      !(subpath.endsWith(".cjs") && subpaths.has(subpath.replace(/\.cjs$/, ".js"))) &&
      !(JS_MODULE_FILE.test(subpath) && subpaths.has(subpath.replace(JS_MODULE_FILE, "")))
    );
  }
  const field = [manifest.types, manifest.typings].find((value) => typeof value === "string");
  const main = typeof field === "string" ? field.replace(/^\.\//, "") : "index.d.ts";
  const all = files.filesUnder(".");
  const topLevel = all.filter((file) =>
    !file.includes("/") && DECLARATION_FILE.test(file) && file !== main && file !== "index.d.ts"
  );
  // A first-level folder's modules too (`dayjs/plugin/relativeTime`), each a `.d.ts` beside its
  // `.js`; a folder with an `index.d.ts` of its own is a copy of the package (`esm/`).
  const present = new Set(all);
  const inFolder = all.filter((file) => {
    const folder = file.slice(0, file.indexOf("/"));
    return /^[^/.][^/]*\/[^/]+$/.test(file) && DECLARATION_FILE.test(file) &&
      present.has(file.replace(DECLARATION_FILE, ".js")) && !present.has(`${folder}/index.d.ts`) &&
      !NOT_API.test(folder);
  });
  // An ES module package is imported with its file's extension (`@material/web/all.js`: Node
  // finds no `all` in it); a CommonJS one without (`dayjs/plugin/relativeTime`, as `require`
  // and bundlers find it).
  const extension = manifest.type === "module" ? ".js" : "";
  const modules = [...topLevel, ...inFolder]
    .map((file) => `./${file.replace(DECLARATION_FILE, extension)}`);
  return [".", ...new Set([...modules, ...entryFolders(all, files)])];
}

/**
 * The folders of a package without `exports` that have a package.json of their own naming their
 * modules, which Node, bundlers and TypeScript read for an import of the folder
 * (`@apollo/client/link/context`, MUI 5's `@mui/material/Button`); not one that only sets its
 * files' module type (`dist/esm/package.json`), nor one of an installed package.
 */
function entryFolders(all: readonly string[], files: RepositoryFiles): string[] {
  return all.flatMap((file) => {
    if (!file.endsWith("/package.json") || file.includes("node_modules/")) return [];
    const folder = file.slice(0, -"/package.json".length);
    if (NOT_API.test(folder.split("/")[0]!)) return [];
    let manifest: unknown;
    try {
      manifest = JSON.parse(files.read(file) ?? "null");
    } catch {
      return [];
    }
    const names = isRecord(manifest) &&
      ENTRY_FIELDS.some((field) => typeof manifest[field] === "string");
    return names ? [`./${folder}`] : [];
  });
}

/** The fields of a package.json that name the modules of its folder. */
const ENTRY_FIELDS = ["types", "typings", "main", "module"] as const;

/**
 * The package.json of a folder, parsed; `null` when it is missing or not a JSON object.
 *
 * @param files The package's files.
 * @returns The manifest, or `null`.
 */
export function readManifest(files: RepositoryFiles): Record<string, unknown> | null {
  const text = files.read("package.json");
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
