/**
 * Fuzz cases aimed at the tools and resources: a wrong type for every tool argument, argument
 * objects that are not objects, huge strings, hostile markup for validate-component-usage,
 * unknown tools, and malformed or hostile resource URIs. They assume the server serves the mini
 * catalog (`_mini_catalog.ts`).
 *
 * @module
 */
import type { BundledPackage } from "../mod.ts";
import {
  type CaseBuilder,
  error,
  type Expectation,
  INVALID_PARAMS,
  MAX_MESSAGE_BYTES,
  METHOD_NOT_FOUND,
  request,
} from "./_fuzz_case.ts";
import { expectedPages, expectedResourceUris } from "./_expected_resources.ts";
import { miniCatalog } from "./_mini_catalog.ts";

/** Every tool argument, a valid call around it, and values it must refuse. */
const ARGUMENTS: { tool: string; arg: string; valid: Record<string, unknown>; bad: unknown[] }[] = [
  { tool: "get-package", arg: "packageSlug", valid: {}, bad: ["", 42, null, ["tokens"], {}] },
  { tool: "get-docs", arg: "packageSlug", valid: { page: "api" }, bad: ["", 0, true, [], {}] },
  {
    tool: "get-docs",
    arg: "page",
    valid: { packageSlug: "tokens" },
    bad: ["source", "INDEX", "", 1, null, ["api"], { page: "api" }],
  },
  {
    tool: "get-docs",
    arg: "section",
    valid: { packageSlug: "date-picker", page: "guides/ranges" },
    bad: ["", "Closed ranges", "#", 2, null, ["Presets"], { text: "Presets" }],
  },
  { tool: "get-source", arg: "packageSlug", valid: {}, bad: ["", -1, false, null, [1]] },
  { tool: "list-docs", arg: "packageSlug", valid: {}, bad: ["", "nope", 5, null, ["tokens"]] },
  {
    tool: "list-docs",
    arg: "prefix",
    valid: { packageSlug: "date-picker" },
    bad: ["reference/", 1, null, ["guides/"], {}],
  },
  {
    tool: "list-docs",
    arg: "maxLevel",
    valid: { packageSlug: "date-picker" },
    bad: ["2", -1, 7, 1.5, null, true, []],
  },
  {
    tool: "search-packages",
    arg: "query",
    valid: {},
    bad: ["", 7, null, ["date"], { q: "date" }, "x".repeat(501)],
  },
  {
    tool: "search-packages",
    arg: "limit",
    valid: { query: "date" },
    bad: ["5", -1, 0, 1.5, null, true, [], {}],
  },
  { tool: "get-component", arg: "tagName", valid: {}, bad: ["", 3, null, ["mini-card"], {}] },
  {
    tool: "validate-component-usage",
    arg: "html",
    valid: {},
    bad: [42, null, ["<mini-card>"], { html: "" }, true, "x".repeat(65_537)],
  },
  {
    tool: "validate-component-usage",
    arg: "tagName",
    valid: { html: "<mini-card></mini-card>" },
    bad: ["", 3, null, ["mini-card"], {}, "mini-crad", "x".repeat(70_000)],
  },
  {
    tool: "get-symbol",
    arg: "name",
    valid: {},
    bad: ["", 42, null, ["DatePicker"], {}, "DatePicker".repeat(31)],
  },
  {
    tool: "get-symbol",
    arg: "packageSlug",
    valid: { name: "DatePicker" },
    bad: ["", 0, false, ["date-picker"], {}],
  },
  { tool: "list-symbols", arg: "packageSlug", valid: {}, bad: ["", 3, null, ["tokens"], {}] },
  {
    tool: "list-symbols",
    arg: "kind",
    valid: { packageSlug: "date-picker" },
    bad: ["element", "Function", "", 1, null, ["function"]],
  },
  {
    tool: "search-symbols",
    arg: "query",
    valid: {},
    bad: ["", " \t\n", 7, null, ["date"], "x".repeat(501)],
  },
  {
    tool: "search-symbols",
    arg: "kind",
    valid: { query: "date" },
    bad: ["module", "ELEMENT", "", 0, null, {}],
  },
  {
    tool: "search-symbols",
    arg: "limit",
    valid: { query: "date" },
    bad: ["5", -1, 0, 1.5, null, true, []],
  },
  {
    tool: "search",
    arg: "query",
    valid: {},
    bad: ["", " \t\n", 7, null, ["date"], "x".repeat(501)],
  },
  { tool: "search", arg: "limit", valid: { query: "date" }, bad: ["5", 0, 51, 1.5, null, []] },
  { tool: "search", arg: "kind", valid: { query: "date" }, bad: ["element", "Docs", "", 0] },
  { tool: "search", arg: "packageSlug", valid: { query: "date" }, bad: ["", "nope", 1, null] },
  {
    tool: "fetch",
    arg: "id",
    valid: {},
    bad: ["", "docs/date-picker/guides/ranges#nope", "symbol/tokens/x", "component/", 3, null],
  },
];

