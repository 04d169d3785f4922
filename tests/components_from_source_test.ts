/**
 * Components built from source: a package whose Custom Elements Manifest is declared but not
 * built (or never declared) gets one from `@custom-elements-manifest/analyzer`, run as a
 * library, and the MCP tools answer from it, inherited members included.
 *
 * @module
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BundledData } from "../generator.ts";
import { connectInMemory, textOf } from "./_mcp_client.ts";
import { copyFixture, entry, FIXTURES, generate, type QuietRun, runCli } from "./_generator.ts";

const FIXTURE = join(FIXTURES, "analyze");
/** What the CLI needs for components from source: TypeScript reads its settings from the env. */
const PERMISSIONS = ["--allow-read", "--allow-write", "--allow-run", "--allow-env"];

let shared: Promise<QuietRun> | undefined;
function fixture(): Promise<QuietRun> {
  return shared ??= generate("analyze");
}

type Named = { name: string; inheritedFrom?: { name: string } };

function component(data: BundledData, tag: string) {
  const found = data.packages.flatMap((pkg) => pkg.components).find((c) => c.tagName === tag);
  assert.ok(found, `no component <${tag}>`);
  return found;
}

/** Every file under a folder with a hash of its bytes: what "the repository" is. */
function treeHash(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const item of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir === "" ? item.name : `${dir}/${item.name}`;
      if (item.isDirectory()) walk(path);
      else {files.set(
          path,
          createHash("sha256").update(readFileSync(join(root, path))).digest("hex"),
        );}
    }
  };
  walk("");
  return files;
}

Deno.test("the CLI builds components from source and writes nothing into the repository", async () => {
  const before = treeHash(FIXTURE);
  const out = Deno.makeTempDirSync({ prefix: "analyze-out-" });
  try {
    const run = await runCli(
      ["--repo-root", FIXTURE, "--out", join(out, "catalog.json"), "--verbose"],
      PERMISSIONS,
    );
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(treeHash(FIXTURE), before, "the fixture repository changed");
    const data = JSON.parse(readFileSync(join(out, "catalog.json"), "utf8")) as BundledData;
    const tags = data.packages.flatMap((pkg) => pkg.components.map((c) => c.tagName))
      .filter((tag) => tag !== undefined).sort();
    assert.deepEqual(tags, ["fx-badge", "fx-button", "fx-chip", "fx-fancy-button", "fx-greeting"]);
    assert.doesNotMatch(run.stderr, /cem-not-built|not built yet/);
    assert.match(
      run.stderr,
      /custom-elements-manifest\.config\.js\): the analyzer configuration does not load/,
    );
  } finally {
    Deno.removeSync(out, { recursive: true });
  }
});

Deno.test("a tag named only in HTMLElementTagNameMap or in a define call elsewhere is found; tests are not sources", async () => {
  const { data } = await fixture();
  assert.equal(component(data, "fx-badge").name, "FxBadge");
  assert.equal(component(data, "fx-chip").name, "FxChip");
  assert.equal(
    component(data, "fx-greeting").name,
    "FxGreeting",
    "registered, no manifest declared",
  );
  const all = data.packages.flatMap((pkg) => pkg.components).map((c) => c.tagName);
  assert.ok(!all.includes("fx-test-only"), "a test module's element is not a component");
  assert.deepEqual(entry({ data } as QuietRun, "plain").components, []);
});

