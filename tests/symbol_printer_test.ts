import assert from "node:assert/strict";
import type { TsType } from "../src/generator/read/symbols/deno_doc_json.ts";
import { denoDocWarnings } from "../src/generator/read/symbols/doc_warnings.ts";
import { documentation } from "../src/generator/read/symbols/js_doc.ts";
import { printParams, printType } from "../src/generator/read/symbols/print_type.ts";
import { moduleSpecifiers } from "../src/generator/read/modules/module_specifiers.ts";

// Types deno doc emits that source code written for the fixtures cannot pin down exactly:
// inferred types come without the parentheses their source would need.

const keyword = (value: string): TsType => ({ kind: "keyword", value });
const ref = (typeName: string, typeParams?: TsType[]): TsType => ({
  kind: "typeRef",
  value: typeParams === undefined ? { typeName } : { typeName, typeParams },
});
const fn = (ret: TsType): TsType => ({
  kind: "fnOrConstructor",
  value: { constructor: false, tsType: ret, params: [] },
});
const union = (...value: TsType[]): TsType => ({ kind: "union", value });

Deno.test("printType() adds the parentheses an inferred type needs", () => {
  assert.equal(
    printType({ kind: "array", value: union(keyword("string"), keyword("number")) }),
    "(string | number)[]",
  );
  assert.equal(printType(union(fn(keyword("void")), keyword("null"))), "(() => void) | null");
  assert.equal(
    printType({ kind: "intersection", value: [union(ref("A"), ref("B")), ref("C")] }),
    "(A | B) & C",
  );
  assert.equal(
    printType({
      kind: "typeOperator",
      value: { operator: "keyof", tsType: union(ref("A"), ref("B")) },
    }),
    "keyof (A | B)",
  );
  assert.equal(
    printType({
      kind: "indexedAccess",
      value: { objType: union(ref("A"), ref("B")), indexType: keyword("string") },
    }),
    "(A | B)[string]",
  );
});

Deno.test("printType() prints literals of every kind, escaping template text", () => {
  const literal = (value: TsType & { kind: "literal" }) => printType(value);
  assert.equal(
    literal({ kind: "literal", value: { kind: "string", string: 'say "hi"' } }),
    '"say \\"hi\\""',
  );
  assert.equal(literal({ kind: "literal", value: { kind: "number", number: 1.5 } }), "1.5");
  assert.equal(literal({ kind: "literal", value: { kind: "bigInt", string: "10" } }), "10n");
  assert.equal(literal({ kind: "literal", value: { kind: "boolean", boolean: false } }), "false");
  const text = (string: string): TsType => ({ kind: "literal", value: { kind: "string", string } });
  assert.equal(
    literal({
      kind: "literal",
      value: { kind: "template", tsTypes: [text("a`b${"), keyword("string"), text("")] },
    }),
    "`a\\`b\\${${string}`",
  );
});

Deno.test("printType() prints this, predicates on this, mapped modifiers and infer without a constraint", () => {
  assert.equal(printType({ kind: "this" }), "this");
  assert.equal(
    printType({ kind: "typePredicate", value: { asserts: true, param: { type: "this" } } }),
    "asserts this",
  );
  assert.equal(
    printType({ kind: "typePredicate", value: { param: { type: "this" }, type: ref("Ready") } }),
    "this is Ready",
  );
  assert.equal(
    printType({
      kind: "mapped",
      value: {
        readonly: "-",
        optional: "+",
        typeParam: { name: "K", constraint: ref("Keys") },
        tsType: keyword("string"),
      },
    }),
    "{ -readonly [K in Keys]+?: string }",
  );
  assert.equal(printType({ kind: "infer", value: { typeParam: { name: "U" } } }), "infer U");
  assert.equal(
    printType({
      kind: "indexedAccess",
      value: { readonly: true, objType: ref("T"), indexType: keyword("number") },
    }),
    "readonly T[number]",
  );
  assert.equal(printType({ kind: "typeLiteral", value: {} }), "{}");
  assert.equal(printType({ kind: "rest", value: { kind: "array", value: ref("T") } }), "...T[]");
  assert.equal(printType({ kind: "optional", value: ref("T") }), "T?");
});

