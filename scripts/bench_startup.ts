/**
 * Startup benchmark (`deno task bench:startup`): cold start, from spawning the process to the
 * `tools/list` answer over stdio, the way an MCP client starts a server (initialize, then
 * initialized and tools/list). Measured in the same run, interleaved round by round:
 *
 * - a bare `deno run` of an empty module (spawn to exit): the runtime's own floor;
 * - a minimal SDK stdio server with one tool (`_bench_minimal_server.ts`): the baseline;
 * - catalog-mcp with the bundled snapshot (target: within 1.05x of the baseline);
 * - catalog-mcp with an empty snapshot: the server alone, without reading, parsing and validating
 *   a catalog (for reading the figure above, no target);
 * - catalog-mcp with the 100 MB generated catalog (target: under 1.5 s), generated into
 *   `.bench/` first when it is not there.
 *
 * "Cold" means a new process; Deno's module and code caches are warm, as they are from a
 * client's second start on (warm-up runs first). Exits 1 when a target is missed.
 *
 * Usage: `deno task bench:startup [--runs 15]`
 *
 * @module
 */
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { initializeRequest } from "../tests/_initialize.ts";
import { readLines } from "../tests/_stdio_peer.ts";
import { loadAverage, median } from "./_stats.ts";
import { writeLargeCatalog } from "./generate_large_catalog.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BUNDLED = fileURLToPath(new URL("../data/catalog.json", import.meta.url));
const LARGE = fileURLToPath(new URL("../.bench/large-catalog.json", import.meta.url));
const EMPTY = fileURLToPath(new URL("../.bench/empty-catalog.json", import.meta.url));
const WARMUP_RUNS = 2;
const TARGET_RATIO = 1.05;
const TARGET_LARGE_MS = 1500;

/** One way of starting a process, and what counts as "started". */
interface Subject {
  label: string;
  args: string[];
  /** true: time to the tools/list answer; false: time to exit. */
  mcp: boolean;
}

const { values } = parseArgs({ args: Deno.args, options: { runs: { type: "string" } } });
const runs = Number(values.runs ?? 15);

if (!existsSync(LARGE)) {
  console.error(`Generating ${LARGE} (once; .bench/ is git-ignored)…`);
  writeLargeCatalog(LARGE);
}
Deno.writeTextFileSync(EMPTY, JSON.stringify({ version: "0.0.0", packages: [] }));

const serve = (snapshot: string, extra: string[] = []): string[] => [
  "run",
  "--quiet",
  "--no-prompt",
  `--allow-read=${ROOT}src,${snapshot}`,
  "mod.ts",
  ...extra,
];
const subjects: Subject[] = [
  { label: "bare deno run (empty module, to exit)", args: ["run", "data:,"], mcp: false },
  {
    label: "minimal SDK stdio server, one tool",
    args: ["run", "--quiet", "scripts/_bench_minimal_server.ts"],
    mcp: true,
  },
  {
    label: `catalog-mcp, bundled snapshot (${megabytes(BUNDLED)})`,
    args: serve(BUNDLED),
    mcp: true,
  },
  {
    label: "catalog-mcp, empty snapshot (the server alone)",
    args: serve(EMPTY, ["--data", EMPTY]),
    mcp: true,
  },
  {
    label: `catalog-mcp, generated catalog (${megabytes(LARGE)})`,
    args: serve(LARGE, ["--data", LARGE]),
    mcp: true,
  },
];

const times = new Map<Subject, number[]>(subjects.map((subject) => [subject, []]));
for (let round = -WARMUP_RUNS; round < runs; round++) {
  // Rotating the order keeps a subject from always following the same one.
  for (let i = 0; i < subjects.length; i++) {
    const subject = subjects[(i + round + WARMUP_RUNS) % subjects.length]!;
    const ms = await startOnce(subject);
    if (round >= 0) times.get(subject)!.push(ms);
  }
}

const stats = new Map(subjects.map((subject) => [subject, summarize(times.get(subject)!)]));
const [bare, minimal, bundled, , large] = subjects.map((subject) => stats.get(subject)!);
const header = ["median", "min", "max", "vs minimal"].map((cell) => cell.padStart(11)).join("");
console.log(`Cold start, spawn to the tools/list answer over stdio (${runs} runs each, ms)`);
console.log(
  `Load average ${loadAverage()} on ${navigator.hardwareConcurrency} cores \
(other work on the machine inflates every figure; the min least)\n`,
);
console.log(`${"".padEnd(48)}${header}`);
for (const subject of subjects) {
  const { median, min, max } = stats.get(subject)!;
  const cells = [median, min, max].map((ms) => ms.toFixed(0));
  if (subject.mcp) cells.push(`${(median / minimal!.median).toFixed(2)}x`);
  console.log(`${subject.label.padEnd(48)}${cells.map((cell) => cell.padStart(11)).join("")}`);
}
const ratio = bundled!.median / minimal!.median;
const verdicts = [
  [
    `bundled snapshot: ${ratio.toFixed(2)}x the minimal server (median; ` +
    `${(bundled!.min / minimal!.min).toFixed(2)}x min to min), target <= ${TARGET_RATIO}x`,
    ratio <= TARGET_RATIO,
  ],
  [
    `generated catalog: ${large!.median.toFixed(0)} ms (median), target < ${TARGET_LARGE_MS} ms`,
    large!.median < TARGET_LARGE_MS,
  ],
] as const;
console.log(`\nbare deno run: ${bare!.median.toFixed(0)} ms, the floor under every server above.`);
for (const [text, met] of verdicts) console.log(`${met ? "ok  " : "MISS"} ${text}`);
if (verdicts.some(([, met]) => !met)) Deno.exitCode = 1;

/** Spawns `subject` once; milliseconds from spawn to the tools/list answer (or to exit). */
async function startOnce(subject: Subject): Promise<number> {
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: subject.args,
    cwd: ROOT,
    stdin: subject.mcp ? "piped" : "null",
    stdout: subject.mcp ? "piped" : "null",
    stderr: "null",
  }).spawn();
  if (!subject.mcp) {
    await child.status;
    return performance.now() - started;
  }
  const writer = child.stdin.getWriter();
  const lines = readLines(child.stdout);
  const send = (message: object) =>
    writer.write(new TextEncoder().encode(`${JSON.stringify(message)}\n`));
  await send(initializeRequest(1, "bench"));
  await answerTo(1, lines);
  await send({ jsonrpc: "2.0", method: "notifications/initialized" });
  await send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
  await answerTo(2, lines);
  const elapsed = performance.now() - started;
  await writer.close();
  await lines.return(undefined);
  await child.status;
  return elapsed;
}

/** Reads messages until the answer to `id`; throws if the process ends first. */
async function answerTo(id: number, lines: AsyncGenerator<string>): Promise<void> {
  // next() by hand: leaving a for-await loop would close the generator for the next call.
  for (let line = await lines.next(); !line.done; line = await lines.next()) {
    if (JSON.parse(line.value).id === id) return;
  }
  throw new Error(`the server exited before answering request ${id}`);
}

function summarize(values: number[]): { median: number; min: number; max: number } {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

function megabytes(path: string): string {
  const size = statSync(path).size;
  return size >= 1e6 ? `${(size / 1e6).toFixed(0)} MB` : `${(size / 1e3).toFixed(0)} KB`;
}
