/**
 * The generator's warnings: every kind it can report, what a group of them means and what to do
 * about it. The CLI prints one line per kind from this table; `--verbose` adds every instance.
 *
 * @module
 */

/** How a kind of warning reads as one grouped line, and what to do about it. */
interface WarningKindText {
  /** What `count` instances share, after the count: `packages have no category`. */
  many: string;
  /** What to do; flags and files by the names a CLI user types. */
  hint?: string;
}

const CONFIG = "catalog-mcp.json";

/** Every kind of warning, in the order the CLI reports them. */
export const WARNING_KINDS = {
  "workspace-pattern": { many: "workspace patterns skipped" },
  "no-manifest": {
    many: "workspace folders have no package.json, deno.json or deno.jsonc",
    hint: "they are skipped",
  },
  "bad-manifest": { many: "manifests cannot be parsed", hint: "those packages are skipped" },
  "unnamed-package": {
    many: 'manifests have no "name"',
    hint: "those packages are skipped",
  },
  "all-private": {
    many: 'repositories have only "private" packages',
    hint: "catalogued all the same (a build writes the published package.json)",
  },
  "private-skipped": {
    many: 'packages are "private"',
    hint: "skipped; pass --include-private to catalog them",
  },
  "slug-from-name": {
    many: "folder names are shared by several packages",
    hint: "those packages take slugs made from their package names (README: Slugs)",
  },
  "slug-mismatch": { many: "package names do not end in their folder names" },
  "page-shadowed": {
    many: "doc pages are shadowed by the repository's docs/<slug>/ folder",
    hint: "the repository's page is used",
  },
  "bad-front-matter": { many: "pages have front matter that is not a YAML mapping" },
  "empty-page": { many: "doc pages are empty", hint: "skipped" },
  "unmapped-docs": { many: "documentation trees belong to no package" },
  "bad-field": { many: "metadata fields have the wrong type", hint: "ignored" },
  "no-version": { many: 'packages have no "version"', hint: "0.0.0 is used" },
  "no-description": {
    many: "packages have no description",
    hint: `set "description" in the manifest, the index page's front matter or ${CONFIG}`,
  },
  "no-category": {
    many: "packages have no category",
    hint: `set "category" in the index page's front matter or in ${CONFIG}`,
  },
  "unknown-related": { many: '"related" slugs are not packages of this catalog' },
  "unknown-configured": { many: "catalog-mcp.json names packages this workspace does not have" },
  "no-source": {
    many: "packages have no TypeScript entry point",
    hint: "no source and no exports for them",
  },
  "export-not-understood": { many: "export statements were not understood" },
  "unfollowed-reexport": {
    many: "re-exports could not be followed",
    hint: "their names are missing from exports",
  },
  "no-deno": { many: "runs found no deno to record symbols with" },
  "symbols-failed": { many: "symbol extractions failed", hint: "the snapshot has no symbols" },
  "deno-doc": { many: "deno doc warnings", hint: "those declarations may be incomplete" },
  "exports-without-symbols": {
    many: "packages export names that have no symbol record",
    hint: "re-exported from packages outside the workspace, or not found by deno doc",
  },
  "entries-from-components": {
    many: "packages take their entry points from their component manifests",
    hint: "they declare no exports, main, module or types and have no index file",
  },
  "bad-cem-field": { many: 'package.json "customElements" fields are unusable' },
  "cem-not-built": {
    many: "Custom Elements Manifests are declared but not built",
    hint: "build them first (for example `npx @custom-elements-manifest/analyzer analyze`)",
  },
  "bad-cem": { many: "Custom Elements Manifests cannot be read", hint: "no components from them" },
  "bad-cem-declaration": { many: "manifest declarations are invalid", hint: "skipped" },
  "no-root-version": {
    many: 'root manifests have no "version"',
    hint: "0.0.0 is used; pass --version",
  },
  "outside-repository": {
    many: "files or folders are links outside the repository or loops of links",
    hint: "skipped: nothing outside the repository is read",
  },
  "not-text": { many: "files are not UTF-8 text", hint: "skipped" },
  "page-too-large": {
    many: "pages are larger than the page limit",
    hint: "skipped; --max-page-bytes raises the limit",
  },
  "analyzer-failed": {
    many: "component manifests could not be built from source",
    hint: "those packages are catalogued without components",
  },
  "analyzer-config-skipped": {
    many: "analyzer configurations do not load",
    hint: "their manifests are built with settings chosen for the package",
  },
  "page-id-taken": {
    many: "shipped documentation files share a page id with another",
    hint: "the first is kept",
  },
  "no-types": {
    many: "installed packages ship no types and have no @types package installed",
    hint: "no symbols for them",
  },
  "unresolved-reexports": {
    many: "installed packages re-export names whose declarations are not installed",
    hint: "those names have no symbol record",
  },
  "computed-exports": {
    many: "installed packages export keys of computed types, which have no declaration",
    hint: "those names have no symbol record",
  },
  "bad-shipped-catalog": {
    many: 'shipped catalog snapshots ("catalogMcp") cannot be used',
    hint: "those packages are read from their files",
  },
  "cache-discarded": { many: "caches were discarded", hint: "every package is rebuilt" },
  "dependency-not-installed": {
    many: "declared dependencies are not installed",
    hint: "run the install command each line names; the others are served",
  },
  "dependency-out-of-range": {
    many: "installed dependencies are outside the range their manifest declares",
    hint: "served as installed; run the install command each line names",
  },
  "dependency-not-found": {
    many: "--deps-include names are installed nowhere in the app",
    hint: "check the names, or install them",
  },
  "unsupported-layout": {
    many: "dependency layouts are not read (Yarn Plug'n'Play, jsr: imports)",
    hint: "the packages they hold are not served",
  },
  "dependency-unreadable": {
    many: "installed dependencies cannot be read",
    hint: "those packages are not served; the others are",
  },
  "link-outside-app": {
    many: "dependencies are links to folders outside the app",
    hint: "served from there, as Node resolves them",
  },
} as const satisfies Record<string, WarningKindText>;

