/**
 * Records whose bulky parts are read when first asked for (src/snapshot/fields_later.ts), and
 * the cache's files read later through descriptors opened at start
 * (src/live/installed/variant_files.ts).
 */
import assert from "node:assert/strict";
import { mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  readsLeft,
  withFieldLater,
  withMarkdownLater,
  withOutlinesLater,
} from "../src/snapshot/fields_later.ts";
import type { BundledPackage } from "../src/snapshot/model.ts";
import { openLater, statOf } from "../src/live/installed/variant_files.ts";

function record(): BundledPackage {
  return {
    name: "kit",
    pages: [{ id: "guide", title: "Guide" }, { id: "faq", title: "FAQ" }],
  } as unknown as BundledPackage;
}

Deno.test("withMarkdownLater: ids and titles at once, every page's Markdown at the first read, once", () => {
  const pkg = record();
  let reads = 0;
  withMarkdownLater(pkg, () => {
    reads++;
    return ["# Guide", "# FAQ"];
  });
  assert.deepEqual(pkg.pages?.map((page) => page.id), ["guide", "faq"]);
  assert.equal(reads, 0);
  assert.equal(readsLeft(pkg).length, 1);
  assert.equal(pkg.pages?.[1]?.markdown, "# FAQ");
  assert.equal(pkg.pages?.[0]?.markdown, "# Guide");
  assert.equal(reads, 1);
  assert.equal(readsLeft(pkg).length, 0);
  assert.deepEqual(JSON.parse(JSON.stringify(pkg.pages)), [
    { id: "guide", title: "Guide", markdown: "# Guide" },
    { id: "faq", title: "FAQ", markdown: "# FAQ" },
  ]);
});

Deno.test("withMarkdownLater: texts that do not match the pages, or that cannot be read, leave every page empty and are said", () => {
  const said: string[] = [];
  const pkg = withMarkdownLater(record(), () => ["# Guide"], (error) => said.push(error.message));
  assert.equal(pkg.pages?.[0]?.markdown, "");
  assert.equal(pkg.pages?.[1]?.markdown, "");
  assert.deepEqual(said, ["1 texts for 2 pages"]);
  const broken = withFieldLater(record(), "symbols", () => {
    throw new Error("EIO");
  }, (error) => said.push(error.message));
  assert.deepEqual(broken.symbols, []);
  assert.deepEqual(said, ["1 texts for 2 pages", "EIO"]);
  assert.equal(readsLeft(broken).length, 0);
});

Deno.test("withOutlinesLater: each page's outline at the first read, once, left out of copies; none when they cannot be read", () => {
  const outline = (slug: string) => ({
    frontMatterTitle: undefined,
    bodyStart: 0,
    headings: [{ level: 1, text: slug, slug, start: 0, end: 9 }],
    opensWithHeading: true,
  });
  let reads = 0;
  const pkg = withOutlinesLater(record(), () => {
    reads++;
    return [outline("guide"), outline("faq")];
  });
  assert.equal(reads, 0);
  const [guide, faq] = pkg.pages as { outline?: ReturnType<typeof outline> }[];
  assert.equal(faq?.outline?.headings[0]?.slug, "faq");
  assert.equal(guide?.outline?.headings[0]?.slug, "guide");
  assert.equal(reads, 1);
  assert.equal(readsLeft(pkg).length, 0);
  assert.deepEqual(JSON.parse(JSON.stringify(pkg.pages)), [
    { id: "guide", title: "Guide" },
    { id: "faq", title: "FAQ" },
  ]);
  assert.equal("outline" in { ...guide }, false);
  const said: string[] = [];
  const short = withOutlinesLater(record(), () => [outline("guide")], (e) => said.push(e.message));
  assert.equal((short.pages?.[1] as { outline?: unknown }).outline, undefined);
  assert.deepEqual(said, ["1 outlines for 2 pages"]);
});

Deno.test("withFieldLater: read by the first access, by readsLeft, or by a copy, once", () => {
  let reads = 0;
  const pkg = withFieldLater(record(), "components", () => {
    reads++;
    return [];
  });
  const [read] = readsLeft(pkg);
  read!();
  read!();
  assert.equal(reads, 1);
  assert.deepEqual({ ...pkg }.components, []);
  assert.equal(reads, 1);
  assert.equal(readsLeft(pkg).length, 0);
});

Deno.test("openLater: the bytes checked at start, though the file is replaced meanwhile; nothing for a file not as recorded", () => {
  const folder = mkdtempSync(join(tmpdir(), "catalog-mcp-later-"));
  try {
    const path = join(folder, "x.pages.json");
    writeFileSync(path, '["first"]');
    const recorded = statOf(path);
    const file = openLater(path, recorded)!;
    writeFileSync(join(folder, "next"), '["second, longer"]');
    renameSync(join(folder, "next"), path);
    assert.equal(new TextDecoder().decode(file.read()), '["first"]');
    assert.equal(openLater(path, recorded), undefined);
    assert.equal(openLater(join(folder, "missing.json"), recorded), undefined);
    // The same size, another modification time: not as recorded either.
    writeFileSync(path, '["first"]');
    utimesSync(path, new Date(2000, 0, 1), new Date(2000, 0, 1));
    assert.equal(openLater(path, recorded), undefined);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
