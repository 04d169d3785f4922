import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compactedText } from "../src/snapshot/compact_text.ts";
import type { BundledPackage, SearchHit } from "../src/snapshot/model.ts";
import { loadData } from "../src/snapshot/load.ts";
import { readSnapshotInBatches } from "../src/snapshot/snapshot_batches.ts";
import {
  buildSearchIndex,
  MAX_QUERY_LENGTH,
  MAX_QUERY_WORDS,
  type SearchOptions,
} from "../src/search_packages/engine.ts";
import { SEARCH_WEIGHTS } from "../src/search_packages/weights.ts";
import { PROFILE_NAMES, PROFILES } from "../scripts/_catalog_profiles.ts";
import { generateLargeCatalog } from "../scripts/_large_catalog.ts";
import { prepareReference, referenceSearch } from "../scripts/_reference_search_packages.ts";
import { searchedTextBytes } from "../scripts/_text_size.ts";
import { HAS_REAL_CORPUS, loadRealCorpus, REAL_CORPUS_NOTE } from "./_corpus.ts";
import { generateQueries } from "./_generated_queries.ts";
import { assertIndexAgrees, TINY_SHAPE } from "./_search_packages_reference.ts";
import { withTempDir } from "./_snapshot_fixture.ts";
import { blankPackage } from "./_mini_catalog.ts";

/** A package with nothing searchable but its name (`@t/<slug>`) and slug, plus `fields`. */
function pkg(slug: string, fields: Partial<BundledPackage> = {}): BundledPackage {
  return blankPackage(slug, { name: `@t/${slug}`, ...fields });
}

/** Asserts that the engine and the reference both give exactly `expected`. */
function expectHits(
  packages: BundledPackage[],
  query: string,
  expected: SearchHit[],
  options: SearchOptions = {},
): void {
  assert.deepStrictEqual(buildSearchIndex(packages).search(query, options), expected);
  assert.deepStrictEqual(
    referenceSearch(prepareReference(packages), query, options.limit),
    expected,
    "the reference disagrees with the hand-written expectation",
  );
}

function slugsOf(hits: SearchHit[]): string[] {
  return hits.map((hit) => hit.slug);
}

Deno.test("search() scores each field with its weight from the table", () => {
  const packages = [
    pkg("p8", { apiSource: "// zebra" }),
    pkg("p1", { name: "@t/zebra-name" }),
    pkg("p2", { category: "Zebra" }),
    pkg("p3", { description: "a zebra crossing" }),
    pkg("p4", { keywords: ["zebras"] }),
    pkg("p5", { exports: ["ZebraStripe"] }),
    pkg("p6", { related: ["zebra"] }),
    pkg("p7", { docs: { usage: "Zebra." } }),
    pkg("p9", { description: "horse" }),
  ];
  expectHits(packages, "zebra", [
    { name: "@t/zebra-name", slug: "p1", score: 3.9, matchedIn: ["metadata"] },
    { name: "@t/p2", slug: "p2", score: 3.5, matchedIn: ["metadata"] },
    { name: "@t/p3", slug: "p3", score: 3.1, matchedIn: ["metadata"] },
    { name: "@t/p4", slug: "p4", score: 2.5, matchedIn: ["keywords"] },
    { name: "@t/p5", slug: "p5", score: 2.2, matchedIn: ["exports"] },
    { name: "@t/p6", slug: "p6", score: 2, matchedIn: ["related"] },
    { name: "@t/p7", slug: "p7", score: 1, matchedIn: ["docs"], matchedPages: ["usage"] },
    { name: "@t/p8", slug: "p8", score: 0.9, matchedIn: ["source"] },
  ]);
});

Deno.test("the weights table lists the fields by weight, in matchedIn category order", () => {
  const weights = SEARCH_WEIGHTS.map((row) => row.weight);
  assert.deepStrictEqual(weights, [3.9, 3.5, 3.1, 2.5, 2.2, 2.0, 1.0, 0.9]);
  assert.deepStrictEqual(
    [...new Set(SEARCH_WEIGHTS.map((row) => row.category))],
    ["metadata", "keywords", "exports", "related", "docs", "source"],
  );
});

