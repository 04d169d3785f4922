/**
 * Memory benchmark (`deno task bench:memory`): the peak resident memory of a fresh server
 * process that loads a catalog and answers its first search (which builds the search index),
 * against the snapshot's size, for catalogs of about 2, 20 and 100 MB. Measured in the same
 * run, rounds interleaved, each subject a new process:
 *
 * - the baseline: a process that only reads the file and `JSON.parse`s it
 *   (`_bench_parse_only.ts`);
 * - catalog-mcp over stdio, the index built on one thread (read access to the worker's module
 *   denied, which keeps the build worker from starting);
 * - catalog-mcp over stdio, the index built as the server builds it (two threads above 4 MB of
 *   text).
 *
 * For each: the peak resident set size (VmHWM) once the catalog is loaded (after `initialize`)
 * and once the first `search-packages` has answered, each as a multiple of the file size and of
 * the baseline's peak. The bundled demo catalog (128 KB) shows the process's own floor. Target:
 * on the 100 MB catalog the peak after the first search is at most 4x the file, both ways.
 *
 * Usage: `deno task bench:memory [--runs 3] [--profiles docs,components]` (other profiles are
 * measured at 100 MB; their catalogs are generated into `.bench/` when missing, as are the
 * 2, 20 and 100 MB `docs` catalogs).
 *
 * @module
 */
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { initializeRequest } from "../tests/_initialize.ts";
import { readLines } from "../tests/_stdio_peer.ts";
import { profileNamed, PROFILES } from "./_catalog_profiles.ts";
import { loadAverage, median } from "./_stats.ts";
import { generatedCatalogPath, writeLargeCatalog } from "./generate_large_catalog.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BUNDLED = fileURLToPath(new URL("../data/catalog.json", import.meta.url));
const TARGET_RATIO = 4;

const { values: flags } = parseArgs({
  args: Deno.args,
  options: {
    runs: { type: "string", default: "3" },
    profiles: { type: "string", default: "docs" },
  },
});
const runs = Number(flags.runs);

/** A catalog file to measure. */
interface Catalog {
  label: string;
  path: string;
  bytes: number;
  /** Whether the memory target applies. */
  target: boolean;
}

/** One way of loading a catalog in a new process. */
interface Subject {
  label: string;
  args: (path: string) => string[];
  /** Speaks MCP over stdio (else it is the parse-only baseline). */
  mcp: boolean;
}

/** Peaks of one process, in bytes. */
interface Peaks {
  loaded: number;
  searched: number;
}

const SUBJECTS: Subject[] = [
  {
    label: "read + JSON.parse (baseline)",
    args: (
      path,
    ) => ["run", "--quiet", `--allow-read=${path}`, "scripts/_bench_parse_only.ts", path],
    mcp: false,
  },
  {
    label: "catalog-mcp, index on one thread",
    args: (
      path,
    ) => [
      "run",
      "--quiet",
      "--no-prompt",
      `--allow-read=${ROOT},${path}`,
      // Without the worker's module the server indexes on one thread.
      `--deny-read=${ROOT}src/search_packages/build_worker.ts`,
      "mod.ts",
      "--data",
      path,
    ],
    mcp: true,
  },
  {
    label: "catalog-mcp, index as the server builds it",
    args: (path) => ["run", "--quiet", "--no-prompt", "--allow-read", "mod.ts", "--data", path],
    mcp: true,
  },
];

/** The catalogs: the demo, `docs` at 2, 20 and 100 MB, other profiles at 100 MB. */
function catalogs(): Catalog[] {
  const docs = PROFILES.docs;
  const sized = [40, 400, docs.packages].map((packages) => {
    const path = packages === docs.packages
      ? generatedCatalogPath(docs)
      : fileURLToPath(new URL(`../.bench/memory-docs-${packages}.json`, import.meta.url));
    if (!existsSync(path)) writeLargeCatalog(path, { profile: docs, packages });
    return { path, target: packages === docs.packages };
  });
  const others = flags.profiles.split(",").map((name) => profileNamed(name.trim()))
    .filter((profile) => profile !== docs).map((profile) => {
      const path = generatedCatalogPath(profile);
      if (!existsSync(path)) writeLargeCatalog(path, { profile });
      return { path, target: true };
    });
  return [{ path: BUNDLED, target: false }, ...sized, ...others].map(({ path, target }) => {
    const bytes = statSync(path).size;
    return { label: `${path.split("/").pop()} (${megabytes(bytes)})`, path, bytes, target };
  });
}

