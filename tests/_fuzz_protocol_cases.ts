/**
 * Fuzz cases aimed at the JSON-RPC layer: invalid and truncated JSON, valid JSON that is no
 * JSON-RPC, unknown methods, notifications with ids, batches and deep nesting.
 *
 * @module
 */
import type { Prng } from "../scripts/_prng.ts";
import {
  type CaseBuilder,
  error,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
  request,
  type RequestId,
} from "./_fuzz_case.ts";

/** Random cases per randomised family: bounds the suites' run time. */
const RANDOM_PER_FAMILY = 40;

/** Adds the JSON-RPC layer's cases. */
export function protocolCases(b: CaseBuilder): void {
  invalidJson(b);
  notJsonRpc(b);
  unknownMethods(b);
  notificationsWithIds(b);
  batches(b);
  deepNesting(b);
}

const GARBAGE_ALPHABET = '{}[]":,.-+eE0123456789 \t truefalsenull\\/abcxyz\u00e9\u2028\u0000';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function invalidJson(b: CaseBuilder): void {
  const fixed = [
    "not json",
    "{",
    "}",
    "{'jsonrpc': '2.0'}",
    "{jsonrpc:2.0}",
    "[1,]",
    "\u00ff\u00fe",
  ];
  for (const text of fixed) b.add("invalid-json", text, text, error(PARSE_ERROR, null));
  for (let i = 0; i < RANDOM_PER_FAMILY; i++) {
    let text = "";
    while (/^[ \t]*$/.test(text) || isJson(text)) {
      text = Array.from({ length: b.prng.between(1, 80) }, () => b.prng.pick([...GARBAGE_ALPHABET]))
        .join("");
    }
    b.add("invalid-json", `garbage #${i}`, text, error(PARSE_ERROR, null));
  }
  // Valid requests cut short, as a client killed mid-write leaves them.
  for (let i = 0; i < RANDOM_PER_FAMILY; i++) {
    const whole = request(b.id(), "tools/call", {
      name: "search-packages",
      arguments: { query: "date picker" },
    });
    const cut = whole.slice(0, b.prng.between(1, whole.length - 1));
    if (!isJson(cut)) b.add("truncated", `cut at ${cut.length}`, cut, error(PARSE_ERROR, null));
  }
}

function notJsonRpc(b: CaseBuilder): void {
  const invalid = (name: string, value: unknown, id: RequestId | null = null) =>
    b.add("not-json-rpc", name, JSON.stringify(value), error(INVALID_REQUEST, id));
  for (const value of [42, -0.5, "ping", true, false, null, {}]) {
    invalid(JSON.stringify(value), value);
  }
  const id = b.id();
  invalid("no jsonrpc member", { id, method: "ping" }, id);
  const v1 = b.id();
  invalid("jsonrpc 1.0", { jsonrpc: "1.0", id: v1, method: "ping" }, v1);
  const numeric = b.id();
  invalid("jsonrpc as a number", { jsonrpc: 2.0, id: numeric, method: "ping" }, numeric);
  const m = b.id();
  invalid("method is a number", { jsonrpc: "2.0", id: m, method: 42 }, m);
  const p = b.id();
  invalid("params is a string", { jsonrpc: "2.0", id: p, method: "ping", params: "x" }, p);
  const a = b.id();
  invalid("params is an array", { jsonrpc: "2.0", id: a, method: "ping", params: [1] }, a);
  const extra = b.id();
  invalid("unknown top-level member", { jsonrpc: "2.0", id: extra, method: "ping", x: 1 }, extra);
  invalid("null id", { jsonrpc: "2.0", id: null, method: "ping" });
  invalid("object id", { jsonrpc: "2.0", id: { n: 1 }, method: "ping" });
  invalid("fractional id", { jsonrpc: "2.0", id: 1.5, method: "ping" });
  invalid("boolean id", { jsonrpc: "2.0", id: true, method: "ping" });
  invalid("id without method or result", { jsonrpc: "2.0", id: 7 }, 7);
  for (let i = 0; i < RANDOM_PER_FAMILY; i++) {
    const value = randomObject(b.prng, 3);
    invalid(`random object #${i}`, value, usableId(value));
  }
}

/** A JSON object that is no JSON-RPC message: it never has `"jsonrpc": "2.0"`. */
function randomObject(prng: Prng, depth: number): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = prng.below(4); i >= 0; i--) {
    object[prng.pick(["id", "method", "params", "result", "error", "x"])] = randomValue(
      prng,
      depth,
    );
  }
  return object;
}

