/**
 * Scale-out behind real nginx (Debian's package, installed by `_nginx.ts` when missing), on
 * loopback: three instances behind the shipped configurations of `deploy/nginx/`, 32 clients
 * whose every answer is checked against an in-process server's, and, during the run, a rolling
 * restart (SIGTERM, then the instance starts again) and a crash (SIGKILL) of two instances.
 *
 * One failure no balancer can hide is accounted for, not ignored: an instance killed between
 * writing an answer's header and its body (Deno writes them in two system calls) leaves that
 * answer cut off, and nginx, like any proxy, retries a request only until an instance has sent
 * the header. nginx logs each such answer; the clients' broken requests must be exactly those.
 *
 * @module
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { loadData } from "../mod.ts";
import { type SoakRequest, soakRequests } from "../scripts/_soak_requests.ts";
import { callChecked, MCP_POST_HEADERS, Tally } from "./_checked_calls.ts";
import { REPO_ROOT } from "./_cli.ts";
import { initialize, rawHttp } from "./_http.ts";
import { findOrInstallNginx } from "./_nginx.ts";
import { NginxCluster, SHIPPED_HOST } from "./_nginx_cluster.ts";

const NGINX = await findOrInstallNginx();
const NOTE = "skip" in NGINX ? `(skipped: ${NGINX.skip})` : `(${NGINX.version})`;

const SNAPSHOT = join(REPO_ROOT, "data", "catalog.json");
const CLIENTS = 32;
/** The throughput comparison: rounds taken in turn, direct then through nginx, each this long. */
const RATE_ROUNDS = 4;
const RATE_ROUND_MS = 500;
/** When the faults come, in ms from the start of the run, and when it ends. */
const TERM_AT = 1_500;
const KILL_AT = 4_000;
const RUN_MS = 6_000;
/** The instances the faults hit, and the one left alone. */
const KILLED = 0;
const RESTARTED = 1;
const UNTOUCHED = 2;

function sleepUntil(start: number, at: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, start + at - performance.now())));
}

/** Calls the mix over and over without sessions until `stopped()`, checking every answer. */
async function statelessClient(
  url: string,
  mix: readonly SoakRequest[],
  client: number,
  stopped: () => boolean,
  tally: Tally,
): Promise<void> {
  for (let n = client * 7; !stopped(); n++) {
    const request = mix[n % mix.length]!;
    try {
      tally.count(await callChecked(url, MCP_POST_HEADERS, request, `c${client}-${n}`));
    } catch (error) {
      tally.note("broken", String(error));
    }
  }
}

/** Exact answers per second that {@link CLIENTS} clients get from `url` in `ms`. */
async function measureRate(url: string, mix: readonly SoakRequest[], ms: number) {
  const tally = new Tally();
  const started = performance.now();
  const stopped = () => performance.now() - started >= ms;
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, c) => statelessClient(url, mix, c, stopped, tally)),
  );
  assert.equal(tally.problems.length, 0, `${url}: ${tally}`);
  return { answers: tally.exact, seconds: (performance.now() - started) / 1000 };
}

/**
 * Answers per second from each URL, measured in turns (the load of a shared machine drifts;
 * alternating short rounds exposes both to the same drift).
 */
async function compareRates(urls: string[], mix: readonly SoakRequest[]): Promise<number[]> {
  const totals = urls.map(() => ({ answers: 0, seconds: 0 }));
  for (let round = 0; round < RATE_ROUNDS; round++) {
    for (const [i, url] of urls.entries()) {
      const { answers, seconds } = await measureRate(url, mix, RATE_ROUND_MS);
      totals[i]!.answers += answers;
      totals[i]!.seconds += seconds;
    }
  }
  return totals.map(({ answers, seconds }) => answers / seconds);
}

