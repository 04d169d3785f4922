/**
 * One installed package, from its folder to its catalog entry (`--deps`): its metadata, the
 * documentation it ships, the symbols of its published types and the components of its Custom
 * Elements Manifest; or, when it ships a catalog snapshot made by this generator, its entry from
 * there. Every entry is marked `thirdParty`: its text is someone else's.
 *
 * @module
 */
import { posix } from "node:path";
import type { BundledPackage } from "../../../snapshot/model.ts";
import { isRecord } from "../../is_record.ts";
import { DEFAULT_MAX_PAGE_BYTES, RepositoryFiles } from "../../find/repository_files.ts";
import type { Warn } from "../../warnings.ts";
import { readComponents } from "../components/components.ts";
import {
  STENCIL_DOCS_FILES,
  stencilAttributes,
  stencilManifest,
} from "../components/stencil_docs.ts";
import { webTypesFiles, webTypesManifest } from "../components/web_types.ts";
import { subpathOfFile } from "../manifest/exports_map.ts";
import { cemPaths } from "../manifest/package_layout.ts";
import { installedMetadata } from "./installed_metadata.ts";
import type { InstalledPackage, ResolveInstalled } from "./installed_package.ts";
import { installedPages } from "./installed_pages.ts";
import { withManifestPage } from "./manifest_page.ts";
import { installedSymbols } from "./installed_symbols.ts";
import { withCodeDefaults } from "./implementation_defaults.ts";
import { scriptsBehind } from "./origin_scripts.ts";
import { withScriptComments } from "./script_comments.ts";
import { codeMessagesPage } from "./code_messages.ts";
import { codePage, codeScripts } from "./code_page.ts";
import { marked } from "../../../docs/script_copies.ts";
import { scriptSettings } from "./script_settings.ts";
import { shippedCatalogEntry } from "./shipped_catalog.ts";

/** What reading one installed package needs besides the package. */
export interface ReadInstalledContext {
  /** Its slug in the catalog. */
  slug: string;
  /** Finds another installed package from a folder, as Node does (re-exports, `@types`). */
  resolve: ResolveInstalled;
  /** Receives a warning, naming package and file, for everything skipped. */
  warn: Warn;
  /** The largest page read, in bytes (default 1 MB, the generator's `--max-page-bytes`). */
  maxPageBytes?: number;
}

/**
 * Reads an installed package into its catalog entry. Nothing stops the read: a broken
 * package.json is read around (no description, types or components), and a page, manifest or
 * declaration tree that cannot be read is left out, each with one warning.
 *
 * @param pkg The package, as the resolver found it.
 * @param context Its slug, the resolver and where warnings go.
 * @returns Its entry, `thirdParty: true`.
 *
 * @example
 * ```ts ignore
 * const entry = await readInstalledPackage(
 *   { name: "zod", version: "4.6.7", folder: "/app/node_modules/zod" },
 *   { slug: "zod", resolve: resolveInstalled, warn: console.warn },
 * );
 * console.log(entry.symbols?.length);
 * ```
 */
export function readInstalledPackage(
  pkg: InstalledPackage,
  context: ReadInstalledContext,
): Promise<BundledPackage> {
  return Promise.resolve().then(() => readNow(pkg, context));
}

