/**
 * The tool table: the one list of tools, their advertised definitions and the dispatcher that
 * runs a call. Loaded with the first `tools/call`.
 *
 * @module
 */
import { z } from "zod";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  type CallToolResult,
  ErrorCode,
  McpError,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import type { Catalog } from "../catalog/catalog.ts";
import { quote } from "../catalog/quote.ts";
import { describeIssues } from "../snapshot/zod_issues.ts";
import { COMPONENT_TOOLS } from "./component_tools.ts";
import { DOCS_TOOLS } from "./docs_tools.ts";
import { FULLTEXT_TOOLS } from "./search_tools.ts";
import { PACKAGE_TOOLS } from "./package_tools.ts";
import { SEARCH_TOOL } from "./search_packages_tool.ts";
import { SYMBOL_TOOLS } from "./symbol_tools.ts";
import { DEFAULT_TOOL_OPTIONS, type ToolDefinition, type ToolOptions } from "./tool_definition.ts";
import { toolError } from "./tool_result.ts";
import { VALIDATE_TOOL } from "./validate_tool.ts";

/** Every tool, in the order `tools/list` shows them. */
export const TOOLS: readonly ToolDefinition[] = [
  ...PACKAGE_TOOLS,
  SEARCH_TOOL,
  ...COMPONENT_TOOLS,
  ...DOCS_TOOLS,
  VALIDATE_TOOL,
  ...SYMBOL_TOOLS,
  ...FULLTEXT_TOOLS,
];

/** The catalog is a read-only snapshot: every tool is safe to call and repeat. */
const ANNOTATIONS = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;

function jsonSchema(schema: z.ZodObject, io: "input" | "output"): Tool["inputSchema"] {
  return z.toJSONSchema(schema, { target: "draft-7", io }) as Tool["inputSchema"];
}

/**
 * The `tools/list` answer, made from the tools' zod schemas. The server answers from
 * `tool_list.json`, written from this by `deno task generate:tools` (a test keeps the two
 * equal): building the schemas and their JSON Schema took 7 ms of every start.
 *
 * @returns Every tool's definition, in order.
 */
export function listTools(): Tool[] {
  return TOOLS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: jsonSchema(tool.input, "input"),
    ...(tool.output === undefined ? {} : { outputSchema: jsonSchema(tool.output, "output") }),
    annotations: { title: tool.title, ...ANNOTATIONS },
  }));
}

const TOOLS_BY_NAME = new Map(TOOLS.map((tool) => [tool.name, tool]));

/**
 * Runs one `tools/call`. Every failure of a known tool (bad arguments, unknown slug, a query
 * out of bounds) becomes a tool result with `isError: true` and an actionable message.
 *
 * @param catalog The catalog to answer from.
 * @param name The tool name.
 * @param args The raw arguments.
 * @param options How answers are written (default: `search` and `fetch` in plain text).
 * @returns The tool result; a promise of it when the tool needs to wait (the first search,
 * while the index is built).
 * @throws {McpError} MethodNotFound (-32601) for an unknown tool name, as the specification
 * requires (a protocol error, not a tool result).
 */
export function callTool(
  catalog: Catalog,
  name: string,
  args: unknown,
  options: ToolOptions = DEFAULT_TOOL_OPTIONS,
): CallToolResult | Promise<CallToolResult> {
  const tool = TOOLS_BY_NAME.get(name);
  if (tool === undefined) {
    throw new McpError(
      ErrorCode.MethodNotFound,
      `Unknown tool ${quote(name)}. Available tools: ${TOOLS.map((t) => t.name).join(", ")}.`,
    );
  }
  const parsed = tool.input.safeParse(args ?? {}, { reportInput: true });
  if (!parsed.success) {
    const problems = describeIssues(parsed.error.issues, 3).join("; ");
    const hint = tool.argumentHint ? ` ${tool.argumentHint(catalog)}` : "";
    return toolError(
      `Invalid arguments for ${name}: ${problems}.${unknownArguments(tool, args)}${hint}`,
    );
  }
  const named = withSlugOfName(catalog, name, parsed.data as Record<string, unknown>);
  try {
    const result = tool.run(catalog, named, options);
    return result instanceof Promise ? result.catch(errorResult) : result;
  } catch (error) {
    return errorResult(error);
  }
}

/**
 * What an argument error says of the arguments a tool does not take (`name` for get-component's
 * `tagName`): they are ignored, and a missing one may be what was meant. Empty when there is none.
 */
function unknownArguments(tool: ToolDefinition, args: unknown): string {
  if (typeof args !== "object" || args === null) return "";
  const known = Object.keys(tool.input.shape);
  const unknown = Object.keys(args).filter((key) => !known.includes(key));
  if (unknown.length === 0) return "";
  return ` ${tool.name} takes ${known.join(", ")}; not ${unknown.join(", ")}.`;
}

/** The tools of the specification that take a slug: for its inputs, a slug and nothing else. */
const SPECIFIED_SLUG_TOOLS = new Set(["get-package", "get-docs", "get-source"]);

/**
 * The arguments with a package name given as `packageSlug` replaced by its slug. The
 * specification's tools take names of third-party packages only (the installed dependencies
 * of `--deps`, which snapshots of the specification do not have).
 */
function withSlugOfName(
  catalog: Catalog,
  tool: string,
  args: Record<string, unknown>,
): Record<string, unknown> {
  const given = args.packageSlug;
  if (typeof given !== "string") return args;
  const slug = catalog.slugOf(given, SPECIFIED_SLUG_TOOLS.has(tool));
  return slug === given ? args : { ...args, packageSlug: slug };
}

/** The tool result of an error a tool threw. */
function errorResult(error: unknown): CallToolResult {
  return toolError(error instanceof Error ? error.message : String(error));
}
