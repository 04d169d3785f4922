import assert from "node:assert/strict";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  copyFixture,
  entry,
  FIXTURES,
  generate,
  markedCache,
  type QuietRun,
  ROOT,
  runCli,
  slugs,
} from "./_generator.ts";
import { splitFrontMatter } from "../src/generator/read/docs/front_matter.ts";
import { expandGlob, matchesGlob } from "../src/generator/find/glob.ts";
import { hashPackageInputs } from "../src/generator/write/hash.ts";
import { parseJsonc } from "../src/generator/find/jsonc.ts";
import { moduleCandidates } from "../src/generator/read/manifest/package_layout.ts";
import { renderHashes, renderJson } from "../src/generator/write/snapshot_files.ts";
import { validateBundledData } from "../src/snapshot/validate.ts";

/** The features fixture is read by many tests; generating it once keeps them fast. */
let featuresRun: Promise<QuietRun> | undefined;
function features(): Promise<QuietRun> {
  featuresRun ??= generate("features");
  return featuresRun;
}

// --- Workspace discovery -----------------------------------------------------------------

Deno.test("generateBundledData() reads the members of a deno.json workspace", async () => {
  const result = await generate("deno-json");
  assert.deepEqual(slugs(result), ["alpha", "beta"]);
  assert.equal(entry(result, "alpha").name, "@fx/alpha");
  assert.equal(entry(result, "beta").version, "2.0.0");
});

Deno.test("generateBundledData() reads a deno.jsonc workspace with comments and JSONC manifests", async () => {
  const result = await generate("deno-jsonc");
  assert.deepEqual(slugs(result), ["one", "two"]);
  assert.equal(entry(result, "one").name, "@fx/one");
  assert.equal(entry(result, "one").version, "0.1.0");
});

Deno.test("generateBundledData() reads package.json workspaces given as an array", async () => {
  const result = await generate("npm-array");
  assert.deepEqual(slugs(result), ["left", "right"]);
  assert.equal(result.data.version, "3.0.0");
});

Deno.test("generateBundledData() reads package.json workspaces given as { packages }", async () => {
  assert.deepEqual(slugs(await generate("npm-object")), ["core", "extra"]);
});

Deno.test("generateBundledData() reads pnpm-workspace.yaml packages, negations included", async () => {
  assert.deepEqual(slugs(await generate("pnpm")), ["kept"]);
});

Deno.test("generateBundledData() reads the project folders of rush.json, which has comments", async () => {
  const result = await generate("rush");
  assert.deepEqual(slugs(result), ["core", "web"]);
  assert.equal(entry(result, "core").name, "@fx/rush-core");
});

Deno.test("generateBundledData() expands ** and applies negations, never entering node_modules or dot folders", async () => {
  using copy = copyFixture("globs");
  const { root } = copy;
  mkdirSync(join(root, "packages/node_modules/dep"), { recursive: true });
  writeFileSync(join(root, "packages/node_modules/dep/package.json"), '{ "name": "dep" }');
  const result = await generate(root);
  assert.deepEqual(slugs(result), ["button", "tools"]);
  assert.ok(
    !result.warnings.some((w) => w.includes("workspace folder has no")),
    "folders without a manifest under ** (packages/ui, src) are not reported",
  );
});

Deno.test("generateBundledData() gives packages that share a folder name slugs made from their names, in one warning", async () => {
  const result = await generate("duplicates");
  assert.deepEqual(slugs(result), ["a-widgets", "b-widgets"]);
  assert.equal(entry(result, "a-widgets").name, "@a/widgets");
  const clashes = result.warnings.filter((_, i) => result.kinds[i] === "slug-from-name");
  assert.deepEqual(clashes, [
    '2 packages share the folder name "widgets"; their slugs come from their package names: ' +
    "a/widgets -> a-widgets, b/widgets -> b-widgets",
  ]);
});

Deno.test("generateBundledData() keeps unique folder names as slugs beside a clash (nested workspace globs)", async () => {
  const result = await generate("nested");
  assert.deepEqual(slugs(result), ["core", "motion", "nest-context", "nest-labs-context"]);
  assert.equal(entry(result, "nest-labs-context").name, "@nest-labs/context");
  assert.ok(
    !result.warnings.some((w) => w.includes("packages/labs (")),
    "packages/labs only holds packages, so it is not reported as a folder without a manifest",
  );
});