/** The peak resident set size of a live process, from /proc (read through `cat`). */
async function peakBytes(pid: number): Promise<number> {
  const { stdout } = await new Deno.Command("cat", { args: [`/proc/${pid}/status`] }).output();
  const kib = /VmHWM:\s+(\d+) kB/.exec(new TextDecoder().decode(stdout))?.[1];
  if (kib === undefined) throw new Error(`cannot read the peak memory of process ${pid}`);
  return Number(kib) * 1024;
}

/** Runs one subject on one catalog in a new process and reads its peaks. */
async function measure(subject: Subject, catalog: Catalog): Promise<Peaks> {
  const child = new Deno.Command(Deno.execPath(), {
    args: subject.args(catalog.path),
    cwd: ROOT,
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const writer = child.stdin.getWriter();
  const lines = readLines(child.stdout);
  try {
    if (!subject.mcp) {
      await lines.next();
      const peak = await peakBytes(child.pid);
      return { loaded: peak, searched: peak };
    }
    const send = (message: object) =>
      writer.write(new TextEncoder().encode(`${JSON.stringify(message)}\n`));
    await send(initializeRequest(1, "bench-memory"));
    await answerTo(1, lines);
    const loaded = await peakBytes(child.pid);
    await send({ jsonrpc: "2.0", method: "notifications/initialized" });
    await send({
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "search-packages", arguments: { query: "server test", limit: 3 } },
    });
    await answerTo(2, lines);
    return { loaded, searched: await peakBytes(child.pid) };
  } finally {
    await writer.close();
    await lines.return(undefined);
    await child.status;
  }
}

/** Reads messages until the answer to `id`; throws if the process ends first. */
async function answerTo(id: number, lines: AsyncGenerator<string>): Promise<void> {
  for (let line = await lines.next(); !line.done; line = await lines.next()) {
    if (JSON.parse(line.value).id === id) return;
  }
  throw new Error(`the server exited before answering request ${id}`);
}

function megabytes(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(0)} KB`;
}

if (import.meta.main) {
  const measured = catalogs();
  const results = new Map<string, Peaks[]>();
  const key = (subject: Subject, catalog: Catalog) => `${subject.label}|${catalog.path}`;
  console.log(`Load average before: ${loadAverage()}`);
  for (let round = 0; round < runs; round++) {
    for (const catalog of measured) {
      // Rotating the order keeps a subject from always following the same one.
      for (let i = 0; i < SUBJECTS.length; i++) {
        const subject = SUBJECTS[(i + round) % SUBJECTS.length]!;
        const peaks = await measure(subject, catalog);
        results.set(key(subject, catalog), [...results.get(key(subject, catalog)) ?? [], peaks]);
      }
    }
  }
  console.log(
    `\nPeak resident memory (VmHWM), median of ${runs} fresh processes each; ratios to the ` +
      "file size, and to the baseline's peak\n",
  );
  console.log(
    "| catalog | process | peak after load | peak after first search | x file | x baseline |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: |");
  const verdicts: string[] = [];
  for (const catalog of measured) {
    const baseline = median(results.get(key(SUBJECTS[0]!, catalog))!.map((p) => p.searched));
    for (const subject of SUBJECTS) {
      const peaks = results.get(key(subject, catalog))!;
      const loaded = median(peaks.map((p) => p.loaded));
      const searched = median(peaks.map((p) => p.searched));
      const cells = [
        catalog.label,
        subject.label,
        megabytes(loaded),
        subject.mcp ? megabytes(searched) : "",
        `${(searched / catalog.bytes).toFixed(2)}x`,
        `${(searched / baseline).toFixed(2)}x`,
      ];
      console.log(`| ${cells.join(" | ")} |`);
      if (catalog.target && subject.mcp) {
        const ratio = searched / catalog.bytes;
        verdicts.push(
          `${ratio <= TARGET_RATIO ? "met   " : "MISSED"} ${catalog.label}, ${subject.label}: ` +
            `${ratio.toFixed(2)}x the file after the first search (target <= ${TARGET_RATIO}x)`,
        );
      }
    }
  }
  console.log(`\n${verdicts.join("\n")}`);
  const missed = verdicts.some((verdict) => verdict.startsWith("MISSED"));
  console.log(`Load average after: ${loadAverage()}`);
  if (missed) Deno.exitCode = 1;
}
