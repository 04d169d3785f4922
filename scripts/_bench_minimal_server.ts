/**
 * The baseline of the startup benchmark: the smallest useful MCP server, the SDK's `McpServer`
 * with one tool over the SDK's stdio transport. Whatever catalog-mcp adds to a cold start is
 * measured against this.
 *
 * Usage: `deno run scripts/_bench_minimal_server.ts` (no permissions needed).
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/server/stdio"
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

const server = new McpServer({ name: "minimal", version: "0.0.0" });
server.registerTool(
  "ping",
  { description: "Answers pong." },
  () => ({ content: [{ type: "text", text: "pong" }] }),
);
await server.connect(new StdioServerTransport());
