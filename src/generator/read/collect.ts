/**
 * Collection: reads every file that can contribute to a package's catalog entry. Everything
 * after this step works on the collected text only, which is what makes the input hash a
 * complete description of a package's inputs.
 *
 * @module
 */
import { DOC_PAGES } from "../../snapshot/model.ts";
import { isRecord } from "../is_record.ts";
import { parseJsonc } from "../find/jsonc.ts";
import type { Warn } from "../warnings.ts";
import {
  elementModules,
  ownComponentManifest,
  type SharedComponentManifest,
} from "./components/components.ts";
import { type CatalogConfig, type ConfiguredFields, configuredFields } from "../find/config.ts";
import { type DocFile, findDocFiles, referencedPage } from "./docs/doc_files.ts";
import {
  type EntryFiles,
  type EntryPoint,
  moduleEntryPoints,
  resolveEntryPoints,
} from "./manifest/entry_points.ts";
import {
  cemPaths,
  docPagePaths,
  inFolder,
  MANIFEST_FILES,
  modulePathIn,
  readmePaths,
} from "./manifest/package_layout.ts";
import type { RepositoryFiles } from "../find/repository_files.ts";
import { followModuleGraph } from "./modules/module_graph.ts";
import {
  type ComponentBuild,
  planComponentBuild,
  type WorkspacePackage,
} from "./components/analyzer/plan.ts";
import type { WorkspaceModules } from "./modules/workspace_modules.ts";
import type { WorkspaceFolder } from "../find/workspace.ts";

/** Everything known about one package before its entry is built. */
export interface PackageInputs {
  /** Package folder, relative to the repository root. */
  folder: string;
  /** The package's key in the catalog. */
  slug: string;
  /** The manifest that names the package, relative to the repository root. */
  manifestPath: string;
  /** That manifest, parsed. */
  manifest: Record<string, unknown>;
  /** The package's public entry points, `.` first. */
  entries: EntryPoint[];
  /** Its section of the repository's `catalog-mcp.json`, if it has one. */
  config?: ConfiguredFields;
  /**
   * A Custom Elements Manifest at the repository root that declares modules of this package,
   * relative to the repository root; its text is among `files`.
   */
  sharedComponentsFile?: string;
  /**
   * The source modules its Custom Elements Manifest is built from, when it has none built
   * (their texts are among `files`), sorted.
   */
  componentSources?: string[];
  /**
   * Source modules of the workspace packages it depends on, which its elements may inherit from
   * (texts among `files`), sorted.
   */
  inheritedSources?: string[];
  /** Its analyzer configuration, when it has one and a manifest is built (text among `files`). */
  analyzerConfig?: string;
  /** Its documentation files and their page ids (their texts are among `files`). */
  docFiles: DocFile[];
  /** Specifiers of packages outside the workspace that its modules import, sorted. */
  externalImports: string[];
  /** Relative imports of its modules that name no code file (see `followModuleGraph`). */
  unresolvedImports: string[];
  /** Every input file that exists, keyed by path relative to the repository root. */
  files: Record<string, string>;
}

/** A workspace folder whose manifest names a package. */
export interface NamedPackage {
  /** Package folder, relative to the repository root (`.` for a repository that is one package). */
  folder: string;
  /** The manifest that names the package, relative to the repository root. */
  manifestPath: string;
  /** That manifest, parsed. */
  manifest: Record<string, unknown> & { name: string };
  /** Its public entry points, `.` first. */
  entries: EntryPoint[];
  /**
   * The files read so far: every manifest of the folder (editing any of them changes the input
   * hash) and the configuration that located the entries.
   */
  files: Record<string, string>;
}

/**
 * Reads one workspace folder's manifests and entry points.
 *
 * @param repositoryFiles The repository's files.
 * @param found The workspace folder.
 * @param warn Receives a warning for a folder without a usable manifest.
 * @returns The package, or `null` when the folder names none.
 */
export function readPackageManifest(
  repositoryFiles: RepositoryFiles,
  found: WorkspaceFolder,
  warn: Warn,
): NamedPackage | null {
  const { folder } = found;
  const files: Record<string, string> = {};
  const read = reader(repositoryFiles, files);
  const named = findNamedManifest(folder, read, warn);
  if (named === null && found.workspaceRoot) return null;
  if (named === null) {
    const present = MANIFEST_FILES.map((file) => inFolder(folder, file))
      .filter((path) => path in files);
    if (present.length > 0) {
      warn(
        "unnamed-package",
        `${folder} (${present.join(", ")}): the manifest has no "name"; package skipped`,
      );
    } else if (found.expectManifest) {
      warn(
        "no-manifest",
        `${folder} (${found.file}): the workspace folder has no ` +
          `${MANIFEST_FILES.join(", ")}; skipped`,
      );
    }
    return null;
  }
  if (found.workspaceRoot && named.manifest.private === true) return null;
  const entryFiles = {
    exists: (path: string) => repositoryFiles.exists(path),
    read,
    filesUnder: (path: string) => repositoryFiles.filesUnder(path),
  };
  let entries = resolveEntryPoints(folder, { ...files }, entryFiles);
  if (entries.length === 0) {
    entries = componentEntryPoints(folder, named.manifest.name, entryFiles, warn);
  }
  // A root that declares components is a library whose entries its manifest will give once
  // built; kept, it says so (the components' warning) instead of vanishing.
  const publishes = entries.length > 0 || named.manifest.customElements !== undefined;
  if (found.workspaceRoot && !publishes) return null;
  return { ...named, folder, entries, files };
}

