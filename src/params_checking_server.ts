/**
 * The SDK's `Server` with JSON-RPC's error code for malformed params.
 *
 * @module
 */
import { z } from "zod";
// @ts-types="@modelcontextprotocol/sdk/server/index"
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/server/zod-compat"
import type { AnyObjectSchema, SchemaOutput } from "@modelcontextprotocol/sdk/server/zod-compat.js";
// @ts-types="@modelcontextprotocol/sdk/shared/protocol"
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  ErrorCode,
  McpError,
  type Notification,
  type Request,
  type Result,
  type ServerNotification,
  type ServerRequest,
  type ServerResult,
} from "@modelcontextprotocol/sdk/types.js";
import { describeIssues } from "./zod_issues.ts";

/**
 * The SDK's `Server`, except that a request whose params do not fit its method's schema gets
 * InvalidParams (-32602), as JSON-RPC asks: the SDK answers it with InternalError (-32603) and
 * a dump of zod issues. The SDK registers its own handlers (initialize, ping,
 * logging/setLevel) through this method from its constructor, so they are covered too.
 */
export class ParamsCheckingServer extends Server {
  override setRequestHandler<T extends AnyObjectSchema>(
    schema: T,
    handler: (
      request: SchemaOutput<T>,
      extra: RequestHandlerExtra<ServerRequest | Request, ServerNotification | Notification>,
    ) => ServerResult | Result | Promise<ServerResult | Result>,
  ): void {
    // Every SDK request schema is a zod 4 object with a literal `method`.
    const strict = schema as unknown as z.ZodObject<{ method: z.ZodLiteral<string> }>;
    const loose = z.looseObject({ method: strict.shape.method });
    if (strict.shape.method.value === "tools/call") {
      // The SDK's Server checks tools/call requests itself (InvalidParams) before the handler
      // runs; checking again would cost every call a second parse on the hottest path.
      super.setRequestHandler(loose, handler as Parameters<Server["setRequestHandler"]>[1]);
      return;
    }
    super.setRequestHandler(
      loose,
      (request, extra) => handler(checkParams(strict, request) as SchemaOutput<T>, extra),
    );
  }
}

/**
 * Parses a request against its method's schema.
 *
 * @param schema The method's request schema (the SDK's, such as `InitializeRequestSchema`).
 * @param request A JSON-RPC request with that method.
 * @returns The parsed request.
 * @throws {McpError} InvalidParams (-32602), naming the fields that do not fit.
 */
export function checkParams<T extends z.ZodType>(
  schema: T,
  request: { method: string },
): z.output<T> {
  const parsed = schema.safeParse(request, { reportInput: true });
  if (!parsed.success) {
    const problems = describeIssues(parsed.error.issues, 3).join("; ");
    throw new McpError(ErrorCode.InvalidParams, `Invalid ${request.method}: ${problems}.`);
  }
  return parsed.data;
}
