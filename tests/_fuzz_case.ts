/**
 * What a fuzz case is: one message exactly as it goes on the wire (one stdio line, one HTTP
 * body) and the answer it deserves, plus the helpers the case families share.
 *
 * @module
 */
import assert from "node:assert/strict";
import type { Prng } from "../scripts/_prng.ts";

/** A JSON-RPC request id. */
export type RequestId = string | number;

/** JSON-RPC error codes the cases expect. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;

/** The answer a case deserves. */
export type Expectation =
  /** A JSON-RPC error with this code; `id` null when the message had no usable id. */
  | { kind: "error"; code: number; id: RequestId | null }
  /** A tool result with `isError: true`. */
  | { kind: "tool-error"; id: RequestId }
  /** A successful answer whose `result` deep-equals this one. */
  | { kind: "result"; id: RequestId; result: unknown }
  /** No answer (a notification, or a response to nothing the server asked). */
  | { kind: "none" }
  /**
   * A JSON-RPC batch of `size` items: pings with these ids, then other items; `valid` says
   * whether every item is a JSON-RPC message. Each transport documents what it does with one.
   */
  | { kind: "batch"; size: number; ids: RequestId[]; valid: boolean }
  /** Over the size limit both transports share (4 MiB). */
  | { kind: "too-large" };

/** One fuzz case. */
export interface FuzzCase {
  /** Which kind of abuse, for the report. */
  family: string;
  /** Names the case in a failure message. */
  name: string;
  /** The message exactly as sent. */
  message: string;
  expect: Expectation;
}

/** Builds the cases of one family; `id()` hands out unique request ids. */
export interface CaseBuilder {
  prng: Prng;
  id(): RequestId;
  add(family: string, name: string, message: string, expect: Expectation): void;
}

/** The size limit shared by the stdio line and the HTTP body. */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

/** A request as a client would write it. */
export function request(id: RequestId, method: string, params?: unknown): string {
  return JSON.stringify({
    jsonrpc: "2.0",
    id,
    method,
    ...(params === undefined ? {} : { params }),
  });
}

/** An error expectation. */
export function error(code: number, id: RequestId | null): Expectation {
  return { kind: "error", code, id };
}

/** A JSON-RPC message as the server wrote it. */
export interface Message {
  jsonrpc: "2.0";
  id?: RequestId | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
}

/**
 * Asserts that `answers` (every message the case drew) is what `expect` asks for. Batches and
 * oversized messages are the transports' own business: they map those first.
 */
export function assertAnswers(expect: Expectation, answers: Message[], label: string): void {
  const shown = () => `${label}: got ${JSON.stringify(answers).slice(0, 400)}`;
  if (expect.kind === "none") {
    assert.equal(answers.length, 0, shown());
    return;
  }
  assert.equal(answers.length, 1, shown());
  const [answer] = answers as [Message];
  assert.equal(answer.jsonrpc, "2.0", shown());
  switch (expect.kind) {
    case "error":
      assert.equal(answer.error?.code, expect.code, shown());
      assert.equal(answer.id, expect.id, shown());
      assert.ok(answer.error.message.length > 0, shown());
      break;
    case "tool-error":
      assert.equal(answer.id, expect.id, shown());
      assert.equal(answer.result?.isError, true, shown());
      break;
    case "result":
      assert.equal(answer.id, expect.id, shown());
      assert.deepEqual(answer.result, expect.result, shown());
      break;
    default:
      throw new Error(`${label}: the transport must map a "${expect.kind}" case first`);
  }
}
