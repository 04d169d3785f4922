/**
 * The quick check `loadData()` runs on a parsed snapshot (`src/snapshot/snapshot_check.ts`) must
 * answer exactly as the zod schema does: a yes it gives wrongly would serve a snapshot zod
 * refuses. Each case below is judged by both; the compiled shape check must also be what the
 * schema compiles to today.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { type BundledData, validateBundledData } from "../data.ts";
import { createPrng } from "../scripts/_prng.ts";
import { SHAPE_CHECK_TYPES, shapeCheckSource } from "../scripts/write_shape_check.ts";
import { isValidPackageJson, isValidSnapshotJson } from "../src/snapshot/snapshot_check.ts";
import { snapshotSchemas } from "../src/snapshot/schema.ts";
import { validateSnapshotJson } from "../src/snapshot/validate.ts";
import { HAS_REAL_CORPUS, REAL_CORPUS_NOTE, REAL_CORPUS_PATH } from "./_corpus.ts";
import { type JsonPath, validSnapshot } from "./_snapshot_fixture.ts";
import {
  allPaths,
  DROP,
  INTERESTING,
  mutate,
  randomMutation,
  RETYPES,
} from "./_snapshot_mutations.ts";

Deno.test("src/snapshot/snapshot_shape_check.js is what the schema compiles to (when not: deno task generate:shape-check)", () => {
  const read = (url: URL) => readFileSync(url, "utf8");
  const stale = "is stale: run `deno task generate:shape-check` and commit it";
  const check = new URL("../src/snapshot/snapshot_shape_check.js", import.meta.url);
  const types = new URL("../src/snapshot/snapshot_shape_check.d.ts", import.meta.url);
  assert.ok(read(check) === shapeCheckSource(), `the check ${stale}`);
  assert.equal(read(types), SHAPE_CHECK_TYPES, `its types ${stale}`);
});

/** The fixture, with symbols (members, tags) and pages on its first package. */
function richSnapshot(): BundledData {
  const snapshot = validSnapshot();
  const tags = [{ tag: "param", name: "size", text: "In pixels." }, { tag: "deprecated" }];
  snapshot.packages[0] = {
    ...snapshot.packages[0]!,
    publicUrls: {
      docs: "https://ui.example.com/{slug}/{page}#{section}",
      symbol: "https://ui.example.com/api#{symbol}",
    },
    symbols: [
      {
        name: "FxButton",
        kind: "class",
        subpath: ".",
        signature: "class FxButton extends HTMLElement",
        members: [{ name: "press", kind: "method", signature: "press(): void", tags }],
        file: "src/button.ts",
        line: 3,
        doc: "A button.",
      },
      { name: "FxButton", kind: "class", subpath: "./button", signature: "", file: "a", line: 1 },
      { name: "size", kind: "function", subpath: ".", signature: "", file: "a", line: 9, tags },
    ],
    pages: [
      { id: "guides/theming", title: "Theming", markdown: "# Theming\n" },
      { id: "faq", title: "FAQ", markdown: "" },
    ],
  };
  return snapshot;
}

/**
 * Asserts that the quick check and zod agree on `raw`, and on each of its packages (the check a
 * loader of large files runs); returns zod's verdict on the snapshot.
 */
function agree(raw: unknown, context: string): boolean {
  let valid = true;
  try {
    validateBundledData(raw);
  } catch {
    valid = false;
  }
  assert.equal(isValidSnapshotJson(raw), valid, `${context}: zod says ${valid ? "valid" : "not"}`);
  const packages = (raw as { packages?: unknown } | null)?.packages;
  if (Array.isArray(packages)) {
    packages.forEach((pkg, i) => {
      const zod = snapshotSchemas().bundledPackage.safeParse(pkg).success;
      assert.equal(isValidPackageJson(pkg), zod, `${context}: packages[${i}]: zod says ${zod}`);
    });
  }
  return valid;
}

