/**
 * The component tools: list-components and get-component.
 *
 * @module
 */
import { z } from "zod";
import { componentListSchema, componentSchema } from "./output_schemas.ts";
import { defineTool, type ToolDefinition } from "./tool_definition.ts";
import { jsonResult } from "./tool_result.ts";
import { isThirdParty, thirdPartyNotice } from "../snapshot/third_party.ts";
import { packageField } from "./input_fields.ts";

const listComponents = defineTool({
  name: "list-components",
  title: "List web components",
  description: "Lists every custom element of the catalog's Custom Elements Manifest: tag " +
    "name, description and attributes (name, type, default). Call get-component with a tag " +
    "name for its members, events, slots, CSS parts and CSS custom properties.",
  input: z.object({
    packageSlug: packageField.optional().describe(
      "Only this package's elements.",
    ),
  }),
  output: componentListSchema,
  run: (catalog, { packageSlug }) => {
    const components = catalog.listComponents(packageSlug);
    return jsonResult(components, { components });
  },
});

const getComponent = defineTool({
  name: "get-component",
  title: "Get a web component",
  description: "Returns the full Custom Elements Manifest declaration of one custom element: " +
    "attributes, properties and methods (members), events, slots, CSS parts and CSS custom " +
    "properties (JSON; Markdown: fetch component/<tag>).",
  input: z.object({
    tagName: z.string().min(1).describe('HTML tag name, e.g. "au-button".'),
  }),
  output: componentSchema,
  argumentHint: (catalog) => catalog.availableTags(),
  run: (catalog, { tagName }) => {
    const result = jsonResult(catalog.getComponent(tagName));
    const pkg = catalog.componentPackage(tagName)!;
    // The declaration is the manifest's own shape: a third party's says so beside it.
    if (!isThirdParty(pkg)) return result;
    return {
      ...result,
      content: [...result.content, { type: "text", text: thirdPartyNotice(pkg) }],
    };
  },
});

/** The component tools, in the order they are listed. */
export const COMPONENT_TOOLS: readonly ToolDefinition[] = [listComponents, getComponent];