/**
 * A kind of generator warning: a stable id that groups warnings of one sort, such as
 * `no-category` or `private-skipped`.
 *
 * @example
 * ```ts
 * import type { GeneratorWarningKind } from "@catalog-mcp/server/generator";
 *
 * const kind: GeneratorWarningKind = "no-category";
 * console.log(kind);
 * ```
 */
export type GeneratorWarningKind = keyof typeof WARNING_KINDS;

/** How the pipeline reports a warning: its kind, and one line naming package and file. */
export type Warn = (kind: GeneratorWarningKind, message: string) => void;

/**
 * Renders collected warnings the way the CLI prints them: one line per kind (the warning
 * itself when there is only one), each instance indented below it when `verbose`.
 *
 * @param warnings Every warning of a run, in the order reported.
 * @param verbose Whether to list every instance.
 * @returns The lines to print, without `warning: ` prefixes.
 */
export function groupWarnings(
  warnings: readonly { kind: GeneratorWarningKind; message: string }[],
  verbose: boolean,
): string[] {
  const byKind = new Map<GeneratorWarningKind, string[]>();
  for (const { kind, message } of warnings) {
    const list = byKind.get(kind) ?? [];
    list.push(message);
    byKind.set(kind, list);
  }
  const lines: string[] = [];
  for (const kind of Object.keys(WARNING_KINDS) as GeneratorWarningKind[]) {
    const messages = byKind.get(kind);
    if (messages === undefined) continue;
    const text: WarningKindText = WARNING_KINDS[kind];
    if (messages.length === 1 && !verbose) {
      lines.push(messages[0] as string);
      continue;
    }
    const hint = text.hint === undefined ? "" : `: ${text.hint}`;
    const more = verbose ? "" : " (--verbose lists them)";
    lines.push(`${messages.length} ${text.many}${hint}${more}`);
    if (verbose) lines.push(...messages.map((message) => `  ${message}`));
  }
  return lines;
}
/** How many names or files a warning names before it counts the rest. */
const NAMED = 5;

/**
 * The first {@link NAMED} items, then how many more there are, for a warning that names them.
 *
 * @param items What the warning names.
 * @returns `a, b, c, d, e and 3 more`.
 *
 * @example
 * ```ts
 * import { firstFew } from "./warnings.ts";
 *
 * firstFew(["a", "b"]); // "a, b"
 * ```
 */
export function firstFew(items: readonly string[]): string {
  const more = items.length > NAMED ? ` and ${items.length - NAMED} more` : "";
  return `${items.slice(0, NAMED).join(", ")}${more}`;
}
