/**
 * Every entry point users import: `exports` patterns expanded against the files that exist, a
 * published root package beside its docs-site workspace, deep imports named by a component
 * manifest, and JavaScript typed with JSDoc, each from a fixture repository.
 *
 * @module
 */
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { connectInMemory, textOf } from "./_mcp_client.ts";
import { copyFixture, entry, generate, type QuietRun, slugs } from "./_generator.ts";

const runs = new Map<string, Promise<QuietRun>>();
/** Each fixture is generated once for the tests that only read it. */
function fixture(name: string): Promise<QuietRun> {
  let run = runs.get(name);
  if (run === undefined) runs.set(name, run = generate(name));
  return run;
}

/** Symbol name -> the subpath it is imported from. */
function subpaths(result: QuietRun, slug: string): Record<string, string> {
  return Object.fromEntries(
    (entry(result, slug).symbols ?? []).map((symbol) => [symbol.name, symbol.subpath]),
  );
}

Deno.test("exports patterns with conditions give one subpath per file that exists", async () => {
  const result = await fixture("exports-patterns");
  assert.deepEqual(subpaths(result, "widgets"), {
    VERSION: ".",
    PatButton: "./button.js",
    card: "./card.js",
    // `./icons/*.js` into an unbuilt dist/ is matched against src/icons/; the `null` pattern
    // leaves out the internal module, and a test beside the sources is no entry.
    arrow: "./icons/arrow.js",
    // `./docs/*` into a docs/ folder copied in when publishing: nothing (not every file).
    // `dist/dts/build/*.d.ts`: two build folders dropped, src/build/ holds the sources.
    renderTemplate: "./build/render.js",
    // `out/types/` is tsconfig.build.json's declarationDir, built from its rootDir lib/.
    extra: "./extra",
    serve: "./server",
    // `dist/default-entry/esm/server.d.ts`: without the format folder, not src/server.ts.
    createServerEntry: "./server-entry",
    // `runtime/dist/index.d.ts`: runtime/src/, not the package's own src/index.ts.
    useRuntime: "./runtime",
    // `dist/widgets.dom.d.ts`, a bundle named after the package: the module named like the
    // subpath, src/dom.ts.
    onDom: "./dom",
  });
  // Plain subpaths, then what patterns expand to.
  assert.deepEqual(entry(result, "widgets").exports, [
    "VERSION",
    "extra",
    "serve",
    "createServerEntry",
    "useRuntime",
    "onDom",
    "PatButton",
    "card",
    "arrow",
    "renderTemplate",
  ]);
});

Deno.test("a build configuration beside tsconfig.json (tsconfig.dist.json, as ky's) leads to the sources", async () => {
  using copy = copyFixture("exports-patterns");
  Deno.renameSync(join(copy.root, "tsconfig.build.json"), join(copy.root, "tsconfig.dist.json"));
  assert.equal(subpaths(await generate(copy.root), "widgets").extra, "./extra");
});

Deno.test("exported names without a symbol record (re-exported from outside packages) are named", async () => {
  using copy = copyFixture("exports-patterns");
  writeFileSync(
    join(copy.root, "src/index.ts"),
    'export const VERSION = "1.0.0";\nexport { createSelector, type Selector } from "reselect";\n',
  );
  const result = await generate(copy.root);
  assert.ok(entry(result, "widgets").exports.includes("createSelector"));
  const said = result.warnings.filter((_, i) => result.kinds[i] === "exports-without-symbols");
  assert.deepEqual(said, [
    "@pat/widgets: 2 exported names have no symbol record (createSelector, Selector)",
  ]);
  // The fixture as it is: every exported name has its record.
  assert.ok(!(await fixture("exports-patterns")).kinds.includes("exports-without-symbols"));
});

Deno.test("a repository whose every package is private (published from a build) is catalogued, said once", async () => {
  using copy = copyFixture("exports-patterns");
  const manifest = JSON.parse(readFileSync(join(copy.root, "package.json"), "utf8"));
  writeFileSync(join(copy.root, "package.json"), JSON.stringify({ ...manifest, private: true }));
  const result = await generate(copy.root);
  assert.deepEqual(slugs(result), ["widgets"]);
  assert.deepEqual(result.kinds.filter((kind) => kind.includes("private")), ["all-private"]);
  assert.match(result.warnings[result.kinds.indexOf("all-private")] ?? "", /@pat\/widgets/);
});

Deno.test("a published root package beside its private docs-site workspace is catalogued", async () => {
  const result = await fixture("root-library");
  assert.deepEqual(slugs(result), ["lib"]);
  const lib = entry(result, "lib");
  assert.equal(lib.name, "@rl/lib");
  assert.deepEqual(lib.exports, ["RlButton", "version"]);
  assert.deepEqual(lib.symbols?.map((symbol) => symbol.name), ["RlButton", "version"]);
  assert.match(result.warnings.join("\n"), /rl-catalog \(catalog\/package\.json\): private/);
});