Deno.test("printType() falls back to deno doc's own text for syntax it has no structure for", () => {
  assert.equal(printType({ kind: "unsupported", repr: "unique symbol" }), "unique symbol");
  assert.equal(printType({ kind: "unsupported" }), "unknown");
});

Deno.test("printParams() shows defaults as optional and keeps pattern names without defaults", () => {
  assert.equal(
    printParams([
      {
        kind: "assign",
        left: { kind: "identifier", name: "a" },
        right: "1",
        tsType: keyword("number"),
      },
      {
        kind: "object",
        props: [
          { kind: "keyValue", key: "b", value: { kind: "identifier", name: "renamed" } },
          { kind: "rest", arg: { kind: "identifier", name: "others" } },
        ],
        optional: true,
        tsType: ref("Options"),
      },
      { kind: "array", elements: [null, { kind: "identifier", name: "second" }] },
      {
        kind: "rest",
        arg: { kind: "identifier", name: "rest", tsType: { kind: "array", value: ref("T") } },
      },
    ]),
    "a?: number, { b: renamed, ...others }?: Options, [, second], ...rest: T[]",
  );
});

Deno.test("documentation() maps tags by kind: returns, throws, defaults, types, lists and unknown tags", () => {
  assert.deepEqual(
    documentation({
      doc: "Text.\n",
      tags: [
        { kind: "return", doc: "The result." },
        { kind: "throws", tsType: ref("TypeError") },
        { kind: "default", value: "3", doc: "when unset" },
        { kind: "type", tsType: ref("Config") },
        { kind: "tags", tags: ["allow-read", "allow-net"] },
        { kind: "deprecated" },
        { kind: "unsupported", value: "@internal Do not use." },
        { kind: "unsupported", value: "@beta" },
      ],
    }),
    {
      doc: "Text.",
      tags: [
        { tag: "returns", text: "The result." },
        { tag: "throws", name: "TypeError" },
        { tag: "default", text: "3 when unset" },
        { tag: "type", text: "{Config}" },
        { tag: "tags", text: "allow-read, allow-net" },
        { tag: "deprecated" },
        { tag: "internal", text: "Do not use." },
        { tag: "beta" },
      ],
    },
  );
  assert.deepEqual(documentation(undefined), {});
  // A parameter's hyphen after its name goes; its bracketed default is said.
  assert.deepEqual(
    documentation({
      tags: [{
        kind: "param",
        name: "options.origin",
        optional: true,
        default: "'*'",
        doc: "- The origin.",
      }],
    }),
    { tags: [{ tag: "param", name: "options.origin", text: "The origin. Default: `'*'`." }] },
  );
  // A property of a parameter says the type in its braces; a parameter leaves it to the signature.
  const union: TsType = {
    repr: "string | string[]",
    kind: "union",
    value: [{ repr: "string", kind: "keyword", value: "string" }, {
      kind: "array",
      value: { repr: "string", kind: "keyword", value: "string" },
    }],
  };
  assert.deepEqual(
    documentation({
      tags: [
        { kind: "param", name: "options.origin", tsType: union, doc: "- The origin." },
        { kind: "param", name: "origin", tsType: union, doc: "- The origin." },
      ],
    }),
    {
      tags: [
        { tag: "param", name: "options.origin", text: "{string | string[]} The origin." },
        { tag: "param", name: "origin", text: "The origin." },
      ],
    },
  );
  // Inline links read as text: a name in code, a label, an address.
  assert.deepEqual(
    documentation({
      doc: "Set by {@linkcode Options }; see {@link try_ | try}.",
      tags: [{ kind: "see", doc: "{@link https://x.dev/a the guide}" }],
    }),
    {
      doc: "Set by `Options`; see `try`.",
      tags: [{ tag: "see", text: "the guide (https://x.dev/a)" }],
    },
  );
  // A bundler's annotation is no tag a reader reads.
  assert.deepEqual(
    documentation({
      doc: "Defines a store.",
      tags: [{ kind: "unsupported", value: "@__NO_SIDE_EFFECTS__" }],
    }),
    { doc: "Defines a store." },
  );
  // A file written with CRLF line ends gives docs with plain line ends.
  assert.deepEqual(documentation({ doc: "One line.\r\nAnother." }), { doc: "One line.\nAnother." });
  // A return's type is the signature's to say.
  assert.deepEqual(
    documentation({ tags: [{ kind: "return", tsType: ref("number"), doc: "The sum." }] }),
    {
      tags: [{ tag: "returns", text: "The sum." }],
    },
  );
});

