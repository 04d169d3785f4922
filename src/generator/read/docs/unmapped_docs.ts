/**
 * Documentation that no package took: the Markdown of a docs site at the repository root, or of
 * a private package that holds one, reported with a `docs` rule of `catalog-mcp.json` to copy.
 *
 * @module
 */
import { expandFileGlob } from "../../find/glob.ts";
import { CONFIG_FILE } from "../../find/config.ts";
import { dependencyNames } from "../manifest/dependency_names.ts";
import type { NamedPackage, PackageInputs } from "../collect.ts";
import { firstFew, type Warn } from "../../warnings.ts";

/**
 * Reports, once per folder, the Markdown files of a documentation site at the repository root
 * ({@link ROOT_DOCS}) that no package's pages took.
 */
export function warnAboutUnmappedDocs(
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
export function warnAboutPrivateDocs(
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
