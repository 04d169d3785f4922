/**
 * Builds a package's Custom Elements Manifest from its sources with
 * `@custom-elements-manifest/analyzer`, used as a library: nothing is written anywhere, least of
 * all into the repository. Loaded only by a generation that has a manifest to build.
 *
 * @module
 */
import * as library from "@custom-elements-manifest/analyzer";
import { litPlugin } from "@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js";
import { fastPlugin } from "@custom-elements-manifest/analyzer/src/features/framework-plugins/fast/fast.js";
import { stencilPlugin } from "@custom-elements-manifest/analyzer/src/features/framework-plugins/stencil/stencil.js";
import { posix } from "node:path";
import type { PackageInputs } from "../../collect.ts";
import { compareText } from "../../../compare_text.ts";
import { dependencyNames } from "../../manifest/dependency_names.ts";
import { isRecord } from "../../../is_record.ts";
import type { Warn } from "../../../warnings.ts";
import { type AnalyzerConfig, loadAnalyzerConfig, selectedBy } from "./analyzer_config.ts";
import { applyTags, registeredElementsPlugin, tagsByClass } from "./element_tags.ts";
import { importAliasPlugin } from "./import_aliases.ts";
import { dropNamelessEntries } from "./nameless_entries.ts";

/**
 * The library's entry exports `create` and the TypeScript it parses with, which its type
 * declarations leave out; this is the part the generator calls.
 */
interface AnalyzerLibrary {
  create(options: { modules: unknown[]; plugins: unknown[]; context: object }): unknown;
  ts: {
    createSourceFile(name: string, text: string, target: number, setParents: boolean): unknown;
    ScriptTarget: { ES2015: number };
  };
}
const { create, ts } = library as unknown as AnalyzerLibrary;

/** The analyzer version the generator runs, for the command that reproduces a failure. */
const ANALYZER = "@custom-elements-manifest/analyzer@0.11.0";

/** Framework plugins, and the packages whose use calls for them. */
const FRAMEWORKS: readonly { flag: "litelement" | "fast" | "stencil"; uses: RegExp }[] = [
  { flag: "litelement", uses: /^(?:lit|lit-element|@lit\/.+|@lit-labs\/.+)$/ },
  { flag: "fast", uses: /^@microsoft\/fast-(?:element|foundation)$/ },
  { flag: "stencil", uses: /^@stencil\/core$/ },
];

/**
 * Runs the analyzer over the package's source modules (`inputs.componentSources`, whose texts
 * the inputs hold): with the package's own configuration when it loads, else with the framework
 * plugins its dependencies call for. Classes whose tag only `HTMLElementTagNameMap` or a
 * `define` call in another module names get that tag. Modules come out sorted by path.
 *
 * @param root Absolute path of the repository root (the configuration is imported from there).
 * @param inputs The package's inputs.
 * @param label How warnings name the package.
 * @param warn Receives a warning when the configuration does not load or the analyzer fails.
 * @returns The manifest's text, or `null` when the analyzer failed or found no custom element
 * (its other declarations are not what the package's components are).
 *
 * @example
 * ```ts ignore
 * const text = await buildComponentManifest("/repo", inputs, "@acme/ui", console.warn);
 * ```
 */
