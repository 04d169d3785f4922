/**
 * HTTP benchmark (`deno task bench:http`): requests per second, server CPU per request and
 * p50/p99 latency of stateless `tools/call` for `get-package`, `get-docs` with a section,
 * `get-symbol` and `search-packages`, with 8 and 32 concurrent clients against the real CLI,
 * each rate also as a share of a bare `Deno.serve` handler that answers the same call with the
 * same bytes, precomputed (the floor; checked byte for byte before measuring). The goal is
 * `get-package` at 75% of the floor or more with 32 clients. `--per-request` also measures the
 * per-request SDK design that stateless mode replaced. Then the RSS of a `--sessions` server
 * while 10,000 sessions are opened, used and closed.
 *
 * Every server runs in its own process on 127.0.0.1 and the load comes from worker threads
 * (see `_http_load_worker.ts`) that check every answer. The servers take turns, several rounds
 * each, and the median round is reported: on a shared two-core machine a single run says more
 * about the neighbours than about the server. CPU per request (from /proc) is the steadiest
 * figure; requests per second also depend on how much CPU the load generator leaves over.
 *
 * The real 29-package catalog has no symbol data, so `get-symbol` is measured on the bundled
 * catalog when the catalog given has none.
 *
 * Usage: `deno task bench:http [--seconds N] [--rounds N] [--data catalog.json] [--per-request]
 * [--skip-rss]`
 *
 * @module
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { loadData } from "../src/snapshot/load.ts";
import type { BundledData } from "../src/snapshot/model.ts";
import { cpuMicros, type ServerProcess, startServer } from "./_bench_process.ts";
import { measureSessionRss } from "./_bench_sessions.ts";
import type { LoadJob, LoadResult } from "./_http_load_worker.ts";
import { loadAverage, percentile } from "./_stats.ts";

const REAL_CORPUS = fileURLToPath(
  new URL("../../shared/corpus/real-catalog-29pkg.json", import.meta.url),
);
const BUNDLED = fileURLToPath(new URL("../data/catalog.json", import.meta.url));
const CONCURRENCY = [8, 32];
/** Two cores here: two load threads keep the client from being the only bottleneck. */
const LOAD_THREADS = 2;
const WARMUP_MS = 300;
/** The share of the floor `get-package` must reach with 32 clients. */
const GOAL = 0.75;

/** One measured call: the tool, its arguments and the catalog it is asked of. */
interface Subject {
  tool: string;
  data: string;
  params: { name: string; arguments: Record<string, unknown> };
}

/** The servers measured against one catalog, the floor first. */
type Servers = [string, ServerProcess][];

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
    "per-request": { type: "boolean", default: false },
    "skip-rss": { type: "boolean", default: false },
  },
});
const durationMs = 1000 * Number(values.seconds);
const rounds = Number(values.rounds);
const dataPath = values.data ?? (existsSync(REAL_CORPUS) ? REAL_CORPUS : BUNDLED);
const subjects = subjectsOf(dataPath, loadData({ path: dataPath }));
const getPackage = subjects.find((subject) => subject.tool === "get-package")!;

console.log(`catalog: ${dataPath}`);
for (const subject of subjects) {
  console.log(
    `  ${JSON.stringify(subject.params)}${subject.data === dataPath ? "" : ` on ${subject.data}`}`,
  );
}
console.log(`${rounds} rounds of ${values.seconds} s per figure, servers taking turns`);
console.log(`load average before: ${loadAverage()}\n`);

