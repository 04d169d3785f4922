// @ts-types="@modelcontextprotocol/sdk/server/index"
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolRequestSchema,
  type CallToolResult,
  CompleteRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import denoConfig from "../../deno.json" with { type: "json" };
import { AJV_ON_DEMAND } from "./ajv_on_demand.ts";
import { Catalog } from "../catalog/catalog.ts";
import type { CatalogSource } from "../catalog/catalog_source.ts";
import { loadData, type LoadDataOptions } from "../snapshot/load.ts";
import type { BundledData } from "../snapshot/model.ts";
import {
  completeResourceArgument,
  listResources,
  readResource,
  RESOURCE_TEMPLATES,
} from "./resources.ts";
import { ParamsCheckingServer } from "./params_checking_server.ts";
import {
  packageOfCall,
  packagesOfCall,
  packagesOfResource,
  withPendingNote,
} from "./pending_packages.ts";
import { LaterModule } from "../import_later.ts";
import { HEAP_BOUND, whenIdle } from "../heap_bound.ts";
import toolList from "../tools/tool_list.json" with { type: "json" };
import { type AnswerText, answerTextOf, DEFAULT_ANSWER_TEXT } from "../catalog/answer_texts.ts";
import type { ToolOptions } from "../tools/tool_definition.ts";

/**
 * How a server writes its answers.
 *
 * @example
 * ```ts ignore
 * const options: ServerOptions = { answerText: "json" }; // for a ChatGPT connector
 * ```
 */
export interface ServerOptions {
  /**
   * The text item of `search` and `fetch` answers: `"plain"` (default), the fields as lines, or
   * `"json"`, the JSON object ChatGPT's connectors parse. `structuredContent` is JSON either way.
   */
  answerText?: AnswerText;
  /**
   * How long a tool call about packages still being indexed waits for them, in milliseconds,
   * before it answers that they still are (an error result: ask again). Default 20,000: under
   * the minute after which clients commonly give up on a call.
   */
  packageWaitMs?: number;
}

/** The `tools/list` answer, written from the tools' schemas by `deno task generate:tools`. */
const TOOL_LIST = toolList as Tool[];

/** The tool table (zod schemas, dispatch), loaded with the first `tools/call`. */
const toolTable = new LaterModule<typeof import("../tools/registry.ts")>(
  "../tools/registry.ts",
  import.meta.url,
);

/** The most completion values one answer carries (the MCP limit). */
const MAX_COMPLETIONS = 100;

const INSTRUCTIONS = "Exact, offline knowledge of a package catalog. For a question in words, " +
  "call search (documentation sections, symbols and components, best first), then fetch " +
  "the id that answers it; fetch's lines greps a page (docs/<slug>/code: an installed " +
  "package's code) for every line naming something. Find packages with search-packages or list-packages, read their documentation with get-docs (list-docs " +
  "shows every page and its headings; pass one as section to read less) and their " +
  "TypeScript source with get-source; for web components use list-components and " +
  "get-component. For the exact signature and docs of an export use get-symbol " +
  "(search-symbols and list-symbols find names). Prefer these answers over guessing an API.";

/**
 * Creates an MCP server over an already validated snapshot: the tools and the resource
 * families. Connect it to any transport.
 *
 * @param data A snapshot from `loadData` or `validateBundledData`.
 * @param options How it writes its answers.
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
export function createServer(data: BundledData, options: ServerOptions = {}): Server {
  return createCatalogServer(Catalog.fromData(data), options);
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
 * Creates a server over a prebuilt catalog index, or a source whose catalog may be replaced
 * (`--repo`). Cheap: per-request hosts (HTTP) build one per request over a shared catalog.
 *
 * Each request takes `source.current` once and answers from it alone. A source that changes
 * makes the server declare `resources.listChanged` and send `notifications/resources/list_changed`
 * when a replacement changed the pages or packages.
 *
 * @param source The catalog index, or a source of it.
 * @param options How it writes its answers.
 * @returns The MCP server, not yet connected.
 * @throws {RangeError} For an `answerText` that is neither `"plain"` nor `"json"`.
 */
