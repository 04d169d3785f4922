/**
 * Picks each doc page's file, strips front matter and drops empty pages.
 *
 * @module
 */
import { DOC_PAGES, type DocPage, type DocPageEntry, isDocPage } from "../../../snapshot/model.ts";
import type { PackageInputs } from "../collect.ts";
import { splitFrontMatter } from "./front_matter.ts";
import { referencedPage } from "./doc_files.ts";
import { outlinePage, pageTitle } from "../../../docs/page_outline.ts";
import type { Warn } from "../../warnings.ts";
import { docPagePaths, readmePath } from "../manifest/package_layout.ts";
import { pageForReaders } from "./page_variants.ts";

/** The doc pages of a package plus the metadata its index page declares. */
export interface DocPages {
  /** Markdown text of each non-empty page, front matter removed. */
  docs: Partial<Record<DocPage, string>>;
  /** The pages present in `docs`, in `DOC_PAGES` order. */
  availableDocPages: DocPage[];
  /** The other pages, sorted by id. */
  pages: DocPageEntry[];
  /** Front matter of the index page (or of the README when there is no index page). */
  frontMatter: Record<string, unknown>;
  /** The file the front matter came from, or `null` when neither file exists. */
  frontMatterFile: string | null;
}

/**
 * The file whose front matter describes the package: its index page, else its README.
 *
 * @param inputs The collected package inputs.
 * @returns A relative path, or `null` when the package has neither file.
 */
export function metadataFile(inputs: PackageInputs): string | null {
  const candidates = [
    ...pageFiles(inputs, "index"),
    readmePath(inputs.folder, (path) => path in inputs.files),
  ];
  return candidates.find((path) => path in inputs.files) ?? null;
}

/**
 * The text of the page a page stands for (`ref` in its front matter), with the strings of its
 * `replace` map replaced: one page written once, shown for several frameworks.
 */
function referencedBody(
  inputs: PackageInputs,
  text: string,
  data: Record<string, unknown>,
): string | undefined {
  const ref = referencedPage(text);
  const target = ref === undefined ? undefined : inputs.files[ref];
  if (target === undefined) return undefined;
  let body = splitFrontMatter(target).body;
  const replace = data.replace;
  if (replace !== null && typeof replace === "object" && !Array.isArray(replace)) {
    for (const [from, to] of Object.entries(replace)) {
      if (typeof to === "string" && from !== "") body = body.replaceAll(from, to);
    }
  }
  return body;
}

/**
 * The text of the page a page is generated from (`source` in its front matter, a docs route:
 * `app/api-reference/functions/catchError` for `01-app/03-api-reference/04-functions/catchError`)
 * when it has none of its own but comments: a framework's docs that show one page in two
 * sections.
 */
function sourcedBody(
  inputs: PackageInputs,
  data: Record<string, unknown>,
  body: string,
): { body: string; copyOf: string } | undefined {
  if (typeof data.source !== "string" || !blank(body)) return undefined;
  const route = data.source.replace(/^\/+|\/+$/g, "");
  const found = inputs.docFiles.filter(({ id }) =>
    unnumbered(id) === route || unnumbered(id) === `${route}/index`
  );
  const text = found.length === 1 ? inputs.files[found[0]!.file] : undefined;
  return text === undefined
    ? undefined
    : { body: splitFrontMatter(text).body, copyOf: found[0]!.id };
}

/** A page id without its folders' and file's number prefixes (`01-app/guide` is `app/guide`). */
function unnumbered(id: string): string {
  return id.split("/").map((segment) => segment.replace(/^\d+-/, "")).join("/");
}

/** Whether a page's text is nothing but comments (MDX's `{/* *\/}`, HTML's `<!-- -->`). */
function blank(body: string): boolean {
  return body.replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, "").trim() === "";
}

/**
 * The files a specification page may come from, most preferred first: the file a
 * `catalog-mcp.json` rule maps to it, then the repository's `docs/<slug>/` folder, then the
 * package's own `docs/` folder.
 */
