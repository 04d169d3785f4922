import assert from "node:assert/strict";
import { outlinePage, pageTitle, readableName } from "../src/docs/page_outline.ts";
import { findHeading, outlineOf, slugIfNeeded } from "../src/docs/page_sections.ts";
import { packagePages } from "../src/catalog/catalog.ts";
import { blankPackage } from "./_mini_catalog.ts";

function summary(text: string) {
  return outlinePage(text).headings.map((h) => [h.level, h.text, h.slug]);
}

function sections(text: string) {
  return outlinePage(text).headings.map((h) => text.slice(h.start, h.end));
}

Deno.test("outlinePage() finds ATX and setext headings, not # lines in code", () => {
  const text = "# One\n\n```\n# fenced\n```\n\n````md\n```\n## still fenced\n```\n````\n\n" +
    "    # indented code\n\nTwo\n===\n\nThree\nspans lines\n---\n\n#### Four ####\n";
  assert.deepEqual(summary(text), [
    [1, "One", "one"],
    [1, "Two", "two"],
    [2, "Three spans lines", "three-spans-lines"],
    [4, "Four", "four"],
  ]);
});

Deno.test("outlinePage() leaves out headings in block quotes and lists", () => {
  assert.deepEqual(summary("> # Quoted\n\n- ## Listed\n\n1. ### Numbered\n\n## Real\n"), [
    [2, "Real", "real"],
  ]);
});

Deno.test("outlinePage() ends a section at the next heading of the same or a higher level", () => {
  const text = "# A\na\n## B\nb\n### C\nc\n## D\nd\n# E\ne\n";
  assert.deepEqual(sections(text), [
    "# A\na\n## B\nb\n### C\nc\n## D\nd\n",
    "## B\nb\n### C\nc\n",
    "### C\nc\n",
    "## D\nd\n",
    "# E\ne\n",
  ]);
});

Deno.test("outlinePage() skips front matter and reads its title", () => {
  const text = "---\ntitle: 'Forms: the guide'\nlayout: page\n---\n\n# Forms\n";
  const outline = outlinePage(text);
  assert.equal(outline.frontMatterTitle, "Forms: the guide");
  assert.equal(outline.bodyStart, text.indexOf("# Forms"));
  assert.deepEqual(summary(text), [[1, "Forms", "forms"]], "the fences make no setext heading");
  const broken = outlinePage("---\ntitle: [unclosed\n---\n# Body\n");
  assert.equal(broken.frontMatterTitle, undefined);
  assert.deepEqual(broken.headings.map((h) => h.text), ["Body"]);
  assert.equal(outlinePage("---\ntitle: 42\n---\n# T\n").frontMatterTitle, undefined);
});

Deno.test("outlinePage() slugs headings as GitHub does, numbering repeats", () => {
  const text =
    "# Foo\n# Foo\n# Foo 1\n# `useQuery()` & [links](x) <b>ok</b>\n# Ünïcødé Straße\n#\n";
  assert.deepEqual(outlinePage(text).headings.map((h) => h.slug), [
    "foo",
    "foo-1",
    "foo-1-1",
    "usequery--links-ok",
    "ünïcødé-straße",
    "",
  ]);
});

Deno.test("outlinePage() keeps offsets exact with CRLF line endings", () => {
  const text = "# A\r\ntext\r\n\r\nB\r\n-\r\nmore\r\n";
  assert.deepEqual(sections(text), ["# A\r\ntext\r\n\r\nB\r\n-\r\nmore\r\n", "B\r\n-\r\nmore\r\n"]);
});

