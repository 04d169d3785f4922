/**
 * A library that publishes a catalog snapshot made by this generator with its package names it
 * in its package.json, `"catalogMcp": "./catalog.json"`, the way `"customElements"` names a
 * component manifest. Its own entry there was made from the library's repository (pages,
 * `catalog-mcp.json` metadata, symbols from its sources) and is richer than what can be rebuilt
 * from the tarball: it is served instead, once validated and only when it describes the
 * installed version.
 *
 * @module
 */
import type { BundledPackage } from "../../../snapshot/model.ts";
import { validateBundledData } from "../../../snapshot/validate.ts";
import type { RepositoryFiles } from "../../find/repository_files.ts";
import type { Warn } from "../../warnings.ts";
import { insidePackage } from "../manifest/package_layout.ts";
import type { InstalledPackage } from "./installed_package.ts";

/** The package.json field that names a shipped catalog snapshot. */
export const CATALOG_FIELD = "catalogMcp";

/**
 * The package's entry from the catalog snapshot it ships, or `null` when it ships none or the
 * one it ships cannot be used (one warning says why, and the package is read from its files).
 *
 * @param pkg The installed package.
 * @param manifest Its parsed package.json.
 * @param files Its files.
 * @param label How warnings name it (`@acme/ui@2.1.0`).
 * @param warn Receives the warning.
 * @returns The entry as the snapshot has it (slug and third-party marking are the caller's).
 */
export function shippedCatalogEntry(
  pkg: InstalledPackage,
  manifest: Record<string, unknown>,
  files: RepositoryFiles,
  label: string,
  warn: Warn,
): BundledPackage | null {
  const field = manifest[CATALOG_FIELD];
  if (field === undefined) return null;
  const skip = (file: string, why: string) => {
    warn("bad-shipped-catalog", `${label} (${file}): ${why}; the package is read from its files`);
    return null;
  };
  const path = typeof field === "string" ? insidePackage(".", field) : null;
  if (path === null) {
    return skip("package.json", `"${CATALOG_FIELD}" must be a path inside the package`);
  }
  const text = files.read(path);
  if (text === null) return skip(path, `"${CATALOG_FIELD}" names a file that is not there`);
  let entry: BundledPackage | undefined;
  try {
    entry = validateBundledData(JSON.parse(text)).packages.find((found) => found.name === pkg.name);
  } catch (error) {
    return skip(path, `not a valid catalog snapshot: ${(error as Error).message.split("\n")[0]}`);
  }
  if (entry === undefined) return skip(path, `the snapshot has no package named ${pkg.name}`);
  if (entry.version !== pkg.version) {
    return skip(path, `the snapshot describes version ${entry.version}, not ${pkg.version}`);
  }
  return entry;
}
