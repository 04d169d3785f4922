import assert from "node:assert/strict";
import { loadData } from "../mod.ts";
import { HAS_REAL_CORPUS, loadRealCorpus, REAL_CORPUS_NOTE } from "./_corpus.ts";
import { connectInMemory, textOf } from "./_mcp_client.ts";
import { blankPackage, catalogOf, exportedSymbol, miniCatalog } from "./_mini_catalog.ts";
import { thirdPartyEntry } from "../src/snapshot/third_party.ts";
import { Catalog } from "../src/catalog/catalog.ts";
import type { ApiSymbol } from "../src/snapshot/model.ts";
import { assertToolError, checkToolContract } from "./_tool_suite.ts";

Deno.test("the tool contract holds on the mini catalog", async (t) => {
  const data = miniCatalog();
  await using c = await connectInMemory(data);
  await checkToolContract(t, c, data);
});

Deno.test("the tool contract holds on the bundled demo snapshot", async (t) => {
  const data = loadData();
  await using c = await connectInMemory(data);
  await checkToolContract(t, c, data);
});

Deno.test({
  name: `the tool contract holds on the real catalog ${REAL_CORPUS_NOTE}`,
  ignore: !HAS_REAL_CORPUS,
  fn: async (t) => {
    const data = loadRealCorpus();
    await using c = await connectInMemory(data);
    await checkToolContract(t, c, data);
  },
});

Deno.test("get-package returns one object, not an array", async () => {
  await using c = await connectInMemory(miniCatalog());
  const meta = JSON.parse(textOf(await c.call("get-package", { packageSlug: "tokens" })));
  assert.equal(Array.isArray(meta), false);
  assert.deepEqual(meta, {
    name: "@mini/tokens",
    slug: "tokens",
    version: "1.0.0",
    description: "Design tokens: colors, spacing.",
    category: "foundations",
    keywords: ["design tokens"],
    exports: ["tokens"],
    related: [],
    availableDocPages: ["index", "api"],
    hasSource: true,
  });
});

Deno.test("an installed dependency's metadata lists its first 50 exports and counts the rest and its pages beyond the four; a catalog's own, as the specification says", async () => {
  const names = Array.from({ length: 75 }, (_, i) => `name${i}`);
  const data = catalogOf(
    thirdPartyEntry(blankPackage("big", {
      name: "big",
      exports: names,
      pages: [{ id: "guides/one", title: "One", markdown: "# One" }],
    })),
    thirdPartyEntry(blankPackage("small", { name: "small", exports: names.slice(0, 50) })),
    blankPackage("own", { exports: names }),
  );
  await using c = await connectInMemory(data);
  const listed = JSON.parse(textOf(await c.call("list-packages"))) as {
    slug: string;
    exports: string[];
    moreExports?: number;
    morePages?: number;
  }[];
  const shown = listed.map(({ slug, exports, moreExports, morePages }) => [
    slug,
    exports.length,
    moreExports,
    morePages,
  ]);
  assert.deepEqual(shown, [
    ["big", 50, 25, 1],
    ["small", 50, undefined, undefined],
    ["own", 75, undefined, undefined],
  ]);
  assert.deepEqual(listed[0]!.exports, names.slice(0, 50));
  const big = await c.call("get-package", { packageSlug: "big" });
  assert.deepEqual(JSON.parse(textOf(big)), listed[0]);
  assert.deepEqual(big.structuredContent, listed[0]);
});

