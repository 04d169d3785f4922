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
import { expectedPages } from "./_expected_resources.ts";
import { type TestClient, textOf } from "./_mcp_client.ts";

/** Every tool name, in listing order: the spec's seven, then the additions. */
export const TOOL_NAMES = [
  "list-packages",
  "get-package",
  "get-docs",
  "get-source",
  "search-packages",
  "list-components",
  "get-component",
  "list-docs",
  "validate-component-usage",
  "get-symbol",
  "list-symbols",
  "search-symbols",
  "search",
  "fetch",
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

  await t.step("list-docs lists every page, the four first, and get-docs reads each", async () => {
    for (const pkg of data.packages) {
      const pages = expectedPages(pkg);
      const result = await c.call("list-docs", { packageSlug: pkg.slug });
      const listing = result.structuredContent as unknown as DocsListing;
      assert.equal(listing.packageSlug, pkg.slug);
      assert.deepEqual(
        listing.pages.map((page) => [page.id, page.size]),
        pages.map((page) => [page.id, page.markdown.length]),
      );
      for (const page of pkg.pages ?? []) {
        const listed = listing.pages.find((entry) => entry.id === page.id);
        if (page.title !== "") assert.equal(listed?.title, page.title);
        const read = await c.call("get-docs", { packageSlug: pkg.slug, page: page.id });
        assert.equal(textOf(read), page.markdown);
      }
      for (const line of pages.map((page) => `${page.id} · `)) {
        assert.ok(textOf(result).includes(line), `${line} in ${textOf(result)}`);
      }
    }
  });

  await t.step("get-docs reads every heading of every page as a section", async () => {
    for (const pkg of data.packages) {
      const pages = expectedPages(pkg);
      const listing = (await c.call("list-docs", { packageSlug: pkg.slug }))
        .structuredContent as unknown as DocsListing;
      for (const [i, listed] of listing.pages.entries()) {
        const markdown = pages[i]!.markdown;
        const outline = listed.outline ?? [];
        const slugs = githubSlugs(outline.map((heading) => heading.text));
        for (const [j, heading] of outline.entries()) {
          if (heading.slug !== undefined) assert.equal(heading.slug, slugs[j]);
          const args = { packageSlug: pkg.slug, page: listed.id };
          const bySlug = await c.call("get-docs", { ...args, section: slugs[j] });
          assert.equal(bySlug.isError, undefined, textOf(bySlug));
          const text = textOf(bySlug);
          assertIsSection(markdown, text, heading);
          if (heading.slug === undefined) {
            assert.equal(
              textOf(await c.call("get-docs", { ...args, section: heading.text })),
              text,
            );
          }
        }
      }
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
    for (const name of ["get-package", "get-docs", "get-source", "list-docs"]) {
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
    // An argument the tool does not take is said, with those it takes, beside what is missing.
    assertToolError(
      await c.call("get-component", { name: tags[0] }),
      "tagName: expected a string, found nothing",
      "get-component takes tagName; not name.",
    );
    // One package's elements: those of its manifest that no earlier package declared.
    const declaring = data.packages.filter((pkg) =>
      components.some(({ tag }) => pkg.components.some((d) => d.tagName === tag))
    );
    for (const pkg of declaring) {
      const own = JSON.parse(textOf(await c.call("list-components", { packageSlug: pkg.slug })));
      const first = components.filter(({ tag }) =>
        data.packages.find((other) => other.components.some((d) => d.tagName === tag)) === pkg
      );
      assert.deepEqual(own.map((e: { tagName: string }) => e.tagName), first.map((c) => c.tag));
    }
    const without = data.packages.find((pkg) => !declaring.includes(pkg));
    if (without !== undefined) {
      assertToolError(
        await c.call("list-components", { packageSlug: without.slug }),
        "declares no custom element",
        ...declaring.map((pkg) => pkg.slug),
      );
    }
  });

  await t.step(
    "validate-component-usage passes declared tags and flags an undeclared attribute",
    async () => {
      const validate = (args: Record<string, unknown>) => c.call("validate-component-usage", args);
      if (!hasManifest) {
        assertToolError(await validate({ html: "<x-a></x-a>" }), "no component manifest");
        return;
      }
      const current = components.filter(({ declaration }) => declaration.deprecated === undefined);
      const clean = await validate({
        html: current.map(({ tag }) => `<${tag}></${tag}>`).join("\n"),
      });
      assert.equal(textOf(clean), "no problems found");
      assert.deepEqual(clean.structuredContent, { valid: true, findings: [] });
      const [first] = current;
      if (first === undefined) return;
      const wrong = await validate({ html: `\n  <${first.tag} zz-undeclared></${first.tag}>` });
      assert.deepEqual(
        (wrong.structuredContent as { findings: { kind: string; line: number; column: number }[] })
          .findings.map(({ kind, line, column }) => [kind, line, column]),
        [["unknown-attribute", 2, first.tag.length + 5]],
      );
      assert.match(textOf(wrong), new RegExp(`^2:${first.tag.length + 5} unknown-attribute: `));
      assertToolError(await validate({ html: "", tagName: "x-nope" }), "x-nope");
    },
  );

  await t.step(
    "search and fetch answer the connector's JSON shapes, fetch as get-docs and get-symbol",
    async () => {
      for (const pkg of data.packages) {
        const query = `${pkg.slug} ${pkg.description}`;
        const maxChars = 20_000;
        const found = await c.call("search", { query, packageSlug: pkg.slug, limit: 50, maxChars });
        const { results, note } = JSON.parse(textOf(found)) as {
          results: Record<string, unknown>[];
          note?: string;
        };
        const structured = (found.structuredContent as { results: Record<string, unknown>[] })
          .results;
        assert.equal(
          textOf(found),
          JSON.stringify(note === undefined ? { results } : { results, note }),
        );
        // A package with nothing to find answers from the others, and says so.
        if (note !== undefined) {
          assert.equal(
            note,
            `Nothing in ${pkg.name} matches: these results are from other packages.`,
          );
          continue;
        }
        assert.ok(textOf(found).length <= maxChars);
        assert.equal(structured.length, results.length);
        for (const [i, result] of results.entries()) {
          const keys = Object.keys(result);
          // No public URLs here: the text leaves out the catalog:// URI its id says.
          assert.deepEqual(keys.slice(0, 3), ["id", "title", "text"]);
          assert.ok(keys.slice(3).every((key) => key === "alsoIn" || key === "more"), keys.join());
          const { kind, slug, score, url, ...shared } = structured[i]!;
          assert.equal(url, `catalog://${result.id}`);
          assert.deepEqual(shared, result);
          assert.equal(slug, pkg.slug);
          const id = result.id as string;
          assert.ok(id.startsWith(`${kind}/`) && typeof score === "number", id);
          const fetched = await c.call("fetch", { id });
          const shown = JSON.parse(textOf(fetched));
          assert.deepEqual(Object.keys(shown), ["id", "title", "text", "metadata"]);
          // The text leaves out the url and the metadata its id says; the structured answer
          // has them all.
          const item = fetched.structuredContent as typeof shown;
          assert.deepEqual(item, { ...shown, url, metadata: item.metadata });
          const { kind: _, package: __, page: _p, section: _s, name: _n, tag: _t, ...rest } =
            item.metadata;
          assert.deepEqual(shown.metadata, rest);
          assert.deepEqual([item.id, item.title], [result.id, result.title]);
          assert.equal(item.metadata.package, pkg.slug);
          if (kind === "symbol") {
            const symbol = await c.call("get-symbol", {
              packageSlug: pkg.slug,
              name: item.metadata.name,
            });
            // get-symbol's answer (one member asked of fetch, not of get-symbol), then the
            // options or props type its signature names, or the type or class a variable is
            // declared with, if any (a class imported as a value), the short types of its
            // package it names, and what takes it.
            const own = textOf(symbol).replace(
              /get-symbol \{"packageSlug":"([^"]+)","name":"([^"]+)"\}/g,
              'fetch {"id":"symbol/$1/$2"}',
            );
            assert.ok(
              item.text === own ||
                /^\n\n(?:import (?:type )?\{|Types it names:\n```ts\n|Used in:\n```ts\n)/.test(
                  item.text.slice(own.length),
                ),
              id,
            );
            assert.ok(item.text.startsWith(own), id);
          } else if (kind === "docs" && item.metadata.section !== undefined) {
            const { page, section } = item.metadata;
            const docs = textOf(await c.call("get-docs", { packageSlug: pkg.slug, page, section }));
            const whole = JSON.parse(textOf(await c.call("fetch", { id, full: true })));
            assert.equal(whole.text, docs);
            // Without `full`, a section with sub-sections gives its own text and their ids,
            // each of which fetch reads.
            const listed = /\nSub-sections \(fetch (\S+)#<fragment>; full: true for all\): #(\S+)/
              .exec(item.text);
            if (listed !== null) {
              assert.ok(!item.text.includes("\n## "), id);
              const child = await c.call("fetch", {
                id: `${listed[1]}#${listed[2]!.replace(/,$/, "")}`,
              });
              assert.equal(child.isError, undefined, id);
            }
          }
        }
      }
      assertToolError(
        await c.call("fetch", { id: "docs/nope" }),
        "docs/<slug>/<page-id>#<section-slug>",
        "symbol/<slug>/<name>",
        "component/<tag>",
      );
    },
  );
}

/** The structured answer of list-docs, as the tests read it. */
export interface DocsListing {
  packageSlug: string;
  pages: {
    id: string;
    title: string;
    size: number;
    outline?: { level: number; text: string; size: number; slug?: string }[];
  }[];
  folders?: { prefix: string; pages: number }[];
  shortened?: string;
}

/**
 * Asserts that `section` is a section of `markdown` as get-docs promises, checked with line
 * patterns rather than the server's parser: it opens with a heading of the listed level whose
 * words it shows, it is a piece of the page, and what follows that piece is nothing but a
 * heading of the same or a higher level, or the end of the page.
 */
export function assertIsSection(
  markdown: string,
  section: string,
  heading: { level: number; text: string; size: number },
): void {
  assert.equal(section, section.trimEnd());
  const opening = headingAt(section);
  assert.equal(opening?.level, heading.level, `"${section.slice(0, 80)}" opens no such heading`);
  for (const word of heading.text.split(/\W+/).filter((w) => w !== "")) {
    assert.ok(opening!.lines.includes(word), `"${word}" in "${opening!.lines}"`);
  }
  // A section's text may occur twice in a page (a repeated example): one place must fit.
  const fits = (at: number) => {
    const rest = markdown.slice(at + section.length).replace(/^(?:[ \t]*\r?\n)+/, "");
    if (rest.trim() === "") return true;
    const next = headingAt(rest);
    return next !== undefined && next.level <= heading.level;
  };
  let at = markdown.indexOf(section);
  assert.ok(at >= 0, `the section of "${heading.text}" is not a piece of its page`);
  while (at >= 0 && !fits(at)) at = markdown.indexOf(section, at + 1);
  assert.ok(at >= 0, `the section of "${heading.text}" does not end at a heading`);
}

/** The heading `text` opens with (ATX, or a setext paragraph of one or more lines), if any. */
function headingAt(text: string): { level: number; lines: string } | undefined {
  const lines = text.split(/\r?\n/);
  const atx = /^ {0,3}(#{1,6})(?:[ \t]|$)/.exec(lines[0] ?? "");
  if (atx) return { level: atx[1]!.length, lines: lines[0]! };
  for (let i = 1; i < lines.length && lines[i]!.trim() !== ""; i++) {
    const underline = /^ {0,3}(=+|-+)[ \t]*$/.exec(lines[i]!);
    if (underline) {
      return { level: underline[1]!.startsWith("=") ? 1 : 2, lines: lines.slice(0, i).join(" ") };
    }
  }
  return undefined;
}

/**
 * GitHub's heading anchors, written out for the tests: lowercase, punctuation dropped, `-` for
 * each space, and `-1`, `-2`, ... after an anchor already taken.
 */
export function githubSlugs(texts: readonly string[]): string[] {
  const taken = new Set<string>();
  return texts.map((text) => {
    const base = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replaceAll(" ", "-");
    let slug = base;
    for (let n = 1; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}