Deno.test("generateBundledData() falls back to folder paths, then numbers, when names clash too", async () => {
  using copy = copyFixture("duplicates");
  const { root } = copy;
  // Same package name twice, and a third folder whose unique name is the path slug of another.
  writeFileSync(join(root, "b/widgets/package.json"), '{ "name": "@a/widgets" }');
  mkdirSync(join(root, "c/a-widgets"), { recursive: true });
  writeFileSync(join(root, "c/a-widgets/package.json"), '{ "name": "@c/a-widgets" }');
  writeFileSync(join(root, "package.json"), '{ "name": "dups", "workspaces": ["*/*"] }');
  const result = await generate(root);
  assert.deepEqual(
    result.data.packages.map((pkg) => [pkg.slug, pkg.name]),
    [["a-widgets", "@c/a-widgets"], ["a-widgets-2", "@a/widgets"], ["b-widgets", "@a/widgets"]],
  );
});

Deno.test("generateBundledData() catalogs a root manifest without workspaces as the one package", async () => {
  const result = await generate("no-workspace");
  assert.deepEqual(slugs(result), ["just-a-package"]);
  const pkg = entry(result, "just-a-package");
  assert.equal(pkg.description, "One package, no workspace.");
  assert.deepEqual(pkg.availableDocPages, ["index"]);
  assert.match(pkg.docs.index ?? "", /^# Just a package/);
  assert.match(pkg.apiSource ?? "", /export function hello/);
  assert.deepEqual(pkg.exports, ["hello"]);
});

Deno.test("generateBundledData() reads the packages of lerna.json", async () => {
  const result = await generate("lerna");
  assert.deepEqual(slugs(result), ["engine", "wheels"]);
  assert.equal(result.data.version, "4.2.0");
});

Deno.test("generateBundledData() warns about a workspace folder that has no manifest", async () => {
  using copy = copyFixture("npm-array");
  const { root } = copy;
  mkdirSync(join(root, "packages/stray"));
  const result = await generate(root);
  assert.deepEqual(slugs(result), ["left", "right"]);
  assert.ok(
    result.warnings.some((w) => w.includes("packages/stray") && w.includes("package.json")),
  );
});

// --- Package selection ---------------------------------------------------------------------

Deno.test("generateBundledData() skips a package without a name and says which file lacks it", async () => {
  const { data, warnings } = await features();
  assert.ok(!data.packages.some((pkg) => pkg.slug === "unnamed"));
  assert.ok(
    warnings.some((w) => w.includes("packages/unnamed/package.json") && w.includes('"name"')),
  );
});

Deno.test("generateBundledData() skips private packages unless includePrivate is set", async () => {
  const { data, warnings } = await features();
  assert.ok(!data.packages.some((pkg) => pkg.slug === "secret"));
  assert.ok(warnings.some((w) => w.startsWith("@fx/secret (packages/secret/package.json)")));
  const withPrivate = await generate("features", { includePrivate: true });
  assert.equal(entry(withPrivate, "secret").name, "@fx/secret");
});

Deno.test("generateBundledData() sorts packages by slug", async () => {
  const names = slugs(await features());
  assert.deepEqual(names, [...names].sort());
});

// --- Metadata ------------------------------------------------------------------------------

Deno.test("generateBundledData() takes metadata from the index page's front matter first", async () => {
  const pkg = entry(await features(), "shared-docs");
  assert.equal(pkg.description, "Front matter description.");
  assert.equal(pkg.category, "testing");
  assert.deepEqual(pkg.keywords, ["front", "matter"]);
  assert.deepEqual(pkg.related, ["readme-only", "missing-sibling"]);
});

Deno.test("generateBundledData() falls back to the manifest's description and keywords", async () => {
  const { warnings, ...result } = await features();
  const pkg = entry(result, "manifest-meta");
  assert.equal(pkg.description, "Only the manifest describes this package.");
  assert.deepEqual(pkg.keywords, ["alpha", "beta"]);
  assert.equal(pkg.category, "");
  assert.ok(warnings.some((w) => w.startsWith("@fx/manifest-meta") && w.includes('"category"')));
});

Deno.test("generateBundledData() uses 0.0.0 for a package without a version, with a warning", async () => {
  const { warnings, ...result } = await features();
  assert.equal(entry(result, "no-version").version, "0.0.0");
  assert.ok(
    warnings.some((w) => w.includes("packages/no-version/package.json") && w.includes("0.0.0")),
  );
});

Deno.test("generateBundledData() warns about related slugs that are not in the catalog", async () => {
  const { warnings } = await features();
  assert.ok(
    warnings.some((w) =>
      w.includes('"missing-sibling"') && w.includes("docs/shared-docs/index.md")
    ),
  );
  assert.ok(!warnings.some((w) => w.includes('related "readme-only"')));
});

Deno.test("generateBundledData() takes the snapshot version from the option, else the root manifest", async () => {
  assert.equal((await features()).data.version, "1.2.3");
  assert.equal((await generate("features", { version: "9.0.0" })).data.version, "9.0.0");
  assert.equal((await generate("deno-json")).data.version, "0.0.0");
});

// --- Doc pages -----------------------------------------------------------------------------

Deno.test("generateBundledData() prefers the shared docs folder and fills in from the package's docs", async () => {
  const { warnings, ...result } = await features();
  const pkg = entry(result, "shared-docs");
  assert.deepEqual(pkg.availableDocPages, ["index", "api", "usage"]);
  assert.deepEqual(Object.keys(pkg.docs), ["index", "api", "usage"]);
  assert.equal(pkg.docs.api, "# API\n\nShared api page.\n");
  assert.equal(pkg.docs.usage, "# Usage\n\nThe package's own usage page.\n");
  assert.ok(
    warnings.some((w) => w.includes("packages/shared-docs/docs/api.md") && w.includes("ignored")),
  );
});

Deno.test("generateBundledData() strips front matter from the stored page text", async () => {
  const pkg = entry(await features(), "shared-docs");
  assert.equal(
    pkg.docs.index,
    "# Shared docs\n\nThe index page comes from the repository's docs folder.\n",
  );
});

Deno.test("generateBundledData() skips empty and whitespace-only pages", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  writeFileSync(join(root, "packages/shared-docs/docs/examples.md"), "  \n\t\n\n");
  writeFileSync(join(root, "packages/readme-only/README.md"), "---\ncategory: docs\n---\n\n \n");
  const result = await generate(root);
  assert.deepEqual(entry(result, "shared-docs").availableDocPages, ["index", "api", "usage"]);
  assert.deepEqual(entry(result, "readme-only").availableDocPages, []);
  assert.deepEqual(entry(result, "readme-only").docs, {});
  assert.ok(result.warnings.some((w) => w.includes("docs/examples.md") && w.includes("empty")));
});

