/**
 * `--deps` on the pinned evaluation app (`.bench/deps-app`, `deno task eval:deps:install`),
 * each figure against the budget of issue 35, timed from outside by a real MCP client (the SDK's
 * `Client` over stdio, the server spawned as a client config spawns it):
 *
 * - cold start (an empty package cache) to the first `list-packages` answer naming every
 *   package with its version, to the first `search` answer, and to every package indexed;
 * - a second start (the same cache) to every package indexed;
 * - one package added by `npm install` (in a copy of the app) to its being indexed, from the
 *   moment npm exits;
 * - `search` p95 over all packages: the 40 evaluation questions, several rounds, once the
 *   index is built; and the trials' assistants' own queries (`trial_queries.json`: keywords,
 *   most with a package filter, some with a kind or a limit), as many rounds;
 * - the server's peak RSS (VmHWM) against the text catalogued (the `generate --deps` snapshot
 *   of the same app, in bytes); the indexing processes' (`src/live/installed/index_process.ts`)
 *   peak, and the peak of both together, sampled every 20 ms during the cold start.
 *
 *     deno task bench:deps [--app .bench/deps-app] [--rounds 5] [--add dayjs@1.11.13] [--runtime node]
 *       [--v8-flags --max-semi-space-size=4]
 *
 * `--runtime node` times the npm package instead, the README's one-line setup: the package is
 * built (`build:npm`), packed and installed into a scratch folder, and its bin run under Node 22
 * (`scripts/clients`), which starts its indexing processes under Node too. `--v8-flags` starts
 * the Deno server with those V8 flags, to weigh a setting's memory against its time.
 *
 * @module
 */
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { loadAverage, median, percentile } from "./_stats.ts";
import { untilIndexed } from "./_deps_indexed.ts";
import { ensureClients, NODE_22 } from "./install_clients.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const { values } = parseArgs({
  args: Deno.args,
  options: {
    app: { type: "string", default: join(ROOT, ".bench/deps-app") },
    rounds: { type: "string", default: "5" },
    add: { type: "string", default: "dayjs@1.11.13" },
    runtime: { type: "string", default: "deno" },
    "v8-flags": { type: "string" },
  },
});
if (values.runtime !== "deno" && values.runtime !== "node") {
  throw new Error(`--runtime ${values.runtime}: deno or node`);
}
// The app's real folder: a copy of a link to it would be the link, and npm would install into the
// pinned app.
const app = realpathSync(resolve(values.app));
const rounds = Number(values.rounds);

/** The budgets of issue 35. */
const BUDGET = {
  firstList: 1_000,
  firstSearch: 3_000,
  allIndexed: 30_000,
  warmIndexed: 500,
  installIndexed: 5_000,
  searchP95: 15,
  rssRatio: 5,
  rssMiB: 800,
};

/** A server spawned over stdio and its client. */
interface Served {
  client: Client;
  pid: number;
  close(): Promise<void>;
}

/** The npm package's bin, built, packed and installed into a scratch folder. */
async function installedNpmBin(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), "bench-deps-npm-"));
  const steps: [string, string[], string][] = [
    [Deno.execPath(), ["task", "build:npm"], ROOT],
    ["npm", ["pack", "--pack-destination", folder], join(ROOT, "npm")],
    ["npm", ["init", "-y"], folder],
  ];
  for (const [command, args, cwd] of steps) await quietly(command, args, cwd);
  const tarball = readdirSync(folder).find((name) => name.endsWith(".tgz"))!;
  await quietly("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", tarball], folder);
  await ensureClients();
  return join(folder, "node_modules", ".bin", "catalog-mcp");
}

async function quietly(command: string, args: string[], cwd: string): Promise<void> {
  const { success, stderr } = await new Deno.Command(command, { args, cwd, stdout: "null" })
    .output();
  if (!success) {
    throw new Error(`${command} ${args.join(" ")} failed: ${new TextDecoder().decode(stderr)}`);
  }
}

/** The npm bin when the npm package is timed. */
const npmBin = values.runtime === "node" ? await installedNpmBin() : undefined;

