/**
 * Collection: reads every file that can contribute to a package's catalog entry. Everything
 * after this step works on the collected text only, which is what makes the input hash a
 * complete description of a package's inputs.
 *
 * @module
 */
import { join } from "node:path";
import { DOC_PAGES } from "../model.ts";
import { extractExports } from "./exports_extract.ts";
import { isRecord } from "./is_record.ts";
import { parseJsonc } from "./jsonc.ts";
import type { Warn } from "./warnings.ts";
import {
  cemPaths,
  docPagePaths,
  inFolder,
  MANIFEST_FILES,
  moduleCandidates,
  readmePath,
  sourcePath,
} from "./package_layout.ts";
import { readTextFile } from "./text_file.ts";
import type { WorkspaceFolder } from "./workspace.ts";

/** Everything known about one package before its entry is built. */
export interface PackageInputs {
  /** Package folder, relative to the repository root. */
  folder: string;
  /** The folder's name: the package's key in the catalog. */
  slug: string;
  /** The manifest that names the package, relative to the repository root. */
  manifestPath: string;
  /** That manifest, parsed. */
  manifest: Record<string, unknown>;
  /** Every input file that exists, keyed by path relative to the repository root. */
  files: Record<string, string>;
}

/** A workspace folder whose manifest names a package to catalog. */
export interface NamedPackage {
  /** Package folder, relative to the repository root (`.` for a repository that is one package). */
  folder: string;
  /** The manifest that names the package, relative to the repository root. */
  manifestPath: string;
  /** That manifest, parsed. */
  manifest: Record<string, unknown> & { name: string };
  /** Every manifest file of the folder, read (editing any of them changes the input hash). */
  manifests: Record<string, string>;
}

/**
 * Reads one workspace folder's manifests and decides whether it is a package to catalog.
 *
 * @param root Absolute path of the repository root.
 * @param found The workspace folder.
 * @param includePrivate Whether `"private": true` packages are collected.
 * @param warn Receives a warning for every skipped package and unreadable manifest.
 * @returns The package, or `null` when the folder is not one to catalog.
 */
export function readPackageManifest(
  root: string,
  found: WorkspaceFolder,
  includePrivate: boolean,
  warn: Warn,
): NamedPackage | null {
  const { folder } = found;
  const manifests: Record<string, string> = {};
  const named = findNamedManifest(folder, reader(root, manifests), warn);
  if (named === null) {
    const present = MANIFEST_FILES.map((file) => inFolder(folder, file))
      .filter((path) => path in manifests);
    if (present.length > 0) {
      warn(
        "unnamed-package",
        `${folder} (${present.join(", ")}): the manifest has no "name"; package skipped`,
      );
    } else if (found.expectManifest) {
      warn(
        "no-manifest",
        `${folder} (${found.file}): the workspace folder has no ` +
          `${MANIFEST_FILES.join(", ")}; skipped`,
      );
    }
    return null;
  }
  const { manifestPath, manifest } = named;
  if (manifest.private === true && !includePrivate) {
    warn(
      "private-skipped",
      `${manifest.name} (${manifestPath}): private package skipped (--include-private catalogs it)`,
    );
    return null;
  }
  return { folder, manifestPath, manifest, manifests };
}

/**
 * Reads every file that can contribute to a package's entry.
 *
 * @param root Absolute path of the repository root.
 * @param pkg The package, as its manifest describes it.
 * @param slug The package's slug, which names its folder under the repository's `docs/`.
 * @returns The collected inputs.
 */
export function collectPackage(root: string, pkg: NamedPackage, slug: string): PackageInputs {
  const { folder, manifestPath, manifest } = pkg;
  const files: Record<string, string> = { ...pkg.manifests };
  const read = reader(root, files);
  for (const page of DOC_PAGES) docPagePaths(folder, slug, page).forEach(read);
  read(readmePath(folder));
  const packageJson = files[inFolder(folder, "package.json")];
  const customElements = packageJson === undefined ? undefined : safeField(packageJson);
  cemPaths(folder, customElements).forEach(read);
  readReExportedModules(folder, read);
  return { folder, slug, manifestPath, manifest, files };
}

/** A reader that keeps every file it finds in `files`, keyed by its repository-relative path. */
function reader(root: string, files: Record<string, string>): (path: string) => string | null {
  return (path) => {
    const text = readTextFile(join(root, path));
    if (text !== null) files[path] = text;
    return text;
  };
}

function findNamedManifest(
  folder: string,
  read: (path: string) => string | null,
  warn: Warn,
): Pick<NamedPackage, "manifestPath" | "manifest"> | null {
  let named: Pick<NamedPackage, "manifestPath" | "manifest"> | null = null;
  // Every manifest is read, even after a named one, so that editing any of them changes the hash.
  for (const file of MANIFEST_FILES) {
    const manifestPath = inFolder(folder, file);
    const text = read(manifestPath);
    if (text === null || named !== null) continue;
    let manifest: unknown;
    try {
      manifest = parseJsonc(text);
    } catch (error) {
      warn(
        "bad-manifest",
        `${folder} (${manifestPath}): cannot parse the manifest: ${(error as Error).message}`,
      );
      continue;
    }
    if (isRecord(manifest) && typeof manifest.name === "string" && manifest.name !== "") {
      named = { manifestPath, manifest: manifest as NamedPackage["manifest"] };
    }
  }
  return named;
}

/** The `customElements` field of a package.json text; a broken file simply has none. */
function safeField(packageJson: string): unknown {
  try {
    const parsed = parseJsonc(packageJson);
    return isRecord(parsed) ? parsed.customElements : undefined;
  } catch {
    return undefined;
  }
}

/** Reads `src/index.ts` and, transitively, the package modules it re-exports with `export *`. */
function readReExportedModules(folder: string, read: (path: string) => string | null): void {
  const entry = sourcePath(folder);
  const pending = [entry];
  const seen = new Set(pending);
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const text = read(path);
    if (text === null) continue;
    for (const item of extractExports(text).items) {
      if (!("starFrom" in item)) continue;
      const specifier = item.starFrom;
      for (const candidate of moduleCandidates(folder, path, specifier)) {
        if (!seen.has(candidate)) {
          seen.add(candidate);
          pending.push(candidate);
        }
      }
    }
  }
}
