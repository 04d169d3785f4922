import assert from "node:assert/strict";
import { type BundledData, validateBundledData } from "../data.ts";
import { REGENERATE_HINT } from "../src/snapshot/regenerate_hint.ts";
import {
  deleteAt,
  formatPath,
  type JsonPath,
  PACKAGE_FIELDS,
  rawSnapshot,
  setAt,
  validPackage,
  validSnapshot,
} from "./_snapshot_fixture.ts";

/**
 * Runs validation that must fail and checks the error: a plain `Error` whose message holds
 * the regeneration hint and every fragment given.
 */
function assertRejected(raw: unknown, ...fragments: string[]): string {
  let message = "";
  assert.throws(() => validateBundledData(raw), (error: unknown) => {
    assert.ok(error instanceof Error, `expected an Error, got ${String(error)}`);
    assert.equal(error.constructor, Error, `expected a plain Error, got ${error.name}`);
    message = error.message;
    return true;
  });
  assert.ok(message.includes(REGENERATE_HINT), `no regeneration hint in:\n${message}`);
  for (const fragment of fragments) {
    assert.ok(message.includes(fragment), `expected ${JSON.stringify(fragment)} in:\n${message}`);
  }
  return message;
}

const MISSING = "found nothing (the field is missing)";

/** A wrong-typed value for every field the spec lists, and how the error describes it. */
const WRONG_TYPES: readonly { path: JsonPath; value: unknown; found: string }[] = [
  { path: ["version"], value: 3, found: "expected a string, found number 3" },
  { path: ["packages"], value: "all", found: 'expected an array, found "all"' },
  { path: ["packages"], value: {}, found: "expected an array, found an object" },
  { path: ["packages", 1, "slug"], value: 7, found: "expected a string, found number 7" },
  { path: ["packages", 1, "name"], value: null, found: "expected a string, found null" },
  { path: ["packages", 1, "version"], value: 2, found: "expected a string, found number 2" },
  {
    path: ["packages", 1, "category"],
    value: ["layout"],
    found: "expected a string, found an array of 1",
  },
  {
    path: ["packages", 1, "description"],
    value: false,
    found: "expected a string, found boolean false",
  },
  {
    path: ["packages", 1, "exports"],
    value: "FxStack",
    found: 'expected an array, found "FxStack"',
  },
  { path: ["packages", 1, "keywords"], value: {}, found: "expected an array, found an object" },
  {
    path: ["packages", 1, "availableDocPages"],
    value: "index",
    found: 'expected an array, found "index"',
  },
  { path: ["packages", 1, "related"], value: null, found: "expected an array, found null" },
  {
    path: ["packages", 1, "docs"],
    value: ["# Layout"],
    found: "expected a record, found an array of 1",
  },
  { path: ["packages", 1, "components"], value: {}, found: "expected an array, found an object" },
  {
    path: ["packages", 1, "apiSource"],
    value: 0,
    found: "expected a string or null, found number 0",
  },
  {
    path: ["packages", 1, "apiSource"],
    value: false,
    found: "expected a string or null, found boolean false",
  },
  // Entries of the string arrays are checked too.
  { path: ["packages", 0, "exports", 1], value: 1, found: "expected a string, found number 1" },
  { path: ["packages", 0, "keywords", 0], value: null, found: "expected a string, found null" },
  { path: ["packages", 0, "related", 1], value: {}, found: "expected a string, found an object" },
  { path: ["packages", 1, "docs", "index"], value: 5, found: "expected a string, found number 5" },
  { path: ["packages", 1], value: null, found: "expected an object, found null" },
  // The optional fields of installed dependencies (--deps), when present.
  {
    path: ["packages", 1, "thirdParty"],
    value: false,
    found: "expected one of true, found boolean false",
  },
  { path: ["packages", 1, "homepage"], value: 1, found: "expected a string, found number 1" },
  {
    path: ["packages", 1, "repository"],
    value: { url: "https://github.com/x/y" },
    found: "expected a string, found an object",
  },
];

for (const { path, value, found } of WRONG_TYPES) {
  const field = formatPath(path);
  Deno.test(`validateBundledData() rejects ${field} set to ${JSON.stringify(value)}`, () => {
    assertRejected(setAt(rawSnapshot(), path, value), `${field}: ${found}`);
  });
}

