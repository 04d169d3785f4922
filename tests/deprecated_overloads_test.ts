/**
 * The deprecated overloads a member's remark names are read back as the installed reader writes
 * them (overload_docs.ts), and said on each overload's line of its owner's body.
 */
import assert from "node:assert/strict";
import { overloadDocs } from "../src/generator/read/installed/overload_docs.ts";
import { deprecatedOverloads } from "../src/symbols/deprecated_overloads.ts";
import { blankPackage, catalogOf, exportedSymbol } from "./_mini_catalog.ts";
import { connectInMemory, textOf } from "./_mcp_client.ts";

const deprecated = (text: string) => ({ tags: [{ tag: "deprecated", text }] });

Deno.test("the reader's remark on deprecated overloads reads back as each overload's reason", () => {
  const read = (overloads: { doc?: string; tags?: { tag: string; text: string }[] }[]) =>
    deprecatedOverloads(overloadDocs({ doc: "Searches." }, overloads).tags)?.reasons;
  assert.deepEqual(
    read([{}, deprecated("Pass limit in options."), {}]),
    new Map([[2, "Pass limit in options."]]),
  );
  assert.deepEqual(
    read([{}, deprecated("Use options."), deprecated("Use options."), {}]),
    new Map([[2, "Use options."], [3, "Use options."]]),
  );
  assert.deepEqual(
    read([deprecated("Use a."), deprecated("Use a."), {}, {}, deprecated("Use b.")]),
    new Map([[1, "Use a."], [2, "Use a."], [5, "Use b."]]),
  );
  // No overload deprecated: no remark, nothing read.
  assert.equal(read([{}, {}]), undefined);
});

Deno.test("a class's body says which overloads of a member are deprecated, on their lines", async () => {
  const search = {
    name: "search",
    kind: "method" as const,
    signature: "search(query: string): Result[]\n" +
      "search(query: string, limit: number): Result[]\nsearch(options: Options): Result[]",
    tags: [{ tag: "remarks", text: 'Overload 2 of 3 is deprecated: Pass "limit" within options' }],
  };
  const index = exportedSymbol("Index", "class Index", { kind: "class", members: [search] });
  await using c = await connectInMemory(catalogOf(blankPackage("finder", { symbols: [index] })));
  const text =
    JSON.parse(textOf(await c.call("fetch", { id: "symbol/finder/Index", lines: "limit" })))
      .text;
  assert.match(
    text,
    /search\(query: string, limit: number\): Result\[\]; \/\/ deprecated: Pass "limit" within options/,
  );
  assert.doesNotMatch(text, /search\(options: Options\): Result\[\]; \/\/ deprecated/);
});
