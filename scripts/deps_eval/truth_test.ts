import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { elementTags } from "./_element_tags.ts";
import { exportedNames } from "./_exported_names.ts";
import { shippedDocs } from "./_shipped_docs.ts";
import { typeEntries } from "./_type_entries.ts";

/** A small installed app: every way of shipping types, docs and components the truth reads. */
const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ private: true }),
  // Types by condition for ".", a wildcard without one, an exclusion, a non-code subpath.
  "node_modules/wild/package.json": JSON.stringify({
    exports: {
      ".": { types: "./dist/index.d.ts", import: "./dist/index.js" },
      "./*": "./dist/*.js",
      "./internal/*": null,
      "./styles": "./dist/styles.css",
      "./package.json": "./package.json",
    },
  }),
  "node_modules/wild/dist/index.js": "",
  "node_modules/wild/dist/index.d.ts": "export declare const one: 1;\nexport type Two = 2;\n",
  "node_modules/wild/dist/Schema.js": "",
  "node_modules/wild/dist/Schema.d.ts": "export declare function decode(): void;\n",
  "node_modules/wild/dist/untyped.js": "",
  "node_modules/wild/dist/internal/core.js": "",
  "node_modules/wild/dist/internal/core.d.ts": "export declare const hidden: 0;\n",
  "node_modules/wild/dist/styles.css": "",
  // No types of its own: `@types/plain` with `export =` of a value and a namespace.
  "node_modules/plain/package.json": JSON.stringify({ main: "index.js" }),
  "node_modules/plain/index.js": "",
  "node_modules/plain/debounce.js": "",
  "node_modules/@types/plain/package.json": JSON.stringify({
    types: "index.d.ts",
  }),
  "node_modules/@types/plain/index.d.ts": [
    "declare const _: _.Static;",
    "declare namespace _ { interface Static { debounce(): void; chunk(): void } type Options = {} }",
    "export = _;",
  ].join("\n"),
  "node_modules/@types/plain/debounce.d.ts": "export declare function debounce(): void;\n",
  // No exports map: the types field and a top-level module.
  "node_modules/fieldy/package.json": JSON.stringify({
    types: "types/main.d.ts",
  }),
  "node_modules/fieldy/types/main.d.ts": "export declare const main: 1;\n",
  "node_modules/fieldy/link.d.ts": "export declare const Link: 1;\nexport default Link;\n",
  "node_modules/fieldy/link.js": "",
  // Adds a name to another package's module, as JSX typings of component libraries do.
  "node_modules/augmenter/package.json": JSON.stringify({ types: "index.d.ts" }),
  "node_modules/augmenter/index.d.ts":
    'import "wild";\ndeclare module "wild" { export const extra: 1; }\nexport {};\n',
  // Docs in every convention, a page of its own kind and a component manifest.
  "node_modules/docs-kit/package.json": JSON.stringify({
    customElements: "dist/cem.json",
  }),
  "node_modules/docs-kit/README.md": "# kit",
  "node_modules/docs-kit/AGENTS.md": "# agents",
  "node_modules/docs-kit/llms.txt": "# llms",
  "node_modules/docs-kit/CHANGELOG.md": "# changes",
  "node_modules/docs-kit/docs/intro.md": "# intro",
  "node_modules/docs-kit/docs/guide/deep.mdx": "# deep",
  "node_modules/docs-kit/dist/docs/api.md": "# api",
  "node_modules/docs-kit/ai-docs/index.md": "# ai",
  "node_modules/docs-kit/ai-docs/10_basics.ts": "/**\n * @title Basics\n */\nexport {};",
  "node_modules/docs-kit/ai-docs/fixtures/data.ts": "export const data = 1;",
  "node_modules/docs-kit/skills/kit/SKILL.md": "# skill",
  "node_modules/docs-kit/node_modules/dep/docs/not-ours.md": "# nested",
  "node_modules/docs-kit/dist/cem.json": JSON.stringify({
    schemaVersion: "1.0.0",
    modules: [
      {
        declarations: [{
          kind: "class",
          name: "KitButton",
          tagName: "kit-button",
        }],
      },
      {
        declarations: [{ kind: "class", name: "KitCard", customElement: true }],
        exports: [{ kind: "custom-element-definition", name: "kit-card" }],
      },
      { declarations: [{ kind: "function", name: "helper" }] },
    ],
  }),
};

