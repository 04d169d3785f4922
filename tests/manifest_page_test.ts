import assert from "node:assert/strict";
import { manifestPage, withManifestPage } from "../src/generator/read/installed/manifest_page.ts";

/** The page's list lines, the packages it depends on installed at the versions given. */
function lines(
  manifest: Record<string, unknown>,
  installed: Record<string, string> = {},
): string[] | undefined {
  return manifestPage(manifest, (name) => installed[name])?.markdown.split("\n")
    .filter((line) => line.startsWith("- "));
}

Deno.test("manifestPage() lists the engines, the peer dependencies (optional ones apart) and the module type", () => {
  assert.deepEqual(
    lines({
      engines: { node: ">=20.9.0", npm: ">=10" },
      peerDependencies: { react: "^18.2.0 || ^19.0.0", sass: "^1.3.0" },
      peerDependenciesMeta: { sass: { optional: true }, react: { optional: false } },
    }),
    [
      "- Node.js: `>=20.9.0` (`engines.node`)",
      "- npm: `>=10` (`engines.npm`)",
      "- Peer dependencies (`peerDependencies`): `react` `^18.2.0 || ^19.0.0`",
      "- Optional peer dependencies (`peerDependenciesMeta`): `sass` `^1.3.0`",
      "- Module type: CommonJS (the default)",
    ],
  );
});

Deno.test("manifestPage() lists the dependencies with the version installed for each, or none", () => {
  const manifest = { dependencies: { "@octokit/core": "^7.0.0", "before-after-hook": "^4.0.0" } };
  assert.deepEqual(lines(manifest, { "@octokit/core": "7.0.6" }), [
    "- Dependencies (`dependencies`): `@octokit/core` `^7.0.0` (7.0.6 installed), " +
    "`before-after-hook` `^4.0.0` (not installed)",
    "- Module type: CommonJS (the default)",
  ]);
});

Deno.test("manifestPage() lists the optional dependencies, each with the version installed or none", () => {
  // Turborepo's platform binaries: one is installed, on the machine that installed it.
  const manifest = {
    optionalDependencies: { "@turbo/darwin-64": "2.11.11", "@turbo/linux-64": "2.11.11" },
  };
  assert.deepEqual(lines(manifest, { "@turbo/linux-64": "2.11.11" }), [
    "- Optional dependencies (`optionalDependencies`): `@turbo/darwin-64` `2.11.11` " +
    "(not installed), `@turbo/linux-64` `2.11.11` (2.11.11 installed)",
    "- Module type: CommonJS (the default)",
  ]);
});

Deno.test("manifestPage() names the conditions of exports, and says when none is require", () => {
  const exports = {
    ".": { types: "./index.d.ts", import: "./index.js", require: "./index.cjs" },
    "./mini": { types: "./mini.d.ts", import: "./mini.js" },
  };
  assert.deepEqual(lines({ type: "module", exports }), [
    '- Module type: ESM (`"type": "module"`)',
    "- `exports` conditions: `types`, `import`, `require`",
  ]);
  assert.deepEqual(lines({ type: "commonjs", exports: { ".": { default: "./index.js" } } }), [
    '- Module type: CommonJS (`"type": "commonjs"`)',
    "- `exports` conditions: `default`",
  ]);
  assert.deepEqual(lines({ exports: { ".": { types: "./a.d.ts", import: "./a.js" } } }), [
    "- Module type: CommonJS (the default)",
    "- `exports` conditions: `types`, `import` (none `require()` takes: `require`, `node`, `default`)",
  ]);
  // A plain exports string has no conditions.
  assert.deepEqual(lines({ exports: "./index.js" }), ["- Module type: CommonJS (the default)"]);
});

