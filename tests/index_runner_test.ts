/**
 * Where packages are indexed (`src/live/installed/index_runner.ts`): in a child process or on
 * a worker thread, each with a bounded heap. A package the indexer cannot hold is read again by
 * one with more, and the log says so once; an idle runner leaves no child process behind.
 */
import assert from "node:assert/strict";
import { planDependencies } from "../src/generator/find/dependency_plan.ts";
import { type IndexPlace, IndexRunner } from "../src/live/installed/index_runner.ts";
import { installed, manifest, writeApp } from "./_installed_apps.ts";

function twoPackages() {
  const app = writeApp({
    "package.json": manifest("app", "1.0.0", { dependencies: { a: "^1.0.0", b: "^2.0.0" } }),
    ...installed("node_modules/a", "a", "1.0.0"),
    ...installed("node_modules/b", "b", "2.0.0"),
  });
  const [a, b] = planDependencies(app.root, {}, undefined, () => {});
  return { app, a: a!, b: b! };
}

/** A runner whose log lines are kept. */
function loggingRunner(
  options: Omit<NonNullable<ConstructorParameters<typeof IndexRunner>[0]>, "log">,
): { runner: IndexRunner; lines: string[] } {
  const lines: string[] = [];
  return { runner: new IndexRunner({ ...options, log: (line) => lines.push(line) }), lines };
}

/**
 * The processes this one has started and not yet seen end, from Linux' /proc (read by `cat`:
 * Deno lets only `--allow-all` read /proc).
 */
async function childProcesses(): Promise<string[]> {
  const { stdout } = await new Deno.Command("sh", {
    args: ["-c", `echo $$; cat /proc/${Deno.pid}/task/*/children`],
  }).output();
  const [shell, ...pids] = new TextDecoder().decode(stdout).split(/\s+/).filter(Boolean);
  return pids.filter((pid) => pid !== shell);
}

for (const place of ["process", "thread"] as IndexPlace[]) {
  Deno.test(`a package the ${place}'s heap cannot hold is read again with more`, async () => {
    const { app, a, b } = twoPackages();
    using _app = app;
    // 16 MB cannot hold the reader (TypeScript alone is more): the first indexer runs out. On
    // this thread (an indexer that cannot start) there is no bound and nothing would be said.
    const { runner, lines } = loggingRunner({ heapLimitsMb: [16, undefined], places: [place] });
    try {
      const first = await runner.index({ planned: a, app: app.root, cacheFolder: undefined });
      assert.equal(first.entry?.name, "a");
      assert.deepEqual(first.entry?.symbols?.map((symbol) => symbol.name), ["version"]);
      // The next package goes to the indexer with more, with nothing more said.
      const second = await runner.index({ planned: b, app: app.root, cacheFolder: undefined });
      assert.equal(second.entry?.version, "2.0.0");
      assert.deepEqual(lines, [
        "catalog-mcp: a@1.0.0 needs more than the indexer's 16 MB heap; reading it again with more",
      ]);
    } finally {
      runner.close();
    }
  });
}

Deno.test("a package with more declarations than the first heap is said to hold goes to the largest at once", async () => {
  const { app, a, b } = twoPackages();
  using _app = app;
  // Past 0 MB of declarations: `a` (one line of them) goes to the second heap, without running
  // the first out; `b` follows it there, with nothing more said.
  const { runner, lines } = loggingRunner({
    heapLimitsMb: [16, undefined],
    places: ["process"],
    largeDeclarationsMb: 0,
  });
  try {
    const first = await runner.index({ planned: a, app: app.root, cacheFolder: undefined });
    assert.deepEqual(first.entry?.symbols?.map((symbol) => symbol.name), ["version"]);
    const second = await runner.index({ planned: b, app: app.root, cacheFolder: undefined });
    assert.equal(second.entry?.version, "2.0.0");
    assert.deepEqual(lines, [
      "catalog-mcp: a@1.0.0 ships more than 0 MB of declarations; reading it with the indexer's " +
      "largest heap",
    ]);
  } finally {
    runner.close();
  }
});

Deno.test({
  name: "an idle runner's child process has ended; the next package starts another",
  ignore: Deno.build.os !== "linux",
  fn: async () => {
    const { app, a, b } = twoPackages();
    using _app = app;
    const runner = new IndexRunner({ places: ["process"] });
    const before = await childProcesses();
    try {
      assert.equal(
        (await runner.index({ planned: a, app: app.root, cacheFolder: undefined }))
          .entry?.name,
        "a",
      );
      const started = (await childProcesses()).filter((pid) => !before.includes(pid));
      assert.equal(started.length, 1, "the package was read in a child process");
      runner.idle();
      await until(async () => !(await childProcesses()).includes(started[0]!));
      assert.equal(
        (await runner.index({ planned: b, app: app.root, cacheFolder: undefined }))
          .entry?.name,
        "b",
      );
    } finally {
      runner.close();
    }
  },
});

/** Yields to the event loop until `condition` holds (10 s at most). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.ok(await condition(), "the condition never held");
}