Deno.test("generateBundledData() uses the README as the index page when there is none", async () => {
  const pkg = entry(await features(), "readme-only");
  assert.deepEqual(pkg.availableDocPages, ["index"]);
  assert.equal(pkg.docs.index, "# Readme only\n\nThe README stands in for the index page.\n");
  assert.equal(pkg.category, "docs", "the README's front matter is the metadata");
  assert.equal(pkg.description, "From the manifest.");
});

Deno.test("generateBundledData() pairs an index page holding only front matter with the README's text", async () => {
  const pkg = entry(await features(), "index-plus-readme");
  assert.equal(pkg.description, "Metadata lives in the index page.");
  assert.equal(pkg.category, "pairing");
  assert.match(pkg.docs.index ?? "", /^# Index plus readme\n/);
});

Deno.test("generateBundledData() gives a package without docs no pages", async () => {
  const pkg = entry(await features(), "manifest-meta");
  assert.deepEqual(pkg.availableDocPages, []);
  assert.deepEqual(pkg.docs, {});
});

// --- Source and exports --------------------------------------------------------------------

Deno.test("generateBundledData() bundles src/index.ts, or null when it is missing", async () => {
  const result = await features();
  assert.equal(
    entry(result, "no-version").apiSource,
    'export function versionless(): string {\n  return "0.0.0";\n}\n',
  );
  assert.equal(entry(result, "manifest-meta").apiSource, null);
});

Deno.test("generateBundledData() derives exports from the source and follows relative export *", async () => {
  const { warnings, ...result } = await features();
  assert.deepEqual(entry(result, "derived").exports, [
    "Options",
    "Mode",
    "Color",
    "first",
    "second",
    "third",
    "renamed",
    "greet",
    "later",
    "Widget",
    "Shape",
    "more",
    "alias",
    "default",
  ]);
  assert.ok(
    warnings.some((w) => w.includes('export * from "yaml"')),
    "bare re-exports are reported",
  );
});

Deno.test("generateBundledData() lists exports from front matter as given, without reading the source", async () => {
  assert.deepEqual(entry(await features(), "front-exports").exports, ["listedByHand"]);
});

// --- Components ----------------------------------------------------------------------------

Deno.test("generateBundledData() reads the manifest named by customElements, keeping every declaration whole", async () => {
  const pkg = entry(await features(), "cem-field");
  assert.deepEqual(pkg.components, [
    {
      kind: "class",
      name: "FxField",
      tagName: "fx-field",
      "x-extension": { kept: true },
      attributes: [{ name: "value", type: { text: "string" }, default: '""' }],
    },
    { kind: "function", name: "helper" },
    { kind: "variable", name: "VERSION" },
  ]);
});

Deno.test("generateBundledData() finds custom-elements.json at the package root and in dist/", async () => {
  const result = await features();
  assert.deepEqual(entry(result, "cem-root").components.map((c) => c.tagName), [
    "fx-root",
    "fx-routed",
    undefined,
  ]);
  assert.deepEqual(entry(result, "cem-dist").components.map((c) => c.tagName), ["fx-dist"]);
});

Deno.test("generateBundledData() drops a declaration the snapshot schema rejects, with a warning", async () => {
  const { warnings } = await features();
  assert.ok(
    warnings.some((w) =>
      w.includes("cem-root/custom-elements.json") && w.includes("declarations[1]") &&
      w.includes("accessor")
    ),
  );
});

Deno.test("generateBundledData() reads past slips of a manifest that lose nothing, and says so", async () => {
  // `class FxRouted extends Router.from(FxElement)`: the manifest cannot name the superclass;
  // a hand-written manifest gives a type as a string and a default as null.
  const { warnings, ...result } = await features();
  const routed = entry(result, "cem-root").components.find((c) => c.tagName === "fx-routed");
  assert.deepEqual(routed, {
    kind: "class",
    name: "FxRouted",
    tagName: "fx-routed",
    attributes: [{ name: "route", type: { text: "string" } }],
    // media-chrome's events: `"type": {}`, and some without a name.
    events: [{ name: "routed" }],
  });
  // One warning for the manifest, however many of its declarations were read past.
  const said = warnings.filter((w) =>
    w.includes("cem-root/custom-elements.json") && w.includes("read past")
  );
  assert.equal(said.length, 1, said.join("\n"));
  assert.ok(said[0]?.includes("in 2 declaration(s)"), said[0]);
  assert.ok(said[0]?.includes("declarations[2]") && said[0]?.includes("declarations[3]"));
  for (
    const repair of [
      "null fields",
      "superclass without a name",
      "written as strings",
      "types of events without a text",
      "events without a name",
    ]
  ) {
    assert.ok(said[0]?.includes(repair), repair);
  }
  // `customElements.define(tagString, FxExtension)`: the variable is no tag; the class stays.
  const extension = entry(result, "cem-root").components.find((c) => c.name === "FxExtension");
  assert.deepEqual(extension, { kind: "class", name: "FxExtension" });
  assert.ok(warnings.some((w) => w.includes("declarations[3]") && w.includes('"tagString"')));
});
Deno.test("generateBundledData() gives no components for a malformed manifest, with a warning", async () => {
  const { warnings, ...result } = await features();
  assert.deepEqual(entry(result, "cem-broken").components, []);
  assert.ok(warnings.some((w) => w.includes("cem-broken/custom-elements.json")));

  using copy = copyFixture("features");
  const { root } = copy;
  writeFileSync(join(root, "packages/cem-broken/custom-elements.json"), '{ "modules": [');
  const broken = await generate(root);
  assert.deepEqual(entry(broken, "cem-broken").components, []);
  assert.ok(broken.warnings.some((w) => w.includes("not valid JSON")));
});

// --- Output --------------------------------------------------------------------------------

Deno.test("generateBundledData() output passes validateBundledData", async () => {
  const { data } = await features();
  assert.deepEqual(validateBundledData(data), data);
});

Deno.test("generateBundledData() is deterministic: the same inputs give byte-identical JSON", async () => {
  const first = await generate("features");
  const second = await generate("features");
  assert.equal(renderJson(first.data), renderJson(second.data));
  assert.equal(renderHashes(first.hashes), renderHashes(second.hashes));
});

Deno.test("the committed data/catalog.json and its hashes match a fresh generation from data/demo", async () => {
  const { data, hashes } = await generate(join(ROOT, "data/demo"));
  const hint = "data/catalog.json is stale: run `deno task generate`";
  assert.equal(readFileSync(join(ROOT, "data/catalog.json"), "utf8"), renderJson(data), hint);
  assert.equal(
    readFileSync(join(ROOT, "data/catalog.hashes.json"), "utf8"),
    renderHashes(hashes),
    hint,
  );
});

Deno.test("the demo catalog has what the demo promises: 12+ packages and a component manifest", async () => {
  const { data } = await generate(join(ROOT, "data/demo"));
  assert.ok(data.packages.length >= 12);
  const tags = data.packages.flatMap((pkg) => pkg.components).filter((c) => c.tagName);
  assert.ok(tags.length >= 8);
  assert.ok(data.packages.some((pkg) => pkg.apiSource === null));
  assert.ok(data.packages.some((pkg) => pkg.version === "0.0.0"));
  // A package documented only by its entry module's @module comment shows that rule.
  const testing = data.packages.find((pkg) => pkg.slug === "testing");
  assert.match(testing?.docs.index ?? "", /^# @aurora\/testing\n\nHelpers for testing/);
});

// --- Incremental generation ----------------------------------------------------------------

Deno.test("an incremental run reuses the previous entry as-is when the package hash matches", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  const { first, previous } = await markedCache(root);
  const second = await generate(root, { incremental: true, previous });
  assert.deepEqual(second.reused, slugs(first));
  assert.equal(entry(second, "derived").description, "cached derived");
  assert.deepEqual(second.hashes, first.hashes);
});

Deno.test("an incremental run without incremental: true ignores the previous snapshot", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  const { previous } = await markedCache(root);
  const result = await generate(root, { previous });
  assert.deepEqual(result.reused, []);
  assert.equal(entry(result, "derived").description, "");
});

