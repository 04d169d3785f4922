/**
 * The generator's pipeline: discover, collect, hash, build or reuse, check, assemble.
 *
 * @module
 */
import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import type { BundledPackage } from "../snapshot/model.ts";
import { validateBundledData } from "../snapshot/validate.ts";
import { type GenerationCache, openCache } from "./write/cache.ts";
import {
  collectPackage,
  type NamedPackage,
  type PackageInputs,
  readPackageManifest,
  type Repository,
} from "./read/collect.ts";
import { readSharedComponentManifest } from "./read/components/components.ts";
import { elementEntryPoints } from "./read/components/analyzer/element_entry_points.ts";
import { compareText } from "./compare_text.ts";
import { type CatalogConfig, readCatalogConfig } from "./find/config.ts";
import { metadataFile } from "./read/docs/doc_pages.ts";
import { warnAboutPrivateDocs, warnAboutUnmappedDocs } from "./read/docs/unmapped_docs.ts";
import { hashPackageInputs } from "./write/hash.ts";
import type { GeneratorOptions, GeneratorResult } from "./options.ts";
import { rootVersion } from "./read/manifest/root_version.ts";
import { RepositoryFiles } from "./find/repository_files.ts";
import { locateDeno, NO_DENO_HINT } from "./read/symbols/deno_binary.ts";
import { assignSlugs } from "./find/slugs.ts";
import { firstFew, type Warn } from "./warnings.ts";
import { discoverPackageFolders } from "./find/workspace.ts";
import { planDependencies } from "./find/dependency_plan.ts";
import type { InstalledPackage } from "./find/installed.ts";
import { WorkspaceModules } from "./read/modules/workspace_modules.ts";

/**
 * Scans a JavaScript/TypeScript monorepo and builds a catalog snapshot from it.
 *
 * Packages come from the workspace files at the root (`deno.json`/`deno.jsonc` `workspace`,
 * `package.json` `workspaces`, `pnpm-workspace.yaml` `packages`, `rush.json` `projects`,
 * `lerna.json` `packages`); a repository without any is one package. For each one the generator
 * reads its manifest, its doc pages (front matter supplies the metadata), its `src/index.ts`
 * and its Custom Elements Manifest. Anything guessed or skipped is reported through
 * `onWarning`. The same inputs always give the same snapshot.
 *
 * With `deps`, the packages installed for that app are catalogued too (alone when `repoRoot` is
 * not given): each direct dependency as Node resolves it, at its installed version, marked as a
 * third party's (docs/deps.md).
 *
 * @param options Where to scan and how; see {@link GeneratorOptions}.
 * @returns The snapshot, one input hash per package and the slugs reused from the cache.
 * @throws {Error} When the repository root does not exist, or a workspace file cannot be
 * parsed; with `deps` alone, when the app has no manifest or nothing installed can be read.
 *
 * @example Generate a snapshot and write it
 * ```ts ignore
 * import { writeFileSync } from "node:fs";
 * import { generateBundledData } from "@catalog-mcp/server/generator";
 *
 * const { data } = await generateBundledData({ repoRoot: "../my-monorepo" });
 * writeFileSync("catalog.json", JSON.stringify(data, null, 2) + "\n");
 * ```
 *
 * @example Catalog what an app has installed
 * ```ts ignore
 * import { generateBundledData } from "@catalog-mcp/server/generator";
 *
 * const { data } = await generateBundledData({ deps: "../my-app", depsExclude: ["typescript"] });
 * console.log(data.packages.map((pkg) => `${pkg.name}@${pkg.version}`));
 * ```
 */
export async function generateBundledData(
  options: GeneratorOptions = {},
): Promise<GeneratorResult> {
  const handler = options.onWarning ?? ((message: string) => console.warn(message));
  const warn: Warn = (kind, message) => handler(message, kind);
  const repository = options.deps !== undefined && options.repoRoot === undefined
    ? undefined
    : await generateRepository(options, warn);
  if (options.deps === undefined) return repository!;
  return await withDependencies(options.deps, options, repository, warn);
}