Deno.test("a root that is private, or has no code, stays a workspace and not a package", async () => {
  using copy = copyFixture("root-library");
  const manifest = JSON.parse(readFileSync(join(copy.root, "package.json"), "utf8"));
  writeFileSync(join(copy.root, "package.json"), JSON.stringify({ ...manifest, private: true }));
  const privateRoot = await generate(copy.root, { includePrivate: true });
  assert.deepEqual(slugs(privateRoot), ["catalog"]);
  const { main: _, types: __, ...noEntries } = manifest;
  writeFileSync(join(copy.root, "package.json"), JSON.stringify(noEntries));
  Deno.removeSync(join(copy.root, "index.ts"));
  const codeless = await generate(copy.root, { includePrivate: true });
  assert.deepEqual(slugs(codeless), ["catalog"]);
  assert.ok(!codeless.kinds.includes("no-source"), codeless.warnings.join("\n"));
});

Deno.test("a package without entries takes the modules its component manifest defines elements in", async () => {
  const result = await fixture("deep-imports");
  assert.deepEqual(subpaths(result, "elements"), {
    DeepCheckbox: "./checkbox/checkbox.js",
    DeepFilledButton: "./button/filled-button.js",
  });
  const said = result.warnings.filter((_, i) => result.kinds[i] === "entries-from-components");
  assert.equal(said.length, 1);
  assert.match(said[0] ?? "", /@deep\/elements \(custom-elements\.json\): .* 2 entry points/);
  await using client = await connectInMemory(result.data);
  const answer = textOf(await client.call("get-symbol", { name: "DeepFilledButton" }));
  assert.match(answer, /button\/filled-button\.ts/);
});

Deno.test("a deep-import package whose manifest is not built takes the modules that register its elements", async () => {
  using copy = copyFixture("deep-imports");
  Deno.removeSync(join(copy.root, "custom-elements.json"));
  // A module that only registers a class it imports: the class's module is an entry too.
  Deno.mkdirSync(join(copy.root, "switch"));
  writeFileSync(
    join(copy.root, "switch/deep-switch.ts"),
    "import { SwitchElement } from './switch-element.js';\n\n" +
      "customElements.define('deep-switch', SwitchElement);\n",
  );
  writeFileSync(
    join(copy.root, "switch/switch-element.ts"),
    "/** A switch users flip. */\nexport class SwitchElement extends HTMLElement {}\n",
  );
  const result = await generate(copy.root);
  assert.deepEqual(subpaths(result, "elements"), {
    DeepCheckbox: "./checkbox/checkbox.js",
    DeepFilledButton: "./button/filled-button.js",
    SwitchElement: "./switch/switch-element.js",
  });
  const said = result.warnings.filter((_, i) => result.kinds[i] === "entries-from-components");
  assert.equal(said.length, 1);
  assert.match(said[0] ?? "", /@deep\/elements \(\.\): .* 4 entry points .* register/);
  // The manifest built from the sources gives the same elements.
  const tags = entry(result, "elements").components.map((component) => component.tagName);
  assert.deepEqual(tags.filter(Boolean).sort(), [
    "deep-checkbox",
    "deep-filled-button",
    "deep-switch",
  ]);
  const skipped = await generate(copy.root, { analyze: false });
  assert.deepEqual(subpaths(skipped, "elements"), {});
});

Deno.test("JavaScript typed with JSDoc gives signatures as TypeScript does; a .d.ts beside it wins", async () => {
  const result = await fixture("jsdoc-js");
  const signatures = Object.fromEntries(
    (entry(result, "toolkit").symbols ?? []).map((symbol) => [
      symbol.name,
      [symbol.signature, ...(symbol.members ?? []).map((member) => member.signature)],
    ]),
  );
  assert.deepEqual(signatures, {
    clamp: ["function clamp(value: number, min: number, max: number): number"],
    Counter: ["class Counter", "value: number", "constructor()", "increment(by?: number): number"],
    DEFAULT_SIZE: ['const DEFAULT_SIZE: "small"'],
    formatMoney: ["function formatMoney(amount: number, currency: string): string"],
    // deno doc reads no name from a `@param` whose type holds braces: that one stays untyped.
    greet: ["function greet(name: string, options?): string"],
  });
  // A JSDoc tag named like an Object.prototype property (`@constructor`) is a tag like others.
  const counter = entry(result, "toolkit").symbols?.find((symbol) => symbol.name === "Counter");
  assert.deepEqual(counter?.members?.[1]?.tags, [{ tag: "constructor" }]);
  assert.deepEqual(entry(result, "toolkit").exports, [
    "clamp",
    "greet",
    "Counter",
    "DEFAULT_SIZE",
    "formatMoney",
  ]);
});
