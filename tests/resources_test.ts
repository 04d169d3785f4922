import assert from "node:assert/strict";
import { type BundledData, DOC_PAGES, loadData } from "../mod.ts";
import { HAS_REAL_CORPUS, loadRealCorpus, REAL_CORPUS_NOTE } from "./_corpus.ts";
import { expectedPages, expectedResourceUris } from "./_expected_resources.ts";
import { connectInMemory, type TestClient } from "./_mcp_client.ts";
import { miniCatalog } from "./_mini_catalog.ts";

async function listAll(c: TestClient) {
  const all = [];
  let cursor: string | undefined;
  do {
    const page = await c.client.listResources(cursor === undefined ? {} : { cursor });
    all.push(...page.resources);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return all;
}

async function checkResources(data: BundledData) {
  await using c = await connectInMemory(data);
  const resources = await listAll(c);
  assert.deepEqual(resources.map((r) => r.uri), expectedResourceUris(data));
  for (const resource of resources) {
    assert.equal(resource.name, resource.uri.slice("catalog://".length));
    const { contents } = await c.client.readResource({ uri: resource.uri });
    const [slug, ...page] = resource.name.split("/").slice(1);
    const pkg = data.packages.find((p) => p.slug === slug)!;
    if (resource.name.startsWith("docs/")) {
      assert.equal(resource.mimeType, "text/markdown");
      assert.deepEqual(contents, [{
        uri: resource.uri,
        mimeType: "text/markdown",
        text: expectedPages(pkg).find((p) => p.id === page.join("/"))?.markdown,
      }]);
    } else {
      assert.equal(resource.mimeType, "text/x-typescript");
      assert.deepEqual(contents, [{
        uri: resource.uri,
        mimeType: "text/x-typescript",
        text: pkg.apiSource,
      }]);
    }
  }
}

Deno.test("resources/list and resources/read cover the mini catalog", () =>
  checkResources(miniCatalog()));

Deno.test("resources/list and resources/read cover the demo snapshot", () =>
  checkResources(loadData()));

Deno.test({
  name: `resources/list and resources/read cover the real catalog ${REAL_CORPUS_NOTE}`,
  ignore: !HAS_REAL_CORPUS,
  fn: () => checkResources(loadRealCorpus()),
});

Deno.test("resources/list pages 500 at a time on a large catalog", async () => {
  const base = miniCatalog().packages[0]!;
  const data: BundledData = {
    version: "1",
    packages: Array.from({ length: 300 }, (_, i) => ({ ...base, slug: `pkg-${i}` })),
  };
  await using c = await connectInMemory(data);
  const first = await c.client.listResources();
  assert.equal(first.resources.length, 500);
  assert.equal(typeof first.nextCursor, "string");
  const all = await listAll(c);
  assert.equal(all.length, 300 * 6, "four pages, one more page and the source, each");
  assert.deepEqual(all.map((r) => r.uri), expectedResourceUris(data));
  await assert.rejects(
    c.client.listResources({ cursor: "not-a-cursor" }),
    (error: { code?: number }) => error.code === -32602,
  );
});

Deno.test("resources/templates/list advertises every URI family", async () => {
  await using c = await connectInMemory(miniCatalog());
  const { resourceTemplates } = await c.client.listResourceTemplates();
  assert.deepEqual(resourceTemplates.map((t) => [t.uriTemplate, t.mimeType]), [
    ["catalog://docs/{slug}/{+page}", "text/markdown"],
    ["catalog://source/{slug}", "text/x-typescript"],
    ["catalog://symbol/{slug}/{name}", "text/markdown"],
  ]);
});

Deno.test("bad resource URIs are InvalidParams errors that say what exists", async () => {
  await using c = await connectInMemory(miniCatalog());
  const cases: Array<[string, string]> = [
    ["catalog://docs/nope/index", "Available slugs: date-picker, elements, empty, tokens"],
    ["catalog://docs/tokens/usage", "It has: index, api"],
    ["catalog://docs/tokens/source", "get-source returns the bundled source"],
    ["catalog://docs/date-picker/guides/range", "Closest: guides/ranges"],
    ["catalog://source/empty", "Packages with source: date-picker, tokens"],
    ["catalog://source/nope", "Available slugs"],
    ["catalog://docs/../tokens/index", "catalog://docs/{slug}/{+page}"],
    ["catalog://docs/tokens/index/extra", "It has: index, api."],
    ["catalog://docs/date-picker/guides/../index", "catalog://docs/{slug}/{+page}"],
    ["catalog://docs/date-picker/guides%2Franges", "catalog://docs/{slug}/{+page}"],
    ["catalog://docs/date-picker/guides//ranges", "catalog://docs/{slug}/{+page}"],
    ["catalog://docs/tokens%2Findex", "catalog://docs/{slug}/{+page}"],
    ["catalog://source/tokens/", "catalog://source/{slug}"],
    ["catalog://other/tokens", "catalog://source/{slug}"],
    ["file:///etc/passwd", "catalog://docs/{slug}/{+page}"],
    ["catalog:docs/tokens/index", "resources/list"],
    [`catalog://docs/${"a".repeat(10_000)}/index`, "Available slugs"],
  ];
  for (const [uri, fragment] of cases) {
    await assert.rejects(
      c.client.readResource({ uri }),
      (error: { code?: number; message: string }) => {
        assert.equal(error.code, -32602, uri);
        assert.ok(error.message.includes(fragment), `${uri}: ${error.message}`);
        assert.ok(error.message.length < 2_000, "long URIs are cut in the message");
        return true;
      },
    );
  }
});

Deno.test("completion offers slugs and the pages of the chosen package", async () => {
  await using c = await connectInMemory(miniCatalog());
  const complete = async (
    uri: string,
    name: string,
    value: string,
    context?: Record<string, string>,
  ) =>
    (await c.client.complete({
      ref: { type: "ref/resource", uri },
      argument: { name, value },
      ...(context ? { context: { arguments: context } } : {}),
    })).completion.values;
  assert.deepEqual(await complete("catalog://docs/{slug}/{+page}", "slug", "e"), [
    "elements",
    "empty",
  ]);
  assert.deepEqual(await complete("catalog://source/{slug}", "slug", ""), [
    "date-picker",
    "tokens",
  ]);
  assert.deepEqual(
    await complete("catalog://docs/{slug}/{+page}", "page", "", { slug: "tokens" }),
    ["index", "api"],
  );
  assert.deepEqual(
    await complete("catalog://docs/{slug}/{+page}", "page", "", { slug: "date-picker" }),
    ["index", "api", "usage", "examples", "guides/ranges"],
  );
  assert.deepEqual(
    await complete("catalog://docs/{slug}/{+page}", "page", "guides/r", { slug: "date-picker" }),
    ["guides/ranges"],
  );
  assert.deepEqual(await complete("catalog://docs/{slug}/{+page}", "page", "u"), ["usage"]);
  assert.deepEqual(await complete("catalog://docs/{slug}/{+page}", "page", ""), [...DOC_PAGES]);
  await assert.rejects(
    complete("catalog://nope/{x}", "x", ""),
    (error: { code?: number }) => error.code === -32602,
  );
});
