/**
 * The npm package's smoke test (`deno task test:npm`, after `build:npm`): packs `npm/` with
 * `npm pack`, installs the tarball into an empty folder the way a user would, and checks it
 * under Node 22 (the package's floor: `search` runs on `node:sqlite`; the machine's Node is 20, so
 * the Node 22 from npm that the MCP clients run on, `scripts/install_clients.ts`, goes first on
 * PATH): the entry points, their declarations, a library server over an in-memory client, and
 * the `catalog-mcp` bin over stdio and HTTP, `generate` and `--repo`. With nothing but Node on
 * PATH, `generate` and `--repo` must record the symbols the Deno run records, through the `deno`
 * npm package the package depends on.
 *
 * The library checks run inside Node (small `.mjs` scripts); the bin checks drive the
 * installed bin, itself running on Node, with the SDK's clients from Deno.
 *
 * @module
 */
import assert from "node:assert/strict";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "npm:typescript@6.0.3";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import {
  StdioClientTransport,
  type StdioServerParameters,
} from "@modelcontextprotocol/sdk/client/stdio.js";
import denoConfig from "../deno.json" with { type: "json" };
import { type BundledData as Catalog, loadData } from "../data.ts";
import { generateBundledData } from "../generator.ts";
import {
  assertServesOverHttpAndStops,
  assertServesPackage,
  startHttpChild,
} from "../tests/_spawned_server.ts";
import { signalsAtStartup } from "../tests/_http.ts";
import { symbolCatalog } from "../tests/_symbol_suite.ts";
import { TOOL_NAMES } from "../tests/_tool_suite.ts";
import { callText, eventually, liveArgs, scratchRepo } from "../tests/_live_repo.ts";
import { installed, manifest, npmApp, writeApp, writeTree } from "../tests/_installed_apps.ts";
import { ensureClients, NODE_22 } from "./install_clients.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** A workspace whose packages export symbols (see tests/symbols_test.ts). */
const SYMBOLS_FIXTURE = join(ROOT, "tests/fixtures/symbols");
const SNAPSHOT = loadData();
const FIRST_SLUG = SNAPSHOT.packages[0]?.slug ?? "";
const PACKAGE = denoConfig.name;

/** The machine's own Node (20 here and in CI), before Node 22 goes first on PATH. */
const MACHINE_NODE = (await run("node", ["-p", "process.execPath"])).stdout.trim();
const MACHINE_NODE_VERSION = (await run(MACHINE_NODE, ["--version"])).stdout.trim();
// Every `node` below, the bin's `#!/usr/bin/env node` included, is Node 22.
await ensureClients();
Deno.env.set("PATH", `${dirname(NODE_22)}:${Deno.env.get("PATH") ?? ""}`);
const NODE_VERSION = (await run("node", ["--version"])).stdout.trim();
/** Node 22's own folder, which holds `node` alone: the whole PATH of runs that must find no deno. */
const NODE_ONLY = { PATH: dirname((await run("node", ["-p", "process.execPath"])).stdout.trim()) };
const APP = await Deno.makeTempDir({ prefix: "catalog-mcp-npm-" });
globalThis.addEventListener("unload", () => Deno.removeSync(APP, { recursive: true }));
const PACKED = await pack();
await writeFile(join(APP, "package.json"), JSON.stringify({ private: true, type: "module" }));
await run("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", PACKED.tarball], APP);
const BIN = join(APP, "node_modules", ".bin", "catalog-mcp");

Deno.test(`the Node the package runs on is 22 or later (${NODE_VERSION})`, () => {
  assert.ok(Number(/^v(\d+)\./.exec(NODE_VERSION)?.[1]) >= 22, NODE_VERSION);
});