Deno.test("an incremental run gives the same bytes as a full run", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  const first = await generate(root);
  writeFileSync(join(root, "packages/derived/src/parts/more.ts"), "export const changed = 1;\n");
  const full = await generate(root);
  const incremental = await generate(root, {
    incremental: true,
    previous: { data: first.data, hashes: first.hashes },
  });
  assert.deepEqual(incremental.reused.includes("derived"), false);
  assert.equal(renderJson(incremental.data), renderJson(full.data));
});

Deno.test("an incremental run rebuilds a package whose file was edited", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  const { previous } = await markedCache(root);
  writeFileSync(join(root, "packages/derived/src/parts/more.ts"), "export const changed = 1;\n");
  const result = await generate(root, { incremental: true, previous });
  assert.ok(!result.reused.includes("derived"));
  assert.ok(entry(result, "derived").exports.includes("changed"));
  assert.equal(entry(result, "derived").description, "");
  assert.equal(entry(result, "no-version").description, "cached no-version");
});

Deno.test("an incremental run rebuilds a package whose doc page was renamed", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  const { previous } = await markedCache(root);
  const docs = join(root, "packages/shared-docs/docs");
  renameSync(join(docs, "usage.md"), join(docs, "examples.md"));
  const result = await generate(root, { incremental: true, previous });
  assert.ok(!result.reused.includes("shared-docs"));
  assert.deepEqual(entry(result, "shared-docs").availableDocPages, ["index", "api", "examples"]);
});

