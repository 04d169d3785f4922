/**
 * Soak test of HTTP mode (`deno task soak:http`). 32 concurrent clients call every tool for
 * 60 s (after a warm-up) against the real CLI, each answer checked against the answer key of
 * `_soak_requests.ts`; then the same with `--sessions`, where every client opens a session,
 * makes 16 calls in it and closes it with DELETE, over and over. The server's resident memory
 * is sampled throughout.
 *
 * It fails (exit 1) on any error (a failed request, an unexpected status), any wrong answer,
 * or a resident set at the end more than 10% above the one after the warm-up. Not a unit
 * test: it takes minutes and its figures belong in docs/performance.md.
 *
 * Usage: `deno task soak:http [--seconds 60] [--warmup 10] [--clients 32]
 * [--mode both|stateless|sessions] [--data catalog.json]`
 *
 * @module
 */
import { parseArgs } from "node:util";
import { initializeRequest } from "../tests/_initialize.ts";
import { loadData } from "../src/snapshot/load.ts";
import { rssKiB, startServer } from "./_bench_process.ts";
import { type SoakRequest, soakRequests } from "./_soak_requests.ts";
import { percentile } from "./_stats.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    seconds: { type: "string", default: "60" },
    warmup: { type: "string", default: "10" },
    clients: { type: "string", default: "32" },
    mode: { type: "string", default: "both" },
    data: { type: "string" },
  },
});
const SECONDS = Number(values.seconds);
const WARMUP_SECONDS = Number(values.warmup);
const CLIENTS = Number(values.clients);
/** Calls per session in `--sessions` mode, between initialize and DELETE. */
const CALLS_PER_SESSION = 16;
/** Largest growth of resident memory allowed from the end of the warm-up to the end. */
const MAX_RSS_GROWTH = 0.10;
const RSS_SAMPLE_MS = 5_000;

/** What the clients saw. Requests and latencies count from the end of the warm-up. */
interface Tally {
  measuring: boolean;
  stopped: boolean;
  requests: number;
  latencies: number[];
  sessions: number;
  errors: number;
  wrong: number;
  problems: string[];
}

function problem(tally: Tally, kind: "errors" | "wrong", text: string): void {
  tally[kind]++;
  if (tally.problems.length < 10) tally.problems.push(text.slice(0, 300));
}

const HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-11-25",
};

/** Sends one request of the mix and checks the answer against the key. */
async function ask(
  url: string,
  headers: Record<string, string>,
  request: SoakRequest,
  id: string,
  tally: Tally,
) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify({ jsonrpc: "2.0", id, method: request.method, params: request.params }),
    });
    const text = await response.text();
    if (response.status !== 200) {
      return problem(tally, "errors", `HTTP ${response.status}: ${text}`);
    }
    const answer = JSON.parse(text);
    if (answer.id !== id || JSON.stringify(answer.result ?? answer.error) !== request.expected) {
      return problem(tally, "wrong", `${JSON.stringify(request.params)} got ${text}`);
    }
    if (tally.measuring) {
      tally.requests++;
      tally.latencies.push(performance.now() - started);
    }
  } catch (error) {
    problem(tally, "errors", `${request.method}: ${error}`);
  }
}

async function statelessClient(url: string, mix: SoakRequest[], client: number, tally: Tally) {
  for (let n = client * 7; !tally.stopped; n++) {
    await ask(url, HEADERS, mix[n % mix.length]!, `c${client}-${n}`, tally);
  }
}