/** How the server is started: `deno run` of this repository, or Node 22 and the npm bin. */
function serverCommand(cache: string): { command: string; args: string[] } {
  if (npmBin !== undefined) return { command: NODE_22, args: [npmBin] };
  return {
    command: Deno.execPath(),
    args: [
      "run",
      "--quiet",
      "--no-prompt",
      "--allow-read",
      `--allow-write=${cache}`,
      "--allow-env",
      // The indexer's own process: `deno run` with no more than these.
      `--allow-run=${Deno.execPath()}`,
      ...(values["v8-flags"] === undefined ? [] : [`--v8-flags=${values["v8-flags"]}`]),
      join(ROOT, "mod.ts"),
    ],
  };
}

/** Spawns `--deps <app>` as a client config does, and connects (the clock runs meanwhile). */
async function serve(appDir: string, cache: string): Promise<Served> {
  const { command, args } = serverCommand(cache);
  const transport = new StdioClientTransport({
    command,
    args: [
      ...args,
      "--deps",
      appDir,
      "--cache-dir",
      cache,
    ],
    stderr: "ignore",
  });
  const client = new Client({ name: "bench-deps", version: "0" });
  await client.connect(transport);
  return { client, pid: transport.pid!, close: () => client.close() };
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args }) as CallToolResult;
  return result.content.map((item) => item.type === "text" ? item.text : "");
}

