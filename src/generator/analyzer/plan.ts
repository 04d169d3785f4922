/**
 * Decides, at collection, whether a package's Custom Elements Manifest is built from source,
 * and reads what the analyzer will read, so that the input hash covers it.
 *
 * @module
 */
import { inFolder } from "../package_layout.ts";
import type { RepositoryFiles } from "../repository_files.ts";
import { ANALYZER_CONFIG_FILES, readSources, registersElements, sourceModules } from "./sources.ts";

/** What the analyzer reads for one package. */
export interface ComponentBuild {
  /** Its source modules, relative to the repository root, sorted. */
  componentSources: string[];
  /** Its analyzer configuration, relative to the repository root, when it has one. */
  analyzerConfig?: string;
}

/** The package as the plan sees it. */
export interface PlannedPackage {
  /** Package folder, relative to the repository root. */
  folder: string;
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
 * @param repository The repository's files and root, and every package folder.
 * @param pkg The package.
 * @param files The package's input files so far; the sources and configuration are added.
 * @returns The build, or `null` when there is nothing to build.
 *
 * @example
 * ```ts ignore
 * const build = planComponentBuild({ root, files, packageFolders }, pkg, inputFiles);
 * ```
 */
export function planComponentBuild(
  repository: { root: string; files: RepositoryFiles; packageFolders: readonly string[] },
  pkg: PlannedPackage,
  files: Record<string, string>,
): ComponentBuild | null {
  if (pkg.hasManifest) return null;
  const config = ANALYZER_CONFIG_FILES.map((file) => inFolder(pkg.folder, file))
    .find((path) => repository.files.exists(path));
  const paths = sourceModules(repository.root, pkg.folder, repository.packageFolders);
  const texts = readSources(repository.files, paths);
  const declared = pkg.declaresManifest || config !== undefined;
  if (texts.size === 0 || (!declared && ![...texts.values()].some(registersElements))) {
    return null;
  }
  for (const [path, text] of texts) files[path] = text;
  if (config !== undefined) files[config] = repository.files.read(config) ?? "";
  return {
    componentSources: [...texts.keys()],
    ...(config === undefined ? {} : { analyzerConfig: config }),
  };
}