const TOOLS = [...new Set(ARGUMENTS.map((a) => a.tool)), "list-packages", "list-components"];

/** A `tools/call` case being built: its id, and how to add it with its expectation. */
type Call = (
  family: string,
  name: string,
  tool: unknown,
  args: unknown,
) => { id: string | number; add(expect: Expectation): void };

function caller(b: CaseBuilder): Call {
  return (family, name, tool, args) => {
    const id = b.id();
    const message = request(id, "tools/call", { name: tool, arguments: args });
    return { id, add: (expect) => b.add(family, name, message, expect) };
  };
}

/** Adds the tool and resource cases. */
export function toolAndResourceCases(b: CaseBuilder): void {
  const call = caller(b);
  for (const { tool, arg, valid, bad } of ARGUMENTS) {
    for (const value of bad) {
      const name = `${tool} ${arg}=${JSON.stringify(value).slice(0, 20)}`;
      const c = call("tool-argument", name, tool, { ...valid, [arg]: value });
      c.add({ kind: "tool-error", id: c.id });
    }
  }
  for (const tool of new Set(ARGUMENTS.map((a) => a.tool))) {
    const c = call("tool-argument", `${tool} without arguments`, tool, {});
    c.add({ kind: "tool-error", id: c.id });
  }
  for (const tool of TOOLS) {
    for (const args of ["date-picker", 42, ["date-picker"], null]) {
      const c = call("tool-arguments", `${tool} arguments=${JSON.stringify(args)}`, tool, args);
      c.add(error(INVALID_PARAMS, c.id));
    }
  }
  unknownTools(b, call);
  hugeStrings(b, call);
  hostileMarkup(call);
  resourceUris(b);
}

function unknownTools(b: CaseBuilder, call: Call): void {
  const names = [
    "",
    "LIST-PACKAGES",
    "list_packages",
    "list-packages ",
    "__proto__",
    "constructor",
  ];
  for (let i = 0; i < 20; i++) {
    names.push(
      Array.from({ length: b.prng.between(1, 24) }, () => b.prng.pick([..."abz-_./é"])).join(""),
    );
  }
  for (const name of names.filter((n) => !TOOLS.includes(n))) {
    const c = call("unknown-tool", JSON.stringify(name), name, {});
    c.add(error(METHOD_NOT_FOUND, c.id));
  }
  const c = call("tool-name", "a number", 42, {});
  c.add(error(INVALID_PARAMS, c.id));
}

function hugeStrings(b: CaseBuilder, call: Call): void {
  for (const size of [65_536, 1_048_576, 2_000_000]) {
    const huge = "\u00e9x/".repeat(Math.ceil(size / 3));
    const targets = [
      ["get-package", "packageSlug", {}],
      ["search-packages", "query", {}],
      ["get-docs", "page", { packageSlug: "date-picker" }],
      ["get-docs", "section", { packageSlug: "date-picker", page: "guides/ranges" }],
      ["validate-component-usage", "html", {}],
      ["get-symbol", "name", {}],
      ["search-symbols", "query", {}],
      ["search", "query", {}],
      ["fetch", "id", {}],
    ] as const;
    for (const [tool, arg, base] of targets) {
      const c = call("huge-string", `${tool} ${arg} of ${size}`, tool, { ...base, [arg]: huge });
      c.add({ kind: "tool-error", id: c.id });
    }
    const unknown = call("huge-string", `tool name of ${size}`, huge, {});
    unknown.add(error(METHOD_NOT_FOUND, unknown.id));
    const read = b.id();
    const uri = `catalog://docs/${huge}/index`;
    b.add(
      "huge-string",
      `uri of ${size}`,
      request(read, "resources/read", { uri }),
      error(INVALID_PARAMS, read),
    );
    const method = b.id();
    b.add(
      "huge-string",
      `method of ${size}`,
      request(method, huge),
      error(METHOD_NOT_FOUND, method),
    );
  }
  const over = "a".repeat(MAX_MESSAGE_BYTES + 1);
  b.add(
    "too-large",
    "a string argument",
    request(b.id(), "tools/call", { name: "get-package", arguments: { packageSlug: over } }),
    { kind: "too-large" },
  );
  b.add("too-large", "not even JSON", over, { kind: "too-large" });
}

