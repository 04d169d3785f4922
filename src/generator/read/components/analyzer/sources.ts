/**
 * Which packages need their Custom Elements Manifest built, and which of their files the
 * analyzer reads.
 *
 * @module
 */
import { expandFileGlob } from "../../../find/glob.ts";
import { inFolder } from "../../manifest/package_layout.ts";
import type { RepositoryFiles } from "../../../find/repository_files.ts";
import { DECLARATION_FILE } from "../../modules/file_kinds.ts";

/** The analyzer's configuration files, in the order its command line looks for them. */
export const ANALYZER_CONFIG_FILES: readonly string[] = [
  "custom-elements-manifest.config.js",
  "custom-elements-manifest.config.mjs",
  "custom-elements-manifest.config.cjs",
];

/** Code the analyzer reads: JavaScript and TypeScript, not declaration files. */
const CODE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/**
 * Folders of tests (`test-suites`, `test-helpers`, `unit-tests` too), demos, docs, tooling and
 * build output: no element is defined there.
 */
const NOT_SOURCE_FOLDER =
  /^(?:__tests__|tests?|testing|test-[a-z-]+|[a-z-]+-tests?|e2e|demos?|stories|storybook|docs?|examples?|scripts?|tools|bench(?:marks?)?|fixtures?|dist|build|coverage|out|_site|www|node_modules|custom-elements-manifest|cem)$/;
/** Test, story and configuration modules. */
const NOT_SOURCE_FILE = /[._-](?:test|spec|e2e|stories|story|bench)\.[^/]*$|\.config\.[^/]*$/;
/** Files larger than this are generated bundles, not sources worth analysing. */
export const MAX_SOURCE_CHARS = 1_000_000;

/** A quoted custom element name: lower case, starts with a letter, has a hyphen. */
const TAG = String.raw`['"\`][a-z][a-z0-9._]*-[a-z0-9._-]*['"\`]`;

/**
 * Registrations of custom elements under a literal tag: `customElements.define('x-y'`,
 * `@customElement('x-y'`, a static `is` that returns `'x-y'`, FAST's `X.define({ name: 'x-y'`,
 * `@customElement({ name: 'x-y'` and `compose({ baseName:`, Stencil's `@Component({ tag:
 * 'x-y'`, or a tag named in `HTMLElementTagNameMap` (or Lumina's `DeclareElements`).
 */
const REGISTRATION = new RegExp(
  [
    String.raw`customElements\.define\s*\(\s*${TAG}`,
    String.raw`@customElement\s*\(\s*${TAG}`,
    String.raw`\bstatic\s+(?:get\s+is\s*\(\s*\)\s*\{\s*return|is\s*=)\s*${TAG}`,
    String.raw`\.define\s*\(\s*${TAG}`,
    String.raw`(?:\.define\s*\(|@customElement\s*\()[^)]*?\bname\s*:\s*${TAG}`,
    String.raw`@Component\s*\(\s*\{[^)]*?\btag\s*:\s*${TAG}`,
    String.raw`\.compose\s*\(\s*\{[^)]*?\bbaseName\s*:`,
    String.raw`interface\s+(?:HTMLElementTagNameMap|DeclareElements)\s*\{[^}]*?${TAG}\s*:`,
  ].join("|"),
);

/**
 * Tells whether a source text registers a custom element.
 *
 * @param text A module's source.
 * @returns `true` when it defines, decorates or declares a tag.
 *
 * @example
 * ```ts
 * import { registersElements } from "./sources.ts";
 *
 * console.log(registersElements("customElements.define('x-a', A);")); // true
 * console.log(registersElements("static get is() { return 'x-a'; }")); // true
 * console.log(registersElements("@Component({ tag: 'x-a', shadow: true })")); // true
 * console.log(registersElements("customElements.define(tagName, clazz);")); // false
 * ```
 */
export function registersElements(text: string): boolean {
  return REGISTRATION.test(text);
}

/**
 * Lists the source modules of a package the analyzer reads: its `src/` folder when it has
 * one, else the whole package folder, without tests, stories, demos, docs, build output,
 * declaration files, nested packages, and a `.js` file that sits beside its `.ts` source.
 *
 * @param root Absolute path of the repository root.
 * @param folder Package folder, relative to the repository root.
 * @param nestedPackages Other package folders, which hold sources of their own.
 * @returns Repository-relative paths, sorted.
 *
 * @example
 * ```ts ignore
 * import { sourceModules } from "./sources.ts";
 *
 * console.log(sourceModules("/repo", "packages/button", [])); // ["packages/button/src/button.ts"]
 * ```
 */
export function sourceModules(
  root: string,
  folder: string,
  nestedPackages: readonly string[],
): string[] {
  const src = inFolder(folder, "src");
  const under = expandFileGlob(root, `${src}/**`).length > 0 ? src : folder;
  const all = expandFileGlob(root, under === "." ? "**" : `${under}/**`);
  const nested = nestedPackages.filter((other) => other !== folder && other !== ".")
    .map((other) => `${other}/`);
  const offset = under === "." ? 0 : under.length + 1;
  const code = all.filter((path) =>
    CODE_FILE.test(path) && !DECLARATION_FILE.test(path) && !NOT_SOURCE_FILE.test(path) &&
    !path.slice(offset).split("/").slice(0, -1).some((part) => NOT_SOURCE_FOLDER.test(part)) &&
    !nested.some((prefix) => path.startsWith(prefix))
  );
  const present = new Set(code);
  return code.filter((path) => !/\.js$/.test(path) || !present.has(path.replace(/\.js$/, ".ts")));
}

/**
 * Reads a package's source modules, leaving out those too large to be sources.
 *
 * @param files The repository's files.
 * @param paths The modules (see {@link sourceModules}).
 * @returns Text by path, in the order of `paths`.
 *
 * @example
 * ```ts ignore
 * const texts = readSources(new RepositoryFiles("/repo"), ["src/a.ts"]);
 * ```
 */
export function readSources(
  files: RepositoryFiles,
  paths: readonly string[],
): Map<string, string> {
  const texts = new Map<string, string>();
  for (const path of paths) {
    const text = files.read(path);
    if (text !== null && text.length <= MAX_SOURCE_CHARS) texts.set(path, text);
  }
  return texts;
}