Deno.test("an incremental run rebuilds a package whose file was deleted", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  const { previous } = await markedCache(root);
  rmSync(join(root, "packages/no-version/src/index.ts"));
  const result = await generate(root, { incremental: true, previous });
  assert.ok(!result.reused.includes("no-version"));
  assert.equal(entry(result, "no-version").apiSource, null);
});

Deno.test("an incremental run discards a cache whose snapshot fails validation, with a warning", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  const { first } = await markedCache(root);
  const result = await generate(root, {
    incremental: true,
    previous: { data: { version: 1, packages: [] }, hashes: first.hashes },
  });
  assert.deepEqual(result.reused, []);
  assert.ok(result.warnings.some((w) => w.startsWith("cache:") && w.includes("not valid")));
});

Deno.test("an incremental run discards hashes from another generator format, with a warning", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  const { previous } = await markedCache(root);
  const oldFormat = Object.fromEntries(
    Object.entries(previous.hashes).map(([slug, hash]) => [slug, hash.replace(/^v\d+:/, "v0:")]),
  );
  const result = await generate(root, {
    incremental: true,
    previous: { ...previous, hashes: oldFormat },
  });
  assert.deepEqual(result.reused, []);
  assert.ok(result.warnings.some((w) => w.startsWith("cache:") && w.includes("format")));
});

