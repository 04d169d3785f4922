/**
 * The documentation an installed package ships, found by convention: Markdown and MDX under
 * `docs/`, `dist/docs/`, `ai-docs/`, `documentation/` and `doc/` (npm's own name for it, in
 * package.json's `directories`: markdownlint's page per rule), agent skills under `skills/` and
 * `dist/skills/` (a `SKILL.md` and its references), and `AGENTS.md`, `llms.txt`, `llms-full.txt`
 * and the changelog (`CHANGELOG.md`, `HISTORY.md`, ...) at the root, and the root's other
 * Markdown but licences, governance and the like (the README is the generator's usual `index`
 * page). Ids are paths below their folder without the extension, numbered prefixes kept
 * (`01-app/02-guides/caching`); skills keep `skills/` in front (`skills/webawesome/SKILL`). Code
 * files in a docs folder that title themselves with a `@title` doc comment are example pages.
 *
 * @module
 */
import type { RepositoryFiles } from "../../find/repository_files.ts";
import { compareText } from "../../compare_text.ts";
import type { Warn } from "../../warnings.ts";
import { type DocFile, pageId } from "../docs/doc_files.ts";
import { EXAMPLE_FILE } from "./example_page.ts";

/** Folders whose pages are the package's documentation, in the order their ids are claimed. */
export const DOCS_FOLDERS: readonly string[] = [
  "docs",
  "dist/docs",
  "ai-docs",
  "documentation",
  "doc",
];

/** Folders of agent skills; their pages' ids start with `skills/`. */
export const SKILLS_FOLDERS: readonly string[] = ["skills", "dist/skills"];

/**
 * The changelog files at a package root, as packages name them, and their pages' ids: the
 * version-matched record of what each release renamed, removed or changed (`trace` removed from
 * MobX 7, dayjs 1.11.20's `updateLocale` merging nested objects), which nothing else shipped says.
 */
export const CHANGELOG_PAGES: readonly (readonly [file: string, id: string])[] = [
  ["CHANGELOG.md", "CHANGELOG"],
  ["changelog.md", "changelog"],
  ["HISTORY.md", "HISTORY"],
  ["History.md", "History"],
  ["CHANGES.md", "CHANGES"],
];

/** Files at the package root that are pages, and their ids. */
export const ROOT_PAGES: readonly (readonly [file: string, id: string])[] = [
  ["AGENTS.md", "AGENTS"],
  ["llms.txt", "llms"],
  ["llms-full.txt", "llms-full"],
  ...CHANGELOG_PAGES,
];

const PAGE = /\.mdx?$/i;

/** The README at the root, the package's `index` page. */
const README = /^readme\.mdx?$/i;

/** Root Markdown that is no documentation of the package's API. */
const NOT_DOCS =
  /^(?:licen[cs]e|third[-_ ]?party|notice|patents|security|contributing|contributors|code[-_ ]of[-_ ]conduct|governance|project[-_ ]charter|sponsors|backers|funding|authors|maintainers|acknowledge?ments?|support)\b/i;

/** What a package ships as documentation, before it is read. */
export interface ShippedDocs {
  /** Markdown pages and their ids (the root pages among them), sorted by id. */
  pages: DocFile[];
  /** Code files in docs folders that may be example pages, with their ids. */
  examples: DocFile[];
}

/**
 * Lists the documentation files of an installed package. An id claimed twice (`docs/a.md` and
 * `dist/docs/a.md`) keeps the first, and the other is reported.
 *
 * @param files The package's files.
 * @param label How warnings name the package (`next@16.4.6`).
 * @param warn Receives a warning for each file whose id was taken.
 * @returns The pages and candidate examples.
 */
export function shippedDocs(files: RepositoryFiles, label: string, warn: Warn): ShippedDocs {
  const claimed = new Map<string, string>();
  const claim = (id: string, file: string): boolean => {
    const owner = claimed.get(id);
    if (owner === undefined) {
      claimed.set(id, file);
      return true;
    }
    warn("page-id-taken", `${label} (${file}): page id "${id}" is taken by ${owner}; skipped`);
    return false;
  };
  const pages: DocFile[] = [];
  const examples: DocFile[] = [];
  for (const folder of DOCS_FOLDERS) {
    for (const file of files.filesUnder(folder)) {
      if (PAGE.test(file)) {
        if (claim(pageId(folder, file), file)) pages.push({ id: pageId(folder, file), file });
      } else if (EXAMPLE_FILE.test(file)) {
        examples.push({ id: pageId(folder, file, EXAMPLE_FILE), file });
      }
    }
  }
  for (const folder of SKILLS_FOLDERS) {
    for (const file of files.filesUnder(folder).filter((path) => PAGE.test(path))) {
      const id = `skills/${pageId(folder, file)}`;
      if (claim(id, file)) pages.push({ id, file });
    }
  }
  // One page per file, where the file system ignores case too (`changelog.md` is `CHANGELOG.md`).
  const rootFiles = new Set<string>();
  for (const [file, id] of ROOT_PAGES) {
    if (rootFiles.has(file.toLowerCase()) || !files.exists(file)) continue;
    rootFiles.add(file.toLowerCase());
    if (claim(id, file)) pages.push({ id, file });
  }
  // Any other Markdown at the root is the package's own documentation too (echarts'
  // `package.README.md` on its public entries, Mistral's `FUNCTIONS.md`), but for the README and
  // what no user reads for its API (licences, governance, contributing).
  for (const file of files.filesIn(".")) {
    if (!PAGE.test(file) || README.test(file) || NOT_DOCS.test(file)) continue;
    if (rootFiles.has(file.toLowerCase())) continue;
    const id = file.replace(PAGE, "");
    if (claim(id, file)) pages.push({ id, file });
  }
  const byId = (a: DocFile, b: DocFile) => compareText(a.id, b.id);
  return { pages: pages.sort(byId), examples: examples.sort(byId) };
}