/**
 * The entries of a package that declares none and has no index file: the modules its own
 * component manifest defines elements in, said in a warning.
 */
function componentEntryPoints(
  folder: string,
  name: string,
  files: EntryFiles,
  warn: Warn,
): EntryPoint[] {
  const found = ownComponentManifest(folder, files.read);
  if (found === null) return [];
  let manifest: unknown;
  try {
    manifest = JSON.parse(found.text);
  } catch {
    // Reading the components reports the broken manifest.
    return [];
  }
  const entries = moduleEntryPoints(folder, elementModules(manifest), files);
  if (entries.length > 0) {
    warn(
      "entries-from-components",
      `${name} (${found.file}): no exports, main, module, types or index file; its ` +
        `${entries.length} entry points are the modules its component manifest defines ` +
        "elements in",
    );
  }
  return entries;
}

/** What the whole repository contributes to each package's inputs. */
export interface Repository {
  /** Absolute path of the repository root. */
  root: string;
  /** The repository's files. */
  files: RepositoryFiles;
  /** The workspace's modules, for re-exports from sibling packages. */
  workspace: WorkspaceModules;
  /** The repository's `catalog-mcp.json`. */
  config: CatalogConfig;
  /** A Custom Elements Manifest at the root that declares modules of several packages. */
  sharedComponents: SharedComponentManifest | null;
  /** Whether manifests that are not built are built from source (`--no-analyze` says no). */
  analyze: boolean;
  /** Every package of the workspace, private ones included. */
  packages: readonly WorkspacePackage[];
}

/**
 * Reads every file that can contribute to a package's entry: its doc pages, README and
 * component manifest (its own, or the repository's when that declares modules of the
 * package), its entry modules and, transitively, the modules they import or re-export (from
 * the package itself or from a sibling workspace package).
 *
 * @param repository The repository-wide inputs.
 * @param pkg The package, as its manifest describes it.
 * @param slug The package's slug, which names its folder under the repository's `docs/`.
 * @returns The collected inputs.
 */
export function collectPackage(
  repository: Repository,
  pkg: NamedPackage,
  slug: string,
): PackageInputs {
  const { folder, manifestPath, manifest, entries } = pkg;
  const files: Record<string, string> = { ...pkg.files };
  const read = reader(repository.files, files);
  for (const page of DOC_PAGES) docPagePaths(folder, slug, page).forEach(read);
  readmePaths(folder).find((path) => read(path) !== null);
  const packageJson = files[inFolder(folder, "package.json")];
  const customElements = packageJson === undefined ? undefined : safeField(packageJson);
  const ownManifest = cemPaths(folder, customElements).map(read).some((text) => text !== null);
  const docFiles = findDocFiles(
    repository.root,
    { folder, slug, name: manifest.name },
    repository.config.docs,
  );
  for (const { file } of docFiles) {
    const text = read(file);
    const ref = text === null ? undefined : referencedPage(text);
    if (ref !== undefined) read(ref);
  }
  const graph = followModuleGraph(entries.map(({ file }) => file), repository.workspace, {
    exists: (path) => repository.files.exists(path),
    read,
    refused: (path) => repository.files.refused(path),
  });
  const config = configuredFields(repository.config, manifest.name);
  const shared = repository.sharedComponents;
  const sharesManifest = shared !== null &&
    shared.modulePaths.some((path) => modulePathIn(path, folder));
  if (sharesManifest) files[shared.file] = shared.text;
  const build: ComponentBuild | null = repository.analyze
    ? planComponentBuild(repository, {
      folder,
      manifest,
      declaresManifest: customElements !== undefined,
      hasManifest: ownManifest || sharesManifest,
    }, files)
    : null;
  return {
    folder,
    slug,
    manifestPath,
    manifest,
    entries,
    ...(config === undefined ? {} : { config }),
    ...(sharesManifest ? { sharedComponentsFile: shared.file } : {}),
    ...(build ?? {}),
    docFiles,
    externalImports: graph.external,
    unresolvedImports: graph.unresolved,
    files,
  };
}

/** A reader that keeps every file it finds in `files`, keyed by its repository-relative path. */
function reader(
  repositoryFiles: RepositoryFiles,
  files: Record<string, string>,
): (path: string) => string | null {
  return (path) => {
    const text = repositoryFiles.read(path);
    if (text !== null) files[path] = text;
    return text;
  };
}

function findNamedManifest(
  folder: string,
  read: (path: string) => string | null,
  warn: Warn,
): Pick<NamedPackage, "manifestPath" | "manifest"> | null {
  let named: Pick<NamedPackage, "manifestPath" | "manifest"> | null = null;
  // Every manifest is read, even after a named one, so that editing any of them changes the hash.
  for (const file of MANIFEST_FILES) {
    const manifestPath = inFolder(folder, file);
    const text = read(manifestPath);
    if (text === null || named !== null) continue;
    let manifest: unknown;
    try {
      manifest = parseJsonc(text);
    } catch (error) {
      warn(
        "bad-manifest",
        `${folder} (${manifestPath}): cannot parse the manifest: ${(error as Error).message}`,
      );
      continue;
    }
    if (isRecord(manifest) && typeof manifest.name === "string" && manifest.name !== "") {
      named = { manifestPath, manifest: manifest as NamedPackage["manifest"] };
    }
  }
  return named;
}

/** The `customElements` field of a package.json text; a broken file simply has none. */
function safeField(packageJson: string): unknown {
  try {
    const parsed = parseJsonc(packageJson);
    return isRecord(parsed) ? parsed.customElements : undefined;
  } catch {
    return undefined;
  }
}