// --- Command line --------------------------------------------------------------------------

Deno.test("the CLI writes the snapshot and its hashes, and reuses both with --incremental", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  const out = join(root, "out/catalog.json");
  const first = await runCli(["--repo-root", root, "--out", out]);
  assert.equal(first.code, 0, first.stderr);
  assert.equal(first.stdout, "", "stdout stays empty");
  const snapshot = readFileSync(out, "utf8");
  const hashes = JSON.parse(readFileSync(join(root, "out/catalog.hashes.json"), "utf8"));
  assert.deepEqual(
    Object.keys(hashes),
    JSON.parse(snapshot).packages.map((p: { slug: string }) => p.slug),
  );

  writeFileSync(join(root, "packages/no-version/src/index.ts"), "export const edited = 1;\n");
  const second = await runCli(["--repo-root", root, "--out", out, "--incremental"]);
  assert.equal(second.code, 0, second.stderr);
  assert.match(second.stderr, /Wrote 11 packages to .*, 10 reused/);
  assert.match(readFileSync(out, "utf8"), /export const edited = 1;/);
});

Deno.test("the CLI output is byte-identical across runs", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  const [a, b] = [join(root, "a.json"), join(root, "b.json")];
  assert.equal((await runCli(["--repo-root", root, "--out", a])).code, 0);
  assert.equal((await runCli(["--repo-root", root, "--out", b])).code, 0);
  assert.equal(readFileSync(a, "utf8"), readFileSync(b, "utf8"));
});

Deno.test("the CLI with --check exits 0 for a fresh snapshot and 1 for a stale one, writing nothing", async () => {
  using copy = copyFixture("features");
  const { root } = copy;
  const out = join(root, "catalog.json");
  assert.equal((await runCli(["--repo-root", root, "--out", out])).code, 0);
  const fresh = await runCli(["--repo-root", root, "--out", out, "--check"]);
  assert.equal(fresh.code, 0, fresh.stderr);

  writeFileSync(join(root, "packages/readme-only/README.md"), "# Changed\n\nNew text.\n");
  const before = readFileSync(out, "utf8");
  const stale = await runCli(["--repo-root", root, "--out", out, "--check"]);
  assert.equal(stale.code, 1);
  assert.match(stale.stderr, /changed: readme-only/);
  assert.doesNotMatch(stale.stderr, /changed: derived/);
  assert.equal(readFileSync(out, "utf8"), before, "--check writes nothing");
});

Deno.test("the CLI with --check reports a missing snapshot as stale", async () => {
  using copy = copyFixture("npm-array");
  const { root } = copy;
  const result = await runCli(["--repo-root", root, "--out", join(root, "none.json"), "--check"]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /does not exist/);
});

Deno.test("the CLI writes the snapshot to stdout with --out -", async () => {
  const result = await runCli(["--repo-root", join(FIXTURES, "npm-array"), "--out", "-"]);
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(JSON.parse(result.stdout).packages.map((p: { slug: string }) => p.slug), [
    "left",
    "right",
  ]);
});

