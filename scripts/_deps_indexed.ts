/**
 * Waiting, as a client, for a `--deps` server to have indexed every package: `list-packages`
 * answers with a second text item, naming what is still being indexed, until none is left.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/client/index"
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/**
 * Polls `list-packages` every 20 ms until no package is left to index.
 *
 * @param client A client connected to a `--deps` server.
 * @param from When the clock started (`performance.now()`).
 * @param timeoutMs How long to wait at most, from `from`.
 * @returns The milliseconds from `from` to every package indexed.
 * @throws {Error} When packages are still being indexed after `timeoutMs`.
 */
export async function untilIndexed(
  client: Client,
  from: number,
  timeoutMs = 120_000,
): Promise<number> {
  for (;;) {
    const result = await client.callTool({
      name: "list-packages",
      arguments: {},
    }) as CallToolResult;
    if (result.content.length === 1) return performance.now() - from;
    if (performance.now() - from > timeoutMs) {
      const pending = result.content[1];
      throw new Error(`not indexed: ${pending?.type === "text" ? pending.text : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
