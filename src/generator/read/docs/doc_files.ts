/**
 * Which Markdown files are a package's documentation pages, and under which ids: the
 * repository's `catalog-mcp.json` rules first (a root documentation tree mapped to packages),
 * then the repository's `docs/<slug>/` folder, then the package's own `docs/` folder, each
 * searched to any depth. An id is the file's path below its folder (or below the fixed part of
 * the rule's pattern), without the extension, after the rule's prefix: `guides/query-keys`.
 *
 * @module
 */
import { posix } from "node:path";
import type { DocsRule } from "../../find/config.ts";
import { compareText } from "../../compare_text.ts";
import { splitFrontMatter } from "./front_matter.ts";
import { expandFileGlob, globSegments, hasWildcard, matchesGlob } from "../../find/glob.ts";
import { inFolder } from "../manifest/package_layout.ts";

/** One Markdown file of a package's documentation and the page id it gets. */
export interface DocFile {
  /** The page id. */
  id: string;
  /** The file, relative to the repository root. */
  file: string;
}

const MARKDOWN = /\.mdx?$/;

/**
 * Finds a package's documentation files.
 *
 * @param root Absolute path of the repository root.
 * @param pkg The package: its folder, slug and name.
 * @param rules The repository's documentation rules (only those naming this package apply).
 * @returns The files, one per id (the first claim wins), sorted by id.
 */
export function findDocFiles(
  root: string,
  pkg: { folder: string; slug: string; name: string },
  rules: readonly DocsRule[],
): DocFile[] {
  const byId = new Map<string, string>();
  const claimed = new Set<string>();
  const claim = (id: string, file: string) => {
    if (byId.has(id) || claimed.has(file)) return;
    byId.set(id, file);
    claimed.add(file);
  };
  for (const rule of rules.filter((rule) => rule.package === pkg.name)) {
    for (const { id, file } of ruleFiles(root, rule)) claim(id, file);
  }
  for (const base of [`docs/${pkg.slug}`, inFolder(pkg.folder, "docs")]) {
    for (const file of expandFileGlob(root, `${base}/**`).filter((path) => MARKDOWN.test(path))) {
      claim(pageId(base, file), file);
    }
  }
  return [...byId].map(([id, file]) => ({ id, file }))
    .sort((a, b) => compareText(a.id, b.id));
}

/**
 * The files one rule maps, with their ids.
 *
 * @param root Absolute path of the repository root.
 * @param rule The rule.
 * @returns The Markdown files its `include` patterns match and its `exclude` patterns do not.
 */
export function ruleFiles(root: string, rule: DocsRule): DocFile[] {
  const files: DocFile[] = [];
  for (const pattern of rule.include) {
    const base = fixedPart(pattern);
    for (const file of expandFileGlob(root, pattern)) {
      if (!MARKDOWN.test(file) || rule.exclude.some((exclude) => matchesGlob(exclude, file))) {
        continue;
      }
      const id = pageId(base, file);
      files.push({ id: rule.prefix === undefined ? id : `${rule.prefix}/${id}`, file });
    }
  }
  return files;
}

/**
 * The page another page stands for: a page whose front matter says `ref: docs/other.md` (a path
 * from the repository root, as documentation sites such as TanStack's write it) shows that
 * page's text.
 *
 * @param text A page's text.
 * @returns The referenced path, or `undefined`.
 */
export function referencedPage(text: string): string | undefined {
  if (!/^ref:/m.test(text)) return undefined;
  const { data } = splitFrontMatter(text);
  return typeof data.ref === "string" && MARKDOWN.test(data.ref)
    ? posix.normalize(data.ref).replace(/^\.\//, "")
    : undefined;
}

/** The folders of a pattern before its first wildcard (a pattern naming one file: its folder). */
function fixedPart(pattern: string): string {
  const segments = globSegments(pattern);
  const wild = segments.findIndex(hasWildcard);
  return (wild === -1 ? segments.slice(0, -1) : segments.slice(0, wild)).join("/");
}

/**
 * A page id: the path below `base` without its extension (`.md`, `.mdx`, or the one given);
 * characters an id cannot hold become `-`.
 *
 * @param base The folder ids start below.
 * @param file The file, in the same terms as `base`.
 * @param extension What to take off the end, `.md` and `.mdx` unless given.
 * @returns The id.
 *
 * @example
 * ```ts
 * import { pageId } from "./doc_files.ts";
 *
 * console.log(pageId("dist/docs", "dist/docs/01-app/caching (old).mdx")); // "01-app/caching-old-"
 * ```
 */
export function pageId(base: string, file: string, extension: RegExp = MARKDOWN): string {
  return posix.relative(base, file).replace(extension, "").split("/")
    .map((segment) => segment.replace(/[^\w@.-]+/g, "-")).join("/");
}
