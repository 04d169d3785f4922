/**
 * `--repo` on a synthetic 30-package monorepo (scripts/_synthetic_monorepo.ts): how soon a
 * client gets its first answer, how soon a saved edit shows, whether answers stay whole while
 * the catalog is replaced, and whether memory stays flat.
 *
 * - cold start (no cache) and start from the cache: spawn to the first `tools/list` and
 *   `list-packages` answers (a cold start lists the packages while it generates them);
 * - a saved edit (a new export in a package's source, symbols on): write to the first
 *   `get-symbol` answer that has it, p50/p95 over the edits;
 * - 8 HTTP clients calling `list-packages` while `catalog-mcp.json` is rewritten for each
 *   regeneration: every answer must succeed and show one catalog (the two packages the file
 *   describes carry the same generation, which never goes back for a client);
 * - the server's RSS over many edit-regenerate cycles (symbols off, so the cycles are quick).
 *
 *     deno task bench:live [--packages 30] [--edits 50] [--regenerations 50] [--cycles 200]
 *
 * @module
 */
import { cpSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { liveArgs } from "../tests/_live_repo.ts";
import { startHttpChild } from "../tests/_spawned_server.ts";
import { rssKiB } from "./_bench_process.ts";
import { loadAverage, median, percentile } from "./_stats.ts";
import { writeSyntheticMonorepo } from "./_synthetic_monorepo.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BENCH = join(ROOT, ".bench");
const SEED = 1_014;
const CLIENTS = 8;
/** How long one change may take to show before the benchmark gives up on it. */
const WAIT_MS = 30_000;

const { values } = parseArgs({
  args: Deno.args,
  options: {
    packages: { type: "string", default: "30" },
    edits: { type: "string", default: "50" },
    regenerations: { type: "string", default: "50" },
    cycles: { type: "string", default: "200" },
  },
});

const template = join(BENCH, `live-template-${values.packages}`);
rmSync(template, { recursive: true, force: true });
writeSyntheticMonorepo(template, { packages: Number(values.packages), seed: SEED });
const repo = join(BENCH, "live-repo");
const cache = join(BENCH, "live-cache");

console.log(`bench:live: ${values.packages} packages, load ${loadAverage()}`);

/** A fresh copy of the monorepo; with `keepCache`, the cache of the last run stays. */
function resetRepo(keepCache: boolean): void {
  rmSync(repo, { recursive: true, force: true });
  cpSync(template, repo, { recursive: true });
  if (!keepCache) rmSync(cache, { recursive: true, force: true });
}

async function stdioClient(flags: string[] = []) {
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: [...liveArgs({ repo, cache }), ...flags],
    cwd: ROOT,
    stderr: "ignore",
  });
  const client = new Client({ name: "bench-live", version: "0" });
  await client.connect(transport);
  return { client, pid: transport.pid };
}

async function text(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args }) as CallToolResult;
  const [item] = result.content;
  return { error: result.isError === true, text: item?.type === "text" ? item.text : "" };
}