Deno.test("search() lists every matched category in order and scores the highest", () => {
  const packages = [pkg("multi", {
    description: "A fast grid",
    exports: ["GridView"],
    docs: { examples: "grid()", index: "# Grid" },
    apiSource: "export const grid = 1;",
  })];
  expectHits(packages, "GRID", [{
    name: "@t/multi",
    slug: "multi",
    score: 3.1,
    matchedIn: ["metadata", "exports", "docs", "source"],
    matchedPages: ["index", "examples"],
  }]);
});

Deno.test("search() needs all words within one field; each doc page is a field", () => {
  const packages = [pkg("split", {
    name: "@t/alpha",
    description: "beta",
    docs: { index: "alpha", api: "beta", usage: "beta and alpha" },
  })];
  expectHits(packages, "alpha beta", [
    { name: "@t/alpha", slug: "split", score: 1, matchedIn: ["docs"], matchedPages: ["usage"] },
  ]);
  expectHits(packages, "alpha gamma", []);
});

Deno.test("search() treats an array field as one field that no word can span", () => {
  const packages = [pkg("arr", { keywords: ["date", "picker"] })];
  const hit = { name: "@t/arr", slug: "arr", score: 2.5, matchedIn: ["keywords" as const] };
  expectHits(packages, "picker date", [hit]);
  expectHits(packages, "te ick", [hit]);
  expectHits(packages, "datepicker", []);
  expectHits(packages, "ep", []);
});

Deno.test("search() treats '-' and '_' as word separators in queries and fields", () => {
  const packages = [
    pkg("s1", { description: "A Date Picker" }),
    pkg("s2", { description: "the Date-Picker widget" }),
    pkg("s3", { description: "date_picker()" }),
    pkg("s4", { description: "datepicker" }),
  ];
  const hit = (slug: string): SearchHit => ({
    name: `@t/${slug}`,
    slug,
    score: 3.1,
    matchedIn: ["metadata"],
  });
  // The query's separators make two words, each found on its own (also in "datepicker").
  for (const query of ["date-picker", "date_picker", "DATE PICKER", "date--picker_", "te-pi"]) {
    expectHits(packages, query, [hit("s1"), hit("s2"), hit("s3"), hit("s4")]);
  }
  // The fields' separators split them: only the plain "datepicker" holds these words.
  expectHits(packages, "datepicker", [hit("s4")]);
  expectHits(packages, "epi", [hit("s4")]);
});

Deno.test("search() folds case the Unicode way, the same in queries and fields", () => {
  const packages = [
    pkg("greek", { description: "ΟΔΟΣ ΣΟΦΙΑΣ" }),
    pkg("turkish", { description: "İstanbul" }),
    pkg("deseret", { description: "\u{10400}\u{10401}" }),
    pkg("k1", { description: "5 \u212Aelvin" }),
    pkg("nbsp", { description: "date\u00a0picker" }),
  ];
  const hit = (slug: string): SearchHit => ({
    name: `@t/${slug}`,
    slug,
    score: 3.1,
    matchedIn: ["metadata"],
  });
  for (const query of ["οδοσ", "οδος", "ΟΔΟΣ", "σοφιας"]) {
    expectHits(packages, query, [hit("greek")]);
  }
  for (const query of ["İSTANBUL", "stanbul"]) expectHits(packages, query, [hit("turkish")]);
  // "İ" lowercases to "i" plus U+0307, so a plain "i" does not continue into "stanbul".
  expectHits(packages, "istanbul", []);
  expectHits(packages, "\u{10428}", [hit("deseret")]);
  expectHits(packages, "KELVIN", [hit("k1")]);
  expectHits(packages, "date picker", [hit("nbsp")]);
  expectHits(packages, "datepicker", []);
});

Deno.test("search() sorts by score, then by slug in code-unit order", () => {
  const slugs = ["b", "é", "a_b", "z", "a", "B", "a-b"];
  const packages = [
    ...slugs.map((slug) => pkg(slug, { description: "tie" })),
    pkg("top", { name: "@t/tie-top" }),
  ];
  const hits = buildSearchIndex(packages).search("tie");
  assert.deepStrictEqual(slugsOf(hits), ["top", "B", "a", "a-b", "a_b", "b", "z", "é"]);
  assert.deepStrictEqual(
    slugsOf(referenceSearch(prepareReference(packages), "tie")),
    slugsOf(hits),
  );
});