function writeApp(): string {
  const root = Deno.makeTempDirSync({ prefix: "deps-eval-" });
  for (const [path, text] of Object.entries(FILES)) {
    Deno.mkdirSync(dirname(join(root, path)), { recursive: true });
    Deno.writeTextFileSync(join(root, path), text);
  }
  return root;
}

const app = writeApp();
const nodeModules = join(app, "node_modules");
Deno.test.afterAll(() => Deno.removeSync(app, { recursive: true }));

Deno.test("typeEntries() expands wildcards, skips exclusions and says how each is typed", () => {
  const { typesPackage, entries } = typeEntries(nodeModules, "wild");
  assert.equal(typesPackage, "wild");
  assert.deepEqual(
    entries.map(({ subpath, via, pattern }) => [subpath, via, pattern]),
    [
      [".", "types-condition", undefined],
      ["./Schema", "implicit", "./*"],
      ["./index", "implicit", "./*"],
      ["./untyped", "implicit", "./*"],
      ["./styles", "implicit", undefined],
    ],
  );
});

Deno.test("typeEntries() takes @types/<name> when the package ships no declaration", () => {
  const { typesPackage, entries } = typeEntries(nodeModules, "plain");
  assert.equal(typesPackage, "@types/plain");
  assert.deepEqual(entries.map(({ specifier, via }) => [specifier, via]), [
    ["plain", "@types"],
    ["plain/debounce", "@types"],
  ]);
});

Deno.test("typeEntries() without exports reads the types field and top-level modules", () => {
  const { entries } = typeEntries(nodeModules, "fieldy");
  assert.deepEqual(entries.map(({ specifier, via }) => [specifier, via]), [
    ["fieldy", "types-field"],
    ["fieldy/link", "implicit"],
  ]);
});

Deno.test("exportedNames() resolves like the app and counts what each module exports", () => {
  const found = exportedNames(app, [
    "wild",
    "wild/Schema",
    "wild/untyped",
    "wild/styles",
    "wild/internal/core",
    "plain",
    "plain/debounce",
    "fieldy",
    "fieldy/link",
  ]);
  assert.deepEqual(found.get("wild"), {
    file: "wild/dist/index.d.ts",
    module: true,
    names: ["Two", "one"],
  });
  assert.deepEqual(found.get("wild/Schema")?.names, ["decode"]);
  assert.equal(
    found.has("wild/untyped"),
    false,
    "a module without a .d.ts has no types",
  );
  assert.equal(found.has("wild/styles"), false, "a stylesheet has no types");
  assert.equal(
    found.has("wild/internal/core"),
    false,
    "an excluded subpath does not resolve",
  );
  assert.deepEqual(found.get("plain"), {
    file: "@types/plain/index.d.ts",
    module: true,
    names: ["Options", "Static", "chunk", "debounce"],
  });
  assert.deepEqual(found.get("fieldy")?.names, ["main"]);
  assert.deepEqual(found.get("fieldy/link")?.names, ["Link", "default"]);
});

Deno.test("exportedNames() credits an augmentation to the program that holds it only", () => {
  assert.deepEqual(exportedNames(app, ["augmenter", "wild"]).get("wild")?.names, [
    "Two",
    "extra",
    "one",
  ]);
  assert.deepEqual(exportedNames(app, ["wild"]).get("wild")?.names, ["Two", "one"]);
});

Deno.test("shippedDocs() counts convention pages, root files and Markdown elsewhere", () => {
  assert.deepEqual(shippedDocs(join(nodeModules, "docs-kit")), {
    folders: { "ai-docs": 1, "dist/docs": 1, docs: 2 },
    pages: 4,
    examples: 1,
    rootFiles: ["AGENTS.md", "CHANGELOG.md", "README.md", "llms.txt"],
    otherMarkdown: { "skills/kit": 1 },
  });
});

Deno.test("elementTags() reads declared tags and element definitions of the named manifest", () => {
  assert.deepEqual(elementTags(join(nodeModules, "docs-kit")), {
    manifest: "dist/cem.json",
    tags: ["kit-button", "kit-card"],
  });
  assert.equal(elementTags(join(nodeModules, "wild")), undefined);
});
