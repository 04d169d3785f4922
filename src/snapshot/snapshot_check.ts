/**
 * The quick check of a parsed snapshot: the shape by the functions compiled from the zod schema
 * (`snapshot_shape_check.js`), then the rules a JSON Schema cannot state (`snapshot_rules.ts`),
 * each on the values the schema applies it to. It answers yes or no; a no goes to zod, which
 * finds and names the problems. Meant for what `JSON.parse` or a JSON module makes (plain
 * objects and arrays): on other values, where the two could differ, use the zod schema.
 *
 * @module
 */
import type { BundledData, BundledPackage } from "./model.ts";
import { checkPackageShape, checkSnapshotRoot } from "./snapshot_shape_check.js";
import {
  docsProblems,
  packageProblems,
  pageIdProblems,
  slugProblems,
  snapshotProblems,
} from "./snapshot_rules.ts";

/**
 * Whether parsed JSON is a valid snapshot.
 *
 * @param raw What `JSON.parse` returned for the snapshot's text.
 * @returns `true` exactly when the snapshot schema accepts it.
 */
export function isValidSnapshotJson(raw: unknown): raw is BundledData {
  return checkSnapshotRoot(raw) &&
    (raw as BundledData).packages.every(isValidPackageJson) &&
    snapshotProblems(raw as BundledData).length === 0;
}

/**
 * Whether parsed JSON is a valid package of a snapshot.
 *
 * @param raw What `JSON.parse` returned for the package's text.
 * @returns `true` exactly when the package schema accepts it.
 */
export function isValidPackageJson(raw: unknown): raw is BundledPackage {
  if (!checkPackageShape(raw)) return false;
  const pkg = raw as BundledPackage;
  return slugProblems(pkg.slug).length === 0 &&
    docsProblems(pkg.docs).length === 0 &&
    (pkg.pages ?? []).every((page) => pageIdProblems(page.id).length === 0) &&
    packageProblems(pkg).length === 0;
}
