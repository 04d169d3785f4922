/**
 * The resolver of `--deps` (`src/generator/find/installed.ts`) on small installed trees: which
 * packages an app's manifests bring, where each is installed, and what is said about the ones
 * that cannot be served.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import process from "node:process";
import {
  findInstalledPackages,
  type InstalledOptions,
  type InstalledPackage,
  resolveInstalled,
} from "../src/generator/find/installed.ts";
import { dependencySlugs } from "../src/generator/find/slugs.ts";
import { readInstalledPackage } from "../src/generator/read/installed/read_installed.ts";
import type { GeneratorWarningKind } from "../src/generator/warnings.ts";
import { installed, manifest, npmApp, pnpmApp, type Tree, writeApp } from "./_installed_apps.ts";

interface Found {
  packages: InstalledPackage[];
  warnings: { kind: GeneratorWarningKind; message: string }[];
}

function find(root: string, options: InstalledOptions = {}, app = root): Found {
  const warnings: Found["warnings"] = [];
  const packages = findInstalledPackages(
    app,
    options,
    (kind, message) => warnings.push({ kind, message }),
  );
  return { packages, warnings };
}

function ids(packages: readonly InstalledPackage[]): string[] {
  return packages.map((pkg) => `${pkg.name}@${pkg.version}`);
}

Deno.test("an npm app's direct dependencies are served at the versions their package.json give", () => {
  using app = writeApp(npmApp());
  const { packages, warnings } = find(app.root);
  assert.deepEqual(ids(packages), [
    "@one/button@1.2.0",
    "@two/button@2.0.0",
    "@types/node@22.10.0",
    "express@5.3.0",
    "left-pad@1.3.0",
    "uses-pad-2@1.0.0",
  ]);
  assert.deepEqual(warnings, []);
  const leftPad = packages.find((pkg) => pkg.name === "left-pad")!;
  assert.equal(leftPad.folder, join(app.root, "node_modules/left-pad"));
  assert.equal(leftPad.declared, "^1.0.0");
});

Deno.test("@types/<name> types a runtime package that ships none; alone it is a package", () => {
  using app = writeApp(npmApp());
  const { packages } = find(app.root);
  const express = packages.find((pkg) => pkg.name === "express")!;
  assert.deepEqual(express.types, {
    name: "@types/express",
    version: "5.0.6",
    folder: join(app.root, "node_modules/@types/express"),
  });
  assert.ok(!packages.some((pkg) => pkg.name === "@types/express"));
  // left-pad ships its own index.d.ts: no @types looked for.
  assert.equal(packages.find((pkg) => pkg.name === "left-pad")!.types, undefined);
  assert.equal(packages.find((pkg) => pkg.name === "@types/node")!.types, undefined);
});

Deno.test("@types/<name> types a package whose own declarations leave out its main entry", async () => {
  // yargs: `exports` types `./browser` only; `@types/yargs` types `yargs` and `yargs/helpers`.
  using app = writeApp({
    "package.json": manifest("app", "1.0.0", {
      dependencies: { cli: "^17.0.0" },
      devDependencies: { "@types/cli": "^17.0.0" },
    }),
    ...installed("node_modules/cli", "cli", "17.7.2", {
      types: false,
      fields: {
        exports: {
          ".": "./index.js",
          "./browser": { types: "./browser.d.ts", import: "./browser.js" },
        },
      },
    }),
    "node_modules/cli/browser.d.ts": "export declare const inBrowser: boolean;\n",
    "node_modules/cli/browser.js": "export const inBrowser = true;\n",
    ...installed("node_modules/@types/cli", "@types/cli", "17.0.33"),
    "node_modules/@types/cli/index.d.ts":
      "/** Parses arguments. */\nexport declare function parse(args: string[]): object;\n",
  });
  const { packages } = find(app.root);
  const cli = packages.find((pkg) => pkg.name === "cli")!;
  assert.equal(cli.types?.name, "@types/cli");
  const entry = await readInstalledPackage(cli, {
    slug: "cli",
    resolve: () => undefined,
    warn: () => {},
  });
  assert.deepEqual(entry.symbols?.map(({ name, subpath }) => [name, subpath]), [["parse", "."]]);
});

Deno.test("a package's own dependency resolves to the copy nested under it, as in Node", () => {
  using app = writeApp(npmApp());
  const from = join(app.root, "node_modules/uses-pad-2");
  assert.equal(resolveInstalled("left-pad", from)?.version, "2.0.1");
  assert.equal(resolveInstalled("left-pad", app.root)?.version, "1.3.0");
  assert.equal(resolveInstalled("no-such-package", from), undefined);
});

