/**
 * `catalog-mcp generate --deps <app>`: a snapshot of what an app has installed, alone or beside
 * the repository it sits in, through the command line and `generateBundledData`.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type BundledData, generateBundledData } from "../generator.ts";
import { validateBundledData } from "../data.ts";
import { runDeno } from "./_cli.ts";
import { GENERATOR_PERMISSIONS } from "./_generator.ts";
import { installed, manifest, NPM_APP_PACKAGES, npmApp, writeApp } from "./_installed_apps.ts";

/** `catalog-mcp generate` with the generator's permissions. */
function generateCli(args: string[]) {
  return runDeno(["run", "--quiet", ...GENERATOR_PERMISSIONS, "mod.ts", "generate", ...args]);
}

function readSnapshot(path: string): BundledData {
  return validateBundledData(JSON.parse(readFileSync(path, "utf8")));
}

function summary(data: BundledData): string[] {
  return data.packages.map((pkg) => `${pkg.slug} ${pkg.name}@${pkg.version}`);
}

Deno.test("generate --deps writes one third-party entry per installed dependency, at its installed version", async () => {
  using app = writeApp(npmApp());
  const out = join(app.root, "deps.json");
  const run = await generateCli(["--deps", app.root, "--out", out]);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /Wrote 6 packages to /);
  const data = readSnapshot(out);
  assert.deepEqual(summary(data), NPM_APP_PACKAGES);
  for (const pkg of data.packages) {
    assert.equal((pkg as { thirdParty?: boolean }).thirdParty, true, pkg.slug);
  }
  const leftPad = data.packages.find((pkg) => pkg.slug === "left-pad")!;
  assert.equal(leftPad.description, "left-pad at 1.3.0");
  assert.match(leftPad.docs.index!, /The README of left-pad 1\.3\.0/);
  const hashes = JSON.parse(readFileSync(join(app.root, "deps.hashes.json"), "utf8"));
  assert.equal(hashes.express, "installed express@5.3.0 + @types/express@5.0.6");
  // An app's dependencies are not its docs: no llms.txt beside the snapshot.
  assert.ok(!existsSync(join(app.root, "llms.txt")));
  assert.ok(!existsSync(join(app.root, "llms-full.txt")));
  // And --check, which compares every file a run writes, finds the snapshot up to date.
  const check = await generateCli(["--deps", app.root, "--out", out, "--check"]);
  assert.equal(check.code, 0, check.stderr);
});

Deno.test("generate --deps-include adds a transitive package, --deps-exclude leaves one out", async () => {
  using app = writeApp(npmApp());
  const out = join(app.root, "deps.json");
  const run = await generateCli([
    "--deps",
    app.root,
    "--deps-include",
    "pad-core",
    "--deps-exclude",
    "express",
    "--deps-exclude",
    "@types/node",
    "--out",
    out,
  ]);
  assert.equal(run.code, 0, run.stderr);
  // @types/express types express, left out: it is not served on its own either.
  assert.deepEqual(summary(readSnapshot(out)), [
    "left-pad left-pad@1.3.0",
    "one-button @one/button@1.2.0",
    "pad-core pad-core@1.1.0",
    "two-button @two/button@2.0.0",
    "uses-pad-2 uses-pad-2@1.0.0",
  ]);
});

Deno.test("generate --deps with nothing installed names each package and the command, and exits 1", async () => {
  using app = writeApp({
    "package.json": manifest("bare-app", "1.0.0", { dependencies: { react: "^19.0.0" } }),
  });
  const out = join(app.root, "deps.json");
  const run = await generateCli(["--deps", app.root, "--out", out]);
  assert.equal(run.code, 1);
  assert.match(
    run.stderr,
    /react \(\^19\.0\.0 in package\.json\): not installed; run `npm install` in /,
  );
  assert.match(run.stderr, /error: --deps .*: no installed dependency can be catalogued/);
});

Deno.test("generate --repo-root . --deps .: a workspace package reached both ways is the repository's entry only", async () => {
  using app = writeApp({
    "package.json": manifest("root", "1.0.0", { private: true, workspaces: ["packages/*"] }),
    "packages/ui/package.json": manifest("@acme/ui", "1.0.0", { exports: "./src/index.ts" }),
    "packages/ui/src/index.ts": "export const ui = 1;\n",
    "packages/button/package.json": manifest("@acme/button", "1.0.0", {
      exports: "./src/index.ts",
      dependencies: { "@acme/ui": "workspace:*", button: "^3.0.0", zod: "^4.0.0" },
    }),
    "packages/button/src/index.ts": "export const button = 1;\n",
    "node_modules/@acme/ui": { link: "packages/ui" },
    ...installed("node_modules/button", "button", "3.1.0"),
    ...installed("node_modules/zod", "zod", "4.6.7"),
  });
  const result = await generateBundledData({
    repoRoot: app.root,
    deps: app.root,
    symbols: false,
    onWarning: () => {},
  });
  // The repository's packages first; a dependency whose slug a repository package holds takes
  // its version.
  assert.deepEqual(summary(result.data), [
    "button @acme/button@1.0.0",
    "ui @acme/ui@1.0.0",
    "button@3.1.0 button@3.1.0",
    "zod zod@4.6.7",
  ]);
  assert.equal(result.data.version, "1.0.0");
  assert.deepEqual(result.reused, []);
  assert.equal(result.hashes.zod, "installed zod@4.6.7");
});

Deno.test("generate: --deps-include without --deps is a usage error", async () => {
  const run = await generateCli(["--deps-include", "zod", "--out", "-"]);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /error: --deps-include and --deps-exclude need --deps/);
});
