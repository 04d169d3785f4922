/**
 * The modules a workspace's packages offer each other by name: `@scope/core` and
 * `@scope/core/sub` resolve to the entry files of the sibling package, so a re-export from a
 * sibling (`export * from "@tanstack/query-core"`) can be followed without installing anything.
 *
 * @module
 */
import type { EntryPoint } from "../manifest/entry_points.ts";
import { moduleCandidates } from "../manifest/package_layout.ts";

/** A sibling package's module that a bare specifier names. */
export interface SiblingModule {
  /** The module file, relative to the repository root. */
  file: string;
  /** Its package's manifest, whose entry points decide what the specifier means. */
  manifestPath: string;
}

/** Every entry of every package of the workspace, by the specifier that imports it. */
export class WorkspaceModules {
  readonly #bySpecifier = new Map<string, SiblingModule>();

  /**
   * @param packages Every named package of the workspace (private ones too: they can be
   * re-exported by public ones), with their entry points.
   */
  constructor(
    packages: readonly { name: string; manifestPath: string; entries: EntryPoint[] }[],
  ) {
    for (const { name, manifestPath, entries } of packages) {
      for (const { subpath, file } of entries) {
        const specifier = entrySpecifier(name, subpath);
        if (!this.#bySpecifier.has(specifier)) {
          this.#bySpecifier.set(specifier, { file, manifestPath });
        }
      }
    }
  }

  /**
   * The sibling module a bare specifier names.
   *
   * @param specifier An import specifier such as `@scope/core` or `@scope/core/utils`.
   * @returns The module, or `undefined` when no workspace package offers it.
   */
  resolve(specifier: string): SiblingModule | undefined {
    return this.#bySpecifier.get(specifier);
  }

  /** Every specifier and the file it names, for tools that take an import map. */
  entries(): IterableIterator<[string, SiblingModule]> {
    return this.#bySpecifier.entries();
  }
}

/**
 * The files an import specifier of a module may denote: relative ones anywhere in the
 * repository (see `moduleCandidates`), bare ones when a workspace package offers them.
 *
 * @param specifier The specifier, as written.
 * @param fromFile The importing module, relative to the repository root.
 * @param workspace The workspace's modules.
 * @returns The candidate files, most likely first.
 */
export function moduleTargets(
  specifier: string,
  fromFile: string,
  workspace: WorkspaceModules,
): string[] {
  const sibling = workspace.resolve(specifier);
  return sibling === undefined ? moduleCandidates(fromFile, specifier) : [sibling.file];
}

/**
 * The specifier other packages import an entry point by: `@scope/name` for `.`,
 * `@scope/name/sub` for `./sub`.
 *
 * @param name The package name.
 * @param subpath The entry's subpath.
 * @returns The bare specifier.
 */
export function entrySpecifier(name: string, subpath: string): string {
  return `${name}${subpath.slice(1)}`;
}
