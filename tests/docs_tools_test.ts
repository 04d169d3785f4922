/**
 * list-docs and get-docs' page ids and sections against the docs fixture, with exact answers,
 * in memory, over stdio (the spawned CLI) and over HTTP.
 *
 * @module
 */
import assert from "node:assert/strict";
import { startHttpServer } from "../mod.ts";
import { docsCatalog, QUERY_API, REFERENCE_PAGES } from "./_docs_catalog.ts";
import { connectHttp } from "./_http.ts";
import { writeSnapshot } from "./_cli.ts";
import { connectCli, connectInMemory, type TestClient, textOf } from "./_mcp_client.ts";
import { blankPackage, catalogOf } from "./_mini_catalog.ts";
import { assertToolError, checkToolContract, type DocsListing } from "./_tool_suite.ts";

const data = docsCatalog();

/** The README's outline: level, text, and the slug where its text reaches another heading. */
const INDEX_OUTLINE = [
  { level: 1, text: "Query" },
  { level: 2, text: "Installation" },
  { level: 3, text: "From a CDN" },
  { level: 1, text: "Usage" },
  { level: 2, text: "Setup" },
  { level: 2, text: "Example" },
  { level: 2, text: "Example", slug: "example-1" },
  { level: 2, text: "useQuery() and links bold" },
];

async function section(c: TestClient, page: string, name: string): Promise<string> {
  const result = await c.call("get-docs", { packageSlug: "query", page, section: name });
  assert.equal(result.isError, undefined, textOf(result));
  return textOf(result);
}

