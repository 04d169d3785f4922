/**
 * Test helpers that talk to a server the way real clients do: through the SDK's `Client`.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createServer } from "../mod.ts";
import type { BundledData, ServerOptions } from "../mod.ts";
import { CLI_ARGS, CLI_COMMAND, REPO_ROOT } from "./_cli.ts";

/** A connected client that closes both ends when disposed. */
export interface TestClient extends AsyncDisposable {
  client: Client;
  /** Calls a tool and returns its result as the spec types it. */
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
}

/**
 * Connects an SDK client to `createServer(data)` over an in-memory transport pair; `search` and
 * `fetch` answer in JSON text unless `options` say otherwise (tests read their fields).
 */
export async function connectInMemory(
  data: BundledData,
  options: ServerOptions = { answerText: "json" },
): Promise<TestClient> {
  const server = createServer(data, options);
  const client = new Client({ name: "catalog-mcp-tests", version: "0.0.0" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  // Listing the tools lets the client check every structuredContent against its outputSchema.
  await client.listTools();
  return wrap(client, async () => {
    await client.close();
    await server.close();
  });
}

/** Wraps a connected client. */
export function wrap(client: Client, close: () => Promise<void>): TestClient {
  return {
    client,
    call: async (name, args = {}) =>
      await client.callTool({ name, arguments: args }) as CallToolResult,
    [Symbol.asyncDispose]: close,
  };
}

/** The text of a result's single text item (fails when the shape is anything else). */
export function textOf(result: CallToolResult): string {
  const [item, ...rest] = result.content;
  if (item?.type !== "text" || rest.length > 0) {
    throw new Error(`expected one text item, got ${JSON.stringify(result.content)}`);
  }
  return item.text;
}

/**
 * Spawns the CLI in stdio mode over a snapshot file and connects an SDK client to it; `search`
 * and `fetch` answer in JSON text unless `flags` say otherwise.
 */
export async function connectCli(
  snapshot: string,
  flags: readonly string[] = ["--answer-text", "json"],
): Promise<TestClient> {
  const transport = new StdioClientTransport({
    command: CLI_COMMAND,
    args: [...CLI_ARGS, "--data", snapshot, ...flags],
    cwd: REPO_ROOT,
    stderr: "pipe",
  });
  const client = new Client({ name: "stdio-test", version: "0" });
  await client.connect(transport);
  await client.listTools(); // lets the client check structuredContent against outputSchema
  return wrap(client, () => client.close());
}
