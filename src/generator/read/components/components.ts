/**
 * A package's web components, read from its Custom Elements Manifest.
 *
 * @module
 */
import type { CemDeclaration } from "../../../snapshot/model.ts";
import { validateBundledData } from "../../../snapshot/validate.ts";
import { compareText } from "../../compare_text.ts";
import { isRecord } from "../../is_record.ts";
import { parseJsonc } from "../../find/jsonc.ts";
import { firstFew, type Warn } from "../../warnings.ts";
import { cemPaths, inFolder, insidePackage, modulePathIn } from "../manifest/package_layout.ts";
import type { RepositoryFiles } from "../../find/repository_files.ts";
import { wcaModules } from "./wca_manifest.ts";

/** What reading a package's components needs of its collected inputs. */
export interface ComponentInputs {
  /** Package folder, relative to the repository root. */
  folder: string;
  /** A root manifest that declares modules of this package, if any; its text is in `files`. */
  sharedComponentsFile?: string;
  /** Every input file that exists, keyed by path relative to the repository root. */
  files: Record<string, string>;
  /**
   * A manifest made from another format the package ships instead of one (Stencil's
   * `dist/docs.json`: `stencil_docs.ts`), with the file it was made from.
   */
  converted?: { file: string; text: string };
  /**
   * How a user imports a module the manifest names, given its `path` and the manifest's file (an
   * installed package: through its `exports`); with it, each element says the module that
   * defines its tag (`definedIn`).
   */
  importPath?: (modulePath: string, manifestFile: string) => string | undefined;
}

/**
 * Reads every declaration of the package's Custom Elements Manifest (see
 * {@link componentManifest}). Declarations are kept whole and in manifest order, functions and
 * variables included, with every key. A manifest that cannot be read gives no components and a
 * warning; a single declaration the snapshot schema rejects is dropped with a warning, so one
 * odd entry does not cost the whole package its components.
 *
 * @param inputs The package's folder and collected files (its `PackageInputs` serve).
 * @param label How warnings name the package.
 * @param warn Receives the warnings.
 * @param built The manifest built from the package's sources, when one was (`null`: the build
 * failed, and said so).
 * @returns The declarations; `[]` when the package has no manifest.
 */
export function readComponents(
  inputs: ComponentInputs,
  label: string,
  warn: Warn,
  built?: string | null,
): CemDeclaration[] {
  const manifest = componentManifest(inputs, label, warn, built);
  if (manifest === null) return [];
  const where = `${label} (${manifest.file})`;
  const { importPath } = inputs;
  const definedIn = importPath === undefined
    ? undefined
    : (modulePath: string) => importPath(modulePath, manifest.file);
  return manifest.shared
    ? declarationsOf(
      manifest.text,
      where,
      warn,
      definedIn,
      (module) =>
        isRecord(module) && typeof module.path === "string" &&
        modulePathIn(module.path, inputs.folder),
    )
    : declarationsOf(manifest.text, where, warn, definedIn);
}

/** A package's Custom Elements Manifest, as {@link componentManifest} finds it. */
export interface PackageComponentManifest {
  /** Where it comes from: a file relative to the repository root, or the sources it was built from. */
  file: string;
  /** Its text. */
  text: string;
  /** `true` for the repository's manifest, whose modules of this package are its own. */
  shared: boolean;
}

/**
 * Finds the Custom Elements Manifest the rest of a package's build reads: the file named by the
 * `customElements` field of `package.json` (the community convention), else
 * `custom-elements.json` at the package root, else `dist/custom-elements.json`; else the one
 * built from its sources (see docs/components.md); else the manifest at the repository root
 * (one analyzer run over the whole monorepo), of which the package owns the modules whose
 * `path` lies in its folder.
 *
 * @param inputs The collected package inputs.
 * @param label How warnings name the package.
 * @param warn Receives a warning for a `customElements` field that names no usable file.
 * @param built The manifest built from the package's sources, when one was (`null`: the build
 * failed, and said so).
 * @returns The manifest, or `null` when the package has none.
 *
 * @example
 * ```ts ignore
 * const manifest = componentManifest(inputs, "@acme/ui", console.warn, builtText);
 * if (manifest !== null) console.log(manifest.file);
 * ```
 */
