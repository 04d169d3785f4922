/**
 * The validate-component-usage tool. Its definition is loaded with the server; the parser and
 * the checker are loaded on its first call.
 *
 * @module
 */
import { z } from "zod";
import { FINDING_KINDS } from "../markup/finding.ts";
import { defineTool, type ToolDefinition } from "./tool_definition.ts";
import { LaterModule } from "../import_later.ts";

/** The longest markup checked, in characters (UTF-16 code units, as JavaScript counts). */
const MAX_HTML_LENGTH = 65_536;

/** The markup checker (parse5 and the element rules), loaded with the first validate-usage. */
const markup = new LaterModule<typeof import("../markup/validate_usage.ts")>(
  "../markup/validate_usage.ts",
  import.meta.url,
);

const findingSchema = z.object({
  kind: z.enum(FINDING_KINDS),
  tagName: z.string(),
  attribute: z.string().optional(),
  line: z.number().int(),
  column: z.number().int(),
  message: z.string(),
  suggestion: z.string().optional(),
});

/** validate-component-usage: markup checked against the Custom Elements Manifest. */
export const VALIDATE_TOOL: ToolDefinition = defineTool({
  name: "validate-component-usage",
  title: "Check web-component markup",
  description: "Checks HTML (or a Lit or Vue template) against the catalog's Custom Elements " +
    "Manifest before you use it: unknown tags, attributes, properties, events and slots, " +
    'values outside a declared union, boolean attributes set to "false", deprecated elements ' +
    'and attributes. Answers one "line:column kind: what to do" line per finding, or "no ' +
    'problems found".',
  input: z.object({
    html: z.string().max(MAX_HTML_LENGTH, {
      error: `html is over the limit of ${MAX_HTML_LENGTH} characters (64 KB); check a ` +
        "smaller fragment",
    }).describe(`The markup, up to ${MAX_HTML_LENGTH} characters.`),
    tagName: z.string().min(1).optional().describe(
      "Check only this element (and the slot attributes of its children).",
    ),
  }),
  output: z.object({
    valid: z.boolean(),
    findings: z.array(findingSchema),
    notes: z.array(z.string()).optional(),
  }),
  argumentHint: () => 'Pass the markup as a string, e.g. { "html": "<x-button>Save</x-button>" }.',
  run: (catalog, { html, tagName }) =>
    markup.use(({ validateUsage }) => {
      const { report, text } = validateUsage(catalog, html, tagName);
      return { content: [{ type: "text", text }], structuredContent: report };
    }),
});