Deno.test("documentation() takes a block's @description, else its @summary, as its text when it has none", () => {
  const tags = [
    { kind: "unsupported", value: "@name addDays" },
    { kind: "unsupported", value: "@summary Add days." },
    { kind: "unsupported", value: "@description Add the specified number of days to the date." },
  ] as const;
  assert.deepEqual(documentation({ tags: [...tags] }), {
    doc: "Add the specified number of days to the date.",
    tags: [{ tag: "name", text: "addDays" }, { tag: "summary", text: "Add days." }],
  });
  assert.deepEqual(documentation({ tags: tags.slice(0, 2) }), {
    doc: "Add days.",
    tags: [{ tag: "name", text: "addDays" }],
  });
  // A summary that says what the description says is not kept twice.
  assert.deepEqual(
    documentation({
      tags: [
        { kind: "unsupported", value: "@summary Add days." },
        { kind: "unsupported", value: "@description Add days." },
      ],
    }),
    { doc: "Add days." },
  );
  // A block with a description of its own keeps its tags as they are.
  assert.deepEqual(documentation({ doc: "Adds days.", tags: [tags[1]] }), {
    doc: "Adds days.",
    tags: [{ tag: "summary", text: "Add days." }],
  });
});

Deno.test("denoDocWarnings() names package, file and line, and drops what was left unresolved on purpose", () => {
  const stderr = [
    'Warning Import "lit" not a dependency',
    "  hint: If you want to use the npm package, try running `deno add npm:lit`",
    "    at file:///repo/packages/a/src/index.ts:1:22",
    'Warning Module not found "file:///repo/packages/a/src/styles.css?inline".',
    "    at file:///repo/packages/a/src/index.ts:2:8",
    "Warning SyntaxError: Expression expected",
    "  |",
    "1 | export const x = ;",
    "  |                  ~",
    "    at file:///repo/packages/a/src/broken.ts:1:18",
    'Warning Module not found "file:///repo/packages/b/src/gone.ts".',
    "    at file:///repo/packages/b/src/index.ts:3:15",
    "Warning Something without a place",
    "",
  ].join("\n");
  assert.deepEqual(
    denoDocWarnings(stderr, "/repo", [
      { label: "@x/a", folder: "packages/a" },
      { label: "@x/b", folder: "packages/b" },
    ]),
    [
      "@x/a (packages/a/src/broken.ts:1): deno doc: SyntaxError: Expression expected",
      '@x/b (packages/b/src/index.ts:3): deno doc: Module not found "file:///repo/packages/b/src/gone.ts".',
      "symbols: deno doc: Something without a place",
    ],
  );
});

Deno.test("moduleSpecifiers() finds static, dynamic, require and reference specifiers, not those in comments or strings", () => {
  const source = [
    '/// <reference types="node" />',
    'import a, { b } from "./a.ts";',
    "import type { C } from '@scope/c';",
    'export * from "./barrel";',
    'export { d as e } from "../d.js";',
    'import "./side-effect.css";',
    'const lazy = await import("./lazy.ts");',
    'const legacy = require("legacy");',
    '// import x from "commented";',
    '/* export * from "blocked"; */',
    "const text = \"import y from 'quoted'\";",
    'const template = `from "templated"`;',
    'const list = Array.from("abc");',
  ].join("\n");
  assert.deepEqual(moduleSpecifiers(source), [
    "node",
    "./a.ts",
    "@scope/c",
    "./barrel",
    "../d.js",
    "./side-effect.css",
    "./lazy.ts",
    "legacy",
  ]);
});
