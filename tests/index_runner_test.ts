/**
 * The indexing worker's bounded heap (`src/live/installed/index_runner.ts`): a package the
 * worker cannot hold is read again on a worker with more, and the log says so once.
 */
import assert from "node:assert/strict";
import { planDependencies } from "../src/generator/find/dependency_plan.ts";
import { IndexRunner } from "../src/live/installed/index_runner.ts";
import { installed, manifest, writeApp } from "./_installed_apps.ts";

Deno.test("a package the worker's heap cannot hold is read again on a worker with more", async () => {
  using app = writeApp({
    "package.json": manifest("app", "1.0.0", { dependencies: { a: "^1.0.0", b: "^2.0.0" } }),
    ...installed("node_modules/a", "a", "1.0.0"),
    ...installed("node_modules/b", "b", "2.0.0"),
  });
  const [a, b] = planDependencies(app.root, {}, undefined, () => {});
  const lines: string[] = [];
  // 16 MB cannot hold the reader (TypeScript alone is more): the first worker runs out.
  const runner = new IndexRunner({
    log: (line) => lines.push(line),
    heapLimitsMb: [16, undefined],
  });
  try {
    const first = await runner.index({ planned: a!, app: app.root, cacheFolder: undefined });
    assert.equal(first.entry?.name, "a");
    assert.deepEqual(first.entry?.symbols?.map((symbol) => symbol.name), ["version"]);
    // The next package goes to the worker with more, with nothing more said.
    const second = await runner.index({ planned: b!, app: app.root, cacheFolder: undefined });
    assert.equal(second.entry?.version, "2.0.0");
    assert.deepEqual(lines, [
      "catalog-mcp: a@1.0.0 needs more than the indexing worker's 16 MB heap; reading it again " +
      "with more",
    ]);
  } finally {
    runner.close();
  }
});
