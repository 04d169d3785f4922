/**
 * The symbol tools and the symbol resource in memory, answer by answer: the Markdown and the
 * structured fields, name resolution, shortened members, listings, search ranking, and the
 * errors of snapshots and packages without symbol data.
 *
 * @module
 */
import assert from "node:assert/strict";
import { type ApiMember, type ApiSymbol, type BundledData, packageMeta } from "../mod.ts";
import { connectInMemory, type TestClient, textOf } from "./_mcp_client.ts";
import { blankPackage, miniCatalog } from "./_mini_catalog.ts";
import { symbolCatalog } from "./_symbol_suite.ts";
import { assertToolError } from "./_tool_suite.ts";

/** A function symbol of package `slug` with the given name and docs. */
function fn(name: string, doc?: string): ApiSymbol {
  return {
    name,
    kind: "function",
    subpath: ".",
    signature: `function ${name}(): void`,
    ...(doc === undefined ? {} : { doc }),
    file: "src/index.ts",
    line: 1,
  };
}

/** A class symbol of the given members. */
function classSymbol(name: string, members?: ApiMember[]): ApiSymbol {
  return {
    ...fn(name),
    kind: "class",
    signature: `class ${name}`,
    ...(members === undefined ? {} : { members }),
  };
}

/** A type alias with the given signature and members. */
function typeAlias(name: string, signature: string, members?: ApiMember[]): ApiSymbol {
  return {
    ...fn(name),
    kind: "typeAlias",
    signature,
    ...(members === undefined ? {} : { members }),
  };
}

/** A class with `count` methods, each with a signature of about 90 and docs of about 200. */
function bigClass(name: string, count: number): ApiSymbol {
  const members: ApiMember[] = Array.from({ length: count }, (_, i) => ({
    name: `method${i}`,
    kind: "method",
    signature: `method${i}(input: Record<string, unknown>, options?: { strict?: boolean }): number`,
    doc: `Runs step ${i} on the input. It reads every key of the input, checks each value ` +
      "against the options and returns how many values passed; nothing is changed.",
  }));
  return { ...fn(name), kind: "class", signature: `class ${name}`, members };
}

/** The fixture snapshot plus one package `big` holding `symbols`. */
function withBigPackage(...symbols: ApiSymbol[]): BundledData {
  const data = symbolCatalog();
  data.packages.push(blankPackage("big", { symbols }));
  return data;
}

async function text(c: TestClient, tool: string, args: Record<string, unknown>) {
  const result = await c.call(tool, args);
  assert.equal(result.isError, undefined, textOf(result));
  return textOf(result);
}

Deno.test("get-package and list-packages answer as before, without the symbols", async () => {
  const data = symbolCatalog();
  await using c = await connectInMemory(data);
  const metas = data.packages.map(packageMeta);
  assert.deepEqual(JSON.parse(await text(c, "list-packages", {})), metas);
  for (const meta of metas) {
    const answer = await text(c, "get-package", { packageSlug: meta.slug });
    assert.deepEqual(JSON.parse(answer), meta);
    assert.ok(!answer.includes('"symbols"') && !answer.includes("signature"), answer);
  }
});

Deno.test("get-symbol answers the import line, every overload, the docs and each tag", async () => {
  await using c = await connectInMemory(symbolCatalog());
  assert.equal(
    await text(c, "get-symbol", { name: "createWard" }),
    [
      'import { createWard } from "@fx/ward";',
      "```ts\nfunction createWard(rules: readonly Rule[]): Ward\n" +
      "function createWard<TAction extends string>(rules: readonly Rule<TAction>[], " +
      "options?: WardOptions): Ward<TAction>\n```",
      "Creates a ward from a set of rules. Higher priority wins; on a tie, deny beats allow.",
      "Parameters:\n- `rules`: The rules, in any order.\n- `options`: How to break ties\n" +
      "  and what to log.",
      "Returns: The ward.",
      "Throws:\n- `WardConfigError`: When a rule is malformed.",
      "@see Ward",
      'Example:\n```ts\nconst ward = createWard([allow("admin", "*")]);\n' +
      'ward.check(user, "posts");\n```',
      "Since: 1.2.0",
      "Declared in packages/ward/src/factory.ts:12.",
    ].join("\n\n"),
  );
});

Deno.test("get-symbol puts a deprecation first, above the import line", async () => {
  await using c = await connectInMemory(symbolCatalog());
  const answer = await text(c, "get-symbol", { name: "makeWard" });
  assert.ok(
    answer.startsWith(
      "> **Deprecated**: Use `createWard`, which also takes options.\n\n" +
        'import { makeWard } from "@fx/ward";\n',
    ),
    answer,
  );
});

Deno.test("get-symbol imports types with import type, subpaths and default exports by name", async () => {
  await using c = await connectInMemory(symbolCatalog());
  const firstLine = async (args: Record<string, unknown>) =>
    (await text(c, "get-symbol", args)).split("\n")[0];
  assert.equal(
    await firstLine({ name: "WardOptions" }),
    'import type { WardOptions } from "@fx/ward";',
  );
  assert.equal(
    await firstLine({ packageSlug: "ward", name: "Rule" }),
    'import type { Rule } from "@fx/ward";',
  );
  assert.equal(
    await firstLine({ name: "mockWard" }),
    'import { mockWard } from "@fx/ward/testing";',
  );
  assert.equal(
    await firstLine({ packageSlug: "guard", name: "default" }),
    'import Guard from "@fx/guard";',
  );
});

Deno.test("get-symbol names a default import by its declaration, else by its file without extension", async () => {
  const button: ApiSymbol = {
    ...fn("default"),
    kind: "class",
    subpath: "./Button.js",
    signature: "class Button extends Element",
  };
  const theme: ApiSymbol = {
    ...fn("default"),
    subpath: "./dark-theme.js",
    signature: "{ dark: true }",
  };
  await using c = await connectInMemory(withBigPackage(button, theme));
  const firstLine = async (args: Record<string, unknown>) =>
    (await text(c, "get-symbol", { packageSlug: "big", ...args })).split("\n")[0];
  assert.equal(
    await firstLine({ name: "default", subpath: "./Button.js" }),
    'import Button from "@mini/big/Button.js";',
  );
  assert.equal(
    await firstLine({ name: "default", subpath: "./dark-theme.js" }),
    'import darkTheme from "@mini/big/dark-theme.js";',
  );
});

Deno.test("get-symbol and list-symbols say a type no entry exports is reached through an export", async () => {
  const assertions: ApiSymbol = {
    ...fn("LocatorAssertions"),
    kind: "interface",
    signature: "interface LocatorAssertions",
    reachedThrough: "Expect",
  };
  await using c = await connectInMemory(withBigPackage(assertions));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "LocatorAssertions" });
  assert.equal(
    answer.split("\n")[0],
    '// LocatorAssertions is not exported: Expect of "@mini/big" gives it',
  );
  const listed = await c.call("list-symbols", { packageSlug: "big" });
  assert.match(textOf(listed), /LocatorAssertions \[not exported: Expect gives it\]/);
  assert.equal(
    (listed.structuredContent as { symbols: { reachedThrough?: string }[] }).symbols[0]
      ?.reachedThrough,
    "Expect",
  );
});

Deno.test("get-symbol finds a package's default by its declaration's name across the catalog", async () => {
  const hook: ApiSymbol = {
    ...fn("default"),
    kind: "variable",
    signature: "const useKit: KitHook",
  };
  await using c = await connectInMemory(withBigPackage(hook));
  // swr's `useSWR`, imported as `import useSWR from "swr"`.
  const answer = await text(c, "get-symbol", { name: "useKit" });
  assert.equal(answer.split("\n")[0], 'import useKit from "@mini/big";');
});

Deno.test("get-symbol writes an object alias whose type parameter defaults to {} with its head whole", async () => {
  const result = typeAlias(
    "DetailedResult",
    "type DetailedResult<T = string, O extends Options = {}> = {\n  usedKey: string;\n}",
    [{ name: "usedKey", kind: "property", signature: "usedKey: string", doc: "The key." }],
  );
  await using c = await connectInMemory(withBigPackage(result));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "DetailedResult" });
  // i18next's `TFunctionDetailedResult` lost its `{}> =`.
  const sized: ApiSymbol = {
    ...result,
    name: "Sized",
    signature: "type Sized = Base & {\n  usedKey: string;\n}",
  };
  await using again = await connectInMemory(withBigPackage(sized));
  assert.ok(
    (await text(again, "get-symbol", { packageSlug: "big", name: "Sized" })).includes(
      "type Sized = Base & {\n  /** The key. */\n  usedKey: string;\n}",
    ),
  );
  assert.ok(
    answer.includes(
      "type DetailedResult<T = string, O extends Options = {}> = {\n  /** The key. */\n  usedKey: string;\n}",
    ),
    answer,
  );
});

Deno.test("get-symbol imports a value exported as a type only with import type", async () => {
  const mode: ApiSymbol = { ...fn("Mode"), kind: "enum", signature: "enum Mode {}" };
  const firstLine = async (symbol: ApiSymbol) => {
    await using c = await connectInMemory(withBigPackage(symbol));
    return (await text(c, "get-symbol", { packageSlug: "big", name: "Mode" })).split("\n")[0];
  };
  assert.equal(
    await firstLine({ ...mode, typeOnly: true }),
    'import type { Mode } from "@mini/big";',
  );
  assert.equal(await firstLine(mode), 'import { Mode } from "@mini/big";');
});

Deno.test("get-symbol imports a value a CommonJS module shows no name of through its default", async () => {
  const sign: ApiSymbol = { ...fn("sign"), subpath: "./token", defaultOnly: true };
  await using c = await connectInMemory(withBigPackage(sign));
  assert.equal(
    (await text(c, "get-symbol", { packageSlug: "big", name: "sign" })).split("\n")[0],
    'import token from "@mini/big/token"; // token.sign: this CommonJS module shows Node\'s ES ' +
      "modules no such name to import",
  );
  // A class may be named as a type, which TypeScript leaves out of the JavaScript.
  const error: ApiSymbol = { ...classSymbol("TokenError"), defaultOnly: true };
  await using d = await connectInMemory(withBigPackage(error));
  assert.match(
    (await text(d, "get-symbol", { packageSlug: "big", name: "TokenError" })).split("\n")[0]!,
    /^import big from "@mini\/big"; \/\/ big\.TokenError: .* \(as a type: import type \{ TokenError \}\)$/,
  );
});