Deno.test("pnpm's links are followed to the store, and a package's own links resolve from there", () => {
  using app = writeApp(pnpmApp());
  const { packages, warnings } = find(app.root);
  assert.deepEqual(ids(packages), ["react@19.3.1", "react-dom@19.3.1"]);
  assert.deepEqual(warnings, []);
  const reactDom = packages.find((pkg) => pkg.name === "react-dom")!;
  assert.equal(
    reactDom.folder,
    join(app.root, "node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom"),
  );
  // scheduler is linked beside react-dom only: Node finds it from there, not from the app.
  assert.equal(resolveInstalled("scheduler", reactDom.folder)?.version, "0.27.0");
  assert.equal(resolveInstalled("scheduler", app.root), undefined);
});

Deno.test("--deps-include finds a transitive package where it is installed; --deps-exclude leaves one out", () => {
  using app = writeApp(pnpmApp());
  const { packages, warnings } = find(app.root, {
    include: ["scheduler", "not-installed-anywhere"],
    exclude: ["react"],
  });
  assert.deepEqual(ids(packages), ["react-dom@19.3.1", "scheduler@0.27.0"]);
  assert.equal(packages.find((pkg) => pkg.name === "scheduler")!.declared, undefined);
  assert.equal(warnings.length, 1);
  assert.equal(warnings[0]!.kind, "dependency-not-found");
  assert.match(warnings[0]!.message, /not-installed-anywhere.*pnpm install not-installed-anywhere/);
});

Deno.test("a missing, a broken and an out-of-range dependency are each named with the command to run; the rest is served", () => {
  using app = writeApp({
    ...npmApp(),
    "package.json": manifest("npm-app", "1.0.0", {
      dependencies: { "left-pad": "^2.0.0", missing: "^1.0.0", broken: "^1.0.0", express: "*" },
      optionalDependencies: { "not-for-this-platform": "^1.0.0" },
    }),
    "node_modules/broken/package.json": '{ "name": "broken", ',
  });
  const { packages, warnings } = find(app.root);
  assert.deepEqual(ids(packages), ["express@5.3.0", "left-pad@1.3.0"]);
  const byKind = new Map(warnings.map((w) => [w.kind, w.message]));
  assert.equal(warnings.length, 3, JSON.stringify(warnings));
  assert.match(
    byKind.get("dependency-not-installed")!,
    /^missing \(\^1\.0\.0 in package\.json\): not installed; run `npm install` in /,
  );
  assert.match(
    byKind.get("dependency-out-of-range")!,
    /^left-pad: 1\.3\.0 is installed, package\.json declares \^2\.0\.0; .*`npm install`/,
  );
  assert.match(
    byKind.get("bad-manifest")!,
    /^broken \(declared in package\.json\): .*package\.json: cannot parse it/,
  );
});

Deno.test("in a workspace every package's dependencies count, each version installed is served, a link is one package", () => {
  using app = writeApp({
    "package.json": manifest("root", "0.0.0", { private: true, workspaces: ["packages/*"] }),
    "packages/a/package.json": manifest("@acme/a", "1.0.0", { dependencies: { zod: "^3.0.0" } }),
    "packages/b/package.json": manifest("@acme/b", "1.0.0", {
      dependencies: { zod: "^4.0.0", "@acme/a": "workspace:*" },
    }),
    ...installed("packages/a/node_modules/zod", "zod", "3.25.76"),
    ...installed("node_modules/zod", "zod", "4.6.7"),
    "node_modules/@acme/a": { link: "packages/a" },
  });
  const { packages, warnings } = find(app.root);
  assert.deepEqual(warnings, []);
  assert.deepEqual(ids(packages), ["@acme/a@1.0.0", "zod@3.25.76", "zod@4.6.7"]);
  assert.equal(packages[0]!.folder, join(app.root, "packages/a"));
  assert.deepEqual(dependencySlugs(packages, new Set()), ["acme-a", "zod@3.25.76", "zod"]);
});

Deno.test("a link that leaves the app is followed, as Node does, and said", () => {
  using app = writeApp({
    "app/package.json": manifest("app", "1.0.0", { dependencies: { linked: "^1.0.0" } }),
    ...installed("elsewhere/linked", "linked", "1.0.0"),
    "app/node_modules/linked": { link: "elsewhere/linked" },
  });
  const { packages, warnings } = find(app.root, {}, join(app.root, "app"));
  assert.deepEqual(ids(packages), ["linked@1.0.0"]);
  assert.equal(packages[0]!.folder, join(app.root, "elsewhere/linked"));
  assert.equal(warnings.length, 1);
  assert.equal(warnings[0]!.kind, "link-outside-app");
  assert.match(
    warnings[0]!.message,
    /^linked@1\.0\.0: node_modules\/linked is a link to .*elsewhere\/linked, outside the app/,
  );
});