export function componentManifest(
  inputs: ComponentInputs,
  label: string,
  warn: Warn,
  built?: string | null,
): PackageComponentManifest | null {
  const packageJsonPath = inFolder(inputs.folder, "package.json");
  const declared = packageJsonField(inputs.files[packageJsonPath], "customElements");
  if (declared !== undefined) {
    const target = typeof declared === "string" ? insidePackage(inputs.folder, declared) : null;
    if (target === null) {
      warn(
        "bad-cem-field",
        `${label} (${packageJsonPath}): "customElements" must be a path inside the package; ignored`,
      );
    } else if (!(target in inputs.files) && built === undefined) {
      warn(
        "cem-not-built",
        `${label} (${packageJsonPath}): "customElements" names ${target}, which is not built ` +
          `yet; ${buildHint(inputs.files[packageJsonPath])}, then generate again (the rest of ` +
          "the package is catalogued without components)",
      );
    }
  }
  const own = ownComponentManifest(inputs.folder, (path) => inputs.files[path] ?? null);
  if (own !== null) return { ...own, shared: false };
  if (inputs.converted !== undefined) return { ...inputs.converted, shared: false };
  if (typeof built === "string") {
    return { file: `built from the sources in ${inputs.folder}`, text: built, shared: false };
  }
  const shared = inputs.sharedComponentsFile;
  if (shared === undefined || !(shared in inputs.files)) return null;
  return { file: shared, text: inputs.files[shared] as string, shared: true };
}

/** A package's Custom Elements Manifest file and its text. */
export interface ComponentManifestFile {
  /** The file, relative to the repository root. */
  file: string;
  /** Its text. */
  text: string;
}

/**
 * Finds a package's own Custom Elements Manifest: the file its `package.json` names in
 * `customElements`, else `custom-elements.json`, else `dist/custom-elements.json`.
 *
 * @param folder Package folder, relative to the repository root.
 * @param read Reads a repository-relative file (`null` when there is none).
 * @returns The manifest's file and text, or `null` when the package has none.
 *
 * @example
 * ```ts
 * import { ownComponentManifest } from "./components.ts";
 *
 * const files: Record<string, string> = { "pkg/custom-elements.json": '{"modules":[]}' };
 * const found = ownComponentManifest("pkg", (path) => files[path] ?? null);
 * console.assert(found?.file === "pkg/custom-elements.json");
 * ```
 */
export function ownComponentManifest(
  folder: string,
  read: (path: string) => string | null,
): ComponentManifestFile | null {
  const declared = packageJsonField(
    read(inFolder(folder, "package.json")) ?? undefined,
    "customElements",
  );
  for (const file of cemPaths(folder, declared)) {
    const text = read(file);
    if (text !== null) return { file, text };
  }
  return null;
}

/**
 * The modules of a Custom Elements Manifest that define custom elements: those with a
 * `custom-element-definition` export or a declaration marked `customElement`.
 *
 * @param manifest A parsed manifest (anything else defines nothing).
 * @returns Their `path`s as written, each once, sorted.
 *
 * @example
 * ```ts
 * import { elementModules } from "./components.ts";
 *
 * const manifest = {
 *   modules: [
 *     { path: "button/button.js", exports: [{ kind: "custom-element-definition", name: "x-button" }] },
 *     { path: "internal/util.js", declarations: [{ kind: "function", name: "util" }] },
 *   ],
 * };
 * console.assert(elementModules(manifest).join() === "button/button.js");
 * ```
 */
export function elementModules(manifest: unknown): string[] {
  const modules = isRecord(manifest) && Array.isArray(manifest.modules) ? manifest.modules : [];
  const paths = new Set<string>();
  for (const module of modules) {
    if (!isRecord(module) || typeof module.path !== "string") continue;
    const defines = listOf(module.exports).some((item) =>
      item.kind === "custom-element-definition"
    ) ||
      listOf(module.declarations).some((item) => item.customElement === true);
    if (defines) paths.add(module.path);
  }
  return [...paths].sort(compareText);
}

function listOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A Custom Elements Manifest at the repository root, and the module paths it declares. */
export interface SharedComponentManifest {
  /** The file, relative to the repository root. */
  file: string;
  /** Its text. */
  text: string;
  /** The `path` of each of its modules. */
  modulePaths: string[];
}

/**
 * Reads the Custom Elements Manifest at the root of a monorepo whose root is not itself a
 * package: the root `package.json`'s `customElements` file, else `custom-elements.json`, else
 * `dist/custom-elements.json`. Packages without a manifest of their own take their modules from
 * it.
 *
 * @param files The repository's files.
 * @returns The manifest, or `null` when there is none (or it is not readable JSON: each package
 * that would use it reports that).
 */