Deno.test("the CLI passes --version and --include-private through", async () => {
  const result = await runCli([
    "--repo-root",
    join(FIXTURES, "features"),
    "--out",
    "-",
    "--version",
    "7.7.7",
    "--include-private",
  ]);
  const data = JSON.parse(result.stdout);
  assert.equal(data.version, "7.7.7");
  assert.ok(data.packages.some((p: { slug: string }) => p.slug === "secret"));
});

Deno.test("the CLI rejects an unknown flag with the usage text and exit code 1", async () => {
  const result = await runCli(["--out", "-", "--frobnicate"]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /Usage: generator\.ts/);
  assert.equal(result.stdout, "");
});

Deno.test("the CLI requires --out", async () => {
  const result = await runCli(["--repo-root", join(FIXTURES, "npm-array")]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /--out is required/);
});

Deno.test("the CLI prints usage to stderr for --help and exits 0", async () => {
  const result = await runCli(["--help"]);
  assert.equal(result.code, 0);
  assert.match(result.stderr, /--incremental/);
  assert.equal(result.stdout, "");
});

Deno.test("the CLI without the environment TypeScript reads stops and names the grant", async () => {
  using copy = copyFixture("npm-array");
  const narrow = ["--allow-read", "--allow-write", "--allow-run", "--allow-env=NODE_V8_COVERAGE"];
  const result = await runCli(["--repo-root", copy.root, "--out", "-", "--no-symbols"], narrow);
  assert.equal(result.code, 1);
  assert.match(
    result.stderr,
    /TypeScript, which reads the packages' exported names, does not load .*--allow-env=NODE_\*,TSC_\*,VSCODE_INSPECTOR_OPTIONS/,
  );
  assert.equal(result.stdout, "");
});

Deno.test("a run that reuses every entry loads no TypeScript: it needs none of its environment", async () => {
  using copy = copyFixture("npm-array");
  const out = join(copy.root, "catalog.json");
  const args = ["--repo-root", copy.root, "--out", out, "--incremental", "--no-symbols"];
  assert.equal((await runCli(args)).code, 0);
  const narrow = ["--allow-read", "--allow-write", "--allow-run", "--allow-env=NODE_V8_COVERAGE"];
  const again = await runCli(args, narrow);
  assert.equal(again.code, 0, again.stderr);
  assert.match(again.stderr, /is up to date \(2 packages reused\)/);
});

Deno.test("the CLI reports a generation error on stderr with exit code 1", async () => {
  using copy = copyFixture("npm-array");
  writeFileSync(join(copy.root, "pnpm-workspace.yaml"), "packages: [unclosed\n");
  const result = await runCli(["--repo-root", copy.root, "--out", "-"]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /error: Cannot parse pnpm-workspace\.yaml/);
  assert.equal(result.stdout, "");
});

// --- Engine parts --------------------------------------------------------------------------

Deno.test("parseJsonc() removes comments and trailing commas but not look-alikes inside strings", () => {
  const text = `{
    // line comment
    "url": "https://example.com/a//b", /* block */
    "list": ["a,]", "b",],
    "nested": { "x": 1, },
  }`;
  assert.deepEqual(parseJsonc(text), {
    url: "https://example.com/a//b",
    list: ["a,]", "b"],
    nested: { x: 1 },
  });
});

Deno.test("parseJsonc() names the first problem with its line and column", () => {
  assert.throws(() => parseJsonc('{\n  "a": 1\n  "b": 2\n}'), {
    name: "SyntaxError",
    message: "comma expected at line 3, column 3",
  });
  assert.throws(() => parseJsonc('{ "a": [1, 2 }'), /comma expected at line 1, column 14/);
  assert.throws(() => parseJsonc(""), /value expected at line 1, column 1/);
});

Deno.test("matchesGlob() matches * within one segment and ** across segments", () => {
  assert.ok(matchesGlob("packages/*", "packages/forms"));
  assert.ok(!matchesGlob("packages/*", "packages/ui/button"));
  assert.ok(matchesGlob("packages/**", "packages/ui/button"));
  assert.ok(matchesGlob("packages/**/legacy", "packages/legacy"));
  assert.ok(matchesGlob("./packages/ui-?/", "packages/ui-x"));
  assert.ok(!matchesGlob("packages/*", "packages/.hidden"));
});