Deno.test("manifestPage() lists the entry points exports opens, as a user imports them", () => {
  const exports = {
    ".": "./index.js",
    "./core": "./core.js",
    "./core.js": "./core.js",
    "./i18n/*": "./i18n/*.js",
    "./lib/*": null,
    "./package.json": "./package.json",
  };
  assert.deepEqual(
    lines({ name: "@kit/charts", type: "module", exports })?.at(-1),
    "- Entry points (`exports`): `@kit/charts`, `@kit/charts/core`, `@kit/charts/i18n/*`",
  );
  // Conditions alone, or the main entry alone: the package itself, said by no line.
  assert.equal(lines({ name: "kit", exports: { import: "./a.js" } })?.length, 2);
  assert.equal(lines({ name: "kit", exports: { ".": "./a.js" } })?.length, 1);
});

Deno.test("manifestPage() writes the exports map when it is a map that fits, conditions or not", () => {
  const map = (exports: unknown) =>
    manifestPage({ name: "kit", exports })?.markdown.split("## `exports`")[1];
  // Subpaths to files alone: which file the main entry is (a version file, not the API).
  const plain = map({ ".": "./lib/version.cjs", "./unstable/sync": "./dist/api/sync.js" });
  assert.match(plain ?? "", /resolves to:\n\n```json\n\{\n {2}"\.": "\.\/lib\/version\.cjs",/);
  // Conditions alone are a map too.
  assert.match(map({ import: "./a.mjs", require: "./a.cjs" }) ?? "", /"require": "\.\/a\.cjs"/);
  // One path is said by the entry lines; a map past 4,000 characters is not written.
  assert.equal(map("./index.js"), undefined);
  const long = Object.fromEntries(
    Array.from({ length: 200 }, (_, i) => [`./part${i}`, `./dist/part${i}.js`]),
  );
  assert.equal(map(long), undefined);
});

Deno.test("manifestPage() names the files main and module name when there is no exports map", () => {
  assert.deepEqual(lines({ name: "leaflet", main: "dist/leaflet-src.js" }), [
    "- Module type: CommonJS (the default)",
    "- Main entry: `dist/leaflet-src.js` (`main`; without `exports`, what Node's `import` and " +
    "`require()` of the package load)",
    "- No `module` field: bundlers load the main entry too",
  ]);
  assert.deepEqual(lines({ name: "kit", main: "./index.js", module: "kit.mjs" })?.slice(1), [
    "- Main entry: `./index.js` (`main`; without `exports`, what Node's `import` and " +
    "`require()` of the package load)",
    "- ES module entry for bundlers: `kit.mjs` (`module`; Node ignores it)",
  ]);
  // An exports map says it instead.
  assert.equal(
    lines({ main: "dist/cjs.js", module: "dist/esm.js", exports: { ".": "./dist/esm.js" } })
      ?.some((line) => /main|module/.test(line)),
    false,
  );
});

Deno.test("manifestPage() says nothing of a package.json that declares none of it; values of the wrong type are left out", () => {
  assert.equal(manifestPage({ name: "plain", main: "index.js" }), null);
  assert.equal(manifestPage({ engines: "node 18", peerDependencies: ["react"] }), null);
  assert.deepEqual(lines({ engines: { node: 18, deno: ">=2" } }), [
    "- deno: `>=2` (`engines.deno`)",
    "- Module type: CommonJS (the default)",
  ]);
});

Deno.test("withManifestPage() adds the page in id order, unless a shipped page has its id", () => {
  const shipped = [{ id: "zz", title: "Last", markdown: "# Last\n" }, {
    id: "guide",
    title: "Guide",
    markdown: "# Guide\n",
  }];
  const engines = { engines: { node: ">=22" } };
  assert.deepEqual(withManifestPage(shipped, engines).pages?.map((page) => page.id), [
    "guide",
    "package.json",
    "zz",
  ]);
  const own = [{ id: "package.json", title: "Ours", markdown: "# Ours\n" }];
  assert.deepEqual(withManifestPage(own, engines).pages, own);
  assert.deepEqual(withManifestPage(undefined, {}), {});
});