/** What the checker says about markup without a problem, and the notes it may add. */
function clean(...notes: string[]): unknown {
  return {
    content: [{ type: "text", text: ["no problems found", ...notes].join("\n") }],
    structuredContent: { valid: true, findings: [], ...(notes.length > 0 ? { notes } : {}) },
  };
}

const TOO_DEEP = "Elements nested over 256 deep were not checked.";

/**
 * Markup built to hurt a parser or a checker (deep nesting, formatting-element storms,
 * unterminated constructs, attribute floods, `${` floods, NULs and lone surrogates), each up to
 * the 64 KB limit, with its exact answer; one real finding shows the checker still works.
 */
function hostileMarkup(call: Call): void {
  const fill = (unit: string) => unit.repeat(Math.floor(65_536 / unit.length));
  const attributes = Array.from({ length: 300 }, (_, i) => `data-a${i}`).join(" ");
  const cases: [string, string, unknown][] = [
    ["nested divs", fill("<div>"), clean(TOO_DEEP)],
    ["formatting elements", fill("<b><i><p>"), clean()],
    ["nested tables", fill("<table><tr><td>"), clean(TOO_DEEP)],
    ["nested svg", fill("<svg><foreignObject>"), clean(TOO_DEEP)],
    ["template holes", fill("${"), clean()],
    ["unterminated attribute", `<mini-button variant="${"x".repeat(65_000)}`, clean()],
    ["unterminated comment", `<!--${fill("<mini-buton>")}`.slice(0, 65_536), clean()],
    ["raw text", `<script>${fill("<mini-buton>")}`.slice(0, 65_536), clean()],
    [
      "attribute flood",
      `<mini-button ${attributes}></mini-button>`,
      clean(
        "Only the first 128 attributes of an element were checked.",
      ),
    ],
    ["NULs and lone surrogates", fill("\u0000<\ud800mini-button \udc00=\u0000>"), clean()],
    ["one real finding", '<mini-button variant="huge"></mini-button>', {
      content: [{
        type: "text",
        text: '1:14 invalid-value: "huge" is not a valid variant for <mini-button>. ' +
          "Use one of: primary, ghost.",
      }],
      structuredContent: {
        valid: false,
        findings: [{
          kind: "invalid-value",
          tagName: "mini-button",
          attribute: "variant",
          line: 1,
          column: 14,
          message: '"huge" is not a valid variant for <mini-button>. Use one of: primary, ghost.',
        }],
      },
    }],
  ];
  for (const [name, html, result] of cases) {
    const c = call("hostile-markup", name, "validate-component-usage", { html });
    c.add({ kind: "result", id: c.id, result });
  }
}

