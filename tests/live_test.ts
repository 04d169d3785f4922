/**
 * `--repo` end to end: a temporary copy of the demo monorepo served over stdio and HTTP, real
 * file edits, and what a client sees afterwards. Every wait polls the client's answer with a
 * bound; no assertion rests on a sleep.
 */
import assert from "node:assert/strict";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { REPO_ROOT, runCli, runDeno } from "./_cli.ts";
import {
  callText,
  eventually,
  httpLive,
  liveArgs,
  packageSlugs,
  type ScratchRepo,
  scratchRepo,
  stdioLive,
} from "./_live_repo.ts";

const FORMAT_SOURCE = "packages/format/src/index.ts";

Deno.test("--repo over stdio: an added page is listed and announced with list_changed", async () => {
  await using scratch = await scratchRepo();
  await using live = await stdioLive(scratch, ["--no-symbols"]);
  const uri = "catalog://docs/format/usage";
  const uris = async () => (await live.client.listResources()).resources.map((r) => r.uri);
  assert.ok(!(await uris()).includes(uri));
  assert.equal(live.client.getServerCapabilities()?.resources?.listChanged, true);

  await mkdir(join(scratch.repo, "packages/format/docs"));
  await writeFile(
    join(scratch.repo, "packages/format/docs/usage.md"),
    "# Usage\n\nCall formatBytes for file sizes.\n",
  );
  await eventually("the new page is listed", async () => (await uris()).includes(uri));
  await eventually("list_changed arrived", () => live.listChanged > 0);
  const page = await live.client.readResource({ uri });
  assert.match(JSON.stringify(page.contents), /Call formatBytes for file sizes/);
});

Deno.test("--repo follows .gitignore files: an ignored edit regenerates nothing, a negated one does", async () => {
  await using scratch = await scratchRepo();
  const docs = join(scratch.repo, "packages/format/docs");
  await mkdir(docs);
  await writeFile(
    join(scratch.repo, "packages/format/.gitignore"),
    "docs/draft-*.md\n!docs/draft-public.md\n",
  );
  await using live = await stdioLive(scratch, ["--no-symbols"]);
  const uris = async () => (await live.client.listResources()).resources.map((r) => r.uri);
  const regenerations = () => live.stderr().match(/regenerated \d+ of/g)?.length ?? 0;
  const before = regenerations();

  await writeFile(join(docs, "draft-notes.md"), "# Notes\n\nNot watched.\n");
  // Watched, that edit would regenerate 100 ms later: give it far longer to show.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await writeFile(join(docs, "draft-public.md"), "# Public\n\nWatched.\n");
  await eventually(
    "the page a negation re-includes is listed",
    async () => (await uris()).includes("catalog://docs/format/draft-public"),
  );
  await eventually("the run is reported", () => regenerations() > before);
  // One run took both pages: the ignored one started none of its own.
  assert.equal(regenerations() - before, 1, live.stderr());
  assert.ok((await uris()).includes("catalog://docs/format/draft-notes"));
});

Deno.test("--repo answers list-packages at once while its first generation runs; a call about a package waits for it", async () => {
  await using scratch = await scratchRepo();
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: liveArgs(scratch),
    cwd: REPO_ROOT,
    stderr: "pipe",
  });
  const client = new Client({ name: "live-test", version: "0" });
  await client.connect(transport);
  try {
    const listed = await client.callTool({
      name: "list-packages",
      arguments: {},
    }) as CallToolResult;
    const texts = listed.content.map((item) => item.type === "text" ? item.text : "");
    // deno doc alone takes longer than this first answer: every package is listed, none indexed.
    assert.ok(JSON.parse(texts[0]!).some((pkg: { slug: string }) => pkg.slug === "format"));
    assert.match(texts[1] ?? "", /^Not indexed yet: \d+ of \d+ packages \(@aurora\//);
    const symbol = await callText(client, "get-symbol", {
      name: "formatBytes",
      packageSlug: "format",
    });
    assert.match(symbol, /function formatBytes\(/);
  } finally {
    await client.close();
  }
});

Deno.test("--repo over stdio: a changed signature shows in get-symbol", async () => {
  await using scratch = await scratchRepo();
  await using live = await stdioLive(scratch);
  const signature = () =>
    callText(live.client, "get-symbol", { name: "formatBytes", packageSlug: "format" });
  assert.doesNotMatch(await signature(), /binary/);

  const path = join(scratch.repo, FORMAT_SOURCE);
  const source = await readFile(path, "utf8");
  const edited = source.replace(
    "formatBytes(bytes: number, locale?: string)",
    "formatBytes(bytes: number, locale?: string, binary = false)",
  );
  assert.notEqual(edited, source, "the fixture has formatBytes");
  await writeFile(path, edited);
  await eventually(
    "the new parameter is in the signature",
    async () => /binary/.test(await signature()),
  );
});

Deno.test("--repo over stdio: a broken manifest keeps the last good catalog; the fix shows", async () => {
  await using scratch = await scratchRepo();
  await using live = await stdioLive(scratch, ["--no-symbols"]);
  const manifestPath = join(scratch.repo, "packages/format/package.json");
  const manifest = JSON.parse(await readFile(manifestPath, "utf8"));

  await writeFile(manifestPath, '{ "name": "@aurora/format", ');
  await eventually(
    "stderr names the broken manifest",
    () =>
      /packages\/format\/package\.json.*still serving the last good catalog/.test(live.stderr()),
  );
  assert.ok((await packageSlugs(live.client)).includes("format"), "format is still served");
  const description = async () =>
    JSON.parse(await callText(live.client, "get-package", { packageSlug: "format" })).description;
  assert.equal(await description(), manifest.description);

  manifest.description = "Formatters, fixed after a broken save.";
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  await eventually(
    "the fixed manifest's description is served",
    async () => await description() === manifest.description,
  );
  // Over stdio a notification is written before any later answer: none came, as no page or
  // package was added or removed.
  assert.equal(live.listChanged, 0);
});

Deno.test("--repo over HTTP with sessions: a deleted package is gone and announced", async () => {
  await using scratch = await scratchRepo();
  await using live = await httpLive(scratch, true);
  assert.ok((await packageSlugs(live.client)).includes("motion"));
  // The standalone stream opens after initialize; wait until notifications can arrive on it.
  await eventually("the resource list answers", async () => {
    return (await live.client.listResources()).resources.length > 0;
  });

  await rm(join(scratch.repo, "packages/motion"), { recursive: true });
  await eventually(
    "motion is no longer listed",
    async () => !(await packageSlugs(live.client)).includes("motion"),
  );
  await eventually("list_changed arrived over the session stream", () => live.listChanged > 0);
});

Deno.test("--repo over stateless HTTP: a renamed folder serves the package under its new slug", async () => {
  await using scratch = await scratchRepo();
  await using live = await httpLive(scratch, false);
  assert.ok((await packageSlugs(live.client)).includes("icons"));

  await rename(join(scratch.repo, "packages/icons"), join(scratch.repo, "packages/glyphs"));
  await eventually("the package is listed as glyphs", async () => {
    const slugs = await packageSlugs(live.client);
    return slugs.includes("glyphs") && !slugs.includes("icons");
  });
});

Deno.test("--repo starts from the cache and catches up with edits made while it was down", async () => {
  await using scratch = await scratchRepo();
  {
    await using first = await stdioLive(scratch, ["--no-symbols"]);
    assert.ok((await packageSlugs(first.client)).includes("format"));
  }
  const manifestPath = join(scratch.repo, "packages/format/package.json");
  const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
  manifest.description = "Edited while no server ran.";
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));

  await using second = await stdioLive(scratch, ["--no-symbols"]);
  await eventually("the background check serves the edit", async () => {
    const meta = JSON.parse(
      await callText(second.client, "get-package", { packageSlug: "format" }),
    );
    return meta.description === manifest.description;
  });
});