const P0: JsonPath = ["packages", 0];
const CASES: readonly [string, JsonPath, unknown, boolean][] = [
  ["a page id that is a doc page", [...P0, "pages", 0, "id"], "api", false],
  ["a page id going up", [...P0, "pages", 0, "id"], "../x", false],
  ["a page id with an empty segment", [...P0, "pages", 0, "id"], "a//b", false],
  ["an empty page id", [...P0, "pages", 0, "id"], "", false],
  ["a repeated page id", [...P0, "pages", 1, "id"], "guides/theming", false],
  ["a symbol repeated from the same entry", [...P0, "symbols", 1, "subpath"], ".", false],
  ["a subpath that is no entry nor module", [...P0, "symbols", 0, "subpath"], "/button", false],
  ["a subpath with a space", [...P0, "symbols", 0, "subpath"], "my button", false],
  ["a module declared by name", [...P0, "symbols", 0, "subpath"], "node:fs/promises", true],
  ["a subpath ./ alone", [...P0, "symbols", 0, "subpath"], "./", false],
  ["line 0", [...P0, "symbols", 0, "line"], 0, false],
  ["a fractional line", [...P0, "symbols", 0, "line"], 1.5, false],
  ["a line past 2^53", [...P0, "symbols", 0, "line"], 2 ** 53, false],
  ["an unknown symbol kind", [...P0, "symbols", 0, "kind"], "macro", false],
  ["an empty symbol name", [...P0, "symbols", 0, "name"], "", false],
  ["an empty member kind", [...P0, "symbols", 0, "members", 0, "kind"], "", false],
  ["an empty tag", [...P0, "symbols", 0, "members", 0, "tags", 0, "tag"], "", false],
  ["a slug with /", [...P0, "slug"], "a/b", false],
  ["a slug with \\", [...P0, "slug"], "a\\b", false],
  ["a repeated slug", ["packages", 1, "slug"], "button", false],
  ["docs holding a page that is not a doc page", [...P0, "docs", "source"], "x", false],
  ["docs holding a page not listed", ["packages", 1, "docs", "examples"], "x", false],
  ["a page listed twice", [...P0, "availableDocPages", 1], "index", false],
  ["a page listed but missing", [...P0, "availableDocPages"], ["index", "api", "usage"], false],
  [
    "a member kind that is not field or method",
    [
      ...P0,
      "components",
      0,
      "members",
      0,
      "kind",
    ],
    "getter",
    false,
  ],
  [
    "a public URL that is not http(s)",
    [...P0, "publicUrls", "docs"],
    "ui.example.com/{page}",
    false,
  ],
  ["a public URL with a space", [...P0, "publicUrls", "docs"], "https://ui.example.com/a b", false],
  ["a public URL that is a number", [...P0, "publicUrls", "symbol"], 3, false],
  ["public URLs that are a string", [...P0, "publicUrls"], "https://ui.example.com", false],
  ["a public URL for a kind to come", [...P0, "publicUrls", "video"], "x", true],
  ["no public URLs", [...P0, "publicUrls"], DROP, true],
  ["extra keys everywhere", [...P0, "symbols", 0, "x-extra"], { any: [1] }, true],
  ["a symbol name from two entries", [...P0, "symbols", 1, "subpath"], "./other", true],
  ["a null apiSource", [...P0, "apiSource"], null, true],
  ["no symbols", [...P0, "symbols"], DROP, true],
  ["no pages", [...P0, "pages"], DROP, true],
];

Deno.test("the quick check and zod agree on each rule of the schema, broken and kept", () => {
  const base = richSnapshot();
  assert.equal(agree(base, "the rich fixture"), true);
  for (const [label, path, value, valid] of CASES) {
    assert.equal(agree(mutate(base, path, value), label), valid, label);
  }
  // A "__proto__" key in the JSON is a plain property of the parsed object: zod skips it, the
  // quick check does not, so zod decides, and accepts.
  const text = JSON.stringify(base).replace('"docs":{', '"docs":{"__proto__":"x",');
  assert.equal(isValidSnapshotJson(JSON.parse(text)), false);
  assert.doesNotThrow(() => validateSnapshotJson(JSON.parse(text)));
});

Deno.test("the quick check and zod agree on every node of the rich fixture dropped or retyped", () => {
  const base = richSnapshot();
  for (const path of allPaths(base)) {
    for (const [label, value] of [["dropped", DROP], ...RETYPES] as const) {
      agree(mutate(base, path, value), `${path.join(".")} ${label}`);
    }
  }
});

/** Values beyond the fuzz tests' own, for the symbol and page fields. */
const SYMBOL_VALUES = [".", "./x", "x", "../a", "a//b", "faq", 1, 1.5, 2 ** 53, "class", "get"];

Deno.test("the quick check and zod agree on 3000 random seeded mutations of the rich fixture", () => {
  const seed = 0x5eed21;
  const random = createPrng(seed);
  const values = [...INTERESTING, ...SYMBOL_VALUES];
  let valid = 0;
  for (let i = 0; i < 3000; i++) {
    let raw: unknown = richSnapshot();
    const steps: string[] = [];
    for (let step = 0, count = 1 + random.below(3); step < count; step++) {
      const [next, label] = randomMutation(random, raw, allPaths(raw), values);
      raw = next;
      steps.push(label);
    }
    if (agree(raw, `seed ${seed} #${i}: ${steps.join("; ")}`)) valid++;
  }
  assert.ok(valid > 100 && valid < 2900, `${valid} of 3000 valid`);
});

Deno.test("the bundled snapshot passes the quick check, so a start never builds the zod schema for it", () => {
  const text = readFileSync(new URL("../data/catalog.json", import.meta.url), "utf8");
  assert.equal(isValidSnapshotJson(JSON.parse(text)), true);
});

Deno.test({
  name:
    `the quick check and zod agree on the real corpus and 300 mutations of it ${REAL_CORPUS_NOTE}`,
  ignore: !HAS_REAL_CORPUS,
  fn() {
    const corpus: unknown = JSON.parse(readFileSync(REAL_CORPUS_PATH, "utf8"));
    assert.equal(agree(corpus, "the real corpus"), true);
    const random = createPrng(0x5eed22);
    const paths = allPaths(corpus);
    for (let i = 0; i < 300; i++) {
      const [raw, label] = randomMutation(random, corpus, paths);
      agree(raw, `corpus #${i}: ${label}`);
    }
  },
});