Deno.test("pageTitle() prefers front matter, then the first level-1 heading, then a name made of the id", () => {
  assert.equal(pageTitle("api", outlinePage("---\ntitle: API\n---\n# Reference\n")), "API");
  assert.equal(pageTitle("api", outlinePage("Intro.\n\n#\n\n# Main\n## Reference\n")), "Main");
  // One "#" heading after others is a part of the page (zustand's README: "Recipes").
  assert.equal(pageTitle("index", outlinePage("## Create a store\n\n# Recipes\n")), "README");
  // A first "##" heading names one section among others, not the page.
  assert.equal(
    pageTitle("guides/common-patterns", outlinePage("## Protected routes\n\n## WebSockets\n")),
    "Common patterns",
  );
  assert.equal(pageTitle("guides/x", outlinePage("No heading.\n")), "X");
  // The first of several "#" headings names one part of the page (a README's "Features").
  assert.equal(pageTitle("guides/kv", outlinePage("# Features\n\n# Quick Start\n")), "Kv");
  assert.equal(pageTitle("guides/kv", outlinePage("# Kv\n\n#\n\n## Start\n")), "Kv");
  // Without a "#" heading, one "##" that opens the page above "###" sections titles it; not one
  // after an introduction.
  const lts = "## Long Term Support\n\nWhen.\n\n### Schedule\n\n### Versions\n";
  assert.equal(pageTitle("docs/lts", outlinePage(lts)), "Long Term Support");
  assert.equal(pageTitle("docs/lts", outlinePage(`Intro.\n\n${lts}`)), "Lts");
  // An HTML <h1> before the first heading names a README that has no one "#" heading.
  const readme = '<h1 align="center"><img src="logo.svg" /><br />Motion</h1>\n\n# React\n\n# Vue\n';
  assert.equal(pageTitle("index", outlinePage(readme)), "Motion");
  assert.equal(pageTitle("index", outlinePage('<h1><img src="logo.svg" /></h1>\n')), "README");
});

Deno.test("readableName() names a page by its file: no extension, ordering prefix or dashes", () => {
  assert.equal(readableName("advanced/environment-variables"), "Environment variables");
  assert.equal(readableName("01-app/02-guides/caching.mdx"), "Caching");
  assert.equal(readableName("guides/data_fetching/index.md"), "Data fetching");
  assert.equal(readableName("api"), "API");
  assert.equal(readableName("README"), "README");
  assert.equal(readableName("2024"), "2024");
});

Deno.test("findHeading() tries the slug, then the exact text, then a loose match", () => {
  const { headings } = outlinePage("# Install\n## install\n## Set up `it`\n## Install\n");
  const [install, lower, setUp, again] = headings;
  assert.equal(findHeading(headings, "install"), install, "the slug wins over the text");
  assert.equal(findHeading(headings, "install-1"), lower);
  assert.equal(findHeading(headings, "Install"), install, "the first of a repeated text");
  assert.equal(findHeading(headings, "#install-2"), again);
  assert.equal(findHeading(headings, "## set up `IT`"), setUp);
  assert.equal(findHeading(headings, "Set  up it"), setUp);
  assert.equal(findHeading(headings, "Setup"), undefined);
  // Last, the one heading that starts with the words asked for: an option's heading goes on.
  const options =
    outlinePage("## redact (Array | Object):\n## level (String)\n## levels\n").headings;
  assert.equal(findHeading(options, "redact"), options[0]);
  assert.equal(findHeading(options, "level"), options[1], "a whole word: not `levels`");
  assert.equal(findHeading(options, "lev"), undefined);
  assert.deepEqual(headings.map((h) => slugIfNeeded(headings, h)), [
    undefined,
    "install-1",
    undefined,
    "install-2",
  ]);
});

Deno.test("a package's pages are one list of page objects, so each page is outlined once whoever reads it", () => {
  const pkg = blankPackage("p", {
    docs: { index: "# Index\n\n## Install\n" },
    availableDocPages: ["index"],
    pages: [{ id: "guides/a", title: "A", markdown: "# A\n" }],
  });
  const first = packagePages(pkg);
  assert.equal(packagePages(pkg), first, "the docs tools, llms.txt and llms-full.txt share it");
  for (const [i, page] of first.entries()) {
    assert.equal(outlineOf(packagePages(pkg)[i]!), outlineOf(page), page.id);
  }
  assert.deepEqual(outlineOf(first[0]!).headings.map((h) => h.text), ["Index", "Install"]);
});
