/**
 * Test helpers that talk to a server the way real clients do: through the SDK's `Client`.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createServer } from "../mod.ts";
import type { BundledData } from "../mod.ts";

/** A connected client that closes both ends when disposed. */
export interface TestClient extends AsyncDisposable {
  client: Client;
  /** Calls a tool and returns its result as the spec types it. */
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
}

/** Connects an SDK client to `createServer(data)` over an in-memory transport pair. */
export async function connectInMemory(data: BundledData): Promise<TestClient> {
  const server = createServer(data);
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