Deno.test("get-component lists inherited attributes, properties, events and slots with inheritedFrom", async () => {
  const { data } = await fixture();
  await using client = await connectInMemory(data);
  const button = JSON.parse(textOf(await client.call("get-component", { tagName: "fx-button" })));
  const attributes = new Map<string, Named>(button.attributes.map((a: Named) => [a.name, a]));
  assert.deepEqual([...attributes.keys()].sort(), ["disabled", "label", "variant"]);
  assert.equal(attributes.get("variant")?.inheritedFrom, undefined);
  assert.equal(attributes.get("label")?.inheritedFrom?.name, "BaseButton");
  assert.ok(attributes.get("disabled")?.inheritedFrom, "the mixin's attribute is inherited");
  const fields = button.members.filter((m: { kind: string }) => m.kind === "field")
    .map((m: Named) => m.name).sort();
  assert.deepEqual(fields, ["disabled", "label", "variant"]);
  assert.deepEqual(button.events.map((e: Named) => [e.name, e.inheritedFrom?.name]), [
    ["fx-press", "BaseButton"],
  ]);
  assert.deepEqual(button.slots.map((s: Named) => s.name).sort(), ["", "icon"]);
  const listed = JSON.parse(textOf(await client.call("list-components", {})));
  const summary = listed.find((c: { tagName: string }) => c.tagName === "fx-button");
  assert.deepEqual(summary.attrs.map((a: Named) => a.name).sort(), [
    "disabled",
    "label",
    "variant",
  ]);
});

Deno.test("an element inherits from a class of a workspace package it depends on", async () => {
  const { data } = await fixture();
  const fancy = component(data, "fx-fancy-button");
  const from = new Map(
    (fancy.attributes as Named[]).map((a) => [a.name, a.inheritedFrom?.name ?? "own"]),
  );
  assert.deepEqual(Object.fromEntries(from), {
    sparkles: "own",
    variant: "FxButton",
    disabled: "Focusable",
    label: "BaseButton",
  });
  assert.deepEqual(entry({ data } as QuietRun, "fancy").components.map((c) => c.name), [
    "FxFancyButton",
  ], "the dependency's own elements stay in their package");
});

Deno.test("get-symbol names a class's mixins, and for an element its tag and get-component, not in one member's answer", async () => {
  const { data } = await fixture();
  await using client = await connectInMemory(data);
  const button = await client.call("get-symbol", { name: "FxButton", package: "ui" });
  const [answer] = (button.structuredContent as { symbols: Record<string, unknown>[] }).symbols;
  assert.deepEqual(answer?.heritage, { extends: "BaseButton" });
  assert.deepEqual(answer?.customElement, {
    tagName: "fx-button",
    attributes: 3,
    inheritedAttributes: 2,
    properties: 3,
    events: 1,
    slots: 2,
  });
  assert.match(
    textOf(button),
    /Custom element `<fx-button>`: get-component with tagName "fx-button" has its whole surface, inherited members included: 3 attributes \(2 inherited\), 3 properties, 1 event, 2 slots\./,
  );
  // One member's answer is about the member: the class's element and heritage are its own.
  const variant = await client.call("get-symbol", { name: "FxButton.variant", package: "ui" });
  assert.match(textOf(variant), /variant/);
  assert.doesNotMatch(textOf(variant), /Custom element|get-component/);
  const base = await client.call("get-symbol", { name: "BaseButton", package: "ui" });
  const [baseAnswer] = (base.structuredContent as { symbols: Record<string, unknown>[] }).symbols;
  assert.deepEqual(baseAnswer?.heritage, { extends: "LitElement", mixins: ["Focusable"] });
  assert.equal(baseAnswer?.customElement, undefined, "a base class is no element");
  assert.match(textOf(base), /Extends `LitElement` through the mixins `Focusable`\./);
});

Deno.test("--no-analyze keeps the old behaviour: one not-built warning, no components", async () => {
  const run = await generate("analyze", { analyze: false });
  assert.deepEqual(entry(run, "ui").components, []);
  assert.deepEqual(entry(run, "vanilla").components, []);
  const notBuilt = run.warnings.filter((_, i) => run.kinds[i] === "cem-not-built");
  assert.equal(notBuilt.length, 1);
  assert.match(notBuilt[0] ?? "", /npm run manifest/);
});

Deno.test("the built manifest is deterministic, its modules sorted", async () => {
  const [one, two] = [await fixture(), await generate("analyze")];
  assert.deepEqual(two.data, one.data);
  assert.deepEqual(two.hashes, one.hashes);
  const order = entry(one, "ui").components.map((c) => c.name);
  // By module path: base-button.ts, focusable.ts, fx-badge.ts, fx-button.ts, fx-chip.ts.
  assert.deepEqual(order, ["BaseButton", "Focusable", "FxBadge", "FxButton", "FxChip"]);
});

