/**
 * A framework's shipped docs that write one page for two parts of the docs, through an MCP
 * client over stdio: each part's page answers with its own blocks, a page generated from
 * another (`source` in its front matter, no text of its own) answers with that page's text,
 * and search ranks the original first where both answer.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { callJson, stdioDeps, untilIndexed } from "./_deps_server.ts";
import { installed, manifest, writeApp } from "./_installed_apps.ts";

const CACHING = [
  "---",
  "title: Caching",
  "---",
  "",
  "Rendered pages are kept in the render cache.",
  "",
  "<AppOnly>",
  "",
  "In the app folder, a layout opts out with `export const dynamic = 'force-dynamic'`.",
  "",
  '```tsx filename="app/layout.tsx" switcher',
  "export const dynamic: string = 'force-dynamic'",
  "export default function Layout({ children }: { children: unknown }) {",
  "  return children",
  "}",
  "```",
  "",
  '```jsx filename="app/layout.js" switcher',
  "export const dynamic = 'force-dynamic'",
  "export default function Layout({ children }) {",
  "  return children",
  "}",
  "```",
  "",
  "</AppOnly>",
  "",
  "<PagesOnly>",
  "",
  "In the pages folder, a page opts out by exporting `getServerSideProps`.",
  "",
  "</PagesOnly>",
  "",
].join("\n");

const COPY = [
  "---",
  "title: Caching",
  "source: app/guides/caching",
  "---",
  "",
  "{/* Generated from the source above: edit that page. */}",
  "",
].join("\n");

function frameworkApp() {
  return {
    "package.json": manifest("app", "1.0.0", { dependencies: { frame: "^3.0.0" } }),
    ...installed("node_modules/frame", "frame", "3.1.0"),
    "node_modules/frame/dist/docs/01-app/02-guides/caching.mdx": CACHING,
    "node_modules/frame/dist/docs/02-pages/02-guides/caching.mdx": COPY,
    "node_modules/.package-lock.json": "{}\n",
  };
}

interface Fetched {
  text: string;
}

Deno.test("--deps: a page for two parts of the docs answers each part with its own blocks, a generated copy with its source's text, the original first", async () => {
  using app = writeApp(frameworkApp());
  const cache = mkdtempSync(join(tmpdir(), "catalog-mcp-copies-cache-"));
  try {
    // Answers in JSON text, whose fields this test reads.
    const flags = ["--deps", app.root, "--answer-text", "json"];
    await using served = await stdioDeps(flags, cache);
    const { client } = served;
    await untilIndexed(client);

    const own = await callJson<Fetched>(client, "fetch", {
      id: "docs/frame/01-app/02-guides/caching",
    });
    assert.match(own.text, /force-dynamic/);
    assert.doesNotMatch(own.text, /getServerSideProps|AppOnly|PagesOnly/);
    // The JavaScript copy of the TypeScript example is left out.
    assert.match(own.text, /```tsx/);
    assert.doesNotMatch(own.text, /```jsx/);

    const copy = await callJson<Fetched>(client, "fetch", {
      id: "docs/frame/02-pages/02-guides/caching",
    });
    assert.match(copy.text, /getServerSideProps/);
    assert.match(copy.text, /Rendered pages are kept in the render cache/);
    assert.doesNotMatch(copy.text, /force-dynamic|Generated from the source/);

    const found = await callJson<{ results: { id: string }[] }>(client, "search", {
      query: "render cache",
      limit: 2,
    });
    assert.deepEqual(found.results.map((result) => result.id), [
      "docs/frame/01-app/02-guides/caching",
      "docs/frame/02-pages/02-guides/caching",
    ]);
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
});
