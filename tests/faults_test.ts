/**
 * Faults at the edges of both transports: clients that vanish mid-message, a reader that closes
 * stdout, and SIGTERM while requests are in flight. Each time the server must end cleanly (or
 * go on serving), never crash, spin or print a stack trace.
 *
 * @module
 */
import assert from "node:assert/strict";
import { CLI_ARGS, CLI_COMMAND, REPO_ROOT } from "./_cli.ts";
import { probe } from "./_fuzz_cases.ts";
import type { Message } from "./_fuzz_case.ts";
import { type HttpPeer, startHttpPeer } from "./_http_peer.ts";
import { initializeRequest } from "./_initialize.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { writeSnapshot } from "./_cli.ts";
import { StdioPeer } from "./_stdio_peer.ts";

/** A page far larger than a pipe buffer (64 KiB), so the server is mid-write when we act. */
const BIG_PAGE = "x".repeat(8 * 1024 * 1024);

/** The mini catalog with a big index page on date-picker (its other pages stay probe-able). */
async function bigSnapshot(): Promise<string> {
  const data = miniCatalog();
  data.packages[0]!.docs.index = BIG_PAGE;
  return await writeSnapshot(data);
}

const BIG_CALL = {
  name: "get-docs",
  arguments: { packageSlug: "date-picker", page: "index" },
};

function assertNoCrash(stderr: string): void {
  assert.doesNotMatch(stderr, /Uncaught|panicked|^\s+at /m, `no crash on stderr: ${stderr}`);
}

/** Resolves with the child's status, or fails if it has not exited within `ms`. */
async function exitWithin(child: Deno.ChildProcess, ms: number): Promise<Deno.CommandStatus> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`still running ${ms} ms later`));
    }, ms);
  });
  return await Promise.race([child.status, late]).finally(() => clearTimeout(timer));
}

Deno.test("stdio: a client that closes stdin mid-response still gets the whole answer, exit 0", async () => {
  await using peer = new StdioPeer(await bigSnapshot());
  await peer.initialize();
  await peer.send(
    JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: BIG_CALL }),
  );
  await peer.closeStdin();
  const answer = await peer.next();
  assert.equal(answer.id, 1);
  assert.deepEqual(answer.result, { content: [{ type: "text", text: BIG_PAGE }] });
  const { code, stderr } = await peer.finish();
  assert.equal(code, 0);
  assertNoCrash(stderr);
});

