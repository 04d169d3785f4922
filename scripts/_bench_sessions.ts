/**
 * The stateful-mode memory check of the HTTP benchmark: open, use and close many sessions
 * against a `--sessions` server and report its resident memory along the way.
 *
 * @module
 */
import { rssKiB, startServer } from "./_bench_process.ts";
import { initializeRequest } from "../tests/_initialize.ts";

const HEADERS = {
  "content-type": "application/json",
  "accept": "application/json, text/event-stream",
};
const PROTOCOL_VERSION = "2025-06-18";
const CLIENTS = 8;

/**
 * RSS at start, after a warm-up, then after each further `step` sessions up to `total`.
 *
 * @param dataPath The snapshot to serve.
 * @param call A `tools/call` params object each session makes once.
 * @param check Whether the call's result is right.
 */
export async function measureSessionRss(
  dataPath: string,
  call: unknown,
  check: (result: unknown) => boolean,
  { warmup, total, step }: { warmup: number; total: number; step: number },
): Promise<void> {
  await using server = await startServer("catalog-mcp --sessions", [
    "mod.ts",
    "--data",
    dataPath,
    "--sessions",
    "--port",
  ]);
  const url = `http://127.0.0.1:${server.port}/mcp`;
  console.log(`\nRSS with --sessions at start: ${mib(await rssKiB(server.pid))}`);
  // V8 sizes its heap to the allocation rate during the first few thousand sessions; growth
  // is judged from there on.
  await runSessions(url, warmup, call, check);
  const base = await rssKiB(server.pid);
  console.log(`  after ${warmup} warm-up sessions: ${mib(base)}`);
  for (let done = step; done <= total; done += step) {
    await runSessions(url, step, call, check);
    const rss = await rssKiB(server.pid);
    const change = (100 * (rss - base) / base).toFixed(1);
    console.log(`  after ${done} more sessions opened, used and closed: ${mib(rss)} (${change}%)`);
  }
}

async function runSessions(
  url: string,
  count: number,
  call: unknown,
  check: (result: unknown) => boolean,
): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next++ < count) await oneSession(url, call, check);
  }));
}

async function oneSession(url: string, call: unknown, check: (result: unknown) => boolean) {
  const init = await post(url, HEADERS, initializeRequest(1, "bench", PROTOCOL_VERSION));
  await init.body?.cancel();
  const session = init.headers.get("mcp-session-id");
  if (init.status !== 200 || session === null) throw new Error(`initialize: ${init.status}`);
  const headers = {
    ...HEADERS,
    "mcp-session-id": session,
    "mcp-protocol-version": PROTOCOL_VERSION,
  };
  const answer = await (await post(url, headers, {
    jsonrpc: "2.0",
    id: 2,
    method: "tools/call",
    params: call,
  })).json();
  if (!check(answer.result)) throw new Error(`tools/call: ${JSON.stringify(answer).slice(0, 200)}`);
  const end = await fetch(url, { method: "DELETE", headers });
  await end.body?.cancel();
  if (end.status !== 200) throw new Error(`DELETE: ${end.status}`);
}

function post(url: string, headers: Record<string, string>, body: unknown): Promise<Response> {
  return fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
}

function mib(kib: number): string {
  return `${(kib / 1024).toFixed(1)} MiB`;
}
