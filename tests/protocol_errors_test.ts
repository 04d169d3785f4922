/**
 * One table of protocol errors, sent byte for byte over stdio, stateless HTTP and `--sessions`
 * HTTP: every transport answers the same bytes with the same JSON-RPC error code and id, and
 * (but for -32700, whose text names the JSON parser's complaint on stdio) the same message.
 * -32700 is for text that is not JSON; JSON that is no JSON-RPC message is -32600; a
 * well-formed request whose params do not fit its method is -32602.
 *
 * @module
 */
import assert from "node:assert/strict";
import { startHttpServer } from "../mod.ts";
import { writeSnapshot } from "./_cli.ts";
import type { Message, RequestId } from "./_fuzz_case.ts";
import { initialize, post } from "./_http.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { StdioPeer } from "./_stdio_peer.ts";

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;

/** One row: the bytes sent and the error every transport must answer them with. */
interface Row {
  name: string;
  bytes: string;
  code: number;
  id: RequestId | null;
}

/** A request with raw members, so that any member may be malformed. */
function raw(members: Record<string, unknown>): string {
  return JSON.stringify({ jsonrpc: "2.0", ...members });
}

/** The rows: name, bytes, the error code every transport must answer, and its id. */
const TABLE: readonly Row[] = ([
  ["text that is not JSON", "hello", PARSE_ERROR, null],
  ["JSON cut short", '{"jsonrpc":"2.0","id":1,', PARSE_ERROR, null],
  ["a JSON number", "42", INVALID_REQUEST, null],
  ["a JSON string", '"tools/list"', INVALID_REQUEST, null],
  ["JSON null", "null", INVALID_REQUEST, null],
  ["an empty object", "{}", INVALID_REQUEST, null],
  [
    "tools/call with params as an array",
    raw({ id: 1, method: "tools/call", params: ["get-package", { packageSlug: "x" }] }),
    INVALID_REQUEST,
    1,
  ],
  ["a numeric method", raw({ id: "m", method: 42 }), INVALID_REQUEST, "m"],
  ["a notification with a numeric method", raw({ method: 7 }), INVALID_REQUEST, null],
  ["params as a string", raw({ id: 2, method: "ping", params: "now" }), INVALID_REQUEST, 2],
  ["jsonrpc 1.0", JSON.stringify({ jsonrpc: "1.0", id: 3, method: "ping" }), INVALID_REQUEST, 3],
  ["no jsonrpc member", JSON.stringify({ id: 4, method: "ping" }), INVALID_REQUEST, 4],
  ["an unknown top-level member", raw({ id: 5, method: "ping", extra: 1 }), INVALID_REQUEST, 5],
  ["an object id", raw({ id: { n: 1 }, method: "ping" }), INVALID_REQUEST, null],
  ["a fractional id", raw({ id: 1.5, method: "ping" }), INVALID_REQUEST, null],
  ["an id and nothing else", raw({ id: 6 }), INVALID_REQUEST, 6],
  ["tools/call without params", raw({ id: 10, method: "tools/call" }), INVALID_PARAMS, 10],
  [
    "tools/call without a tool name",
    raw({ id: 11, method: "tools/call", params: {} }),
    INVALID_PARAMS,
    11,
  ],
  [
    "tools/call with a numeric tool name",
    raw({ id: 12, method: "tools/call", params: { name: 42 } }),
    INVALID_PARAMS,
    12,
  ],
  [
    "tools/call with arguments as an array",
    raw({ id: 13, method: "tools/call", params: { name: "get-package", arguments: [1] } }),
    INVALID_PARAMS,
    13,
  ],
  [
    "resources/read without a uri",
    raw({ id: 14, method: "resources/read", params: {} }),
    INVALID_PARAMS,
    14,
  ],
  [
    "resources/list with a numeric cursor",
    raw({ id: 15, method: "resources/list", params: { cursor: 5 } }),
    INVALID_PARAMS,
    15,
  ],
  [
    "logging/setLevel to an unknown level",
    raw({ id: 16, method: "logging/setLevel", params: { level: "loud" } }),
    INVALID_PARAMS,
    16,
  ],
  [
    "completion/complete without a ref",
    raw({ id: 17, method: "completion/complete", params: { argument: {} } }),
    INVALID_PARAMS,
    17,
  ],
  ["initialize without params", raw({ id: 18, method: "initialize" }), INVALID_PARAMS, 18],
  [
    "initialize without client info",
    raw({ id: 19, method: "initialize", params: { protocolVersion: "2025-06-18" } }),
    INVALID_PARAMS,
    19,
  ],
  ["an unknown method", raw({ id: 20, method: "tools/run" }), METHOD_NOT_FOUND, 20],
  [
    "an unknown tool",
    raw({ id: 21, method: "tools/call", params: { name: "get-packages", arguments: {} } }),
    METHOD_NOT_FOUND,
    21,
  ],
  [
    "a notification sent as a request",
    raw({ id: 22, method: "notifications/initialized" }),
    METHOD_NOT_FOUND,
    22,
  ],
] as const).map(([name, bytes, code, id]) => ({ name, bytes, code, id }));

