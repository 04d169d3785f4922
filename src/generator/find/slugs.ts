/**
 * Slugs: the key every tool takes. The specification's rule is the package's folder name; when
 * several packages would share one, each of them takes a slug made from its package name, which
 * its users can predict without knowing the repository.
 *
 * @module
 */
import { posix } from "node:path";
import type { Warn } from "../warnings.ts";

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

function countOf(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