Deno.test("a dependency without declarations says its exports are not known, never that it has none", async () => {
  const untyped =
    "ships no declaration files and no @types/react is installed (install @types/react, " +
    "if it exists)";
  const data = catalogOf(
    thirdPartyEntry(blankPackage("react", {
      name: "react",
      version: "19.3.1",
      untyped,
      docs: { index: "# React\n\nBuild user interfaces out of components.\n" },
      availableDocPages: ["index"],
    })),
    thirdPartyEntry(blankPackage("hono", {
      name: "hono",
      exports: ["useActionState"],
      symbols: [exportedSymbol("useActionState", "function useActionState(a: unknown): unknown")],
    })),
  );
  await using c = await connectInMemory(data);
  const meta = JSON.parse(textOf(await c.call("get-package", { packageSlug: "react" })));
  assert.deepEqual([meta.exports, meta.untyped], [[], untyped]);
  const unknown =
    "react@19.3.1's exports are not known here: it ships no declaration files and no " +
    "@types/react is installed (install @types/react, if it exists). Its docs meanwhile: " +
    "list-docs, search.";
  assert.equal(assertToolError(await c.call("list-symbols", { packageSlug: "react" })), unknown);
  assert.equal(
    assertToolError(await c.call("get-symbol", { packageSlug: "react", name: "useActionState" })),
    unknown,
  );
  // Searched within it, no name is said not found there, nor elsewhere: why is said instead.
  const within = JSON.parse(textOf(
    await c.call("search", { query: "useActionState signature", packageSlug: "react" }),
  ));
  assert.equal(within.notFound, undefined);
  assert.equal(within.elsewhere, undefined);
  assert.match(within.note, /react's exports are not known here: it ships no declaration files/);
  // A question in words is the docs': the note is left out.
  const words = JSON.parse(textOf(
    await c.call("search", { query: "server rendering streams", packageSlug: "react" }),
  ));
  assert.doesNotMatch(words.note ?? "", /not known/);
  // Across the catalog, a name not found may be its.
  const across = JSON.parse(textOf(await c.call("search", { query: "use `useOptimistic`" })));
  assert.deepEqual(across.notFound, ["useOptimistic"]);
  assert.equal(
    across.note,
    "The exports of react are not known here (no declarations installed): a name not found may " +
      "be theirs.",
  );
});

Deno.test("get-docs defaults to the index page and returns raw Markdown", async () => {
  await using c = await connectInMemory(miniCatalog());
  assert.equal(
    textOf(await c.call("get-docs", { packageSlug: "date-picker" })),
    "# Date picker\n\nChoose dates.",
  );
});

Deno.test("get-docs names the pages a package has when asked for another", async () => {
  await using c = await connectInMemory(miniCatalog());
  const text = assertToolError(await c.call("get-docs", { packageSlug: "tokens", page: "usage" }));
  assert.equal(text, 'Package "tokens" has no "usage" page. It has: index, api.');
});

Deno.test("get-docs on a package without pages points to the other tools", async () => {
  await using c = await connectInMemory(miniCatalog());
  assertToolError(await c.call("get-docs", { packageSlug: "empty" }), "no documentation pages");
});

Deno.test("get-docs answers a page that is no page with the pages the package has", async () => {
  await using c = await connectInMemory(miniCatalog());
  for (const page of ["source", "readme", ""]) {
    const text = assertToolError(await c.call("get-docs", { packageSlug: "tokens", page }));
    assert.match(text, /^Package "tokens" has no ".*" page\..* It has: index, api\.$/);
  }
  assertToolError(
    await c.call("get-docs", { packageSlug: "tokens", page: "source" }),
    "get-source returns the bundled source",
  );
  assertToolError(await c.call("get-docs", { packageSlug: "tokens", page: 3 }), "page");
});

Deno.test("an unknown slug error lists the slugs sorted and comma-separated", async () => {
  await using c = await connectInMemory(miniCatalog());
  const text = assertToolError(await c.call("get-package", { packageSlug: "nope" }));
  assert.equal(
    text,
    'Package "nope" not found. Available slugs: date-picker, elements, empty, tokens.',
  );
});

Deno.test("an unknown package among installed ones says what to ask for: an @types package's runtime, the closest slugs, how to serve one not listed", async () => {
  const installed = (slug: string, name: string, symbols: ApiSymbol[] = []) =>
    thirdPartyEntry(blankPackage(slug, { name, version: "4.18.1", symbols }));
  const merge: ApiSymbol = {
    name: "merge",
    kind: "function",
    subpath: ".",
    signature: "function merge(a: object, b: object): object",
    file: "node_modules/lodash-core/merge.d.ts",
    line: 1,
  };
  await using c = await connectInMemory(catalogOf(
    installed("lodash", "lodash", [merge]),
    installed("shoelace-style-shoelace", "@shoelace-style/shoelace"),
  ));
  const slugs = "Available slugs: lodash, shoelace-style-shoelace.";
  assert.equal(
    assertToolError(await c.call("get-package", { packageSlug: "@types/lodash" })),
    `Package "@types/lodash" not found. @types/lodash gives lodash its types: ask for "lodash". ${slugs}`,
  );
  const served = "A package installed only as another's dependency is served when named (a " +
    "snapshot's with generate --deps-include <name>); one not installed, after npm install <name>.";
  assert.equal(
    assertToolError(await c.call("get-package", { packageSlug: "shoelace" })),
    `Package "shoelace" not found. Closest: shoelace-style-shoelace. ${slugs}`,
  );
  assert.equal(
    assertToolError(await c.call("get-package", { packageSlug: "zod" })),
    `Package "zod" not found. ${served} ${slugs}`,
  );
  // Close to a slug but no package's name: maybe mistyped, maybe another package.
  assert.equal(
    assertToolError(await c.call("get-package", { packageSlug: "lodash-es" })),
    `Package "lodash-es" not found. Closest: lodash. ${served} ${slugs}`,
  );
  // lodash re-exports a package it is not: that package's names are served under lodash.
  assert.equal(
    assertToolError(await c.call("get-package", { packageSlug: "lodash-core" })),
    `Package "lodash-core" not found. Its names are served under "lodash", which re-exports ` +
      `them: ask for it. ${slugs}`,
  );
});

Deno.test("get-source names the packages that have source", async () => {
  await using c = await connectInMemory(miniCatalog());
  assertToolError(
    await c.call("get-source", { packageSlug: "empty" }),
    'Package "empty" has no bundled source',
    "Packages with source: date-picker, tokens.",
  );
});

Deno.test("list-components skips untagged declarations and omits undefined defaults", async () => {
  await using c = await connectInMemory(miniCatalog());
  assert.deepEqual(JSON.parse(textOf(await c.call("list-components"))), [
    {
      tagName: "mini-button",
      description: "A button.",
      attrs: [
        { name: "variant", type: "'primary' | 'ghost'", default: "'primary'" },
        { name: "disabled", type: "boolean" },
        { name: "label", type: "" },
      ],
    },
    { tagName: "mini-card", description: "", attrs: [] },
  ]);
});

Deno.test("get-component serves the first declaration of a duplicated tag, whole", async () => {
  await using c = await connectInMemory(miniCatalog());
  const declaration = JSON.parse(textOf(await c.call("get-component", { tagName: "mini-button" })));
  assert.equal(declaration.name, "MiniButton");
  assert.deepEqual(declaration["x-extension"], { kept: true });
  assert.deepEqual(declaration.cssProperties, [{ name: "--mini-button-bg", default: "blue" }]);
});

Deno.test("an unknown tag error lists every tag", async () => {
  await using c = await connectInMemory(miniCatalog());
  const text = assertToolError(await c.call("get-component", { tagName: "mini-nope" }));
  assert.equal(text, 'Component "mini-nope" not found. Available tags: mini-button, mini-card.');
  // A mistyped tag: the closest first.
  assert.equal(
    assertToolError(await c.call("get-component", { tagName: "mini-buton" })),
    'Component "mini-buton" not found. Closest: mini-button. Available tags: mini-button, mini-card.',
  );
});

Deno.test("component tools say when the snapshot has no component manifest", async () => {
  const data = miniCatalog();
  data.packages = data.packages.filter((pkg) => pkg.components.length === 0);
  await using c = await connectInMemory(data);
  assertToolError(await c.call("list-components"), "no component manifest");
  assertToolError(await c.call("get-component", { tagName: "mini-button" }), "no component");
});

Deno.test("search-packages needs a non-empty query", async () => {
  await using c = await connectInMemory(miniCatalog());
  for (const args of [{}, { query: "" }, { query: "   " }, { query: 7 }]) {
    assertToolError(await c.call("search-packages", args), "non-empty query");
  }
});

Deno.test("search-packages returns an empty array when nothing matches", async () => {
  await using c = await connectInMemory(miniCatalog());
  const result = await c.call("search-packages", { query: "zzzz-not-there" });
  assert.equal(result.isError, undefined);
  assert.equal(textOf(result), "[]");
  assert.deepEqual(result.structuredContent, { hits: [] });
});

Deno.test("search-packages ranks by weight and lists every matched category", async () => {
  await using c = await connectInMemory(miniCatalog());
  const hits = JSON.parse(textOf(await c.call("search-packages", { query: "date" })));
  assert.deepEqual(hits[0], {
    name: "@mini/date-picker",
    slug: "date-picker",
    score: 3.9,
    matchedIn: ["metadata", "keywords", "exports", "docs", "source"],
    matchedPages: ["index", "api"],
  });
});

Deno.test("search-packages honours limit", async () => {
  await using c = await connectInMemory(miniCatalog());
  const all = JSON.parse(textOf(await c.call("search-packages", { query: "e" })));
  const top = JSON.parse(textOf(await c.call("search-packages", { query: "e", limit: 2 })));
  assert.ok(all.length > 2);
  assert.deepEqual(top, all.slice(0, 2));
  assertToolError(await c.call("search-packages", { query: "e", limit: 0 }), "limit");
});

Deno.test("an unknown tool name is a MethodNotFound protocol error", async () => {
  await using c = await connectInMemory(miniCatalog());
  await assert.rejects(
    c.client.callTool({ name: "delete-package", arguments: {} }),
    (error: { code?: number; message: string }) =>
      error.code === -32601 && error.message.includes("list-packages"),
  );
});

Deno.test("no components yet while a package that may declare them is still being indexed: said so, not that there is no manifest", () => {
  const data = catalogOf(blankPackage("docs-only"), blankPackage("kit"));
  const pending = new Map([["kit", { label: "kit@1.0.0", components: true }]]);
  assert.throws(
    () => Catalog.fromData(data, pending).listComponents(),
    /kit@1\.0\.0 may, and is still being indexed: ask again in a few seconds\./,
  );
  assert.throws(() => Catalog.fromData(data).listComponents(), /no component manifest/);
});

Deno.test("for installed dependencies, get-source and list-components say what is served instead of asking to regenerate", () => {
  const dependency = thirdPartyEntry(blankPackage("axios", { name: "axios", version: "1.2.3" }));
  const catalog = Catalog.fromData(catalogOf(dependency));
  assert.throws(
    () => catalog.getSource("axios"),
    /axios@1\.2\.3 is an installed dependency: its source is not served, its published types are/,
  );
  assert.throws(
    () => catalog.listComponents(),
    /No installed package here declares custom elements/,
  );
});
