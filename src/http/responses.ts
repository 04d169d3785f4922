/**
 * The shapes every HTTP refusal takes: JSON bodies only, never a stack trace. Refusals on the
 * MCP endpoint are JSON-RPC error objects with `id: null` (the request could not be read far
 * enough to know its id), the same shape the SDK's own transport uses, so clients report them
 * the same way whichever mode answered.
 *
 * @module
 */

/**
 * JSON-RPC code for a transport-level refusal (implementation-defined server error range).
 * The standard codes (parse error, invalid request, internal error) are the SDK's `ErrorCode`.
 */
export const TRANSPORT_ERROR = -32000;
/** JSON-RPC code for a session id that names no live session (as the SDK answers). */
export const SESSION_NOT_FOUND = -32001;

/**
 * A JSON response.
 *
 * @param status The HTTP status.
 * @param body Anything `JSON.stringify` accepts.
 * @param headers Extra headers.
 */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/**
 * A JSON-RPC error response that answers no particular request.
 *
 * @param status The HTTP status.
 * @param code The JSON-RPC error code.
 * @param message A short, exact message for the client.
 * @param headers Extra headers (`allow`, `retry-after`, ...).
 */
export function jsonRpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(status, { jsonrpc: "2.0", error: { code, message }, id: null }, headers);
}

/** The 503 for a request that arrives, or is still waiting, while the server stops. */
export function shuttingDown(): Response {
  return jsonRpcError(503, TRANSPORT_ERROR, "Service Unavailable: server is shutting down");
}