/** What a transport answered one row with. */
interface Answer {
  /** The HTTP status; `undefined` over stdio. */
  status?: number;
  message: Message;
}

/** Checks a transport's answers to `rows` against the table, and against stdio's messages. */
function checkRows(rows: readonly Row[], answers: Answer[], stdio: Answer[] | undefined): void {
  for (const [i, row] of rows.entries()) {
    const { status, message } = answers[i]!;
    const label = `${row.name}: got ${status ?? ""} ${JSON.stringify(message)}`;
    assert.equal(message.error?.code, row.code, label);
    assert.equal(message.id, row.id, label);
    assert.equal(message.result, undefined, label);
    if (status !== undefined) {
      const refused = row.code === PARSE_ERROR || row.code === INVALID_REQUEST;
      assert.equal(status, refused ? 400 : 200, `${label}: HTTP status`);
    }
    if (stdio !== undefined && row.code !== PARSE_ERROR) {
      const expected = stdio[TABLE.indexOf(row)]!.message.error?.message;
      assert.equal(message.error?.message, expected, `${label}: message`);
    }
  }
}

const snapshot = writeSnapshot(miniCatalog());
let stdioAnswers: Promise<Answer[]> | undefined;

/** The table sent over stdio once, in one session; the other transports compare with it. */
function overStdio(): Promise<Answer[]> {
  return stdioAnswers ??= (async () => {
    await using peer = new StdioPeer(await snapshot);
    await peer.initialize();
    const answers: Answer[] = [];
    for (const row of TABLE) {
      await peer.send(row.bytes);
      answers.push({ message: await peer.next() });
    }
    const { code } = await peer.finish();
    assert.equal(code, 0);
    return answers;
  })();
}

async function overHttp(url: string, rows: readonly Row[], headers = {}): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const row of rows) {
    const response = await post(url, row.bytes, headers);
    answers.push({ status: response.status, message: await response.json() });
  }
  return answers;
}

Deno.test("stdio answers every row of the protocol error table with its code and id", async () => {
  checkRows(TABLE, await overStdio(), undefined);
});

Deno.test("stateless HTTP answers the protocol error table exactly as stdio", async () => {
  await using server = await startHttpServer({ data: miniCatalog() });
  checkRows(TABLE, await overHttp(server.url, TABLE), await overStdio());
});

Deno.test("--sessions HTTP answers the protocol error table in a session exactly as stdio", async () => {
  await using server = await startHttpServer({ data: miniCatalog(), sessions: true });
  const opened = await post(server.url, initialize());
  assert.equal(opened.status, 200);
  await opened.body?.cancel();
  const session = { "mcp-session-id": opened.headers.get("mcp-session-id") ?? "" };
  checkRows(TABLE, await overHttp(server.url, TABLE, session), await overStdio());
});

Deno.test("--sessions HTTP answers the rows decided before any session alike without one", async () => {
  // A cap of one session: had a malformed initialize opened one, the last initialize would fail.
  await using server = await startHttpServer({
    data: miniCatalog(),
    sessions: true,
    maxSessions: 1,
  });
  // Bytes that are no message, and initialize (which needs no session), are answered as in a
  // session; any other request without a session id gets the transport's 400 instead.
  const rows = TABLE.filter((row) =>
    row.code === PARSE_ERROR || row.code === INVALID_REQUEST || row.bytes.includes('"initialize"')
  );
  checkRows(rows, await overHttp(server.url, rows), await overStdio());
  const opened = await post(server.url, initialize());
  assert.equal(opened.status, 200, "no session was opened for a refused initialize");
  await opened.body?.cancel();
});