Deno.test("search() applies the limit after sorting and rejects a bad limit", () => {
  const packages = ["c", "a", "b"].map((slug) => pkg(slug, { description: "limit me" }));
  const index = buildSearchIndex(packages);
  assert.deepStrictEqual(slugsOf(index.search("limit", { limit: 2 })), ["a", "b"]);
  assert.deepStrictEqual(slugsOf(index.search("limit", { limit: 10 })), ["a", "b", "c"]);
  assert.deepStrictEqual(slugsOf(index.search("limit", {})), ["a", "b", "c"]);
  for (const limit of [0, -1, 1.5, Number.NaN, Infinity]) {
    assert.throws(() => index.search("limit", { limit }), {
      name: "RangeError",
      message: /limit must be a positive integer/,
    });
  }
});

Deno.test("search() rejects an empty, too long or too wordy query with a RangeError", () => {
  const index = buildSearchIndex([pkg("a", { description: "x" })]);
  for (const query of ["", "   ", "\t\n"]) {
    assert.throws(() => index.search(query), {
      name: "RangeError",
      message: /search-packages needs a non-empty query: pass one or more words/,
    });
  }
  assert.throws(() => index.search("x".repeat(MAX_QUERY_LENGTH + 1)), {
    name: "RangeError",
    message: /501 characters long; the limit is 500/,
  });
  assert.deepStrictEqual(index.search("x".repeat(MAX_QUERY_LENGTH)), []);
  const words = (count: number) => Array.from({ length: count }, () => "x").join(" ");
  assert.deepStrictEqual(index.search(words(MAX_QUERY_WORDS)).length, 1);
  assert.throws(() => index.search(words(MAX_QUERY_WORDS + 1)), {
    name: "RangeError",
    message: /33 words; the limit is 32/,
  });
  // `-` and `_` separate words, so 17 "x-x" are 34 words.
  assert.throws(() => index.search(Array(17).fill("x-x").join(" ")), {
    name: "RangeError",
    message: /34 words; the limit is 32/,
  });
});

Deno.test("search() returns [] for a query of separators only, or without a match", () => {
  const index = buildSearchIndex([pkg("a", { description: "a-b_c" })]);
  for (const query of ["- _", "--", "_", " - "]) assert.deepStrictEqual(index.search(query), []);
  assert.deepStrictEqual(index.search("nothing"), []);
  assert.deepStrictEqual(buildSearchIndex([]).search("anything"), []);
});

Deno.test("search() hands out new hits that share the lists of hits matched alike", () => {
  const index = buildSearchIndex([
    pkg("a", { description: "doc", docs: { index: "doc" } }),
    pkg("b", { description: "doc", docs: { index: "doc" } }),
  ]);
  const [a, b] = index.search("doc");
  assert.notStrictEqual(a, b);
  assert.strictEqual(a!.matchedIn, b!.matchedIn);
  assert.strictEqual(a!.matchedPages, b!.matchedPages);
  a!.score = 0;
  assert.deepStrictEqual(index.search("doc")[0], {
    name: "@t/a",
    slug: "a",
    score: 3.1,
    matchedIn: ["metadata", "docs"],
    matchedPages: ["index"],
  });
});

Deno.test("search() finds short words and words longer than any trigram alike", () => {
  const packages = [
    pkg("short", { description: "a b ab" }),
    pkg("long", { exports: ["createVirtualizedDataGridController"] }),
  ];
  expectHits(packages, "b a", [{
    name: "@t/short",
    slug: "short",
    score: 3.1,
    matchedIn: ["metadata"],
  }]);
  expectHits(packages, "ualizeddatagridcon", [
    { name: "@t/long", slug: "long", score: 2.2, matchedIn: ["exports"] },
  ]);
  expectHits(packages, "ualizeddatagridcox", []);
});

// --- The engine against the reference scan, on whole catalogs -----------------------------

function assertSameAsReference(packages: BundledPackage[], queries: string[]): void {
  assertIndexAgrees(buildSearchIndex(packages), packages, queries);
}

/**
 * Asserts that the engine agrees with the reference on a catalog, with the index's own sizes
 * and again with blocks of 4 entries and suffixes sorted 64 at a time: small catalogs then go
 * through the block sets and the sorting groups as large ones do.
 */
