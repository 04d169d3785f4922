/**
 * HTTP benchmark (`deno task bench:http`): requests per second, server CPU per request and
 * p50/p99 latency of `tools/call get-package` and `search-packages` with 1, 8 and 32
 * concurrent clients against the real CLI in stateless mode, each rate also as a share of a
 * bare `Deno.serve` JSON handler (the floor). The per-request SDK design that stateless mode
 * replaced is measured too. Then the RSS of a `--sessions` server while 10,000 sessions are
 * opened, used and closed.
 *
 * Every server runs in its own process on 127.0.0.1 and the load comes from worker threads
 * (see `_http_load_worker.ts`) that check every answer. The servers take turns, several rounds
 * each, and the median round is reported: on a shared two-core machine a single run says more
 * about the neighbours than about the server. CPU per request (from /proc) is the steadiest
 * figure; requests per second also depend on how much CPU the load generator leaves over.
 *
 * Usage: `deno task bench:http [--seconds N] [--rounds N] [--data catalog.json] [--skip-rss]`
 *
 * @module
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { loadData } from "../src/load.ts";
import { cpuMicros, type ServerProcess, startServer } from "./_bench_process.ts";
import { measureSessionRss } from "./_bench_sessions.ts";
import type { LoadJob, LoadResult } from "./_http_load_worker.ts";
import { loadAverage, percentile } from "./_stats.ts";

const REAL_CORPUS = fileURLToPath(
  new URL("../../shared/corpus/real-catalog-29pkg.json", import.meta.url),
);
const BUNDLED = fileURLToPath(new URL("../data/catalog.json", import.meta.url));
const CONCURRENCY = [1, 8, 32];
/** Two cores here: two load threads keep the client from being the only bottleneck. */
const LOAD_THREADS = 2;
const WARMUP_MS = 300;

/** One measured round. */
interface Round {
  rps: number;
  cpuPerRequest: number | undefined;
  p50: number;
  p99: number;
}

const { values } = parseArgs({
  args: Deno.args,
  options: {
    seconds: { type: "string", default: "1.5" },
    rounds: { type: "string", default: "3" },
    data: { type: "string" },
    "skip-rss": { type: "boolean", default: false },
  },
});
const durationMs = 1000 * Number(values.seconds);
const rounds = Number(values.rounds);
const dataPath = values.data ?? (existsSync(REAL_CORPUS) ? REAL_CORPUS : BUNDLED);
const data = loadData({ path: dataPath });
const subject = data.packages.find((p) => p.keywords.length > 0) ?? data.packages[0];
if (subject === undefined) throw new Error(`${dataPath} has no packages`);
const slug = subject.slug;
const CALLS = {
  "get-package": { name: "get-package", arguments: { packageSlug: slug } },
  "search-packages": { name: "search-packages", arguments: { query: subject.keywords[0] ?? slug } },
};

console.log(`catalog: ${dataPath} (${data.packages.length} packages)`);
console.log(`calls: ${JSON.stringify(Object.values(CALLS))}`);
console.log(`${rounds} rounds of ${values.seconds} s per figure, servers taking turns`);
console.log(`load average before: ${loadAverage()}\n`);

const servers: [string, ServerProcess][] = [];
try {
  const candidates: [string, string[]][] = [
    ["bare Deno.serve (floor)", ["scripts/_bench_server.ts", "bare", dataPath]],
    ["catalog-mcp stateless", ["mod.ts", "--data", dataPath, "--port"]],
    ["per-request SDK server", ["scripts/_bench_server.ts", "per-request", dataPath]],
  ];
  for (const [label, args] of candidates) servers.push([label, await startServer(label, args)]);

  console.log(
    "| server | request | clients | req/s | share of bare | server CPU µs/req | p50 ms | p99 ms |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|");
  for (const [tool, call] of Object.entries(CALLS)) {
    for (const clients of CONCURRENCY) {
      const body = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: call });
      const results = servers.map(() => [] as Round[]);
      for (let round = 0; round < rounds; round++) {
        for (const [i, [, server]] of servers.entries()) {
          results[i]!.push(await measure(server, body, clients));
        }
      }
      const floor = medianRound(results[0]!).rps;
      for (const [i, [label]] of servers.entries()) {
        printRow(label, i === 0 ? "(echo)" : tool, clients, medianRound(results[i]!), floor);
      }
    }
  }
} finally {
  for (const [, server] of servers) await server[Symbol.asyncDispose]();
}
console.log(`\nload average after: ${loadAverage()}`);

if (!values["skip-rss"]) {
  await measureSessionRss(
    dataPath,
    CALLS["get-package"],
    (result) =>
      (result as { structuredContent?: { slug?: string } })?.structuredContent?.slug === slug,
    { warmup: 5_000, total: 10_000, step: 2_500 },
  );
}

/** One round against one server. */
async function measure(server: ServerProcess, body: string, clients: number): Promise<Round> {
  const threads = Math.min(LOAD_THREADS, clients);
  const cpuBefore = await cpuMicros(server.pid);
  const results = await Promise.all(Array.from({ length: threads }, (_, i) =>
    runWorker({
      port: server.port,
      body,
      connections: Math.floor(clients / threads) + (i < clients % threads ? 1 : 0),
      durationMs,
      warmupMs: WARMUP_MS,
    })));
  const cpuAfter = await cpuMicros(server.pid);
  const latencies = results.flatMap((r) => [...r.latencies]);
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  const total = results.reduce((sum, r) => sum + r.total, 0);
  return {
    rps: requests / (durationMs / 1000),
    cpuPerRequest: cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : (cpuAfter - cpuBefore) / total,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

function runWorker(job: LoadJob): Promise<LoadResult> {
  const worker = new Worker(new URL("./_http_load_worker.ts", import.meta.url), { type: "module" });
  return new Promise<LoadResult>((resolve, reject) => {
    worker.onmessage = (event) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.result);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(job);
  });
}

/** The round with the median rate. */
function medianRound(rows: Round[]): Round {
  const sorted = [...rows].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error("no rounds measured");
  return middle;
}

function printRow(label: string, tool: string, clients: number, row: Round, floor: number) {
  const cpu = row.cpuPerRequest === undefined ? "n/a" : row.cpuPerRequest.toFixed(0);
  console.log(
    `| ${label} | ${tool} | ${clients} | ${Math.round(row.rps)} | ` +
      `${(100 * row.rps / floor).toFixed(0)}% | ${cpu} | ${row.p50.toFixed(2)} | ` +
      `${row.p99.toFixed(2)} |`,
  );
}