Deno.test("the tarball holds the code, declarations, snapshot, README and license only", () => {
  for (const file of ["package.json", "README.md", "LICENSE", "data/catalog.json"]) {
    assert.ok(PACKED.files.includes(file), `${file} is packed`);
  }
  for (const entry of ["mod", "data", "generator", "src/cli"]) {
    assert.ok(PACKED.files.includes(`${entry}.js`), `${entry}.js is packed`);
    assert.ok(PACKED.files.includes(`${entry}.d.ts`), `${entry}.d.ts is packed`);
  }
  const stray = PACKED.files.filter((file) =>
    /(^|\/)(tests?|fixtures|scripts|demo)\/|_test\.|\.ts$/.test(file) && !file.endsWith(".d.ts")
  );
  assert.deepEqual(stray, []);
});

Deno.test("the tarball holds every worker module, which the code starts by its file's URL, not by an import", async () => {
  // A module missing here fails only where it is started: without index_worker.js, Node
  // indexed every --deps package on the thread that serves.
  const sources = await readdir(join(ROOT, "src"), { recursive: true });
  const workers = sources.filter((file) => file.endsWith("_worker.ts"));
  assert.ok(workers.length >= 4, workers.join());
  for (const worker of workers) {
    const compiled = `src/${worker.replaceAll("\\", "/").replace(/\.ts$/, ".js")}`;
    assert.ok(PACKED.files.includes(compiled), `${compiled} is packed`);
  }
});

Deno.test("package.json takes its version from deno.json and declares Node >= 22", async () => {
  const manifest = JSON.parse(
    await readFile(join(APP, "node_modules", PACKAGE, "package.json"), "utf8"),
  );
  assert.equal(manifest.version, denoConfig.version);
  assert.match(manifest.engines.node, /^>=22/);
  assert.deepEqual(Object.keys(manifest.exports), Object.keys(denoConfig.exports));
  assert.ok(manifest.dependencies["@modelcontextprotocol/sdk"]);
});

Deno.test("each entry point imports under Node with its public functions", async () => {
  const names = await node(`
    const entries = {};
    for (const path of ["", "/data", "/generator"]) {
      entries[path] = Object.keys(await import("${PACKAGE}" + path)).sort();
    }
    console.log(JSON.stringify(entries));
  `);
  const expected = {
    "": [
      "createServer",
      "createServerFromDisk",
      "loadData",
      "packageMeta",
      "startHttpServer",
      "validateBundledData",
    ],
    "/data": ["loadData", "packageMeta", "validateBundledData"],
    "/generator": ["generateBundledData"],
  };
  for (const [path, functions] of Object.entries(expected)) {
    for (const name of functions) {
      assert.ok(names[path].includes(name), `${PACKAGE}${path} exports ${name}`);
    }
  }
});