Deno.test("stdio: a reader that closes stdout (EPIPE) ends the server at once with code 0", async () => {
  const child = new Deno.Command(CLI_COMMAND, {
    args: [...CLI_ARGS, "--data", await bigSnapshot()],
    cwd: REPO_ROOT,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stderr = new Response(child.stderr).text();
  const writer = child.stdin.getWriter();
  const send = (message: unknown) =>
    writer.write(new TextEncoder().encode(`${JSON.stringify(message)}\n`));
  const reader = child.stdout.getReader();
  await send(initializeRequest(0, "x"));
  await reader.read();
  await send({ jsonrpc: "2.0", id: 1, method: "tools/call", params: BIG_CALL });
  await reader.read(); // The answer has started: the server is blocked on the pipe.
  await reader.cancel();
  // Stdin stays open: the server must notice stdout is gone by itself, not spin on it.
  const status = await exitWithin(child, 5_000);
  await writer.close().catch(() => {});
  assert.equal(status.code, 0);
  assertNoCrash(await stderr);
});

/** Sends raw bytes on a fresh TCP connection to the server and hangs up. */
async function sendAndHangUp(peer: HttpPeer, bytes: string, readFirst = false): Promise<void> {
  const connection = await Deno.connect({ hostname: "127.0.0.1", port: peer.port });
  await connection.write(new TextEncoder().encode(bytes));
  // Reading a little first means the answer is under way when the client goes.
  if (readFirst) await connection.read(new Uint8Array(1024));
  connection.close();
}

function rawPost(peer: HttpPeer, body: string, declaredLength = body.length): string {
  const headers = Object.entries(peer.headers()).map(([name, value]) => `${name}: ${value}`);
  return [
    `POST /mcp HTTP/1.1`,
    `host: 127.0.0.1:${peer.port}`,
    ...headers,
    `content-length: ${declaredLength}`,
    "",
    body,
  ].join("\r\n");
}

/** Asserts the server still answers a valid call exactly. */
async function assertStillServes(peer: HttpPeer): Promise<void> {
  const check = probe("after-fault");
  const answer = await peer.post(check.message);
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, expected(check));
}

for (const sessions of [false, true]) {
  const mode = sessions ? "--sessions" : "stateless";

  Deno.test(`HTTP ${mode}: clients that hang up mid-request or mid-response do no harm`, async () => {
    await using peer = await startHttpPeer(await bigSnapshot(), sessions ? ["--sessions"] : []);
    if (sessions) await peer.initialize();
    const call = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: BIG_CALL });
    for (let i = 0; i < 8; i++) {
      // Headers promise a body that never fully arrives.
      await sendAndHangUp(peer, rawPost(peer, call.slice(0, 20), call.length));
      // Headers only.
      await sendAndHangUp(peer, rawPost(peer, "", 1000).slice(0, -4));
      // A whole request whose 8 MiB answer the client abandons after the first bytes.
      await sendAndHangUp(peer, rawPost(peer, call), true);
    }
    if (sessions) {
      // The session's standing GET stream, dropped by its client.
      const stream = new AbortController();
      const response = await fetch(peer.url, {
        headers: { ...peer.headers(), accept: "text/event-stream" },
        signal: stream.signal,
      });
      assert.equal(response.status, 200);
      stream.abort();
      await response.body?.cancel().catch(() => {});
    }
    await assertStillServes(peer);
    const { code, stderr } = await peer.stop();
    assert.equal(code, 0);
    assertNoCrash(stderr);
  });

  Deno.test(`HTTP ${mode}: SIGTERM during 32 concurrent requests answers them all, exit 0`, async () => {
    await using peer = await startHttpPeer(
      await writeSnapshot(miniCatalog()),
      sessions ? ["--sessions"] : [],
    );
    if (sessions) await peer.initialize();
    // Each body arrives in two halves, the second only after SIGTERM: the requests are in
    // flight when the signal comes, and a graceful stop finishes them. One whose headers were
    // still on the way (a loaded machine) may be refused instead, but only cleanly.
    let release!: () => void;
    const signalled = new Promise<void>((resolve) => release = resolve);
    const encoder = new TextEncoder();
    const requests = Array.from({ length: 32 }, async (_, i) => {
      const check = probe(`term-${i}`);
      const half = Math.floor(check.message.length / 2);
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(check.message.slice(0, half)));
          await signalled;
          controller.enqueue(encoder.encode(check.message.slice(half)));
          controller.close();
        },
      });
      const response = await fetch(peer.url, { method: "POST", headers: peer.headers(), body });
      if (response.status === 503) return assertRefused(response);
      assert.equal(response.status, 200, `request ${i}`);
      assert.deepEqual(await response.json(), expected(check), `request ${i}`);
      return "answered";
    });
    await new Promise((resolve) => setTimeout(resolve, 300)); // Let the headers reach the server.
    const stopped = peer.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Newcomers while those drain are refused cleanly, with 503 and a JSON-RPC error.
    for (let i = 0; i < 8; i++) {
      const late = await fetch(peer.url, {
        method: "POST",
        headers: peer.headers(),
        body: probe(`late-${i}`).message,
      });
      assert.equal(late.status, 503);
      await assertRefused(late);
    }
    release();
    const outcomes = await Promise.all(requests);
    assert.ok(outcomes.includes("answered"), "requests in flight at SIGTERM are answered");
    const { code, stderr } = await stopped;
    assert.equal(code, 0);
    assertNoCrash(stderr);
  });
}

/** A clean refusal while shutting down: 503 and a JSON-RPC error. */
async function assertRefused(response: Response): Promise<"refused"> {
  assert.equal(((await response.json()) as Message).error?.code, -32000);
  return "refused";
}

/** The JSON-RPC answer a probe expects. */
function expected(check: ReturnType<typeof probe>): unknown {
  const { expect } = check;
  if (expect.kind !== "result") throw new Error("a probe expects a result");
  return { jsonrpc: "2.0", id: expect.id, result: expect.result };
}
