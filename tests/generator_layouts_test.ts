/**
 * The generator on repository shapes beyond the specification's layout: entry points declared by
 * manifests, barrels and sibling re-exports, Deno packages documented by `@module` comments,
 * READMEs, `catalog-mcp.json`, shared component manifests, the CLI's report, and incremental
 * runs over all of these inputs.
 *
 * @module
 */
import assert from "node:assert/strict";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderLlmsFullTxt, renderLlmsTxt } from "../src/docs/llms_txt.ts";
import { RunReport } from "../src/generator/write/cli_report.ts";
import { followModuleGraph } from "../src/generator/read/modules/module_graph.ts";
import { WorkspaceModules } from "../src/generator/read/modules/workspace_modules.ts";
import { connectInMemory, textOf } from "./_mcp_client.ts";
import {
  copyFixture,
  entry,
  FIXTURES,
  generate,
  markedCache,
  type QuietRun,
  runCli,
  slugs,
} from "./_generator.ts";

const runs = new Map<string, Promise<QuietRun>>();
/** Each fixture is generated once for the tests that only read it. */
function fixture(name: string): Promise<QuietRun> {
  let run = runs.get(name);
  if (run === undefined) runs.set(name, run = generate(name));
  return run;
}

function text(root: string, path: string): string {
  return readFileSync(join(root, path), "utf8");
}

// --- Entry points --------------------------------------------------------------------------

Deno.test("an exports map into an unbuilt dist/ is traced back to the TypeScript sources", async () => {
  const result = await fixture("entries");
  const pkg = entry(result, "exports-map");
  assert.equal(pkg.apiSource, text(FIXTURES, "entries/packages/exports-map/src/index.ts"));
  // The "." entry's names, then what the ./utils and ./fp subpaths add (./fp.js is built from
  // the folder src/fp/); CSS, package.json and subpath patterns are not code entries.
  assert.deepEqual(pkg.exports, ["alpha", "gamma", "BetaOptions", "helper", "fpHelper"]);
});

Deno.test("a condition that names an existing source file wins over build outputs", async () => {
  const pkg = entry(await fixture("entries"), "custom-condition");
  assert.match(pkg.apiSource ?? "", /export class Conditional/);
  assert.deepEqual(pkg.exports, ["Conditional"]);
});

Deno.test("a JavaScript entry with a declaration file beside it is read through the .d.ts", async () => {
  const pkg = entry(await fixture("entries"), "dts-beside-js");
  assert.equal(pkg.apiSource, text(FIXTURES, "entries/packages/dts-beside-js/lib/index.d.ts"));
  assert.deepEqual(pkg.exports, ["typed"]);
});

Deno.test("a bundle named after the package falls back to src/index.ts before a CommonJS stub", async () => {
  const pkg = entry(await fixture("entries"), "named-bundle");
  assert.match(pkg.apiSource ?? "", /export function bundled/);
  assert.deepEqual(pkg.exports, ["bundled"]);
});

Deno.test("types/main and tsconfig outDir->rootDir lead to the sources, else the conventional entry", async () => {
  const result = await fixture("entries");
  assert.match(entry(result, "legacy-types").apiSource ?? "", /export type Legacy/);
  assert.match(entry(result, "tsconfig-out").apiSource ?? "", /export const fromCode/);
  assert.match(entry(result, "mod-fallback").apiSource ?? "", /export enum Fallback/);
});

Deno.test("exports follow barrels, aliases, namespaces and export * from sibling packages by name", async () => {
  const result = await fixture("entries");
  assert.deepEqual(entry(result, "barrels").exports, [
    "fromB",
    "fromA",
    "shapes",
    "renamed",
    "coreThing",
    "extraThing",
    "internalThing",
  ]);
  assert.deepEqual(entry(result, "core").exports, ["coreThing", "extraThing"]);
  assert.ok(!slugs(result).includes("internal"), "a private sibling is followed, not catalogued");
  const unfollowed = result.warnings.filter((_, i) => result.kinds[i] === "unfollowed-reexport");
  assert.deepEqual(unfollowed, [
    "@ent/barrels (packages/barrels/src/index.ts): cannot follow export * from " +
    '"outside-dependency"; its names are missing',
  ]);
});

// --- Deno packages and READMEs ---------------------------------------------------------------

