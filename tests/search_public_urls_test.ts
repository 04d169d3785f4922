/**
 * A package's `publicUrls` (its documentation site's URL templates) in `search` and `fetch`:
 * each item is cited by the template for its kind, else by its `catalog://` URI (which the text
 * answer leaves out, its id saying it, and `structuredContent` keeps); every other
 * answer stays as it was without them.
 *
 * @module
 */
import assert from "node:assert/strict";
import type { BundledData } from "../mod.ts";
import { searchCatalog } from "./_search_catalog.ts";
import { connectInMemory, type TestClient, textOf } from "./_mcp_client.ts";

/** The search catalog with templates: docs and symbols for `fetcher`, components for `widgets`. */
function withPublicUrls(): BundledData {
  const data = searchCatalog();
  const [fetcher, widgets] = data.packages;
  fetcher!.publicUrls = {
    docs: "https://fetcher.example.com/{slug}/{page}#{section}",
    symbol: "https://fetcher.example.com/api#{symbol}",
  };
  widgets!.publicUrls = { component: "https://widgets.example.com/{slug}/{tag}" };
  return data;
}

/**
 * The url `structuredContent` gives an item; the text item gives the same, or none when it is
 * the item's own `catalog://` URI (which the id already says).
 */
function citedAs(text: { id: string; url?: string }, structured: { url: string }): string {
  if (structured.url === `catalog://${text.id}`) assert.equal(text.url, undefined, text.id);
  else assert.equal(text.url, structured.url, text.id);
  return structured.url;
}

/** `search`'s first result, from its text item, with the url `structuredContent` gives it. */
async function first(c: TestClient, query: string) {
  const result = await c.call("search", { query });
  assert.notEqual(result.isError, true, textOf(result));
  const [top] = JSON.parse(textOf(result)).results;
  const structured = (result.structuredContent as { results: { url: string }[] }).results[0]!;
  return { id: top.id as string, url: citedAs(top, structured) };
}

/** `fetch`'s item's url. */
async function fetchedUrl(c: TestClient, id: string): Promise<string> {
  const result = await c.call("fetch", { id });
  assert.notEqual(result.isError, true, textOf(result));
  return citedAs(JSON.parse(textOf(result)), result.structuredContent as { url: string });
}

const CITED: readonly [query: string, id: string, url: string][] = [
  [
    "How do I cancel a request when the component unmounts?",
    "docs/fetcher/guides/lifecycle#stopping-early",
    "https://fetcher.example.com/fetcher/guides/lifecycle#stopping-early",
  ],
  // The text before the first heading has no section: the template's "#" goes with it.
  [
    "before writing your first fetcher",
    "docs/fetcher/guides/lifecycle",
    "https://fetcher.example.com/fetcher/guides/lifecycle",
  ],
  [
    "invalidate queries",
    "symbol/fetcher/invalidateQueries",
    "https://fetcher.example.com/api#invalidateQueries",
  ],
  ["press event", "component/w-button", "https://widgets.example.com/widgets/w-button"],
  // widgets has no docs template: its sections keep their catalog:// URI.
  ["buttons and dialogs", "docs/widgets/index#widgets", "catalog://docs/widgets/index#widgets"],
];

Deno.test("search and fetch cite an item by its package's template for its kind, else catalog://", async () => {
  await using c = await connectInMemory(withPublicUrls());
  for (const [query, id, url] of CITED) {
    const top = await first(c, query);
    assert.deepEqual([top.id, top.url], [id, url], query);
    assert.equal(await fetchedUrl(c, id), url, id);
  }
  // A page that opens with a heading, fetched whole by its id.
  assert.equal(
    await fetchedUrl(c, "docs/fetcher/index"),
    "https://fetcher.example.com/fetcher/index",
  );
  assert.equal(await fetchedUrl(c, "docs/widgets/index"), "catalog://docs/widgets/index");
});

Deno.test("without publicUrls search and fetch give catalog:// URIs, the rest of the answer the same", async () => {
  await using plain = await connectInMemory(searchCatalog());
  await using cited = await connectInMemory(withPublicUrls());
  for (const [query, id] of CITED) {
    const [without, withUrls] = await Promise.all(
      [plain, cited].map(async (c) => (await c.call("search", { query })).structuredContent),
    );
    const results = (without as { results: { id: string; url: string }[] }).results;
    assert.ok(results.length > 0, query);
    for (const result of results) assert.equal(result.url, `catalog://${result.id}`);
    // The same results in the same order (snippets share the answer's budget with the urls).
    const ranked = (answer: unknown) =>
      (answer as { results: object[] }).results.map((result) => ({ ...result, url: "", text: "" }));
    assert.deepEqual(ranked(withUrls), ranked(without), query);
    assert.equal(await fetchedUrl(plain, id), `catalog://${id}`);
  }
});

/** Calls of the specification's tools, each answered without error. */
const SPEC_CALLS: readonly [string, Record<string, unknown>][] = [
  ["list-packages", {}],
  ["get-package", { packageSlug: "fetcher" }],
  ["get-package", { packageSlug: "widgets" }],
  ["search-packages", { query: "fetch" }],
  ["get-docs", { packageSlug: "fetcher", page: "guides/lifecycle" }],
  ["list-docs", { packageSlug: "fetcher" }],
  ["get-symbol", { name: "useFetch" }],
  ["search-symbols", { query: "fetch" }],
  ["list-components", {}],
  ["get-component", { tagName: "w-button" }],
];

Deno.test("the other tools and the resources answer exactly as without publicUrls", async () => {
  await using plain = await connectInMemory(searchCatalog());
  await using cited = await connectInMemory(withPublicUrls());
  for (const [name, args] of SPEC_CALLS) {
    const [without, withUrls] = await Promise.all([plain, cited].map((c) => c.call(name, args)));
    assert.notEqual(without!.isError, true, `${name}: ${textOf(without!)}`);
    assert.deepEqual(withUrls, without, name);
    assert.doesNotMatch(textOf(withUrls!), /example\.com|publicUrls/, name);
  }
  assert.deepEqual(await cited.client.listResources(), await plain.client.listResources());
});

Deno.test("a hand-written snapshot's template: values URI-encoded, a placeholder of no kind left out", async () => {
  const data = searchCatalog();
  const [fetcher] = data.packages;
  fetcher!.pages = [{
    id: "guides/café",
    title: "Café",
    markdown: "# Crème brûlée\n\nSugar on top.\n",
  }];
  fetcher!.publicUrls = { docs: "https://fetcher.example.com/{constructor}/{page}#{section}" };
  await using c = await connectInMemory(data);
  assert.equal(
    await fetchedUrl(c, "docs/fetcher/guides/café#crème-brûlée"),
    "https://fetcher.example.com//guides/caf%C3%A9#cr%C3%A8me-br%C3%BBl%C3%A9e",
  );
});
