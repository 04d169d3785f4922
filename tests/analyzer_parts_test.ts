/**
 * Unit tests of the parts around the analyzer: tags found in sources and applied to a manifest,
 * renamed imports, nameless entries, class heritage from a signature, the modules it reads.
 *
 * @module
 */
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { applyTags, tagsByClass } from "../src/generator/read/components/analyzer/element_tags.ts";
import { importAliases } from "../src/generator/read/components/analyzer/import_aliases.ts";
import { dropNamelessEntries } from "../src/generator/read/components/analyzer/nameless_entries.ts";
import {
  registersElements,
  sourceModules,
} from "../src/generator/read/components/analyzer/sources.ts";
import { classHeritage } from "../src/symbols/class_heritage.ts";

Deno.test("tagsByClass reads every way a source registers a tag, the first one winning", () => {
  const tags = tagsByClass([
    "declare global {\n  interface HTMLElementTagNameMap {\n    'x-a': XA;\n    \"x-b\": XB;\n  }\n}",
    "XC.define(`x-c`);\ncustomElements.define('x-d', XD);\ncustomElements.define('x-a-again', XA);",
    "class XE extends Base {\n  static get is() {\n    return 'x-e';\n  }\n}\nclass XF { static is = 'x-f'; }",
    "customElements.define(tagName, XG); XH.define(name);",
    // Esri's Lumina (calcite) names its tags in a `DeclareElements` interface.
    'declare global {\n  interface DeclareElements {\n    "x-i": XI;\n  }\n}',
  ]);
  assert.deepEqual(Object.fromEntries(tags), {
    XA: "x-a",
    XB: "x-b",
    XC: "x-c",
    XD: "x-d",
    XE: "x-e",
    XF: "x-f",
    XI: "x-i",
  });
});

Deno.test("a class's static is is not taken for an earlier class without one", () => {
  const tags = tagsByClass(["class Plain {}\nclass XE { static get is() { return 'x-e'; } }"]);
  assert.deepEqual(Object.fromEntries(tags), { XE: "x-e" });
});

Deno.test("applyTags keeps a registered tag, replaces a stale JSDoc one and strips quotes", () => {
  const manifest = {
    modules: [{
      path: "a.js",
      declarations: [
        { kind: "class", name: "Kept", tagName: "x-kept" },
        { kind: "class", name: "Stale", tagName: "x-copied-from-elsewhere" },
        { kind: "class", name: "Quoted", tagName: "`x-quoted`" },
        { kind: "class", name: "Twin" },
        { kind: "function", name: "Fn" },
      ],
      exports: [{ kind: "custom-element-definition", name: "x-copied-from-elsewhere" }],
    }],
  };
  const given = applyTags(
    manifest,
    new Map([["Kept", "x-kept"], ["Stale", "x-stale"], ["Twin", "x-kept"], ["Fn", "x-fn"]]),
  );
  const [module] = manifest.modules;
  assert.deepEqual(module?.declarations.map((d) => d.tagName), [
    "x-kept",
    "x-stale",
    "x-quoted",
    undefined,
    undefined,
  ]);
  assert.equal(given, 1);
  assert.deepEqual(module?.exports, [{ kind: "custom-element-definition", name: "x-stale" }]);
});

Deno.test("only literal tags count as registrations", () => {
  assert.ok(registersElements("@customElement('x-a')\nexport class A {}"));
  assert.ok(registersElements("MyEl.define({ name: 'my-el', template })"));
  assert.ok(registersElements("interface HTMLElementTagNameMap { 'x-a': A }"));
  assert.ok(registersElements("@Component({\n  tag: 'x-a',\n  shadow: true,\n})"));
  assert.ok(registersElements('interface DeclareElements { "x-a": A }'));
  assert.ok(!registersElements("@Component({ tag: tagName })"));
  assert.ok(!registersElements("customElements.define(tagName, clazz);"));
  assert.ok(!registersElements("interface HTMLElementTagNameMap { [tag: string]: HTMLElement }"));
});

Deno.test("importAliases reads renamed imports from the package's own modules only", () => {
  const aliases = importAliases(
    "import { A as B, C } from './a.js';\nimport { type D as E } from '../d.js';\n" +
      "import { LocalizeController as Base } from '@scope/localize';",
  );
  assert.deepEqual(Object.fromEntries(aliases), { B: "A", E: "D" });
});

Deno.test("dropNamelessEntries drops entries without a name, and nothing else", () => {
  const declaration = {
    events: [{ type: { text: "Event" } }, { name: "change" }],
    members: [{ kind: "field" }, { kind: "field", name: "value" }],
    slots: [{ name: "" }],
  };
  assert.equal(dropNamelessEntries({ modules: [{ declarations: [declaration] }] }), 2);
  assert.deepEqual(declaration, {
    events: [{ name: "change" }],
    members: [{ kind: "field", name: "value" }],
    slots: [{ name: "" }],
  });
});

Deno.test("classHeritage unwraps mixins and passes over type parameters and implements", () => {
  assert.deepEqual(classHeritage("class A<T extends B = C> extends Base<T> implements I"), {
    extends: "Base<T>",
  });
  assert.deepEqual(classHeritage("export default class A extends M1(M2(Base, { x: 1 }))"), {
    extends: "Base",
    mixins: ["M1", "M2"],
  });
  assert.equal(classHeritage("class A"), null);
  assert.equal(classHeritage("interface A extends B"), null);
});

Deno.test("sourceModules leaves out tests (e2e too), test suites and helpers, stories and build output", () => {
  const root = Deno.makeTempDirSync({ prefix: "source-modules-" });
  try {
    const files = [
      "src/button.ts",
      "src/button.test.ts",
      "src/button.e2e.ts",
      "src/test-suites/FormMixin.suite.js",
      "src/test-helpers/render.ts",
      "src/unit-tests/button.ts",
      "src/stories/button.ts",
      "src/forms/test-input.ts",
    ];
    for (const file of files) {
      Deno.mkdirSync(join(root, dirname(file)), { recursive: true });
      Deno.writeTextFileSync(join(root, file), "export {};\n");
    }
    // A file named like a test folder is a source (`test-input.ts`).
    assert.deepEqual(sourceModules(root, ".", []), ["src/button.ts", "src/forms/test-input.ts"]);
  } finally {
    Deno.removeSync(root, { recursive: true });
  }
});
