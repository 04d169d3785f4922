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

const TABLE: readonly Row[] = [
  { name: "text that is not JSON", bytes: "hello", code: PARSE_ERROR, id: null },
  { name: "JSON cut short", bytes: '{"jsonrpc":"2.0","id":1,', code: PARSE_ERROR, id: null },
  { name: "a JSON number", bytes: "42", code: INVALID_REQUEST, id: null },
  { name: "a JSON string", bytes: '"tools/list"', code: INVALID_REQUEST, id: null },
  { name: "JSON null", bytes: "null", code: INVALID_REQUEST, id: null },
  { name: "an empty object", bytes: "{}", code: INVALID_REQUEST, id: null },
  {
    name: "tools/call with params as an array",
    bytes: raw({ id: 1, method: "tools/call", params: ["get-package", { packageSlug: "x" }] }),
    code: INVALID_REQUEST,
    id: 1,
  },
  {
    name: "a numeric method",
    bytes: raw({ id: "m", method: 42 }),
    code: INVALID_REQUEST,
    id: "m",
  },
  {
    name: "a notification with a numeric method",
    bytes: raw({ method: 7 }),
    code: INVALID_REQUEST,
    id: null,
  },
  {
    name: "params as a string",
    bytes: raw({ id: 2, method: "ping", params: "now" }),
    code: INVALID_REQUEST,
    id: 2,
  },
  {
    name: "jsonrpc 1.0",
    bytes: JSON.stringify({ jsonrpc: "1.0", id: 3, method: "ping" }),
    code: INVALID_REQUEST,
    id: 3,
  },
  {
    name: "no jsonrpc member",
    bytes: JSON.stringify({ id: 4, method: "ping" }),
    code: INVALID_REQUEST,
    id: 4,
  },
  {
    name: "an unknown top-level member",
    bytes: raw({ id: 5, method: "ping", extra: true }),
    code: INVALID_REQUEST,
    id: 5,
  },
  {
    name: "an object id",
    bytes: raw({ id: { n: 1 }, method: "ping" }),
    code: INVALID_REQUEST,
    id: null,
  },
  {
    name: "a fractional id",
    bytes: raw({ id: 1.5, method: "ping" }),
    code: INVALID_REQUEST,
    id: null,
  },
  { name: "an id and nothing else", bytes: raw({ id: 6 }), code: INVALID_REQUEST, id: 6 },
  {
    name: "tools/call without params",
    bytes: raw({ id: 10, method: "tools/call" }),
    code: INVALID_PARAMS,
    id: 10,
  },
  {
    name: "tools/call without a tool name",
    bytes: raw({ id: 11, method: "tools/call", params: {} }),
    code: INVALID_PARAMS,
    id: 11,
  },
  {
    name: "tools/call with a numeric tool name",
    bytes: raw({ id: 12, method: "tools/call", params: { name: 42 } }),
    code: INVALID_PARAMS,
    id: 12,
  },
  {
    name: "tools/call with arguments as an array",
    bytes: raw({ id: 13, method: "tools/call", params: { name: "get-package", arguments: [1] } }),
    code: INVALID_PARAMS,
    id: 13,
  },
  {
    name: "resources/read without a uri",
    bytes: raw({ id: 14, method: "resources/read", params: {} }),
    code: INVALID_PARAMS,
    id: 14,
  },
  {
    name: "resources/list with a numeric cursor",
    bytes: raw({ id: 15, method: "resources/list", params: { cursor: 5 } }),
    code: INVALID_PARAMS,
    id: 15,
  },
  {
    name: "logging/setLevel to an unknown level",
    bytes: raw({ id: 16, method: "logging/setLevel", params: { level: "loud" } }),
    code: INVALID_PARAMS,
    id: 16,
  },
  {
    name: "completion/complete without a ref",
    bytes: raw({ id: 17, method: "completion/complete", params: { argument: {} } }),
    code: INVALID_PARAMS,
    id: 17,
  },
  {
    name: "initialize without params",
    bytes: raw({ id: 18, method: "initialize" }),
    code: INVALID_PARAMS,
    id: 18,
  },
  {
    name: "initialize without client info",
    bytes: raw({ id: 19, method: "initialize", params: { protocolVersion: "2025-06-18" } }),
    code: INVALID_PARAMS,
    id: 19,
  },
  {
    name: "an unknown method",
    bytes: raw({ id: 20, method: "tools/run" }),
    code: METHOD_NOT_FOUND,
    id: 20,
  },
  {
    name: "an unknown tool",
    bytes: raw({ id: 21, method: "tools/call", params: { name: "get-packages", arguments: {} } }),
    code: METHOD_NOT_FOUND,
    id: 21,
  },
  {
    name: "a notification sent as a request",
    bytes: raw({ id: 22, method: "notifications/initialized" }),
    code: METHOD_NOT_FOUND,
    id: 22,
  },
];

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