function assertSameAsReferenceBothWays(packages: BundledPackage[], queries: string[]): void {
  assertSameAsReference(packages, queries);
  const tiny = buildSearchIndex(packages, TINY_SHAPE);
  assert.ok(
    tiny.sizeBytes > buildSearchIndex(packages).sizeBytes,
    "the tiny blocks hold field sets of their own",
  );
  assertIndexAgrees(tiny, packages, queries);
}

/** Text that has tripped up search engines: case mappings that change length, surrogates. */
const TRICKY_PACKAGES = [
  pkg("greek", { description: "ΟΔΟΣ — σοφίας ς", keywords: ["Σίσυφος"] }),
  pkg("turkish", { description: "İstanbul ıi İI", exports: ["İçerik"] }),
  pkg("astral", { description: "\u{10400}bc 😀 \u{1F600}x", docs: { index: "\ud800 lone" } }),
  pkg("spaces", { description: "a\u00a0b\u2003c\u3000d\ufeffe", apiSource: "x\u2028y" }),
  pkg("latin", { description: "Ünïcödé ÀÉ ß ẞ ǅ", keywords: ["café-crème", "naïve_test"] }),
  pkg("symbols", { description: "a.b (c) [d] --e __f", exports: ["$value", "#private"] }),
  pkg("empty", { description: "", keywords: [""], exports: [], related: [""] }),
  pkg("seps", { category: "a-b_c d", related: ["x-y", "y_z"] }),
];

Deno.test("search() agrees with the reference scan on tricky Unicode text, with tiny blocks too", () => {
  const handWritten = [
    "οδοσ",
    "ΟΔΟΣ",
    "σισυφοσ",
    "σίσυφος",
    "i̇stanbul",
    "İ",
    "ı",
    "I",
    "\u{10428}",
    "😀",
    "\ud83d",
    "\ude00",
    "\ud800",
    "—",
    "a b",
    "ab",
    "ß",
    "ẞ",
    "ǆ",
    "café crème",
    "naïve-test",
    "a.b",
    "(c)",
    "e f",
    "x y z",
    "xy",
  ];
  assertSameAsReferenceBothWays(TRICKY_PACKAGES, [
    ...handWritten,
    ...generateQueries(TRICKY_PACKAGES, 1500, 3),
  ]);
});

Deno.test("search() never matches across the bytes that separate stored tokens, either way", () => {
  // The index stores tokens back to back with a separator between them. Here every word
  // "<c>ma" is common, so a query "<c>match" (8 bytes and more: two windows) finds "match"
  // one byte after the end of another token: that byte is never a character of any field.
  const chars = Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code))
    .filter((char) => !/[\s_-]/.test(char));
  const targets = ["match", "patch", "latch", "hatch", "watch", "batch", "catch", "fetch"];
  const packages = [
    pkg("common", { keywords: chars.flatMap((char) => [`${char}ma`, `${char}pa`, `${char}maa`]) }),
    ...targets.map((target, i) =>
      pkg(`t${i}`, { description: `z${i} ${target}`, exports: [`e${i * 37}`, target] })
    ),
  ];
  assertSameAsReferenceBothWays(
    packages,
    targets.flatMap((target) => chars.map((char) => `${char}${target}`)),
  );
});

Deno.test("search() agrees with the reference scan on generated catalogs of every profile, with tiny blocks too", () => {
  for (const seed of [11, 12]) {
    const { packages } = generateLargeCatalog({ packages: 60, seed, scale: 0.04 });
    assertSameAsReference(packages, generateQueries(packages, 1500, seed));
  }
  PROFILE_NAMES.forEach((name, i) => {
    const profile = PROFILES[name];
    const { packages } = generateLargeCatalog({ profile, packages: 24, seed: 15 + i, scale: 0.03 });
    assertSameAsReferenceBothWays(packages, generateQueries(packages, 800, 15 + i));
  });
});