const serversByData = new Map<string, Servers>();
const shares: [string, number][] = [];
try {
  for (const data of new Set(subjects.map((subject) => subject.data))) {
    const calls = subjects.filter((subject) => subject.data === data).map((s) => s.params);
    const candidates: [string, string[]][] = [
      ["bare Deno.serve (floor)", [
        "scripts/_bench_server.ts",
        "bare",
        data,
        JSON.stringify(calls),
      ]],
      ["catalog-mcp stateless", ["mod.ts", "--data", data, "--port"]],
    ];
    if (values["per-request"]) {
      candidates.push(["per-request SDK server", [
        "scripts/_bench_server.ts",
        "per-request",
        data,
      ]]);
    }
    const servers: Servers = [];
    serversByData.set(data, servers);
    for (const [label, args] of candidates) servers.push([label, await startServer(label, args)]);
  }

  console.log(
    "| server | request | clients | req/s | share of bare | server CPU µs/req | p50 ms | p99 ms |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|");
  for (const subject of subjects) {
    const servers = serversByData.get(subject.data)!;
    const body = JSON.stringify({
      jsonrpc: "2.0",
      id: 7,
      method: "tools/call",
      params: subject.params,
    });
    await sameAnswers(servers, body);
    for (const clients of CONCURRENCY) {
      const results = servers.map(() => [] as Round[]);
      for (let round = 0; round < rounds; round++) {
        for (const [i, [, server]] of servers.entries()) {
          results[i]!.push(await measure(server, body, clients));
        }
      }
      const floor = medianRound(results[0]!).rps;
      for (const [i, [label]] of servers.entries()) {
        const row = medianRound(results[i]!);
        printRow(label, i === 0 ? `(${subject.tool})` : subject.tool, clients, row, floor);
        if (i === 1 && clients === CONCURRENCY.at(-1)) shares.push([subject.tool, row.rps / floor]);
      }
    }
  }
} finally {
  for (const servers of serversByData.values()) {
    for (const [, server] of servers) await server[Symbol.asyncDispose]();
  }
}
console.log(`\nload average after: ${loadAverage()}`);
console.log(
  `\nshare of the floor with ${CONCURRENCY.at(-1)} clients (median of ${rounds} rounds):`,
);
for (const [tool, share] of shares) {
  const goal = tool === "get-package"
    ? ` (goal ${100 * GOAL}%: ${share >= GOAL ? "met" : "not met"})`
    : "";
  console.log(`  ${tool}: ${(100 * share).toFixed(0)}%${goal}`);
}

if (!values["skip-rss"]) {
  const slug = getPackage.params.arguments.packageSlug;
  await measureSessionRss(
    dataPath,
    getPackage.params,
    (result) =>
      (result as { structuredContent?: { slug?: string } })?.structuredContent?.slug === slug,
    { warmup: 5_000, total: 10_000, step: 2_500 },
  );
}

/**
 * The calls measured: a package with keywords (get-package, its index page's first heading,
 * a search for its first keyword), and the first symbol of a package that has some, from the
 * bundled catalog when this one has none.
 */
function subjectsOf(path: string, data: BundledData): Subject[] {
  const pkg = data.packages.find((p) => p.keywords.length > 0) ?? data.packages[0];
  if (pkg === undefined) throw new Error(`${path} has no packages`);
  const heading = /^#{1,6} +(.+)$/m.exec(pkg.docs.index ?? "")?.[1];
  if (heading === undefined) throw new Error(`${pkg.slug}'s index page has no heading`);
  const withSymbols = (d: BundledData) => d.packages.find((p) => (p.symbols?.length ?? 0) > 0);
  const symbolPath = withSymbols(data) === undefined ? BUNDLED : path;
  const symbolPackage = withSymbols(symbolPath === path ? data : loadData({ path: BUNDLED }));
  if (symbolPackage === undefined) throw new Error("no catalog with symbols to ask get-symbol");
  const call = (name: string, args: Record<string, unknown>, on = path): Subject => ({
    tool: name,
    data: on,
    params: { name, arguments: args },
  });
  return [
    call("get-package", { packageSlug: pkg.slug }),
    call("get-docs", { packageSlug: pkg.slug, page: "index", section: heading }),
    call(
      "get-symbol",
      { packageSlug: symbolPackage.slug, name: symbolPackage.symbols![0]!.name },
      symbolPath,
    ),
    call("search-packages", { query: pkg.keywords[0] ?? pkg.slug }),
  ];
}

/** Every server answers `body` with the same bytes, the floor included, and successfully. */
async function sameAnswers(servers: Servers, body: string): Promise<void> {
  const answers = await Promise.all(servers.map(async ([, server]) => {
    const response = await fetch(`http://127.0.0.1:${server.port}/mcp`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
    });
    return await response.text();
  }));
  const [floor, ...others] = answers;
  if (JSON.parse(floor!).result?.isError !== undefined) throw new Error(`not a success: ${floor}`);
  for (const [i, answer] of others.entries()) {
    if (answer !== floor) {
      throw new Error(
        `${servers[i + 1]![0]} answers ${body} unlike the floor:\n${answer}\n${floor}`,
      );
    }
  }
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