Deno.test("get-symbol names a declaration only internal entries export after the public one", async () => {
  // puppeteer-core's `Page`: in its public bundle and again under `puppeteer-core/internal/*`.
  const page = (subpath: string, line: number, doc: string): ApiSymbol => ({
    ...classSymbol("Page"),
    subpath,
    line,
    doc,
    members: [{ name: "goto", kind: "method", signature: "goto(url: string): Promise<void>" }],
  });
  await using c = await connectInMemory(withBigPackage(
    page(".", 1, "The public page."),
    page("./internal/api/Page.js", 2, "The internal page."),
  ));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "Page.goto" });
  assert.ok(
    answer.includes("The public page.") || answer.includes('import { Page } from "@mini/big";'),
  );
  assert.ok(!answer.includes("The internal page.") && !answer.includes('from "@mini/big/internal'));
  assert.match(
    answer,
    /Declared again for its internal entry @mini\/big\/internal\/api\/Page\.js, not its public API\.$/,
  );
});

Deno.test("get-symbol leaves out a tag section whose tags have no text", async () => {
  // `@returns {Bucket}` of `@google-cloud/storage`'s `Storage.bucket`: the type is the signature's.
  const bucket: ApiSymbol = {
    ...fn("bucket", "Gets a bucket."),
    tags: [{ tag: "param", name: "name" }, { tag: "returns" }],
  };
  await using c = await connectInMemory(withBigPackage(bucket));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "bucket" });
  assert.ok(!answer.includes("Returns:") && !answer.includes("Parameters:"), answer);
});

Deno.test("get-symbol cuts a long declaration without members by lines; fetch reads it whole", async () => {
  // `@ai-sdk/anthropic`'s `anthropicTools`: a constant whose written-out type is 21,000 characters.
  const lines = Array.from(
    { length: 200 },
    (_, i) => `    tool${i}: (args: { input: string }) => Tool<{ output: string }>;`,
  );
  const tools: ApiSymbol = {
    ...fn("tools", "The provider's tools."),
    kind: "variable",
    signature: `const tools: {\n${lines.join("\n")}\n}`,
  };
  await using c = await connectInMemory(withBigPackage(tools));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "tools" });
  assert.ok(answer.length < 3_500, `${answer.length} characters`);
  assert.match(answer, /\/\/ \d+ more lines: fetch \{"id":"symbol\/big\/tools"\} shows it whole/);
  const whole = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/tools" })));
  assert.ok(whole.text.includes("tool199"), "fetch reads it whole");
});

Deno.test("get-symbol shows two of a custom tag and counts the rest; fetch shows them all", async () => {
  // supabase's `select`: 13 `@exampleSql`, 14 `@exampleResponse`.
  const select: ApiSymbol = {
    ...fn("select", "Selects rows."),
    tags: Array.from({ length: 5 }, (_, i) => ({ tag: "exampleSql", text: `select ${i};` })),
  };
  await using c = await connectInMemory(withBigPackage(select));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "select" });
  assert.ok(answer.includes("select 1;") && !answer.includes("select 2;"), answer);
  assert.ok(answer.includes('@exampleSql 3 more: fetch {"id":"symbol/big/select"} shows them'));
  const whole = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/select" })));
  assert.ok(whole.text.includes("select 4;"));
});

Deno.test("get-symbol and fetch read Entry.Name as an entry's declaration where a symbol Entry has no such member", async () => {
  const grid: ApiSymbol = { ...fn("Grid"), kind: "variable", signature: "const Grid: Component" };
  const props = (subpath: string, member: string, alsoFrom?: string[]): ApiSymbol => ({
    ...fn("GridProps"),
    kind: "interface",
    subpath,
    signature: "interface GridProps",
    members: [{ name: member, kind: "property", signature: `${member}?: number` }],
    ...(alsoFrom === undefined ? {} : { alsoFrom }),
  });
  await using c = await connectInMemory(
    withBigPackage(grid, props(".", "size", ["./Grid"]), props("./PigmentGrid", "wrap")),
  );
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "Grid.GridProps" });
  assert.match(answer, /size\?: number/);
  assert.doesNotMatch(answer, /wrap/);
  const fetched = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/Grid.GridProps" })));
  assert.equal(fetched.title, "GridProps (interface, @mini/big)");
  assert.match(fetched.text, /size\?: number/);
});

Deno.test("get-symbol renders enum, namespace and interface members inside their braces", async () => {
  await using c = await connectInMemory(symbolCatalog());
  assert.ok(
    (await text(c, "get-symbol", { name: "Effect" })).includes(
      '```ts\nenum Effect {\n  /** Permits the action. */\n  Allow = "allow",\n  Deny = "deny",\n}\n```',
    ),
  );
  assert.ok(
    (await text(c, "get-symbol", { name: "rules" })).includes(
      "```ts\nnamespace rules {\n  /** Parses rules from text. */\n" +
        "  function parse(text: string): Rule[];\n  const VERSION: string;\n" +
        "  interface Grammar {\n    keywords: string[];\n  }\n}\n```",
    ),
  );
  // Small enough to keep every member's docs whole, as a .d.ts shows them.
  assert.ok(
    (await text(c, "get-symbol", { name: "WardOptions" })).includes(
      "interface WardOptions {\n  /**\n   * Whether deny beats allow on a tie.\n" +
        "   * @default true\n   */\n  denyWins?: boolean;\n",
    ),
  );
  assert.ok(
    (await text(c, "get-symbol", { name: "FxButton" })).includes(
      "class FxButton extends HTMLElement {}",
    ),
  );
});

Deno.test("get-symbol answers a name two entries declare differently with both, main first", async () => {
  await using c = await connectInMemory(symbolCatalog());
  const result = await c.call("get-symbol", { name: "join" });
  const sections = textOf(result).split("\n\n---\n\n");
  assert.deepEqual(sections.map((s) => s.split("\n")[0]), [
    '@fx/path exports "join" from 2 entries, each with its own declaration (@fx/path, @fx/path/posix):',
    'import { join } from "@fx/path";',
    'import { join } from "@fx/path/posix";',
  ]);
  const { symbols } = result.structuredContent as { symbols: { subpath: string }[] };
  assert.deepEqual(symbols.map((s) => s.subpath), [".", "./posix"]);
});

Deno.test("get-symbol answers Class.member with that member's overloads and docs", async () => {
  await using c = await connectInMemory(symbolCatalog());
  const result = await c.call("get-symbol", { name: "Ward.isAllowed" });
  assert.equal(
    textOf(result),
    [
      "> **Deprecated**: Use `check` instead.",
      'import { Ward } from "@fx/ward";',
      "```ts\nclass Ward<TAction extends string = string> {\n" +
      "  isAllowed(principal: Principal, action: string): boolean;\n" +
      "  isAllowed(principal: Principal, action: string, resource: string): boolean;\n}\n```",
      "Whether the principal may act.",
      // A member's line is its owner's.
      "Ward is declared in packages/ward/src/ward.ts:7.",
    ].join("\n\n"),
  );
  const structured = result.structuredContent as {
    member: string;
    symbols: { name: string; doc?: string; members: { name: string; doc: string }[] }[];
  };
  assert.equal(structured.member, "isAllowed");
  assert.equal(structured.symbols[0]!.doc, undefined, "the owner's docs are not repeated");
  assert.deepEqual(structured.symbols[0]!.members.map((m) => [m.name, m.doc]), [
    ["isAllowed", "Whether the principal may act."],
  ]);
  assert.ok(
    (await text(c, "get-symbol", { name: "WardOptions.denyWins" })).includes("@default true"),
  );
});

Deno.test("get-symbol answers variable.member with the member of the variable's type, saying what the variable is", async () => {
  const utils: ApiSymbol = {
    ...fn("TestUtils"),
    kind: "interface",
    signature: "interface TestUtils",
    members: [{
      name: "mock",
      kind: "method",
      signature: "mock(path: string): void",
      doc: "Mocks every import of the module.",
    }],
  };
  const vi: ApiSymbol = { ...fn("vi"), kind: "variable", signature: "const vi: TestUtils" };
  await using c = await connectInMemory(withBigPackage(utils, vi));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "vi.mock" });
  assert.match(answer, /^`const vi: TestUtils` \(import \{ vi \} from "@mini\/big";\):\n\n/);
  assert.ok(answer.includes("interface TestUtils {\n  mock(path: string): void;\n}"), answer);
  assert.match(answer, /Mocks every import of the module\./);
});

Deno.test("a member its package marks @internal is said to be declared, not found nowhere, by get-symbol and search", async () => {
  // graphql's `ValidationOptions.maxErrors`, which `validate`'s own doc tells users to pass.
  const options: ApiSymbol = {
    ...fn("CheckOptions"),
    kind: "interface",
    signature: "interface CheckOptions",
    members: [{ name: "quiet", kind: "property", signature: "quiet?: boolean" }],
    internalMembers: ["maxErrors"],
  };
  await using c = await connectInMemory(withBigPackage(options));
  assertToolError(
    await c.call("get-symbol", { packageSlug: "big", name: "CheckOptions.maxErrors" }),
    '"CheckOptions" (big) declares "maxErrors", which @mini/big marks @internal',
  );
  const found = await text(c, "search", {
    query: "CheckOptions quiet maxErrors",
    packageSlug: "big",
    kind: "symbol",
  });
  assert.doesNotMatch(found, /Not found/);
});

Deno.test("a name its package exports marked @internal is said to be exported, not found nowhere", async () => {
  // Fluent's `Button` class: "exports no symbol Button" before.
  const data = withBigPackage(fn("makeButton"));
  data.packages.at(-1)!.internalExports = ["Button"];
  await using c = await connectInMemory(data);
  assertToolError(
    await c.call("get-symbol", { packageSlug: "big", name: "Button" }),
    '@mini/big exports "Button" but marks it @internal',
  );
  const found = await text(c, "search", {
    query: "Button makeButton",
    packageSlug: "big",
    kind: "symbol",
  });
  assert.doesNotMatch(found, /Not found/);
});

