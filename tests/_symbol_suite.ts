/**
 * The symbol tools' contract, checked against any snapshot with symbols over whatever client
 * the caller connects (in memory, stdio, HTTP): every name of every package through
 * get-symbol, every package through list-symbols, every name through search-symbols, the
 * resource template, and the errors.
 *
 * @module
 */
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { type ApiSymbol, type BundledData, loadData } from "../mod.ts";
import { type TestClient, textOf } from "./_mcp_client.ts";
import { assertToolError } from "./_tool_suite.ts";

/** The hand-written snapshot with symbols (see tests/fixtures/symbols/). */
export const SYMBOL_FIXTURE = fileURLToPath(
  new URL("./fixtures/symbols/catalog.json", import.meta.url),
);

/** A fresh copy of the fixture snapshot. */
export function symbolCatalog(): BundledData {
  return loadData({ path: SYMBOL_FIXTURE });
}

/** The three symbol tools, in listing order. */
export const SYMBOL_TOOL_NAMES = ["get-symbol", "list-symbols", "search-symbols"];

/** Every name each package exports, with its declarations. */
function exportedNames(data: BundledData) {
  const names: { slug: string; name: string; declarations: ApiSymbol[] }[] = [];
  for (const pkg of data.packages) {
    const byName = Map.groupBy(pkg.symbols ?? [], (symbol) => symbol.name);
    for (const [name, declarations] of byName) names.push({ slug: pkg.slug, name, declarations });
  }
  return names;
}

/** Asserts that a get-symbol text shows a declaration: its import, signature and docs. */
function assertShows(text: string, packageName: string, symbol: ApiSymbol): void {
  const specifier = packageName + symbol.subpath.slice(1);
  const typeOnly = symbol.kind === "interface" || symbol.kind === "typeAlias" ||
    symbol.typeOnly === true;
  // A value a CommonJS module shows Node no name of is read from its default: a comment says so.
  const ending = ` from ${JSON.stringify(specifier)};${symbol.defaultOnly ? " //" : ""}`;
  const importLine = text.split("\n").find((line) =>
    line.startsWith("import ") && (line.endsWith(ending) || line.includes(`${ending} `))
  );
  assert.ok(importLine, `${symbol.name}: import line from ${specifier}`);
  assert.equal(importLine.startsWith("import type "), typeOnly, importLine);
  assert.equal(
    importLine.split(" //")[0]!.includes("{"),
    !symbol.defaultOnly && symbol.name !== "default",
  );
  for (const line of symbol.signature.split("\n")) {
    assert.ok(text.includes(line), `${symbol.name}: signature line ${line}`);
  }
  if (symbol.doc !== undefined) assert.ok(text.includes(symbol.doc), `${symbol.name}: docs`);
  // Index and call signatures have no name to show: their signature stands for them.
  for (const member of symbol.members ?? []) {
    const shown = text.includes(member.name) || text.includes(member.signature.split("\n")[0]!);
    assert.ok(shown, `${symbol.name}: member ${member.name}`);
  }
}

