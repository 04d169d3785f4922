/**
 * What sections and outlines buy on a real catalog: how large a section is next to its page
 * (target: median under 15%), whether every heading is reachable, what list-docs and the
 * llms.txt files cost, and how long outlining takes next to a bare markdown-it parse of the
 * same pages in the same run.
 *
 *   deno task measure:docs [--corpus <snapshot.json>]
 *
 * The default corpus is the real 29-package catalog beside the repository
 * (`../shared/corpus/real-catalog-29pkg.json`).
 *
 * @module
 */
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import MarkdownIt from "markdown-it";
import { loadData } from "../mod.ts";
import { Catalog, type CatalogPage } from "../src/catalog/catalog.ts";
import { listDocs, listingText } from "../src/docs/doc_listing.ts";
import { renderLlmsFullTxt, renderLlmsTxt } from "../src/docs/llms_txt.ts";
import { outlinePage } from "../src/docs/page_outline.ts";
import { findHeading, slugIfNeeded } from "../src/docs/page_sections.ts";
import { loadAverage, median, percentile } from "./_stats.ts";

const DEFAULT_CORPUS = fileURLToPath(
  new URL("../../shared/corpus/real-catalog-29pkg.json", import.meta.url),
);
const ROUNDS = 5;

const { values } = parseArgs({ options: { corpus: { type: "string" } } });
const data = loadData({ path: values.corpus ?? DEFAULT_CORPUS });
const catalog = Catalog.fromData(data);
const pages: CatalogPage[] = catalog.packages.flatMap((pkg) => [...catalog.docPages(pkg.slug)]);

const shares: number[] = [];
const sectionSizes: number[] = [];
const headingCounts: number[] = [];
let headings = 0;
let bySlug = 0;
let byText = 0;
for (const page of pages) {
  const outline = outlinePage(page.markdown);
  headingCounts.push(outline.headings.length);
  for (const heading of outline.headings) {
    headings++;
    const size = heading.end - heading.start;
    sectionSizes.push(size);
    shares.push(size / page.markdown.length);
    if (findHeading(outline.headings, heading.slug) === heading) bySlug++;
    if (slugIfNeeded(outline.headings, heading) === undefined) byText++;
  }
}

const pageSizes = pages.map((page) => page.markdown.length);
const listings = catalog.packages.map((pkg) => listingText(listDocs(catalog, pkg.slug, {})).length);
const shallow = catalog.packages.map((pkg) =>
  listingText(listDocs(catalog, pkg.slug, { maxLevel: 2 })).length
);

/** Best of ROUNDS wall times of `run`, in milliseconds. */
function best(run: () => void): number {
  let fastest = Infinity;
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

const bare = new MarkdownIt("commonmark");
const parseMs = best(() => pages.forEach((page) => bare.parse(page.markdown, {})));
const outlineMs = best(() => pages.forEach((page) => outlinePage(page.markdown)));
const llmsMs = best(() => renderLlmsTxt(data));
const fullMs = best(() => renderLlmsFullTxt(data));

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const kb = (chars: number) =>
  `${(chars / 1000).toFixed(1)}k chars (~${Math.round(chars / 4)} tokens)`;

console.log(`# Docs sections on ${values.corpus ?? "the real 29-package catalog"}`);
console.log(`load average: ${loadAverage()}\n`);
console.log(`packages ${data.packages.length}, pages ${pages.length}, headings ${headings}`);
console.log(
  `headings per page: median ${median(headingCounts)}, max ${Math.max(...headingCounts)}`,
);
console.log(`page size: median ${kb(median(pageSizes))}, max ${kb(Math.max(...pageSizes))}`);
console.log(
  `section size: median ${kb(median(sectionSizes))}, p90 ${kb(percentile(sectionSizes, 0.9))}`,
);
console.log(
  `section share of its page: median ${pct(median(shares))} (target < 15%), ` +
    `p90 ${pct(percentile(shares, 0.9))}`,
);
console.log(
  `reachable: ${bySlug}/${headings} by slug, ${byText}/${headings} by text alone ` +
    `(the rest are repeated texts: list-docs gives their slug)`,
);
console.log(
  `list-docs text per package: median ${kb(median(listings))}, max ${kb(Math.max(...listings))}` +
    `; with maxLevel 2: median ${kb(median(shallow))}`,
);
console.log(
  `llms.txt ${kb(renderLlmsTxt(data).length)} in ${llmsMs.toFixed(1)} ms; ` +
    `llms-full.txt ${kb(renderLlmsFullTxt(data).length)} in ${fullMs.toFixed(1)} ms`,
);
console.log(
  `outlining every page: ${outlineMs.toFixed(1)} ms, ${(outlineMs / parseMs).toFixed(2)}x ` +
    `a bare markdown-it parse of the same pages (${parseMs.toFixed(1)} ms), best of ${ROUNDS}`,
);
