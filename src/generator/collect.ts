/**
 * Collection: reads every file that can contribute to a package's catalog entry. Everything
 * after this step works on the collected text only, which is what makes the input hash a
 * complete description of a package's inputs.
 *
 * @module
 */
import { join, posix } from "node:path";
import { DOC_PAGES } from "../model.ts";
import { extractExports } from "./exports_extract.ts";
import { isRecord } from "./is_record.ts";
import { parseJsonc } from "./jsonc.ts";
import type { GeneratorWarningHandler } from "./options.ts";
import {
  cemPaths,
  docPagePaths,
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

/**
 * Reads one workspace folder's inputs.
 *
 * @param root Absolute path of the repository root.
 * @param found The workspace folder.
 * @param includePrivate Whether `"private": true` packages are collected.
 * @param warn Receives a warning for every skipped package and unreadable manifest.
 * @returns The inputs, or `null` when the folder is not a package to catalog.
 */
export function collectPackage(
  root: string,
  found: WorkspaceFolder,
  includePrivate: boolean,
  warn: GeneratorWarningHandler,
): PackageInputs | null {
  const { folder } = found;
  const slug = posix.basename(folder);
  const files: Record<string, string> = {};
  const read = (path: string): string | null => {
    const text = readTextFile(join(root, path));
    if (text !== null) files[path] = text;
    return text;
  };

  const named = findNamedManifest(folder, read, warn);
  if (named === null) {
    const present = MANIFEST_FILES.map((file) => `${folder}/${file}`).filter((p) => p in files);
    if (present.length > 0) {
      warn(`${folder} (${present.join(", ")}): the manifest has no "name"; package skipped`);
    } else if (found.expectManifest) {
      warn(
        `${folder} (${found.file}): the workspace folder has no ` +
          `${MANIFEST_FILES.join(", ")}; skipped`,
      );
    }
    return null;
  }
  const { manifestPath, manifest } = named;
  if (manifest.private === true && !includePrivate) {
    warn(`${manifest.name} (${manifestPath}): private package skipped (see includePrivate)`);
    return null;
  }

  for (const page of DOC_PAGES) docPagePaths(folder, slug, page).forEach(read);
  read(readmePath(folder));
  const packageJson = files[`${folder}/package.json`];
  const customElements = packageJson === undefined ? undefined : safeField(packageJson);
  cemPaths(folder, customElements).forEach(read);
  readReExportedModules(folder, read);

  return { folder, slug, manifestPath, manifest, files };
}

function findNamedManifest(
  folder: string,
  read: (path: string) => string | null,
  warn: GeneratorWarningHandler,
): { manifestPath: string; manifest: Record<string, unknown> } | null {
  let named: { manifestPath: string; manifest: Record<string, unknown> } | null = null;
  // Every manifest is read, even after a named one, so that editing any of them changes the hash.
  for (const file of MANIFEST_FILES) {
    const manifestPath = `${folder}/${file}`;
    const text = read(manifestPath);
    if (text === null || named !== null) continue;
    let manifest: unknown;
    try {
      manifest = parseJsonc(text);
    } catch (error) {
      warn(`${folder} (${manifestPath}): cannot parse the manifest: ${(error as Error).message}`);
      continue;
    }
    if (isRecord(manifest) && typeof manifest.name === "string" && manifest.name !== "") {
      named = { manifestPath, manifest };
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