Deno.test("get-symbol counts a type's bases among its package's types only, not a namespace of the same name", async () => {
  // Effect's `interface Aaaa extends Equal.Equal`: the module `Equal` is a namespace record too.
  const equal: ApiSymbol = {
    ...fn("Equal"),
    kind: "interface",
    signature: "interface Equal",
    members: [{ name: "equals", kind: "method", signature: "equals(that: unknown): boolean" }],
  };
  const module: ApiSymbol = {
    ...fn("Equal"),
    kind: "namespace",
    signature: "namespace Equal",
    members: [
      {
        name: "equals",
        kind: "function",
        signature: "function equals(a: unknown, b: unknown): boolean",
      },
      { name: "symbol", kind: "variable", signature: "const symbol: unique symbol" },
    ],
  };
  const record: ApiSymbol = {
    ...fn("Record"),
    kind: "interface",
    signature: "interface Record extends Equal.Equal",
    inheritsThrough: ["Equal"],
  };
  await using c = await connectInMemory(withBigPackage(equal, module, record));
  assert.ok(
    (await text(c, "get-symbol", { packageSlug: "big", name: "Record" })).includes(
      "It also has the members of `Equal` (`equals`): ",
    ),
  );
});

Deno.test("get-symbol names a few inherited members and counts many", async () => {
  const base = (name: string, count: number): ApiSymbol => ({
    ...fn(name),
    kind: "interface",
    signature: `interface ${name}`,
    members: Array.from({ length: count }, (_, i) => ({
      name: `${name.toLowerCase()}${i}`,
      kind: "property" as const,
      signature: `${name.toLowerCase()}${i}?: number`,
    })),
  });
  const child = (name: string, parent: string): ApiSymbol => ({
    ...fn(name),
    kind: "interface",
    signature: `interface ${name} extends ${parent}`,
  });
  await using c = await connectInMemory(
    withBigPackage(base("Few", 2), base("Many", 9), child("A", "Few"), child("B", "Many")),
  );
  assert.match(
    await text(c, "get-symbol", { packageSlug: "big", name: "A" }),
    /It also has the members of `Few` \(`few0`, `few1`\): /,
  );
  assert.match(
    await text(c, "get-symbol", { packageSlug: "big", name: "B" }),
    /It also has the members of `Many` \(9\): /,
  );
});

Deno.test("get-symbol answers Type.member with a member the type inherits from a type of its package", async () => {
  const iface = (name: string, signature: string, member: string): ApiSymbol => ({
    ...fn(name),
    kind: "interface",
    signature,
    members: [{
      name: member,
      kind: "property",
      signature: `${member}?: boolean`,
      doc: `The ${member}.`,
    }],
  });
  const base = iface("BaseOptions", "interface BaseOptions", "flush");
  const middle = iface("MiddleOptions", "interface MiddleOptions extends BaseOptions", "deep");
  const top = iface(
    "TopOptions",
    "interface TopOptions<T extends string = string> extends MiddleOptions, Other<T>",
    "once",
  );
  await using c = await connectInMemory(withBigPackage(base, middle, top));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "TopOptions.flush" });
  assert.match(answer, /^`TopOptions` inherits `flush` from `BaseOptions`:\n\n/);
  // Its overview says it has more members than its own, and where (Apollo's `QueryHookOptions`).
  assert.ok(
    (await text(c, "get-symbol", { packageSlug: "big", name: "TopOptions" })).includes(
      "It also has the members of `MiddleOptions` (`deep`) and `BaseOptions` (`flush`): " +
        'get-symbol {"packageSlug":"big","name":"TopOptions.<member>"}.',
    ),
  );
  assert.match(answer, /The flush\./);
  assertToolError(
    await c.call("get-symbol", { packageSlug: "big", name: "TopOptions.nope" }),
    'has no member "nope"',
  );
  // A type alias's members are those of the types it stands for (bullmq's `JobsOptions`), an
  // interface extending it reaches them too (koa's `Context`).
  const alias = typeAlias(
    "JobOptions",
    "type JobOptions<T = {}> = MiddleOptions<string> & { retries: number } & Extra",
  );
  const heir = { ...iface("Job", "interface Job extends JobOptions", "name"), line: 9 };
  await using d = await connectInMemory(withBigPackage(base, middle, top, alias, heir));
  // Through the standard library's utility types (`@google-cloud/storage`'s `Pick<UploadConfig>`).
  const picked = {
    ...iface("Picked", "interface Picked extends Pick<BaseOptions, 'flush'>", "own"),
    line: 11,
  };
  await using e = await connectInMemory(withBigPackage(base, picked));
  assert.match(
    await text(e, "get-symbol", { packageSlug: "big", name: "Picked.flush" }),
    /^`Picked` inherits `flush` from `BaseOptions`:/,
  );
  for (const [owner, heirName] of [["JobOptions", "JobOptions"], ["Job", "Job"]]) {
    const found = await text(d, "get-symbol", { packageSlug: "big", name: `${owner}.flush` });
    assert.match(found, new RegExp(`^\`${heirName}\` inherits \`flush\` from \`BaseOptions\`:`));
  }
});

