/**
 * Building one catalog entry from collected inputs. No file system access happens here: the
 * entry is a function of the inputs alone, which is what lets an unchanged input hash stand
 * for an unchanged entry.
 *
 * @module
 */
import type { ApiSymbol, BundledPackage } from "../model.ts";
import type { PackageInputs } from "./collect.ts";
import { readComponents } from "./components.ts";
import { readDocPages } from "./doc_pages.ts";
import { resolveMetadata } from "./metadata.ts";
import type { GeneratorWarningHandler } from "./options.ts";
import { sourcePath } from "./package_layout.ts";
import { deriveExports } from "./source_exports.ts";

/**
 * Builds a package's catalog entry.
 *
 * @param inputs The collected package inputs.
 * @param warn Receives a warning, naming package and file, for every guess and omission.
 * @param symbols The package's symbols, when they were extracted (they come from `deno doc`,
 * which reads the same files the inputs hold).
 * @returns The entry, with its keys in the order of `BundledPackage`.
 */
export function buildPackage(
  inputs: PackageInputs,
  warn: GeneratorWarningHandler,
  symbols?: ApiSymbol[],
): BundledPackage {
  const name = inputs.manifest.name as string;
  if (name !== inputs.slug && !name.endsWith(`/${inputs.slug}`)) {
    warn(
      `${name} (${inputs.manifestPath}): the name does not end in the folder name; ` +
        `the slug is "${inputs.slug}"`,
    );
  }
  const pages = readDocPages(inputs, name, warn);
  const meta = resolveMetadata({ ...inputs, ...pages }, name, warn);
  return {
    slug: inputs.slug,
    name,
    version: meta.version,
    category: meta.category,
    description: meta.description,
    exports: meta.exports ?? deriveExports(inputs, name, warn),
    keywords: meta.keywords,
    related: meta.related,
    availableDocPages: pages.availableDocPages,
    docs: pages.docs,
    components: readComponents(inputs, name, warn),
    apiSource: inputs.files[sourcePath(inputs.folder)] ?? null,
    ...(symbols === undefined ? {} : { symbols }),
  };
}
