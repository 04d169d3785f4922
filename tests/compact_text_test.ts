import assert from "node:assert/strict";
import { packagePages } from "../src/catalog/catalog.ts";
import { compactedSlice, compactedText, CompactTexts } from "../src/snapshot/compact_text.ts";
import type { BundledPackage } from "../src/snapshot/model.ts";
import { blankPackage } from "./_mini_catalog.ts";

/** Long texts with what trips up encoders: a leading U+FEFF, astral characters, dashes. */
const PAGE = `\uFEFF# Ünïcödé — ${"date picker → 😀 \u{10400} ".repeat(20)}ΟΔΟΣ`;
const SOURCE = `export const x = "${'a\\"b '.repeat(100)}";`;

function compacted(fields: Partial<BundledPackage>): BundledPackage {
  const pkg = blankPackage("p", fields);
  new CompactTexts().compactPackage(pkg);
  return pkg;
}

Deno.test("a compacted text reads, lists, serialises and compares like the string it was", () => {
  const fields = (): Partial<BundledPackage> => ({
    docs: { index: PAGE, api: "short" },
    apiSource: SOURCE,
    pages: [{ id: "guides/a", title: "A", markdown: PAGE }],
  });
  const plain = blankPackage("p", fields());
  const pkg = compacted(fields());
  assert.equal(pkg.docs.index, PAGE);
  assert.equal(pkg.apiSource, SOURCE);
  assert.deepStrictEqual(pkg, plain);
  assert.equal(JSON.stringify(pkg), JSON.stringify(plain));
  assert.deepStrictEqual(Object.keys(pkg.docs), ["index", "api"]);
  assert.deepStrictEqual({ ...pkg.docs }, plain.docs);
  // It is held as bytes: an accessor, its UTF-8 and its length kept aside.
  assert.ok(Object.getOwnPropertyDescriptor(pkg.docs, "index")?.get !== undefined);
  const held = compactedText(pkg.docs, "index")!;
  assert.equal(held.length, PAGE.length);
  assert.deepStrictEqual(held.bytes, new TextEncoder().encode(PAGE));
  assert.equal(compactedText(pkg, "apiSource")?.length, SOURCE.length);
  assert.equal(compactedText(pkg.pages![0]!, "markdown")?.length, PAGE.length);
  assert.equal(pkg.pages![0]!.markdown, PAGE);
});

Deno.test("short texts and texts UTF-8 cannot hold stay strings", () => {
  const lone = `${"x".repeat(300)}\ud800 lone`;
  const pkg = compacted({ docs: { index: lone, api: "short" } });
  for (const page of ["index", "api"] as const) {
    assert.equal(compactedText(pkg.docs, page), undefined, page);
    assert.ok(Object.getOwnPropertyDescriptor(pkg.docs, page)?.value !== undefined, page);
  }
  assert.equal(pkg.docs.index, lone);
});

Deno.test("assigning to a compacted text makes it a plain string again", () => {
  const pkg = compacted({ docs: { index: PAGE }, apiSource: SOURCE });
  pkg.docs.index = "replaced";
  pkg.apiSource = null;
  assert.equal(pkg.docs.index, "replaced");
  assert.equal(pkg.apiSource, null);
  assert.equal(compactedText(pkg.docs, "index"), undefined);
  assert.equal(compactedText(pkg, "apiSource"), undefined);
  assert.deepStrictEqual(Object.keys(pkg.docs), ["index"]);
});

Deno.test("the catalog's pages read compacted texts through instead of holding them decoded", () => {
  const pkg = compacted({
    docs: { index: PAGE },
    availableDocPages: ["index"],
    pages: [{ id: "guides/a", title: "A", markdown: PAGE }],
  });
  const [index, extra] = packagePages(pkg);
  assert.equal(index?.markdown, PAGE);
  assert.ok(Object.getOwnPropertyDescriptor(index, "markdown")?.get !== undefined, "index");
  assert.ok(extra === pkg.pages![0], "an extra page is the stored entry itself");
  assert.equal(extra?.markdown, PAGE);
  assert.ok(compactedText(pkg.pages![0]!, "markdown") !== undefined, "still held as UTF-8");
});

Deno.test("a part of a compacted text decodes to what slicing the string gives, wherever it is cut", () => {
  // Long enough for many checkpoints; two-, three- and four-byte characters, and a BOM inside.
  const text = `\uFEFF${"é — 😀 x\n\uFEFFabc ".repeat(400)}${"plain ".repeat(300)}`;
  const ascii = "# Title\n\n" + "plain words only. ".repeat(200);
  const pkg = compacted({
    pages: [{ id: "a", title: "A", markdown: text }, {
      id: "b",
      title: "B",
      markdown: ascii,
    }],
  });
  const [page, plain] = pkg.pages!;
  let seed = 7;
  const next = (most: number) => (seed = (seed * 48271) % 2147483647) % (most + 1);
  for (const [owner, string] of [[page!, text], [plain!, ascii]] as const) {
    for (let i = 0; i < 500; i++) {
      const start = next(string.length);
      const end = start + next(string.length - start);
      assert.equal(compactedSlice(owner, "markdown", start, end), string.slice(start, end));
    }
    assert.equal(compactedSlice(owner, "markdown", 0, string.length), string);
  }
  // Not compacted (short): the caller slices the string itself.
  assert.equal(compactedSlice({ markdown: "short" }, "markdown", 0, 2), undefined);
});