Deno.test("get-symbol writes a constant's object type from its members once, and reads Constant.member", async () => {
  // three's `const MathUtils: { clamp: typeof clamp; ... }`, its members the functions.
  const utils: ApiSymbol = {
    ...fn("MathUtils"),
    kind: "variable",
    signature: "const MathUtils: {\n    clamp: typeof clamp;\n}",
    members: [{
      name: "clamp",
      kind: "method",
      signature: "clamp(value: number, min: number, max: number): number",
      doc: "Clamps a value between two bounds.",
    }],
  };
  await using c = await connectInMemory(withBigPackage(utils));
  const whole = await text(c, "get-symbol", { packageSlug: "big", name: "MathUtils" });
  assert.match(
    whole,
    /```ts\nconst MathUtils: \{\n {2}\/\*\* Clamps a value between two bounds\. \*\/\n/,
  );
  assert.equal(whole.match(/clamp\(/g)?.length, 1, whole);
  assert.doesNotMatch(whole, /typeof clamp/);
  const member = await text(c, "get-symbol", { packageSlug: "big", name: "MathUtils.clamp" });
  assert.match(member, /clamp\(value: number, min: number, max: number\): number/);
  assert.match(member, /Clamps a value between two bounds\./);
});

Deno.test("get-symbol reads Namespace.member of a package whose default is that namespace (export = ts)", async () => {
  const ts: ApiSymbol = {
    ...fn("default"),
    kind: "namespace",
    signature: "namespace ts",
    members: [{
      name: "createProgram",
      kind: "function",
      signature: "function createProgram(rootNames: readonly string[]): Program",
      doc: "Creates a program.",
    }],
  };
  const parse: ApiSymbol = { ...fn("parse", "Parses a file."), line: 40 };
  await using c = await connectInMemory(withBigPackage(ts, parse));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "ts.createProgram" });
  assert.match(answer, /^import ts from "@mini\/big";\n/);
  assert.match(answer, /function createProgram\(rootNames: readonly string\[\]\): Program/);
  // A member the package exports by itself too is that export, with its docs and line.
  const own = await text(c, "get-symbol", { packageSlug: "big", name: "ts.parse" });
  assert.match(own, /Parses a file\.\n\nDeclared in src\/index\.ts:40\.$/);
});

Deno.test("a default whose declaration's name no user writes is imported under its entry's name", async () => {
  // express's `export = e`, yargs' `export default _instanceFactory`.
  for (const signature of ["function e(): Application", "function _instanceFactory(): Argv"]) {
    const made = { ...fn("default", "Makes an app."), signature };
    await using c = await connectInMemory(withBigPackage(made));
    const answer = await text(c, "get-symbol", { packageSlug: "big", name: "default" });
    assert.match(answer, /^import big from "@mini\/big";\n/, answer);
  }
});

Deno.test("get-symbol reads a package's default by the name its declaration has (export = debounce)", async () => {
  const debounce: ApiSymbol = {
    ...fn("default", "Creates a debounced function."),
    signature: "debounce<T>(func: T, wait?: number): T",
  };
  await using c = await connectInMemory(withBigPackage(debounce, fn("helper")));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "debounce" });
  assert.match(answer, /debounce<T>\(func: T, wait\?: number\): T/);
  assert.match(answer, /Creates a debounced function\./);
  assertToolError(
    await c.call("get-symbol", { packageSlug: "big", name: "debounced" }),
    'exports no symbol "debounced"',
  );
});

Deno.test("get-symbol reads a member a class inherits through a base its package does not export", async () => {
  const store: ApiSymbol = {
    ...fn("Store"),
    kind: "class",
    signature: "class Store extends Core",
    inheritsThrough: ["Commands"],
  };
  const commands: ApiSymbol = {
    ...fn("Commands"),
    kind: "interface",
    signature: "interface Commands",
    members: [{
      name: "set",
      kind: "method",
      signature: "set(key: string): void",
      doc: "Sets a key.",
    }],
  };
  await using c = await connectInMemory(withBigPackage(store, commands));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "Store.set" });
  assert.match(answer, /^`Store` inherits `set` from `Commands`:/);
  assert.match(answer, /Sets a key\./);
});

Deno.test("get-symbol shows the overloads of a member that fit, and fetch of its id all of them", async () => {
  const overloads = Array.from(
    { length: 100 },
    (_, i) => `set(key: string, value: string, mode${i}: "MODE${i}", ttl: number): Promise<"OK">`,
  );
  const store: ApiSymbol = {
    ...fn("Store"),
    kind: "class",
    signature: "class Store",
    members: [{ name: "set", kind: "method", signature: overloads.join("\n"), doc: "Sets a key." }],
  };
  await using c = await connectInMemory(withBigPackage(store));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "Store.set" });
  assert.ok(answer.length < 4_000, `${answer.length}`);
  assert.match(
    answer,
    /\/\/ \d+ of 100 overloads shown: fetch \{"id":"symbol\/big\/Store\.set"\} shows them all/,
  );
  assert.match(answer, /Sets a key\./);
  const fetched = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/Store.set" }))).text;
  assert.ok(fetched.includes('mode99: "MODE99"'), fetched.slice(-300));
});

Deno.test("get-symbol says what an owner has when the member is not there", async () => {
  await using c = await connectInMemory(symbolCatalog());
  assertToolError(
    await c.call("get-symbol", { name: "Ward.alow" }),
    '"Ward" (ward) has no member "alow". Closest: allow. Its members: constructor, size, allow,',
  );
  assertToolError(
    await c.call("get-symbol", { name: "createWard.x" }),
    '"createWard" (ward, function) has no members.',
    '{ "packageSlug": "ward", "name": "createWard" }',
  );
});

Deno.test("get-symbol lists 30 of an owner's members when the one asked for is not there", async () => {
  // Stripe's class has over a thousand: the whole list took 25,000 characters.
  const many: ApiSymbol = {
    ...fn("Store"),
    kind: "class",
    signature: "class Store",
    members: Array.from({ length: 100 }, (_, i) => ({
      name: `member${i}`,
      kind: "property",
      signature: `member${i}: string`,
    })),
  };
  await using c = await connectInMemory(withBigPackage(many));
  const result = await c.call("get-symbol", { packageSlug: "big", name: "Store.nothing" });
  assertToolError(result, "Its members: member0, member1,", "member29 and 70 more.");
  assert.ok(!textOf(result).includes("member30"), textOf(result));
});

Deno.test("a type in nested namespaces is imported through its first name, and its members are found under its last", async () => {
  const params: ApiSymbol = {
    ...fn("Payments.Checkout.SessionCreateParams"),
    kind: "interface",
    signature: "interface SessionCreateParams",
    members: [{
      name: "method_types",
      kind: "property",
      signature: "method_types?: string[]",
      doc: "The payment method types a customer may choose from.",
    }],
  };
  await using c = await connectInMemory(withBigPackage(params));
  const answer = await text(c, "get-symbol", {
    packageSlug: "big",
    name: "Payments.Checkout.SessionCreateParams.method_types",
  });
  assert.match(
    answer,
    /import type \{ Payments \} from "@mini\/big"; \/\/ Payments\.Checkout\.SessionCreateParams\n/,
  );
  assert.match(answer, /The payment method types a customer may choose from\./);
  // Written by its last name beside a member, as code writes it once imported so.
  const found = await text(c, "search", {
    query: "SessionCreateParams method_types",
    packageSlug: "big",
  });
  assert.match(
    found,
    /"Payments\.Checkout\.SessionCreateParams\.method_types":"method_types\?: string\[\]/,
  );
});

Deno.test("an ambiguous name lists its packages and how to ask for one", async () => {
  await using c = await connectInMemory(symbolCatalog());
  assert.equal(
    assertToolError(await c.call("get-symbol", { name: "Rule" })),
    '2 packages export "Rule": ward (@fx/ward, typeAlias), guard (@fx/guard, interface). ' +
      'Ask again with packageSlug, for example { "packageSlug": "ward", "name": "Rule" }.',
  );
});

Deno.test("an unknown name gets the closest names and the packages without symbol data", async () => {
  await using c = await connectInMemory(symbolCatalog());
  assertToolError(
    await c.call("get-symbol", { name: "createWrd" }),
    'No package exports a symbol "createWrd". Closest names: createWard (ward).',
    "search-symbols",
    "Packages without symbol data (use get-source or get-docs): legacy.",
  );
  assertToolError(
    await c.call("get-symbol", { packageSlug: "ward", name: "join" }),
    'Package "ward" exports no symbol "join". It is exported by path.',
    'list-symbols { "packageSlug": "ward" }',
  );
});

Deno.test("a package without symbol data says what to run and what to use meanwhile", async () => {
  await using c = await connectInMemory(symbolCatalog());
  for (const tool of ["get-symbol", "list-symbols"]) {
    assertToolError(
      await c.call(tool, { packageSlug: "legacy", name: "legacyThing" }),
      'Package "legacy" has no symbol data',
      "Packages with symbols: elements, guard, path, ward.",
      "use get-source or get-docs",
      "--repo-root <monorepo> --out <file>",
    );
  }
});

Deno.test("the packages with symbols are named up to 30, then counted", async () => {
  const data = symbolCatalog();
  for (let i = 0; i < 36; i++) data.packages.push(blankPackage(`extra-${i}`, { symbols: [] }));
  await using c = await connectInMemory(data);
  const message = assertToolError(
    await c.call("list-symbols", { packageSlug: "legacy" }),
    "and 10 more. For this one",
  );
  assert.ok(!message.includes("ward"), "ward sorts after the first 30");
});

Deno.test("a snapshot without symbol data makes every symbol tool say so", async () => {
  const data = miniCatalog();
  for (const pkg of data.packages) delete pkg.symbols;
  await using c = await connectInMemory(data);
  const calls: [string, Record<string, unknown>][] = [
    ["get-symbol", { name: "DatePicker" }],
    ["get-symbol", { packageSlug: "date-picker", name: "DatePicker" }],
    ["list-symbols", { packageSlug: "date-picker" }],
  ];
  for (const [tool, args] of calls) {
    assertToolError(
      await c.call(tool, args),
      "This catalog snapshot has no symbol data",
      "get-source or get-docs",
      "deno run -A jsr:@catalog-mcp/server/generator",
    );
  }
  assertToolError(
    await c.call("search-symbols", { query: "date" }),
    "no symbol data",
    "search-packages, list-components or get-docs",
  );
});

Deno.test("members are cut to a sentence, then to signatures, to stay in budget", async () => {
  await using c = await connectInMemory(
    withBigPackage(bigClass("Twelve", 12), bigClass("TwentyFour", 24)),
  );
  const twelve = await c.call("get-symbol", { name: "Twelve" });
  assert.ok(textOf(twelve).includes("  /** Runs step 3 on the input. */\n  method3("));
  assert.ok(!textOf(twelve).includes("nothing is changed"));
  assert.ok(
    textOf(twelve).includes(
      "(12 members, docs cut to a sentence.) Each with its docs: get-symbol " +
        '{"packageSlug":"big","name":"Twelve.<member>"}.',
    ),
  );
  const many = textOf(await c.call("get-symbol", { name: "TwentyFour" }));
  assert.ok(many.includes("class TwentyFour {\n  method0(input"), many);
  assert.ok(!many.includes("Runs step"));
  assert.ok(many.includes("(24 members, docs left out.)"));
  const one = await text(c, "get-symbol", { name: "TwentyFour.method23" });
  assert.ok(one.includes("nothing is changed"), "the member's docs come whole when asked for");
});

Deno.test("a deprecated member says so, with what to use, when the members' docs are cut or left out; a default stays with the first sentence", async () => {
  const [twelve, twentyFour] = [bigClass("Twelve", 12), bigClass("TwentyFour", 24)];
  for (const big of [twelve, twentyFour]) {
    big.members![5]!.tags = [{ tag: "deprecated", text: "Use `method6`. It checks more." }];
    big.members![7]!.tags = [{ tag: "default", text: "'strict'" }, { tag: "since", text: "2" }];
  }
  await using c = await connectInMemory(withBigPackage(twelve, twentyFour));
  const cut = await text(c, "get-symbol", { name: "Twelve" });
  assert.ok(
    cut.includes("  /** Runs step 5 on the input. @deprecated Use `method6`. */\n  method5("),
    cut,
  );
  // Its default stays with a member's first sentence; other tags go.
  assert.ok(cut.includes("  /** Runs step 7 on the input. @default 'strict' */\n  method7("), cut);
  const signatures = await text(c, "get-symbol", { name: "TwentyFour" });
  assert.ok(signatures.includes("(24 members, docs left out.)"), signatures);
  assert.ok(signatures.includes("  /** @deprecated Use `method6`. */\n  method5("), signatures);
  assert.ok(!signatures.includes("It checks more"));
  // The member asked for alone says it once, above its signature.
  const one = await text(c, "get-symbol", { name: "TwentyFour.method5" });
  assert.ok(one.startsWith("> **Deprecated**: Use `method6`. It checks more."), one);
  assert.ok(!one.includes("/** @deprecated"), one);
});

Deno.test("fetch gives one member by symbol/<slug>/<Class>.<member>, and a class with cut docs says so", async () => {
  await using c = await connectInMemory(withBigPackage(bigClass("TwentyFour", 24)));
  const whole = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/TwentyFour" })));
  assert.ok(
    whole.text.includes('Each with its docs: fetch {"id":"symbol/big/TwentyFour.<member>"}.'),
    whole.text,
  );
  const member = await c.call("fetch", { id: "symbol/big/TwentyFour.method7" });
  assert.equal(member.isError, undefined, textOf(member));
  const item = JSON.parse(textOf(member));
  assert.equal(item.id, "symbol/big/TwentyFour.method7");
  // Titled with the member's kind, as search titles it, not its owner's.
  assert.match(item.title, /^TwentyFour\.method7 \(method, /);
  assert.equal(
    (member.structuredContent as { metadata: Record<string, string> }).metadata.name,
    "TwentyFour.method7",
  );
  assert.match(item.text, /Runs step 7 on the input\. It reads every key/);
  const unknown = await c.call("fetch", { id: "symbol/big/TwentyFour.method99" });
  assert.equal(unknown.isError, true);
  assert.match(textOf(unknown), /method99/);
});

Deno.test("a type alias of an object literal is written from its members, with their docs", async () => {
  const props = typeAlias(
    "RendererProps",
    "type RendererProps = {\n  allowedTools?: string[];\n  callTool?(name: string): void;\n}",
    [
      {
        name: "allowedTools",
        kind: "property",
        signature: "allowedTools?: string[]",
        doc: "Deny-by-default: when omitted, the app can call none.",
      },
      { name: "callTool", kind: "method", signature: "callTool?(name: string): void" },
    ],
  );
  await using c = await connectInMemory(withBigPackage(props));
  const answer = await text(c, "get-symbol", { name: "RendererProps" });
  assert.ok(
    answer.includes(
      "```ts\ntype RendererProps = {\n  /** Deny-by-default: when omitted, the app can call none. */\n" +
        "  allowedTools?: string[];\n  callTool?(name: string): void;\n}\n```",
    ),
    answer,
  );
  const one = await text(c, "get-symbol", { name: "RendererProps.allowedTools" });
  assert.ok(one.includes("Deny-by-default"), one);
});

