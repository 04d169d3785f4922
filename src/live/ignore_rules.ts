/**
 * Which paths of a repository are not watched: dependency and version-control folders, build
 * outputs, the folders the root `.gitignore` names, and the cache folder.
 *
 * @module
 */
import { relative, sep } from "node:path";
import { readTextFile } from "../generator/write/text_file.ts";

/**
 * Folder names never watched, at any depth: dependencies, version control, the build outputs
 * no source lives in. `build` and `out` are left to the `.gitignore`: some packages keep
 * source there, and a needless regeneration reuses every package anyway.
 */
const ALWAYS_IGNORED = [
  "node_modules",
  ".git",
  ".hg",
  ".svn",
  "dist",
  "coverage",
  ".cache",
  ".next",
  ".nuxt",
  ".svelte-kit",
  ".turbo",
  ".nx",
  ".parcel-cache",
  "storybook-static",
];

/** Decides whether a path is left out. */
export interface IgnoreRules {
  /**
   * @param segments The path relative to the repository root, split into its segments.
   * @returns Whether edits there are ignored.
   */
  ignores(segments: readonly string[]): boolean;
}

/**
 * The rules for a repository. From the root `.gitignore` it takes the plain names (`tmp`,
 * `tmp/`: that name at any depth) and rooted paths (`/generated`); patterns with wildcards and
 * negations are not interpreted, and nested `.gitignore` files are not read.
 *
 * @param root The repository's absolute path.
 * @param extra Absolute paths also left out (the cache folder).
 * @returns The rules.
 *
 * @example
 * ```ts ignore
 * ignoreRules("/repo", []).ignores(["packages", "ui", "node_modules", "x.js"]); // true
 * ```
 */
export function ignoreRules(root: string, extra: readonly string[]): IgnoreRules {
  const names = new Set(ALWAYS_IGNORED);
  const rooted: string[][] = extra
    .map((path) => relative(root, path))
    .filter((path) => path !== "" && !path.startsWith(".."))
    .map((path) => path.split(sep));
  for (const line of (readTextFile(`${root}/.gitignore`) ?? "").split(/\r?\n/)) {
    const pattern = line.trim().replace(/\/$/, "");
    if (pattern === "" || /^[#!]|[*?[\\]/.test(pattern)) continue;
    if (pattern.startsWith("/")) rooted.push(pattern.slice(1).split("/"));
    else if (!pattern.includes("/")) names.add(pattern);
    else rooted.push(pattern.split("/"));
  }
  return {
    ignores: (segments) =>
      segments.some((segment) => names.has(segment)) ||
      rooted.some((prefix) => prefix.every((part, i) => segments[i] === part)),
  };
}
