/**
 * The tool contract, checked against any snapshot: every tool's success path on every package,
 * page and tag, and the spec's error rows. Runs over whatever client the caller connects
 * (in memory, stdio, HTTP).
 *
 * @module
 */
import assert from "node:assert/strict";
import { type BundledData, DOC_PAGES, packageMeta } from "../mod.ts";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { type TestClient, textOf } from "./_mcp_client.ts";

/** Every tool name, in listing order: the spec's seven, then the symbol tools. */
export const TOOL_NAMES = [
  "list-packages",
  "get-package",
  "get-docs",
  "get-source",
  "search-packages",
  "list-components",
  "get-component",
  "get-symbol",
  "list-symbols",
  "search-symbols",
];

/** What list-components must return for a snapshot: tagged declarations, first one wins. */
export function expectedComponents(data: BundledData) {
  const seen = new Set<string>();
  const list = [];
  for (const pkg of data.packages) {
    for (const declaration of pkg.components) {
      const tag = declaration.tagName;
      if (typeof tag !== "string" || tag === "" || seen.has(tag)) continue;
      seen.add(tag);
      list.push({ tag, declaration });
    }
  }
  return list;
}

/** Asserts a tool error: one text item, `isError`, and every expected fragment in the text. */
export function assertToolError(result: CallToolResult, ...fragments: string[]): string {
  assert.equal(result.isError, true, `expected a tool error, got ${JSON.stringify(result)}`);
  const text = textOf(result);
  for (const fragment of fragments) assert.ok(text.includes(fragment), `"${fragment}" in: ${text}`);
  return text;
}

/** Runs the whole contract against a connected client serving `data`. */
export async function checkToolContract(t: Deno.TestContext, c: TestClient, data: BundledData) {
  const slugs = data.packages.map((p) => p.slug).sort();
  const metas = data.packages.map(packageMeta);

  await t.step("tools/list advertises every tool, read-only", async () => {
    const { tools } = await c.client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name), TOOL_NAMES);
    for (const tool of tools) {
      assert.ok(tool.title && tool.description && tool.description.length > 80, tool.name);
      assert.equal(tool.inputSchema.type, "object");
      assert.deepEqual(
        { ...tool.annotations, title: undefined },
        {
          title: undefined,
          readOnlyHint: true,
          destructiveHint: false,
          idempotentHint: true,
          openWorldHint: false,
        },
      );
    }
  });

  await t.step("list-packages returns every package's metadata", async () => {
    const result = await c.call("list-packages");
    assert.deepEqual(JSON.parse(textOf(result)), metas);
    assert.deepEqual(result.structuredContent, { packages: metas });
  });

  await t.step("get-package returns one object per slug", async () => {
    for (const meta of metas) {
      const result = await c.call("get-package", { packageSlug: meta.slug });
      assert.deepEqual(JSON.parse(textOf(result)), meta);
      assert.deepEqual(result.structuredContent, meta);
    }
  });

  await t.step("get-docs returns every available page and refuses the others", async () => {
    for (const pkg of data.packages) {
      for (const page of DOC_PAGES) {
        const result = await c.call("get-docs", { packageSlug: pkg.slug, page });
        const text = pkg.docs[page];
        if (text === undefined) assertToolError(result, pkg.slug, page);
        else assert.equal(textOf(result), text);
      }
      const byDefault = await c.call("get-docs", { packageSlug: pkg.slug });
      if (pkg.docs.index === undefined) assertToolError(byDefault, ...pkg.availableDocPages);
      else assert.equal(textOf(byDefault), pkg.docs.index);
    }
  });

  await t.step("get-source returns the bundled source or says there is none", async () => {
    for (const pkg of data.packages) {
      const result = await c.call("get-source", { packageSlug: pkg.slug });
      if (pkg.apiSource === null) assertToolError(result, pkg.slug, "no bundled source");
      else assert.equal(textOf(result), pkg.apiSource);
    }
  });

  await t.step("search-packages finds each package by its slug in the metadata", async () => {
    for (const pkg of data.packages) {
      const result = await c.call("search-packages", { query: pkg.slug });
      const hits = JSON.parse(textOf(result));
      assert.deepEqual(result.structuredContent, { hits });
      const hit = hits.find((h: { slug: string }) => h.slug === pkg.slug);
      assert.ok(hit?.matchedIn.includes("metadata"), `${pkg.slug} in ${textOf(result)}`);
    }
  });

  await t.step("unknown slugs are tool errors that list every slug", async () => {
    for (const name of ["get-package", "get-docs", "get-source"]) {
      assertToolError(await c.call(name, { packageSlug: "no-such-package" }), ...slugs);
      assertToolError(await c.call(name, { packageSlug: "" }), ...slugs);
      assertToolError(await c.call(name, {}), "packageSlug", ...slugs);
      assertToolError(await c.call(name, { packageSlug: 42 }), "packageSlug", ...slugs);
    }
  });

  const components = expectedComponents(data);
  const hasManifest = data.packages.some((p) => p.components.length > 0);
  await t.step("list-components and get-component serve the manifest", async () => {
    const list = await c.call("list-components");
    if (!hasManifest) {
      assertToolError(list, "no component manifest");
      assertToolError(await c.call("get-component", { tagName: "x-any" }), "no component");
      return;
    }
    const entries = JSON.parse(textOf(list));
    assert.deepEqual(
      entries.map((e: { tagName: string }) => e.tagName),
      components.map((c) => c.tag),
    );
    assert.deepEqual(list.structuredContent, { components: entries });
    for (const [i, { tag, declaration }] of components.entries()) {
      assert.deepEqual(
        entries[i].attrs,
        (declaration.attributes ?? []).map((a) => ({
          name: a.name,
          type: a.type?.text ?? "",
          ...(a.default === undefined ? {} : { default: a.default }),
        })),
      );
      assert.equal(entries[i].description, declaration.description ?? "");
      const result = await c.call("get-component", { tagName: tag });
      assert.deepEqual(JSON.parse(textOf(result)), declaration);
      assert.deepEqual(result.structuredContent, declaration);
    }
    const tags = components.map((c) => c.tag);
    assertToolError(await c.call("get-component", { tagName: "x-nope" }), "x-nope", ...tags);
  });
}
