/**
 * The build-time generator: scans a JavaScript/TypeScript monorepo and writes the catalog
 * snapshot the server serves. Not needed at run time.
 *
 * Workspaces are discovered from `deno.json`/`deno.jsonc`, `package.json` `workspaces`,
 * `pnpm-workspace.yaml`, `rush.json` and `lerna.json`; a repository without any is one package. Each package contributes its manifest, its doc pages
 * (`docs/<slug>/<page>.md` or `<package>/docs/<page>.md`, README as the index fallback, YAML
 * front matter as metadata), its `src/index.ts`, its Custom Elements Manifest (built from its
 * sources when it is declared but not built: docs/components.md), and every symbol its entry
 * points export (signature, members, docs), read with `deno doc`. With `--deps <app>` (or
 * `deps`), the packages installed for an app are catalogued too, each at its installed version.
 *
 * As a command (output to a file, warnings to standard error; `--allow-run` and
 * `NODE_V8_COVERAGE` let it run `deno doc`, `--no-symbols` does without; building component
 * manifests from source needs all of `--allow-env`, which TypeScript reads, `--no-analyze` does
 * without):
 *
 * ```sh
 * deno run --allow-read --allow-write --allow-run --allow-env generator.ts \
 *   --repo-root ../my-monorepo --out data/catalog.json --incremental
 * ```
 *
 * @example Generate a snapshot in code
 * ```ts ignore
 * import { generateBundledData } from "@catalog-mcp/server/generator";
 *
 * const { data, hashes } = await generateBundledData({ repoRoot: "../my-monorepo" });
 * console.log(`${data.packages.length} packages, ${Object.keys(hashes).length} hashes`);
 * ```
 *
 * @module
 */
import process from "node:process";
import { runGeneratorCli } from "./src/generator/cli.ts";

export { generateBundledData } from "./src/generator/generate.ts";
// The snapshot types a result is made of, so generator users need no second import.
export { DOC_PAGES, SYMBOL_KINDS } from "./src/snapshot/model.ts";
export type {
  ApiDocTag,
  ApiMember,
  ApiSymbol,
  BundledData,
  BundledPackage,
  CemAttribute,
  CemCssPart,
  CemCssProperty,
  CemDeclaration,
  CemEvent,
  CemMember,
  CemSlot,
  CemSuperclass,
  CemTypeRef,
  DocPage,
  DocPageEntry,
  PublicUrlKind,
  PublicUrls,
  SymbolKind,
} from "./src/snapshot/model.ts";
export type {
  GeneratorOptions,
  GeneratorResult,
  GeneratorWarningHandler,
  PreviousGeneration,
} from "./src/generator/options.ts";
export type { GeneratorWarningKind } from "./src/generator/warnings.ts";

if (import.meta.main) {
  runGeneratorCli(process.argv.slice(2)).then((code) => process.exitCode = code);
}