function pageFiles(inputs: PackageInputs, page: DocPage): string[] {
  const mapped = inputs.docFiles.find((doc) => doc.id === page)?.file;
  const layout = docPagePaths(inputs.folder, inputs.slug, page);
  return mapped === undefined ? layout : [mapped, ...layout.filter((path) => path !== mapped)];
}

/**
 * Reads a package's doc pages from its collected inputs.
 *
 * Each page comes from the first existing file of `docPagePaths`. The index page falls back
 * to `README.md`, also when the index file exists but has no text besides front matter. Front
 * matter is removed from every page; only the index page's is used as metadata. A package
 * with neither an index page nor a README, whose entry module documents it (`@module`, as Deno
 * packages do), gets that documentation as its index page.
 *
 * @param inputs The collected package inputs.
 * @param label How warnings name the package.
 * @param warn Receives warnings about ignored files, empty pages and broken front matter.
 * @param moduleDocs The entry module's `@module` documentation, as Markdown.
 * @returns The pages and the index front matter.
 */
export function readDocPages(
  inputs: PackageInputs,
  label: string,
  warn: Warn,
  moduleDocs?: string,
): DocPages {
  const result: DocPages = {
    docs: {},
    availableDocPages: [],
    pages: [],
    frontMatter: {},
    frontMatterFile: metadataFile(inputs),
  };
  const readme = readmePath(inputs.folder, (path) => path in inputs.files);
  for (const page of DOC_PAGES) {
    const present = pageFiles(inputs, page).filter((p) => p in inputs.files);
    for (const ignored of present.slice(1)) {
      warn(
        "page-shadowed",
        `${label} (${ignored}): ignored, ${present[0]} provides the "${page}" page`,
      );
    }
    const files = page === "index" ? [...present.slice(0, 1), readme] : present.slice(0, 1);
    for (const [position, file] of files.entries()) {
      const text = inputs.files[file];
      if (text === undefined) continue;
      const { data, body, problem } = splitFrontMatter(text);
      if (problem !== undefined) {
        warn("bad-front-matter", `${label} (${file}): front matter ignored: ${problem}`);
      }
      // Other pages' front matter (titles, VitePress layout keys) is normal and not metadata.
      if (file === result.frontMatterFile) result.frontMatter = data;
      if (body.trim() === "") {
        // An index file holding only front matter is a normal way to pair metadata with a
        // README, so the README taking over is not worth a warning.
        const readmeFollows = position < files.length - 1 && readme in inputs.files;
        if (!readmeFollows) warn("empty-page", `${label} (${file}): the page is empty; skipped`);
        continue;
      }
      result.docs[page] = pageForReaders(body, page);
      result.availableDocPages.push(page);
      break;
    }
  }
  if (result.docs.index === undefined && moduleDocs !== undefined && moduleDocs.trim() !== "") {
    result.docs = { index: `# ${label}\n\n${moduleDocs}`, ...result.docs };
    result.availableDocPages.unshift("index");
  }
  for (const { id, file } of inputs.docFiles) {
    const text = inputs.files[file];
    if (isDocPage(id) || text === undefined) continue;
    const { data, body: own, problem } = splitFrontMatter(text);
    if (problem !== undefined) {
      warn("bad-front-matter", `${label} (${file}): front matter ignored: ${problem}`);
    }
    // A page with no text of its own stands for another (`ref`); one with comments only may be
    // generated from another (`source`).
    const empty = own.trim() === "";
    const sourced = empty ? undefined : sourcedBody(inputs, data, own);
    const body = pageForReaders(
      sourced?.body ?? (empty ? referencedBody(inputs, text, data) ?? own : own),
      id,
    );
    if (body.trim() === "") {
      warn("empty-page", `${label} (${file}): the page is empty; skipped`);
      continue;
    }
    // The server titles the pages it did not get from here the same way.
    result.pages.push({
      id,
      title: pageTitle(id, outlinePage(text)),
      markdown: body,
      ...(sourced === undefined ? {} : { copyOf: sourced.copyOf }),
    });
  }
  return result;
}