export async function buildComponentManifest(
  root: string,
  inputs: PackageInputs,
  label: string,
  warn: Warn,
): Promise<string | null> {
  const sources = inputs.componentSources ?? [];
  const config = await packageConfig(root, inputs, label, warn);
  const relative = (path: string) =>
    inputs.folder === "." ? path : posix.relative(inputs.folder, path);
  const selected = sources.filter((path) => selectedBy(config, relative(path)))
    .map((path) => [relative(path), inputs.files[path] ?? ""] as const);
  // Every module may name a tag (`XY.define('x-y')`), but one without a class defines no
  // element, base class or mixin: parsing it would be wasted.
  const tags = tagsByClass(selected.map(([, text]) => text));
  // Modules of the workspace packages it depends on are analysed for what their classes give
  // the package's elements, then left out.
  const inherited = (inputs.inheritedSources ?? [])
    .map((path) => [relative(path), inputs.files[path] ?? ""] as const);
  const own = new Set(selected.map(([path]) => path));
  const texts = new Map(
    [...selected, ...inherited].filter(([, text]) => /\bclass\b/.test(text)),
  );
  const modules = [...texts].map(([path, text]) =>
    ts.createSourceFile(path, text, ts.ScriptTarget.ES2015, true)
  );
  const flags = frameworks(inputs, config);
  try {
    const plugins = [
      ...(flags.has("litelement") ? litPlugin() : []),
      ...(flags.has("fast") ? fastPlugin() : []),
      ...(flags.has("stencil") ? [stencilPlugin()] : []),
      ...(config.plugins ?? []),
      importAliasPlugin(texts),
      registeredElementsPlugin(tags),
    ];
    const manifest = create({ modules, plugins, context: { dev: false, thirdPartyCEMs: [] } });
    if (!isRecord(manifest) || !Array.isArray(manifest.modules)) return null;
    manifest.modules = manifest.modules.filter((module) => own.has(modulePath(module)))
      .sort((a, b) => compareText(modulePath(a), modulePath(b)));
    applyTags(manifest, tags);
    dropNamelessEntries(manifest);
    return (manifest.modules as unknown[]).some(definesElement) ? JSON.stringify(manifest) : null;
  } catch (error) {
    const reason = ((error as Error).message ?? String(error)).trim().split("\n")[0];
    const cli = [...flags].map((flag) => ` --${flag}`).join("");
    const cd = inputs.folder === "." ? "" : `cd ${inputs.folder} && `;
    warn(
      "analyzer-failed",
      `${label} (${inputs.folder}): building its Custom Elements Manifest from source failed ` +
        `(${reason}); reproduce with \`${cd}npx ${ANALYZER} analyze${cli} ` +
        "--dev --outdir /tmp/cem` (the rest of the package is catalogued without components; " +
        "--no-analyze skips this step)",
    );
    return null;
  }
}

/** The package's configuration when it loads; `{}` (the defaults) otherwise. */
async function packageConfig(
  root: string,
  inputs: PackageInputs,
  label: string,
  warn: Warn,
): Promise<AnalyzerConfig> {
  if (inputs.analyzerConfig === undefined) return {};
  const loaded = await loadAnalyzerConfig(root, inputs.analyzerConfig);
  if ("config" in loaded) return loaded.config;
  warn(
    "analyzer-config-skipped",
    `${label} (${inputs.analyzerConfig}): the analyzer configuration does not load here ` +
      `(${loaded.problem}); components are built with settings chosen for the package`,
  );
  return {};
}

/** The framework plugins: the configuration's switches, else those its imports call for. */
function frameworks(inputs: PackageInputs, config: AnalyzerConfig): Set<string> {
  const chosen = FRAMEWORKS.filter(({ flag }) => config[flag] === true).map(({ flag }) => flag);
  if (chosen.length > 0) return new Set(chosen);
  const used = new Set([...inputs.externalImports, ...dependencyNames(inputs.manifest, true)]);
  const packageOf = (specifier: string) =>
    specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
  const names = new Set([...used].map(packageOf));
  return new Set(
    FRAMEWORKS.filter(({ uses }) => [...names].some((name) => uses.test(name)))
      .map(({ flag }) => flag),
  );
}

function modulePath(module: unknown): string {
  return isRecord(module) && typeof module.path === "string" ? module.path : "";
}

function definesElement(module: unknown): boolean {
  return isRecord(module) && Array.isArray(module.declarations) &&
    module.declarations.some((declaration) =>
      isRecord(declaration) && typeof declaration.tagName === "string"
    );
}
