import assert from "node:assert/strict";
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ApiMember, ApiSymbol } from "../generator.ts";
import {
  denoImportMap,
  extractSymbols,
  type SymbolExtraction,
  type SymbolPackage,
  type SymbolRequest,
} from "../src/generator/read/symbols/extract.ts";
import { EMPTY_MODULE } from "../src/generator/read/symbols/run_deno_doc.ts";
import { validateBundledData } from "../src/snapshot/validate.ts";
import { blankPackage } from "./_mini_catalog.ts";

const ROOT = fileURLToPath(new URL("./fixtures/symbols/", import.meta.url));
const DENO = Deno.execPath();

const CORE: SymbolPackage = {
  slug: "core",
  name: "@fx/core",
  folder: "packages/core",
  entries: [{ subpath: ".", file: "packages/core/src/index.ts" }],
};
const EXTRA: SymbolPackage = {
  slug: "extra",
  name: "@fx/extra",
  folder: "packages/extra",
  entries: [{ subpath: ".", file: "packages/extra/src/index.ts" }],
};
/** The manifest's exports map, given out of order: `.` must still come first. */
const SUBPATHS: SymbolPackage = {
  slug: "subpaths",
  name: "@fx/subpaths",
  folder: "packages/subpaths",
  entries: [
    { subpath: "./object", file: "packages/subpaths/src/object.ts" },
    { subpath: ".", file: "packages/subpaths/src/index.ts" },
    { subpath: "./types", file: "packages/subpaths/src/types.d.ts" },
  ],
};
const SIBLINGS = { "@fx/core": "packages/core/src/index.ts" };
const EXTERNAL = ["lit", "npm:zod@4", "some-outside-package"];

/** Extracts the symbols of packages of the fixture (or of a copy of it at `repoRoot`). */
function extract(
  packages: SymbolPackage[],
  { importMap = {}, external = [], repoRoot = ROOT, deno = DENO }: Partial<SymbolRequest> = {},
): Promise<SymbolExtraction> {
  return extractSymbols({ repoRoot, deno, packages, importMap, external });
}

let fixtureRun: Promise<SymbolExtraction> | undefined;
/** deno doc over the fixture workspace, once for all tests that only read the result. */
function fixture(): Promise<SymbolExtraction> {
  fixtureRun ??= extract([CORE, EXTRA, SUBPATHS], { importMap: SIBLINGS, external: EXTERNAL });
  return fixtureRun;
}

async function symbols(slug: string): Promise<ApiSymbol[]> {
  const found = (await fixture()).symbols.get(slug);
  assert.ok(found, `no symbols for ${slug}`);
  return found;
}

async function symbol(slug: string, name: string, subpath = "."): Promise<ApiSymbol> {
  const found = (await symbols(slug)).find((s) => s.name === name && s.subpath === subpath);
  assert.ok(found, `no symbol ${name} (${subpath}) in ${slug}`);
  return found;
}

function member(owner: ApiSymbol, name: string, kind?: string): ApiMember {
  const found = owner.members?.find((m) =>
    m.name === name && (kind === undefined || m.kind === kind)
  );
  assert.ok(found, `no member ${name} in ${owner.name}`);
  return found;
}

// --- Re-export forms ------------------------------------------------------------------------

Deno.test("extractSymbols() records every name an entry exports, through barrels and every re-export form", async () => {
  assert.deepEqual((await symbols("core")).map((s) => s.name), [
    "DEFAULTS",
    "Factory",
    "Geometry",
    "Getters",
    "Guard",
    "Imported",
    "Keys",
    "Level",
    "Lists",
    "Maker",
    "Mode",
    "Point",
    "Primitive",
    "RendererProps",
    "Route",
    "Shape",
    "Store",
    "StoreOptions",
    "Unwrap",
    "WILDCARD",
    "aliased",
    "assertString",
    "configure",
    "counter",
    "default",
    "imported",
    "load",
    "named",
    "parse",
    "pick",
    "revealed",
    "shapes",
  ]);
});

