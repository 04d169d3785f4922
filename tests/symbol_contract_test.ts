/**
 * The symbol tools' contract (tests/_symbol_suite.ts) in memory, over stdio against the
 * spawned CLI, and over stateless Streamable HTTP.
 *
 * @module
 */
import { loadData, startHttpServer } from "../mod.ts";
import { connectCli } from "./_mcp_client.ts";
import { connectHttp } from "./_http.ts";
import { connectInMemory } from "./_mcp_client.ts";
import { checkSymbolContract, SYMBOL_FIXTURE, symbolCatalog } from "./_symbol_suite.ts";

Deno.test("the symbol contract holds on the fixture snapshot in memory", async (t) => {
  const data = symbolCatalog();
  await using c = await connectInMemory(data);
  await checkSymbolContract(t, c, data);
});

const DEMO_HAS_SYMBOLS = loadData().packages.some((pkg) => pkg.symbols !== undefined);

Deno.test({
  name: `the symbol contract holds on the bundled demo snapshot${
    DEMO_HAS_SYMBOLS ? "" : " (skipped: the bundled snapshot has no symbols)"
  }`,
  ignore: !DEMO_HAS_SYMBOLS,
  fn: async (t) => {
    const data = loadData();
    await using c = await connectInMemory(data);
    await checkSymbolContract(t, c, data);
  },
});

Deno.test("the symbol contract holds over stdio against the spawned CLI", async (t) => {
  await using c = await connectCli(SYMBOL_FIXTURE);
  await checkSymbolContract(t, c, symbolCatalog());
});

Deno.test("the symbol contract holds over stateless Streamable HTTP", async (t) => {
  const data = symbolCatalog();
  await using server = await startHttpServer({ data });
  await using c = await connectHttp(server.url);
  await checkSymbolContract(t, c, data);
});
