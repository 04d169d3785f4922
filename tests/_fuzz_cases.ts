/**
 * The hostile and broken messages of the fuzz suites (stdio and HTTP), generated from a seed so
 * that a failure replays exactly. Each transport's suite sends the cases and checks the answers
 * against `expect`.
 *
 * @module
 */
import { createPrng } from "../scripts/_prng.ts";
import {
  type CaseBuilder,
  type Expectation,
  type FuzzCase,
  request,
  type RequestId,
} from "./_fuzz_case.ts";
import { protocolCases } from "./_fuzz_protocol_cases.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { toolAndResourceCases } from "./_fuzz_tool_cases.ts";

/** The seed CI uses; pass another to `fuzzCases` to explore (`FUZZ_SEED` in the suites). */
export const DEFAULT_SEED = 20261122;

/**
 * Generates every case, deterministically for a seed.
 *
 * @param seed The PRNG seed.
 * @returns The cases in sending order.
 */
export function fuzzCases(seed = DEFAULT_SEED): FuzzCase[] {
  const cases: FuzzCase[] = [];
  let next = 0;
  const builder: CaseBuilder = {
    prng: createPrng(seed),
    // Alternate number and string ids: both are legal and clients use both.
    id: () => (++next % 2 === 0 ? next : `fuzz-${next}`),
    add: (family, name, message, expect) => cases.push({ family, name, message, expect }),
  };
  protocolCases(builder);
  toolAndResourceCases(builder);
  return cases;
}

/** The suites' report line: how many cases, of which families. */
export function describeCases(cases: readonly FuzzCase[]): string {
  const counts = new Map<string, number>();
  for (const c of cases) counts.set(c.family, (counts.get(c.family) ?? 0) + 1);
  return `${cases.length} cases (${[...counts].map(([f, n]) => `${f} ${n}`).join(", ")})`;
}

/**
 * A valid call to send after every case, with its exact answer: whatever came before, the
 * server must still answer correctly.
 *
 * @param id The request id to use.
 * @returns The message and its expectation.
 */
export function probe(id: RequestId): { message: string; expect: Expectation } {
  const datePicker = miniCatalog().packages[0]!;
  return {
    message: request(id, "tools/call", {
      name: "get-docs",
      arguments: { packageSlug: datePicker.slug, page: "api" },
    }),
    expect: {
      kind: "result",
      id,
      result: { content: [{ type: "text", text: datePicker.docs.api }] },
    },
  };
}