/** The shipped Host settings work through nginx, and nginx refuses big bodies with JSON. */
async function checkHostAndBodyLimit(cluster: NginxCluster): Promise<void> {
  const head = (host: string) =>
    `POST /mcp HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
    "Accept: application/json, text/event-stream";
  const named = await rawHttp(cluster.port, head(SHIPPED_HOST), initialize());
  assert.equal(named.status, 200, `Host ${SHIPPED_HOST} passes: ${named.body}`);
  const foreign = await rawHttp(cluster.port, head("evil.example"), initialize());
  assert.equal(foreign.status, 403, `another Host is refused by the instance: ${foreign.body}`);
  const pad = "x".repeat(1_100_000);
  const big = await fetch(cluster.url, {
    method: "POST",
    headers: MCP_POST_HEADERS,
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad } }),
  });
  assert.equal(big.status, 413);
  assert.equal((await big.json()).error.code, -32000, "nginx's 413 is a JSON-RPC error");
}

/** Checks a run's tally against nginx's log and returns its outcome in a line. */
async function checkRun(cluster: NginxCluster, tally: Tally, allowed: string): Promise<string> {
  const cut = await cluster.answersCutByCrash();
  const detail = `${tally}\nnginx: ${await cluster.errorLog()}`;
  assert.equal(tally.refused, 0, `no client got a status but ${allowed}: ${detail}`);
  assert.equal(tally.wrong, 0, `no answer was wrong: ${detail}`);
  assert.equal(tally.broken, cut, `no request broke but those cut off by the crash: ${detail}`);
  return `${tally.exact} exact answers, 0 wrong, 0 other statuses, ${cut} cut off mid-answer ` +
    "by the SIGKILL";
}

Deno.test({
  name:
    `stateless behind nginx: a rolling restart and a crash cost no request nginx can retry, and no answer is wrong ${NOTE}`,
  ignore: "skip" in NGINX,
  async fn() {
    if ("skip" in NGINX) return;
    const mix = await soakRequests(loadData({ path: SNAPSHOT }));
    await using cluster = await NginxCluster.start(NGINX.path, "stateless", SNAPSHOT);
    await checkHostAndBodyLimit(cluster);

    const [direct, proxied] = await compareRates(
      [`http://127.0.0.1:${cluster.instances[UNTOUCHED]!.port}/mcp`, cluster.url],
      mix,
    ) as [number, number];
    console.log(
      `${CLIENTS} clients, checked answers per second: ${proxied.toFixed(0)} through nginx to ` +
        `3 instances, ${direct.toFixed(0)} from one instance direct ` +
        `(${(proxied / direct).toFixed(2)}x, same run, ${navigator.hardwareConcurrency} cores)`,
    );

    const tally = new Tally();
    const started = performance.now();
    let stopped = false;
    const clients = Array.from(
      { length: CLIENTS },
      (_, c) => statelessClient(cluster.url, mix, c, () => stopped, tally),
    );
    await sleepUntil(started, TERM_AT);
    const drained = await cluster.instances[RESTARTED]!.stop();
    assert.equal(drained.code, 0, `SIGTERM drains and exits 0: ${drained.stderr}`);
    await cluster.restart(RESTARTED);
    await sleepUntil(started, KILL_AT);
    await cluster.instances[KILLED]!.kill("SIGKILL");
    const exactAtKill = tally.exact;
    await sleepUntil(started, RUN_MS);
    stopped = true;
    await Promise.all(clients);

    const outcome = await checkRun(cluster, tally, "200");
    assert.ok(tally.exact > exactAtKill, `answers kept coming after the crash: ${tally}`);
    console.log(`stateless run: ${outcome}`);
  },
});

/** One session a client opened through nginx, and what became of it. */
interface SessionLog {
  client: number;
  /** The instance that holds it, for sessions opened before the first fault. */
  holder: number | undefined;
  /**
   * When it was lost, if it was: it got 404 (its instance went away), or the answer it was
   * waiting for was cut off by the crash.
   */
  lostAt?: number;
  /** Exact answers it got after the crash. */
  exactAfterKill: number;
}

/** When the faults were sent (performance.now()); Infinity until then. */
interface Faults {
  term: number;
  kill: number;
}

/**
 * Which instance holds a session: the one that answers a ping in it, asked directly, not
 * through nginx (the others say 404); `undefined` if none does (its instance just went away).
 */