function randomValue(prng: Prng, depth: number): unknown {
  switch (depth > 0 ? prng.below(7) : prng.below(5)) {
    case 0:
      return prng.between(-1000, 1000);
    case 1:
      return prng.pick(["", "ping", "tools/call", "\u2028", "../../etc/passwd"]);
    case 2:
      return prng.chance(0.5);
    case 3:
      return null;
    case 4:
      return prng.next();
    case 5:
      return Array.from({ length: prng.below(3) }, () => randomValue(prng, depth - 1));
    default:
      return randomObject(prng, depth - 1);
  }
}

/** The id an error for an invalid message can carry: a string or an integer. */
function usableId(value: Record<string, unknown>): RequestId | null {
  const id = value.id;
  return typeof id === "string" || Number.isInteger(id) ? id as RequestId : null;
}

const METHOD_CHARS = "abcdefghijklmnopqrstuvwxyz/-_.$ \u00e9";

/** Methods the server answers: a random name that happens to be one is no unknown method. */
const SERVED = new Set([
  "initialize",
  "ping",
  "tools/list",
  "tools/call",
  "resources/list",
  "resources/read",
  "resources/templates/list",
  "completion/complete",
  "logging/setLevel",
]);

function unknownMethods(b: CaseBuilder): void {
  const names = ["", "tools/unknown", "rpc.discover", "__proto__", "constructor", "toString"];
  names.push("TOOLS/LIST", "tools/list ", "resources/write", "sampling/createMessage");
  for (let i = 0; i < RANDOM_PER_FAMILY; i++) {
    names.push(
      Array.from({ length: b.prng.between(1, 30) }, () => b.prng.pick([...METHOD_CHARS])).join(""),
    );
  }
  for (const method of names.filter((name) => !SERVED.has(name))) {
    const id = b.id();
    b.add(
      "unknown-method",
      JSON.stringify(method),
      request(id, method),
      error(METHOD_NOT_FOUND, id),
    );
    // The same method as a notification: nobody waits for an answer, so none comes.
    b.add(
      "unknown-notification",
      JSON.stringify(method),
      JSON.stringify({ jsonrpc: "2.0", method }),
      {
        kind: "none",
      },
    );
  }
}

function notificationsWithIds(b: CaseBuilder): void {
  const notifications: [string, unknown][] = [
    ["notifications/initialized", undefined],
    ["notifications/cancelled", { requestId: 1 }],
    ["notifications/progress", { progressToken: 1, progress: 1 }],
    ["notifications/roots/list_changed", undefined],
  ];
  for (const [method, params] of notifications) {
    // With an id it is a request for a method no one serves as a request.
    const id = b.id();
    b.add("notification-with-id", method, request(id, method, params), error(METHOD_NOT_FOUND, id));
    const plain = JSON.stringify({ jsonrpc: "2.0", method, ...(params ? { params } : {}) });
    b.add("notification", method, plain, { kind: "none" });
  }
  // Answers to requests the server never sent are dropped.
  b.add("stray-response", "result", JSON.stringify({ jsonrpc: "2.0", id: b.id(), result: {} }), {
    kind: "none",
  });
  const stray = { jsonrpc: "2.0", id: b.id(), error: { code: -1, message: "no" } };
  b.add("stray-response", "error", JSON.stringify(stray), { kind: "none" });
}

function batches(b: CaseBuilder): void {
  const pings = (n: number) => Array.from({ length: n }, () => b.id());
  const batch = (name: string, ids: RequestId[], extra: unknown[] = [], valid = true) =>
    b.add(
      "batch",
      name,
      JSON.stringify([...ids.map((id) => ({ jsonrpc: "2.0", id, method: "ping" })), ...extra]),
      { kind: "batch", size: ids.length + extra.length, ids, valid },
    );
  batch("empty", []);
  batch("one ping", pings(1));
  batch("two pings", pings(2));
  batch("a notification only", [], [{ jsonrpc: "2.0", method: "notifications/initialized" }]);
  batch("a ping and garbage", pings(1), [42], false);
  batch("100 pings", pings(100));
}

function deepNesting(b: CaseBuilder): void {
  for (const depth of [100, 10_000, 100_000]) {
    const nested = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const id = b.id();
    const call = `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"method":"tools/call","params":` +
      `{"name":"get-package","arguments":{"packageSlug":${nested}}}}`;
    b.add("deep-nesting", `tool argument, depth ${depth}`, call, { kind: "tool-error", id });
    const unknown = b.id();
    const params = `{"jsonrpc":"2.0","id":${
      JSON.stringify(unknown)
    },"method":"x/y","params":${nested}}`;
    b.add("deep-nesting", `params, depth ${depth}`, params, error(METHOD_NOT_FOUND, unknown));
    b.add("deep-nesting", `bare object, depth ${depth}`, nested, error(INVALID_REQUEST, null));
    b.add("deep-nesting", `unclosed, depth ${depth}`, "[".repeat(depth), error(PARSE_ERROR, null));
  }
}
