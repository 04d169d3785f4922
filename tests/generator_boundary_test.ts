/**
 * The repository is the boundary: a hostile checkout (links to files and folders outside it,
 * loops of links, a page of random bytes) gives a snapshot that holds nothing from outside,
 * with a warning for each file skipped. The links are made by the test in a copy of the
 * fixture, pointing at a folder of its own whose unique content it then looks for.
 *
 * @module
 */
import assert from "node:assert/strict";
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { RepositoryFiles } from "../src/generator/find/repository_files.ts";
import { copyFixture, entry, generate, runCli } from "./_generator.ts";

/** A copy of the hostile fixture with its links made, and the outside content to look for. */
function hostileCopy(): { root: string; outside: string; secret: string } & Disposable {
  const copy = copyFixture("hostile");
  const outside = Deno.makeTempDirSync({ prefix: "outside-the-repository-" });
  const secret = `OUTSIDE-${crypto.randomUUID()}`;
  writeFileSync(join(outside, "secret.txt"), `root:x:0:0:${secret}:/root:/bin/sh\n`);
  writeFileSync(
    join(outside, "secret.ts"),
    `/** ${secret} */\nexport const leaked = "${secret}";\n`,
  );
  mkdirSync(join(outside, "vendor"));
  writeFileSync(join(outside, "vendor/leak.ts"), `export const vendorLeak = "${secret}";\n`);
  writeFileSync(
    join(outside, "custom-elements.json"),
    JSON.stringify({
      schemaVersion: "1.0.0",
      modules: [{
        kind: "javascript-module",
        path: "src/index.js",
        declarations: [{
          kind: "class",
          name: "Leak",
          customElement: true,
          tagName: `x-${secret}`,
        }],
      }],
    }),
  );
  const { root } = copy;
  symlinkSync(join(outside, "secret.txt"), join(root, "README.md"));
  symlinkSync(join(outside, "secret.ts"), join(root, "src/secret.ts"));
  symlinkSync(join(outside, "vendor"), join(root, "src/vendor"));
  // Imported as `./hidden` and `./masked.js`, which deno doc resolves to these itself, though
  // `./hidden` has a module inside too.
  symlinkSync(join(outside, "secret.ts"), join(root, "src/hidden.ts"));
  writeFileSync(join(root, "src/hidden.tsx"), "export const inside = true;\n");
  symlinkSync(join(outside, "secret.ts"), join(root, "src/masked.ts"));
  symlinkSync(join(outside, "custom-elements.json"), join(root, "custom-elements.json"));
  // A loop of two links, and a folder that links back to its parent.
  symlinkSync("loop.md", join(root, "docs/index.md"));
  symlinkSync("index.md", join(root, "docs/loop.md"));
  symlinkSync("..", join(root, "src/cycle"));
  // 3 MB of random bytes as a page, and a small page that is not UTF-8.
  const noise = new Uint8Array(3_000_000);
  for (let at = 0; at < noise.length; at += 65_536) {
    crypto.getRandomValues(noise.subarray(at, at + 65_536));
  }
  writeFileSync(join(root, "docs/usage.md"), noise);
  writeFileSync(join(root, "docs/examples.md"), new Uint8Array([0x23, 0x20, 0xff, 0xfe, 0x0a]));
  return {
    root,
    outside,
    secret,
    [Symbol.dispose]: () => {
      copy[Symbol.dispose]();
      rmSync(outside, { recursive: true, force: true });
    },
  };
}

