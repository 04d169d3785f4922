/**
 * Hands the stateless endpoint's requests to the SDK server's request path without its
 * message-kind check, which costs more than it decides here.
 *
 * When a server connects to a transport, the SDK routes each incoming message by asking, in
 * turn, whether it is a result, an error, a request or a notification, each question a zod
 * `safeParse`. A request therefore fails two parses first, on every call. Under zod 4.6 a
 * failed parse is cheap to run but not to collect: what it builds outlives V8's minor garbage
 * collections (measured with `--trace-gc`: scavenges grow from about 0.5 ms to about 5 ms, and
 * 100,000 in-process tool calls spend 320-420 ms in them instead of 35-42 ms). The stateless
 * endpoint has already validated every message with the SDK's own schema and hands the
 * transport requests only, so there is nothing left to tell apart: the message goes straight
 * to the SDK's request handling, which looks up the handler, runs it, and builds and sends the
 * JSON-RPC answer exactly as before.
 *
 * That request path is not part of the SDK's typed surface. It is looked up by name once, at
 * connection; if an SDK release no longer has it, nothing changes but speed (the SDK's own
 * router stays in place), and the unit test that expects the direct route fails to say so.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/server/index"
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { MultiplexTransport } from "./multiplex_transport.ts";

/** The SDK's internal entry point for one incoming request (`Protocol#_onrequest`). */
const REQUEST_PATH = "_onrequest";

/**
 * Routes every message the transport delivers straight to the server's request handling.
 * Call it after `server.connect(transport)`, which installs the SDK's router it replaces.
 *
 * @param server A server connected to `transport`.
 * @param transport A transport that only ever delivers validated requests.
 * @returns `true` when the direct route is in place; `false` when this SDK has no such path and
 *   its own router was left as it was.
 */
export function routeRequestsDirectly(server: Server, transport: MultiplexTransport): boolean {
  const handleRequest: unknown = Reflect.get(server, REQUEST_PATH);
  if (typeof handleRequest !== "function") return false;
  transport.onmessage = (request, extra) => handleRequest.call(server, request, extra);
  return true;
}
