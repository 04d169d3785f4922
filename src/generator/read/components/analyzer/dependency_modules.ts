/**
 * The modules of workspace dependencies that a package's elements may inherit from: those its
 * source modules import, directly or through each other (`@vaadin/text-field/src/...`, then that
 * module's own imports), not every module of every dependency.
 *
 * @module
 */
import { posix } from "node:path";
import { moduleSpecifiers } from "../../modules/module_specifiers.ts";
import type { RepositoryFiles } from "../../../find/repository_files.ts";
import { MAX_SOURCE_CHARS } from "./sources.ts";
import { DECLARATION_FILE, JS_MODULE_FILE } from "../../modules/file_kinds.ts";

/** A workspace package a package depends on. */
export interface Dependency {
  /** Its package name. */
  name: string;
  /** Its folder, relative to the repository root. */
  folder: string;
}

/**
 * Follows imports from a package's source modules into the modules of its workspace
 * dependencies.
 *
 * @param files The repository's files.
 * @param sources The package's own source modules: text by repository-relative path.
 * @param dependencies The workspace packages it depends on.
 * @returns Text by path of every dependency module reached, in the order reached.
 *
 * @example
 * ```ts ignore
 * const reached = dependencyModules(files, new Map([["a/src/x.js", text]]), [{ name: "@s/b", folder: "b" }]);
 * ```
 */
export function dependencyModules(
  files: RepositoryFiles,
  sources: ReadonlyMap<string, string>,
  dependencies: readonly Dependency[],
): Map<string, string> {
  const reached = new Map<string, string>();
  const inDependency = (path: string) =>
    dependencies.some(({ folder }) => path.startsWith(`${folder}/`));
  const queue = [...sources];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const [from, text] = next;
    for (const specifier of moduleSpecifiers(text)) {
      const path = candidates(specifier, from, dependencies).find((candidate) =>
        inDependency(candidate) && !sources.has(candidate) && files.exists(candidate)
      );
      if (path === undefined || reached.has(path)) continue;
      const found = files.read(path);
      if (found === null || found.length > MAX_SOURCE_CHARS) continue;
      reached.set(path, found);
      queue.push([path, found]);
    }
  }
  return reached;
}

/** The files an import may name: the path itself, its TypeScript source, an index module. */
function candidates(
  specifier: string,
  from: string,
  dependencies: readonly Dependency[],
): string[] {
  let base: string | undefined;
  if (specifier.startsWith(".")) base = posix.join(posix.dirname(from), specifier);
  else {
    const dependency = dependencies.find(({ name }) => specifier.startsWith(`${name}/`));
    if (dependency !== undefined) {
      base = posix.join(dependency.folder, specifier.slice(dependency.name.length + 1));
    }
  }
  if (base === undefined || DECLARATION_FILE.test(base)) return [];
  const stem = base.replace(JS_MODULE_FILE, "");
  return [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    ...(stem === base ? [`${base}.js`, `${base}/index.ts`, `${base}/index.js`] : []),
  ];
}