Deno.test("the declarations type-check a consumer under NodeNext resolution", async () => {
  const consumer = join(APP, "consumer.ts");
  await writeFile(
    consumer,
    `import { createServer, loadData, type PackageMeta } from "${PACKAGE}";
import { packageMeta } from "${PACKAGE}/data";
import { generateBundledData } from "${PACKAGE}/generator";
const data = loadData();
const first: PackageMeta | undefined = data.packages[0] && packageMeta(data.packages[0]);
export const checked = [createServer(data), first, generateBundledData];
`,
  );
  const program = ts.createProgram([consumer], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const messages = ts.getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  assert.deepEqual(messages, []);
});

Deno.test("createServer answers an in-memory client under Node", async () => {
  const answer = await node(`
    import { createServer, loadData } from "${PACKAGE}";
    import { Client } from "@modelcontextprotocol/sdk/client/index.js";
    import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";

    const server = createServer(loadData());
    const client = new Client({ name: "npm-smoke", version: "0" });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    await client.connect(clientSide);
    const { tools } = await client.listTools();
    const listed = await client.callTool({ name: "list-packages", arguments: {} });
    // Loads the markup checker and parse5 on first use: the dynamic import must resolve here.
    const checked = await client.callTool({
      name: "validate-component-usage",
      arguments: { html: "<au-buton></au-buton>" },
    });
    // The docs engine (markdown-it, github-slugger, js-yaml) loads on first use.
    const packageSlug = JSON.parse(listed.content[0].text)[0].slug;
    const docs = await client.callTool({ name: "list-docs", arguments: { packageSlug } });
    const section = docs.structuredContent.pages[0].outline[0].text;
    const read = await client.callTool({ name: "get-docs", arguments: { packageSlug, section } });
    await client.close();
    console.log(JSON.stringify({
      tools: tools.length,
      packages: JSON.parse(listed.content[0].text),
      findings: checked.structuredContent.findings.map((finding) => finding.kind),
      section: [section, read.isError ?? false, read.content[0].text.split("\\n")[0]],
    }));
  `);
  assert.equal(answer.tools, TOOL_NAMES.length);
  assert.equal(answer.packages.length, SNAPSHOT.packages.length);
  assert.deepEqual(answer.findings, ["unknown-element"]);
  const [heading, failed, firstLine] = answer.section;
  assert.equal(failed, false, firstLine);
  assert.ok(firstLine.includes(heading), `${firstLine} opens the section "${heading}"`);
});

Deno.test("the symbol tools load their engine under Node (a dynamic import)", async () => {
  const answer = await node(`
    import { createServer } from "${PACKAGE}";
    import { Client } from "@modelcontextprotocol/sdk/client/index.js";
    import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";

    const server = createServer(${JSON.stringify(symbolCatalog())});
    const client = new Client({ name: "npm-smoke", version: "0" });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    await client.connect(clientSide);
    const symbol = await client.callTool({ name: "get-symbol", arguments: { name: "createWard" } });
    await client.close();
    console.log(JSON.stringify(symbol.content[0].text));
  `);
  assert.match(answer, /^import \{ createWard \} from "@fx\/ward";$/m);
});

Deno.test("the bin serves tools/list and tools/call over stdio", async () => {
  const client = new Client({ name: "npm-smoke", version: "0" });
  await client.connect(new StdioClientTransport({ command: BIN, cwd: APP, stderr: "pipe" }));
  assert.equal((await client.listTools()).tools.length, TOOL_NAMES.length);
  // search runs on node:sqlite, which Node has from 22.13.
  const found = await client.callTool({ name: "search", arguments: { query: FIRST_SLUG } });
  // Over stdio, its answer is plain text: a result's id on the line after its title.
  const ids = [...(found.content as { text: string }[])[0]!.text.matchAll(/^id: (.+)$/gm)];
  assert.ok(ids.length > 0 && ids.every(([, id]) => id!.includes("/")));
  await assertServesPackage(client, FIRST_SLUG);
});

Deno.test("a large catalog's full-text index is built and searched on a worker thread under Node", async () => {
  // The package's own module (not an entry point): a catalog of over 8 million characters
  // takes minutes to make here, so the threshold is lowered instead. The process must end on
  // its own with the worker idle.
  const shards = `./node_modules/${PACKAGE}/src/search/fts_shards.js`;
  const found = await node(`
    import { buildShards } from "${shards}";
    const rows = Array.from({ length: 2000 }, (_, i) => [i, "S" + i, "G", "word" + i + " text"]);
    const tables = await buildShards(rows, { minChars: 1000 });
    const hits = await Promise.all(tables.map((table) => table.ranked('"word1999"', 5)));
    console.log(JSON.stringify([tables.length, hits.flat().map((hit) => hit.rowid)]));
  `);
  assert.deepEqual(found, [2, [1999]]);
});

Deno.test("node:sqlite loads without Node's experimental-feature warning, on this thread and the index's worker", async () => {
  const shards = `./node_modules/${PACKAGE}/src/search/fts_shards.js`;
  const script = join(APP, `check-${crypto.randomUUID()}.mjs`);
  await writeFile(
    script,
    `import { buildShards } from "${shards}";
    const rows = Array.from({ length: 2000 }, (_, i) => [i, "S" + i, "G", "word" + i + " text"]);
    const tables = await buildShards(rows, { minChars: 1000 });
    process.emitWarning("another warning", "ExperimentalWarning");
    console.log(tables.length);`,
  );
  const { stdout, stderr } = await run("node", [script], APP);
  assert.equal(stdout.trim(), "2", "a table on each thread");
  // Only the warning this script emits itself: the others are still printed.
  assert.deepEqual(stderr.match(/ExperimentalWarning: .*/g), [
    "ExperimentalWarning: another warning",
  ]);
});

Deno.test({
  name: `on a Node without node:sqlite (${MACHINE_NODE_VERSION}) search says which Node it needs`,
  // Node has node:sqlite from 22.13: on a machine whose own Node has it, there is nothing to see.
  ignore: hasSqlite(MACHINE_NODE_VERSION),
  async fn() {
    const client = new Client({ name: "npm-node-without-sqlite", version: "0" });
    await client.connect(
      new StdioClientTransport({ command: MACHINE_NODE, args: [BIN], cwd: APP, stderr: "pipe" }),
    );
    try {
      const found = await client.callTool({ name: "search", arguments: { query: FIRST_SLUG } });
      assert.equal(found.isError, true);
      assert.match(
        (found.content as { text: string }[])[0]!.text,
        /node:sqlite, which Node v\d+\.\d+\.\d+ does not have: serve the catalog with Node 22\.13/,
      );
      await assertServesPackage(client, FIRST_SLUG);
    } finally {
      await client.close();
    }
  },
});

/** Whether a Node version (`v22.13.0`) has `node:sqlite` without a flag. */
function hasSqlite(version: string): boolean {
  const [major = 0, minor = 0] = version.slice(1).split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 13);
}

