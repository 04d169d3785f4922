/**
 * The generator's pipeline: discover, collect, hash, build or reuse, check, assemble.
 *
 * @module
 */
import { resolve } from "node:path";
import type { BundledPackage } from "../snapshot/model.ts";
import { validateBundledData } from "../snapshot/validate.ts";
import { type GenerationCache, openCache } from "./cache.ts";
import {
  collectPackage,
  type NamedPackage,
  type PackageInputs,
  readPackageManifest,
  type Repository,
} from "./collect.ts";
import { readSharedComponentManifest } from "./components.ts";
import { elementEntryPoints } from "./analyzer/element_entry_points.ts";
import { compareText } from "./compare_text.ts";
import { type CatalogConfig, CONFIG_FILE, readCatalogConfig } from "./config.ts";
import { dependencyNames } from "./dependency_names.ts";
import { expandFileGlob } from "./glob.ts";
import { metadataFile } from "./doc_pages.ts";
import { hashPackageInputs } from "./hash.ts";
import type { GeneratorOptions, GeneratorResult } from "./options.ts";
import { rootVersion } from "./root_version.ts";
import { RepositoryFiles } from "./repository_files.ts";
import { locateDeno, NO_DENO_HINT } from "./symbols/deno_binary.ts";
import { assignSlugs } from "./slugs.ts";
import type { Warn } from "./warnings.ts";
import { discoverPackageFolders } from "./workspace.ts";
import { WorkspaceModules } from "./workspace_modules.ts";

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
 * @param options Where to scan and how; see {@link GeneratorOptions}.
 * @returns The snapshot, one input hash per package and the slugs reused from the cache.
 * @throws {Error} When the repository root does not exist, or a workspace file cannot be
 * parsed.
 *
 * @example Generate a snapshot and write it
 * ```ts ignore
 * import { writeFileSync } from "node:fs";
 * import { generateBundledData } from "@catalog-mcp/server/generator";
 *
 * const { data } = await generateBundledData({ repoRoot: "../my-monorepo" });
 * writeFileSync("catalog.json", JSON.stringify(data, null, 2) + "\n");
 * ```
 */
