/**
 * The SDK's `Server` with JSON-RPC's error code for malformed params.
 *
 * @module
 */
import { z } from "zod";
// @ts-types="@modelcontextprotocol/sdk/server/index"
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/server/zod-compat"
import {
  type AnyObjectSchema,
  safeParse,
  type SchemaOutput,
} from "@modelcontextprotocol/sdk/server/zod-compat.js";
// @ts-types="@modelcontextprotocol/sdk/shared/protocol"
import { Protocol, type RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolRequestSchema,
  CreateTaskResultSchema,
  ErrorCode,
  McpError,
  type Notification,
  type Request,
  type Result,
  type ServerNotification,
  type ServerRequest,
  type ServerResult,
} from "@modelcontextprotocol/sdk/types.js";
import { describeIssues } from "../snapshot/zod_issues.ts";

type Extra = RequestHandlerExtra<ServerRequest | Request, ServerNotification | Notification>;
type Handler = (
  request: Request,
  extra: Extra,
) => ServerResult | Result | Promise<ServerResult | Result>;

/**
 * The SDK's `Server`, except that a request whose params do not fit its method's schema gets
 * InvalidParams (-32602), as JSON-RPC asks: the SDK answers it with InternalError (-32603) and
 * a dump of zod issues. The SDK registers its own handlers (initialize, ping,
 * logging/setLevel) through this method from its constructor, so they are covered too.
 *
 * `tools/call` is checked as the SDK's `Server` checks it, but its results are not parsed
 * again ({@link checkedToolCall}).
 */
export class ParamsCheckingServer extends Server {
  override setRequestHandler<T extends AnyObjectSchema>(
    schema: T,
    handler: (
      request: SchemaOutput<T>,
      extra: Extra,
    ) => ServerResult | Result | Promise<ServerResult | Result>,
  ): void {
    // Every SDK request schema is a zod 4 object with a literal `method`.
    const strict = schema as unknown as z.ZodObject<{ method: z.ZodLiteral<string> }>;
    const loose = z.looseObject({ method: strict.shape.method });
    if (strict.shape.method.value === "tools/call") {
      // The base protocol's registration: `Server`'s own would wrap the handler in the checks
      // checkedToolCall makes, plus the parse of every result.
      Protocol.prototype.setRequestHandler.call(this, loose, checkedToolCall(handler as Handler));
      return;
    }
    super.setRequestHandler(
      loose,
      (request, extra) => handler(checkParams(strict, request) as SchemaOutput<T>, extra),
    );
  }
}

/**
 * A `tools/call` handler with the SDK `Server`'s checks and answers, less one: the SDK parses
 * every tool result against `CallToolResultSchema` and sends the parsed copy. This server's
 * results are built by its own typed code, and that parse and copy were the largest single cost
 * of a stateless HTTP `get-package` after the HTTP server itself (about a tenth of its CPU; see
 * docs/performance.md#http-throughput-and-memory). The request is still checked (InvalidParams,
 * in the SDK's words), and a task-augmented call still gets its result checked as the SDK does.
 */
function checkedToolCall(handler: Handler): Handler {
  return async (request, extra) => {
    const checked = safeParse(CallToolRequestSchema, request);
    if (!checked.success) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Invalid tools/call request: ${errorText(checked.error)}`,
      );
    }
    const result = await handler(request, extra);
    if (checked.data.params.task === undefined) return result;
    const task = safeParse(CreateTaskResultSchema, result);
    if (!task.success) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Invalid task creation result: ${errorText(task.error)}`,
      );
    }
    return task.data;
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