const REQUIRED: readonly JsonPath[] = [
  ["version"],
  ["packages"],
  ...PACKAGE_FIELDS.map((key) => ["packages", 1, key]),
];

for (const path of REQUIRED) {
  const field = formatPath(path);
  Deno.test(`validateBundledData() rejects a snapshot whose ${field} is missing`, () => {
    assertRejected(deleteAt(rawSnapshot(), path), `${field}: `, MISSING);
  });
}

Deno.test("validateBundledData() rejects a package whose slug is empty", () => {
  assertRejected(
    setAt(rawSnapshot(), ["packages", 1, "slug"], ""),
    'packages[1].slug: expected a non-empty string, found ""',
  );
});

Deno.test("validateBundledData() rejects a package whose name is empty", () => {
  assertRejected(
    setAt(rawSnapshot(), ["packages", 2, "name"], ""),
    'packages[2].name: expected a non-empty string, found ""',
  );
});

Deno.test("validateBundledData() rejects a slug that contains a path separator", () => {
  for (const slug of ["fx/button", "..\\button"]) {
    assertRejected(setAt(rawSnapshot(), ["packages", 0, "slug"], slug), "packages[0].slug: ");
  }
});

Deno.test("validateBundledData() rejects a root that is not an object", () => {
  assertRejected(null, "(root): expected an object, found null");
  assertRejected([], "(root): expected an object, found an array of 0");
  assertRejected("catalog", '(root): expected an object, found "catalog"');
  assertRejected(42, "(root): expected an object, found number 42");
  assertRejected(undefined, "(root): expected an object, found nothing");
});

Deno.test("validateBundledData() shortens a long offending string in the message", () => {
  const message = assertRejected(
    setAt(rawSnapshot(), ["packages", 1, "slug"], ["x".repeat(500)]),
    "packages[1].slug: expected a string, found an array of 1",
  );
  assert.ok(message.length < 1000, message);
  const long = assertRejected(setAt(rawSnapshot(), ["version"], { text: "y".repeat(500) }));
  assert.ok(!long.includes("y".repeat(41)), long);
  const text = assertRejected(
    setAt(rawSnapshot(), ["packages", 1, "availableDocPages", 0], "z".repeat(500)),
    `found "${"z".repeat(40)}..."`,
  );
  assert.ok(!text.includes("z".repeat(41)), text);
});

// --- DocPage rules --------------------------------------------------------------------------

Deno.test("validateBundledData() rejects an unknown page in availableDocPages", () => {
  for (const page of ["source", "readme", "Index", ""]) {
    const raw = setAt(rawSnapshot(), ["packages", 1, "availableDocPages"], ["index", page]);
    assertRejected(
      raw,
      `packages[1].availableDocPages[1]: expected one of index, api, usage, examples, found ${
        JSON.stringify(page)
      }`,
    );
  }
});

Deno.test('validateBundledData() rejects a docs key that is not a page, "source" included', () => {
  for (const key of ["source", "README", "indexes"]) {
    const raw = setAt(rawSnapshot(), ["packages", 1, "docs", key], "text");
    assertRejected(raw, `packages[1].docs.${key}: "${key}" is not a doc page`);
  }
});

Deno.test("validateBundledData() rejects a page listed in availableDocPages but missing from docs", () => {
  const raw = setAt(rawSnapshot(), ["packages", 1, "availableDocPages"], ["index", "api"]);
  assertRejected(raw, 'packages[1].docs.api: missing, but availableDocPages lists "api"');
});

Deno.test("validateBundledData() rejects a docs page that availableDocPages does not list", () => {
  const raw = setAt(rawSnapshot(), ["packages", 1, "docs", "usage"], "# Usage\n");
  assertRejected(raw, 'packages[1].availableDocPages: does not list "usage", but docs has');
});

Deno.test("validateBundledData() rejects a page listed twice in availableDocPages", () => {
  const raw = setAt(rawSnapshot(), ["packages", 1, "availableDocPages"], ["index", "index"]);
  assertRejected(raw, 'packages[1].availableDocPages[1]: "index" is listed twice');
});

Deno.test("validateBundledData() accepts a package without doc pages", () => {
  const data = validateBundledData(rawSnapshot());
  assert.deepEqual(data.packages[2]?.availableDocPages, []);
  assert.deepEqual(data.packages[2]?.docs, {});
});