export async function generateBundledData(
  options: GeneratorOptions = {},
): Promise<GeneratorResult> {
  const handler = options.onWarning ?? ((message: string) => console.warn(message));
  const warn: Warn = (kind, message) => handler(message, kind);
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
    import("./build_package.ts"),
    deno === null ? undefined : import("./symbol_step.ts"),
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
  const found = discoverPackageFolders(files, warn)
    .map((folder) => readPackageManifest(files, folder, warn))
    .filter((pkg): pkg is NamedPackage => pkg !== null);
  const folders = found.map((pkg) => pkg.folder);
  // A repository every package of which is private publishes from a build folder (zustand's
  // root is private; its build writes a public package.json into dist/): skipping them all
  // would leave nothing.
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
  const included = { ...options, includePrivate: options.includePrivate === true || allPrivate };
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

/** How many names or files a warning names before it counts the rest. */
const NAMED = 5;

/** The first {@link NAMED} items, then how many more there are: `a, b, c, d, e and 3 more`. */
function firstFew(items: readonly string[]): string {
  const more = items.length > NAMED ? ` and ${items.length - NAMED} more` : "";
  return `${items.slice(0, NAMED).join(", ")}${more}`;
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
 * Reports, once per folder, the Markdown files of a documentation site at the repository root
 * ({@link ROOT_DOCS}) that no package's pages took.
 */
function warnAboutUnmappedDocs(
  root: string,
  inputs: readonly PackageInputs[],
  taken: ReadonlySet<string>,
  packageFolders: readonly string[],
  warn: Warn,
): void {
  for (const folder of ROOT_DOCS) {
    // A folder that is a package is catalogued (or said to be skipped) as one.
    if (packageFolders.includes(folder)) continue;
    const unmapped = unmappedPages(root, folder, taken);
    const rule = suggestedRule(folder, unmapped, inputs);
    if (rule === undefined || (folder !== "docs" && unmapped.length < DOCS_SITE_PAGES)) continue;
    warn(
      "unmapped-docs",
      `${folder} (${CONFIG_FILE}): ${unmapped.length} Markdown files under ${folder}/ belong to ` +
        `no package (${firstFew(unmapped)}); map them with "docs" rules in ${CONFIG_FILE}, e.g. ` +
        `${rule} (README: catalog-mcp.json)`,
    );
  }
}

/**
 * The folders at the repository root where a documentation site is kept: `docs/`, and
 * (counted as one from five pages) svelte's `documentation/`, immer's `website/` and the like.
 */
const ROOT_DOCS = ["docs", "documentation", "website", "site", "www"];

/** The fewest Markdown files that make a skipped private package look like a docs site. */
const DOCS_SITE_PAGES = 5;

/**
 * Reports each private package that was skipped but holds a docs site (pinia's `packages/docs`,
 * a VitePress or Docusaurus folder): often the documentation of the public packages beside
 * it, which a `docs` rule can map to them. It names a rule to copy.
 */
function warnAboutPrivateDocs(
  root: string,
  skipped: readonly NamedPackage[],
  inputs: readonly PackageInputs[],
  taken: ReadonlySet<string>,
  warn: Warn,
): void {
  for (const pkg of skipped) {
    const pages = unmappedPages(root, pkg.folder, taken);
    const rule = suggestedRule(pkg.folder, pages, inputs);
    if (pages.length < DOCS_SITE_PAGES || rule === undefined) continue;
    warn(
      "unmapped-docs",
      `${pkg.manifest.name} (${pkg.manifestPath}) is private and skipped, with ${pages.length} ` +
        `Markdown files: if they document the packages here, map them with a "docs" rule in ` +
        `${CONFIG_FILE}, e.g. ${rule} (README: catalog-mcp.json)`,
    );
  }
}

/** The Markdown files under a folder that no catalogued package took (`taken`: their files). */
function unmappedPages(root: string, folder: string, taken: ReadonlySet<string>): string[] {
  return expandFileGlob(root, folder === "." ? "**" : `${folder}/**`)
    .filter((file) => /\.mdx?$/.test(file) && !taken.has(file));
}

/** How many rules a warning shows when it offers one per package. */
const RULES_SHOWN = 3;

/**
 * `docs` rules that map a folder's pages to packages, for a warning to offer: its `.md` and
 * `.mdx` files, as it has them. When the pages are split into folders named for one package
 * each (`docs/framework/react/` for `@tanstack/react-table`: a word of one package's slug only),
 * one rule per such folder, the first few shown; else one rule for all, to the main package
 * with code ({@link mainPackage}). None when there is no page or no package.
 */
function suggestedRule(
  folder: string,
  pages: readonly string[],
  inputs: readonly PackageInputs[],
): string | undefined {
  // A package with code, if there is one: a docs workspace (`docs`) is shortest, and documents
  // the others.
  const coded = inputs.filter((input) => input.entries.length > 0);
  const candidates = coded.length > 0 ? coded : inputs;
  if (pages.length === 0 || candidates.length === 0) return undefined;
  const extensions = [".md", ".mdx"].filter((extension) =>
    pages.some((page) => page.endsWith(extension))
  );
  const rule = (base: string, name: string) => {
    const include = extensions.map((extension) =>
      `${base === "" ? "" : `${base}/`}**/*${extension}`
    );
    return JSON.stringify({ include: include.length === 1 ? include[0] : include, package: name });
  };
  const split = packageFolders(pages, candidates);
  if (split.size > 1) {
    const rules = [...split].map(([base, name]) => rule(base, name));
    const more = rules.length > RULES_SHOWN
      ? ` and ${rules.length - RULES_SHOWN} more like them`
      : "";
    return `[${rules.slice(0, RULES_SHOWN).join(",")}]${more}`;
  }
  return rule(folder === "." ? "" : folder, mainPackage(candidates, inputs));
}

/**
 * The package the others build on: the most depended on among the workspace's packages, then
 * the shortest name (`@sentry/core`, `pinia` beside `@pinia/nuxt`).
 */
function mainPackage(
  candidates: readonly PackageInputs[],
  inputs: readonly PackageInputs[],
): string {
  const dependents = new Map<string, number>();
  for (const { manifest } of inputs) {
    for (const name of dependencyNames(manifest, true)) {
      dependents.set(name, (dependents.get(name) ?? 0) + 1);
    }
  }
  const names = candidates.map((input) => input.manifest.name as string);
  const rank = (name: string) => [-(dependents.get(name) ?? 0), name.length] as const;
  return names.reduce((best, name) => {
    const [a, b] = [rank(name), rank(best)];
    return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? name : best;
  });
}

/**
 * The folders of pages named by a word that is in one package's slug only, with that package:
 * `docs/framework/react` -> `@tanstack/react-table` (`table` is in every slug, `react` in one).
 */
function packageFolders(
  pages: readonly string[],
  packages: readonly PackageInputs[],
): Map<string, string> {
  const owners = new Map<string, string[]>();
  for (const pkg of packages) {
    for (const word of new Set(pkg.slug.split("-"))) {
      owners.set(word, [...owners.get(word) ?? [], pkg.manifest.name as string]);
    }
  }
  const folders = new Map<string, string>();
  for (const page of pages) {
    const segments = page.split("/").slice(0, -1);
    const at = segments.findIndex((segment) => owners.get(segment)?.length === 1);
    if (at !== -1) {
      folders.set(segments.slice(0, at + 1).join("/"), owners.get(segments[at]!)![0]!);
    }
  }
  return folders;
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
 * Loads the analyzer; when it cannot load (under Deno, TypeScript reads its settings from the
 * environment: without `--allow-env` its import fails), says so once and builds nothing.
 */
async function loadAnalyzer(
  analyzing: readonly PackageInputs[],
  warn: Warn,
): Promise<typeof import("./analyzer/build_manifest.ts") | undefined> {
  try {
    return await import("./analyzer/build_manifest.ts");
  } catch (error) {
    const names = analyzing.map((input) => input.manifest.name as string).join(", ");
    warn(
      "analyzer-failed",
      `${names}: their Custom Elements Manifests cannot be built from source, the analyzer ` +
        `does not load (${(error as Error).message.split("\n")[0]}); under Deno grant ` +
        "--allow-env (TypeScript reads its settings from the environment), or pass --no-analyze",
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
