import assert from "node:assert/strict";
import {
  assertAnswers,
  type FuzzCase,
  INVALID_REQUEST,
  MAX_MESSAGE_BYTES,
  type Message,
  PARSE_ERROR,
  type RequestId,
} from "./_fuzz_case.ts";
import { DEFAULT_SEED, describeCases, fuzzCases, probe } from "./_fuzz_cases.ts";
import { type HttpAnswer, startHttpPeer } from "./_http_peer.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { writeSnapshot } from "./_cli.ts";

/** JSON-RPC code of the HTTP layer's own refusals (413 and the like). */
const TRANSPORT_ERROR = -32000;

/** Asserts an HTTP-level refusal: this status and a JSON-RPC error with this code and id. */
function assertRefusal(
  answer: HttpAnswer,
  status: number,
  code: number,
  label: string,
  id: RequestId | null = null,
): void {
  const shown = `${label}: got ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;
  assert.equal(answer.status, status, shown);
  assert.deepEqual((answer.body as Message).error?.code, code, shown);
  assert.equal((answer.body as Message).id, id, shown);
}

/**
 * Checks one case's HTTP answer. JSON-RPC errors carry the codes stdio gives the same bytes:
 * -32700 only for a body that is not JSON, -32600 (with the message's usable id) for JSON that
 * is no JSON-RPC message, both with status 400. Streamable HTTP differs from stdio in two
 * documented ways that these expectations encode:
 * - notifications and stray responses get 202 and no body;
 * - batches are served (1 to 100 items; an empty batch or an invalid item is -32600); in
 *   `--sessions` mode the SDK answers a batch with a single request with a bare object.
 */
function checkAnswer(c: FuzzCase, answer: HttpAnswer, sessions: boolean, label: string): void {
  const e = c.expect;
  const single = () => {
    assert.equal(answer.status, 200, `${label}: status`);
    assertAnswers(e, [answer.body as Message], label);
  };
  switch (e.kind) {
    case "none":
      assert.deepEqual([answer.status, answer.body], [202, undefined], label);
      return;
    case "too-large":
      return assertRefusal(answer, 413, TRANSPORT_ERROR, label);
    case "error":
      if (e.code === PARSE_ERROR || e.code === INVALID_REQUEST) {
        return assertRefusal(answer, 400, e.code, label, e.id);
      }
      return single();
    case "tool-error":
    case "result":
      return single();
    case "batch":
      if (e.size === 0 || !e.valid) return assertRefusal(answer, 400, INVALID_REQUEST, label);
      if (e.ids.length === 0) {
        assert.deepEqual([answer.status, answer.body], [202, undefined], label);
        return;
      }
      assert.equal(answer.status, 200, label);
      assert.ok(sessions || Array.isArray(answer.body), `${label}: an array for a batch`);
      assert.deepEqual(
        [answer.body].flat(),
        e.ids.map((id) => ({ jsonrpc: "2.0", id, result: {} })),
        label,
      );
  }
}

async function fuzzOverHttp(sessions: boolean): Promise<void> {
  const seed = Number(Deno.env.get("FUZZ_SEED") ?? DEFAULT_SEED);
  const cases = fuzzCases(seed);
  // The same message size limit as stdio, so that the huge-string cases reach the server.
  const flags = [
    "--max-body-bytes",
    String(MAX_MESSAGE_BYTES),
    ...(sessions ? ["--sessions"] : []),
  ];
  await using peer = await startHttpPeer(await writeSnapshot(miniCatalog()), flags);
  if (sessions) await peer.initialize();
  for (const [i, c] of cases.entries()) {
    const label = `#${i} ${c.family}: ${c.name.slice(0, 80)} (seed ${seed})`;
    checkAnswer(c, await peer.post(c.message), sessions, label);
    const check = probe(`probe-${i}`);
    const probed = await peer.post(check.message);
    assert.equal(probed.status, 200, `${label}, then the probe`);
    assertAnswers(check.expect, [probed.body as Message], `${label}, then the probe`);
  }
  const { code, stderr } = await peer.stop();
  assert.equal(code, 0, `SIGTERM ends the server with code 0; stderr: ${stderr}`);
  assert.doesNotMatch(stderr, /Uncaught|^\s+at /m, "no crash or stack trace on stderr");
  const mode = sessions ? "sessions" : "stateless";
  console.log(`HTTP (${mode}) fuzz, seed ${seed}: ${describeCases(cases)}`);
}

Deno.test("HTTP stateless: every hostile body gets its HTTP and JSON-RPC answer", async () => {
  await fuzzOverHttp(false);
});

Deno.test("HTTP --sessions: every hostile body gets its answer and the session lives on", async () => {
  await fuzzOverHttp(true);
});