// --- Cross-package and summary rules --------------------------------------------------------

Deno.test("validateBundledData() rejects duplicate slugs and names both packages", () => {
  const raw = setAt(rawSnapshot(), ["packages", 2, "slug"], "button");
  assertRejected(raw, 'packages[2].slug: duplicate slug "button" (also used by packages[0])');
});

Deno.test("validateBundledData() names the first five of several problems and counts the rest", () => {
  let raw: unknown = rawSnapshot();
  raw = setAt(raw, ["version"], 1);
  for (
    const field of ["slug", "name", "version", "category", "description", "exports", "keywords"]
  ) {
    raw = setAt(raw, ["packages", 1, field], null);
  }
  const message = assertRejected(raw, "Invalid catalog snapshot (8 problems):");
  const lines = message.split("\n");
  assert.deepEqual(lines.slice(1, 7), [
    "  - version: expected a string, found number 1",
    "  - packages[1].slug: expected a string, found null",
    "  - packages[1].name: expected a string, found null",
    "  - packages[1].version: expected a string, found null",
    "  - packages[1].category: expected a string, found null",
    "  - ... and 3 more",
  ]);
  assert.equal(lines[7], REGENERATE_HINT);
  assert.ok(!message.includes("packages[1].description"), message);
});

Deno.test("validateBundledData() counts a single problem in the singular", () => {
  const message = assertRejected(setAt(rawSnapshot(), ["version"], null));
  assert.ok(message.startsWith("Invalid catalog snapshot (1 problem):\n"), message);
  assert.ok(!message.includes("more"), message);
});

Deno.test("validateBundledData() reports problems in several packages with their indexes", () => {
  let raw = setAt(rawSnapshot(), ["packages", 0, "category"], 1);
  raw = setAt(raw, ["packages", 2, "related"], "button");
  assertRejected(raw, "packages[0].category: ", "packages[2].related: ");
});

// --- What is accepted -----------------------------------------------------------------------

Deno.test("validateBundledData() returns valid data typed and unchanged", () => {
  const data: BundledData = validateBundledData(rawSnapshot());
  assert.deepEqual(data, validSnapshot());
  assert.equal(data.version, "2026.11.0");
  assert.equal(data.packages[0]?.components[0]?.tagName, "fx-button");
  assert.equal(data.packages[0]?.components[0]?.attributes?.[0]?.type?.text, "'primary' | 'quiet'");
});

Deno.test("validateBundledData() accepts a dependency's thirdParty, homepage and repository", () => {
  const pkg = validPackage({
    thirdParty: true,
    homepage: "https://nextjs.org",
    repository: "https://github.com/vercel/next.js",
  });
  const data = validateBundledData({ version: "1", packages: [pkg] });
  assert.equal(data.packages[0]?.thirdParty, true);
  assert.equal(data.packages[0]?.repository, "https://github.com/vercel/next.js");
});

Deno.test("validateBundledData() accepts a snapshot with no packages", () => {
  assert.deepEqual(validateBundledData({ version: "", packages: [] }), {
    version: "",
    packages: [],
  });
});

Deno.test("validateBundledData() accepts apiSource null and apiSource as any string", () => {
  for (const apiSource of [null, "", "export const x = 1;\n"]) {
    const data = validateBundledData({ version: "1", packages: [validPackage({ apiSource })] });
    assert.equal(data.packages[0]?.apiSource, apiSource);
  }
});

Deno.test("validateBundledData() accepts unknown extra keys at root, package and component level and keeps them", () => {
  const raw = {
    version: "1",
    schemaVersion: 3,
    generatedAt: "2026-11-21T00:00:00Z",
    packages: [
      validPackage({
        internalNotes: { owner: "team-forms" },
        deprecated: false,
        components: [{
          tagName: "fx-chip",
          "x-figma": "https://example.test/chip",
          customElement: true,
          superclass: { name: "HTMLElement", module: "lib.dom" },
          attributes: [{
            name: "size",
            inheritedFrom: { name: "Base" },
            type: { text: "s", x: 1 },
          }],
          members: [{ name: "size", kind: "field", static: false, privacy: "public" }],
          events: [{ name: "fx-close", bubbles: true }],
          slots: [{ name: "", since: "1.2" }],
          cssParts: [{ name: "base", deprecated: "use label" }],
          cssProperties: [{ name: "--fx-chip-gap", syntax: "<length>" }],
        }],
      }),
    ],
  };
  const expected = structuredClone(raw);
  const data = validateBundledData(raw);
  assert.deepEqual(data, expected);
  const root = data as unknown as Record<string, unknown>;
  assert.equal(root.schemaVersion, 3);
  assert.deepEqual((data.packages[0] as unknown as Record<string, unknown>).internalNotes, {
    owner: "team-forms",
  });
  assert.equal(data.packages[0]?.components[0]?.["x-figma"], "https://example.test/chip");
});

