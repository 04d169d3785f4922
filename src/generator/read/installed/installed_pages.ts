/**
 * An installed package's pages: the documentation it ships (`shipped_docs.ts`), read on the
 * generator's usual road (`readDocPages`: front matter stripped, titles from front matter or
 * the first heading, empty pages skipped, the README as `index` when no page is; a changelog
 * titled "Changelog"), plus the example programs of its docs folders (`example_page.ts`). Its
 * tables lose the spaces that pad their cells (`table_padding.ts`): a third party's text, read by
 * assistants alone (a repository's own pages are kept as its team writes them).
 *
 * @module
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import type { DocPage, DocPageEntry } from "../../../snapshot/model.ts";
import type { RepositoryFiles } from "../../find/repository_files.ts";
import { compareText } from "../../compare_text.ts";
import type { Warn } from "../../warnings.ts";
import type { PackageInputs } from "../collect.ts";
import { readDocPages } from "../docs/doc_pages.ts";
import { withoutTablePadding } from "../docs/table_padding.ts";
import { firstParagraph } from "../docs/first_paragraph.ts";
import { splitFrontMatter } from "../docs/front_matter.ts";
import { readmePath, readmePaths } from "../manifest/package_layout.ts";
import { examplePage } from "./example_page.ts";
import { CHANGELOG_PAGES, shippedDocs } from "./shipped_docs.ts";

/** The title of a package's changelog page. */
const CHANGELOG_TITLE = "Changelog";

/** The id of the README's page when a shipped page is `index`. */
const README_PAGE = "README";

/** Its id when a docs folder's README has {@link README_PAGE}. */
const PACKAGE_README_PAGE = "package-README";

/** A package's pages and what its README says first. */
export interface InstalledPages {
  /** The specification pages present (`index` and any of `api`, `usage`, `examples`). */
  docs: Partial<Record<DocPage, string>>;
  /** The pages present in `docs`, in the specification's order. */
  availableDocPages: DocPage[];
  /** Every other page, sorted by id. */
  pages: DocPageEntry[];
  /** The README's first paragraph of prose, when it has one. */
  summary?: string;
}

/**
 * Reads the pages an installed package ships. A page larger than `maxPageBytes` (Markdown,
 * `llms.txt`, an example program) or not UTF-8 text is skipped with a warning.
 *
 * @param files The package's files (which apply the page limit to Markdown).
 * @param pkg The package: its manifest (parsed), slug and label (`next@16.4.6`).
 * @param maxPageBytes The page limit.
 * @param warn Receives the warnings.
 * @returns The pages.
 */
export function installedPages(
  files: RepositoryFiles,
  pkg: { manifest: Record<string, unknown>; slug: string; label: string },
  maxPageBytes: number,
  warn: Warn,
): InstalledPages {
  const { label } = pkg;
  const shipped = shippedDocs(files, label, warn);
  const read = (file: string): string | null => {
    if (!/\.mdx?$/i.test(file)) {
      const size = statSync(join(files.root, file)).size;
      if (size > maxPageBytes) {
        warn(
          "page-too-large",
          `${label} (${file}): ${size} bytes, over the page limit of ${maxPageBytes} ` +
            "(--max-page-bytes); skipped",
        );
        return null;
      }
    }
    return files.read(file);
  };
  const texts: Record<string, string> = {};
  const keep = (file: string) => {
    const text = read(file);
    if (text !== null) texts[file] = /\.mdx?$/i.test(file) ? withDescribedBody(text) : text;
    return text !== null;
  };
  // A file at the root that is a copy of another page is not a page twice (Effect ships its
  // `AGENTS.md` again as `CLAUDE.md`).
  const rootTexts = new Set<string>();
  const docFiles = shipped.pages.filter(({ file }) => {
    if (!keep(file)) return false;
    if (file.includes("/")) return true;
    const text = texts[file]!;
    if (rootTexts.has(text)) return false;
    rootTexts.add(text);
    return true;
  });
  const readme = readmePaths(".").find((path) => files.exists(path) && keep(path));
  // The README is the index page; when a shipped page is `index`, it is a page of its own, named
  // apart from a docs folder's own README (Turborepo ships both: one id twice made its whole
  // entry invalid, and the package was not served).
  if (readme !== undefined && docFiles.some(({ id }) => id === "index")) {
    const taken = docFiles.some(({ id }) => id === README_PAGE);
    docFiles.push({ id: taken ? PACKAGE_README_PAGE : README_PAGE, file: readme });
  }
  const inputs: PackageInputs = {
    folder: ".",
    slug: pkg.slug,
    manifestPath: "package.json",
    manifest: pkg.manifest,
    entries: [],
    docFiles,
    externalImports: [],
    unresolvedImports: [],
    files: texts,
  };
  const docPages = readDocPages(inputs, label, warn);
  const taken = new Set([...docPages.availableDocPages, ...docPages.pages.map((page) => page.id)]);
  const examples = shipped.examples.flatMap(({ id, file }) => {
    const text = taken.has(id) ? null : read(file);
    const page = text === null ? null : examplePage(id, file, text);
    return page === null ? [] : [page];
  });
  // A changelog is titled as one: its first heading is the package's name (`# mobx`), a version
  // (dayjs' `## [1.11.23](...)`) or "Change Log".
  const changelogs = new Set(CHANGELOG_PAGES.map(([, id]) => id));
  const pages = [...docPages.pages, ...examples]
    .map((page) => changelogs.has(page.id) ? { ...page, title: CHANGELOG_TITLE } : page)
    .map((page) => ({ ...page, markdown: withoutTablePadding(page.markdown) }))
    .sort((a, b) => compareText(a.id, b.id));
  const readmeText = texts[readmePath(".", (path) => path in texts)];
  const summary = readmeText === undefined
    ? undefined
    : firstParagraph(splitFrontMatter(readmeText).body);
  return {
    docs: Object.fromEntries(
      Object.entries(docPages.docs).map(([page, text]) => [page, withoutTablePadding(text)]),
    ),
    availableDocPages: docPages.availableDocPages,
    pages,
    ...(summary === undefined ? {} : { summary }),
  };
}

/**
 * A page that is front matter only (a docs site's section index, `title` and `description`,
 * whose body the site fills with the section's pages) gets its title and description as text,
 * rather than being dropped as empty.
 */
function withDescribedBody(text: string): string {
  const { data, body } = splitFrontMatter(text);
  if (body.trim() !== "") return text;
  const title = typeof data.title === "string" ? data.title.trim() : "";
  const description = typeof data.description === "string" ? data.description.trim() : "";
  if (title === "" && description === "") return text;
  return `${text.trimEnd()}\n\n${title === "" ? "" : `# ${title}\n\n`}${description}\n`;
}
