// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/**
 * A successful result carrying plain text (Markdown or source).
 *
 * @param text The text to return.
 * @param structured The same answer as structured data, for tools with an `outputSchema`.
 */
export function textResult(text: string, structured?: Record<string, unknown>): CallToolResult {
  const content: CallToolResult["content"] = [{ type: "text", text }];
  return structured === undefined ? { content } : { content, structuredContent: structured };
}

/**
 * A successful JSON result. The text item holds the value the specification describes
 * (arrays stay arrays); `structured` is the same data as an object, for clients that read
 * `structuredContent`.
 *
 * @param value What the text item serialises.
 * @param structured The structured form (defaults to `value`, which must then be an object).
 */
export function jsonResult(value: unknown, structured?: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: "text", text: JSON.stringify(value) }],
    structuredContent: structured ?? (value as Record<string, unknown>),
  };
}

/**
 * A tool failure the assistant can act on: one text item and `isError: true`.
 *
 * @param message What went wrong and what to do next.
 */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}
