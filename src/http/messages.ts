/**
 * The JSON-RPC messages of a POST body, checked the same way in both HTTP modes and answered
 * as stdio answers the same bytes: JSON that is not a JSON-RPC message is Invalid Request
 * (-32600, with the message's id when it has a usable one), never Parse error (-32700), which
 * `body.ts` keeps for text that is not JSON. Stateful mode checks here before the SDK's
 * transport, which would call such a body a parse error.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/server/requestBody"
import { MAX_BATCH_SIZE } from "@modelcontextprotocol/sdk/server/requestBody.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  ErrorCode,
  type JSONRPCMessage,
  JSONRPCMessageSchema,
  type JSONRPCRequest,
} from "@modelcontextprotocol/sdk/types.js";
import { invalidRequest } from "../mcp/invalid_request.ts";
import { jsonResponse, jsonRpcError } from "./responses.ts";

/**
 * The messages of a parsed body (one, or a batch of 1 to {@link MAX_BATCH_SIZE}), or the 400
 * that refuses it.
 *
 * @param value The parsed JSON body.
 * @returns The validated messages, or the refusal.
 */
export function parseMessages(value: unknown): JSONRPCMessage[] | Response {
  if (!Array.isArray(value)) {
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (parsed.success) return [parsed.data];
    return jsonResponse(400, { jsonrpc: "2.0", ...invalidRequest(value) });
  }
  if (value.length === 0 || value.length > MAX_BATCH_SIZE) {
    return jsonRpcError(
      400,
      ErrorCode.InvalidRequest,
      `Invalid Request: a batch holds 1 to ${MAX_BATCH_SIZE} messages`,
    );
  }
  const messages: JSONRPCMessage[] = [];
  for (const [i, item] of value.entries()) {
    const parsed = JSONRPCMessageSchema.safeParse(item);
    if (!parsed.success) {
      // One bad item refuses the whole batch, so no id is echoed.
      const { error } = invalidRequest(item, `batch item ${i + 1}`);
      return jsonRpcError(400, error.code, error.message);
    }
    messages.push(parsed.data);
  }
  if (messages.length > 1 && messages.some(isInitialize)) {
    return jsonRpcError(
      400,
      ErrorCode.InvalidRequest,
      "Invalid Request: Only one initialization request is allowed",
    );
  }
  return messages;
}

/**
 * Whether a validated message is a request (has a method and an id): telling the variants of
 * an already parsed message apart needs no second schema check.
 *
 * @param message A validated message.
 */
export function isRequest(message: JSONRPCMessage): message is JSONRPCRequest {
  return "method" in message && "id" in message;
}

/**
 * Whether a message asks to initialize. The method name decides, as the server will dispatch
 * on it; the SDK's full schema check costs more than the rest of a request's validation, and
 * an initialize with bad params must reach the check that answers it -32602.
 *
 * @param message A validated message.
 */
export function isInitialize(message: JSONRPCMessage): boolean {
  return "method" in message && message.method === "initialize";
}