Deno.test("validateBundledData() accepts any string for version, category and description", () => {
  for (const value of ["", "not-semver", "日本語", " "]) {
    let raw = setAt(rawSnapshot(), ["version"], value);
    raw = setAt(raw, ["packages", 0, "version"], value);
    raw = setAt(raw, ["packages", 0, "category"], value);
    raw = setAt(raw, ["packages", 0, "description"], value);
    const data = validateBundledData(raw);
    assert.equal(data.version, value);
    assert.equal(data.packages[0]?.category, value);
  }
});

// --- Custom Elements Manifest declarations --------------------------------------------------

const COMPONENT: JsonPath = ["packages", 0, "components", 0];

Deno.test("validateBundledData() rejects a declaration whose tagName is not a string", () => {
  for (const [tagName, found] of [[5, "number 5"], [null, "null"], [["fx-a"], "an array of 1"]]) {
    assertRejected(
      setAt(rawSnapshot(), [...COMPONENT, "tagName"], tagName),
      `packages[0].components[0].tagName: expected a string, found ${found}`,
    );
  }
});

Deno.test("validateBundledData() rejects a declaration that is not an object", () => {
  assertRejected(
    setAt(rawSnapshot(), COMPONENT, "fx-button"),
    'packages[0].components[0]: expected an object, found "fx-button"',
  );
});

Deno.test("validateBundledData() rejects an attribute without a name", () => {
  const raw = deleteAt(rawSnapshot(), [...COMPONENT, "attributes", 1, "name"]);
  assertRejected(
    raw,
    `packages[0].components[0].attributes[1].name: expected a string, ${MISSING}`,
  );
});

Deno.test("validateBundledData() rejects slot, event, member, CSS part and CSS property entries without a name", () => {
  for (const list of ["members", "events", "slots", "cssParts", "cssProperties"]) {
    const raw = deleteAt(rawSnapshot(), [...COMPONENT, list, 0, "name"]);
    assertRejected(raw, `packages[0].components[0].${list}[0].name: expected a string`);
  }
});

Deno.test("validateBundledData() rejects a superclass without a name", () => {
  const raw = setAt(rawSnapshot(), [...COMPONENT, "superclass"], { package: "lit" });
  assertRejected(raw, `packages[0].components[0].superclass.name: expected a string, ${MISSING}`);
});

Deno.test("validateBundledData() rejects an attribute type given as a bare string", () => {
  const raw = setAt(rawSnapshot(), [...COMPONENT, "attributes", 1, "type"], "boolean");
  assertRejected(
    raw,
    'packages[0].components[0].attributes[1].type: expected an object, found "boolean"',
  );
});

Deno.test("validateBundledData() rejects a type reference without text", () => {
  const raw = setAt(rawSnapshot(), [...COMPONENT, "events", 0, "type"], {});
  assertRejected(raw, `packages[0].components[0].events[0].type.text: expected a string`);
});

Deno.test("validateBundledData() rejects a member kind other than field or method", () => {
  const raw = setAt(rawSnapshot(), [...COMPONENT, "members", 0, "kind"], "getter");
  assertRejected(
    raw,
    'packages[0].components[0].members[0].kind: expected one of field, method, found "getter"',
  );
});

Deno.test("validateBundledData() rejects declaration lists that are not arrays", () => {
  for (const list of ["attributes", "members", "events", "slots", "cssParts", "cssProperties"]) {
    const raw = setAt(rawSnapshot(), [...COMPONENT, list], { name: "x" });
    assertRejected(
      raw,
      `packages[0].components[0].${list}: expected an array, found an object`,
    );
  }
});