Deno.test("a Deno app's npm: imports resolve from node_modules when there is one", () => {
  using app = writeApp({
    "deno.json": JSON.stringify({
      imports: { zod: "npm:zod@^4.0.0", "@std/path": "jsr:@std/path@^1.0.0" },
      nodeModulesDir: "auto",
    }),
    ...installed("node_modules/.deno/zod@4.6.7/node_modules/zod", "zod", "4.6.7"),
    "node_modules/zod": { link: "node_modules/.deno/zod@4.6.7/node_modules/zod" },
  });
  const { packages, warnings } = find(app.root);
  assert.deepEqual(ids(packages), ["zod@4.6.7"]);
  assert.deepEqual(warnings.map((w) => w.kind), ["unsupported-layout"]);
  assert.match(warnings[0]!.message, /^jsr: imports are not served \(jsr:@std\/path@\^1\.0\.0\)/);
});

Deno.test("without node_modules a Deno app's packages come from Deno's cache, at the versions deno.lock pins", () => {
  using app = writeApp({
    "app/deno.json": JSON.stringify({ imports: { zod: "npm:zod@^4.0.0", ms: "npm:ms@2" } }),
    "app/deno.lock": JSON.stringify({
      version: "5",
      specifiers: { "npm:zod@^4.0.0": "4.6.7", "npm:ms@2": "2.1.3" },
    }),
    ...installed("deno/npm/registry.npmjs.org/zod/4.6.7", "zod", "4.6.7"),
    ...installed("deno/npm/registry.npmjs.org/zod/4.9.0", "zod", "4.9.0"),
  });
  const denoDir = process.env.DENO_DIR;
  process.env.DENO_DIR = join(app.root, "deno");
  try {
    const { packages, warnings } = find(app.root, {}, join(app.root, "app"));
    assert.deepEqual(ids(packages), ["zod@4.6.7"]);
    assert.equal(packages[0]!.folder, join(app.root, "deno/npm/registry.npmjs.org/zod/4.6.7"));
    // ms is pinned but not in the cache: `deno install` fetches it.
    assert.deepEqual(warnings.map((w) => w.kind), ["dependency-not-installed"]);
    assert.match(
      warnings[0]!.message,
      /^ms \(2 in deno\.json\): not installed; run `deno install`/,
    );
  } finally {
    if (denoDir === undefined) delete process.env.DENO_DIR;
    else process.env.DENO_DIR = denoDir;
  }
});

Deno.test("Yarn Plug'n'Play is named, never a silently empty catalog", () => {
  using app = writeApp({
    "package.json": manifest("pnp-app", "1.0.0", { dependencies: { react: "^19.0.0" } }),
    ".pnp.cjs": "// Yarn's loader\n",
    "yarn.lock": "\n",
  });
  const { packages, warnings } = find(app.root);
  assert.deepEqual(packages, []);
  assert.deepEqual(warnings.map((w) => w.kind), ["unsupported-layout", "dependency-not-installed"]);
  assert.match(
    warnings[0]!.message,
    /^Yarn Plug'n'Play \(.*\.pnp\.cjs\).*nodeLinker: node-modules/,
  );
  assert.match(warnings[1]!.message, /run `yarn install`/);
});

Deno.test("a folder without a manifest, or no folder, is an error that says what --deps takes", () => {
  using app = writeApp({ "notes.txt": "no manifest here\n" } satisfies Tree);
  assert.throws(() => find(app.root), /no package\.json, deno\.json or deno\.jsonc there/);
  assert.throws(() => find(join(app.root, "nowhere")), /--deps .*nowhere: ENOENT/);
});

Deno.test("dependency slugs: name-made, the highest version plain, a taken slug or a second name suffixed", () => {
  const slugs = dependencySlugs([
    { name: "@ai-sdk/react", version: "4.0.177" },
    { name: "zod", version: "4.6.7" },
    { name: "zod", version: "3.25.76" },
    { name: "@a/b-c", version: "1.0.0" },
    { name: "a-b-c", version: "1.0.0" },
    { name: "button", version: "2.0.0" },
  ], new Set(["button"]));
  assert.deepEqual(slugs, [
    "ai-sdk-react",
    "zod",
    "zod@3.25.76",
    "a--b-c",
    "a-b-c",
    "button@2.0.0",
  ]);
});
