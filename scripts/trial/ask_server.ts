/**
 * The server side of a trial: one tool call for one question, its text printed as a client
 * hands it to its model and its characters logged.
 *
 *   deno run -A scripts/trial/ask_server.ts --config <trial.json> --log <calls.jsonl>
 *     [--url <http://127.0.0.1:PORT/mcp>] [--default-max-chars <n>] [--default-limit <n>]
 *     <question-id> <tool> '<json arguments>'
 *
 * Each call starts the question's server over stdio, unless `--url` names one already serving
 * over HTTP (a `--deps` server that keeps its index between calls, as a client's would).
 *
 * `--default-max-chars` and `--default-limit` give `search` another budget or number of results
 * when the assistant passes none, to measure what the defaults should be.
 *
 * @module
 */
import { parseArgs } from "node:util";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { logCall, readTrialConfig, ROOT, targetOf } from "./_trial_config.ts";

const { values, positionals } = parseArgs({
  options: {
    config: { type: "string" },
    log: { type: "string" },
    url: { type: "string" },
    "default-max-chars": { type: "string" },
    "default-limit": { type: "string" },
  },
  allowPositionals: true,
});
const [id, tool, json = "{}"] = positionals;
if (values.config === undefined || values.log === undefined || !id || !tool) {
  console.error(
    "usage: ask_server.ts --config <trial.json> --log <file> <question-id> <tool> '<json>'",
  );
  Deno.exit(2);
}
const [, target] = targetOf(readTrialConfig(values.config), id);
const args = JSON.parse(json) as Record<string, unknown>;
if (tool === "search") {
  if (values["default-max-chars"] !== undefined) {
    args.maxChars ??= Number(values["default-max-chars"]);
  }
  if (values["default-limit"] !== undefined) args.limit ??= Number(values["default-limit"]);
}
const client = new Client({ name: "catalog-mcp-trial", version: "0" });
await client.connect(
  values.url === undefined
    ? new StdioClientTransport({
      command: Deno.execPath(),
      args: ["run", "--quiet", "-A", `${ROOT}/mod.ts`, ...target.server],
      stderr: "ignore",
    })
    : new StreamableHTTPClientTransport(new URL(values.url)),
);
try {
  const result = await client.callTool({ name: tool, arguments: args }) as CallToolResult;
  const text = result.content.map((item) => item.type === "text" ? item.text : "").join("\n");
  console.log(text);
  logCall(values.log, {
    question: id,
    side: "server",
    call: `${tool} ${json}`,
    chars: text.length,
    ...(result.isError ? { error: true } : {}),
  });
} finally {
  await client.close();
}