async function checkDocsTools(t: Deno.TestContext, c: TestClient) {
  await t.step("list-docs lists the four pages first, then the others by id", async () => {
    const result = await c.call("list-docs", { packageSlug: "query" });
    const listing = result.structuredContent as unknown as DocsListing;
    assert.deepEqual(listing.pages.slice(0, 5).map((p) => [p.id, p.title]), [
      ["index", "Query — data fetching"],
      ["api", "API"],
      ["guides/caching", "Caching"],
      ["guides/no-headings", "No headings"],
      ["guides/query-keys", "Query Keys"],
    ]);
    assert.equal(listing.pages.length, 5 + REFERENCE_PAGES);
    assert.deepEqual(
      listing.pages[0]!.outline!.map(({ level, text, slug }) => ({
        level,
        text,
        ...(slug === undefined ? {} : { slug }),
      })),
      INDEX_OUTLINE,
    );
    assert.equal(listing.pages[1]!.size, QUERY_API.length);
    assert.deepEqual(listing.pages[3]!.outline, []);
    const text = textOf(result);
    assert.match(text, /^query: 45 pages /);
    assert.ok(text.includes("\nindex · Query — data fetching · "), text);
    assert.ok(text.includes("\n  ## Example · 127 · section: example-1\n"), text);
  });

  await t.step("list-docs asks for less with prefix and maxLevel", async () => {
    const guides = await c.call("list-docs", { packageSlug: "query", prefix: "guides/" });
    assert.deepEqual(
      (guides.structuredContent as unknown as DocsListing).pages.map((p) => p.id),
      ["guides/caching", "guides/no-headings", "guides/query-keys"],
    );
    const top = await c.call("list-docs", { packageSlug: "query", prefix: "index", maxLevel: 1 });
    assert.deepEqual(
      (top.structuredContent as unknown as DocsListing).pages[0]!.outline!.map((h) => h.text),
      ["Query", "Usage"],
    );
    const titles = await c.call("list-docs", { packageSlug: "query", maxLevel: 0 });
    const pages = (titles.structuredContent as unknown as DocsListing).pages;
    assert.ok(pages.every((page) => page.outline === undefined));
    assert.equal(textOf(titles).split("\n").length, 1 + pages.length, "a line per page");
  });

  await t.step("list-docs errors name what exists", async () => {
    assertToolError(
      await c.call("list-docs", { packageSlug: "query", prefix: "tutorials/" }),
      'No page id of "query" starts with "tutorials/"',
      "It has 45 pages: index, api, guides/caching",
    );
    assertToolError(await c.call("list-docs", { packageSlug: "nope" }), "bare, plain, query");
    assertToolError(await c.call("list-docs", { packageSlug: "query", maxLevel: 7 }), "maxLevel");
    const bare = await c.call("list-docs", { packageSlug: "bare" });
    assert.deepEqual(bare.structuredContent, { packageSlug: "bare", pages: [] });
    assert.match(textOf(bare), /no documentation pages/);
  });

  await t.step("get-docs reads any page by its id", async () => {
    const keys = await c.call("get-docs", { packageSlug: "query", page: "guides/query-keys" });
    assert.equal(textOf(keys), "# Query Keys\n\nArrays.\n\n## Hashing\n\nStable.\n");
    const text = assertToolError(
      await c.call("get-docs", { packageSlug: "query", page: "guides/query-key" }),
      "Closest: guides/query-keys.",
      "It has 45 pages: index, api, guides/caching, guides/no-headings, guides/query-keys,",
      "and 20 more (list-docs lists them all).",
    );
    assert.ok(!text.includes("reference/fn-39"), "the list is capped");
  });

  await t.step("a section runs to the next heading of the same or a higher level", async () => {
    assert.equal(
      await section(c, "index", "Installation"),
      "## Installation\n\n```sh\n# install it\nnpm install @docs/query\n```\n\n" +
        "### From a CDN\n\nUse a script tag.\n\n    # indented code, not a heading",
    );
    assert.equal(await section(c, "index", "From a CDN"), QUERY_CDN);
    assert.equal(await section(c, "index", "Setup"), "Setup\n-----\n\nSetext, level 2.");
    assert.match(await section(c, "index", "Usage"), /^Usage\n=====\n[\s\S]*Inline markup\.$/);
    assert.equal(await section(c, "index", "Example"), "## Example\n\nFirst example.");
    assert.equal(
      await section(c, "index", "example-1"),
      "## Example\n\nSecond example.\n\n> ## Quoted heading\n>\n> Part of the quote.\n\n" +
        "- ## Listed heading\n\n~~~md\n## Fenced with tildes\n~~~",
    );
    assert.equal(await section(c, "api", "Types"), "## Types\n\n`QueryKey`.");
    assert.equal(
      await section(c, "guides/caching", "caching"),
      data.packages[0]!.pages![0]!.markdown.trimEnd(),
    );
  });

  await t.step("a section is named by its text, its slug, or loosely", async () => {
    for (
      const name of ["From a CDN", "from-a-cdn", "#from-a-cdn", "### From a CDN", "from a cdn"]
    ) {
      assert.equal(await section(c, "index", name), QUERY_CDN, name);
    }
    const inline = await section(c, "index", "useQuery() and links bold");
    assert.equal(await section(c, "index", "usequery-and-links-bold"), inline);
    assert.match(inline, /^## `useQuery\(\)` and \[links\]/);
  });

  await t.step("an unknown section lists the page's headings, the closest first", async () => {
    assertToolError(
      await c.call("get-docs", { packageSlug: "query", section: "Instalation" }),
      'Page "index" of "query" has no section "Instalation". Closest: Installation.',
      "Its sections (pass a heading's text, or the slug in parentheses):\n# Query\n" +
        "## Installation\n### From a CDN\n# Usage\n## Setup\n## Example\n" +
        "## Example (example-1)\n## useQuery() and links bold",
    );
    // A page whose headings are all distinct has no slug to pass.
    assertToolError(
      await c.call("get-docs", { packageSlug: "query", page: "guides/query-keys", section: "x" }),
      "Its sections (pass a heading's text):\n# Query Keys\n## Hashing",
    );
    for (const inside of ["Quoted heading", "Listed heading", "Fenced with tildes", "title"]) {
      assertToolError(
        await c.call("get-docs", { packageSlug: "query", section: inside }),
        "has no section",
      );
    }
    assertToolError(
      await c.call("get-docs", { packageSlug: "query", page: "guides/no-headings", section: "x" }),
      'Page "guides/no-headings" of "query" has no headings',
    );
    assertToolError(
      await c.call("get-docs", { packageSlug: "query", page: "guides/nope", section: "x" }),
      'has no "guides/nope" page',
    );
    assertToolError(await c.call("get-docs", { packageSlug: "query", section: 3 }), "section");
  });
}

const QUERY_CDN = "### From a CDN\n\nUse a script tag.\n\n    # indented code, not a heading";

Deno.test("the tool contract holds on the docs fixture", async (t) => {
  await using c = await connectInMemory(data);
  await checkToolContract(t, c, data);
});

Deno.test("list-docs and get-docs sections answer exactly, in memory", async (t) => {
  await using c = await connectInMemory(data);
  await checkDocsTools(t, c);
});

Deno.test("list-docs and get-docs sections answer exactly over stdio", async (t) => {
  await using c = await connectCli(await writeSnapshot(data));
  await checkDocsTools(t, c);
});

Deno.test("list-docs and get-docs sections answer exactly over HTTP", async (t) => {
  await using server = await startHttpServer({ data });
  await using c = await connectHttp(server.url);
  await checkDocsTools(t, c);
});

Deno.test("a long list-docs comes shorter: fewer headings, titles only, then folders; prefix narrows it", async () => {
  // 3 folders of 80 pages, each page with a title and thirteen headings on three levels.
  const headings = Array.from(
    { length: 6 },
    (_, i) => `## Part ${i}\n\nText.\n\n### Detail ${i}\n\nMore.\n`,
  );
  const pages = ["guides", "reference/hooks", "reference/components"].flatMap((folder) =>
    Array.from({ length: 80 }, (_, i) => ({
      id: `${folder}/page-${i}`,
      title: `A page about the topic numbered ${i} of ${folder}, in depth`,
      markdown: `# Page ${i}\n\n${headings.join("\n")}`,
    }))
  );
  const listed = async (c: TestClient, args: Record<string, unknown>) => {
    const result = await c.call("list-docs", { packageSlug: "big", ...args });
    assert.equal(result.isError, undefined, textOf(result));
    return { text: textOf(result), listing: result.structuredContent as unknown as DocsListing };
  };
  await using c = await connectInMemory(catalogOf(blankPackage("big", { pages })));
  const folders = await listed(c, {});
  assert.equal(
    folders.text,
    [
      "big: 240 pages, too many to list here; pass prefix for one folder's pages (prefix · pages):",
      "guides/ · 80",
      "reference/components/ · 80",
      "reference/hooks/ · 80",
    ].join("\n"),
  );
  assert.deepEqual(folders.listing.pages, []);
  assert.deepEqual(folders.listing.folders?.map((folder) => folder.prefix), [
    "guides/",
    "reference/components/",
    "reference/hooks/",
  ]);
  // One folder: its pages with fewer heading levels; all of them fit for a few pages.
  const guides = await listed(c, { prefix: "guides/" });
  assert.equal(guides.listing.pages.length, 80);
  assert.ok(guides.text.length <= 10_000, `${guides.text.length}`);
  assert.ok(guides.text.includes("; headings down to level 1 only, to keep this short"));
  assert.ok(guides.text.includes("\n  # Page 5 · ") && !guides.text.includes("## Part"));
  const few = await listed(c, { prefix: "guides/page-1" });
  assert.ok(few.text.includes("\n  ### Detail 5 · ") && !few.text.includes("to keep this short"));
  // Titles only, asked for, but still too long for every page: folders.
  assert.equal((await listed(c, { maxLevel: 0 })).text, folders.text);
});