export function createCatalogServer(source: CatalogSource, options: ServerOptions = {}): Server {
  const toolOptions = { answerText: answerTextOf(options.answerText, DEFAULT_ANSWER_TEXT) };
  const packageWait = options.packageWaitMs ?? PACKAGE_WAIT_MS;
  const server = new ParamsCheckingServer(
    { name: "catalog-mcp", title: "Package catalog", version: denoConfig.version },
    {
      capabilities: {
        tools: {},
        resources: source.subscribe === undefined ? {} : { listChanged: true },
        completions: {},
        logging: {},
      },
      instructions: INSTRUCTIONS,
      jsonSchemaValidator: AJV_ON_DEMAND,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...TOOL_LIST] }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args } = request.params;
    try {
      if (source.whenIndexed !== undefined) {
        return await callWhenIndexed(source, name, args, toolOptions, packageWait);
      }
      const catalog = source.current;
      return await toolTable.use((tools) => tools.callTool(catalog, name, args, toolOptions));
    } finally {
      // The garbage of the answers, once the server is idle and it has grown (heap_bound.ts).
      whenIdle(HEAP_BOUND);
    }
  });
  server.setRequestHandler(
    ListResourcesRequestSchema,
    (request) => listResources(source.current, request.params?.cursor),
  );
  server.setRequestHandler(
    ListResourceTemplatesRequestSchema,
    () => ({ resourceTemplates: [...RESOURCE_TEMPLATES] }),
  );
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    const waiting = packagesOfResource(source.current, uri);
    if (waiting.length > 0) await source.whenIndexed?.(waiting);
    return readResource(source.current, uri);
  });
  server.setRequestHandler(CompleteRequestSchema, async (request) => {
    const { ref, argument, context } = request.params;
    if (ref.type !== "ref/resource") {
      throw new McpError(ErrorCode.InvalidParams, "This server has no prompts to complete.");
    }
    const values = await completeResourceArgument(
      source.current,
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
  if (source.subscribe !== undefined) announceChanges(server, source.subscribe.bind(source));
  return server;
}

/** How long a call about packages being indexed waits for them, by default ({@link ServerOptions}). */
const PACKAGE_WAIT_MS = 20_000;

/**
 * How long a call over everything (but `list-packages`) waits for the packages still being
 * indexed before it answers over those indexed: a start from the cache is done well within it,
 * so a client's first search over stdio is not answered from an empty catalog.
 */
const OVER_EVERYTHING_WAIT_MS = 1_000;

/**
 * How long `list-packages`, the first call a client makes, waits at most for the packages the
 * cache holds (the ten of the evaluation app are served in about 150 ms), so that its answer has
 * their exports and pages; it does not wait for one that must be read (every name and version
 * is in the answer anyway, the rest said not indexed yet).
 */
const LIST_WAIT_MS = 300;

/**
 * A tool call on a source that indexes in the background: a call about pending packages waits
 * for them; a call over everything waits for the rest a moment (`list-packages` only for those
 * in the cache), then answers over what is indexed, saying which packages it leaves out.
 */
async function callWhenIndexed(
  source: CatalogSource,
  name: string,
  args: unknown,
  options: ToolOptions,
  packageWait: number,
): Promise<CallToolResult> {
  // A package the call names that is installed but not served (a dependency's dependency) is
  // served from now on, and waited for as the others.
  const named = packageOfCall(name, args);
  const catalog = source.current;
  if (named !== undefined && catalog.findPackage(catalog.slugOf(named)) === undefined) {
    source.serveInstalled?.(named);
  }
  const waiting = packagesOfCall(source.current, name, args);
  if (waiting !== undefined && waiting.length > 0) {
    await within(source.whenIndexed!(waiting), packageWait);
    const still = waiting.flatMap((slug) => source.current.pending.get(slug)?.label ?? []);
    if (still.length > 0) return stillIndexed(still, packageWait);
  }
  const pending = [...source.current.pending.keys()];
  if (waiting === undefined && pending.length > 0) {
    await (name === "list-packages"
      ? within(source.whenCacheRead?.() ?? Promise.resolve(), LIST_WAIT_MS)
      : within(source.whenIndexed!(pending), OVER_EVERYTHING_WAIT_MS));
  }
  const served = source.current;
  const result = await toolTable.use((tools) => tools.callTool(served, name, args, options));
  return waiting === undefined ? withPendingNote(result, served) : result;
}

/** The answer to a call about packages whose indexing outlasted the wait for them. */
function stillIndexed(labels: readonly string[], waited: number): CallToolResult {
  const text = `Still being indexed after ${waited / 1000} s: ${labels.join(", ")}. ` +
    "Ask again in a few seconds; calls about other packages are answered now.";
  return { isError: true, content: [{ type: "text", text }] };
}

/** Resolves when `promise` does or after `ms` milliseconds, whichever is first. */
async function within(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => timer = setTimeout(resolve, ms));
  try {
    await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends `notifications/resources/list_changed` after each change while the server is
 * connected. Callers connect a new server in the tick that creates it, so a server without a
 * transport has been closed: it stops listening, and closed sessions are not kept alive.
 */
function announceChanges(server: Server, subscribe: (listener: () => void) => () => void) {
  const stop = subscribe(() => {
    if (server.transport === undefined) stop();
    else server.sendResourceListChanged().catch(() => {});
  });
}