Deno.test("the bin with --port serves /health and MCP, and exits 0 on SIGTERM", async () => {
  await using server = await startHttpChild(BIN, (port) => ["--port", String(port)], APP);
  await assertServesOverHttpAndStops(server, FIRST_SLUG);
});

Deno.test("the bin's startup line means ready: SIGINT and SIGTERM the moment it appears exit 0 (10 times each)", async () => {
  const launch = { command: BIN, args: (port: number) => ["--port", String(port)], cwd: APP };
  assert.deepEqual(await signalsAtStartup(10, launch), []);
});

Deno.test("the bin prints the snapshot version with --version and usage with --help", async () => {
  const version = await run(BIN, ["--version"], APP);
  assert.equal(version.stdout, `${SNAPSHOT.version}\n`);
  const help = await run(BIN, ["--help"], APP);
  assert.match(help.stderr, /Usage: catalog-mcp/);
  assert.match(help.stderr, /--port/);
});

/** What the generator makes of a repository under Deno, in this process: the reference. */
const underDeno = new Map<string, Promise<Catalog>>();
function generatedUnderDeno(repoRoot: string): Promise<Catalog> {
  let generated = underDeno.get(repoRoot);
  if (generated === undefined) {
    generated = generateBundledData({ repoRoot, onWarning: () => {} }).then(({ data }) => data);
    underDeno.set(repoRoot, generated);
  }
  return generated;
}

/**
 * Asserts that two catalogs hold the same symbols, package by package and field by field (the
 * first field that differs is named), and that there are symbols to compare.
 */
function assertSameSymbols(underNode: Catalog, underDeno: Catalog): void {
  const bySlug = (catalog: Catalog) =>
    Object.fromEntries(catalog.packages.map((pkg) => [pkg.slug, pkg.symbols]));
  const expected = bySlug(underDeno);
  assert.ok(Object.values(expected).some((symbols) => (symbols?.length ?? 0) > 0));
  assert.deepEqual(bySlug(underNode), expected);
}

