/**
 * Which installed dependencies of an app become catalog entries, under which slugs, beside the
 * packages of a repository served with them (`--repo . --deps .`, `generate --repo-root .
 * --deps .`).
 *
 * @module
 */
import { sep } from "node:path";
import {
  findInstalledPackages,
  type InstalledOptions,
  type InstalledPackage,
} from "./installed.ts";
import { dependencySlugs } from "./slugs.ts";
import type { Warn } from "../warnings.ts";

/** A dependency to read, and the slug its entry takes. */
export interface PlannedDependency {
  /** The package as the resolver found it. */
  installed: InstalledPackage;
  /** Its slug. */
  slug: string;
}

/** The repository served beside the dependencies. */
export interface ServedRepository {
  /** The repository's absolute real path. */
  root: string;
  /** The slugs its packages take. */
  slugs: ReadonlySet<string>;
}

/**
 * The dependencies of an app to serve. A package installed from inside the repository (a
 * workspace link into it) is the repository's own: its entry is the repository's, not a second
 * one. A dependency whose slug a repository package holds takes `<slug>@<version>`.
 *
 * @param app The app folder.
 * @param options Packages to add and to leave out.
 * @param repository The repository served beside, if any.
 * @param warn Receives the resolver's warnings.
 * @returns The dependencies, sorted by slug.
 * @throws {Error} What {@link findInstalledPackages} throws.
 *
 * @example
 * ```ts ignore
 * const planned = planDependencies(".", {}, undefined, warn);
 * console.log(planned.map((dep) => dep.slug)); // ["next", "react", "zod"]
 * ```
 */
export function planDependencies(
  app: string,
  options: InstalledOptions,
  repository: ServedRepository | undefined,
  warn: Warn,
): PlannedDependency[] {
  const installed = findInstalledPackages(app, options, warn)
    .filter((pkg) => repository === undefined || !ownPackage(pkg.folder, repository.root));
  const slugs = dependencySlugs(installed, repository?.slugs ?? new Set());
  return installed.map((pkg, i) => ({ installed: pkg, slug: slugs[i]! }))
    .sort((a, b) => a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/** Whether a package folder is the repository's own: inside it, not under a `node_modules`. */
function ownPackage(folder: string, root: string): boolean {
  if (folder !== root && !folder.startsWith(root + sep)) return false;
  return !folder.slice(root.length).split(sep).includes("node_modules");
}