/**
 * Adds an app's installed dependencies to a repository's snapshot (or makes a snapshot of them
 * alone): the repository's packages first, then the dependencies by slug.
 *
 * @throws {Error} When there is neither a repository nor a dependency to catalogue.
 */
async function withDependencies(
  app: string,
  options: GeneratorOptions,
  repository: GeneratorResult | undefined,
  warn: Warn,
): Promise<GeneratorResult> {
  const served = repository === undefined ? undefined : {
    root: realpathSync(resolve(options.repoRoot ?? ".")),
    slugs: new Set(repository.data.packages.map((pkg) => pkg.slug)),
  };
  const planned = planDependencies(
    app,
    {
      ...(options.depsInclude === undefined ? {} : { include: options.depsInclude }),
      ...(options.depsExclude === undefined ? {} : { exclude: options.depsExclude }),
    },
    served,
    warn,
  );
  // The reader runs TypeScript: loaded only when there are dependencies to read.
  const { readDependencies } = await import("./read/installed/read_dependency.ts");
  const entries = await readDependencies(planned, warn, options.onProgress);
  if (repository === undefined && entries.length === 0) {
    throw new Error(
      `--deps ${app}: no installed dependency can be catalogued (the warnings above say why)`,
    );
  }
  const hashes = { ...repository?.hashes };
  for (const { installed, slug } of planned) hashes[slug] = dependencyHash(installed);
  const version = repository?.data.version ?? options.version ??
    rootVersion(new RepositoryFiles(resolve(app), { warn }), warn);
  return {
    data: { version, packages: [...repository?.data.packages ?? [], ...entries] },
    hashes,
    reused: repository?.reused ?? [],
  };
}

/**
 * What a dependency's entry was read from, as the hash file records it: its name and version,
 * and its `@types` package's.
 */
function dependencyHash(pkg: InstalledPackage): string {
  const types = pkg.types === undefined ? "" : ` + ${pkg.types.name}@${pkg.types.version}`;
  return `installed ${pkg.name}@${pkg.version}${types}`;
}