Deno.test("an incremental run rebuilds a package when a source the analyzer read changes", async () => {
  using copy = copyFixture("analyze");
  const first = await generate(copy.root);
  const previous = { data: first.data, hashes: first.hashes };
  const again = await generate(copy.root, { incremental: true, previous });
  assert.deepEqual(again.reused.sort(), ["fancy", "plain", "ui", "vanilla"]);
  const badge = join(copy.root, "packages/ui/src/fx-badge.ts");
  writeFileSync(
    badge,
    readFileSync(badge, "utf8").replace(
      "@property({ type: Number }) count = 0;",
      '@property({ type: Number }) count = 0;\n  /** Its tone. */\n  @property() tone = "info";',
    ),
  );
  const changed = await generate(copy.root, {
    incremental: true,
    previous: { data: again.data, hashes: again.hashes },
  });
  // fancy reads the modules of ui that its element inherits from, not fx-badge.ts.
  assert.deepEqual(changed.reused.sort(), ["fancy", "plain", "vanilla"]);
  const attributes = component(changed.data, "fx-badge").attributes?.map((a) => a.name);
  assert.deepEqual(attributes, ["count", "tone"]);
  // An entry built without analysis never stands in for one built with it.
  const off = await generate(copy.root, {
    analyze: false,
    incremental: true,
    previous: { data: changed.data, hashes: changed.hashes },
  });
  assert.ok(!off.reused.includes("ui"));
});

Deno.test("an analyzer failure is one warning naming the package and a command; the rest is catalogued", async () => {
  using copy = copyFixture("analyze");
  writeFileSync(
    join(copy.root, "packages/ui/custom-elements-manifest.config.js"),
    'export default { plugins: [{ name: "breaks", analyzePhase() { throw new Error("no"); } }] };\n',
  );
  const run = await generate(copy.root);
  const failed = run.warnings.filter((_, i) => run.kinds[i] === "analyzer-failed");
  assert.equal(failed.length, 1);
  assert.match(failed[0] ?? "", /^@fx\/ui \(packages\/ui\): building its Custom Elements Manifest/);
  assert.match(
    failed[0] ?? "",
    /cd packages\/ui && npx @custom-elements-manifest\/analyzer@0\.11\.0 analyze --litelement/,
  );
  const ui = entry(run, "ui");
  assert.deepEqual(ui.components, []);
  assert.ok((ui.symbols ?? []).some((s) => s.name === "FxButton"), "symbols are still catalogued");
  assert.equal(ui.description, "Lit elements whose manifest is declared but not built.");
  assert.equal(
    component(run.data, "fx-greeting").name,
    "FxGreeting",
    "other packages are unaffected",
  );
});

Deno.test("a Stencil component (@Component({ tag })) is found and built from source", async () => {
  using copy = copyFixture("analyze");
  const folder = join(copy.root, "packages/stencil-kit");
  Deno.mkdirSync(join(folder, "src/components/fx-icon"), { recursive: true });
  writeFileSync(
    join(folder, "package.json"),
    JSON.stringify({
      name: "@fx/stencil-kit",
      version: "1.0.0",
      exports: { ".": "./src/index.ts" },
      dependencies: { "@stencil/core": "^4.0.0" },
    }),
  );
  writeFileSync(
    join(folder, "src/components/fx-icon/fx-icon.tsx"),
    "import { Component, Prop, h } from '@stencil/core';\n\n" +
      "/** An icon by its name. */\n" +
      "@Component({ tag: 'fx-icon', shadow: true })\n" +
      "export class FxIcon {\n" +
      "  /** The icon's name. */\n" +
      "  @Prop() name?: string;\n\n" +
      "  render() {\n    return <span>{this.name}</span>;\n  }\n}\n",
  );
  writeFileSync(
    join(folder, "src/index.ts"),
    "export { FxIcon } from './components/fx-icon/fx-icon';\n",
  );
  const { data } = await generate(copy.root);
  const icon = component(data, "fx-icon");
  assert.ok(icon.attributes?.some((attribute) => attribute.name === "name"), JSON.stringify(icon));
});