/** A process' resident set (MiB) of one kind (`VmRSS`, `VmHWM`); 0 once it has ended. */
function residentMiB(pid: number, kind: "VmRSS" | "VmHWM"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    // An ending process (a zombie) has no memory figures left: 0, as one that has ended.
    return Number(new RegExp(`${kind}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The processes a process has started and that have not ended. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean)
        .map(Number)
    );
  } catch {
    return [];
  }
}

/**
 * Samples a server's child processes every 20 ms: the highest peak RSS any of them reached,
 * and the highest RSS of the server and its children together.
 */
function sampleChildren(pid: number): { stop(): { children: number; together: number } } {
  let children = 0;
  let together = 0;
  const timer = setInterval(() => {
    const pids = childrenOf(pid);
    for (const child of pids) children = Math.max(children, residentMiB(child, "VmHWM"));
    const now = pids.reduce((sum, child) => sum + residentMiB(child, "VmRSS"), 0);
    together = Math.max(together, now + residentMiB(pid, "VmRSS"));
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return { children, together };
    },
  };
}

/** The bytes of the snapshot `generate --deps` writes for the app: the text catalogued. */
async function catalogBytes(appDir: string): Promise<number> {
  const out = join(mkdtempSync(join(tmpdir(), "bench-deps-")), "catalog.json");
  const run = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", join(ROOT, "mod.ts"), "generate", "--deps", appDir, "--out", out],
    stdout: "null",
    stderr: "null",
  }).output();
  if (!run.success) throw new Error("generate --deps failed");
  return statSync(out).size;
}

const questions = (JSON.parse(
  readFileSync(join(ROOT, "scripts/deps_eval/questions.json"), "utf8"),
) as { question: string }[]).map((q) => q.question);

/** The arguments the trials' assistants gave `search`, as they gave them. */
const assistantQueries = Object.values(
  JSON.parse(readFileSync(join(ROOT, "scripts/deps_eval/trial_queries.json"), "utf8")) as Record<
    string,
    Record<string, unknown>[]
  >,
).flat();

const rows: [string, string, string, boolean][] = [];
const row = (what: string, value: number, unit: string, budget: number) =>
  rows.push([
    what,
    `${value.toFixed(unit === "ms" ? 0 : 1)} ${unit}`,
    `<= ${budget} ${unit}`,
    value <= budget,
  ]);

const cache = mkdtempSync(join(tmpdir(), "bench-deps-cache-"));
try {
  // Cold: an empty cache.
  const started = performance.now();
  const cold = await serve(app, cache);
  const sampling = sampleChildren(cold.pid);
  const listed = JSON.parse((await call(cold.client, "list-packages"))[0]!) as {
    name: string;
    version: string;
  }[];
  const firstList = performance.now() - started;
  const installed = JSON.parse(readFileSync(join(app, "package.json"), "utf8"));
  const declared = Object.keys({ ...installed.dependencies, ...installed.devDependencies })
    .filter((name) => !name.startsWith("@types/"));
  const missing = declared.filter((name) => !listed.some((pkg) => pkg.name === name));
  if (missing.length > 0) throw new Error(`list-packages lacks ${missing.join(", ")}`);
  await call(cold.client, "search", { query: questions[0]! });
  const firstSearch = performance.now() - started;
  const allIndexed = await untilIndexed(cold.client, started);
  const indexing = sampling.stop();
  // search p95: the first query builds the index; the rounds after it are timed.
  const building = performance.now();
  await call(cold.client, "search", { query: questions[0]! });
  const indexBuild = performance.now() - building;
  const timed = async (queries: readonly Record<string, unknown>[]) => {
    const samples: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const query of queries) {
        const before = performance.now();
        await call(cold.client, "search", query);
        samples.push(performance.now() - before);
      }
    }
    return samples;
  };
  const samples = await timed(questions.map((query) => ({ query })));
  const asked = await timed(assistantQueries);
  const rss = residentMiB(cold.pid, "VmHWM");
  await cold.close();

  // Warm: the same cache.
  const again = performance.now();
  const warm = await serve(app, cache);
  const warmIndexed = await untilIndexed(warm.client, again);
  await warm.close();

  // One package added by npm install, in a copy of the app (the pinned one stays as it is).
  const copy = join(mkdtempSync(join(tmpdir(), "bench-deps-app-")), "app");
  cpSync(app, copy, { recursive: true, verbatimSymlinks: true });
  const following = await serve(copy, cache);
  await untilIndexed(following.client, performance.now());
  const npm = await new Deno.Command("npm", {
    args: ["install", "--save-exact", "--ignore-scripts", "--no-audit", "--no-fund", values.add],
    cwd: copy,
    stdout: "null",
    stderr: "null",
  }).output();
  if (!npm.success) throw new Error(`npm install ${values.add} failed`);
  const npmDone = performance.now();
  const [name, version] = [
    values.add.slice(0, values.add.lastIndexOf("@")),
    values.add.slice(values.add.lastIndexOf("@") + 1),
  ];
  for (;;) {
    const texts = await call(following.client, "list-packages");
    const pkgs = JSON.parse(texts[0]!) as { name: string; version: string }[];
    const there = pkgs.some((pkg) => pkg.name === name && pkg.version === version);
    if (there && texts.length === 1) break;
    if (performance.now() - npmDone > 60_000) throw new Error(`${values.add} never indexed`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const installIndexed = performance.now() - npmDone;
  await following.close();
  rmSync(join(copy, ".."), { recursive: true, force: true });

  const text = await catalogBytes(app) / 2 ** 20;
  row(
    "cold start to the first list-packages (every package, its version)",
    firstList,
    "ms",
    BUDGET.firstList,
  );
  row("cold start to the first search answer", firstSearch, "ms", BUDGET.firstSearch);
  row("cold start to every package indexed", allIndexed, "ms", BUDGET.allIndexed);
  row(
    "second start to every package indexed (from the cache)",
    warmIndexed,
    "ms",
    BUDGET.warmIndexed,
  );
  row(`npm install ${values.add} exits to it indexed`, installIndexed, "ms", BUDGET.installIndexed);
  row(
    `search p95 over all packages (${samples.length} queries)`,
    percentile(samples, 0.95),
    "ms",
    BUDGET.searchP95,
  );
  row(
    `search p95, the assistants' own queries (${asked.length}, most of one package)`,
    percentile(asked, 0.95),
    "ms",
    BUDGET.searchP95,
  );
  row("peak RSS", rss, "MiB", BUDGET.rssMiB);
  row("peak RSS / text catalogued", rss / text, "x", BUDGET.rssRatio);
  row("indexing processes' peak RSS (cold start)", indexing.children, "MiB", BUDGET.rssMiB);
  row("server and indexer together, peak (sampled)", indexing.together, "MiB", BUDGET.rssMiB);
  console.log(
    `--deps on ${app} (${listed.length} packages) under ${values.runtime}, load ${loadAverage()}`,
  );
  console.log(`text catalogued (generate --deps snapshot): ${text.toFixed(1)} MiB`);
  console.log(
    `search: index built by the first query in ${indexBuild.toFixed(0)} ms; ` +
      `p50 ${median(samples).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, ` +
      `max ${Math.max(...samples).toFixed(1)} ms; the assistants' queries p50 ` +
      `${median(asked).toFixed(1)} ms, p95 ${percentile(asked, 0.95).toFixed(1)} ms`,
  );
  console.table(
    rows.map(([what, value, budget, ok]) => ({ what, value, budget, ok: ok ? "yes" : "NO" })),
  );
} finally {
  rmSync(cache, { recursive: true, force: true });
}
