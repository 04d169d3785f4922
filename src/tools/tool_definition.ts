import type { z } from "zod";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Catalog } from "../catalog/catalog.ts";
import { type AnswerText, DEFAULT_ANSWER_TEXT } from "../catalog/answer_texts.ts";

/** How the server that runs a tool writes its answers. */
export interface ToolOptions {
  /** The text item of `search` and `fetch`: plain text, or JSON (ChatGPT's connectors). */
  answerText: AnswerText;
}

/** What a tool runs with unless told otherwise: the text a model reads most cheaply. */
export const DEFAULT_TOOL_OPTIONS: ToolOptions = { answerText: DEFAULT_ANSWER_TEXT };

/**
 * One tool of the server: its advertised shape and its handler. The registry turns the zod
 * schemas into JSON Schema once; handlers receive arguments that already passed `input`.
 */
export interface ToolDefinition<Input extends z.ZodObject = z.ZodObject> {
  /** Tool name as clients call it. */
  name: string;
  /** Short human title. */
  title: string;
  /** What it returns, when to use it, what to call next. */
  description: string;
  /** Argument schema; field descriptions become the JSON Schema's. */
  input: Input;
  /** Schema of `structuredContent`, for the tools that return JSON. */
  output?: z.ZodObject;
  /** Extra guidance appended to argument errors (for example the available slugs). */
  argumentHint?: (catalog: Catalog) => string;
  /**
   * Runs the tool; may throw (or, when it answers with a promise, reject with) `NotFoundError`
   * or `RangeError` for tool errors.
   */
  run: (
    catalog: Catalog,
    args: z.output<Input>,
    options: ToolOptions,
  ) => CallToolResult | Promise<CallToolResult>;
}

/**
 * Declares a tool with its argument types inferred from the schema.
 *
 * @param definition The tool.
 * @returns The same definition, widened for the registry.
 */
export function defineTool<Input extends z.ZodObject>(
  definition: ToolDefinition<Input>,
): ToolDefinition {
  return definition as unknown as ToolDefinition;
}
