/**
 * The answer budgets of the symbol tools, measured on snapshots with symbols: every exported
 * name asked of get-symbol (with its package), and list-symbols for every package, over an
 * in-memory MCP connection, so the figures are the text a client receives.
 *
 * Budgets (issue 15): the median get-symbol answer under 1,500 characters, the 95th
 * percentile under 6,000, list-symbols for the largest package under 8,000. Exits 1 when a
 * snapshot misses one.
 *
 * Usage: `deno task measure:symbol-answers <snapshot.json> [...]`. Make a snapshot of a
 * monorepo with the generator (`deno run -A generator.ts --repo-root <dir> --out <file>`).
 *
 * @module
 */
import { parseArgs } from "node:util";
import { loadData } from "../mod.ts";
import { connectInMemory, textOf } from "../tests/_mcp_client.ts";
import { median, percentile } from "./_stats.ts";

const BUDGETS = { median: 1_500, p95: 6_000, list: 8_000 };

const { positionals } = parseArgs({ args: Deno.args, allowPositionals: true });
if (positionals.length === 0) {
  console.error("Usage: deno task measure:symbol-answers <snapshot.json> [...]");
  Deno.exit(2);
}
let missed = false;
for (const path of positionals) missed = !(await measure(path)) || missed;
if (missed) Deno.exitCode = 1;

async function measure(path: string): Promise<boolean> {
  const data = loadData({ path });
  await using client = await connectInMemory(data);
  const sizes: { size: number; label: string; shortened: boolean }[] = [];
  let errors = 0;
  const lists: { size: number; label: string }[] = [];
  for (const pkg of data.packages) {
    if (pkg.symbols === undefined) continue;
    const list = await client.call("list-symbols", { packageSlug: pkg.slug });
    lists.push({ size: textOf(list).length, label: `${pkg.slug} (${pkg.symbols.length})` });
    for (const name of new Set(pkg.symbols.map((symbol) => symbol.name))) {
      const result = await client.call("get-symbol", { packageSlug: pkg.slug, name });
      if (result.isError) errors++;
      const text = textOf(result);
      const shortened = text.includes("One member with its docs");
      sizes.push({ size: text.length, label: `${pkg.slug} ${name}`, shortened });
    }
  }
  const all = sizes.map((s) => s.size);
  const largestList = lists.reduce((a, b) => (b.size > a.size ? b : a), { size: 0, label: "-" });
  const figures = { median: median(all), p95: percentile(all, 0.95), list: largestList.size };
  const top = [...sizes].sort((a, b) => b.size - a.size).slice(0, 5);
  const ok = figures.median < BUDGETS.median && figures.p95 < BUDGETS.p95 &&
    figures.list < BUDGETS.list && errors === 0;
  console.log(`${path}: ${sizes.length} names in ${lists.length} packages, ${errors} errors`);
  console.log(
    `  get-symbol characters: median ${figures.median} (budget < ${BUDGETS.median}), ` +
      `p95 ${figures.p95} (< ${BUDGETS.p95}), max ${top[0]?.size ?? 0}; ` +
      `${sizes.filter((s) => s.shortened).length} answers shortened their members`,
  );
  console.log(`  largest: ${top.map((s) => `${s.label} ${s.size}`).join(", ")}`);
  console.log(
    `  list-symbols characters: largest ${largestList.size} for ${largestList.label} ` +
      `(< ${BUDGETS.list}); median ${median(lists.map((l) => l.size))}`,
  );
  console.log(`  ${ok ? "all budgets met" : "BUDGET MISSED"}`);
  return ok;
}