Deno.test("extractSymbols() records a declaration exported under two names once per name, with its own name in the signature", async () => {
  const named = await symbol("core", "named");
  const aliased = await symbol("core", "aliased");
  assert.equal(named.signature, "function named(value: string): string");
  assert.equal(aliased.signature, "function aliased(value: string): string");
  assert.deepEqual([aliased.file, aliased.line], [named.file, named.line]);
  assert.equal(aliased.doc, "A named export, exported twice.");
});

Deno.test("extractSymbols() follows an imported name exported under an alias to its declaration", async () => {
  const revealed = await symbol("core", "revealed");
  assert.equal(revealed.kind, "variable");
  assert.equal(revealed.signature, "const revealed: { visible: boolean }");
  assert.equal(revealed.doc, "Exported under another name.");
  assert.deepEqual([revealed.file, revealed.line], ["packages/core/src/imported.ts", 6]);
  assert.equal(
    (await symbol("core", "imported")).signature,
    "function imported(flag: boolean): boolean",
  );
});

Deno.test("extractSymbols() records export * as ns as a namespace whose members are the module's exports", async () => {
  const shapes = await symbol("core", "shapes");
  assert.equal(shapes.kind, "namespace");
  assert.equal(shapes.signature, "namespace shapes");
  assert.deepEqual(shapes.members, [
    {
      name: "area",
      kind: "function",
      signature: "function area(radius: number): number",
      doc: "A circle's area.",
    },
    {
      name: "Unit",
      kind: "typeAlias",
      signature: 'type Unit = "px" | "em"',
      doc: "Unit of measure.",
    },
  ]);
});