/** The repository's snapshot: every package found, built or reused. */
async function generateRepository(
  options: GeneratorOptions,
  warn: Warn,
): Promise<GeneratorResult> {
  const cache = options.incremental && options.previous !== undefined
    ? openCache(options.previous, warn)
    : null;
  const { root, files, inputs, workspace } = collectRepository(options, warn);

  const deno = options.symbols === false ? null : locateDeno();
  if (options.symbols !== false && deno === null) warn("no-deno", NO_DENO_HINT);
  const hashes: Record<string, string> = {};
  const cached = inputs.map((input) => {
    const hash = hashPackageInputs(input, deno !== null);
    hashes[input.slug] = hash;
    return reusable(cache, input.slug, hash);
  });
  const building = inputs.filter((_, i) => cached[i] === undefined);
  // Building needs Markdown and TypeScript readers, and deno doc, that a run which reuses
  // every entry never loads.
  const analyzing = building.filter((input) => input.componentSources !== undefined);
  const [builder, symbolStep, analyzer] = building.length === 0 ? [] : await Promise.all([
    loadBuilder(),
    deno === null ? undefined : import("./read/symbols/symbol_step.ts"),
    // The analyzer and TypeScript load only when a manifest is to be built.
    analyzing.length === 0 ? undefined : loadAnalyzer(analyzing, warn),
  ]);
  // deno doc is a process of its own: it documents the packages while this one builds them.
  const documenting = deno === null || symbolStep === undefined
    ? undefined
    : symbolStep.symbolsOf(root, deno, building, workspace, warn);
  const builtManifests = new Map<string, string | null>();
  if (analyzer !== undefined) {
    for (const input of analyzing) {
      const label = input.manifest.name as string;
      builtManifests.set(
        input.slug,
        await analyzer.buildComponentManifest(root, input, label, warn),
      );
    }
  }
  const packages: BundledPackage[] = [];
  const reused: string[] = [];
  for (const [done, input] of inputs.entries()) {
    options.onProgress?.(done, inputs.length);
    const previous = cached[done];
    if (previous !== undefined) {
      packages.push(previous);
      reused.push(input.slug);
    } else if (builder !== undefined) {
      packages.push(builder.buildPackage(input, workspace, warn, builtManifests.get(input.slug)));
    }
  }
  const symbols = await documenting;
  if (symbols === null) {
    // Entries built without their symbols must not be taken for complete ones next time.
    for (const input of building) hashes[input.slug] = hashPackageInputs(input, false);
  }
  if (analyzer === undefined) {
    // Nor entries built without the components their sources define.
    for (const { componentSources: _, ...input } of analyzing) {
      hashes[input.slug] = hashPackageInputs(input, symbols !== null && deno !== null);
    }
  }
  const complete = packages.map((pkg, i) => {
    const own = cached[i] === undefined ? symbols?.get(pkg.slug) : undefined;
    return own === undefined || builder === undefined ? pkg : builder.withSymbols(pkg, own);
  });
  const built = complete.filter((_, i) => cached[i] === undefined);
  warnAboutUnknownRelated(inputs, complete, warn);
  warnAboutExportsWithoutSymbols(built, warn);

  const version = options.version ?? rootVersion(files, warn);
  try {
    // Reused entries passed this check when the cache was opened; slugs are unique by
    // construction.
    validateBundledData({ version, packages: built });
  } catch (error) {
    // Every part is checked as it is built, so this is a generator bug; better to stop than
    // to write a snapshot that the server refuses at startup.
    throw new Error(`The generated snapshot is invalid: ${(error as Error).message}`);
  }
  return { data: { version, packages: complete }, hashes, reused };
}

/** A repository's packages, collected: what a generation builds from. */
export interface CollectedRepository {
  /** Absolute path of the repository root. */
  root: string;
  /** The repository's files, as read within its boundary. */
  files: RepositoryFiles;
  /** The packages to catalogue, sorted by slug. */
  inputs: PackageInputs[];
  /** Every package's entries by the specifiers that import them, private packages included. */
  workspace: WorkspaceModules;
}

/**
 * Finds a repository's packages and reads everything each one's entry is built from.
 *
 * @param options Where to scan and which packages to include.
 * @param warn Receives every warning.
 * @returns The collected packages.
 */
export function collectRepository(
  options: Pick<GeneratorOptions, "repoRoot" | "includePrivate" | "maxPageBytes" | "analyze">,
  warn: Warn,
): CollectedRepository {
  const root = resolve(options.repoRoot ?? ".");
  const files = new RepositoryFiles(root, {
    warn,
    ...(options.maxPageBytes === undefined ? {} : { maxPageBytes: options.maxPageBytes }),
  });
  const config = readCatalogConfig(files);
  const { found, includePrivate } = discoverPackages(files, options, warn);
  const folders = found.map((pkg) => pkg.folder);
  const included = { ...options, includePrivate };
  const named = found.map((pkg) => withElementEntries(pkg, files, folders, included, warn));
  // Private packages are not catalogued (unless asked), but public ones may re-export them.
  const workspace = new WorkspaceModules(
    named.map(({ manifest, ...pkg }) => ({ ...pkg, name: manifest.name })),
  );
  const catalogued = named.filter((pkg) => includedPackage(pkg, included, warn));
  const slugs = assignSlugs(catalogued, warn);
  const rootIsPackage = named.some((pkg) => pkg.folder === ".");
  const repository: Repository = {
    root,
    files,
    workspace,
    config,
    sharedComponents: rootIsPackage ? null : readSharedComponentManifest(files),
    analyze: options.analyze !== false,
    packages: named,
  };
  const inputs = catalogued
    .map((pkg, i) => collectPackage(repository, pkg, slugs[i] as string))
    .sort((a, b) => compareText(a.slug, b.slug));
  warnAboutUnknownConfigured(config, named, warn);
  const taken = new Set(inputs.flatMap((input) => Object.keys(input.files)));
  warnAboutUnmappedDocs(root, inputs, taken, named.map((pkg) => pkg.folder), warn);
  const skipped = named.filter((pkg) => !catalogued.includes(pkg));
  warnAboutPrivateDocs(root, skipped, inputs, taken, warn);
  return { root, files, inputs, workspace };
}

