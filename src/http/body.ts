/**
 * Reading a POST body on the MCP endpoint: content type, size limit and JSON parsing, the same
 * refusals for both modes, decided before any MCP machinery sees the message.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/server/requestBody"
import {
  readRequestBody,
  requestBodyTooLargeMessage,
} from "@modelcontextprotocol/sdk/server/requestBody.js";
// @ts-types="@modelcontextprotocol/sdk/shared/mediaType"
import { isJsonContentType } from "@modelcontextprotocol/sdk/shared/mediaType.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { jsonRpcError, TRANSPORT_ERROR } from "./responses.ts";

/** A body that was read and parsed, or the refusal to send instead. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads and parses a JSON body of at most `maxBytes` bytes. A declared length over the limit
 * is refused before reading; an undeclared (chunked) body stops being read at the limit.
 *
 * @param request The POST request.
 * @param maxBytes The largest body accepted.
 * @returns The parsed JSON, or a 415, 413 or 400 (JSON-RPC parse error) response.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    const message = "Unsupported Media Type: Content-Type must be application/json";
    return { ok: false, response: jsonRpcError(415, TRANSPORT_ERROR, message) };
  }
  let text: string;
  try {
    const body = await readText(request, maxBytes);
    if (body === undefined) {
      const message = requestBodyTooLargeMessage(maxBytes);
      return { ok: false, response: jsonRpcError(413, TRANSPORT_ERROR, message) };
    }
    text = body;
  } catch {
    // The client went away mid-body; nobody will read this answer, but it must not throw.
    return {
      ok: false,
      response: jsonRpcError(400, ErrorCode.ParseError, "Parse error: Body unreadable"),
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      response: jsonRpcError(400, ErrorCode.ParseError, "Parse error: Invalid JSON"),
    };
  }
}

/**
 * The body as text, or `undefined` when it is over the limit. A declared length is enforced by
 * the HTTP server itself, so such a body is read in one go (several times faster than reading
 * its stream here); only a chunked body is counted as it arrives.
 */
function readText(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared)) {
    return Number(declared) > maxBytes ? Promise.resolve(undefined) : request.text();
  }
  return readRequestBody(request, maxBytes).then((body) => body.tooLarge ? undefined : body.text);
}