async function holderOf(cluster: NginxCluster, sessionId: string): Promise<number | undefined> {
  const statuses = await Promise.all(cluster.instances.map(async (instance) => {
    try {
      const response = await fetch(`http://127.0.0.1:${instance.port}/mcp`, {
        method: "POST",
        headers: { ...MCP_POST_HEADERS, "mcp-session-id": sessionId },
        body: '{"jsonrpc":"2.0","id":"where","method":"ping"}',
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return 0;
    }
  }));
  assert.ok(statuses.filter((s) => s === 200).length <= 1, `one holder at most: ${statuses}`);
  const holder = statuses.indexOf(200);
  return holder === -1 ? undefined : holder;
}

/** Opens a session through nginx; `undefined` (with the reason noted) when that fails. */
async function openSession(url: string, tally: Tally): Promise<string | undefined> {
  const opened = await fetch(url, {
    method: "POST",
    headers: MCP_POST_HEADERS,
    body: initialize(),
  });
  const id = opened.headers.get("mcp-session-id");
  const text = await opened.text();
  if (opened.status === 200 && id !== null) return id;
  tally.note("refused", `initialize: ${opened.status} ${text}`);
  return undefined;
}

/**
 * Opens sessions through nginx and calls the mix in them until `stopped()`; on a 404 (the
 * session's instance went away) opens a new one, as MCP clients do. Ends its last session with
 * DELETE.
 */
async function sessionClient(
  cluster: NginxCluster,
  mix: readonly SoakRequest[],
  client: number,
  stopped: () => boolean,
  faults: Faults,
  logs: SessionLog[],
  tally: Tally,
): Promise<void> {
  for (let n = client * 7; !stopped();) {
    let log: SessionLog | undefined;
    try {
      const id = await openSession(cluster.url, tally);
      if (id === undefined) continue;
      const early = performance.now() < faults.term;
      log = { client, holder: early ? await holderOf(cluster, id) : undefined, exactAfterKill: 0 };
      logs.push(log);
      const headers = { ...MCP_POST_HEADERS, "mcp-session-id": id };
      while (!stopped() && log.lostAt === undefined) {
        const request = mix[n % mix.length]!;
        const answer = await callChecked(cluster.url, headers, request, `c${client}-${n++}`);
        if (answer.status === 404) log.lostAt = performance.now();
        else tally.count(answer);
        if (answer.exact && performance.now() > faults.kill) log.exactAfterKill++;
      }
      if (log.lostAt !== undefined) continue;
      const ended = await fetch(cluster.url, { method: "DELETE", headers });
      await ended.body?.cancel();
      if (ended.status !== 200) tally.note("refused", `DELETE: ${ended.status}`);
    } catch (error) {
      tally.note("broken", String(error));
      if (log !== undefined) log.lostAt = performance.now();
    }
  }
}

Deno.test({
  name:
    `--sessions behind nginx: sessions on live instances carry on, the lost ones get 404 and start again ${NOTE}`,
  ignore: "skip" in NGINX,
  async fn() {
    if ("skip" in NGINX) return;
    const mix = await soakRequests(loadData({ path: SNAPSHOT }));
    await using cluster = await NginxCluster.start(NGINX.path, "sessions", SNAPSHOT);
    const tally = new Tally();
    const logs: SessionLog[] = [];
    const faults: Faults = { term: Infinity, kill: Infinity };
    const started = performance.now();
    let stopped = false;
    const clients = Array.from(
      { length: CLIENTS },
      (_, c) => sessionClient(cluster, mix, c, () => stopped, faults, logs, tally),
    );
    await sleepUntil(started, TERM_AT);
    faults.term = performance.now();
    const drained = await cluster.instances[RESTARTED]!.stop();
    assert.equal(drained.code, 0, `SIGTERM drains and exits 0: ${drained.stderr}`);
    await cluster.restart(RESTARTED);
    await sleepUntil(started, KILL_AT);
    faults.kill = performance.now();
    await cluster.instances[KILLED]!.kill("SIGKILL");
    await sleepUntil(started, RUN_MS);
    stopped = true;
    await Promise.all(clients);

    const outcome = await checkRun(cluster, tally, "200, 202 and 404");
    const heldBy = (i: number) => logs.filter((log) => log.holder === i);
    for (const i of [KILLED, RESTARTED, UNTOUCHED]) {
      assert.ok(heldBy(i).length > 0, `sessions were opened on instance ${i}`);
    }
    for (const log of heldBy(UNTOUCHED)) {
      assert.equal(log.lostAt, undefined, "a session on the untouched instance was never lost");
      assert.ok(log.exactAfterKill > 0, "and was answered after the crash");
    }
    for (const log of heldBy(RESTARTED)) {
      assert.ok(
        (log.lostAt ?? 0) >= faults.term,
        "a session of the restarted instance was lost",
      );
    }
    for (const log of heldBy(KILLED)) {
      assert.ok((log.lostAt ?? 0) >= faults.kill, "a session of the crashed instance was lost");
    }
    const served = new Set(logs.filter((log) => log.exactAfterKill > 0).map((log) => log.client));
    assert.equal(served.size, CLIENTS, "every client was answered after the crash");
    const lost = logs.filter((log) => log.lostAt !== undefined).length;
    console.log(
      `sessions run: ${logs.length} sessions, ${lost} lost and opened again; ${outcome}`,
    );
  },
});
