/**
 * Decides, at collection, whether a package's Custom Elements Manifest is built from source,
 * and reads what the analyzer will read, so that the input hash covers it.
 *
 * @module
 */
import { dependencyNames } from "../../manifest/dependency_names.ts";
import { inFolder } from "../../manifest/package_layout.ts";
import type { RepositoryFiles } from "../../../find/repository_files.ts";
import { dependencyModules } from "./dependency_modules.ts";
import { ANALYZER_CONFIG_FILES, readSources, registersElements, sourceModules } from "./sources.ts";

/** What the analyzer reads for one package. */
export interface ComponentBuild {
  /** Its source modules, relative to the repository root, sorted. */
  componentSources: string[];
  /**
   * Modules of the workspace packages it depends on that its sources import (transitively),
   * read so that its elements inherit what their base classes there declare; sorted.
   */
  inheritedSources?: string[];
  /** Its analyzer configuration, relative to the repository root, when it has one. */
  analyzerConfig?: string;
}

/** A workspace package as the plan sees it. */
export interface WorkspacePackage {
  /** Package folder, relative to the repository root. */
  folder: string;
  /** Its manifest, parsed. */
  manifest: Record<string, unknown>;
}

/** The repository as the plan sees it. */
export interface PlanRepository {
  /** Absolute path of the repository root. */
  root: string;
  /** The repository's files. */
  files: RepositoryFiles;
  /** Every package of the workspace, private ones included. */
  packages: readonly WorkspacePackage[];
}

/** The package as the plan sees it. */
export interface PlannedPackage {
  /** Package folder, relative to the repository root. */
  folder: string;
  /** Its manifest, parsed. */
  manifest: Record<string, unknown>;
  /** Whether its `package.json` names a manifest (`customElements`). */
  declaresManifest: boolean;
  /** Whether a manifest file of its own (or the repository's) already describes it. */
  hasManifest: boolean;
}

/**
 * Plans the build: a package with no manifest file that declares one (`customElements`, an
 * analyzer configuration) or whose sources register custom elements gets one built from its
 * source modules. Every file the analyzer reads is added to `files`.
 *
 * @param repository The repository's root, files and packages.
 * @param pkg The package.
 * @param files The package's input files so far; the sources and configuration are added.
 * @returns The build, or `null` when there is nothing to build.
 *
 * @example
 * ```ts ignore
 * const build = planComponentBuild({ root, files, packages }, pkg, inputFiles);
 * ```
 */
export function planComponentBuild(
  repository: PlanRepository,
  pkg: PlannedPackage,
  files: Record<string, string>,
): ComponentBuild | null {
  if (pkg.hasManifest) return null;
  const folders = repository.packages.map((other) => other.folder);
  const config = ANALYZER_CONFIG_FILES.map((file) => inFolder(pkg.folder, file))
    .find((path) => repository.files.exists(path));
  const texts = readSources(repository.files, sourceModules(repository.root, pkg.folder, folders));
  const declared = pkg.declaresManifest || config !== undefined;
  if (texts.size === 0 || (!declared && ![...texts.values()].some(registersElements))) {
    return null;
  }
  for (const [path, text] of texts) files[path] = text;
  if (config !== undefined) files[config] = repository.files.read(config) ?? "";
  const dependencies = workspaceDependencies(repository.packages, pkg)
    .map(({ folder, manifest }) => ({ folder, name: manifest.name as string }));
  const inherited = [...dependencyModules(repository.files, texts, dependencies).keys()].sort();
  for (const path of inherited) files[path] = repository.files.read(path) ?? "";
  return {
    componentSources: [...texts.keys()],
    ...(inherited.length === 0 ? {} : { inheritedSources: inherited }),
    ...(config === undefined ? {} : { analyzerConfig: config }),
  };
}

/** The workspace packages a package depends on, directly or not, in folder order. */
function workspaceDependencies(
  packages: readonly WorkspacePackage[],
  pkg: PlannedPackage,
): WorkspacePackage[] {
  const byName = new Map(
    packages.filter((other) => other.folder !== "." && other.folder !== pkg.folder)
      .map((other) => [other.manifest.name, other]),
  );
  const found = new Map<string, WorkspacePackage>();
  const visit = (manifest: Record<string, unknown>) => {
    for (const name of dependencyNames(manifest)) {
      const dependency = byName.get(name);
      if (dependency === undefined || found.has(dependency.folder)) continue;
      found.set(dependency.folder, dependency);
      visit(dependency.manifest);
    }
  };
  if (pkg.folder !== ".") visit(pkg.manifest);
  return [...found.values()].sort((a, b) => (a.folder < b.folder ? -1 : 1));
}
