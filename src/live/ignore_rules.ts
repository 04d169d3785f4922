/**
 * Which paths of a repository are not watched: dependency and version-control folders, build
 * outputs, what the repository's `.gitignore` files ignore (read as git reads them, by the
 * `ignore` package), and the cache folder.
 *
 * @module
 */
import ignore, { type Ignore } from "ignore";
import { join, relative, sep } from "node:path";
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
   * @param folder Whether the path is a folder (a `.gitignore` pattern that ends in `/` matches
   * folders only); its parent folders always are.
   * @returns Whether edits there are ignored.
   */
  ignores(segments: readonly string[], folder?: boolean): boolean;
}

/**
 * The rules for a repository. Its `.gitignore` files apply as in git: each to the paths below
 * its folder, with wildcards, `**`, rooted (`/generated`) and folder-only (`tmp/`) patterns and
 * `!` negations; a deeper file's rule wins over a shallower one's, and nothing inside an ignored
 * folder is watched, whatever a negation says (git cannot re-include it either). Each
 * `.gitignore` is read once, the first time a path below its folder is asked about.
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
  const gitignores = new Map<string, Ignore | null>();
  /** The rules of the `.gitignore` in a folder (segments from the root), if it has one. */
  const gitignoreOf = (folder: readonly string[]): Ignore | null => {
    const key = folder.join("/");
    let rules = gitignores.get(key);
    if (rules === undefined) {
      const text = readTextFile(join(root, ...folder, ".gitignore"));
      rules = text === null ? null : ignore({ ignorecase: false }).add(text);
      gitignores.set(key, rules);
    }
    return rules;
  };
  /** Git's verdict on one path: the deepest `.gitignore` above it that has a rule for it. */
  const gitIgnores = (segments: readonly string[], folder: boolean): boolean => {
    for (let depth = segments.length - 1; depth >= 0; depth--) {
      const rules = gitignoreOf(segments.slice(0, depth));
      if (rules === null) continue;
      const { ignored, unignored } = rules.test(
        segments.slice(depth).join("/") + (folder ? "/" : ""),
      );
      if (ignored || unignored) return ignored;
    }
    return false;
  };
  return {
    ignores(path, folder = false) {
      const segments = path.filter((segment) => segment !== "" && segment !== ".");
      if (segments.length === 0 || segments[0] === "..") return false;
      if (segments.some((segment) => names.has(segment))) return true;
      if (rooted.some((prefix) => prefix.every((part, i) => segments[i] === part))) return true;
      return segments.some((_, i) =>
        gitIgnores(segments.slice(0, i + 1), i < segments.length - 1 || folder)
      );
    },
  };
}