Deno.test("a deno.json exports map gives the entry and its subpaths; @module docs describe the package", async () => {
  const pkg = entry(await fixture("deno-modules"), "text");
  assert.equal(pkg.name, "@dm/text");
  assert.match(pkg.apiSource ?? "", /^\/\/ Copyright/);
  assert.deepEqual(pkg.exports, ["toCamelCase", "wrap"]);
  assert.equal(
    pkg.description,
    "Utilities for working with text: changing the case of words and wrapping long lines.",
  );
});

Deno.test("a package documented only by its @module comment gets it as its index page", async () => {
  const pkg = entry(await fixture("deno-modules"), "text");
  assert.deepEqual(pkg.availableDocPages, ["index"]);
  const index = pkg.docs.index ?? "";
  assert.match(index, /^# @dm\/text\n\nUtilities for working with text/);
  assert.match(index, /# not a heading, a line of code/, "code blocks are kept as they are");
  assert.match(index, /## Example: Wrapping\n\n```ts\nimport \{ wrap \}/);
  assert.doesNotMatch(index, /@module/);
});

Deno.test("a README's first paragraph of prose describes a package whose manifest does not", async () => {
  const pkg = entry(await fixture("deno-modules"), "yaml");
  assert.equal(
    pkg.description,
    "A YAML parser that reads `key: value` documents into plain objects.",
  );
  assert.match(pkg.docs.index ?? "", /^# @dm\/yaml/, "the README, not the @module comment");
  assert.deepEqual(pkg.exports, ["parse"]);
});

Deno.test("a README spelled readme.md is read as README.md is", async () => {
  using copy = copyFixture("deno-modules");
  Deno.renameSync(join(copy.root, "yaml/README.md"), join(copy.root, "yaml/readme.md"));
  const pkg = entry(await generate(copy.root), "yaml");
  const original = entry(await fixture("deno-modules"), "yaml");
  assert.match(original.docs.index ?? "", /^# @dm\/yaml/);
  assert.equal(pkg.description, original.description);
  assert.equal(pkg.docs.index, original.docs.index);
});

// --- Components and catalog-mcp.json ---------------------------------------------------------

Deno.test("a component manifest at the repository root is split between packages by module path", async () => {
  const result = await fixture("components");
  const tags = (slug: string) => entry(result, slug).components.map((c) => c.tagName);
  assert.deepEqual(tags("button"), ["cmp-button"]);
  assert.deepEqual(tags("card"), ["cmp-card"]);
  assert.deepEqual(tags("own"), ["cmp-own"], "a package's own manifest wins over the root's");
  assert.deepEqual(tags("unbuilt"), []);
  assert.ok(!result.data.packages.some((pkg) => tags(pkg.slug).includes("cmp-playground")));
});

Deno.test("a declaration's summary stands in for an empty description in list-components", async () => {
  const result = await fixture("components");
  const stored = entry(result, "button").components[0];
  assert.equal(stored?.summary, "A button that says what it does.");
  assert.equal(stored?.description, "", "the stored declaration is the manifest's, unchanged");
  await using client = await connectInMemory(result.data);
  const listed = JSON.parse(textOf(await client.call("list-components", {})));
  const byTag = new Map(listed.map((c: { tagName: string }) => [c.tagName, c]));
  assert.equal(
    (byTag.get("cmp-button") as { description: string }).description,
    "A button that says what it does.",
  );
  assert.equal((byTag.get("cmp-card") as { description: string }).description, "A card.");
});

Deno.test("a manifest declared but not built gives one warning naming the script that builds it", async () => {
  const result = await fixture("components");
  const notBuilt = result.warnings.filter((_, i) => result.kinds[i] === "cem-not-built");
  assert.equal(notBuilt.length, 1);
  assert.match(notBuilt[0] ?? "", /packages\/unbuilt\/dist\/custom-elements\.json/);
  assert.match(notBuilt[0] ?? "", /npm run manifest/);
  assert.equal(entry(result, "unbuilt").description, "Its manifest is built by a script.");
});

Deno.test("catalog-mcp.json sets fields per package name, over front matter and manifest", async () => {
  const result = await fixture("components");
  assert.equal(entry(result, "button").category, "controls");
  assert.deepEqual(entry(result, "button").keywords, ["button", "action"]);
  assert.equal(entry(result, "card").description, "Configured description.");
  assert.deepEqual(entry(result, "card").related, ["button"]);
  assert.ok(
    result.warnings.some((w) => w.includes('packages["@cmp/gone"]') && w.includes("ignored")),
  );
});

Deno.test("an invalid catalog-mcp.json stops the run and names each bad field", async () => {
  using copy = copyFixture("components");
  writeFileSync(
    join(copy.root, "catalog-mcp.json"),
    '{ "packages": { "@cmp/button": { "category": 3, "colour": "red" } }, "docs": [{}] }',
  );
  await assert.rejects(generate(copy.root), (error: Error) => {
    assert.match(error.message, /^catalog-mcp\.json is not valid/);
    assert.match(error.message, /category: expected a string, found number 3/);
    assert.match(error.message, /colour/);
    assert.match(error.message, /docs\[0\]\.include/);
    return true;
  });
});

// --- The command line's report -------------------------------------------------------------

Deno.test("the CLI prints one line per kind of warning, and every warning with --verbose", async () => {
  const args = ["--repo-root", join(FIXTURES, "entries"), "--out", "-"];
  const quiet = await runCli(args);
  assert.equal(quiet.code, 0, quiet.stderr);
  const categoryLines = quiet.stderr.split("\n").filter((line) => line.includes("category"));
  assert.deepEqual(categoryLines, [
    'warning: 9 packages have no category: set "category" in the index page\'s front matter ' +
    "or in catalog-mcp.json (--verbose lists them)",
  ]);
  assert.match(quiet.stderr, /private package skipped \(--include-private catalogs it\)/);
  const verbose = await runCli([...args, "--verbose"]);
  assert.match(verbose.stderr, /warning: 9 packages have no category: .*\n( {2}@ent\/.*\n){9}/);
  assert.equal(verbose.stdout, quiet.stdout);
});

Deno.test("the report shows progress only on a terminal, after a second, and clears it", () => {
  const written: string[] = [];
  let clock = 0;
  const terminal = { isTTY: true, write: (text: string) => written.push(text) };
  const report = new RunReport(false, terminal, () => clock);
  report.progress(1, 10);
  assert.deepEqual(written, [], "nothing in the first second");
  clock = 1500;
  report.progress(2, 10);
  assert.deepEqual(written, ["\r\x1b[Kgenerating: 2/10 packages"]);
  report.warn("@x/a (a/package.json): no version", "no-version");
  report.finish();
  report.finish();
  assert.deepEqual(written.slice(1), ["\r\x1b[K", "warning: @x/a (a/package.json): no version\n"]);

  const piped: string[] = [];
  const pipeReport = new RunReport(
    false,
    { write: (text: string) => piped.push(text) },
    () => clock,
  );
  clock += 5000;
  pipeReport.progress(3, 10);
  pipeReport.finish();
  assert.deepEqual(piped, [], "no progress when standard error is not a terminal");
});

// --- Incremental runs over the new inputs --------------------------------------------------

Deno.test("an incremental run rebuilds what a changed sibling, manifest or declaration file affects", async () => {
  using copy = copyFixture("entries");
  const { root } = copy;
  const { previous } = await markedCache(root);
  writeFileSync(join(root, "packages/core/src/extra.ts"), "export const extraThing2 = 2;\n");
  const manifest = JSON.parse(text(root, "packages/exports-map/package.json"));
  delete manifest.exports["./utils"];
  writeFileSync(join(root, "packages/exports-map/package.json"), JSON.stringify(manifest));
  writeFileSync(
    join(root, "packages/dts-beside-js/lib/index.d.ts"),
    "export declare const typed: 1;\n",
  );
  const result = await generate(root, { incremental: true, previous });
  assert.deepEqual(
    slugs(result).filter((slug) => !result.reused.includes(slug)),
    ["barrels", "core", "dts-beside-js", "exports-map"],
  );
  assert.ok(entry(result, "barrels").exports.includes("extraThing2"));
  assert.deepEqual(entry(result, "exports-map").exports, [
    "alpha",
    "gamma",
    "BetaOptions",
    "fpHelper",
  ]);
  assert.match(entry(result, "dts-beside-js").apiSource ?? "", /typed: 1/);
});

Deno.test("an incremental run rebuilds a package whose README, @module docs or configuration changed", async () => {
  using deno = copyFixture("deno-modules");
  const before = await markedCache(deno.root);
  writeFileSync(
    join(deno.root, "text/mod.ts"),
    text(deno.root, "text/mod.ts").replace("Utilities for working", "Helpers for working"),
  );
  writeFileSync(join(deno.root, "yaml/README.md"), "# @dm/yaml\n\nA new first paragraph.\n");
  const after = await generate(deno.root, { incremental: true, previous: before.previous });
  assert.deepEqual(after.reused, []);
  assert.match(entry(after, "text").description, /^Helpers for working/);
  assert.equal(entry(after, "yaml").description, "A new first paragraph.");

  using components = copyFixture("components");
  const cached = await markedCache(components.root);
  const config = JSON.parse(text(components.root, "catalog-mcp.json").replace(/\/\/.*\n/, ""));
  config.packages["@cmp/button"].category = "actions";
  writeFileSync(join(components.root, "catalog-mcp.json"), JSON.stringify(config));
  const rerun = await generate(components.root, { incremental: true, previous: cached.previous });
  assert.deepEqual(slugs(rerun).filter((slug) => !rerun.reused.includes(slug)), ["button"]);
  assert.equal(entry(rerun, "button").category, "actions");
});

Deno.test("an incremental run rebuilds a package when a module it only imports changes", async () => {
  using copy = copyFixture("entries");
  const { root } = copy;
  writeFileSync(
    join(root, "packages/core/src/things.ts"),
    'import { scale } from "./scale.ts";\nexport const coreThing = scale(1);\n',
  );
  writeFileSync(
    join(root, "packages/core/src/scale.ts"),
    "export const scale = (n: number) => n;\n",
  );
  const { previous } = await markedCache(root);
  writeFileSync(
    join(root, "packages/core/src/scale.ts"),
    "export const scale = (n: number) => 2 * n;\n",
  );
  const result = await generate(root, { incremental: true, previous });
  assert.deepEqual(slugs(result).filter((slug) => !result.reused.includes(slug)), [
    "barrels",
    "core",
  ]);
});

// --- Documentation pages beyond the four -----------------------------------------------------

Deno.test("catalog-mcp.json docs rules map a root docs tree to packages, ids from the path", async () => {
  const result = await fixture("docs-tree");
  const ids = (slug: string) => (entry(result, slug).pages ?? []).map((page) => page.id);
  assert.deepEqual(ids("react-kit"), ["guides/query-keys", "overview"]);
  assert.deepEqual(
    ids("vue-kit"),
    ["guides/query-keys", "overview"],
    "the rule's exclude leaves the drafts out",
  );
  assert.deepEqual(ids("core-kit"), [
    "guides/advanced/nesting",
    "migration",
    "reference/Query-Cache",
    "reference/QueryClient",
  ]);
});

Deno.test("a mapped page named like a specification page is that page, ahead of the README", async () => {
  const pkg = entry(await fixture("docs-tree"), "react-kit");
  assert.deepEqual(pkg.availableDocPages, ["index"]);
  assert.match(pkg.docs.index ?? "", /^# React Kit\n\nHooks for React/);
  const core = entry(await fixture("docs-tree"), "core-kit");
  assert.deepEqual(core.availableDocPages, ["api"]);
});

Deno.test("page titles come from front matter, else the first heading (setext too), never from code", async () => {
  const pages = entry(await fixture("docs-tree"), "react-kit").pages ?? [];
  const titles = Object.fromEntries(pages.map((page) => [page.id, page.title]));
  assert.deepEqual(titles, { "guides/query-keys": "Query Keys", overview: "Overview" });
  const keys = pages.find((page) => page.id === "guides/query-keys");
  assert.match(keys?.markdown ?? "", /^```ts\n# not a heading/, "front matter is stripped");
  const core = entry(await fixture("docs-tree"), "core-kit").pages ?? [];
  assert.equal(core.find((page) => page.id === "reference/Query-Cache")?.title, "QueryCache");
});

Deno.test("a page whose front matter refers to another page shows its text, with replacements", async () => {
  const pages = entry(await fixture("docs-tree"), "vue-kit").pages ?? [];
  const keys = pages.find((page) => page.id === "guides/query-keys");
  assert.equal(keys?.title, "Query Keys in Vue");
  assert.match(keys?.markdown ?? "", /## Why keys\n\nIn Vue, keys identify queries\./);
});

Deno.test("an empty extra page is skipped, and unmapped root docs are reported in one warning", async () => {
  const result = await fixture("docs-tree");
  assert.ok(result.warnings.some((w) => w.includes("guides/empty.md") && w.includes("empty")));
  const unmapped = result.warnings.filter((_, i) => result.kinds[i] === "unmapped-docs");
  assert.deepEqual(unmapped, [
    "docs (catalog-mcp.json): 2 Markdown files under docs/ belong to no package " +
    "(docs/framework/vue/drafts/unfinished.md, docs/orphan.md); map them with " +
    '"docs" rules in catalog-mcp.json, e.g. {"include":"docs/**/*.md","package":"@kit/vue-kit"} ' +
    "(README: catalog-mcp.json)",
  ]);
});

Deno.test("unmapped docs split into a folder per package get a rule per folder to copy", async () => {
  using copy = copyFixture("docs-tree");
  Deno.removeSync(join(copy.root, "catalog-mcp.json"));
  const result = await generate(copy.root);
  const said = result.warnings.filter((_, i) => result.kinds[i] === "unmapped-docs");
  assert.equal(said.length, 1);
  // `react` and `vue` are each in one slug (react-kit, vue-kit); `kit` is in all three.
  assert.match(
    said[0] ?? "",
    /e\.g\. \[\{"include":"docs\/framework\/react\/\*\*\/\*\.md","package":"@kit\/react-kit"\},\{"include":"docs\/framework\/vue\/\*\*\/\*\.md","package":"@kit\/vue-kit"\}\] \(README/,
  );
});

Deno.test("a docs site at the root beside docs/ (documentation/, website/) is named from five pages", async () => {
  using copy = copyFixture("docs-tree");
  Deno.mkdirSync(join(copy.root, "documentation/guide"), { recursive: true });
  for (const page of ["one", "two", "three", "four"]) {
    writeFileSync(join(copy.root, "documentation/guide", `${page}.md`), `# ${page}\n`);
  }
  const four = await generate(copy.root);
  assert.ok(!four.warnings.some((w) => w.startsWith("documentation (")), "four pages: no site");
  writeFileSync(join(copy.root, "documentation/guide/five.md"), "# five\n");
  const said = (await generate(copy.root)).warnings.filter((w) => w.startsWith("documentation ("));
  assert.equal(said.length, 1);
  assert.match(said[0] ?? "", /5 Markdown files under documentation\/ belong to no package/);
  assert.match(said[0] ?? "", /"include":"documentation\/\*\*\/\*\.md"/);
});

Deno.test("a private package holding a docs site is named, with a docs rule to copy", async () => {
  using copy = copyFixture("docs-tree");
  const { root } = copy;
  const site = join(root, "packages/site");
  Deno.mkdirSync(join(site, "guide"), { recursive: true });
  writeFileSync(join(site, "package.json"), '{ "name": "@dt/site", "private": true }');
  for (const page of ["one", "two", "three", "four"]) {
    writeFileSync(join(site, "guide", `${page}.md`), `# ${page}\n\nText.\n`);
  }
  writeFileSync(join(site, "guide", "five.mdx"), "# five\n\nText.\n");
  // The package the others depend on is offered, ahead of the shortest name (@kit/vue-kit).
  for (const kit of ["react-kit", "vue-kit"]) {
    writeFileSync(
      join(root, `packages/${kit}/package.json`),
      JSON.stringify({
        name: `@kit/${kit}`,
        version: "1.0.0",
        dependencies: { "@kit/core-kit": "1" },
      }),
    );
  }
  const result = await generate(root);
  const named = result.warnings.filter((w) => w.includes("@dt/site"));
  assert.equal(named.length, 2, named.join("\n")); // skipped as private, and this
  assert.match(
    named[1] as string,
    /^@dt\/site \(packages\/site\/package\.json\) is private and skipped, with 5 Markdown files: .* e\.g\. \{"include":\["packages\/site\/\*\*\/\*\.md","packages\/site\/\*\*\/\*\.mdx"\],"package":"@kit\/core-kit"\}/,
  );
  // Four pages are no docs site: no word about them.
  rmSync(join(site, "guide", "five.mdx"));
  assert.equal((await generate(root)).warnings.filter((w) => w.includes("@dt/site")).length, 1);
});

Deno.test("a package without extra pages has no pages field, as spec snapshots have none", async () => {
  const plain = entry(await fixture("entries"), "core");
  assert.equal("pages" in plain, false);
});

Deno.test("an incremental run rebuilds a package when a mapped page or its rule changes", async () => {
  using copy = copyFixture("docs-tree");
  const { root } = copy;
  const { previous } = await markedCache(root);
  // The Vue page refers to this React page: changing it changes both packages.
  writeFileSync(
    join(root, "docs/framework/react/guides/query-keys.md"),
    "# Query keys\n\nKeys identify queries, changed.\n",
  );
  const config = JSON.parse(text(root, "catalog-mcp.json"));
  config.docs[2].prefix = "api-reference";
  writeFileSync(join(root, "catalog-mcp.json"), JSON.stringify(config));
  const result = await generate(root, { incremental: true, previous });
  assert.deepEqual(slugs(result).filter((slug) => !result.reused.includes(slug)), [
    "core-kit",
    "react-kit",
    "vue-kit",
  ]);
  const vue = entry(result, "vue-kit").pages?.find((page) => page.id === "guides/query-keys");
  assert.match(vue?.markdown ?? "", /changed/);
  assert.ok(
    (entry(result, "core-kit").pages ?? []).some((p) => p.id === "api-reference/QueryClient"),
  );
});

Deno.test("followModuleGraph() lists imports of non-code files, and follows relative paths across packages", () => {
  const files: Record<string, string> = {
    "a/src/index.ts": [
      'import "./theme.css?inline";',
      'import data from "./data.json" with { type: "json" };',
      'import { helper } from "../../b/src/helper.ts";',
      'import { gone } from "./gone.ts";',
      'import { z } from "npm:zod@4";',
      "export { data, gone, helper, z };",
    ].join("\n"),
    "a/src/data.json": "{}",
    "b/src/helper.ts": 'import "node:fs";\nexport const helper = 1;\n',
  };
  const read: string[] = [];
  const ends = followModuleGraph(["a/src/index.ts"], new WorkspaceModules([]), {
    exists: (path) => path in files,
    read: (path) => {
      read.push(path);
      return files[path] ?? null;
    },
  });
  assert.deepEqual(ends, {
    external: ["npm:zod@4"],
    unresolved: ["a/src/gone.ts", "a/src/theme.css?inline"],
  });
  assert.deepEqual(read.sort(), ["a/src/index.ts", "b/src/helper.ts"]);
});

Deno.test("the CLI writes llms.txt and llms-full.txt beside the snapshot, and --check covers them", async () => {
  using copy = copyFixture("docs-tree");
  const out = join(copy.root, "out", "catalog.json");
  const args = ["--repo-root", copy.root, "--out", out, "--no-symbols"];
  const written = await runCli(args);
  assert.equal(written.code, 0, written.stderr);
  const data = JSON.parse(text(copy.root, "out/catalog.json"));
  assert.equal(text(copy.root, "out/llms.txt"), renderLlmsTxt(data));
  assert.equal(text(copy.root, "out/llms-full.txt"), renderLlmsFullTxt(data));
  assert.match(text(copy.root, "out/llms.txt"), /catalog:\/\/docs\/react-kit\/guides\/query-keys/);
  assert.equal((await runCli([...args, "--check"])).code, 0);
  writeFileSync(join(copy.root, "out/llms.txt"), "# stale\n");
  const stale = await runCli([...args, "--check"]);
  assert.equal(stale.code, 1);
  assert.match(stale.stderr, /llms\.txt is stale/);
});

Deno.test("an incremental run that changes nothing writes nothing, but restores a missing file", async () => {
  using copy = copyFixture("docs-tree");
  const out = join(copy.root, "catalog.json");
  const args = ["--repo-root", copy.root, "--out", out, "--no-symbols", "--incremental"];
  assert.equal((await runCli(args)).code, 0);
  const before = Deno.statSync(out).mtime?.getTime();
  const llms = text(copy.root, "llms.txt");
  Deno.removeSync(join(copy.root, "llms.txt"));
  const again = await runCli(args);
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stderr, /catalog\.json is up to date \(3 packages reused\)/);
  assert.equal(Deno.statSync(out).mtime?.getTime(), before, "the snapshot is not rewritten");
  assert.equal(text(copy.root, "llms.txt"), llms, "the missing llms.txt is written again");
  writeFileSync(join(copy.root, "docs/framework/vue/overview.md"), "# Vue\n\nChanged.\n");
  assert.match((await runCli(args)).stderr, /Wrote 3 packages to .*, 2 reused/);
});