Deno.test("search() agrees with the reference scan on catalogs loaded from files, their texts compacted", () => {
  withTempDir((dir) => {
    for (const name of PROFILE_NAMES) {
      const data = generateLargeCatalog({ profile: PROFILES[name], packages: 24, scale: 0.05 });
      // Long texts with every kind of character, and one UTF-8 cannot hold (kept a string).
      data.packages[0]!.docs.index = TRICKY_PACKAGES.map((p) => p.description).join(" ").repeat(9);
      data.packages[1]!.apiSource = `${"\ud800 lone ".repeat(40)}\ud83d\ude00 ΟΔΟΣ`;
      const path = join(dir, `${name}.json`);
      Deno.writeTextFileSync(path, JSON.stringify(data));
      // The batched road (taken by loadData above 4 MB) is the one that compacts texts.
      const { packages } = readSnapshotInBatches(path)!;
      assert.ok(compactedText(packages[0]!.docs, "index") !== undefined, "texts are compacted");
      const queries = [
        ...generateQueries(packages, 500, 31),
        ...["ΟΔΟΣ", "οδοσ", "—", "→", "ünïcödé", "ẞ", "\ud800", "😀", "𐐨", "\u3000d"],
      ];
      assertSameAsReference(packages, queries);
    }
  });
});

Deno.test("search() agrees with the reference scan past 65,536 fields (32-bit ids)", () => {
  const { packages } = generateLargeCatalog({ packages: 4200, seed: 13, scale: 0.002 });
  assertSameAsReference(packages, generateQueries(packages, 200, 13));
});

Deno.test("search() agrees with the reference scan on huge fields and long tokens, with tiny blocks too", () => {
  // Thousands of distinct tokens in one field, each twice, and tokens longer than any buffer.
  const many = Array.from({ length: 6000 }, (_, i) => `w${i.toString(36)}x`);
  const long = "ab".repeat(700);
  const packages = [
    pkg("many", { description: [...many, ...many].join(" "), apiSource: `${long} ${long}z` }),
    pkg("few", { description: "w1x w2x", docs: { api: `${long}` } }),
  ];
  assertSameAsReferenceBothWays(packages, [
    "w1x",
    "w4ppx",
    "w4ppx w1x",
    "w4pqx",
    "abab",
    long.slice(0, 500),
    `${long.slice(0, 498)}z`,
    `${long.slice(0, 499)}z`,
    "bz",
    ...generateQueries(packages, 300, 14),
  ]);
});

Deno.test({
  name: `search() agrees with the reference scan on the real corpus ${REAL_CORPUS_NOTE}`,
  ignore: !HAS_REAL_CORPUS,
  fn() {
    const { packages } = loadRealCorpus();
    assertSameAsReference(packages, generateQueries(packages, 3000, 29));
  },
});

const DEMO_PATH = fileURLToPath(new URL("../data/catalog.json", import.meta.url));
const demoPresent = existsSync(DEMO_PATH);

Deno.test({
  name: demoPresent
    ? "search() agrees with the reference scan on the demo snapshot"
    : "search() agrees with the reference scan on the demo snapshot " +
      "(skipped: data/catalog.json not generated yet)",
  ignore: !demoPresent,
  fn() {
    const { packages } = loadData();
    assertSameAsReference(packages, generateQueries(packages, 2000, 5));
  },
});

Deno.test("the index stays under three times the size of the searched text, and searching adds nothing to it", () => {
  const catalogs = [
    generateLargeCatalog({ packages: 200, seed: 3, scale: 0.1 }).packages,
    ...(HAS_REAL_CORPUS ? [loadRealCorpus().packages] : []),
    ...(demoPresent ? [loadData().packages] : []),
  ];
  const letters = [..."abcdefghijklmnopqrstuvwxyz0123456789"];
  const shortWords = [...letters, ...letters.flatMap((a) => letters.map((b) => a + b))];
  for (const packages of catalogs) {
    const index = buildSearchIndex(packages);
    const built = index.sizeBytes;
    for (const word of shortWords) index.search(word);
    const textBytes = searchedTextBytes(packages);
    assert.ok(built > 0);
    assert.equal(index.sizeBytes, built, "nothing is kept from one search to the next");
    assert.ok(
      built < 3 * textBytes,
      `index ${built} bytes for ${textBytes} bytes of text (${packages.length} packages)`,
    );
  }
});

Deno.test("search() does not depend on the order of the packages", () => {
  const { packages } = generateLargeCatalog({ packages: 30, seed: 8, scale: 0.03 });
  const forward = buildSearchIndex(packages);
  const backward = buildSearchIndex([...packages].reverse());
  for (const query of generateQueries(packages, 200, 8)) {
    assert.deepStrictEqual(backward.search(query), forward.search(query));
  }
});