Deno.test("an alias written with literals keeps its own text; only a worked-out one shows what it resolves to", async () => {
  // svelte's `MountOptions`: a literal, then a conditional whose branches hold `props`.
  const mount = typeAlias(
    "MountOptions",
    "type MountOptions<P> = {\n  target: Element;\n} & ({} extends P ? {\n  props?: P;\n} : {\n  props: P;\n})",
    [{ name: "target", kind: "property", signature: "target: Element", doc: "Where." }],
  );
  // Vue's `TemplateRef`: nothing but the types it applies.
  const ref = typeAlias(
    "TemplateRef",
    "type TemplateRef<T = unknown> = Readonly<ShallowRef<T | null>>",
    [{ name: "value", kind: "property", signature: "readonly value: T | null" }],
  );
  await using c = await connectInMemory(withBigPackage(mount, ref));
  const mounted = await text(c, "get-symbol", { name: "MountOptions" });
  assert.ok(
    mounted.includes(
      "type MountOptions<P> = {\n  /** Where. */\n  target: Element;\n} & ({} extends P ? {\n",
    ),
    mounted,
  );
  assert.ok(!mounted.includes("resolves to"), mounted);
  const resolved = await text(c, "get-symbol", { name: "TemplateRef" });
  assert.ok(
    resolved.includes(
      "type TemplateRef<T = unknown> = Readonly<ShallowRef<T | null>>\n// resolves to:\n" +
        "type TemplateRef<T = unknown> = {\n  readonly value: T | null;\n}",
    ),
    resolved,
  );
});