Deno.test("--repo that cannot be generated exits 1 with the generator's message", async () => {
  await using scratch = await scratchRepo();
  await writeFile(join(scratch.repo, "pnpm-workspace.yaml"), "packages: [unclosed\n");
  const { code, stderr } = await runRepo(scratch, []);
  assert.equal(code, 1);
  assert.match(stderr, /^error: Cannot parse pnpm-workspace\.yaml/m);
});

Deno.test("--repo and --data exclude each other; the generator's flags need --repo", async () => {
  const both = await runCli(["--repo", ".", "--data", "x.json"]);
  assert.equal(both.code, 1);
  assert.match(both.stderr, /--repo and --data exclude each other/);
  for (const flags of [["--cache-dir", "x"], ["--no-analyze"], ["--max-page-bytes", "10"]]) {
    const alone = await runCli(flags);
    assert.equal(alone.code, 1);
    assert.match(alone.stderr, new RegExp(`${flags[0]} needs --repo`));
  }
  const badLimit = await runCli(["--repo", ".", "--max-page-bytes", "0"]);
  assert.equal(badLimit.code, 1);
  assert.match(badLimit.stderr, /--max-page-bytes must be an integer/);
});

Deno.test("catalog-mcp generate --help names itself and the flags it shares with the generator", async () => {
  const { code, stdout, stderr } = await runCli(["generate", "--help"]);
  assert.equal(code, 0);
  assert.equal(stdout, "");
  assert.match(stderr, /^Usage: catalog-mcp generate \[--out <file>, default catalog\.json\]/);
  assert.match(stderr, /--no-analyze/);
});

Deno.test("--repo over stdio exits when stdin closes, watchers and all", async () => {
  await using scratch = await scratchRepo();
  const ping = `${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" })}\n`;
  const { code, stdout } = await runRepo(scratch, ["--no-symbols"], ping);
  assert.equal(code, 0);
  assert.deepEqual(JSON.parse(stdout), { jsonrpc: "2.0", id: 1, result: {} });
});

Deno.test("--repo over stdio exits 0 on SIGTERM, with the cache written", async () => {
  await using scratch = await scratchRepo();
  const child = new Deno.Command(Deno.execPath(), {
    args: [...liveArgs(scratch), "--no-symbols"],
    cwd: REPO_ROOT,
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  const writer = child.stdin.getWriter();
  await writer.write(
    new TextEncoder().encode(`${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" })}\n`),
  );
  assert.match((await reader.read()).value ?? "", /"id":1/);
  child.kill("SIGTERM");
  assert.equal((await child.status).code, 0);
  await reader.cancel();
  await writer.close().catch(() => {});
  const cached = JSON.parse(await readFile(join(scratch.cache, "catalog.json"), "utf8"));
  assert.ok(cached.packages.some((pkg: { slug: string }) => pkg.slug === "format"));
});

/** Runs `--repo` over the scratch copy to completion, feeding `stdin`. */
function runRepo(scratch: ScratchRepo, flags: string[], stdin = "") {
  return runDeno([...liveArgs(scratch), ...flags], stdin);
}
