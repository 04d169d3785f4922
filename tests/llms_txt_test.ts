import assert from "node:assert/strict";
import MarkdownIt from "markdown-it";
import type { BundledData } from "../mod.ts";
import { renderLlmsFullTxt, renderLlmsTxt } from "../src/docs/llms_txt.ts";
import { HAS_REAL_CORPUS, loadRealCorpus, REAL_CORPUS_NOTE } from "./_corpus.ts";
import { docsCatalog } from "./_docs_catalog.ts";
import { expectedPages, expectedResourceUris } from "./_expected_resources.ts";
import { connectInMemory } from "./_mcp_client.ts";
import { blankPackage } from "./_mini_catalog.ts";

const markdown = new MarkdownIt("commonmark");

/** The links of a Markdown text as a CommonMark parser reads them: [text, destination]. */
function links(text: string): [string, string][] {
  const found: [string, string][] = [];
  for (const token of markdown.parse(text, {})) {
    const children = token.children ?? [];
    for (const [i, child] of children.entries()) {
      if (child.type !== "link_open") continue;
      found.push([children[i + 1]?.content ?? "", decodeURI(String(child.attrGet("href") ?? ""))]);
    }
  }
  return found;
}

/** Checks llms.txt's shape and that every link is a resource that reads as its page. */
async function checkLlmsTxt(data: BundledData) {
  const text = renderLlmsTxt(data);
  const lines = text.split("\n");
  assert.match(lines[0]!, /^# \S/);
  assert.equal(lines[1], "");
  assert.match(lines[2]!, /^> Documentation of \d+ packages? \(catalog snapshot /);
  const sections = text.split(/^## /m).slice(1);
  assert.equal(sections[0]!.split("\n")[0], "Packages");
  for (const section of sections) {
    for (const line of section.split("\n").slice(1).filter((l) => l !== "")) {
      assert.match(line, /^- (?:\[.*\]\(.+\)|[^[]\S*)(?:: .+)?$/, `a list item: ${line}`);
    }
  }
  const found = links(text);
  const pages = data.packages.flatMap((pkg) => expectedPages(pkg).map((page) => page.id));
  assert.equal(found.length, data.packages.length + pages.length - bare(data));
  const uris = new Set(expectedResourceUris(data));
  await using c = await connectInMemory(data);
  for (const [, uri] of found) {
    assert.ok(uris.has(uri), uri);
    await c.client.readResource({ uri });
  }
  for (const uri of uris) {
    if (uri.startsWith("catalog://docs/")) {
      assert.ok(found.some(([, target]) => target === uri), `${uri} is linked`);
    }
  }
}

/** Packages with neither pages nor source: listed without a link. */
function bare(data: BundledData): number {
  return data.packages.filter((pkg) => expectedPages(pkg).length === 0 && pkg.apiSource === null)
    .length;
}

Deno.test("llms.txt lists every package and links every page to its resource", () =>
  checkLlmsTxt(docsCatalog()));

Deno.test({
  name: `llms.txt lists every package and page of the real catalog ${REAL_CORPUS_NOTE}`,
  ignore: !HAS_REAL_CORPUS,
  fn: () => checkLlmsTxt(loadRealCorpus()),
});

Deno.test("llms.txt titles pages by front matter, first level-1 heading or a name made of the id, and escapes links", () => {
  const data = docsCatalog();
  data.packages.push(
    blankPackage("odd name", {
      name: "odd [beta]",
      description: "Two\nlines.",
      docs: { index: "# Odd ] title\n" },
    }),
  );
  const text = renderLlmsTxt(data);
  const found = links(text);
  const titled = (uri: string) => found.filter(([, target]) => target === uri).map(([t]) => t);
  assert.deepEqual(titled("catalog://docs/query/index"), ["@mini/query", "Query — data fetching"]);
  assert.ok(found.some(([title]) => title === "Caching"), "a page without a stored title");
  assert.ok(found.some(([title]) => title === "README"), "an index page without any heading");
  assert.deepEqual(titled("catalog://docs/odd name/index"), ["odd [beta]", "Odd ] title"]);
  assert.ok(text.includes("(<catalog://docs/odd name/index>): Two lines."), text);
  assert.equal(text.split("\n")[0], "# Package catalog", "no common scope, a plain title");
});

Deno.test("llms-full.txt inlines every page without its front matter", () => {
  const data = docsCatalog();
  const text = renderLlmsFullTxt(data);
  for (const pkg of data.packages) {
    assert.ok(text.includes(`\n## ${pkg.name}\n`), pkg.name);
    for (const page of expectedPages(pkg)) {
      const uri = `catalog://docs/${pkg.slug}/${page.id}`;
      assert.ok(text.includes(` (${page.id})\n\n${uri}\n\n`), uri);
    }
  }
  assert.ok(!text.includes("description: Fetch, cache"), "front matter is left out");
  assert.ok(text.includes("\n# Query\n\nFetch, cache and update data.\n\n## Installation\n"));
  assert.ok(text.includes("(no documentation pages)"), "a package without pages says so");
  assert.equal(renderLlmsFullTxt(data), text, "the same data gives the same text");
});