/**
 * The packages a generation catalogues, each with its slug and manifest, found from the
 * workspace files and the manifests alone: what `--repo` lists while its first generation
 * runs. Warnings are the generation's to give.
 *
 * @param options Where to scan and which packages to include.
 * @returns The packages, sorted by slug.
 * @throws {Error} As {@link generateBundledData}: no repository root, or a workspace file that
 * cannot be parsed.
 */
export function listRepositoryPackages(
  options: Pick<GeneratorOptions, "repoRoot" | "includePrivate">,
): { slug: string; manifest: Record<string, unknown> }[] {
  const quiet: Warn = () => {};
  const files = new RepositoryFiles(resolve(options.repoRoot ?? "."), { warn: quiet });
  const { found, includePrivate } = discoverPackages(files, options, quiet);
  const catalogued = found.filter((pkg) => includePrivate || pkg.manifest.private !== true);
  const slugs = assignSlugs(catalogued, quiet);
  return catalogued.map((pkg, i) => ({ slug: slugs[i]!, manifest: pkg.manifest }))
    .sort((a, b) => compareText(a.slug, b.slug));
}

/**
 * The workspace's packages with a manifest that names them, and whether private ones are
 * catalogued: when asked, or when every package is private (a repository whose build writes the
 * published package.json into dist/, as zustand's: skipping them all would leave nothing).
 */
function discoverPackages(
  files: RepositoryFiles,
  options: Pick<GeneratorOptions, "includePrivate">,
  warn: Warn,
): { found: NamedPackage[]; includePrivate: boolean } {
  const found = discoverPackageFolders(files, warn)
    .map((folder) => readPackageManifest(files, folder, warn))
    .filter((pkg): pkg is NamedPackage => pkg !== null);
  const allPrivate = options.includePrivate !== true && found.length > 0 &&
    found.every((pkg) => pkg.manifest.private === true);
  if (allPrivate) {
    warn(
      "all-private",
      `every package of this repository is "private" (${
        found.map((pkg) => pkg.manifest.name).join(", ")
      }); catalogued all the same, as --include-private does`,
    );
  }
  return { found, includePrivate: options.includePrivate === true || allPrivate };
}

function warnAboutUnknownConfigured(
  config: CatalogConfig,
  named: readonly NamedPackage[],
  warn: Warn,
): void {
  const names = new Set(named.map((pkg) => pkg.manifest.name));
  for (const name of Object.keys(config.packages).filter((name) => !names.has(name))) {
    warn(
      "unknown-configured",
      `${config.file}: packages["${name}"] is not a package of this workspace; ignored`,
    );
  }
}

/**
 * Reports each package some of whose exported names have no symbol record: re-exported from a
 * package outside the workspace (`export { createSelector } from "reselect"`), which is not
 * followed, or declared where deno doc did not find it. `get-symbol` cannot answer for them.
 */
function warnAboutExportsWithoutSymbols(built: readonly BundledPackage[], warn: Warn): void {
  for (const pkg of built) {
    if (pkg.symbols === undefined) continue; // symbols were not recorded at all
    const recorded = new Set(pkg.symbols.map((symbol) => symbol.name));
    const missing = pkg.exports.filter((name) => !recorded.has(name));
    if (missing.length === 0) continue;
    warn(
      "exports-without-symbols",
      `${pkg.name}: ${missing.length} exported names have no symbol record (${firstFew(missing)})`,
    );
  }
}