Deno.test("a hostile repository's snapshot holds nothing from outside it, and says what it skipped", async () => {
  using repo = hostileCopy();
  const result = await generate(repo.root);
  assert.ok(!JSON.stringify(result.data).includes(repo.secret), "outside content in the snapshot");
  const skipped = (kind: string) =>
    result.warnings.filter((_, i) => result.kinds[i] === kind).map((line) => line.split(":")[0])
      .sort();
  assert.deepEqual(
    skipped("outside-repository"),
    [
      "custom-elements.json",
      "docs/index.md",
      "docs/loop.md",
      "README.md",
      "src/hidden.ts",
      "src/masked.ts",
      "src/secret.ts",
      "src/vendor",
    ].sort(),
  );
  assert.deepEqual(skipped("page-too-large"), ["docs/usage.md"]);
  assert.deepEqual(skipped("not-text"), ["docs/examples.md"]);
  // What lies inside is catalogued as usual.
  const kit = entry(result, "kit");
  // `./hidden` is read from the module inside, never from the link beside it.
  assert.deepEqual(kit.exports, ["kitName", "inside"]);
  assert.deepEqual(kit.symbols?.map((symbol) => symbol.name), ["inside", "kitName"]);
  assert.deepEqual(kit.components, []);
  assert.deepEqual(kit.availableDocPages, ["api"]);
});

Deno.test("the CLI's snapshot and llms files of a hostile repository hold nothing from outside it", async () => {
  using repo = hostileCopy();
  const out = Deno.makeTempDirSync({ prefix: "hostile-out-" });
  try {
    const run = await runCli(["--repo-root", repo.root, "--out", join(out, "catalog.json")]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, /links outside the repository or loops of links/);
    const written = readdirSync(out);
    assert.ok(written.includes("catalog.json") && written.includes("llms-full.txt"));
    for (const file of written) {
      assert.ok(!readFileSync(join(out, file), "utf8").includes(repo.secret), file);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

Deno.test("a link that stays inside the repository is read like the file it leads to", async () => {
  using copy = copyFixture("hostile");
  symlinkSync("docs/api.md", join(copy.root, "README.md"));
  const result = await generate(copy.root);
  assert.equal(
    entry(result, "kit").docs.index,
    readFileSync(join(copy.root, "docs/api.md"), "utf8"),
  );
  assert.ok(!result.kinds.includes("outside-repository"));
});

Deno.test("a page over --max-page-bytes is skipped with a warning; the default limit is 1 MB", async () => {
  using copy = copyFixture("hostile");
  writeFileSync(join(copy.root, "docs/usage.md"), `# Usage\n\n${"Use the kit. ".repeat(150)}\n`);
  const small = await generate(copy.root, { maxPageBytes: 1000 });
  assert.deepEqual(entry(small, "kit").availableDocPages, ["api"]);
  assert.match(
    small.warnings.join("\n"),
    /docs\/usage\.md: \d+ bytes, over the page limit of 1000/,
  );
  const usual = await generate(copy.root);
  assert.deepEqual(entry(usual, "kit").availableDocPages, ["api", "usage"]);
  const cli = await runCli(["--repo-root", copy.root, "--out", "-", "--max-page-bytes", "1000"]);
  assert.equal(cli.code, 0, cli.stderr);
  assert.deepEqual(JSON.parse(cli.stdout).packages[0].availableDocPages, ["api"]);
  const bad = await runCli(["--repo-root", copy.root, "--out", "-", "--max-page-bytes", "1MB"]);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /--max-page-bytes must be a positive whole number/);
});

Deno.test("RepositoryFiles lists and reads nothing behind a link out, and walks no folder link", () => {
  using repo = hostileCopy();
  const warnings: string[] = [];
  const files = new RepositoryFiles(repo.root, { warn: (_, message) => warnings.push(message) });
  assert.equal(files.exists("src/secret.ts"), false);
  assert.equal(files.read("src/secret.ts"), null);
  assert.equal(files.refused("src/vendor/leak.ts"), true);
  assert.equal(files.refused("src/index.ts"), false);
  // src/cycle links back to the root: a walk that entered it would never end.
  assert.deepEqual(files.filesUnder("src"), ["src/hidden.tsx", "src/index.ts"]);
  assert.equal(files.read("docs/api.md"), "# API\n\n`kitName` is the kit's name.\n");
  assert.equal(new Set(warnings).size, warnings.length, "each refused path is reported once");
});

Deno.test("the CLI names a repository root that does not exist", async () => {
  const run = await runCli(["--repo-root", "/no/such/repository-root", "--out", "-"]);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /error: The repository root \/no\/such\/repository-root does not exist/);
});