Deno.test("validateBundledData() accepts declarations without a tag name, such as functions", () => {
  const data = validateBundledData({
    version: "1",
    packages: [validPackage({ components: [{}, { kind: "variable", name: "tokens" }] })],
  });
  assert.deepEqual(data.packages[0]?.components, [{}, { kind: "variable", name: "tokens" }]);
});

// --- Symbols and extra pages (optional fields) -----------------------------------------------

const SYMBOL = {
  name: "createButton",
  kind: "function",
  subpath: ".",
  signature: "function createButton(label: string, options?: ButtonOptions): Button",
  doc: "Creates a button.",
  tags: [{ tag: "param", name: "label", text: "What it says." }, { tag: "deprecated" }],
  file: "packages/button/src/button.ts",
  line: 3,
};
const CLASS_SYMBOL = {
  name: "Button",
  kind: "class",
  subpath: "./button",
  signature: "class Button extends HTMLElement",
  members: [{ name: "click", kind: "method", signature: "click(): void", doc: "Clicks." }],
  file: "packages/button/src/button.ts",
  line: 10,
};
const PAGE = { id: "guides/query-keys", title: "Query Keys", markdown: "# Query Keys\n" };

function withExtras(extras: Record<string, unknown>): unknown {
  return { version: "1", packages: [validPackage(extras)] };
}

Deno.test("validateBundledData() accepts symbols and extra pages and keeps them as they are", () => {
  const data = validateBundledData(
    withExtras({ symbols: [SYMBOL, CLASS_SYMBOL], pages: [PAGE, { ...PAGE, id: "reference" }] }),
  );
  assert.deepEqual(data.packages[0]?.symbols, [SYMBOL, CLASS_SYMBOL]);
  assert.deepEqual(data.packages[0]?.pages?.map((page) => page.id), [
    "guides/query-keys",
    "reference",
  ]);
});

Deno.test("validateBundledData() accepts a package without symbols or pages, as spec snapshots have", () => {
  const data = validateBundledData(withExtras({}));
  assert.equal(data.packages[0]?.symbols, undefined);
  assert.equal(data.packages[0]?.pages, undefined);
});

Deno.test("validateBundledData() names a bad symbol field by its path", () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ kind: "func" }, "packages[0].symbols[0].kind: expected one of function, class"],
    [{ name: "" }, "packages[0].symbols[0].name: expected a non-empty string"],
    [{ subpath: "/object" }, 'packages[0].symbols[0].subpath: expected "." or a subpath'],
    [{ line: 0 }, "packages[0].symbols[0].line:"],
    [{ signature: 4 }, "packages[0].symbols[0].signature: expected a string, found number 4"],
    [{ tags: [{ text: "x" }] }, "packages[0].symbols[0].tags[0].tag: expected a string"],
    [{ members: [{ name: "a", kind: "method" }] }, "packages[0].symbols[0].members[0].signature"],
  ];
  for (const [change, fragment] of cases) {
    assertRejected(withExtras({ symbols: [{ ...SYMBOL, ...change }] }), fragment);
  }
  assertRejected(withExtras({ symbols: {} }), "packages[0].symbols: expected an array");
});

Deno.test("validateBundledData() rejects a symbol exported twice from one entry, not from two", () => {
  assertRejected(
    withExtras({ symbols: [SYMBOL, { ...SYMBOL, line: 9 }] }),
    'packages[0].symbols[1].name: duplicate symbol "createButton" from "." (also used by symbols[0])',
  );
  validateBundledData(withExtras({ symbols: [SYMBOL, { ...SYMBOL, subpath: "./legacy" }] }));
});

Deno.test("validateBundledData() rejects page ids that are not path-like, repeat, or name a spec page", () => {
  for (const id of ["", "/guides", "guides/", "a//b", "../up", "a/./b", "has space", "x?y"]) {
    assertRejected(withExtras({ pages: [{ ...PAGE, id }] }), "packages[0].pages[0].id:");
  }
  assertRejected(
    withExtras({ pages: [{ ...PAGE, id: "api" }] }),
    "packages[0].pages[0].id: a page id must not be one of the four pages",
  );
  assertRejected(
    withExtras({ pages: [PAGE, PAGE] }),
    'packages[0].pages[1].id: duplicate page id "guides/query-keys" (also used by pages[0])',
  );
  assertRejected(
    withExtras({ pages: [{ ...PAGE, markdown: null }] }),
    "packages[0].pages[0].markdown",
  );
});