/**
 * Generates a repository with `catalog-mcp generate` of an installed package, under Node and in
 * exactly the environment given (no DENO_BIN unless it is there).
 */
async function generateUnderNode(
  app: string,
  repoRoot: string,
  env: Record<string, string>,
): Promise<{ data: Catalog; stderr: string }> {
  const out = join(app, `catalog-${crypto.randomUUID()}.json`);
  const bin = join(app, "node_modules", ".bin", "catalog-mcp");
  const { stderr } = await run(bin, ["generate", "--repo-root", repoRoot, "--out", out], app, env);
  return { data: JSON.parse(await readFile(out, "utf8")), stderr };
}

Deno.test("the package depends on the deno npm package at the Deno release this suite runs on", async () => {
  const manifest = JSON.parse(
    await readFile(join(APP, "node_modules", PACKAGE, "package.json"), "utf8"),
  );
  // The parity tests below compare with this process's Deno: .ci/run pins the same release.
  assert.equal(manifest.dependencies.deno, Deno.version.deno);
  const installed = JSON.parse(
    await readFile(join(APP, "node_modules", "deno", "package.json"), "utf8"),
  );
  assert.equal(installed.version, Deno.version.deno);
});

Deno.test("catalog-mcp generate under Node, with no deno on PATH and DENO_BIN unset, writes the catalog the Deno generator writes, symbols included", async () => {
  await using demo = await scratchRepo();
  for (const repoRoot of [SYMBOLS_FIXTURE, demo.repo]) {
    const { data, stderr } = await generateUnderNode(APP, repoRoot, NODE_ONLY);
    const expected = await generatedUnderDeno(repoRoot);
    assertSameSymbols(data, expected);
    assert.deepEqual(data, expected);
    assert.match(stderr, /Wrote \d+ packages to .*\.json/);
    assert.doesNotMatch(stderr, /symbols were not recorded/);
  }
});

Deno.test("catalog-mcp --repo under Node, with no deno on PATH and DENO_BIN unset, records and serves the same symbols as deno run --repo", async () => {
  const caches = await Deno.makeTempDir({ prefix: "catalog-mcp-npm-repo-" });
  try {
    const where = { repo: SYMBOLS_FIXTURE, cache: join(caches, "deno") };
    const underDeno = await liveSymbols(
      { command: Deno.execPath(), args: liveArgs(where), cwd: ROOT },
      where.cache,
    );
    const cache = join(caches, "node");
    const underNode = await liveSymbols({
      command: BIN,
      args: ["--repo", SYMBOLS_FIXTURE, "--cache-dir", cache],
      cwd: APP,
      // The SDK's client passes HOME, PATH and a few more, never DENO_BIN.
      env: NODE_ONLY,
    }, cache);
    assertSameSymbols(underNode.catalog, underDeno.catalog);
    assert.deepEqual(underNode.answers, underDeno.answers);
  } finally {
    await Deno.remove(caches, { recursive: true });
  }
});

/**
 * Starts a `--repo` server over stdio, waits for the catalog it keeps in its cache folder, and
 * asks it get-symbol for every symbol recorded there.
 */
