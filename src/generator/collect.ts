/**
 * Collection: reads every file that can contribute to a package's catalog entry. Everything
 * after this step works on the collected text only, which is what makes the input hash a
 * complete description of a package's inputs.
 *
 * @module
 */
import { join, posix } from "node:path";
import { DOC_PAGES } from "../model.ts";
import { isRecord } from "./is_record.ts";
import { parseJsonc } from "./jsonc.ts";
import { followModuleGraph, type SiblingModule } from "./module_graph.ts";
import type { GeneratorWarningHandler } from "./options.ts";
import {
  cemPaths,
  docPagePaths,
  entrySpecifier,
  MANIFEST_FILES,
  packageEntries,
  readmePath,
} from "./package_layout.ts";
import { folderEntries, readTextFile } from "./text_file.ts";
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
  /** The entry points that exist: subpath and module, relative to the repository root. */
  entries: { subpath: string; file: string }[];
  /**
   * Specifiers of packages outside the workspace that the package's modules import, sorted;
   * filled in by {@link addModuleGraphs}.
   */
  externalImports: string[];
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
  const entries = packageEntries(folder).filter((entry) => read(entry.file) !== null);

  return { folder, slug, manifestPath, manifest, files, entries, externalImports: [] };
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

/**
 * Adds to each package the modules its entry points reach (through relative imports and
 * re-exports, and into sibling packages imported by name, with their manifests), and the
 * specifiers that lead outside the workspace. Needs every package, hence a step of its own.
 *
 * @param root Absolute path of the repository root.
 * @param inputs Every collected package; changed in place.
 */
export function addModuleGraphs(root: string, inputs: readonly PackageInputs[]): void {
  const texts = new Map<string, string | null>(
    inputs.flatMap((input) => Object.entries(input.files)),
  );
  const listings = new Map<string, Set<string>>();
  const listing = (folder: string): Set<string> => {
    let names = listings.get(folder);
    if (names === undefined) {
      const parent = posix.dirname(folder);
      const present = folder === parent || listing(parent).has(posix.basename(folder));
      listings.set(folder, names = present ? folderEntries(join(root, folder)) : new Set());
    }
    return names;
  };
  const exists = (path: string) => listing(posix.dirname(path)).has(posix.basename(path));
  // Imports name several candidate files each (`./x` may be x.ts, x.tsx, x/index.ts...).
  const read = (path: string): string | null => {
    if (!texts.has(path)) texts.set(path, exists(path) ? readTextFile(join(root, path)) : null);
    return texts.get(path) as string | null;
  };
  const siblings = new Map<string, SiblingModule>();
  for (const input of inputs) {
    for (const entry of input.entries) {
      siblings.set(entrySpecifier(input.manifest.name as string, entry.subpath), {
        folder: input.folder,
        manifestPath: input.manifestPath,
        file: entry.file,
      });
    }
  }
  for (const input of inputs) {
    const graph = followModuleGraph(
      input.folder,
      input.entries.map((entry) => entry.file),
      siblings,
      read,
    );
    Object.assign(input.files, graph.files);
    input.externalImports = graph.external;
  }
}
