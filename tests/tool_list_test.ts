import assert from "node:assert/strict";
import { loadData } from "../mod.ts";
import { listTools } from "../src/tools/registry.ts";
import { connectInMemory } from "./_mcp_client.ts";

Deno.test("tools/list answers what the tools' schemas make (when not: deno task generate:tools)", async () => {
  await using connected = await connectInMemory(loadData());
  const { tools } = await connected.client.listTools();
  assert.deepEqual(
    tools,
    listTools(),
    "src/tools/tool_list.json is stale: run `deno task generate:tools` and commit the file",
  );
});