Deno.test("Module.name, where Module is a module re-exported as a namespace, is that module's own declaration", async () => {
  const namespace: ApiSymbol = {
    ...fn("Stream"),
    kind: "namespace",
    signature: 'export * as Stream from "./Stream.ts"',
    members: [{ name: "catchTag", kind: "function", signature: "function catchTag(): void" }],
  };
  const own = { ...fn("catchTag", "Recovers from one tagged error."), subpath: "./Stream" };
  const other = { ...fn("catchTag", "The channel's own."), subpath: "./Channel" };
  await using c = await connectInMemory(withBigPackage(namespace, other, own));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "Stream.catchTag" });
  assert.ok(answer.startsWith('import { catchTag } from "@mini/big/Stream";'), answer);
  assert.ok(answer.includes("Recovers from one tagged error."), answer);
  assert.ok(!answer.includes("The channel's own."), answer);
  // fetch with a query that names the entry gives that entry's declaration alone.
  const fetched = await c.call("fetch", { id: "symbol/big/catchTag", query: "Stream.catchTag" });
  const item = JSON.parse(textOf(fetched));
  assert.match(item.text, /Recovers from one tagged error\./);
  assert.doesNotMatch(item.text, /The channel's own/);
  // So does one whose import path names it.
  const imported = await c.call("fetch", {
    id: "symbol/big/catchTag",
    query: 'import { catchTag } from "@mini/big/Stream": the channel\'s own or one tagged error?',
  });
  assert.match(JSON.parse(textOf(imported)).text, /Recovers from one tagged error\./);
  assert.doesNotMatch(JSON.parse(textOf(imported)).text, /The channel's own/);
  // The name alone is every entry's, the entries named first, with how to ask for one alone.
  const all = await text(c, "get-symbol", { packageSlug: "big", name: "catchTag" });
  assert.ok(
    all.startsWith(
      '@mini/big exports "catchTag" from 2 entries, each with its own declaration ' +
        '(@mini/big/Channel, @mini/big/Stream) (one alone: get-symbol {"packageSlug":"big",' +
        '"name":"Stream.catchTag"}):',
    ),
    all,
  );
  const viaFetch = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/catchTag" })));
  assert.match(viaFetch.text, /\(one alone: fetch \{"id":"symbol\/big\/Stream\.catchTag"\}\):/);
  const alone = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/Stream.catchTag" })));
  assert.match(alone.text, /Recovers from one tagged error\./);
  assert.doesNotMatch(alone.text, /The channel's own/);
  // search: the name under its entry is that entry's declaration, first; alone, the likeliest.
  const first = async (query: string) =>
    JSON.parse(textOf(await c.call("search", { query, kind: "symbol", limit: 1 }))).results[0];
  const qualified = await first("Stream.catchTag");
  assert.equal(qualified.title, "catchTag (function, @mini/big/Stream)");
  assert.match(qualified.text, /Recovers from one tagged error\./);
  assert.doesNotMatch(qualified.text, /The channel's own/);
  const bare = await first("catchTag");
  assert.equal(bare.title, "catchTag (function, @mini/big/Channel)");
  assert.match(bare.text, /The channel's own\./);
});

Deno.test("Entry.name, where no symbol is named Entry, is the declaration that entry exports, in get-symbol, fetch and search", async () => {
  const alpha = { ...fn("merge", "Merges alphas."), subpath: "./alpha" };
  const beta = { ...fn("merge", "Merges betas."), subpath: "./beta" };
  await using c = await connectInMemory(withBigPackage(alpha, beta));
  const one = await text(c, "get-symbol", { packageSlug: "big", name: "Beta.merge" });
  assert.ok(one.startsWith('import { merge } from "@mini/big/beta";'), one);
  assert.ok(!one.includes("Merges alphas."), one);
  const found = JSON.parse(textOf(await c.call("search", { query: "Beta.merge", limit: 1 })));
  assert.equal(found.results[0].id, "symbol/big/beta.merge");
  assert.equal(found.results[0].title, "merge (function, @mini/big/beta)");
  const fetched = JSON.parse(textOf(await c.call("fetch", { id: found.results[0].id })));
  assert.match(fetched.text, /Merges betas\./);
  assert.doesNotMatch(fetched.text, /Merges alphas/);
  // An entry that does not declare it, or no such entry: the usual error.
  assertToolError(await c.call("get-symbol", { packageSlug: "big", name: "Gamma.merge" }));
});

Deno.test("a name several entries declare shows the main entry's, then the package's eponymous module's, first", async () => {
  const array = { ...fn("catchTag", "The array module's own."), subpath: "./Array" };
  const core = { ...fn("catchTag", "The core's own."), subpath: "./Big" };
  await using c = await connectInMemory(withBigPackage(array, core));
  const all = await text(c, "get-symbol", { packageSlug: "big", name: "catchTag" });
  assert.match(
    all,
    /from 2 entries, each with its own declaration \(@mini\/big\/Big, @mini\/big\/Array\)/,
  );
  assert.ok(all.indexOf("The core's own.") < all.indexOf("The array module's own."), all);
  // So does search: its result is titled by that entry and shows its declaration's docs.
  const found = JSON.parse(textOf(
    await c.call("search", { query: "catchTag", kind: "symbol", limit: 1 }),
  ));
  assert.equal(found.results[0].title, "catchTag (function, @mini/big/Big)");
  assert.match(found.results[0].text, /The core's own\./);
  assert.doesNotMatch(found.results[0].text, /The array module's own/);
  // fetch with a query that names no entry reads the likeliest declaration and names the others.
  const likeliest = JSON.parse(textOf(
    await c.call("fetch", { id: "symbol/big/catchTag", query: "one handler for several tags" }),
  ));
  assert.match(likeliest.text, /The core's own\./);
  assert.doesNotMatch(likeliest.text, /The array module's own\./);
  assert.equal(likeliest.metadata.alsoDeclaredIn, "@mini/big/Array");
  // So does one that qualifies the name with a module no entry is: it names no entry either.
  const unknown = JSON.parse(textOf(
    await c.call("fetch", { id: "symbol/big/catchTag", query: "Nowhere.catchTag" }),
  ));
  assert.match(unknown.text, /The core's own\./);
  assert.equal(unknown.metadata.alsoDeclaredIn, "@mini/big/Array");
  // One that names an entry reads it alone, and names no others.
  const named = JSON.parse(textOf(
    await c.call("fetch", { id: "symbol/big/catchTag", query: "Array.catchTag" }),
  ));
  assert.match(named.text, /The array module's own\./);
  assert.equal(named.metadata.alsoDeclaredIn, undefined);
  const main = { ...fn("catchTag", "The main entry's own."), subpath: "." };
  await using d = await connectInMemory(withBigPackage(array, core, main));
  const three = await text(d, "get-symbol", { packageSlug: "big", name: "catchTag" });
  assert.ok(three.indexOf("The main entry's own.") < three.indexOf("The core's own."), three);
});

Deno.test("get-symbol: a name many entries declare at length is a line each, and subpath gives one whole", async () => {
  const docs = (entry: string) =>
    `Merges two ${entry} values into one. ${"It keeps the order of both inputs. ".repeat(40)}`;
  const entries = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"];
  const merges = entries.map((entry): ApiSymbol => ({
    ...fn("merge", docs(entry)),
    kind: "variable",
    subpath: `./${entry}`,
    signature: `const merge: {\n    <A>(that: ${entry}<A>): (self: ${entry}<A>) => ${entry}<A>;\n` +
      `    <A>(self: ${entry}<A>, that: ${entry}<A>): ${entry}<A>;\n}`,
  }));
  await using c = await connectInMemory(withBigPackage(fn("helper"), ...merges));
  const index = await c.call("get-symbol", { packageSlug: "big", name: "merge" });
  const lines = textOf(index).split("\n");
  assert.equal(
    lines[0],
    '@mini/big exports "merge" from 5 entries, each with its own declaration; subpath gives ' +
      'one whole, e.g. get-symbol {"packageSlug":"big","name":"merge","subpath":"@mini/big/Alpha"}:',
  );
  assert.equal(
    lines[2],
    "- @mini/big/Beta: `const merge: (that: Beta<A>): (self: Beta<A>) => Beta<A>;` Merges two " +
      "Beta values into one.",
  );
  assert.equal(lines.length, 6);
  const { symbols } = index.structuredContent as { symbols: Record<string, unknown>[] };
  assert.deepEqual(symbols.map((symbol) => [symbol.subpath, "doc" in symbol]), [
    ["./Alpha", false],
    ["./Beta", false],
    ["./Delta", false],
    ["./Epsilon", false],
    ["./Gamma", false],
  ]);
  // Each entry as an import writes it, as `exports` names it, or by its last part.
  for (const subpath of ["@mini/big/Gamma", "./Gamma", "Gamma"]) {
    const one = await text(c, "get-symbol", { packageSlug: "big", name: "merge", subpath });
    assert.ok(one.startsWith('import { merge } from "@mini/big/Gamma";'), one);
    assert.ok(one.includes(docs("Gamma").trim()), one);
    assert.ok(!one.includes("Beta"), one);
  }
  // Two entries' declarations fit whole: both, as before.
  await using two = await connectInMemory(withBigPackage(...merges.slice(0, 2)));
  assert.match(await text(two, "get-symbol", { packageSlug: "big", name: "merge" }), /It keeps/);
  // fetch reads the item search shows, the likeliest declaration, whole; the others a line each,
  // with the id that reads one whole.
  const fetched = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/merge" })));
  const [alpha, others] = fetched.text.split("\n\n@mini/big also exports");
  assert.ok(alpha.startsWith('import { merge } from "@mini/big/Alpha";'), alpha);
  assert.ok(alpha.includes(docs("Alpha").trim()), alpha);
  assert.match(
    others,
    /^ "merge" from 4 other entries, each with its own declaration; a word of its entry gives one whole, e\.g\. fetch \{"id":"symbol\/big\/Beta\.merge"\}:\n- @mini\/big\/Beta: `const merge/,
  );
  assert.equal(others.split("\n").length, 5);
  assert.ok(!others.includes("It keeps the order"), others);
  const gamma = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/Gamma.merge" }))).text;
  assert.ok(gamma.includes(docs("Gamma").trim()) && !gamma.includes("Beta"), gamma);
  assertToolError(
    await c.call("get-symbol", { packageSlug: "big", name: "merge", subpath: "." }),
    '@mini/big does not export "merge"; @mini/big/Alpha, @mini/big/Beta, @mini/big/Delta, ' +
      "@mini/big/Epsilon, @mini/big/Gamma do. Leave subpath out for all of them.",
  );
  assertToolError(
    await c.call("get-symbol", { packageSlug: "big", name: "merge", subpath: "Gama" }),
    '@mini/big exports no symbol from "Gama". Closest: @mini/big/Gamma',
  );
});

Deno.test("entries that end alike (`pg/driver`, `mysql/driver`) are told apart by another word of theirs", async () => {
  const docs = (entry: string) =>
    `Connects to ${entry}. ${"It keeps one pool per process. ".repeat(60)}`;
  const drivers = ["mysql", "pg", "sqlite"].map((entry): ApiSymbol => ({
    ...fn("connect", docs(entry)),
    subpath: `./${entry}/driver`,
    alsoFrom: [`./${entry}`],
    signature: `function connect(url: string): ${entry}.Database`,
  }));
  await using c = await connectInMemory(withBigPackage(fn("helper"), ...drivers));
  const fetched = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/connect" }))).text;
  // Every entry ends with `driver`: the id the answer offers names the one by its other word.
  assert.match(
    fetched,
    /a word of its entry gives one whole, e\.g\. fetch \{"id":"symbol\/big\/pg\.connect"\}/,
  );
  const pg = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/pg.connect" })));
  assert.ok(pg.text.includes(docs("pg").trim()) && !pg.text.includes("Connects to mysql"), pg.text);
  assertToolError(
    await c.call("fetch", { id: "symbol/big/driver.connect" }),
    'No item has the id "symbol/big/driver.connect"',
  );
  // A query that names the entry in its own words reads that declaration, titled by it.
  const asked = JSON.parse(
    textOf(await c.call("fetch", { id: "symbol/big/connect", query: "connect to a sqlite file" })),
  );
  assert.ok(
    asked.text.includes("sqlite.Database") && !asked.text.includes("mysql.Database"),
    asked.text,
  );
  assert.match(asked.title, /@mini\/big\/sqlite\/driver/);
});

Deno.test("past the budget members are named only, and each can still be asked for", async () => {
  await using c = await connectInMemory(withBigPackage(bigClass("Huge", 300)));
  const result = await c.call("get-symbol", { name: "Huge" });
  const answer = textOf(result);
  const { symbols: [huge] } = result.structuredContent as {
    symbols: { members: unknown[]; omittedMembers: string[] }[];
  };
  assert.equal(huge!.members.length + huge!.omittedMembers.length, 300);
  assert.ok(huge!.members.length > 10, "signatures as far as the budget goes");
  const first = huge!.members.length;
  assert.ok(answer.includes(`  // ${huge!.omittedMembers.length} more: method${first}, `));
  // Sixty names at most: the rest are counted.
  const named = 300 - first - 60;
  assert.ok(answer.includes(`method${first + 59}, and ${named} more\n}`), answer);
  assert.ok(answer.includes(`${300 - first} by name only`));
  assert.ok(answer.length < 4_000, `${answer.length} characters`);
  assert.ok((await text(c, "get-symbol", { name: "Huge.method299" })).includes("method299("));
});

Deno.test("past the budget public members come before protected ones, and a deprecated name says so", async () => {
  // bullmq's `Worker`: its protected internals first in the file, `close` and `run` after.
  const internals: ApiMember[] = Array.from({ length: 40 }, (_, i) => ({
    name: `internal${i}`,
    kind: "method",
    signature:
      `protected internal${i}(job: Record<string, unknown>, token?: string): Promise<void>`,
  }));
  const publicOnes: ApiMember[] = [
    { name: "close", kind: "method", signature: "close(force?: boolean): Promise<void>" },
    {
      name: "pause",
      kind: "method",
      signature: "pause(): void",
      tags: [{ tag: "deprecated", text: "Use `stop`." }],
    },
  ];
  await using c = await connectInMemory(
    withBigPackage(classSymbol("Worker", [...internals, ...publicOnes])),
  );
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "Worker" });
  assert.ok(answer.includes("  close(force?: boolean): Promise<void>;\n"), answer);
  assert.ok(answer.indexOf("close(") < answer.indexOf("protected internal0("), answer);
  // Past the budget, a deprecated member's name says so.
  const huge = bigClass("Huge", 80);
  huge.members!.push(
    { ...publicOnes[1]!, name: "stop", signature: "stop(): void" },
    publicOnes[1]!,
  );
  await using d = await connectInMemory(withBigPackage(huge));
  const named = await text(d, "get-symbol", { packageSlug: "big", name: "Huge" });
  assert.match(named, /more: .*pause \(deprecated\)/);
});

Deno.test("a member's signature printed over several lines ends once, after its brackets close", async () => {
  const request = classSymbol("Request", [
    {
      name: "constructor",
      kind: "constructor",
      signature: "constructor(path?: string, match?: Result<[\n    unknown,\n    Route\n]>)",
    },
    { name: "param", kind: "method", signature: "param(key: string): string\nparam(): string[]" },
  ]);
  await using c = await connectInMemory(withBigPackage(request));
  assert.ok(
    (await text(c, "get-symbol", { name: "Request" })).includes(
      "```ts\nclass Request {\n  constructor(path?: string, match?: Result<[\n      unknown,\n" +
        "      Route\n  ]>);\n  param(key: string): string;\n  param(): string[];\n}\n```",
    ),
  );
});

Deno.test("members of a namespace merged into a function go into the namespace's braces", async () => {
  const expect: ApiSymbol = {
    ...fn("expect"),
    signature: "function expect(value: unknown): Matchers\nnamespace expect",
    members: [{ name: "extend", kind: "function", signature: "function extend(m: object): void" }],
  };
  await using c = await connectInMemory(withBigPackage(expect));
  assert.ok(
    (await text(c, "get-symbol", { name: "expect" })).includes(
      "```ts\nfunction expect(value: unknown): Matchers\nnamespace expect {\n" +
        "  function extend(m: object): void;\n}\n```",
    ),
  );
  assert.ok((await text(c, "get-symbol", { name: "expect.extend" })).includes("extend(m"));
});

Deno.test("list-symbols groups by kind with subpaths, deprecations and first sentences", async () => {
  await using c = await connectInMemory(symbolCatalog());
  assert.equal(
    await text(c, "list-symbols", { packageSlug: "ward" }),
    [
      '@fx/ward: 9 symbols; get-symbol { "packageSlug": "ward", "name": ... } shows one in full.',
      "## function (3)",
      "createWard: Creates a ward from a set of rules.",
      "makeWard [deprecated]: Creates a ward (the 1.0 name).",
      "mockWard (./testing): A ward for tests that answers from a table.",
      "## class (1)",
      "Ward: An authorization ward: decides whether a principal may act on a resource.",
      "## interface (1)",
      "WardOptions: Options of `createWard`.",
      "## typeAlias (1)",
      "Rule: One authorization rule.",
      "## variable (1)",
      "WILDCARD: Matches any role, resource or action.",
      "## enum (1)",
      "Effect: What a rule does when it matches.",
      "## namespace (1)",
      "rules: Rule helpers, grouped.",
    ].join("\n"),
  );
  const enums = await c.call("list-symbols", { packageSlug: "ward", kind: "enum" });
  assert.deepEqual(enums.structuredContent, {
    packageSlug: "ward",
    package: "@fx/ward",
    symbols: [{
      name: "Effect",
      kind: "enum",
      subpath: ".",
      summary: "What a rule does when it matches.",
    }],
  });
  assert.equal(
    await text(c, "list-symbols", { packageSlug: "path", kind: "class" }),
    "@fx/path exports no class. It has: function (2), variable (1).",
  );
});

Deno.test("list-symbols lists names only when the summaries would be long", async () => {
  const many = Array.from(
    { length: 120 },
    (_, i) =>
      fn(
        `helper${i}`,
        `Helps with the ${i}th chore of the day, quietly and without any fuss at all.`,
      ),
  );
  await using c = await connectInMemory(withBigPackage(...many, bigClass("Only", 1)));
  const result = await c.call("list-symbols", { packageSlug: "big" });
  const answer = textOf(result);
  assert.ok(answer.length < 8_000, `${answer.length}`);
  assert.ok(answer.includes("Names only, to keep this short; pass kind for the summaries"));
  assert.ok(answer.includes("## function (120)\nhelper0, helper1, helper10, "));
  const { symbols } = result.structuredContent as { symbols: { summary?: string }[] };
  assert.equal(symbols.length, 121);
  assert.ok(symbols.every((s) => s.summary === undefined));
  assert.equal(
    await text(c, "list-symbols", { packageSlug: "big", kind: "class" }),
    '@mini/big: 1 symbol of kind class; get-symbol { "packageSlug": "big", "name": ... } ' +
      "shows one in full.\n## class (1)\nOnly",
  );
  // One kind still too long for summaries: what gives them is search-symbols.
  const functions = await text(c, "list-symbols", { packageSlug: "big", kind: "function" });
  assert.ok(functions.includes("Names only, to keep this short; search-symbols with a part"));
});

Deno.test("list-symbols outlines what even names would make long, and narrows to an entry", async () => {
  const at = (subpath: string, name: string): ApiSymbol => ({
    ...fn(name, "Does a thing."),
    subpath,
  });
  const many = [
    ...Array.from({ length: 300 }, (_, i) => at("./alpha", `alphaHelperNumber${i}`)),
    ...Array.from({ length: 300 }, (_, i) => at("./beta", `betaHelperNumber${i}`)),
    at(".", "main"),
  ];
  await using c = await connectInMemory(withBigPackage(...many));
  const outlined = await c.call("list-symbols", { packageSlug: "big" });
  assert.equal(
    textOf(outlined),
    [
      '@mini/big: 601 symbols; get-symbol { "packageSlug": "big", "name": ... } shows one in ' +
      "full. Too many to list even as names: pass subpath.",
      "## kinds",
      "function (601)",
      "## subpaths (3)",
      "@mini/big (1), @mini/big/alpha (300), @mini/big/beta (300)",
    ].join("\n"),
  );
  assert.deepEqual(
    (outlined.structuredContent as { outline: unknown; symbols: unknown[] }).outline,
    {
      kinds: [{ kind: "function", count: 601 }],
      subpaths: [
        { subpath: ".", count: 1 },
        { subpath: "./alpha", count: 300 },
        { subpath: "./beta", count: 300 },
      ],
    },
  );
  // An entry as an import writes it, as exports name it, or its last part: the same listing,
  // whose lines leave the entry to the head.
  const beta = await text(c, "list-symbols", { packageSlug: "big", subpath: "@mini/big/beta" });
  assert.ok(beta.startsWith("@mini/big: 300 symbols from @mini/big/beta;"), beta);
  assert.ok(beta.includes("\nbetaHelperNumber0, betaHelperNumber1, "), beta);
  assert.ok(!beta.includes("alpha") && !beta.includes("(./beta)"), beta);
  for (const subpath of ["./beta", "beta"]) {
    assert.equal(await text(c, "list-symbols", { packageSlug: "big", subpath }), beta);
  }
  assert.equal(
    await text(c, "list-symbols", { packageSlug: "big", subpath: "@mini/big" }),
    '@mini/big: 1 symbol from @mini/big; get-symbol { "packageSlug": "big", "name": ... } ' +
      "shows one in full.\n## function (1)\nmain: Does a thing.",
  );
  assert.equal(
    await text(c, "list-symbols", { packageSlug: "big", subpath: "beta", kind: "class" }),
    "@mini/big exports no class from @mini/big/beta. It has: function (300).",
  );
  assertToolError(
    await c.call("list-symbols", { packageSlug: "big", subpath: "@mini/big/bet" }),
    '@mini/big exports no symbol from "@mini/big/bet". Closest: @mini/big/beta',
    "Leave subpath out for all of them.",
  );
});

Deno.test("get-symbol shows a function's overloads up to its budget and says how many are left; fetch shows them all", async () => {
  const overloads = Array.from(
    { length: 30 },
    (_, i) =>
      `function chain<${Array.from({ length: i + 1 }, (_, k) => `T${k}`).join(", ")}>(${
        Array.from({ length: i + 1 }, (_, k) => `step${k}: Step<T${k}>`).join(", ")
      }): Chain`,
  );
  const chain = { ...fn("chain", "Chains steps."), signature: overloads.join("\n") };
  await using c = await connectInMemory(withBigPackage(chain));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "chain" });
  const block = /```ts\n([^]*?)\n```/.exec(answer)![1]!.split("\n");
  const kept = block.length - 1;
  assert.deepEqual(block.slice(0, kept), overloads.slice(0, kept));
  assert.ok(block.slice(0, kept).join("\n").length <= 2_400 && kept > 1, `${kept}`);
  assert.equal(
    block.at(-1),
    `// ${kept} of 30 overloads shown: fetch {"id":"symbol/big/chain"} shows them all`,
  );
  assert.ok(answer.includes("Chains steps."), answer);
  const fetched = JSON.parse(textOf(await c.call("fetch", { id: "symbol/big/chain" })));
  assert.ok(fetched.text.includes(overloads.join("\n")), fetched.text);
  // Within the budget, every overload is shown.
  const few = { ...chain, signature: overloads.slice(0, 3).join("\n") };
  await using small = await connectInMemory(withBigPackage(few));
  assert.ok(
    (await text(small, "get-symbol", { name: "chain" })).includes(`${few.signature}\n\`\`\``),
  );
});

Deno.test("get-symbol counts overloads printed on several lines as one each", async () => {
  // lodash's `get`: each overload's tuple of keys printed a key a line.
  const overloads = Array.from(
    { length: 20 },
    (_, i) =>
      `get<TObject extends object>(object: TObject, path: [\n${
        Array.from({ length: i + 1 }, (_, k) => `    TKey${k}`).join(",\n")
      }\n], defaultValue${i}: unknown): TObject[TKey${i}]`,
  );
  const get = { ...fn("get", "Gets the value at path."), signature: overloads.join("\n") };
  await using c = await connectInMemory(withBigPackage(get));
  const answer = await text(c, "get-symbol", { packageSlug: "big", name: "get" });
  const block = /```ts\n([^]*?)\n```/.exec(answer)![1]!;
  const [, kept, all] = /\/\/ (\d+) of (\d+) overloads shown/.exec(block)!;
  assert.equal(all, "20");
  // Each shown overload is whole, up to its return type.
  assert.equal(block.split("\n//")[0], overloads.slice(0, Number(kept)).join("\n"));
});

Deno.test("search-symbols names the members of that name when no symbol has it", async () => {
  await using c = await connectInMemory(withBigPackage(bigClass("Twelve", 12)));
  const result = await c.call("search-symbols", { query: "METHOD3" });
  assert.equal(
    textOf(result),
    'No symbol or element matches "METHOD3"; members named so (get-symbol takes "Owner.member"):\n' +
      "Twelve.method3 (method, big): Runs step 3 on the input.",
  );
  assert.deepEqual((result.structuredContent as { members: unknown[] }).members, [
    {
      name: "Twelve.method3",
      kind: "method",
      packageSlug: "big",
      subpath: ".",
      summary: "Runs step 3 on the input.",
    },
  ]);
  // A name some symbol has, or words, are searched as before.
  assertToolError(await c.call("search-symbols", { query: "Twelve", packageSlug: "nope" }), "nope");
  const none = textOf(await c.call("search-symbols", { query: "method99" }));
  assert.match(none, /^No symbol or element matches "method99"\. Try a shorter part/);
});

Deno.test("search-symbols ranks exact, prefix, substring, then docs, case-insensitively", async () => {
  await using c = await connectInMemory(symbolCatalog());
  const result = await c.call("search-symbols", { query: "WARD" });
  assert.deepEqual(
    (result.structuredContent as { hits: { name: string; match: string }[] }).hits
      .map((hit) => `${hit.name} ${hit.match}`),
    [
      "Ward exact",
      "WardOptions prefix",
      "makeWard substring",
      "mockWard substring",
      "createWard substring",
      "fx-button docs",
    ],
  );
  assert.equal(
    textOf(result).split("\n").slice(0, 2).join("\n"),
    '6 matches for "WARD", best first:\n' +
      "Ward (class, ward): An authorization ward: decides whether a principal may act on a resource.",
  );
  assert.ok(textOf(result).includes("mockWard (function, ward ./testing): "));
});

Deno.test("search-symbols finds elements by tag, manifest summary and class name", async () => {
  await using c = await connectInMemory(symbolCatalog());
  assert.equal(
    await text(c, "search-symbols", { query: "pressable", kind: "element" }),
    '1 match for "pressable", best first:\n' +
      "fx-button (element, elements): A pressable button that checks a ward.",
  );
  const byClass = await c.call("search-symbols", { query: "fxcard" });
  assert.deepEqual(byClass.structuredContent, {
    total: 1,
    hits: [{
      name: "fx-card",
      kind: "element",
      packageSlug: "elements",
      summary: "A card for content.",
      match: "docs",
    }],
  });
});

Deno.test("kind function keeps the constants one calls, in list-symbols and search-symbols", async () => {
  const constant = (name: string, signature: string): ApiSymbol => ({
    ...fn(name, `The ${name} constant.`),
    kind: "variable",
    signature,
  });
  await using c = await connectInMemory(withBigPackage(
    fn("mergeAll", "Merges every stream."),
    constant(
      "merge",
      "const merge: {\n    <A>(that: A): (self: A) => A;\n    <A>(self: A, that: A): A;\n}",
    ),
    constant("mergeWith", "const mergeWith: <A>(f: (a: A) => A) => (self: A) => A"),
    constant("mergeNone", "const mergeNone: () => void"),
    constant("mergeLimit", "const mergeLimit: number"),
    constant("mergeOptions", "const mergeOptions: {\n    readonly limit: number;\n}"),
    constant("mergeTuple", "const mergeTuple: (string | number)[]"),
    // Typed by a callable interface of the package (react-redux's `useSelector: UseSelector`).
    constant("useMerge", "const useMerge: UseMerge<unknown>"),
    {
      ...fn("UseMerge", "A merging hook."),
      kind: "interface",
      signature: "interface UseMerge<T>",
      members: [{ name: "call", kind: "call", signature: "(input: T): T" }],
    },
  ));
  assert.equal(
    await text(c, "list-symbols", { packageSlug: "big", kind: "function" }),
    '@mini/big: 5 symbols of kind function (4 of them constants one calls); get-symbol { "packageSlug": "big", "name": ... } shows one in full.\n' +
      "## function (1)\nmergeAll: Merges every stream.\n" +
      "## function, declared const (4)\nmerge: The merge constant.\nmergeNone: The mergeNone constant.\n" +
      "mergeWith: The mergeWith constant.\nuseMerge: The useMerge constant.",
  );
  const hits = await c.call("search-symbols", { query: "merge", kind: "function" });
  assert.deepEqual(
    (hits.structuredContent as { hits: { name: string }[] }).hits.map((hit) => hit.name),
    ["merge", "mergeAll", "mergeNone", "mergeWith", "useMerge"],
  );
  // Asked for variables, every constant.
  const variables = await c.call("list-symbols", { packageSlug: "big", kind: "variable" });
  assert.equal((variables.structuredContent as { symbols: unknown[] }).symbols.length, 7);
});

Deno.test("search-symbols reads a module or package written beside a name as where it is imported from", async () => {
  const at = (name: string, subpath: string, doc: string): ApiSymbol => ({
    ...fn(name, doc),
    subpath,
  });
  await using c = await connectInMemory(withBigPackage(
    at("Chat", "./Chat", "A chat whose stream can merge replies."),
    at("merge", "./Plan", "Merges plans, each a stream of steps."),
    at("merge", "./Stream", "Merges two sources."),
    at("flatten", "./Stream", "Flattens nested sources."),
  ));
  const names = async (query: string) =>
    ((await c.call("search-symbols", { query })).structuredContent as {
      hits: { name: string; subpath: string; match: string }[];
    }).hits.map((hit) => `${hit.name} ${hit.subpath} ${hit.match}`);
  // The name asked for in the entry asked for, then the name elsewhere, then mentions.
  const ranked = ["merge ./Stream exact", "merge ./Plan docs", "Chat ./Chat docs"];
  assert.deepEqual(await names("Stream merge"), ranked);
  assert.deepEqual(await names("Stream.merge"), ranked);
  // A part of a name in the entry asked for: the names that start with it there, first.
  assert.deepEqual(await names("Stream.merg"), [
    "merge ./Stream prefix",
    "Chat ./Chat docs",
    "merge ./Plan docs",
  ]);
  // The package's name beside a name: its symbols of that name.
  assert.deepEqual(await names("@mini/big flatten"), ["flatten ./Stream exact"]);
  // A word alone is a name's or the docs', never the import path's: not all of Stream.
  assert.deepEqual(await names("stream"), ["Chat ./Chat docs", "merge ./Plan docs"]);
});

Deno.test("search-symbols needs every word in the name or docs and filters by kind", async () => {
  await using c = await connectInMemory(symbolCatalog());
  const hits = async (args: Record<string, unknown>) =>
    ((await c.call("search-symbols", args)).structuredContent as { hits: { name: string }[] })
      .hits.map((hit) => hit.name);
  assert.deepEqual(await hits({ query: "ward  tests" }), ["mockWard"]);
  assert.deepEqual(await hits({ query: "rule", kind: "typeAlias" }), ["Rule"]);
  assert.deepEqual(await hits({ query: "rule", kind: "interface" }), ["Rule"]);
  assert.equal(
    await text(c, "search-symbols", { query: "zzz qqq" }),
    'No symbol or element matches "zzz qqq". Try a shorter part of the name (any part matches; ' +
      "no wildcards), or search for what it does.",
  );
  // packageSlug, or the package's name, keeps one package's hits.
  assert.deepEqual(await hits({ query: "ward" }), [
    "Ward",
    "WardOptions",
    "makeWard",
    "mockWard",
    "createWard",
    "fx-button",
  ]);
  assert.deepEqual(await hits({ query: "ward", packageSlug: "elements" }), ["fx-button"]);
  assert.deepEqual(await hits({ query: "ward", packageSlug: "@fx/path" }), []);
  assert.equal(
    await text(c, "search-symbols", { query: "ward", packageSlug: "path" }),
    'No symbol or element of @fx/path matches "ward". Try a shorter part of the name (any part ' +
      "matches; no wildcards), or search for what it does.",
  );
  assertToolError(
    await c.call("search-symbols", { query: "ward", packageSlug: "nope" }),
    "nope",
    "ward",
  );
});

Deno.test("search-symbols returns 20 hits unless limit asks for another number", async () => {
  const many = Array.from({ length: 30 }, (_, i) => fn(`task${String(i).padStart(2, "0")}`));
  await using c = await connectInMemory(withBigPackage(...many));
  const first = await c.call("search-symbols", { query: "task" });
  assert.ok(textOf(first).startsWith('20 of 30 matches for "task", best first (pass limit'));
  assert.equal((first.structuredContent as { total: number }).total, 30);
  const all = await c.call("search-symbols", { query: "task", limit: 100 });
  assert.equal((all.structuredContent as { hits: unknown[] }).hits.length, 30);
});

Deno.test("the symbol resource reads members and says what exists when a part is wrong", async () => {
  await using c = await connectInMemory(symbolCatalog());
  const { contents } = await c.client.readResource({ uri: "catalog://symbol/ward/Ward.check" });
  assert.equal(
    (contents[0] as { text: string }).text,
    await text(c, "get-symbol", { packageSlug: "ward", name: "Ward.check" }),
  );
  const cases: [string, string][] = [
    ["catalog://symbol/nope/Ward", "Available slugs: elements, guard, legacy, path, ward"],
    ["catalog://symbol/ward/Wrd", "Closest names: Ward"],
    ["catalog://symbol/legacy/legacyThing", "no symbol data"],
    ["catalog://symbol/ward", "catalog://symbol/{slug}/{name}"],
    ["catalog://symbol/ward/Ward/check", "catalog://symbol/{slug}/{name}"],
  ];
  for (const [uri, fragment] of cases) {
    const error = await c.client.readResource({ uri }).then(() => undefined, (e) => e);
    assert.equal(error?.code, -32602, uri);
    assert.ok(error.message.includes(fragment), `${uri}: ${error.message}`);
  }
  const { resources } = await c.client.listResources();
  assert.ok(resources.every((r) => !r.uri.startsWith("catalog://symbol/")), "not listed");
});

Deno.test("completion offers the slugs with symbols and the chosen package's names", async () => {
  await using c = await connectInMemory(symbolCatalog());
  const complete = async (name: string, value: string, context?: Record<string, string>) =>
    (await c.client.complete({
      ref: { type: "ref/resource", uri: "catalog://symbol/{slug}/{name}" },
      argument: { name, value },
      ...(context ? { context: { arguments: context } } : {}),
    })).completion.values;
  assert.deepEqual(await complete("slug", ""), ["elements", "guard", "path", "ward"]);
  assert.deepEqual(await complete("name", "w", { slug: "ward" }), [
    "WILDCARD",
    "Ward",
    "WardOptions",
  ]);
  assert.deepEqual(await complete("name", "r"), ["Rule", "rules"]);
  assert.deepEqual(await complete("name", "", { slug: "legacy" }), []);
});

Deno.test("a member a plugin's module adds to a type says which module to import, in get-symbol and in search", async () => {
  const kit = classSymbol("Kit", [
    { name: "run", kind: "method", signature: "run(): void" },
    {
      name: "shout",
      kind: "method",
      signature: "shout(): string",
      doc: "Says it loudly.",
      declaredBy: "./plugin/shout",
    },
  ]);
  await using c = await connectInMemory(withBigPackage(kit));
  const whole = await text(c, "get-symbol", { packageSlug: "big", name: "Kit" });
  assert.match(whole, / {2}run\(\): void;\n {2}\/\/ declared by @mini\/big\/plugin\/shout\n/);
  const one = await c.call("get-symbol", { packageSlug: "big", name: "Kit.shout" });
  assert.match(textOf(one), /class Kit \{\n {2}\/\/ declared by @mini\/big\/plugin\/shout\n/);
  const { symbols } = one.structuredContent as {
    symbols: { members?: { declaredBy?: string }[] }[];
  };
  assert.equal(symbols[0]?.members?.[0]?.declaredBy, "@mini/big/plugin/shout");
  const found = JSON.parse(await text(c, "search", { query: "how do I call kit.shout()?" }));
  assert.match(
    found.exported?.["Kit.shout"] ?? "",
    /^shout\(\): string \(declared by @mini\/big\/plugin\/shout\) \(symbol\/big\/Kit\.shout\)$/,
  );
});

Deno.test("a declaration another entry exports too is listed, shown and imported from that entry", async () => {
  const base: ApiSymbol = {
    ...classSymbol("Base"),
    subpath: "./async.js",
    alsoFrom: ["./base.js"],
  };
  await using c = await connectInMemory(
    withBigPackage(base, { ...fn("later"), subpath: "./async.js" }),
  );
  const listed = await text(c, "list-symbols", { packageSlug: "big", subpath: "base.js" });
  assert.match(listed, /^@mini\/big: 1 symbol from @mini\/big\/base\.js;[\s\S]*\nBase$/);
  const shown = await text(c, "get-symbol", { packageSlug: "big", name: "Base" });
  assert.match(shown, /import \{ Base \} from "@mini\/big\/async\.js";\n/);
  assert.match(shown, /\. Also exported by @mini\/big\/base\.js\.$/);
  const one = await text(c, "get-symbol", { packageSlug: "big", name: "Base", subpath: "base.js" });
  assert.match(one, /import \{ Base \} from "@mini\/big\/base\.js";\n/);
  // Many entries: four named, the rest counted.
  const everywhere = { ...base, alsoFrom: ["./a", "./b", "./c", "./d", "./e", "./f"] };
  await using many = await connectInMemory(withBigPackage(everywhere));
  assert.match(
    await text(many, "get-symbol", { packageSlug: "big", name: "Base" }),
    /Also exported by @mini\/big\/a, @mini\/big\/b, @mini\/big\/c, @mini\/big\/d and 2 more\.$/,
  );
});

Deno.test("two names of one declaration name each other, also when one is a type the signature writes", async () => {
  const at = { file: "index.d.ts", line: 7 };
  await using c = await connectInMemory(withBigPackage(
    // A merged namespace is a line of its own, declaring the name again.
    { ...fn("bool"), ...at, signature: "function bool(): Schema<boolean>\nnamespace bool" },
    {
      ...fn("boolean"),
      ...at,
      signature: "function boolean(): Schema<boolean>\nnamespace boolean",
    },
  ));
  assert.match(
    await text(c, "get-symbol", { packageSlug: "big", name: "bool" }),
    /exports the same declaration as `boolean` too\.$/,
  );
  assert.match(
    await text(c, "get-symbol", { packageSlug: "big", name: "boolean" }),
    /exports the same declaration as `bool` too\.$/,
  );
});

Deno.test("fetch with a query that names no entry keeps the likeliest declaration, the main entry's, and names the others", async () => {
  await using c = await connectInMemory(withBigPackage(
    { ...fn("merge", "Merges two values."), subpath: "." },
    { ...fn("merge", "Merges two betas."), subpath: "./Beta" },
  ));
  const fetched = await c.call("fetch", { id: "symbol/big/merge", query: "merge two values" });
  const { metadata } = fetched.structuredContent as { metadata: { alsoDeclaredIn?: string } };
  assert.equal(metadata.alsoDeclaredIn, "@mini/big/Beta");
  assert.doesNotMatch(textOf(fetched), /betas/);
});
