/**
 * `--deps` across time: the package cache (a second start, a second app, what makes an entry
 * stale) and following installs while serving (a package added, upgraded and removed, the way
 * npm leaves the files), through an MCP client over stdio and HTTP.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  call,
  callJson,
  type DepsClient,
  httpDeps,
  stdioDeps,
  untilIndexed,
} from "./_deps_server.ts";
import { installed, manifest, npmApp, type Tree, writeApp, writeTree } from "./_installed_apps.ts";
import { eventually } from "./_live_repo.ts";
import { packagesFolder } from "../src/live/installed/package_cache.ts";

function scratchCache(): { path: string } & Disposable {
  const path = mkdtempSync(join(tmpdir(), "catalog-mcp-deps-cache-"));
  return { path, [Symbol.dispose]: () => rmSync(path, { recursive: true, force: true }) };
}

/** Serves `app` over stdio until everything is indexed, and gives the indexing report line. */
async function indexOnce(app: string, cache: string): Promise<string> {
  await using served = await stdioDeps(["--deps", app, "--cache-dir", cache], cache);
  await untilIndexed(served.client);
  await eventually("the indexing is reported", () => /indexed \d+/.test(served.stderr()));
  return /indexed \d+ installed packages? \(\d+ from the cache\)/.exec(served.stderr())![0];
}

async function versions(client: DepsClient["client"]): Promise<string[]> {
  const metas = await callJson<{ name: string; version: string }[]>(client, "list-packages");
  return metas.map((meta) => `${meta.name}@${meta.version}`);
}

Deno.test("a second start, and a second app with the same versions, index from the cache; another @types version is read again", async () => {
  using cache = scratchCache();
  using first = writeApp(npmApp());
  assert.equal(
    await indexOnce(first.root, cache.path),
    "indexed 6 installed packages (0 from the cache)",
  );
  assert.equal(
    await indexOnce(first.root, cache.path),
    "indexed 6 installed packages (6 from the cache)",
  );
  using second = writeApp(npmApp());
  assert.equal(
    await indexOnce(second.root, cache.path),
    "indexed 6 installed packages (6 from the cache)",
  );
  using retyped = writeApp({
    ...npmApp(),
    ...installed("node_modules/@types/express", "@types/express", "5.0.7"),
  });
  assert.equal(
    await indexOnce(retyped.root, cache.path),
    "indexed 6 installed packages (5 from the cache)",
  );
  const variants = readdirSync(join(packagesFolder(cache.path), "express@5.3.0"));
  assert.equal(variants.filter((name) => name.endsWith(".inputs.json")).length, 2);
});

Deno.test("a cached entry whose bytes changed is checked again, and read again when it fails", async () => {
  using cache = scratchCache();
  using app = writeApp(npmApp());
  assert.equal(
    await indexOnce(app.root, cache.path),
    "indexed 6 installed packages (0 from the cache)",
  );
  const folder = join(packagesFolder(cache.path), "express@5.3.0");
  const entry = readdirSync(folder).find((name) => name.endsWith(".entry.json"))!;
  // Valid JSON, the same entry but for its version's type: no longer a snapshot's package.
  const text = Deno.readTextFileSync(join(folder, entry));
  Deno.writeTextFileSync(join(folder, entry), text.replace(/"version":"([^"]*)"/, '"version":1'));
  assert.equal(
    await indexOnce(app.root, cache.path),
    "indexed 6 installed packages (5 from the cache)",
  );
});

/** A package whose pages and declarations are long enough to be kept in files of their own. */
function bulkyApp(): Tree {
  const names = Array.from({ length: 150 }, (_, at) => `step${at}`);
  const pages = Object.fromEntries(
    Array.from({ length: 30 }, (_, at) => [
      `app/node_modules/bulky/docs/page-${at}.md`,
      `# Page ${at}\n\n${`Page ${at} explains its part of the bulky kit. `.repeat(20)}\n\n` +
      `## Usage\n\nCall step${at} once per input.\n`,
    ]),
  );
  return {
    "app/package.json": manifest("app", "1.0.0", { dependencies: { bulky: "^1.0.0" } }),
    ...installed("app/node_modules/bulky", "bulky", "1.0.0"),
    ...pages,
    "app/node_modules/bulky/index.d.ts": names.map((name) =>
      `/** Runs ${name} of the bulky pipeline, once per call. */\n` +
      `export declare function ${name}(input: string, options?: { retries?: number }): string;\n`
    ).join(""),
  };
}