function readNow(pkg: InstalledPackage, context: ReadInstalledContext): BundledPackage {
  const { slug, warn } = context;
  const label = `${pkg.name}@${pkg.version}`;
  const maxPageBytes = context.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES;
  const files = new RepositoryFiles(pkg.folder, {
    warn: (kind, message) => warn(kind, `${label}: ${message}`),
    maxPageBytes,
  });
  // Which version of each package it depends on is installed for it, as Node resolves it.
  const installedVersion = (name: string) => context.resolve(name, pkg.folder)?.version;
  const manifestText = files.read("package.json");
  const manifest = parseManifest(manifestText, label, warn);
  const shipped = manifest === null ? null : shippedCatalogEntry(pkg, manifest, files, label, warn);
  const meta = installedMetadata(manifest ?? {}, `${label} (package.json)`, warn);
  if (shipped !== null) {
    const homepage = shipped.homepage ?? meta.homepage;
    const repository = shipped.repository ?? meta.repository;
    return {
      ...shipped,
      ...withManifestPage(shipped.pages, manifest ?? {}, installedVersion),
      slug,
      related: [],
      thirdParty: true,
      ...(homepage === undefined ? {} : { homepage }),
      ...(repository === undefined ? {} : { repository }),
    };
  }
  const pages = installedPages(
    files,
    { manifest: manifest ?? {}, slug, label },
    maxPageBytes,
    warn,
  );
  const symbols = manifest === null
    ? { symbols: [], names: [] }
    : installedSymbols(pkg, manifest, files, context.resolve, label, warn);
  const componentFiles: Record<string, string> = {};
  if (manifestText !== null && manifest !== null) {
    componentFiles["package.json"] = manifestText;
    for (const path of cemPaths(".", manifest.customElements)) {
      const text = files.read(path);
      if (text !== null) componentFiles[path] = text;
    }
  }
  // No manifest, but Stencil's docs (Ionic ships `dist/docs.json`) or web-types (Vaadin's):
  // read as one.
  const hasManifest = Object.keys(componentFiles).some((path) => path !== "package.json");
  const converted = hasManifest
    ? undefined
    : firstConverted(files, STENCIL_DOCS_FILES, stencilManifest) ??
      firstConverted(files, webTypesFiles(manifest ?? {}), webTypesManifest);
  // What the package's code says that its types and docs do not: the defaults it sets, for its
  // symbols and its components, the comments on what they leave undocumented, the messages it
  // raises, and its code itself.
  const scripts = scriptsBehind(pkg, symbols.symbols, context.resolve);
  // The order the code is read in, with its copies told apart: once, for the code page and the
  // settings.
  const ordered = codeScripts(scripts, pkg.name);
  const fromCode = [
    codeMessagesPage(scripts, pkg.name),
    codePage(scripts, pkg.name, symbols.names, marked(ordered)),
  ].filter((page) => page !== null);
  const { symbols: symbolsWithDefaults, components } = withCodeDefaults(
    symbols.untyped === undefined ? symbols.symbols : [],
    readComponents(
      {
        folder: ".",
        files: componentFiles,
        ...(converted === undefined ? {} : { converted }),
        importPath: (modulePath, manifestFile) =>
          definingImport(pkg.name, manifest?.exports, files, modulePath, manifestFile),
      },
      label,
      warn,
    ),
    scripts,
  );
  return {
    slug,
    name: pkg.name,
    version: pkg.version,
    category: "",
    description: meta.description || pages.summary || "",
    exports: symbols.names,
    keywords: meta.keywords,
    related: [],
    thirdParty: true,
    ...(meta.homepage === undefined ? {} : { homepage: meta.homepage }),
    ...(meta.repository === undefined ? {} : { repository: meta.repository }),
    availableDocPages: pages.availableDocPages,
    docs: pages.docs,
    components,
    ...(components.length === 0 ? {} : stencilAttributes(manifest ?? {})),
    apiSource: null,
    // Without declarations its exports are unknown, not none: the tools say why.
    ...(symbols.untyped === undefined
      ? { symbols: withScriptComments(symbolsWithDefaults, scripts) }
      : { untyped: symbols.untyped }),
    ...(symbols.typesFrom === undefined ? {} : { typesFrom: symbols.typesFrom }),
    ...(symbols.internalExports === undefined ? {} : { internalExports: symbols.internalExports }),
    ...withSettings(scriptSettings(ordered)),
    ...withManifestPage(
      fromCode.length === 0 ? pages.pages : [...pages.pages ?? [], ...fromCode],
      manifest ?? {},
      installedVersion,
    ),
  };
}

/** The entry's `codeSettings`, when its scripts set any name to a literal. */
function withSettings(settings: Record<string, string[]>): Pick<BundledPackage, "codeSettings"> {
  return Object.keys(settings).length === 0 ? {} : { codeSettings: settings };
}

/** The package.json, parsed; `null`, with a warning, when it is missing or broken. */
function parseManifest(
  text: string | null,
  label: string,
  warn: Warn,
): Record<string, unknown> | null {
  let problem = "it is missing or not UTF-8 text";
  if (text !== null) {
    try {
      const parsed = JSON.parse(text);
      if (isRecord(parsed)) return parsed;
      problem = "it is not a JSON object";
    } catch (error) {
      problem = `it is not valid JSON (${(error as Error).message})`;
    }
  }
  warn(
    "bad-manifest",
    `${label} (package.json): ${problem}; read without it (no description, symbols or ` +
      "components), reinstall the package to repair it",
  );
  return null;
}

/**
 * How a user imports the module a manifest names (`import "@shoelace-style/shoelace/dist/
 * components/button/button.js"`): its path is taken from the package's folder, or from the
 * manifest's (Shoelace and Web Awesome write `components/button/button.js` in `dist/`), and
 * imported through the package's `exports`; `undefined` when no such file is installed or no
 * subpath leads to it.
 */
function definingImport(
  name: string,
  exports: unknown,
  files: RepositoryFiles,
  modulePath: string,
  manifestFile: string,
): string | undefined {
  const path = posix.normalize(modulePath).replace(/^(?:\.\/|\/)+/, "");
  const file = [path, posix.join(posix.dirname(manifestFile), path)]
    .find((candidate) => !candidate.startsWith("..") && files.exists(candidate));
  const subpath = file === undefined ? undefined : subpathOfFile(exports, file);
  return subpath === undefined ? undefined : name + subpath.slice(1);
}

/**
 * The first of a package's files, in the order given, that another format's reader makes a
 * manifest of (Stencil's docs, the web-types its package.json names).
 */
function firstConverted(
  files: RepositoryFiles,
  paths: readonly string[],
  convert: (text: string, file: string) => string | null,
): { file: string; text: string } | undefined {
  for (const file of paths) {
    const read = files.read(file.replace(/^\.\//, ""));
    const text = read === null ? null : convert(read, file);
    if (text !== null) return { file, text };
  }
  return undefined;
}
