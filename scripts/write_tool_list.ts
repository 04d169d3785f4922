/**
 * Writes `src/tools/tool_list.json`, the `tools/list` answer the server gives, from the tools'
 * zod schemas (`listTools` in `src/tools/registry.ts`). Run it after changing a tool's name,
 * description or schemas; `tests/tool_list_test.ts` fails while the file is stale.
 *
 * Usage: `deno task generate:tools`
 *
 * @module
 */
import { listTools } from "../src/tools/registry.ts";

const FILE = new URL("../src/tools/tool_list.json", import.meta.url);

Deno.writeTextFileSync(FILE, `${JSON.stringify(listTools(), null, 2)}\n`);
console.error(`Wrote ${FILE.pathname}`);