Deno.test("extractSymbols() resolves export * from a sibling workspace package by name", async () => {
  const extra = await symbols("extra");
  const core = await symbols("core");
  // `export *` passes on every name but `default`, as the language has it.
  const passedOn = core.map((s) => s.name).filter((name) => name !== "default");
  assert.deepEqual(
    extra.map((s) => s.name),
    [...passedOn, "extra"].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const store = await symbol("extra", "Store");
  assert.equal(store.file, "packages/core/src/classes.ts");
  assert.deepEqual(store, await symbol("core", "Store"));
});

Deno.test("extractSymbols() leaves imports of outside packages unresolved and says nothing about them", async () => {
  const names = (await symbols("extra")).map((s) => s.name);
  for (const name of ["html", "z", "outside"]) assert.ok(!names.includes(name), name);
  assert.deepEqual((await fixture()).warnings, []);
});

Deno.test("extractSymbols() maps an outside import it was not told about and tries again, instead of failing", async () => {
  // deno doc stops at a re-exported import it cannot resolve; the retry maps it to an empty module.
  const { symbols: found, warnings } = await extract([EXTRA], { importMap: SIBLINGS });
  assert.deepEqual(found.get("extra"), await symbols("extra"));
  assert.deepEqual(warnings, []);
});

Deno.test("extractSymbols() gives a package without entries an empty list", async () => {
  const { symbols: found } = await extract([
    { slug: "plain", name: "@fx/plain", folder: "packages/plain", entries: [] },
  ]);
  assert.deepEqual(found.get("plain"), []);
});

// --- Signatures -------------------------------------------------------------------------------

Deno.test("extractSymbols() prints every overload on its own line, without the implementation signature", async () => {
  const parse = await symbol("core", "parse");
  assert.equal(parse.kind, "function");
  assert.equal(
    parse.signature,
    "function parse(input: string): number\nfunction parse(input: number, radix?: number): string",
  );
  assert.equal(parse.line, 18, "the first overload's line, 1-based");
});

Deno.test("extractSymbols() prints type parameters, rest, destructured and defaulted parameters as a .d.ts does", async () => {
  assert.equal(
    (await symbol("core", "pick")).signature,
    "function pick<T extends object, K extends keyof T = keyof T>(source: T, ...keys: K[]): Pick<T, K>",
  );
  assert.equal(
    (await symbol("core", "configure")).signature,
    "function configure({ retries, delay }: { retries?: number; delay: number }, [first]?: [string], " +
      "verbose?: boolean): void",
  );
  assert.equal((await symbol("core", "load")).signature, "async function load(url: string)");
});

Deno.test("extractSymbols() prints a variable with its declared or inferred type and no initialiser", async () => {
  assert.equal((await symbol("core", "WILDCARD")).signature, 'const WILDCARD: "*"');
  assert.equal((await symbol("core", "counter")).signature, "let counter: number");
  assert.equal(
    (await symbol("core", "DEFAULTS")).signature,
    "const DEFAULTS: { a: number; b: string }",
  );
});

Deno.test("extractSymbols() records a value and a type of one name as one record with both lines", async () => {
  const mode = await symbol("core", "Mode");
  assert.equal(mode.kind, "variable");
  assert.equal(
    mode.signature,
    "const Mode: { Fast: string; Safe: string }\ntype Mode = (typeof Mode)[keyof typeof Mode]",
  );
});

Deno.test("extractSymbols() records the default export as default, with its own name after export default", async () => {
  const fallback = await symbol("core", "default");
  assert.equal(fallback.signature, "export default function answer(): number");
  assert.equal(fallback.doc, "The answer.");
});

Deno.test("extractSymbols() prints every kind of type", async () => {
  const expected: Record<string, string> = {
    Primitive: "type Primitive = string | 42 | true | -1 | 10n | null | undefined",
    Lists: "type Lists = [Array<string>, number[], readonly [string, number?, ...boolean[]]]",
    Shape: "type Shape = Point & { readonly name: string; area?(): number; get size(): number; " +
      "(scale: number): Shape; new (name: string): Shape; [extra: string]: unknown }",
    Keys: 'type Keys = keyof typeof DEFAULTS | (Point["x"] | null)[]',
    Guard: "type Guard = (value: unknown) => value is string",
    Maker: "type Maker = new <T>(seed: T) => { value: T; self(): this }",
    Unwrap: "type Unwrap<T> = T extends Promise<infer U extends object> ? U : never",
    Getters: "type Getters<T> = { readonly [K in keyof T as `get${Capitalize<string & K>}`]-?: " +
      "() => T[K] }",
    Imported: 'type Imported = import("./declarations.ts").Point',
    Route: "type Route = `/${string}/${number}`",
    assertString: "function assertString(value: unknown): asserts value is string",
  };
  for (const [name, signature] of Object.entries(expected)) {
    assert.equal((await symbol("core", name)).signature, signature, name);
  }
});

// --- Members ----------------------------------------------------------------------------------

Deno.test("extractSymbols() gives a class its header and its public and protected members in source order", async () => {
  const store = await symbol("core", "Store");
  assert.equal(store.kind, "class");
  assert.equal(store.signature, "class Store<V = unknown> extends Base<V> implements Iterable<V>");
  assert.deepEqual(store.members?.map((m) => `${m.kind} ${m.signature}`), [
    "property static readonly DEFAULT_CAPACITY: number",
    "property size: number",
    "property protected label?: string",
    "constructor constructor(public readonly options: StoreOptions, private seed?: V)",
    "getter get first(): V | undefined",
    "setter set first(value: V | undefined)",
    "method get(key: string): V | undefined\nget(key: string, fallback: V): V",
    "method static empty<T>(): Store<T>",
    "method protected load(key: string): V",
    "method [Symbol.iterator](): Iterator<V>",
  ]);
});

Deno.test("extractSymbols() keeps each member's docs and tags", async () => {
  const store = await symbol("core", "Store");
  assert.deepEqual(member(store, "constructor"), {
    name: "constructor",
    kind: "constructor",
    signature: "constructor(public readonly options: StoreOptions, private seed?: V)",
    doc: "Creates a store.",
    tags: [{ tag: "param", name: "options", text: "The options." }],
  });
  assert.equal(member(store, "get").doc, "Reads a value.");
  assert.equal(member(store, "first", "getter").doc, "The first value.");
});

Deno.test("extractSymbols() prints an abstract class and its abstract members", async () => {
  const { symbols: found } = await extract([
    { ...CORE, entries: [{ subpath: ".", file: "packages/core/src/classes.ts" }] },
  ]);
  const base = found.get("core")?.find((s) => s.name === "Base");
  assert.equal(base?.signature, "abstract class Base<T>");
  assert.deepEqual(base?.members?.map((m) => m.signature), [
    "protected abstract load(key: string): T",
  ]);
});

Deno.test("extractSymbols() gives an interface its call, construct and index signatures and its properties", async () => {
  const factory = await symbol("core", "Factory");
  assert.equal(factory.signature, "interface Factory<T> extends Partial<Point>");
  assert.deepEqual(factory.members, [
    { name: "call", kind: "call", signature: "(input: string): T", doc: "Calls it." },
    {
      name: "constructor",
      kind: "constructor",
      signature: "new (input: string): T",
      doc: "Constructs it.",
    },
    { name: "index", kind: "index", signature: "readonly [key: string]: unknown", doc: "Any key." },
    { name: "quoted-key", kind: "property", signature: '"quoted-key"?: string' },
  ]);
  assert.deepEqual((await symbol("core", "StoreOptions")).members?.map((m) => m.signature), [
    "readonly capacity: number",
    "onEvict?(key: string): void",
  ]);
});

Deno.test("extractSymbols() gives a type alias of an object literal its members, with their docs", async () => {
  const props = await symbol("core", "RendererProps");
  assert.equal(props.kind, "typeAlias");
  assert.deepEqual(props.members?.map((m) => [m.kind, m.signature, m.doc]), [
    [
      "property",
      "allowedTools?: string[]",
      "Tools the app may call. Deny-by-default: when omitted, it can call none.",
    ],
    ["method", "callTool?(name: string): Promise<unknown>", "Runs one tool call."],
  ]);
});

Deno.test("extractSymbols() lists enum members with their literal values", async () => {
  const level = await symbol("core", "Level");
  assert.equal(level.signature, "enum Level");
  assert.deepEqual(level.members, [
    { name: "Debug", kind: "enumMember", signature: "Debug = 0", doc: "Verbose." },
    { name: "Info", kind: "enumMember", signature: "Info = 1" },
    { name: "Warn", kind: "enumMember", signature: 'Warn = "warn"' },
  ]);
});

Deno.test("extractSymbols() lists a namespace's elements with their own kinds and docs, and the members of those that have some", async () => {
  const geometry = await symbol("core", "Geometry");
  assert.equal(geometry.signature, "namespace Geometry");
  assert.deepEqual(geometry.members?.map((m) => [m.name, m.kind, m.signature, m.doc]), [
    ["origin", "variable", "const origin: { x: number; y: number }", "The origin."],
    ["Vector", "interface", "interface Vector {\n  dx: number\n  dy: number\n}", "A direction."],
    [
      "distance",
      "function",
      "function distance(a: Point, b: Point): number",
      "Distance between points.",
    ],
  ]);
});

// --- JSDoc ------------------------------------------------------------------------------------

Deno.test("extractSymbols() keeps the description whole and maps every JSDoc tag", async () => {
  const parse = await symbol("core", "parse");
  assert.equal(parse.doc, "Parses a value.\n\nAccepts strings and numbers.");
  assert.deepEqual(parse.tags, [
    { tag: "param", name: "input", text: "The value to parse." },
    { tag: "returns", text: "The parsed value." },
    { tag: "throws", name: "RangeError", text: "When the input is out of range." },
    { tag: "example", text: 'Parse a number\n```ts\nparse("1");\n```' },
    { tag: "deprecated", text: "Use `read` instead." },
    { tag: "since", text: "1.2.0" },
    { tag: "see", text: "https://example.com/parse" },
    { tag: "remarks", text: "Kept for old callers." },
  ]);
  assert.deepEqual((await symbol("core", "Store")).tags, [
    { tag: "template", name: "V", text: "The stored values." },
  ]);
});

// --- Subpaths and declaration files -----------------------------------------------------------

Deno.test("extractSymbols() files a symbol under the first entry that exports it, . first", async () => {
  const found = await symbols("subpaths");
  assert.deepEqual(found.map((s) => `${s.name} ${s.subpath}`), [
    "clone ./object",
    "declared ./types",
    "main .",
    "merge .",
    "shared ./object",
    "shared ./types",
  ]);
});

Deno.test("extractSymbols() keeps two different declarations of one name from two entries apart", async () => {
  assert.equal((await symbol("subpaths", "shared", "./object")).signature, "const shared: 1");
  assert.equal((await symbol("subpaths", "shared", "./types")).signature, "const shared: string");
});

Deno.test("extractSymbols() reads .d.ts entries: every declared overload", async () => {
  const declared = await symbol("subpaths", "declared", "./types");
  assert.equal(
    declared.signature,
    "function declared(value: string): void\nfunction declared(value: number): void",
  );
  assert.equal(declared.file, "packages/subpaths/src/types.d.ts");
});

Deno.test("extractSymbols() output passes the snapshot schema", async () => {
  const { symbols: found } = await fixture();
  const packages = [...found].map(([slug, list]) => blankPackage(slug, { symbols: list }));
  assert.doesNotThrow(() => validateBundledData({ version: "1", packages }));
});

// --- Failures ---------------------------------------------------------------------------------

Deno.test("extractSymbols() reports deno doc's warnings with package, file and line", async () => {
  const root = Deno.makeTempDirSync({ prefix: "symbols-broken-" });
  try {
    cpSync(join(ROOT, "packages/subpaths"), join(root, "packages/subpaths"), { recursive: true });
    writeFileSync(join(root, "packages/subpaths/src/object.ts"), "export const broken = ;\n");
    const { symbols: found, warnings } = await extract([SUBPATHS], { repoRoot: root });
    assert.equal(warnings.length, 1, warnings.join("\n"));
    assert.match(
      warnings[0] as string,
      /^@fx\/subpaths \(packages\/subpaths\/src\/object\.ts:1\): deno doc: .*Expression expected/,
    );
    assert.ok(
      found.get("subpaths")?.some((s) => s.name === "main"),
      "the other entries still count",
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

Deno.test("extractSymbols() leaves out an entry that imports its own folder ('.'), and keeps the rest", async () => {
  // Bundlers read `from '.'` as the folder's index; deno doc cannot resolve it, and an import
  // map cannot send it anywhere (a key ending in `/` maps what is under it).
  const root = Deno.makeTempDirSync({ prefix: "symbols-folder-import-" });
  try {
    Deno.mkdirSync(join(root, "packages/folder/src"), { recursive: true });
    writeFileSync(
      join(root, "packages/folder/src/index.ts"),
      "/** Uses the thing. */\nexport function useThing(): number {\n  return 1;\n}\n",
    );
    writeFileSync(
      join(root, "packages/folder/src/directive.ts"),
      "import { useThing } from '.'\n\nexport const vThing = (): number => useThing();\n",
    );
    const { symbols: found, warnings } = await extract([{
      slug: "folder",
      name: "@fx/folder",
      folder: "packages/folder",
      entries: [
        { subpath: ".", file: "packages/folder/src/index.ts" },
        { subpath: "./directive", file: "packages/folder/src/directive.ts" },
      ],
    }], { repoRoot: root });
    assert.deepEqual(found.get("folder")?.map((s) => `${s.subpath} ${s.name}`), [". useThing"]);
    assert.ok(
      warnings.some((w) => w.includes("packages/folder/src/directive.ts")),
      warnings.join(),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

Deno.test("extractSymbols() fails with a clear message when deno cannot be run", async () => {
  await assert.rejects(
    extract([CORE], { deno: join(ROOT, "no-such-deno") }),
    /cannot run .*no-such-deno/,
  );
});

Deno.test("denoImportMap() sends outside packages and imports of non-code files to an empty module", () => {
  const map = denoImportMap({
    repoRoot: "/repo",
    importMap: { "@fx/core": "packages/core/src/index.ts" },
    external: ["lit", "jsr:@std/path@^1.0/"],
    unresolved: ["packages/ui/src/theme.css?inline", "packages/ui/src/missing.ts"],
  });
  assert.equal(map["@fx/core"], "file:///repo/packages/core/src/index.ts");
  assert.equal(map["lit"], EMPTY_MODULE);
  assert.equal("jsr:@std/path@^1.0/" in map, false, "a prefix cannot map to one module");
  // An import map matches the resolved URL whole: the query stays unescaped.
  assert.equal(map["file:///repo/packages/ui/src/theme.css?inline"], EMPTY_MODULE);
  assert.equal(map["file:///repo/packages/ui/src/missing.ts"], EMPTY_MODULE);
});