Deno.test("a cached entry keeps its long parts in files of their own, read after the packages are served, and checked again when their bytes changed", async () => {
  using cache = scratchCache();
  using app = writeApp(bulkyApp());
  const root = join(app.root, "app");
  assert.match(await indexOnce(root, cache.path), /\(0 from the cache\)/);
  const folder = join(packagesFolder(cache.path), "bulky@1.0.0");
  const file = (suffix: string) =>
    join(folder, readdirSync(folder).find((name) => name.endsWith(suffix))!);
  const entry = Deno.readTextFileSync(file(".entry.json"));
  assert.ok(!entry.includes('"symbols"') && !entry.includes('"markdown"'), entry.slice(0, 200));
  assert.match(entry, /"id":"page-7","title":"Page 7"/);
  // Each page's outline is kept beside its Markdown, worked out by the process that read it.
  const outlines = JSON.parse(Deno.readTextFileSync(file(".outlines.json"))) as {
    headings: { text: string; slug: string }[];
  }[];
  const stubs = (JSON.parse(entry) as { pages: { id: string }[] }).pages;
  assert.equal(outlines.length, stubs.length);
  const seventh = stubs.findIndex((page) => page.id === "page-7");
  assert.deepEqual(outlines[seventh]!.headings.map((h) => h.slug), ["page-7", "usage"]);
  {
    await using served = await stdioDeps(["--deps", root, "--cache-dir", cache.path], cache.path);
    await untilIndexed(served.client);
    const page = await call(served.client, "get-docs", { packageSlug: "bulky", page: "page-7" });
    assert.match(page.texts[0]!, /Page 7 explains its part/);
    const section = await call(served.client, "get-docs", {
      packageSlug: "bulky",
      page: "page-7",
      section: "usage",
    });
    assert.match(section.texts[0]!, /\n## Usage\n\nCall step7 once per input\.$/);
    const symbol = await call(served.client, "get-symbol", {
      packageSlug: "bulky",
      name: "step42",
    });
    assert.match(symbol.texts[0]!, /Runs step42 of the bulky pipeline/);
    assert.match(served.stderr(), /\(1 from the cache\)/);
  }
  // Valid JSON, but a symbol without its kind: no longer a snapshot's symbol.
  const kept = JSON.parse(Deno.readTextFileSync(file(".symbols.json"))) as { name: string }[];
  Deno.writeTextFileSync(
    file(".symbols.json"),
    JSON.stringify([{ name: "broken" }, ...kept.slice(1)]),
  );
  assert.match(await indexOnce(root, cache.path), /\(0 from the cache\)/);
  // One page fewer than the entry lists: read again too.
  const texts = JSON.parse(Deno.readTextFileSync(file(".pages.json"))) as string[];
  Deno.writeTextFileSync(file(".pages.json"), JSON.stringify(texts.slice(1)));
  assert.match(await indexOnce(root, cache.path), /\(0 from the cache\)/);
  assert.match(await indexOnce(root, cache.path), /\(1 from the cache\)/);
});

Deno.test("a cached part that cannot be read when it is: the package is served without it, said once, and read again at the next start", async () => {
  using cache = scratchCache();
  using app = writeApp(bulkyApp());
  const root = join(app.root, "app");
  await indexOnce(root, cache.path);
  const folder = join(packagesFolder(cache.path), "bulky@1.0.0");
  const pages = join(folder, readdirSync(folder).find((name) => name.endsWith(".pages.json"))!);
  // Bytes gone bad under the size and modification time recorded: not JSON any more.
  const { size, mtime } = statSync(pages);
  writeFileSync(pages, "x".repeat(size));
  utimesSync(pages, mtime!, mtime!);
  {
    await using served = await stdioDeps(["--deps", root, "--cache-dir", cache.path], cache.path);
    await untilIndexed(served.client);
    const found = await call(served.client, "search", { query: "bulky pipeline step42" });
    assert.ok(!found.isError, found.texts[0]);
    assert.match(found.texts[0]!, /step42/);
    await eventually(
      "the unreadable part is said",
      () => /bulky@1\.0\.0: its cached pages cannot be read/.test(served.stderr()),
    );
    assert.equal(served.stderr().match(/cannot be read/g)?.length, 1);
  }
  assert.match(await indexOnce(root, cache.path), /\(0 from the cache\)/);
  await using served = await stdioDeps(["--deps", root, "--cache-dir", cache.path], cache.path);
  const page = await call(served.client, "get-docs", { packageSlug: "bulky", page: "page-7" });
  assert.match(page.texts[0]!, /Page 7 explains its part/);
});

Deno.test("a linked package is read again when its files change under the same version", async () => {
  using cache = scratchCache();
  using app = writeApp({
    "app/package.json": manifest("app", "1.0.0", { dependencies: { kit: "^1.0.0" } }),
    ...installed("kit", "kit", "1.0.0", { readme: "# Kit\n\nThe first words.\n" }),
    "app/node_modules/kit": { link: "kit" },
  });
  const root = join(app.root, "app");
  assert.match(await indexOnce(root, cache.path), /\(0 from the cache\)/);
  assert.match(await indexOnce(root, cache.path), /\(1 from the cache\)/);
  writeTree(app.root, { "kit/README.md": "# Kit\n\nThe second words.\n" });
  assert.match(await indexOnce(root, cache.path), /\(0 from the cache\)/);
  await using served = await stdioDeps(["--deps", root, "--cache-dir", cache.path], cache.path);
  const page = await call(served.client, "get-docs", { packageSlug: "kit" });
  assert.match(page.texts[0]!, /The second words/);
});

Deno.test("a cached entry is written in ASCII alone, and its text comes back from the cache unchanged", async () => {
  using cache = scratchCache();
  const words = "Déjà vu — naïve 😀 façade";
  using app = writeApp({
    "app/package.json": manifest("app", "1.0.0", { dependencies: { kit: "^1.0.0" } }),
    ...installed("app/node_modules/kit", "kit", "1.0.0", { readme: `# Kit\n\n${words}.\n` }),
  });
  const root = join(app.root, "app");
  assert.match(await indexOnce(root, cache.path), /\(0 from the cache\)/);
  const folder = join(packagesFolder(cache.path), "kit@1.0.0");
  const entry = readdirSync(folder).find((name) => name.endsWith(".entry.json"))!;
  const bytes = Deno.readFileSync(join(folder, entry));
  assert.ok(bytes.every((byte) => byte < 0x80), "the entry holds a byte past ASCII");
  assert.match(await indexOnce(root, cache.path), /\(1 from the cache\)/);
  await using served = await stdioDeps(["--deps", root, "--cache-dir", cache.path], cache.path);
  const page = await call(served.client, "get-docs", { packageSlug: "kit" });
  assert.ok(page.texts[0]!.includes(words), page.texts[0]);
});

/** What `npm install` leaves: the package's files first, then the manifest and lockfiles. */
function npmInstalls(root: string, packages: Tree, dependencies: Record<string, string>): void {
  writeTree(root, packages);
  writeTree(root, {
    "package.json": manifest("npm-app", "1.0.0", { dependencies }),
    "package-lock.json": JSON.stringify({ dependencies }),
    "node_modules/.package-lock.json": JSON.stringify({ dependencies }),
  });
}

Deno.test("--deps over stdio follows installs: a package added, upgraded and removed while serving", async () => {
  using cache = scratchCache();
  using app = writeApp(npmApp());
  await using served = await stdioDeps(["--deps", app.root, "--cache-dir", cache.path], cache.path);
  const { client } = served;
  await untilIndexed(client);
  const deps: Record<string, string> = {
    "left-pad": "^1.0.0",
    "uses-pad-2": "^1.0.0",
    express: "^5.0.0",
    "@one/button": "^1.0.0",
    "@two/button": "^2.0.0",
    "@types/express": "^5.0.0",
    "@types/node": "^22.0.0",
  };

  npmInstalls(
    app.root,
    installed("node_modules/right-pad", "right-pad", "2.0.0", {
      readme: "# right-pad\n\nPads on the right.\n",
    }),
    { ...deps, "right-pad": "^2.0.0" },
  );
  await eventually(
    "right-pad is listed",
    async () => (await versions(client)).includes("right-pad@2.0.0"),
  );
  const page = await call(client, "get-docs", { packageSlug: "right-pad" });
  assert.match(page.texts[0]!, /Pads on the right/);

  npmInstalls(app.root, installed("node_modules/left-pad", "left-pad", "1.4.0"), {
    ...deps,
    "right-pad": "^2.0.0",
  });
  await eventually(
    "left-pad 1.4.0 is served",
    async () => (await versions(client)).includes("left-pad@1.4.0"),
  );
  const meta = await callJson<{ version: string }>(client, "get-package", {
    packageSlug: "left-pad",
  });
  assert.equal(meta.version, "1.4.0");

  const { "uses-pad-2": _, ...fewer } = deps;
  rmSync(join(app.root, "node_modules/uses-pad-2"), { recursive: true });
  npmInstalls(app.root, {}, { ...fewer, "right-pad": "^2.0.0" });
  await eventually(
    "uses-pad-2 is gone",
    async () => !(await versions(client)).some((id) => id.startsWith("uses-pad-2@")),
  );
  // The server's log reaches this process through a pipe, a moment after its answers.
  await eventually(
    "the removal is said",
    () => /installs changed: -uses-pad-2@1\.0\.0/.test(served.stderr()),
  );
  assert.match(served.stderr(), /installs changed: \+right-pad@2\.0\.0/);
  assert.match(served.stderr(), /installs changed: \+left-pad@1\.4\.0, -left-pad@1\.3\.0/);
});

Deno.test("--deps over HTTP follows an install", async () => {
  using cache = scratchCache();
  using app = writeApp({
    "package.json": manifest("npm-app", "1.0.0", { dependencies: { "left-pad": "^1.0.0" } }),
    ...installed("node_modules/left-pad", "left-pad", "1.3.0"),
  });
  await using served = await httpDeps(["--deps", app.root, "--cache-dir", cache.path], cache.path);
  assert.deepEqual(await versions(served.client), ["left-pad@1.3.0"]);
  npmInstalls(app.root, installed("node_modules/right-pad", "right-pad", "2.0.0"), {
    "left-pad": "^1.0.0",
    "right-pad": "^2.0.0",
  });
  await eventually(
    "right-pad is listed",
    async () => (await versions(served.client)).includes("right-pad@2.0.0"),
  );
});