export function readSharedComponentManifest(
  files: RepositoryFiles,
): SharedComponentManifest | null {
  const found = ownComponentManifest(".", (path) => files.read(path));
  if (found === null) return null;
  let modules: unknown;
  try {
    const parsed = JSON.parse(found.text);
    modules = isRecord(parsed) ? parsed.modules : undefined;
  } catch {
    return null;
  }
  if (!Array.isArray(modules)) return null;
  const modulePaths = modules.map((module) => isRecord(module) ? module.path : undefined)
    .filter((path): path is string => typeof path === "string");
  return { ...found, modulePaths };
}

/** How to build the manifest: the package's own script for it when it has one. */
function buildHint(packageJson: string | undefined): string {
  const scripts = packageJsonField(packageJson, "scripts");
  const script = isRecord(scripts)
    ? Object.entries(scripts).find(([, command]) =>
      typeof command === "string" && /custom-elements-manifest|\bcem\b|\bwca\b/.test(command)
    )
    : undefined;
  return script === undefined
    ? "build it first (for example `npx @custom-elements-manifest/analyzer analyze`)"
    : `build it first with \`npm run ${script[0]}\``;
}

function packageJsonField(text: string | undefined, key: string): unknown {
  if (text === undefined) return undefined;
  try {
    const parsed = parseJsonc(text);
    return isRecord(parsed) ? parsed[key] : undefined;
  } catch {
    return undefined;
  }
}

function declarationsOf(
  text: string,
  where: string,
  warn: Warn,
  definedIn?: (modulePath: string) => string | undefined,
  includeModule: (module: unknown) => boolean = () => true,
): CemDeclaration[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    warn("bad-cem", `${where}: not valid JSON (${(error as Error).message}); no components read`);
    return [];
  }
  // The analyzer's older format (Carbon's `custom-elements.json`) is read as a manifest.
  const modules = isRecord(manifest) ? manifest.modules ?? wcaModules(manifest) : undefined;
  if (!Array.isArray(modules)) {
    warn(
      "bad-cem",
      `${where}: not a Custom Elements Manifest (no "modules" list); no components read`,
    );
    return [];
  }
  const declarations: CemDeclaration[] = [];
  const slips = new Slips();
  const skipped: string[] = [];
  const classes = classesOf(modules);
  const definitions = definedIn === undefined
    ? new Map<string, string>()
    : definingModules(modules);
  modules.forEach((module, m) => {
    if (!includeModule(module)) return;
    const list = isRecord(module) ? module.declarations : undefined;
    if (list === undefined) return;
    if (!Array.isArray(list)) {
      warn("bad-cem-declaration", `${where}: modules[${m}].declarations is not a list; skipped`);
      return;
    }
    list.forEach((found, d) => {
      const at = `modules[${m}].declarations[${d}]`;
      const { declaration, repairs } = repaired(found);
      if (repairs.length > 0) slips.add(at, repairs);
      const problem = declarationProblem(declaration);
      if (problem === null) {
        const element = withInherited(declaration as CemDeclaration, classes);
        const module = definitions.get(element.tagName ?? "");
        const imported = module === undefined ? undefined : definedIn?.(module);
        declarations.push(imported === undefined ? element : { ...element, definedIn: imported });
      } else skipped.push(`${at}: ${problem}`);
    });
  });
  if (slips.places.length > 0) {
    warn(
      "bad-cem-declaration",
      `${where}: read past what the schema does not allow in ${slips.places.length} ` +
        `declaration(s) (${firstFew(slips.places)}): ${slips.summary()}`,
    );
  }
  if (skipped.length > 0) {
    warn(
      "bad-cem-declaration",
      `${where}: ${skipped.length} declaration(s) skipped: ${firstFew(skipped)}`,
    );
  }
  return declarations;
}

/**
 * The slips a manifest's declarations were read past, each said once with how many
 * declarations had it: a library's manifest repeats one slip in dozens of them.
 */
class Slips {
  /** Where each declaration read past is. */
  readonly places: string[] = [];
  readonly #counts = new Map<string, number>();

  add(place: string, repairs: readonly string[]): void {
    this.places.push(place);
    for (const repair of repairs) this.#counts.set(repair, (this.#counts.get(repair) ?? 0) + 1);
  }

