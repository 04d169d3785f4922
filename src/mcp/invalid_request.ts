/**
 * The answer to JSON that is not a JSON-RPC message, the same on every transport: Invalid
 * Request (-32600), never Parse error (-32700), which is for text that is not JSON at all. A
 * message that is well-formed but whose params do not fit its method gets Invalid Params
 * (-32602) later, from the server (`params_checking_server.ts`).
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  ErrorCode,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  type RequestId,
} from "@modelcontextprotocol/sdk/types.js";
import { describeIssues } from "../snapshot/zod_issues.ts";

/** The error a transport answers an invalid message with. */
export interface InvalidRequest {
  /** The message's id when it has a usable one (so the client can match it), else `null`. */
  id: RequestId | null;
  error: { code: ErrorCode.InvalidRequest; message: string };
}

/**
 * Explains why a parsed JSON value is no JSON-RPC 2.0 message. Only called once the SDK's
 * message schema has refused the value, so its cost is off every valid request's path.
 *
 * @param value The parsed JSON that the message schema refused.
 * @param where Where the value sat, when that helps (`"batch item 3"`).
 * @returns The error to answer with.
 */
export function invalidRequest(value: unknown, where?: string): InvalidRequest {
  const id = requestIdOf(value);
  const at = where === undefined ? "" : `${where}: `;
  return {
    id,
    error: {
      code: ErrorCode.InvalidRequest,
      message: `Invalid Request: ${at}${reason(value, id)}`,
    },
  };
}

/**
 * What is wrong with the value: for something shaped like a request or notification (it has a
 * `method`), the fields that break it, so the caller knows what to fix.
 */
function reason(value: unknown, id: RequestId | null): string {
  const generic = "not a JSON-RPC 2.0 request, notification or response";
  if (typeof value !== "object" || value === null || !("method" in value)) return generic;
  // zod reports a bad id only as "Invalid input" (it is a union).
  if ("id" in value && id === null) return "id: expected a string or an integer";
  const schema = "id" in value ? JSONRPCRequestSchema : JSONRPCNotificationSchema;
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return generic;
  const kind = "id" in value ? "request" : "notification";
  return `not a JSON-RPC 2.0 ${kind}: ${describeIssues(parsed.error.issues, 3).join("; ")}`;
}

function requestIdOf(value: unknown): RequestId | null {
  if (typeof value !== "object" || value === null) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === "string" || Number.isInteger(id) ? id as RequestId : null;
}
