/**
 * Building one catalog entry from collected inputs. No file system access happens here: the
 * entry is a function of the inputs alone, which is what lets an unchanged input hash stand
 * for an unchanged entry.
 *
 * @module
 */
import type { ApiSymbol, BundledPackage } from "../../snapshot/model.ts";
import type { PackageInputs } from "./collect.ts";
import { readComponents } from "./components/components.ts";
import { stencilAttributes } from "./components/stencil_docs.ts";
import { readDocPages } from "./docs/doc_pages.ts";
import { resolveMetadata } from "./metadata.ts";
import type { Warn } from "../warnings.ts";
import { firstParagraph } from "./docs/first_paragraph.ts";
import { splitFrontMatter } from "./docs/front_matter.ts";
import { moduleDoc } from "./docs/module_doc.ts";
import { readmePath } from "./manifest/package_layout.ts";
import { deriveExports, mainEntryText } from "./modules/source_exports.ts";
import { slugFromName } from "../find/slugs.ts";
import type { WorkspaceModules } from "./modules/workspace_modules.ts";

/**
 * Builds a package's catalog entry.
 *
 * @param inputs The collected package inputs.
 * @param workspace The workspace's modules, for re-exports from sibling packages.
 * @param warn Receives a warning, naming package and file, for every guess and omission.
 * @param builtManifest The Custom Elements Manifest built from the package's sources, when one
 * was (`null`: the build failed, and said so).
 * @returns The entry, with its keys in the order of `BundledPackage`.
 */
export function buildPackage(
  inputs: PackageInputs,
  workspace: WorkspaceModules,
  warn: Warn,
  builtManifest?: string | null,
): BundledPackage {
  const name = inputs.manifest.name as string;
  const mismatched = name !== inputs.slug && !name.endsWith(`/${inputs.slug}`) &&
    inputs.slug !== slugFromName(name);
  if (mismatched) {
    warn(
      "slug-mismatch",
      `${name} (${inputs.manifestPath}): the name does not end in the folder name; ` +
        `the slug is "${inputs.slug}"`,
    );
  }
  const entryText = mainEntryText(inputs);
  const moduleDocs = entryText === null ? undefined : moduleDoc(entryText);
  const pages = readDocPages(inputs, name, warn, moduleDocs);
  const readme = inputs.files[readmePath(inputs.folder, (path) => path in inputs.files)];
  const summaries = [
    readme === undefined ? undefined : firstParagraph(splitFrontMatter(readme).body),
    moduleDocs === undefined ? undefined : firstParagraph(moduleDocs),
  ].filter((summary): summary is string => summary !== undefined);
  const meta = resolveMetadata(
    { ...inputs, ...pages, config: inputs.config, summaries },
    name,
    warn,
  );
  const components = readComponents(inputs, name, warn, builtManifest);
  return {
    slug: inputs.slug,
    name,
    version: meta.version,
    category: meta.category,
    description: meta.description,
    exports: meta.exports ?? deriveExports(inputs, workspace, name, warn),
    keywords: meta.keywords,
    related: meta.related,
    ...(inputs.config?.publicUrls === undefined ? {} : { publicUrls: inputs.config.publicUrls }),
    availableDocPages: pages.availableDocPages,
    docs: pages.docs,
    components,
    ...(components.length === 0 ? {} : stencilAttributes(inputs.manifest)),
    apiSource: entryText,
    ...(pages.pages.length === 0 ? {} : { pages: pages.pages }),
  };
}

/**
 * Adds a package's symbols to its entry, where `BundledPackage` puts them (after `apiSource`,
 * before `pages`), so that the snapshot's key order stays the same on every run.
 *
 * @param pkg The entry built from the package's inputs.
 * @param symbols Its symbols (they come from `deno doc`, which reads the same files the
 * inputs hold).
 * @returns A new entry with the symbols.
 */
export function withSymbols(pkg: BundledPackage, symbols: ApiSymbol[]): BundledPackage {
  const { pages, ...fields } = pkg;
  return { ...fields, symbols, ...(pages === undefined ? {} : { pages }) };
}
