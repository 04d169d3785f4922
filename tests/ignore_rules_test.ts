import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ignoreRules } from "../src/live/ignore_rules.ts";

/** A repository folder holding the given files (path -> text); removed when disposed. */
function repository(files: Record<string, string>): { root: string } & Disposable {
  const root = mkdtempSync(join(tmpdir(), "catalog-mcp-ignore-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { root, [Symbol.dispose]: () => rmSync(root, { recursive: true, force: true }) };
}

const path = (text: string) => text.split("/");

Deno.test("ignoreRules() leaves out the fixed folders at any depth and the extra paths", () => {
  using repo = repository({});
  const rules = ignoreRules(repo.root, [join(repo.root, "cache-here")]);
  assert.ok(rules.ignores(path("cache-here/catalog.json")));
  assert.ok(rules.ignores(path("packages/ui/node_modules/x.js")));
  assert.ok(rules.ignores(path("packages/ui/dist/index.js")));
  assert.ok(rules.ignores(path(".git/index")));
  assert.ok(!rules.ignores(path("packages/ui/src/index.ts")));
  assert.ok(!rules.ignores(path("packages/ui/build/index.ts")), "build is left to .gitignore");
});

Deno.test("ignoreRules() reads the root .gitignore as git does: wildcards, **, rooted, folder-only, negation", () => {
  using repo = repository({
    ".gitignore": [
      "# a comment",
      "*.log",
      "!keep.log",
      "/generated",
      "tmp/",
      "docs/**/drafts",
      "build",
    ].join("\n"),
  });
  const rules = ignoreRules(repo.root, []);
  assert.ok(rules.ignores(path("packages/ui/debug.log")));
  assert.ok(!rules.ignores(path("packages/ui/keep.log")));
  assert.ok(rules.ignores(path("generated/a.ts")));
  assert.ok(!rules.ignores(path("packages/generated/a.ts")), "a rooted pattern is rooted");
  assert.ok(rules.ignores(path("packages/tmp/a.ts")));
  assert.ok(!rules.ignores(path("packages/tmp")), "tmp/ matches folders only");
  assert.ok(rules.ignores(path("packages/tmp"), true));
  assert.ok(rules.ignores(path("docs/guide/v1/drafts/a.md")));
  assert.ok(!rules.ignores(path("docs/guide/a.md")));
  assert.ok(rules.ignores(path("build"), true));
  assert.ok(!rules.ignores(path("README.md")));
});

Deno.test("ignoreRules() applies a nested .gitignore to its folder, over the root's", () => {
  using repo = repository({
    ".gitignore": "*.gen.ts\nscratch/\n",
    "packages/ui/.gitignore": "/out\n!keep.gen.ts\n",
  });
  const rules = ignoreRules(repo.root, []);
  assert.ok(rules.ignores(path("packages/ui/out/a.js")));
  assert.ok(!rules.ignores(path("packages/forms/out/a.js")), "the nested file is the ui folder's");
  assert.ok(!rules.ignores(path("out/a.js")));
  assert.ok(rules.ignores(path("packages/ui/src/x.gen.ts")), "the root's rules apply below too");
  assert.ok(!rules.ignores(path("packages/ui/src/keep.gen.ts")), "the deeper file wins");
  assert.ok(rules.ignores(path("packages/forms/keep.gen.ts")));
});

Deno.test("ignoreRules() keeps a path in an ignored folder ignored, whatever a negation says", () => {
  using repo = repository({ ".gitignore": "scratch/\n!scratch/keep.md\n" });
  const rules = ignoreRules(repo.root, []);
  assert.ok(rules.ignores(path("scratch/keep.md")));
  assert.ok(!rules.ignores(path("scratch.md")));
});

Deno.test("ignoreRules() without a .gitignore ignores only the fixed folders", () => {
  using repo = repository({ "packages/ui/src/index.ts": "export {};\n" });
  const rules = ignoreRules(repo.root, []);
  assert.ok(!rules.ignores(path("packages/ui/src/index.ts")));
  assert.ok(!rules.ignores([""]), "the root itself");
});