Deno.test("matchesGlob() never lets a wildcard into node_modules or a dot folder, and takes picomatch's braces", () => {
  assert.ok(!matchesGlob("packages/**", "packages/ui/node_modules/x"));
  assert.ok(!matchesGlob("packages/*", "packages/node_modules"));
  assert.ok(matchesGlob("packages/node_modules/*", "packages/node_modules/x"));
  assert.ok(!matchesGlob("docs/**/*.md", "docs/.vitepress/a.md"));
  assert.ok(matchesGlob("docs/.vitepress/*.md", "docs/.vitepress/a.md"));
  assert.ok(matchesGlob("src/**/*.{js,ts}", "src/a/b.ts"));
  assert.ok(!matchesGlob("src/**/*.{js,ts}", "src/a/b.css"));
});

Deno.test("expandGlob() lists only existing folders, sorted", () => {
  assert.deepEqual(expandGlob(join(FIXTURES, "globs"), "packages/*"), [
    "packages/internal",
    "packages/tools",
    "packages/ui",
  ]);
  assert.deepEqual(expandGlob(join(FIXTURES, "globs"), "packages/missing"), []);
});

Deno.test("splitFrontMatter() separates YAML metadata from the page text", () => {
  const split = splitFrontMatter("---\ntitle: x\ntags: [a, b]\n---\n\n# Page\n");
  assert.deepEqual(split, { data: { title: "x", tags: ["a", "b"] }, body: "# Page\n" });
  assert.deepEqual(splitFrontMatter("# No front matter\n---\n"), {
    data: {},
    body: "# No front matter\n---\n",
  });
});

Deno.test("splitFrontMatter() reports broken YAML but still strips the block", () => {
  const split = splitFrontMatter("---\nkey: [unclosed\n---\nText\n");
  assert.equal(split.body, "Text\n");
  assert.deepEqual(split.data, {});
  assert.ok(split.problem);
});

Deno.test("moduleCandidates() follows . and .. to the folder's index module", () => {
  const from = "packages/p/src/devtools/production/index.ts";
  assert.ok(moduleCandidates(from, "..").includes("packages/p/src/devtools/index.ts"));
  assert.ok(moduleCandidates(from, ".").includes("packages/p/src/devtools/production/index.ts"));
});

Deno.test("moduleCandidates() maps .js to .ts, tries index files and stays inside the repository", () => {
  const from = "packages/p/src/index.ts";
  assert.deepEqual(moduleCandidates(from, "./a.js"), [
    "packages/p/src/a.ts",
    "packages/p/src/a.tsx",
    "packages/p/src/a.d.ts",
    "packages/p/src/a.js",
  ]);
  assert.deepEqual(moduleCandidates(from, "./dir"), [
    "packages/p/src/dir.ts",
    "packages/p/src/dir.tsx",
    "packages/p/src/dir.d.ts",
    "packages/p/src/dir/index.ts",
    "packages/p/src/dir/index.tsx",
    "packages/p/src/dir/index.d.ts",
  ]);
  // Packages import siblings by relative path too (the Deno standard library does).
  assert.deepEqual(moduleCandidates(from, "../../q/x.ts"), ["packages/q/x.ts"]);
  assert.deepEqual(moduleCandidates(from, "../../../../outside.ts"), []);
  assert.deepEqual(moduleCandidates(from, "lodash"), []);
});

Deno.test("hashPackageInputs() depends on file paths as well as contents", () => {
  const base = { folder: "p", entries: [], docFiles: [] };
  const a = hashPackageInputs({ ...base, files: { "p/docs/api.md": "# Text" } }, true);
  const b = hashPackageInputs({ ...base, files: { "p/docs/usage.md": "# Text" } }, true);
  const c = hashPackageInputs({ ...base, files: { "p/docs/api.md": "# Text" } }, true);
  assert.notEqual(a, b);
  assert.equal(a, c);
  assert.match(a, /^v\d+:[0-9a-f]{64}$/);
});
