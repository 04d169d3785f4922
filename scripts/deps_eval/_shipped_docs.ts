/**
 * The documentation an installed package ships, counted by the conventions the `--deps` mode
 * follows: Markdown/MDX pages under `docs/`, `dist/docs/`, `ai-docs/`, `documentation/` or `doc/`, and the
 * root files `AGENTS.md`, `llms.txt`, `llms-full.txt`, the README and the changelog (`CHANGELOG.md`,
 * `CHANGES.md`, `HISTORY.md`); beside the pages, the example
 * programs those folders hold that title themselves with a `@title` doc comment (how `ai-docs/`
 * carries most of its content). Markdown elsewhere in the
 * package (outside those conventions) is counted apart, so a package that ships its docs in a
 * place of its own shows up.
 *
 * @module
 */
import { join } from "node:path";
import { listFiles } from "./_walk.ts";

/** The folders, relative to a package's root, whose pages count. */
export const DOCS_FOLDERS: readonly string[] = [
  "docs",
  "dist/docs",
  "ai-docs",
  "documentation",
  "doc",
];

const PAGE = /\.mdx?$/i;
const EXAMPLE = /\.[mc]?[jt]sx?$/;
const TITLE = /^\s*\*\s*@title\s/m;
const ROOT_FILES =
  /^(agents\.md|llms\.txt|llms-full\.txt|readme(\.(md|markdown|mdx|txt))?|changelog\.md|changes\.md|history\.md)$/i;
/** Markdown no one reads as documentation of the API. */
const NOT_DOCS = /^(license|licence|changelog|history|security|contributing|code_of_conduct)\b/i;

/** What one package ships. */
export interface ShippedDocs {
  /** Pages per convention folder present, `{"dist/docs": 475}`. */
  folders: Record<string, number>;
  /** All of those pages. */
  pages: number;
  /** Example programs in those folders with a `@title` doc comment. */
  examples: number;
  /** The convention root files present, as spelled in the package (`Readme.md`). */
  rootFiles: string[];
  /** Markdown outside the conventions (licences and changelogs aside), per folder. */
  otherMarkdown: Record<string, number>;
}

/**
 * Counts what the package in `dir` ships.
 *
 * @param dir The installed package's folder.
 * @returns Its pages, root files and other Markdown.
 * @example Counting a package
 * ```ts ignore
 * shippedDocs(".bench/deps-app/node_modules/next").folders; // { "dist/docs": 475 }
 * ```
 */
export function shippedDocs(dir: string): ShippedDocs {
  const folders: Record<string, number> = {};
  const rootFiles: string[] = [];
  const otherMarkdown: Record<string, number> = {};
  let examples = 0;
  for (const file of listFiles(dir)) {
    const slash = file.lastIndexOf("/");
    const name = file.slice(slash + 1);
    if (slash < 0 && ROOT_FILES.test(name)) {
      rootFiles.push(name);
      continue;
    }
    const folder = DOCS_FOLDERS.find((docs) => file.startsWith(`${docs}/`));
    if (folder !== undefined && EXAMPLE.test(name) && !name.endsWith(".d.ts")) {
      if (TITLE.test(Deno.readTextFileSync(join(dir, file)))) examples++;
      continue;
    }
    if (!PAGE.test(name)) continue;
    if (folder !== undefined) folders[folder] = (folders[folder] ?? 0) + 1;
    else if (!NOT_DOCS.test(name)) {
      const parent = slash < 0 ? "." : file.slice(0, slash);
      otherMarkdown[parent] = (otherMarkdown[parent] ?? 0) + 1;
    }
  }
  const pages = Object.values(folders).reduce((sum, count) => sum + count, 0);
  return { folders, pages, examples, rootFiles, otherMarkdown };
}
