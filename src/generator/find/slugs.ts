/**
 * Slugs: the key every tool takes. The specification's rule is the package's folder name; when
 * several packages would share one, each of them takes a slug made from its package name, which
 * its users can predict without knowing the repository. Installed dependencies (`--deps`) have
 * no folder of the repository: theirs come from their names, and versions where one name is
 * installed at several.
 *
 * @module
 */
import { posix } from "node:path";
import semver from "semver";
import type { Warn } from "../warnings.ts";
import { countOf } from "../../catalog/count_of.ts";

/**
 * The slug a package name gives: without the `@`, the scope joined with `-`
 * (`@lit-labs/context` -> `lit-labs-context`).
 *
 * @param name A package name.
 * @returns The slug.
 */
export function slugFromName(name: string): string {
  return name.replace(/^@/, "").replaceAll("/", "-");
}

/** What a slug is chosen from: a package's folder and the name its manifest gives it. */
export interface NamedFolder {
  /** Package folder, relative to the repository root (`.` for the root). */
  folder: string;
  /** The package's manifest, as far as a slug needs it. */
  manifest: { name: string };
}

/**
 * Chooses every package's slug.
 *
 * 1. The folder name, when no other package's folder has that name (the specification's rule).
 *    The repository root, when it is the one package, is named by its package name without the
 *    scope (the checkout's folder name is an accident of the clone).
 * 2. Otherwise the slug made from the package name ({@link slugFromName}), for every package of
 *    the clash.
 * 3. Should that clash too (two packages with one name), the folder path with `-` for `/`, then
 *    a numeric suffix: a run never stops over a slug.
 *
 * @param packages The packages, sorted by folder.
 * @param warn Receives one warning per clash, naming the folders and their slugs.
 * @returns One slug per package, in the same order.
 */
export function assignSlugs(packages: readonly NamedFolder[], warn: Warn): string[] {
  const folderSlugs = packages.map((pkg) =>
    pkg.folder === "." ? pkg.manifest.name.replace(/^@[^/]*\//, "") : posix.basename(pkg.folder)
  );
  const uses = countOf(folderSlugs);
  const taken = new Set(folderSlugs.filter((slug) => uses.get(slug) === 1));
  const clashing = packages.map((_, i) => i).filter((i) => !taken.has(folderSlugs[i] as string));
  const nameUses = countOf(
    clashing.map((i) => slugFromName((packages[i] as NamedFolder).manifest.name)),
  );

  const slugs = [...folderSlugs];
  for (const i of clashing) {
    const pkg = packages[i] as NamedFolder;
    const byName = slugFromName(pkg.manifest.name);
    let slug = nameUses.get(byName) === 1 && !taken.has(byName)
      ? byName
      : pkg.folder.replaceAll("/", "-");
    for (let n = 2; taken.has(slug); n++) slug = `${pkg.folder.replaceAll("/", "-")}-${n}`;
    taken.add(slug);
    slugs[i] = slug;
  }

  const groups = new Map<string, number[]>();
  for (const i of clashing) {
    const folderName = folderSlugs[i] as string;
    groups.set(folderName, [...groups.get(folderName) ?? [], i]);
  }
  for (const [folderName, members] of groups) {
    const list = members.map((i) => `${(packages[i] as NamedFolder).folder} -> ${slugs[i]}`);
    warn(
      "slug-from-name",
      `${members.length} packages share the folder name "${folderName}"; their slugs come ` +
        `from their package names: ${list.join(", ")}`,
    );
  }
  return slugs;
}

/** What a dependency's slug is chosen from. */
export interface NamedVersion {
  /** The package name. */
  name: string;
  /** The installed version. */
  version: string;
}

/**
 * Chooses the slugs of installed dependencies (`--deps`), the same way every time:
 *
 * 1. The package name without `@`, `/` as `-` ({@link slugFromName}: `next`, `ai-sdk-react`,
 *    `types-node`).
 * 2. Where several versions of one name are served, the highest takes that slug and each other
 *    one `<slug>@<version>` (`zod@3.25.76`).
 * 3. A slug already `taken` (by a package of the repository served beside, `--repo`) goes to
 *    the repository's package: the dependency takes `<slug>@<version>`.
 * 4. Should two names give one slug (`@a/b-c` and `a-b-c`), the unscoped name keeps it and the
 *    scoped one joins scope and name with `--` (`a--b-c`).
 *
 * @param packages The dependencies, in any order.
 * @param taken Slugs already used.
 * @returns One slug per package, in the same order.
 *
 * @example
 * ```ts
 * import { dependencySlugs } from "./slugs.ts";
 *
 * const slugs = dependencySlugs([
 *   { name: "zod", version: "3.25.76" },
 *   { name: "zod", version: "4.6.7" },
 *   { name: "@ai-sdk/react", version: "4.0.177" },
 * ], new Set());
 * console.log(slugs); // ["zod@3.25.76", "zod", "ai-sdk-react"]
 * ```
 */
export function dependencySlugs(
  packages: readonly NamedVersion[],
  taken: ReadonlySet<string>,
): string[] {
  const owners = new Map<string, string>();
  for (const name of [...new Set(packages.map((pkg) => pkg.name))].sort(unscopedFirst)) {
    const plain = slugFromName(name);
    const owner = owners.get(plain);
    owners.set(
      owner === undefined || owner === name ? plain : name.replace(/^@/, "").replace("/", "--"),
      name,
    );
  }
  const baseOf = new Map([...owners].map(([slug, name]) => [name, slug]));
  const highest = new Map<string, string>();
  for (const { name, version } of packages) {
    const known = highest.get(name);
    if (known === undefined || compareVersions(version, known) > 0) highest.set(name, version);
  }
  return packages.map(({ name, version }) => {
    const base = baseOf.get(name)!;
    return highest.get(name) === version && !taken.has(base) ? base : `${base}@${version}`;
  });
}

/** Unscoped names first, then by name: the unscoped one of two names with one slug keeps it. */
function unscopedFirst(a: string, b: string): number {
  return Number(a.startsWith("@")) - Number(b.startsWith("@")) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Semantic version order; a version semver cannot read sorts below every one it can. */
function compareVersions(a: string, b: string): number {
  const [x, y] = [semver.valid(a), semver.valid(b)];
  if (x === null || y === null) return Number(x !== null) - Number(y !== null) || (a < b ? -1 : 1);
  return semver.compare(x, y);
}