/**
 * A catalogued package without entries whose manifest is built from source takes the modules
 * that register its elements, which that manifest will define them in.
 */
function withElementEntries(
  pkg: NamedPackage,
  files: RepositoryFiles,
  folders: readonly string[],
  options: Pick<GeneratorOptions, "includePrivate" | "analyze">,
  warn: Warn,
): NamedPackage {
  const skipped = pkg.manifest.private === true && !options.includePrivate;
  if (pkg.entries.length > 0 || skipped || options.analyze === false) return pkg;
  const owner = { folder: pkg.folder, name: pkg.manifest.name };
  return { ...pkg, entries: elementEntryPoints(files, owner, folders, warn) };
}

function includedPackage(
  pkg: NamedPackage,
  options: Pick<GeneratorOptions, "includePrivate">,
  warn: Warn,
): boolean {
  if (pkg.manifest.private !== true || options.includePrivate) return true;
  warn(
    "private-skipped",
    `${pkg.manifest.name} (${pkg.manifestPath}): private package skipped ` +
      "(--include-private catalogs it)",
  );
  return false;
}

/**
 * Loads the package builder, and with it TypeScript's parser, which reads the exported names.
 * Under Deno TypeScript reads its settings from the environment as it loads: without that
 * permission no entry can be built, and the error says which to grant.
 */
async function loadBuilder(): Promise<typeof import("./read/build_package.ts")> {
  try {
    return await import("./read/build_package.ts");
  } catch (error) {
    if ((error as Error).name !== "NotCapable") throw error;
    throw new Error(
      `TypeScript, which reads the packages' exported names, does not load ` +
        `(${(error as Error).message.split("\n")[0]}); under Deno grant ` +
        `--allow-env=${TYPESCRIPT_ENV} (TypeScript reads its settings from the environment), ` +
        "or -A",
    );
  }
}

/** The environment variables TypeScript reads as it loads, as Deno's --allow-env takes them. */
const TYPESCRIPT_ENV = "NODE_*,TSC_*,VSCODE_INSPECTOR_OPTIONS";

/**
 * Loads the analyzer; when it cannot load (under Deno, TypeScript reads its settings from the
 * environment: without {@link TYPESCRIPT_ENV} its import fails), says so once and builds nothing.
 */
async function loadAnalyzer(
  analyzing: readonly PackageInputs[],
  warn: Warn,
): Promise<typeof import("./read/components/analyzer/build_manifest.ts") | undefined> {
  try {
    return await import("./read/components/analyzer/build_manifest.ts");
  } catch (error) {
    const names = analyzing.map((input) => input.manifest.name as string).join(", ");
    warn(
      "analyzer-failed",
      `${names}: their Custom Elements Manifests cannot be built from source, the analyzer ` +
        `does not load (${(error as Error).message.split("\n")[0]}); under Deno grant ` +
        `--allow-env=${TYPESCRIPT_ENV} (TypeScript reads its settings from the environment), ` +
        "or pass --no-analyze",
    );
    return undefined;
  }
}

function reusable(
  cache: GenerationCache | null,
  slug: string,
  hash: string,
): BundledPackage | undefined {
  if (cache === null || cache.hashes[slug] !== hash) return undefined;
  const entry = cache.packages.get(slug);
  // A copy, so that the caller's previous snapshot and the new one never share objects.
  return entry === undefined ? undefined : structuredClone(entry);
}

function warnAboutUnknownRelated(
  inputs: PackageInputs[],
  packages: BundledPackage[],
  warn: Warn,
): void {
  const slugs = new Set(packages.map((pkg) => pkg.slug));
  packages.forEach((pkg, i) => {
    const file = metadataFile(inputs[i] as PackageInputs) ??
      (inputs[i] as PackageInputs).manifestPath;
    for (const related of pkg.related.filter((slug) => !slugs.has(slug))) {
      warn(
        "unknown-related",
        `${pkg.name} (${file}): related "${related}" is not a package of this catalog`,
      );
    }
  });
}