/** Runs the whole contract against a connected client serving `data`. */
export async function checkSymbolContract(
  t: Deno.TestContext,
  c: TestClient,
  data: BundledData,
): Promise<void> {
  const names = exportedNames(data);
  const withSymbols = data.packages.filter((pkg) => pkg.symbols !== undefined);
  const without = data.packages.filter((pkg) => pkg.symbols === undefined);
  const exporters = Map.groupBy(names, (entry) => entry.name);

  await t.step("tools/list advertises the symbol tools with output schemas", async () => {
    const { tools } = await c.client.listTools();
    const symbolTools = tools.filter((tool) => SYMBOL_TOOL_NAMES.includes(tool.name));
    assert.deepEqual(symbolTools.map((tool) => tool.name), SYMBOL_TOOL_NAMES);
    for (const tool of symbolTools) {
      assert.equal(tool.outputSchema?.type, "object", tool.name);
      assert.equal(tool.annotations?.readOnlyHint, true, tool.name);
    }
  });

  await t.step("get-symbol answers every name of every package", async () => {
    for (const { slug, name, declarations } of names) {
      const result = await c.call("get-symbol", { packageSlug: slug, name });
      const text = textOf(result);
      assert.equal(result.isError, undefined, text);
      const pkg = data.packages.find((p) => p.slug === slug)!;
      const structured = result.structuredContent as {
        packageSlug: string;
        package: string;
        symbols: { name: string; kind: string; subpath: string; signature: string }[];
      };
      assert.equal(structured.packageSlug, slug);
      assert.equal(structured.package, pkg.name);
      assert.deepEqual(
        structured.symbols.map((s) => [s.name, s.kind, s.subpath, s.signature]).sort(),
        declarations.map((s) => [s.name, s.kind, s.subpath, s.signature]).sort(),
      );
      for (const declaration of declarations) assertShows(text, pkg.name, declaration);
    }
  });

  await t.step("without packageSlug a name one package exports resolves the same", async () => {
    for (const [name, [only, ...others]] of exporters) {
      const result = await c.call("get-symbol", { name });
      if (others.length === 0) {
        const scoped = await c.call("get-symbol", { packageSlug: only!.slug, name });
        assert.equal(textOf(result), textOf(scoped));
      } else {
        assertToolError(result, "packageSlug", only!.slug, ...others.map((o) => o.slug));
      }
    }
  });

  await t.step("list-symbols lists every symbol of every package, kind narrows it", async () => {
    for (const pkg of withSymbols) {
      const result = await c.call("list-symbols", { packageSlug: pkg.slug });
      const listed = (result.structuredContent as { symbols: { name: string; kind: string }[] })
        .symbols;
      assert.deepEqual(
        listed.map((s) => s.name).sort(),
        pkg.symbols!.map((s) => s.name).sort(),
      );
      for (const symbol of pkg.symbols!) assert.ok(textOf(result).includes(symbol.name));
      for (const kind of new Set(pkg.symbols!.map((s) => s.kind))) {
        const narrowed = await c.call("list-symbols", { packageSlug: pkg.slug, kind });
        const kinds = (narrowed.structuredContent as { symbols: { kind: string }[] }).symbols
          .map((s) => s.kind);
        assert.deepEqual(
          kinds,
          pkg.symbols!.filter((s) => s.kind === kind).map(() => kind),
        );
      }
    }
  });

  await t.step("search-symbols puts every exact name first", async () => {
    for (const [name, entries] of exporters) {
      const result = await c.call("search-symbols", { query: name, limit: 50 });
      const { hits } = result.structuredContent as {
        hits: { name: string; packageSlug: string; match: string }[];
      };
      const exact = hits.filter((hit) => hit.match === "exact" && hit.name === name);
      assert.ok(exact.length >= entries.length, `${name}: ${textOf(result)}`);
      assert.equal(hits[0]!.match, "exact", name);
      assert.ok(textOf(result).includes(`${name} (`), name);
    }
  });

  await t.step("the symbol resource reads as get-symbol answers", async () => {
    for (const { slug, name } of names) {
      const { contents } = await c.client.readResource({
        uri: `catalog://symbol/${slug}/${name}`,
      });
      const answer = await c.call("get-symbol", { packageSlug: slug, name });
      assert.deepEqual(contents, [{
        uri: `catalog://symbol/${slug}/${name}`,
        mimeType: "text/markdown",
        text: textOf(answer),
      }]);
    }
    await assert.rejects(
      c.client.readResource({ uri: `catalog://symbol/${withSymbols[0]!.slug}/NoSuchName` }),
      (error: { code?: number; message: string }) =>
        error.code === -32602 && error.message.includes("NoSuchName"),
    );
  });

  await t.step("unknown names, packages and arguments are tool errors", async () => {
    const slugs = data.packages.map((p) => p.slug);
    const [first] = names;
    assertToolError(
      await c.call("get-symbol", { name: `${first!.name}Zz` }),
      `${first!.name}Zz`,
      first!.name,
    );
    assertToolError(
      await c.call("get-symbol", { packageSlug: "no-such-package", name: first!.name }),
      ...slugs,
    );
    assertToolError(await c.call("list-symbols", { packageSlug: "no-such-package" }), ...slugs);
    for (const pkg of without) {
      assertToolError(
        await c.call("list-symbols", { packageSlug: pkg.slug }),
        "no symbol data",
        "get-source",
      );
    }
    for (const args of [{}, { name: "" }, { name: 7 }, { name: first!.name, packageSlug: 1 }]) {
      assertToolError(await c.call("get-symbol", args));
    }
    for (const args of [{}, { packageSlug: first!.slug, kind: "element" }]) {
      assertToolError(await c.call("list-symbols", args));
    }
    for (const args of [{ query: "" }, { query: "  " }, { query: "a", limit: 0 }]) {
      assertToolError(await c.call("search-symbols", args), "query");
    }
    assertToolError(await c.call("search-symbols", { query: "a", kind: "module" }), "kind");
  });
}