async function sessionClient(url: string, mix: SoakRequest[], client: number, tally: Tally) {
  for (let n = client * 7; !tally.stopped;) {
    try {
      const opened = await fetch(url, {
        method: "POST",
        headers: HEADERS,
        body: JSON.stringify(initializeRequest(0, "soak", "2025-11-25")),
      });
      await opened.body?.cancel();
      const session = opened.headers.get("mcp-session-id");
      if (opened.status !== 200 || session === null) {
        problem(tally, "errors", `initialize: HTTP ${opened.status}, session ${session}`);
        continue;
      }
      const headers = { ...HEADERS, "mcp-session-id": session };
      const initialized = await fetch(url, {
        method: "POST",
        headers,
        body: '{"jsonrpc":"2.0","method":"notifications/initialized"}',
      });
      await initialized.body?.cancel();
      if (initialized.status !== 202) {
        problem(tally, "errors", `initialized: ${initialized.status}`);
      }
      for (let call = 0; call < CALLS_PER_SESSION && !tally.stopped; call++, n++) {
        await ask(url, headers, mix[n % mix.length]!, `c${client}-${n}`, tally);
      }
      const closed = await fetch(url, { method: "DELETE", headers });
      await closed.body?.cancel();
      if (closed.status !== 200) problem(tally, "errors", `DELETE: HTTP ${closed.status}`);
      else if (tally.measuring) tally.sessions++;
    } catch (error) {
      problem(tally, "errors", `session: ${error}`);
    }
  }
}

/** Runs one mode; returns whether it passed. */
async function soak(sessions: boolean, dataPath: string, mix: SoakRequest[]): Promise<boolean> {
  const label = sessions ? "--sessions" : "stateless";
  const flags = sessions ? ["--sessions"] : [];
  await using server = await startServer(label, ["mod.ts", "--data", dataPath, ...flags, "--port"]);
  const url = `http://127.0.0.1:${server.port}/mcp`;
  const tally: Tally = {
    measuring: false,
    stopped: false,
    requests: 0,
    latencies: [],
    sessions: 0,
    errors: 0,
    wrong: 0,
    problems: [],
  };
  const run = sessions ? sessionClient : statelessClient;
  const clients = Array.from({ length: CLIENTS }, (_, i) => run(url, mix, i, tally));
  await sleep(WARMUP_SECONDS * 1000);
  const rssWarm = await rssKiB(server.pid);
  tally.measuring = true;
  const started = performance.now();
  const samples = [rssWarm];
  while (performance.now() - started < SECONDS * 1000) {
    await sleep(Math.min(RSS_SAMPLE_MS, SECONDS * 1000 - (performance.now() - started)));
    samples.push(await rssKiB(server.pid));
  }
  tally.stopped = true;
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(clients);
  const rssEnd = samples.at(-1)!;
  const growth = (rssEnd - rssWarm) / rssWarm;
  const ok = tally.errors === 0 && tally.wrong === 0 && growth <= MAX_RSS_GROWTH;

  const pct = (p: number) => percentile(tally.latencies, p).toFixed(1);
  console.log(
    `\n## HTTP ${label}: ${CLIENTS} clients, ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up`,
  );
  console.log(`requests checked: ${tally.requests} (${(tally.requests / elapsed).toFixed(0)}/s)`);
  if (sessions) console.log(`sessions opened, used and closed: ${tally.sessions}`);
  console.log(`latency: p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms`);
  console.log(`errors: ${tally.errors}, wrong answers: ${tally.wrong}`);
  console.log(
    `server RSS: ${mib(rssWarm)} after warm-up, ${mib(rssEnd)} at the end ` +
      `(${growth >= 0 ? "+" : ""}${(100 * growth).toFixed(1)}%, limit +${
        100 * MAX_RSS_GROWTH
      }%), ` +
      `max ${mib(Math.max(...samples))}`,
  );
  console.log(
    `RSS samples (MiB, every ${RSS_SAMPLE_MS / 1000} s): ${
      samples.map((kib) => (kib / 1024).toFixed(1)).join(" ")
    }`,
  );
  for (const text of tally.problems) console.log(`  problem: ${text}`);
  console.log(ok ? "PASS" : "FAIL");
  return ok;
}

function mib(kib: number): string {
  return `${(kib / 1024).toFixed(1)} MiB`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

const dataPath = values.data ?? new URL("../data/catalog.json", import.meta.url).pathname;
const data = loadData({ path: dataPath });
const mix = await soakRequests(data);
console.log(
  `catalog: ${dataPath} (${data.packages.length} packages); mix of ${mix.length} requests`,
);
const modes = values.mode === "both" ? [false, true] : [values.mode === "sessions"];
let passed = true;
for (const sessions of modes) passed = (await soak(sessions, dataPath, mix)) && passed;
Deno.exit(passed ? 0 : 1);
