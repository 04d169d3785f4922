import { z } from "zod";
// @ts-types="@modelcontextprotocol/sdk/server/index"
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/server/zod-compat"
import type { AnyObjectSchema, SchemaOutput } from "@modelcontextprotocol/sdk/server/zod-compat.js";
// @ts-types="@modelcontextprotocol/sdk/shared/protocol"
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  type Notification,
  ReadResourceRequestSchema,
  type Request,
  type Result,
  type ServerNotification,
  type ServerRequest,
  type ServerResult,
} from "@modelcontextprotocol/sdk/types.js";
import denoConfig from "../deno.json" with { type: "json" };
import { Catalog } from "./catalog.ts";
import { loadData, type LoadDataOptions } from "./load.ts";
import type { BundledData } from "./model.ts";
import {
  completeResourceArgument,
  listResources,
  readResource,
  RESOURCE_TEMPLATES,
} from "./resources.ts";
import { callTool, TOOL_LIST } from "./tools/registry.ts";
import { describeIssues } from "./zod_issues.ts";

/** The most completion values one answer carries (the MCP limit). */
const MAX_COMPLETIONS = 100;

const INSTRUCTIONS = "Exact, offline knowledge of a package catalog. Find packages with " +
  "search-packages or list-packages, read their documentation with get-docs and their " +
  "TypeScript source with get-source; for web components use list-components and " +
  "get-component. Prefer these answers over guessing an API.";

/**
 * The SDK's `Server`, except that a request whose params do not fit its method's schema gets
 * InvalidParams (-32602), as JSON-RPC asks: the SDK answers it with InternalError (-32603) and
 * a dump of zod issues. The SDK registers its own handlers (initialize, ping,
 * logging/setLevel) through this method from its constructor, so they are covered too.
 */
class CatalogServer extends Server {
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
    super.setRequestHandler(loose, (request, extra) => {
      const parsed = strict.safeParse(request, { reportInput: true });
      if (!parsed.success) {
        const problems = describeIssues(parsed.error.issues, 3).join("; ");
        throw new McpError(ErrorCode.InvalidParams, `Invalid ${request.method}: ${problems}.`);
      }
      return handler(parsed.data as SchemaOutput<T>, extra);
    });
  }
}

/**
 * Creates an MCP server over an already validated snapshot: the seven tools and the two
 * resource families. Connect it to any transport.
 *
 * @param data A snapshot from `loadData` or `validateBundledData`.
 * @returns The MCP server (the SDK's `Server`), not yet connected.
 *
 * @example Serve the bundled catalog over stdio
 * ```ts ignore
 * import { createServer, loadData } from "@catalog-mcp/server";
 * import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
 *
 * await createServer(loadData()).connect(new StdioServerTransport());
 * ```
 */
export function createServer(data: BundledData): Server {
  return createCatalogServer(Catalog.fromData(data));
}

/**
 * Loads the bundled snapshot (or `options.path`) and creates a server over it.
 *
 * @param options Where to load the snapshot from; defaults to the bundled one.
 * @returns The MCP server, not yet connected.
 * @throws {Error} What {@link loadData} throws.
 *
 * @example
 * ```ts
 * import { createServerFromDisk } from "@catalog-mcp/server";
 *
 * const server = createServerFromDisk();
 * await server.close();
 * ```
 */
export function createServerFromDisk(options: LoadDataOptions = {}): Server {
  return createServer(loadData(options));
}

/**
 * Creates a server over a prebuilt catalog index. Cheap: per-request hosts (HTTP) build one
 * per request over a shared catalog.
 *
 * @param catalog The catalog index.
 * @returns The MCP server, not yet connected.
 */
export function createCatalogServer(catalog: Catalog): Server {
  const server = new CatalogServer(
    { name: "catalog-mcp", title: "Package catalog", version: denoConfig.version },
    {
      capabilities: { tools: {}, resources: {}, completions: {}, logging: {} },
      instructions: INSTRUCTIONS,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...TOOL_LIST] }));
  server.setRequestHandler(
    CallToolRequestSchema,
    (request) => callTool(catalog, request.params.name, request.params.arguments),
  );
  server.setRequestHandler(
    ListResourcesRequestSchema,
    (request) => listResources(catalog, request.params?.cursor),
  );
  server.setRequestHandler(
    ListResourceTemplatesRequestSchema,
    () => ({ resourceTemplates: [...RESOURCE_TEMPLATES] }),
  );
  server.setRequestHandler(
    ReadResourceRequestSchema,
    (request) => readResource(catalog, request.params.uri),
  );
  server.setRequestHandler(CompleteRequestSchema, (request) => {
    const { ref, argument, context } = request.params;
    if (ref.type !== "ref/resource") {
      throw new McpError(ErrorCode.InvalidParams, "This server has no prompts to complete.");
    }
    const values = completeResourceArgument(
      catalog,
      ref.uri,
      argument.name,
      argument.value,
      context?.arguments,
    );
    return {
      completion: {
        values: values.slice(0, MAX_COMPLETIONS),
        total: values.length,
        hasMore: values.length > MAX_COMPLETIONS,
      },
    };
  });
  return server;
}
