/**
 * `llms.txt` and `llms-full.txt` for a catalog snapshot, after the llms.txt convention: an H1
 * title, a blockquote summary, then H2 sections of Markdown link lists. The generator writes
 * both beside the snapshot and HTTP mode serves them; both come from these two functions, so
 * they are the same bytes either way.
 *
 * Links are the catalog's `catalog://` resource URIs: an assistant reads them through the
 * MCP server (`resources/read`, or `get-docs` with the slug and page id a link names).
 * `llms-full.txt` inlines every page, for readers without an MCP client.
 *
 * @module
 */
import { type CatalogPage, packagePages } from "../catalog/catalog.ts";
import { oneLine } from "../catalog/one_line.ts";
import type { BundledData, BundledPackage } from "../snapshot/model.ts";
import { outlineOf, titleOf } from "./page_sections.ts";

/**
 * The catalog's index: a line per package (name and description), then a section per package
 * with a link per page (title, id, size).
 *
 * @param data A validated snapshot.
 * @returns The text of `llms.txt`.
 *
 * @example
 * ```ts
 * import { renderLlmsTxt } from "./llms_txt.ts";
 *
 * const text = renderLlmsTxt({
 *   version: "1.0.0",
 *   packages: [{
 *     slug: "forms", name: "@acme/forms", version: "1.0.0", category: "", description: "Form controls.",
 *     exports: [], keywords: [], related: [], availableDocPages: ["index"],
 *     docs: { index: "# Forms\n" }, components: [], apiSource: null,
 *   }],
 * });
 * console.log(text.split("\n")[0]); // "# @acme packages"
 * ```
 */
export function renderLlmsTxt(data: BundledData): string {
  const lines = header(
    data,
    "Links are catalog:// resources of this catalog's MCP server (catalog-mcp): read one with " +
      "resources/read, or call get-docs with the package slug and the page id after the link; " +
      "list-docs outlines a package's pages and get-docs takes a heading as section.",
  );
  lines.push("## Packages", "");
  for (const pkg of data.packages) {
    const first = packagePages(pkg)[0];
    const target = first !== undefined
      ? docUri(pkg, first)
      : pkg.apiSource === null
      ? undefined
      : `catalog://source/${pkg.slug}`;
    const name = target === undefined ? pkg.name : link(pkg.name, target);
    lines.push(`- ${name}${pkg.description.trim() ? `: ${oneLine(pkg.description)}` : ""}`);
  }
  for (const pkg of data.packages) {
    const pages = packagePages(pkg);
    if (pages.length === 0) continue;
    lines.push("", `## ${pkg.name}`, "");
    for (const page of pages) {
      lines.push(
        `- ${link(titleOf(page), docUri(pkg, page))}: ${page.id}, ` +
          `${page.markdown.length} characters`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Every page of the catalog in full, package by package, each under its title, page id and
 * URI; front matter is left out.
 *
 * @param data A validated snapshot.
 * @returns The text of `llms-full.txt`.
 *
 * @example
 * ```ts
 * import { renderLlmsFullTxt } from "./llms_txt.ts";
 *
 * const text = renderLlmsFullTxt({
 *   version: "1.0.0",
 *   packages: [{
 *     slug: "forms", name: "@acme/forms", version: "1.0.0", category: "", description: "",
 *     exports: [], keywords: [], related: [], availableDocPages: ["index"],
 *     docs: { index: "---\ntitle: Forms\n---\nFill them in.\n" }, components: [], apiSource: null,
 *   }],
 * });
 * console.log(text.includes("### Forms (index)\n\ncatalog://docs/forms/index\n\nFill them in.")); // true
 * ```
 */
export function renderLlmsFullTxt(data: BundledData): string {
  const lines = header(
    data,
    "Every documentation page follows in full, by package. Each page starts with a heading " +
      "giving its title and page id, then its catalog:// URI on the catalog's MCP server.",
  );
  for (const pkg of data.packages) {
    lines.push(`## ${pkg.name}`, "");
    if (pkg.description.trim()) lines.push(oneLine(pkg.description), "");
    const pages = packagePages(pkg);
    if (pages.length === 0) lines.push("(no documentation pages)", "");
    for (const page of pages) {
      const body = page.markdown.slice(outlineOf(page).bodyStart).trim();
      lines.push(`### ${oneLine(titleOf(page))} (${page.id})`, "", docUri(pkg, page), "");
      if (body !== "") lines.push(body, "");
    }
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

/** The H1 (the packages' common scope, when they share one), the summary and a note. */
function header(data: BundledData, note: string): string[] {
  const scopes = new Set(data.packages.map((pkg) => /^(@[^/]+)\//.exec(pkg.name)?.[1]));
  const [scope] = scopes;
  const title = scopes.size === 1 && scope !== undefined ? `${scope} packages` : "Package catalog";
  const count = data.packages.length;
  return [
    `# ${title}`,
    "",
    `> Documentation of ${count} package${count === 1 ? "" : "s"} ` +
    `(catalog snapshot ${oneLine(data.version)}).`,
    "",
    note,
    "",
  ];
}

function docUri(pkg: BundledPackage, page: CatalogPage): string {
  return `catalog://docs/${pkg.slug}/${page.id}`;
}

/** A Markdown link; the destination goes in `<...>` when it holds anything but URI text. */
function link(text: string, uri: string): string {
  const label = oneLine(text).replace(/[\\[\]]/g, "\\$&");
  const target = /^[\w@.:/~+-]+$/.test(uri) ? uri : `<${uri.replace(/[<>\\]/g, "\\$&")}>`;
  return `[${label}](${target})`;
}
