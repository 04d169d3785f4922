/**
 * Entry points of a package that declares none, has no index file and no component manifest
 * yet: the source modules that register its custom elements, which are the modules the
 * manifest built from source will define them in (and the paths users import).
 *
 * @module
 */
import { posix } from "node:path";
import { type EntryPoint, moduleEntryPoints } from "../../manifest/entry_points.ts";
import type { RepositoryFiles } from "../../../find/repository_files.ts";
import type { Warn } from "../../../warnings.ts";
import { readSources, registersElements, sourceModules } from "./sources.ts";
import { JS_MODULE_FILE } from "../../modules/file_kinds.ts";

/**
 * Finds the modules of a package's sources that register custom elements and makes each an
 * entry point, said in one warning.
 *
 * @param files The repository's files.
 * @param pkg The package's folder and name.
 * @param packageFolders Every package folder of the workspace (nested packages are not sources).
 * @param warn Receives the warning.
 * @returns The entry points, by subpath; `[]` when no source registers an element.
 *
 * @example
 * ```ts ignore
 * const entries = elementEntryPoints(files, { folder: ".", name: "@acme/ui" }, folders, warn);
 * ```
 */
export function elementEntryPoints(
  files: RepositoryFiles,
  pkg: { folder: string; name: string },
  packageFolders: readonly string[],
  warn: Warn,
): EntryPoint[] {
  const sources = readSources(files, sourceModules(files.root, pkg.folder, packageFolders));
  const offset = pkg.folder === "." ? 0 : pkg.folder.length + 1;
  const registering = [...sources].filter(([, text]) => registersElements(text))
    .flatMap(([path, text]) => [path, ...definedClassModules(path, text, sources)])
    .map((path) => path.slice(offset));
  const entries = moduleEntryPoints(pkg.folder, registering, {
    exists: (path) => files.exists(path),
    read: (path) => files.read(path),
    filesUnder: (path) => files.filesUnder(path),
  });
  if (entries.length > 0) {
    warn(
      "entries-from-components",
      `${pkg.name} (${pkg.folder}): no exports, main, module, types, index file or component ` +
        `manifest; its ${entries.length} entry points are the modules that register its ` +
        "custom elements and those that declare the classes they register",
    );
  }
  return entries;
}

/** `customElements.define('x-a', AElement)`: the class registered, by its name. */
const DEFINED_CLASS =
  /customElements\.define\s*\(\s*['"`][^'"`]+['"`]\s*,\s*([A-Za-z_$][\w$]*)\s*[,)]/g;

/**
 * The source modules that declare the classes a module registers, when it imports them
 * (`import { AElement } from './a-element.js'` before `customElements.define('x-a',
 * AElement)`): such a module often exports nothing, and the class's own module is where users
 * import it from.
 */
function definedClassModules(
  path: string,
  text: string,
  sources: ReadonlyMap<string, string>,
): string[] {
  const found: string[] = [];
  for (const [, name] of text.matchAll(DEFINED_CLASS)) {
    const imported = importedFrom(text, name as string);
    if (imported === undefined) continue;
    const target = posix.join(posix.dirname(path), imported).replace(JS_MODULE_FILE, "");
    const source = [".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.js"]
      .map((extension) => `${target}${extension}`).find((candidate) => sources.has(candidate));
    if (source !== undefined) found.push(source);
  }
  return found;
}

/** The relative module a name is imported from (`import { A } from './a.js'`), if it is. */
function importedFrom(text: string, name: string): string | undefined {
  const word = `(?<![\\w$])${name.replaceAll("$", "\\$")}(?![\\w$])`;
  const statement = `import\\s*\\{[^}]*?${word}[^}]*\\}\\s*from\\s*['"](\\.{1,2}/[^'"]+)['"]`;
  return new RegExp(statement).exec(text)?.[1];
}