async function liveSymbols(server: StdioServerParameters, cache: string) {
  const client = new Client({ name: "npm-parity", version: "0" });
  await client.connect(new StdioClientTransport({ ...server, stderr: "pipe" }));
  try {
    const file = join(cache, "catalog.json");
    await eventually("the cache holds the catalog", () => exists(file), 60_000);
    const catalog = JSON.parse(await readFile(file, "utf8")) as Catalog;
    const answers: Record<string, string> = {};
    for (const pkg of catalog.packages) {
      for (const name of new Set(pkg.symbols?.map((symbol) => symbol.name))) {
        answers[`${pkg.slug}/${name}`] = await callText(client, "get-symbol", {
          packageSlug: pkg.slug,
          name,
        });
      }
    }
    return { catalog, answers };
  } finally {
    await client.close();
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

Deno.test("under Node, DENO_BIN comes before the package's deno, and that before a deno on PATH", async () => {
  // A deno that only says it ran and fails.
  const stubs = await Deno.makeTempDir({ prefix: "catalog-mcp-npm-stub-" });
  try {
    const stub = join(stubs, "deno");
    await writeFile(stub, "#!/bin/sh\necho stub deno ran >&2\nexit 1\n", { mode: 0o755 });
    const onPath = await generateUnderNode(APP, SYMBOLS_FIXTURE, {
      PATH: `${stubs}:${NODE_ONLY.PATH}`,
    });
    assertSameSymbols(onPath.data, await generatedUnderDeno(SYMBOLS_FIXTURE));
    const chosen = await generateUnderNode(APP, SYMBOLS_FIXTURE, { ...NODE_ONLY, DENO_BIN: stub });
    assert.ok(chosen.data.packages.every((pkg) => pkg.symbols === undefined));
    assert.match(
      chosen.stderr,
      /symbols were not recorded: deno doc exited with code 1: stub deno ran/,
    );
  } finally {
    await Deno.remove(stubs, { recursive: true });
  }
});

Deno.test("installed without optional dependencies (no deno binary), the generator under Node says what to run, or uses a deno on PATH", async () => {
  const app = await Deno.makeTempDir({ prefix: "catalog-mcp-npm-no-optional-" });
  try {
    await writeFile(join(app, "package.json"), JSON.stringify({ private: true, type: "module" }));
    await run("npm", [
      "install",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      "--omit=optional",
      PACKED.tarball,
    ], app);
    const without = await generateUnderNode(app, SYMBOLS_FIXTURE, NODE_ONLY);
    assert.equal(without.data.packages.length, 4);
    assert.ok(without.data.packages.every((pkg) => pkg.symbols === undefined));
    assert.match(
      without.stderr,
      /symbols were not recorded: .*no `deno` was found \(set DENO_BIN .*@deno\/\S+ was not installed/,
    );
    assert.match(without.stderr, /npx -y deno@2\.9\.6 run -A npm:@catalog-mcp\/server\/generator/);
    assert.equal(without.stderr.match(/symbols were not recorded/g)?.length, 1, "said once");

    const withPath = await generateUnderNode(app, SYMBOLS_FIXTURE, {
      PATH: `${NODE_ONLY.PATH}:${dirname(Deno.execPath())}`,
    });
    assertSameSymbols(withPath.data, await generatedUnderDeno(SYMBOLS_FIXTURE));
  } finally {
    await Deno.remove(app, { recursive: true });
  }
});

Deno.test("the --deps reader reads an installed package's symbols under Node without a deno", async () => {
  // Not an entry point of the package (the --deps command is): imported by its file.
  const reader = join(
    APP,
    "node_modules",
    PACKAGE,
    "src/generator/read/installed/read_installed.js",
  );
  const tree = join(ROOT, "tests/fixtures/installed");
  const script = join(APP, `deps-${crypto.randomUUID()}.mjs`);
  await writeFile(
    script,
    `import { readInstalledPackage } from ${JSON.stringify(reader)};
const folder = (name) => ${JSON.stringify(tree)} + "/" + name;
const resolve = (name) => ({ name, version: "1.4.0", folder: folder(name) });
const entry = await readInstalledPackage(
  { name: "reexporter", version: "3.0.0", folder: folder("reexporter") },
  { slug: "reexporter", resolve, warn: () => {} },
);
console.log(JSON.stringify(entry.symbols.map((symbol) => [symbol.name, symbol.file])));
`,
  );
  const nodePath = (await run("node", ["-p", "process.execPath"])).stdout.trim();
  const { stdout } = await run(nodePath, [script], APP, { PATH: "" });
  assert.deepEqual(JSON.parse(stdout), [
    ["LoudOptions", "node_modules/reexporter/dist/index.d.ts"],
    ["OriginOptions", "node_modules/origin-lib/dist/index.d.ts"],
    ["extra", "node_modules/origin-lib/dist/extra.d.ts"],
    ["originHelper", "node_modules/origin-lib/dist/index.d.ts"],
    ["own", "node_modules/reexporter/dist/index.d.ts"],
  ]);
});

Deno.test("the bin with --repo under Node serves the repository and follows an edit", async () => {
  await using scratch = await scratchRepo();
  const client = new Client({ name: "npm-smoke", version: "0" });
  await client.connect(
    new StdioClientTransport({
      command: BIN,
      args: ["--repo", scratch.repo, "--cache-dir", scratch.cache, "--no-symbols"],
      cwd: APP,
      stderr: "pipe",
    }),
  );
  try {
    const description = async () =>
      JSON.parse(await callText(client, "get-package", { packageSlug: "format" })).description;
    const manifestPath = join(scratch.repo, "packages/format/package.json");
    const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
    assert.equal(await description(), manifest.description);
    manifest.description = "Edited under Node.";
    await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
    await eventually(
      "the edit is served",
      async () => await description() === manifest.description,
    );
  } finally {
    await client.close();
  }
});

Deno.test("the bin with --deps under Node serves an app's installed packages and follows an install", async () => {
  using app = writeApp(npmApp());
  const cache = join(app.root, ".cache");
  const client = new Client({ name: "npm-smoke", version: "0" });
  await client.connect(
    new StdioClientTransport({
      command: BIN,
      args: ["--deps", app.root, "--cache-dir", cache],
      cwd: APP,
      stderr: "pipe",
    }),
  );
  try {
    const page = await callText(client, "get-docs", { packageSlug: "@one/button" });
    assert.match(page, /^> Third-party text from @one\/button@1\.2\.0/);
    writeTree(app.root, {
      ...installed("node_modules/right-pad", "right-pad", "2.0.0"),
      "node_modules/.package-lock.json": "{}\n",
    });
    writeTree(app.root, {
      "package.json": manifest("npm-app", "1.0.0", { dependencies: { "right-pad": "^2.0.0" } }),
    });
    await eventually("right-pad is served", async () => {
      const metas = JSON.parse(await callText(client, "list-packages")) as { slug: string }[];
      return metas.map((meta) => meta.slug).join() === "right-pad";
    });
  } finally {
    await client.close();
  }
});

/** `npm pack`s the build into the app folder; returns the tarball and the files it holds. */
async function pack(): Promise<{ tarball: string; files: string[] }> {
  const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", APP], "npm");
  const [report] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
  return { tarball: join(APP, report.filename), files: report.files.map((file) => file.path) };
}

/** Runs `source` as an ES module under Node in the app folder; parses what it prints. */
// deno-lint-ignore no-explicit-any -- the JSON a script prints, checked field by field
async function node(source: string): Promise<any> {
  const script = join(APP, `check-${crypto.randomUUID()}.mjs`);
  await writeFile(script, source);
  return JSON.parse((await run("node", [script], APP)).stdout);
}

/**
 * Runs a command to completion; throws with its stderr when it fails. With `env`, the command
 * gets that environment and nothing else (so no DENO_BIN or PATH of this process leaks in).
 */
async function run(
  command: string,
  args: string[],
  cwd = ROOT,
  env?: Record<string, string>,
): Promise<{ stdout: string; stderr: string }> {
  const output = await new Deno.Command(command, {
    args,
    cwd: resolve(ROOT, cwd),
    ...(env === undefined ? {} : { env, clearEnv: true }),
    stdin: "null",
  }).output();
  const decoder = new TextDecoder();
  const result = { stdout: decoder.decode(output.stdout), stderr: decoder.decode(output.stderr) };
  if (!output.success) {
    throw new Error(`${command} ${args.join(" ")} exited with ${output.code}\n${result.stderr}`);
  }
  return result;
}
