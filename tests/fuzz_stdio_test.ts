import assert from "node:assert/strict";
import { assertAnswers, type Expectation, INVALID_REQUEST, type Message } from "./_fuzz_case.ts";
import { DEFAULT_SEED, describeCases, fuzzCases, probe } from "./_fuzz_cases.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { writeSnapshot } from "./_cli.ts";
import { StdioPeer } from "./_stdio_peer.ts";

/**
 * What stdio answers to the cases that are each transport's own business. MCP dropped JSON-RPC
 * batching in protocol 2025-06-18, so a batch is one invalid request (the SDK's own stdio
 * transport dropped it silently); a line over the limit is refused the same way, and the
 * server reads on from the next line.
 */
function onStdio(expect: Expectation): Expectation {
  if (expect.kind === "batch" || expect.kind === "too-large") {
    return { kind: "error", code: INVALID_REQUEST, id: null };
  }
  return expect;
}

Deno.test("stdio: every hostile line gets its JSON-RPC or tool error and the server answers on", async () => {
  const seed = Number(Deno.env.get("FUZZ_SEED") ?? DEFAULT_SEED);
  const cases = fuzzCases(seed);
  await using peer = new StdioPeer(await writeSnapshot(miniCatalog()));
  await peer.initialize();
  for (const [i, c] of cases.entries()) {
    const label = `#${i} ${c.family}: ${c.name.slice(0, 80)} (seed ${seed})`;
    const check = probe(`probe-${i}`);
    await peer.send(c.message);
    await peer.send(check.message);
    // Answers may overtake each other: collect up to the probe's answer and the case's own.
    const wanted = c.expect.kind === "none" ? 0 : 1;
    const answers: Message[] = [];
    let probed: Message | undefined;
    while (probed === undefined || answers.length < wanted) {
      const message = await peer.next();
      if (message.id === `probe-${i}`) probed = message;
      else answers.push(message);
    }
    assertAnswers(onStdio(c.expect), answers, label);
    assertAnswers(check.expect, [probed], `${label}, then the probe`);
  }
  const { code, stderr } = await peer.finish();
  assert.equal(code, 0, "closing stdin ends the server with code 0");
  assert.doesNotMatch(stderr, /Uncaught|^\s+at /m, "no crash or stack trace on stderr");
  console.log(`stdio fuzz, seed ${seed}: ${describeCases(cases)}`);
});
