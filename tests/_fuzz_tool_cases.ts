/**
 * Fuzz cases aimed at the tools and resources: a wrong type for every tool argument, argument
 * objects that are not objects, huge strings, unknown tools, and malformed or hostile resource
 * URIs. They assume the server serves the mini catalog (`_mini_catalog.ts`).
 *
 * @module
 */
import {
  type CaseBuilder,
  error,
  type Expectation,
  INVALID_PARAMS,
  MAX_MESSAGE_BYTES,
  METHOD_NOT_FOUND,
  request,
} from "./_fuzz_case.ts";
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
  { tool: "get-source", arg: "packageSlug", valid: {}, bad: ["", -1, false, null, [1]] },
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
    bad: ["", " \t\n", 7, null, ["date"], "x".repeat(501), "a ".repeat(33)],
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
    for (
      const [tool, arg] of [
        ["get-package", "packageSlug"],
        ["search-packages", "query"],
        ["get-symbol", "name"],
        ["search-symbols", "query"],
      ] as const
    ) {
      const c = call("huge-string", `${tool} ${arg} of ${size}`, tool, { [arg]: huge });
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

const tokens = miniCatalog().packages.find((p) => p.slug === "tokens")!;
const TEXTS: Record<string, string> = {
  "catalog://docs/tokens/index": tokens.docs.index!,
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
  "catalog://source/tokens": "text/x-typescript",
  "catalog://symbol/date-picker/DatePicker": "text/markdown",
};
const VALID_URIS = new Set([
  ...miniCatalog().packages.flatMap((p) =>
    p.availableDocPages.map((page) => `catalog://docs/${p.slug}/${page}`)
  ),
  ...miniCatalog().packages.filter((p) => p.apiSource !== null).map((p) =>
    `catalog://source/${p.slug}`
  ),
]);
