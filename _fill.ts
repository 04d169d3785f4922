import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
const t0 = performance.now();
const transport = new StdioClientTransport({ command: Deno.execPath(), args: ["run", "-A", "mod.ts", "--deps", ".bench/deps-app", "--cache-dir", Deno.args[0]!], stderr: "ignore" });
const client = new Client({ name: "fill", version: "0" });
await client.connect(transport);
for (;;) {
  const r: any = await client.callTool({ name: "search", arguments: { query: "zod schema" } });
  const texts = r.content.map((c: any) => c.text).join("\n");
  if (!/Not indexed yet/.test(texts)) break;
  await new Promise((r) => setTimeout(r, 100));
}
console.log("all indexed after", (performance.now() - t0).toFixed(0), "ms");
await client.close();
