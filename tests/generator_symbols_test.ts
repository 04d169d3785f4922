import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BundledPackage } from "../generator.ts";
import {
  copyFixture as copyFolder,
  entry,
  generate,
  GENERATOR_PERMISSIONS,
  type QuietRun,
  runCli,
} from "./_generator.ts";

const FIXTURE = fileURLToPath(new URL("./fixtures/symbols", import.meta.url));

function signatureOf(pkg: BundledPackage, name: string): string | undefined {
  return pkg.symbols?.find((symbol) => symbol.name === name)?.signature;
}

/** A private copy of the fixture, for tests that edit it. */
function copyFixture(): { root: string } & Disposable {
  return copyFolder(FIXTURE);
}

let fixtureRun: Promise<QuietRun> | undefined;
function fixture(): Promise<QuietRun> {
  fixtureRun ??= generate(FIXTURE);
  return fixtureRun;
}

Deno.test("generateBundledData() records the symbols of every package's entry, siblings' re-exports included", async () => {
  const result = await fixture();
  const core = entry(result, "core");
  const extra = entry(result, "extra");
  assert.equal(core.symbols?.length, 32);
  assert.equal(signatureOf(core, "WILDCARD"), 'const WILDCARD: "*"');
  assert.equal(signatureOf(extra, "WILDCARD"), 'const WILDCARD: "*"', "export * from @fx/core");
  assert.equal(signatureOf(extra, "extra"), "function extra(): string");
  // Entry points come from the exports map: each subpath is documented, and a name declared
  // apart in two entries is two records.
  assert.deepEqual(entry(result, "subpaths").symbols?.map((s) => `${s.name} ${s.subpath}`), [
    "clone ./object",
    "declared ./types",
    "main .",
    "merge .",
    "shared ./object",
    "shared ./types",
  ]);
  assert.deepEqual(entry(result, "plain").symbols, [], "no TypeScript entry: no symbols");
  assert.deepEqual(
    result.warnings.filter((w) => w.includes("deno doc") || w.includes("symbols")),
    [],
  );
});

Deno.test("generateBundledData() puts symbols after apiSource and leaves the other fields as they were", async () => {
  const withSymbols = entry(await fixture(), "core");
  const without = entry(await generate(FIXTURE, { symbols: false }), "core");
  assert.deepEqual(Object.keys(withSymbols), [...Object.keys(without), "symbols"]);
  const { symbols: _, ...rest } = withSymbols;
  assert.deepEqual(rest, without);
});

Deno.test("generateBundledData() with symbols: false writes no symbols field and warns about nothing new", async () => {
  const result = await generate(FIXTURE, { symbols: false });
  for (const pkg of result.data.packages) assert.equal(pkg.symbols, undefined, pkg.slug);
  assert.ok(!result.warnings.some((w) => w.includes("symbols")));
});

Deno.test("the input hash covers re-exported files, so an incremental run rebuilds the symbols of every package that re-exports an edited declaration", async () => {
  using copy = copyFixture();
  const first = await generate(copy.root);
  writeFileSync(
    join(copy.root, "packages/core/src/named.ts"),
    "/** Edited. */\nexport const named = (value: string, times: number): string => value.repeat(times);\n",
  );
  const second = await generate(copy.root, { incremental: true, previous: first });
  assert.deepEqual(
    second.reused,
    ["plain", "subpaths"],
    "core, and extra through @fx/core, are rebuilt",
  );
  assert.notEqual(second.hashes.extra, first.hashes.extra);
  for (const slug of ["core", "extra"]) {
    assert.equal(
      signatureOf(entry(second, slug), "named"),
      "function named(value: string, times: number): string",
      slug,
    );
  }
  assert.deepEqual(second.data, (await generate(copy.root)).data, "incremental equals full");
});

Deno.test("an incremental run without symbols does not reuse entries built with them, nor the other way round", async () => {
  const withSymbols = await fixture();
  const without = await generate(FIXTURE, {
    incremental: true,
    previous: withSymbols,
    symbols: false,
  });
  assert.deepEqual(without.reused, []);
  const again = await generate(FIXTURE, { incremental: true, previous: without });
  assert.deepEqual(again.reused, []);
  assert.deepEqual(again.data, withSymbols.data);
});

Deno.test("generateBundledData() is byte-for-byte deterministic with symbols", async () => {
  const [a, b] = [await generate(FIXTURE), await generate(FIXTURE)];
  assert.equal(JSON.stringify(a.data), JSON.stringify(b.data));
  assert.deepEqual(a.hashes, b.hashes);
});

Deno.test("the CLI records symbols, and --no-symbols leaves them out", async () => {
  const full = await runCli(["--repo-root", FIXTURE, "--out", "-"]);
  assert.equal(full.code, 0, full.stderr);
  assert.equal(JSON.parse(full.stdout).packages[0].symbols.length, 32);
  const bare = await runCli(["--repo-root", FIXTURE, "--out", "-", "--no-symbols"]);
  assert.equal(bare.code, 0, bare.stderr);
  assert.equal(JSON.parse(bare.stdout).packages[0].symbols, undefined);
  assert.match((await runCli(["--help"])).stderr, /--no-symbols/);
});

Deno.test("the CLI without --allow-run writes the snapshot without symbols, says what to do, and a later run with it adds them", async () => {
  using copy = copyFixture();
  const out = join(copy.root, "catalog.json");
  const denied = await runCli(
    ["--repo-root", copy.root, "--out", out],
    GENERATOR_PERMISSIONS.filter((flag) => flag !== "--allow-run"),
  );
  assert.equal(denied.code, 0, denied.stderr);
  assert.match(denied.stderr, /symbols were not recorded: .*--allow-run/);
  assert.equal(JSON.parse(readFileSync(out, "utf8")).packages[0].symbols, undefined);

  const allowed = await runCli(["--repo-root", copy.root, "--out", out, "--incremental"]);
  assert.equal(allowed.code, 0, allowed.stderr);
  assert.match(allowed.stderr, /Wrote 4 packages to .*, 0 reused/);
  assert.equal(JSON.parse(readFileSync(out, "utf8")).packages[0].symbols.length, 32);
});