async function until(probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!await probe()) {
    if (Date.now() > deadline) throw new Error("a change never showed");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Writes a file through a rename, as editors that save atomically do. */
function save(path: string, content: string): void {
  writeFileSync(`${path}.tmp`, content);
  renameSync(`${path}.tmp`, path);
}

/** Spawn to the first `tools/list` and then `list-packages` answers (a cold start lists every
 * package while it generates them). */
async function startToFirstList(keepCache: boolean): Promise<[number, number]> {
  resetRepo(keepCache);
  const started = performance.now();
  const { client } = await stdioClient();
  await client.listTools();
  const tools = performance.now() - started;
  await client.callTool({ name: "list-packages", arguments: {} });
  const packages = performance.now() - started;
  await client.close();
  return [tools, packages];
}

// 1. Starts: cold (generate everything), then from the cache.
const cold: [number, number][] = [];
const warm: [number, number][] = [];
for (let round = 0; round < 3; round++) {
  cold.push(await startToFirstList(false));
  warm.push(await startToFirstList(true));
}
for (const [label, starts] of [["cold start", cold], ["start from the cache", warm]] as const) {
  for (const [at, answer] of [[0, "tools/list"], [1, "list-packages"]] as const) {
    const times = starts.map((start) => start[at]);
    console.log(
      `${label} to first ${answer}: median ${median(times).toFixed(0)} ms ` +
        `(${times.map((ms) => ms.toFixed(0)).join(", ")}); target < 1000`,
    );
  }
}

// 2. Saved edits: a new export in one package's source, until get-symbol finds it.
{
  resetRepo(true);
  const { client } = await stdioClient();
  const visible: number[] = [];
  const packages = Number(values.packages);
  for (let edit = 0; edit < Number(values.edits); edit++) {
    const slug = `pkg-${String(edit % packages).padStart(3, "0")}`;
    const path = join(repo, "packages", slug, "src", "index.ts");
    const source = Deno.readTextFileSync(path);
    const name = `liveMarker${edit}`;
    const saved = performance.now();
    save(path, `${source}\n/** Edit ${edit}. */\nexport const ${name}: number = ${edit};\n`);
    await until(async () => !(await text(client, "get-symbol", { name, packageSlug: slug })).error);
    visible.push(performance.now() - saved);
  }
  await client.close();
  console.log(
    `saved edit visible: p50 ${percentile(visible, 0.5).toFixed(0)} ms, ` +
      `p95 ${percentile(visible, 0.95).toFixed(0)} ms, max ${
        Math.max(...visible).toFixed(0)
      } ms over ${visible.length} edits; target p95 < 1500`,
  );
}

// 3. Eight HTTP clients while the catalog is replaced again and again.
{
  resetRepo(true);
  const config = (generation: number) =>
    JSON.stringify({
      packages: {
        "@bench/pkg-000": { description: `generation ${generation}` },
        "@bench/pkg-001": { description: `generation ${generation}` },
      },
    });
  save(join(repo, "catalog-mcp.json"), config(0));
  await using server = await startHttpChild(
    Deno.execPath(),
    (
      port,
    ) => [...liveArgs({ repo, cache }, [`--allow-net=127.0.0.1:${port}`]), "--port", String(port)],
    ROOT,
  );
  const url = new URL(`http://127.0.0.1:${server.port}/mcp`);
  const generationOf = (answer: string) => {
    const list = JSON.parse(answer) as { slug: string; description: string }[];
    const [a, b] = ["pkg-000", "pkg-001"].map((slug) =>
      list.find((pkg) => pkg.slug === slug)?.description
    );
    return a !== undefined && a === b ? Number(a.split(" ")[1]) : NaN;
  };
  let done = false;
  let answers = 0;
  let failed = 0;
  let mixed = 0;
  const clients = await Promise.all(Array.from({ length: CLIENTS }, async () => {
    const client = new Client({ name: "bench-live", version: "0" });
    await client.connect(new StreamableHTTPClientTransport(url));
    return client;
  }));
  const [writer] = clients as [Client];
  // Started from the cache, the server catches up with catalog-mcp.json in the background.
  await until(async () => generationOf((await text(writer, "list-packages", {})).text) === 0);
  const loops = clients.map(async (client) => {
    let last = 0;
    while (!done) {
      try {
        const answer = await text(client, "list-packages", {});
        answers++;
        const generation = generationOf(answer.text);
        if (answer.error) failed++;
        else if (!(generation >= last)) mixed++;
        else last = generation;
      } catch {
        failed++;
      }
    }
  });
  const regenerations = Number(values.regenerations);
  for (let generation = 1; generation <= regenerations; generation++) {
    save(join(repo, "catalog-mcp.json"), config(generation));
    await until(async () =>
      generationOf((await text(writer, "list-packages", {})).text) === generation
    );
  }
  done = true;
  await Promise.all(loops);
  await Promise.all(clients.map((client) => client.close()));
  console.log(
    `${CLIENTS} clients during ${regenerations} regenerations: ${answers} answers, ` +
      `${failed} failed, ${mixed} mixed or out of order; target 0 and 0`,
  );
}

// 4. RSS over edit-regenerate cycles.
{
  resetRepo(true);
  const { client, pid } = await stdioClient(["--no-symbols"]);
  if (pid === null) throw new Error("no server pid");
  const manifestPath = join(repo, "packages", "pkg-000", "package.json");
  const manifest = JSON.parse(Deno.readTextFileSync(manifestPath));
  const cycles = Number(values.cycles);
  const samples: number[] = [];
  for (let cycle = 1; cycle <= cycles; cycle++) {
    manifest.description = `cycle ${cycle}`;
    save(manifestPath, JSON.stringify(manifest, null, 2));
    await until(async () => {
      const answer = await text(client, "get-package", { packageSlug: "pkg-000" });
      return JSON.parse(answer.text).description === manifest.description;
    });
    if (cycle % Math.max(1, Math.floor(cycles / 10)) === 0) samples.push(await rssKiB(pid));
  }
  await client.close();
  // RSS saws up and down with the collector: compare the peaks of the two halves.
  const half = samples.length >> 1;
  const firstPeak = Math.max(...samples.slice(0, half));
  const lastPeak = Math.max(...samples.slice(half));
  console.log(
    `RSS over ${cycles} cycles (MiB, every ${cycles / 10}): ${
      samples.map((kib) => (kib / 1024).toFixed(0)).join(", ")
    }; peak of the second half vs the first ${
      (100 * (lastPeak - firstPeak) / firstPeak).toFixed(1)
    }% (target within 10%)`,
  );
}
rmSync(repo, { recursive: true, force: true });
