/**
 * The generator's pipeline: discover, collect, hash, document symbols, build or reuse, check,
 * assemble.
 *
 * @module
 */
import { resolve } from "node:path";
import type { BundledPackage } from "../model.ts";
import { validateBundledData } from "../validate.ts";
import { buildPackage } from "./build_package.ts";
import { type GenerationCache, openCache } from "./cache.ts";
import { addModuleGraphs, collectPackage, type PackageInputs } from "./collect.ts";
import { compareText } from "./compare_text.ts";
import { metadataFile } from "./doc_pages.ts";
import { hashPackageInputs } from "./hash.ts";
import type { GeneratorOptions, GeneratorResult, GeneratorWarningHandler } from "./options.ts";
import { rootVersion } from "./root_version.ts";
import { symbolsOf } from "./symbol_step.ts";
import { locateDeno, NO_DENO_HINT } from "./symbols/deno_binary.ts";
import { discoverPackageFolders } from "./workspace.ts";

/**
 * Scans a JavaScript/TypeScript monorepo and builds a catalog snapshot from it.
 *
 * Packages come from the workspace files at the root (`deno.json`/`deno.jsonc` `workspace`,
 * `package.json` `workspaces`, `pnpm-workspace.yaml` `packages`, `rush.json` `projects`).
 * For each one the generator reads its manifest, its doc pages (front matter supplies the
 * metadata), its `src/index.ts` and its Custom Elements Manifest, and records every symbol its
 * entry points export, with signature and docs, using `deno doc` (see
 * {@link GeneratorOptions.symbols}). Anything guessed or skipped is reported through
 * `onWarning`. The same inputs always give the same snapshot.
 *
 * @param options Where to scan and how; see {@link GeneratorOptions}.
 * @returns The snapshot, one input hash per package and the slugs reused from the cache.
 * @throws {Error} When the root has no workspace configuration, a workspace file cannot be
 * parsed, or two package folders share a name (the slug).
 *
 * @example Generate a snapshot and write it
 * ```ts ignore
 * import { writeFileSync } from "node:fs";
 * import { generateBundledData } from "@catalog-mcp/server/generator";
 *
 * const { data } = await generateBundledData({ repoRoot: "../my-monorepo" });
 * writeFileSync("catalog.json", JSON.stringify(data, null, 2) + "\n");
 * ```
 */
export async function generateBundledData(
  options: GeneratorOptions = {},
): Promise<GeneratorResult> {
  const warn = options.onWarning ?? ((message: string) => console.warn(message));
  const root = resolve(options.repoRoot ?? ".");
  const cache = options.incremental && options.previous !== undefined
    ? openCache(options.previous, warn)
    : null;

  const inputs = discoverPackageFolders(root, warn)
    .map((found) => collectPackage(root, found, options.includePrivate ?? false, warn))
    .filter((collected): collected is PackageInputs => collected !== null)
    .sort((a, b) => compareText(a.slug, b.slug));
  rejectDuplicateSlugs(inputs);
  addModuleGraphs(root, inputs);

  const deno = options.symbols === false ? null : locateDeno();
  if (options.symbols !== false && deno === null) warn(NO_DENO_HINT);
  const hashes: Record<string, string> = {};
  const previous = new Map<string, BundledPackage>();
  for (const input of inputs) {
    hashes[input.slug] = hashPackageInputs(input, deno !== null);
    const entry = reusable(cache, input.slug, hashes[input.slug] as string);
    if (entry !== undefined) previous.set(input.slug, entry);
  }
  const building = inputs.filter((input) => !previous.has(input.slug));
  const symbols = deno === null || building.length === 0
    ? null
    : await symbolsOf(root, deno, building, inputs, warn);
  // Entries built without their symbols must not be taken for complete ones next time.
  if (deno !== null && symbols === null) {
    for (const input of building) hashes[input.slug] = hashPackageInputs(input, false);
  }

  const packages = inputs.map((input) =>
    previous.get(input.slug) ?? buildPackage(input, warn, symbols?.get(input.slug))
  );
  warnAboutUnknownRelated(inputs, packages, warn);

  const data = { version: options.version ?? rootVersion(root, warn), packages };
  try {
    validateBundledData(data);
  } catch (error) {
    // Every part is checked as it is built, so this is a generator bug; better to stop than
    // to write a snapshot that the server refuses at startup.
    throw new Error(`The generated snapshot is invalid: ${(error as Error).message}`);
  }
  return { data, hashes, reused: [...previous.keys()] };
}

function reusable(
  cache: GenerationCache | null,
  slug: string,
  hash: string,
): BundledPackage | undefined {
  if (cache === null || cache.hashes[slug] !== hash) return undefined;
  const entry = cache.packages.get(slug);
  // A copy, so that the caller's previous snapshot and the new one never share objects.
  return entry === undefined ? undefined : structuredClone(entry);
}

function rejectDuplicateSlugs(inputs: PackageInputs[]): void {
  for (let i = 1; i < inputs.length; i++) {
    const [before, current] = [inputs[i - 1] as PackageInputs, inputs[i] as PackageInputs];
    if (before.slug === current.slug) {
      throw new Error(
        `Two packages would share the slug "${current.slug}": ${before.folder} and ` +
          `${current.folder}. Slugs are folder names; rename one of the folders.`,
      );
    }
  }
}

function warnAboutUnknownRelated(
  inputs: PackageInputs[],
  packages: BundledPackage[],
  warn: GeneratorWarningHandler,
): void {
  const slugs = new Set(packages.map((pkg) => pkg.slug));
  packages.forEach((pkg, i) => {
    const file = metadataFile(inputs[i] as PackageInputs) ??
      (inputs[i] as PackageInputs).manifestPath;
    for (const related of pkg.related.filter((slug) => !slugs.has(slug))) {
      warn(`${pkg.name} (${file}): related "${related}" is not a package of this catalog`);
    }
  });
}