  /** Each slip, with its count when more than one declaration had it. */
  summary(): string {
    return [...this.#counts].map(([repair, n]) => n > 1 ? `${repair} (${n})` : repair).join("; ");
  }
}

/** The module whose `custom-element-definition` export defines each tag, by tag. */
function definingModules(modules: readonly unknown[]): Map<string, string> {
  const byTag = new Map<string, string>();
  for (const module of modules) {
    if (!isRecord(module) || typeof module.path !== "string") continue;
    for (const item of listOf(module.exports)) {
      const tag = item.kind === "custom-element-definition" ? item.name : undefined;
      if (typeof tag === "string" && !byTag.has(tag)) byTag.set(tag, module.path);
    }
  }
  return byTag;
}

/** A manifest's classes by module path and name (`switch/internal/switch.js#Switch`), and by name. */
interface Classes {
  byPath: ReadonlyMap<string, Record<string, unknown>>;
  byName: ReadonlyMap<string, Record<string, unknown>[]>;
}

function classesOf(modules: readonly unknown[]): Classes {
  const byPath = new Map<string, Record<string, unknown>>();
  const byName = new Map<string, Record<string, unknown>[]>();
  for (const module of modules) {
    if (!isRecord(module) || !Array.isArray(module.declarations)) continue;
    for (const declaration of module.declarations) {
      if (!isRecord(declaration) || typeof declaration.name !== "string") continue;
      byPath.set(`${String(module.path)}#${declaration.name}`, declaration);
      byName.set(declaration.name, [...byName.get(declaration.name) ?? [], declaration]);
    }
  }
  return { byPath, byName };
}

/** The lists of a class that its subclasses inherit. */
const INHERITED_LISTS = [
  "attributes",
  "members",
  "events",
  "slots",
  "cssParts",
  "cssProperties",
] as const;

/** How many superclasses up an element's inherited API is looked for. */
const MAX_ANCESTORS = 10;

/**
 * A declaration with what its superclasses in the same manifest declare and it does not, each
 * item marked `inheritedFrom` as the analyzer marks what it resolves itself: a manifest that
 * links an element to its base class (`MdSwitch extends Switch`, whose module declares its
 * attributes, as `@material/web` ships it) would otherwise give the element none.
 */
function withInherited(declaration: CemDeclaration, classes: Classes): CemDeclaration {
  // Most declarations extend nothing the manifest has: their lists are not copied.
  if (declaration.superclass === undefined) return declaration;
  const own = declaration as Record<string, unknown>;
  const lists = Object.fromEntries(
    INHERITED_LISTS.map((key) => [
      key,
      Array.isArray(own[key]) ? [...own[key] as Record<string, unknown>[]] : [],
    ]),
  ) as Record<(typeof INHERITED_LISTS)[number], Record<string, unknown>[]>;
  const seen = new Set<Record<string, unknown>>();
  let link = declaration.superclass as Record<string, unknown> | undefined;
  for (let depth = 0; link !== undefined && depth < MAX_ANCESTORS; depth++) {
    const base = superclassOf(link, classes);
    if (base === undefined || seen.has(base)) break;
    seen.add(base);
    const from = {
      name: base.name,
      ...(typeof link.module === "string" ? { module: link.module } : {}),
    };
    for (const key of INHERITED_LISTS) {
      const items = Array.isArray(base[key]) ? base[key] as Record<string, unknown>[] : [];
      const names = new Set(lists[key].map((item) => item.name));
      for (const item of items) {
        if (!isRecord(item) || typeof item.name !== "string" || names.has(item.name)) continue;
        // A base class's private and protected members are its own workings, not the element's API.
        if (item.privacy === "private" || item.privacy === "protected") continue;
        lists[key].push({ ...item, inheritedFrom: item.inheritedFrom ?? from });
        names.add(item.name);
      }
    }
    link = isRecord(base.superclass) ? base.superclass : undefined;
  }
  const added = INHERITED_LISTS.filter((key) =>
    lists[key].length > (Array.isArray(own[key]) ? (own[key] as unknown[]).length : 0)
  );
  if (added.length === 0) return declaration;
  return { ...declaration, ...Object.fromEntries(added.map((key) => [key, lists[key]])) };
}

/** The class a superclass link names: by its module and name, else by a name only one has. */
function superclassOf(
  link: Record<string, unknown>,
  classes: Classes,
): Record<string, unknown> | undefined {
  if (typeof link.name !== "string") return undefined;
  const byPath = typeof link.module === "string"
    ? classes.byPath.get(`${link.module.replace(/^\.?\//, "")}#${link.name}`)
    : undefined;
  if (byPath !== undefined) return byPath;
  const named = classes.byName.get(link.name) ?? [];
  return named.length === 1 ? named[0] : undefined;
}

/**
 * A custom element's name: a lowercase ASCII letter first, a hyphen somewhere, no capital
 * (what `customElements.define` accepts, less the rare non-ASCII names). A manifest built from
 * `customElements.define(tagString, X)` has the variable's name there instead.
 */
const ELEMENT_NAME = /^[a-z][^A-Z\s]*-[^A-Z\s]*$/;

/** The lists of a declaration whose items have a `type` and a `default`. */
const TYPED_LISTS = ["attributes", "members", "events", "cssProperties"] as const;

/**
 * A declaration with the slips hand-written and generated manifests make, which lose nothing
 * when read past, put right: a `type` written as a string (`"type": "string"` for
 * `{ "text": "string" }`), a field set to `null` (none), a superclass without a name (a class
 * built from an expression: `extends Router.from(FASTElement)`); and a tag that is no custom
 * element name, which is left out (the class stays). Said, so the team can fix the manifest;
 * anything else still leaves the declaration out.
 */
function repaired(declaration: unknown): { declaration: unknown; repairs: string[] } {
  if (!isRecord(declaration)) return { declaration, repairs: [] };
  const repairs = new Set<string>();
  const copy: Record<string, unknown> = withoutNulls(
    declaration,
    () => repairs.add("null fields left out"),
  );
  if (typeof copy.tagName === "string" && !ELEMENT_NAME.test(copy.tagName)) {
    repairs.add(`a tag that is no custom element name ("${copy.tagName}") left out`);
    delete copy.tagName;
  }
  if (isRecord(copy.superclass) && typeof copy.superclass.name !== "string") {
    delete copy.superclass;
    repairs.add("a superclass without a name left out");
  }
  for (const list of TYPED_LISTS) {
    if (!Array.isArray(copy[list])) continue;
    copy[list] = copy[list].map((item) => {
      if (!isRecord(item)) return item;
      const fixed = withoutNulls(item, () => repairs.add("null fields left out"));
      if (typeof fixed.type === "string") {
        fixed.type = { text: fixed.type };
        repairs.add(`types of ${list} written as strings read as { "text": ... }`);
      } else if (isRecord(fixed.type) && typeof fixed.type.text !== "string") {
        // media-chrome's events: `"type": {}`, which says nothing.
        delete fixed.type;
        repairs.add(`types of ${list} without a text left out`);
      }
      return fixed;
    });
  }
  // An item nothing can name (media-chrome's events without a `name`) goes; its element stays.
  for (const list of INHERITED_LISTS) {
    if (!Array.isArray(copy[list])) continue;
    const named = copy[list].filter((item) => !isRecord(item) || typeof item.name === "string");
    if (named.length < copy[list].length) {
      repairs.add(`${list} without a name left out`);
      copy[list] = named;
    }
  }
  return { declaration: copy, repairs: [...repairs] };
}

/** A record without its `null` fields (a copy; `found` is told when there was one). */
function withoutNulls(record: Record<string, unknown>, found: () => void): Record<string, unknown> {
  const entries = Object.entries(record);
  const kept = entries.filter(([, value]) => value !== null);
  if (kept.length < entries.length) found();
  return Object.fromEntries(kept);
}

/**
 * Checks one declaration with the snapshot validator itself, so the generator can never write
 * a component the server would refuse to load.
 */
function declarationProblem(declaration: unknown): string | null {
  try {
    validateBundledData({ version: "", packages: [{ ...PROBE, components: [declaration] }] });
    return null;
  } catch (error) {
    const details = (error as Error).message.split("\n").filter((line) => line.startsWith("  - "))
      .map((line) => line.replace(/^ {2}- packages\[0\]\.components\[0\](?:\.|: )?/, ""));
    return details.length > 0 ? details.join("; ") : "invalid";
  }
}

/** A minimal valid package to carry one declaration through validation. */
const PROBE = {
  slug: "probe",
  name: "probe",
  version: "",
  category: "",
  description: "",
  exports: [],
  keywords: [],
  related: [],
  availableDocPages: [],
  docs: {},
  apiSource: null,
};