/** URIs that must be refused: traversal, encodings, other schemes, wrong shapes. */
const HOSTILE_URIS = [
  "catalog://docs/../../etc/passwd",
  "catalog://docs/../tokens/index",
  "catalog://docs/tokens/../index",
  "catalog://docs/%2e%2e/tokens/index",
  "catalog://docs/tokens%2Findex",
  "catalog://docs/tokens%2findex/api",
  "catalog://source/..%2F..%2Fetc%2Fpasswd",
  "catalog://source/%74okens",
  "catalog://docs/tokens/index/",
  "catalog://docs/date-picker/guides/../index",
  "catalog://docs/date-picker/guides/ranges/..",
  "catalog://docs/date-picker/./guides/ranges",
  "catalog://docs/date-picker/guides%2Franges",
  "catalog://docs/date-picker/guides%2franges",
  "catalog://docs/date-picker/guides//ranges",
  "catalog://docs/date-picker/guides/ranges/",
  "catalog://docs/date-picker/guides",
  "catalog://docs/date-picker/GUIDES/ranges",
  "catalog://docs/date-picker/guides\\ranges",
  "catalog://docs/tokens/guides/ranges",
  "catalog://docs/tokens/index/extra",
  "catalog://docs//index",
  "catalog://docs/tokens/",
  "catalog://docs/tokens/source",
  "catalog://docs/tokens/usage",
  "catalog://source/",
  "catalog://source/empty",
  "catalog://source/tokens/",
  "catalog://source/tokens?x=1",
  "catalog://docs/tokens/index#frag",
  "CATALOG://docs/tokens/index",
  "catalog:docs/tokens/index",
  "catalog:///docs/tokens/index",
  "catalog://docs/tokens\u0000/index",
  "catalog://docs/\u202etokens/index",
  "catalog://docs/__proto__/index",
  "catalog://docs/constructor/index",
  "catalog://symbol/date-picker",
  "catalog://symbol/date-picker/",
  "catalog://symbol//DatePicker",
  "catalog://symbol/date-picker/DatePicker/extra",
  "catalog://symbol/../date-picker/DatePicker",
  "catalog://symbol/date-picker/%44atePicker",
  "catalog://symbol/date-picker/DatePicker.x",
  "catalog://symbol/date-picker/__proto__",
  "catalog://symbol/tokens/tokens",
  "catalog://symbol/nope/DatePicker",
  "file:///etc/passwd",
  "file://../data/catalog.json",
  "http://127.0.0.1/",
  "https://example.com/docs/tokens/index",
  "data:text/plain,hello",
  "javascript:alert(1)",
  "",
  " catalog://docs/tokens/index",
];

function resourceUris(b: CaseBuilder): void {
  const read = (name: string, uri: unknown) => {
    const id = b.id();
    b.add("resource-uri", name, request(id, "resources/read", { uri }), error(INVALID_PARAMS, id));
  };
  for (const uri of HOSTILE_URIS) read(JSON.stringify(uri), uri);
  for (const uri of [42, null, ["catalog://source/tokens"], { uri: "catalog://source/tokens" }]) {
    read(`uri=${JSON.stringify(uri)}`, uri);
  }
  const id = b.id();
  b.add("resource-uri", "no uri", request(id, "resources/read", {}), error(INVALID_PARAMS, id));
  for (let i = 0; i < 20; i++) {
    const segments = Array.from(
      { length: b.prng.between(1, 4) },
      () => b.prng.pick(["..", "%2e%2e", "%2F", ".", "", "tokens", "index", "~", "%00", "\\"]),
    );
    const uri = `catalog://${b.prng.pick(["docs", "source"])}/${segments.join("/")}`;
    if (!VALID_URIS.has(uri)) read(`random ${uri}`, uri);
  }
  // A hostile neighbour must not break the real thing: the valid URIs still read.
  for (const uri of Object.keys(TEXTS)) {
    const ok = b.id();
    b.add("resource-uri", `valid ${uri}`, request(ok, "resources/read", { uri }), {
      kind: "result",
      id: ok,
      result: { contents: [{ uri, mimeType: MIME[uri]!, text: TEXTS[uri]! }] },
    });
  }
}

const [datePicker, tokens] = miniCatalog().packages as [BundledPackage, BundledPackage];
const TEXTS: Record<string, string> = {
  "catalog://docs/tokens/index": tokens.docs.index!,
  "catalog://docs/date-picker/guides/ranges": expectedPages(datePicker).at(-1)!.markdown,
  "catalog://source/tokens": tokens.apiSource!,
  "catalog://symbol/date-picker/DatePicker": [
    'import { DatePicker } from "@mini/date-picker";',
    "```ts\nfunction DatePicker(): void\n```",
    "Renders a date picker.",
    "Declared in date-picker/src/index.ts:1.",
  ].join("\n\n"),
};
const MIME: Record<string, string> = {
  "catalog://docs/tokens/index": "text/markdown",
  "catalog://docs/date-picker/guides/ranges": "text/markdown",
  "catalog://source/tokens": "text/x-typescript",
  "catalog://symbol/date-picker/DatePicker": "text/markdown",
};
const VALID_URIS = new Set(expectedResourceUris(miniCatalog()));
