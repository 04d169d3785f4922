/**
 * What `--check` reports: how a committed snapshot differs from a fresh one.
 *
 * @module
 */
import type { BundledData } from "../../snapshot/model.ts";
import { compareText } from "../compare_text.ts";
import { isRecord } from "../is_record.ts";

/**
 * Lists the differences between a committed snapshot and a freshly generated one.
 *
 * @param committed The committed file's text, or `null` when it does not exist.
 * @param fresh The fresh snapshot.
 * @returns One line per difference: the snapshot version, then packages added, removed or
 * changed, by slug. Empty when only formatting differs.
 */
export function describeSnapshotDifferences(
  committed: string | null,
  fresh: BundledData,
): string[] {
  if (committed === null) return ["the snapshot file does not exist"];
  let old: unknown;
  try {
    old = JSON.parse(committed);
  } catch {
    return ["the snapshot file is not valid JSON"];
  }
  const oldPackages = new Map<string, string>();
  const packages = isRecord(old) && Array.isArray(old.packages) ? old.packages : [];
  for (const pkg of packages) {
    if (isRecord(pkg) && typeof pkg.slug === "string") {
      oldPackages.set(pkg.slug, JSON.stringify(pkg));
    }
  }
  const freshPackages = new Map(fresh.packages.map((pkg) => [pkg.slug, JSON.stringify(pkg)]));

  const lines: string[] = [];
  const oldVersion = isRecord(old) ? old.version : undefined;
  if (oldVersion !== fresh.version) {
    lines.push(
      `snapshot version: ${JSON.stringify(oldVersion) ?? "missing"} -> "${fresh.version}"`,
    );
  }
  const slugs = [...new Set([...oldPackages.keys(), ...freshPackages.keys()])].sort(compareText);
  for (const slug of slugs) {
    const [before, after] = [oldPackages.get(slug), freshPackages.get(slug)];
    if (before === undefined) lines.push(`added: ${slug}`);
    else if (after === undefined) lines.push(`removed: ${slug}`);
    else if (before !== after) lines.push(`changed: ${slug}`);
  }
  return lines;
}
