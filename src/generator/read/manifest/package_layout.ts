/**
 * Where a package's inputs live, relative to the repository root. Collection (which reads the
 * files) and building (which interprets them) both ask this module, so they cannot disagree.
 *
 * @module
 */
import { posix } from "node:path";
import type { DocPage } from "../../../snapshot/model.ts";

/** Manifest file names, in the order they are consulted. */
export const MANIFEST_FILES: readonly string[] = ["package.json", "deno.json", "deno.jsonc"];

/**
 * A path inside a package folder, relative to the repository root. The folder of a repository
 * that is itself the one package is `.`, whose files have no prefix.
 *
 * @param folder Package folder, relative to the repository root (`.` for the root).
 * @param path A path relative to that folder.
 * @returns The repository-relative path.
 */
export function inFolder(folder: string, path: string): string {
  return folder === "." ? path : `${folder}/${path}`;
}

/** Conventional Custom Elements Manifest locations when `customElements` names none. */
const CEM_FILES: readonly string[] = ["custom-elements.json", "dist/custom-elements.json"];

/**
 * The files a doc page may come from, in order of preference: the repository's shared
 * `docs/<slug>/` folder first, then the package's own `docs/` folder.
 *
 * @param folder Package folder, relative to the repository root.
 * @param slug Package slug.
 * @param page Doc page name.
 * @returns Relative file paths.
 */
export function docPagePaths(folder: string, slug: string, page: DocPage): string[] {
  return [`docs/${slug}/${page}.md`, inFolder(folder, `docs/${page}.md`)];
}

/** A README's file names, the conventional one first (a case-sensitive file system tells them apart). */
const README_NAMES = [
  "README.md",
  "readme.md",
  "Readme.md",
  "ReadMe.md",
  "README.markdown",
  "readme.markdown",
  "Readme.markdown",
];

/**
 * Where a package's README may be, the conventional spelling first.
 *
 * @param folder Package folder, relative to the repository root.
 * @returns Relative file paths.
 */
export function readmePaths(folder: string): string[] {
  return README_NAMES.map((name) => inFolder(folder, name));
}

/**
 * The README that stands in for a missing index page: the first of {@link readmePaths} that
 * is present (`README.md` when none is).
 *
 * @param folder Package folder, relative to the repository root.
 * @param present Whether a file is there; none is when omitted.
 * @returns Relative file path.
 */
export function readmePath(
  folder: string,
  present: (path: string) => boolean = () => false,
): string {
  return readmePaths(folder).find(present) ?? inFolder(folder, "README.md");
}

/**
 * Custom Elements Manifest candidates: the `customElements` field of `package.json` when it
 * names a file inside the package, then the conventional locations.
 *
 * @param folder Package folder, relative to the repository root.
 * @param customElements The `customElements` field value, if any.
 * @returns Relative file paths, most preferred first.
 */
export function cemPaths(folder: string, customElements: unknown): string[] {
  const declared = typeof customElements === "string"
    ? insidePackage(folder, customElements)
    : null;
  const conventional = CEM_FILES.map((file) => inFolder(folder, file));
  return declared === null
    ? conventional
    : [declared, ...conventional.filter((p) => p !== declared)];
}

/**
 * Resolves a path relative to the package folder, or `null` when it leaves the folder.
 *
 * @param folder Package folder, relative to the repository root.
 * @param path A path relative to that folder.
 * @returns The repository-relative path, or `null`.
 */
export function insidePackage(folder: string, path: string): string | null {
  const resolved = posix.normalize(posix.join(folder, path));
  if (folder === ".") return resolved === ".." || /^(?:\.\.\/|\/)/.test(resolved) ? null : resolved;
  return resolved.startsWith(`${folder}/`) ? resolved : null;
}

/**
 * The repository path a relative import specifier names from a module: `./x`, `../y/z.js`,
 * `.`, `..`; a query such as `?inline` is kept. Packages import their siblings by relative
 * path too (`../assert/assert.ts` in the Deno standard library), so any path inside the
 * repository counts.
 *
 * @param fromFile The importing module, relative to the repository root.
 * @param specifier The specifier, as written.
 * @returns The path relative to the repository root; `null` for a bare specifier or a path
 * that leaves the repository.
 */
export function relativeTarget(fromFile: string, specifier: string): string | null {
  if (!/^\.\.?(?:\/|$)/.test(specifier)) return null;
  return insidePackage(".", posix.join(posix.dirname(fromFile), specifier));
}

/**
 * Resolves a relative import specifier of a module to the files it may denote, following the
 * conventions of Deno (`./x.ts`) and of TypeScript projects compiled to JavaScript (`./x.js`
 * meaning `./x.ts`, extensionless `./x`), TypeScript before JavaScript.
 *
 * @param fromFile The importing module, relative to the repository root.
 * @param specifier The specifier, such as `./button.ts`.
 * @returns Candidate paths relative to the repository root, most likely first; empty for bare
 * specifiers and paths outside the repository.
 */
export function moduleCandidates(fromFile: string, specifier: string): string[] {
  const target = relativeTarget(fromFile, specifier);
  if (target === null) return [];
  if (/\.(?:d\.)?[cm]?tsx?$/.test(target)) return [target];
  const jsToTs = /\.([cm]?)jsx?$/.exec(target);
  if (jsToTs !== null) {
    const stem = target.slice(0, jsToTs.index);
    return [`${stem}.${jsToTs[1]}ts`, `${stem}.tsx`, `${stem}.d.ts`, target];
  }
  return [
    `${target}.ts`,
    `${target}.tsx`,
    `${target}.d.ts`,
    `${target}/index.ts`,
    `${target}/index.tsx`,
    `${target}/index.d.ts`,
  ];
}

/**
 * Tells whether a manifest module's path (relative to the repository root, as analyzers run
 * at the root write it) lies in a package folder.
 *
 * @param path The module's `path`.
 * @param folder Package folder, relative to the repository root.
 * @returns `true` when the module belongs to the package.
 */
export function modulePathIn(path: string, folder: string): boolean {
  return path.replace(/^\.\//, "").startsWith(`${folder}/`);
}
