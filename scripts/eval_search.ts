/**
 * The search evaluation (issue 25): asks every question of `scripts/search_eval/questions.json`
 * twice, as keywords and in full, through the server's `search` tool over stdio, as an assistant
 * would, then `fetch`es the answer, and prints hit@1, hit@3, MRR and the characters read
 * (`search` answer + `fetch` answer), per catalog and overall, keywords and full questions apart.
 *
 *   deno task eval:search [--set <dir>] [--snapshots <dir>] [--catalog <name>=<snapshot.json>]...
 *                         [--only <name>]... [--server <path/to/mod.ts>] [--limit <n>] [--max-chars <n>]
 *                         [--misses] [--json <out.json>] [--check]
 *
 * `--set` names the folder of another question set, with its own `catalogs.json` and
 * `questions.json` (`scripts/search_eval/held_out/` and `scripts/search_eval/blind/`: written by
 * someone who never saw a ranking; the blind set also records each question's answer).
 *
 * Snapshots come from `--snapshots` (default `.bench/search-eval/`, written by
 * `scripts/eval_search_prepare.ts`); the real 29-package catalog from `../shared/corpus/` when it
 * is there. An absent snapshot is skipped and said so. Every expected id is checked against its
 * snapshot first: a missing one stops the run (`--check` does only that). `--server` runs another checkout's CLI (its
 * `mod.ts`), so the same questions measure a colleague's branch. See docs/search-eval.md.
 *
 * @module
 */
import { existsSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { parseArgs } from "node:util";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { loadData } from "../mod.ts";
import {
  DEFAULT_SNAPSHOT_DIR,
  EVAL_DIR,
  type EvalCatalog,
  type EvalQuestion,
  type Figures,
  figures,
  firstRank,
  type Form,
  FORMS,
  missingIds,
  type Outcome,
  readCatalogs,
  readQuestions,
  REPO_ROOT,
  snapshotIds,
} from "./_search_eval.ts";
import { median } from "./_stats.ts";
import { Bm25Baseline } from "./_bm25_baseline.ts";

/** The number of results `search` gives by default, which the baseline gives too. */
const DEFAULT_RESULTS = 5;

const { values } = parseArgs({
  options: {
    snapshots: { type: "string", default: DEFAULT_SNAPSHOT_DIR },
    set: { type: "string", default: EVAL_DIR },
    catalog: { type: "string", multiple: true, default: [] },
    only: { type: "string", multiple: true, default: [] },
    server: { type: "string", default: resolve(REPO_ROOT, "mod.ts") },
    limit: { type: "string" },
    "max-chars": { type: "string" },
    misses: { type: "boolean", default: false },
    json: { type: "string" },
    check: { type: "boolean", default: false },
  },
});

/** One asking of one question, for `--json` and `--misses`. */
interface Asked extends Outcome {
  /** The rank of the answer in the plain BM25 baseline's results (`_bm25_baseline.ts`). */
  baselineRank: number | null;
  question: string;
  catalog: string;
  form: Form;
  query: string;
  top: string[];
  /** Characters of the `search` answer text and of the `fetch` answer text. */
  searchChars: number;
  fetchChars: number;
  /** A tool error: the asking still counts (a failed search is a miss). */
  error?: string;
}

/** A search result as the `search` tool's text answer holds it. */
interface SearchHit {
  id: string;
  title: string;
  url: string;
  text: string;
}

/** Raised when the server lacks a tool the evaluation needs; ends the run without a trace. */
class MissingTool extends Error {}

const overrides = new Map(values.catalog.map((pair) => {
  const at = pair.indexOf("=");
  if (at < 1) throw new Error(`--catalog wants <name>=<snapshot.json>, got ${pair}`);
  return [pair.slice(0, at), pair.slice(at + 1)] as const;
}));
const setDir = `${resolve(values.set)}/`;
const allCatalogs = readCatalogs(setDir);
const catalogs = allCatalogs.filter((c) =>
  values.only.length === 0 || values.only.includes(c.name)
);
const questions = readQuestions(allCatalogs, setDir);
const server = resolve(values.server);
const kindOf = new Map(questions.map((q) => [q.id, q.kind]));
const limit = values.limit === undefined ? undefined : Number(values.limit);
const maxChars = values["max-chars"] === undefined ? undefined : Number(values["max-chars"]);

/** Where a catalog's snapshot is, whether or not it exists. */
function snapshotPath(catalog: EvalCatalog): string {
  const given = overrides.get(catalog.name);
  if (given !== undefined) return resolve(given);
  if (catalog.path !== undefined) {
    return isAbsolute(catalog.path) ? catalog.path : resolve(REPO_ROOT, catalog.path);
  }
  return resolve(values.snapshots, catalog.snapshot ?? "");
}

/** The single text item of a tool result. */
function textOf(result: CallToolResult, what: string): string {
  const [item, ...rest] = result.content;
  if (item?.type !== "text" || rest.length > 0) {
    throw new Error(`${what}: expected one text item, got ${JSON.stringify(result.content)}`);
  }
  return item.text;
}

/** Connects an SDK client to the CLI at `serverPath` over stdio, serving `snapshot`. */
async function connect(serverPath: string, snapshot: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: ["run", "--quiet", "--no-prompt", "--allow-read", serverPath, "--data", snapshot],
    cwd: dirname(serverPath),
    stderr: "inherit",
  });
  const client = new Client({ name: "catalog-mcp-search-eval", version: "0" });
  await client.connect(transport);
  const { tools } = await client.listTools();
  for (const name of ["search", "fetch"]) {
    if (!tools.some((t) => t.name === name)) {
      await client.close();
      throw new MissingTool(`the server has no \`${name}\` tool (${serverPath})`);
    }
  }
  return client;
}

/** Asks one question in one form; returns the rank of the answer and the characters read. */
async function ask(
  client: Client,
  baseline: Bm25Baseline,
  q: EvalQuestion,
  form: Form,
): Promise<Asked> {
  const query = form === "keywords" ? q.keywords : q.question;
  const baselineRank = firstRank(baseline.ids(query, limit ?? DEFAULT_RESULTS), q.expected);
  const args: Record<string, unknown> = { query };
  if (limit !== undefined) args.limit = limit;
  if (maxChars !== undefined) args.maxChars = maxChars;
  const found = await client.callTool({ name: "search", arguments: args }) as CallToolResult;
  const searchText = textOf(found, `search ${JSON.stringify(query)}`);
  const asked = { question: q.id, catalog: q.catalog, form, query, baselineRank };
  if (found.isError) {
    const error = `search failed: ${searchText}`;
    const chars = searchText.length;
    return { ...asked, rank: null, chars, searchChars: chars, fetchChars: 0, top: [], error };
  }
  // The ranked results from structuredContent: the text is plain over stdio.
  const { results } = found.structuredContent as { results: SearchHit[] };
  const top = results.map((r) => r.id);
  const rank = firstRank(top, q.expected);
  // The assistant fetches the hit that answers; on a miss, the expected item (the cost of
  // reading the answer once found some other way).
  const answerId = rank === null ? q.expected[0]! : top[rank - 1]!;
  const fetched = await client.callTool({
    name: "fetch",
    arguments: { id: answerId },
  }) as CallToolResult;
  const fetchText = textOf(fetched, `fetch ${answerId}`);
  return {
    ...asked,
    rank,
    chars: searchText.length + fetchText.length,
    searchChars: searchText.length,
    fetchChars: fetchText.length,
    top: top.slice(0, 3),
    ...(fetched.isError ? { error: `fetch ${answerId} failed: ${fetchText}` } : {}),
  };
}

const percent = (x: number) => Number.isNaN(x) ? "-" : `${(x * 100).toFixed(1)}%`;
const count = (x: number) => Number.isNaN(x) ? "-" : Math.round(x).toLocaleString("en-US");

/** One table row. */
function row(label: string, form: Form, f: Figures): string {
  return `| ${label} | ${form} | ${f.count} | ${percent(f.hitAt1)} | ${percent(f.hitAt3)} | ${
    Number.isNaN(f.mrr) ? "-" : f.mrr.toFixed(3)
  } | ${count(f.medianChars)} | ${count(f.p95Chars)} |`;
}

const skipped: string[] = [];
const present: { catalog: EvalCatalog; path: string; mine: EvalQuestion[] }[] = [];
const missing: string[] = [];

// Every expected id is checked against every snapshot before the server is asked anything.
for (const catalog of catalogs) {
  const mine = questions.filter((q) => q.catalog === catalog.name);
  const path = snapshotPath(catalog);
  if (!existsSync(path)) {
    skipped.push(`${catalog.name}: snapshot ${path} is absent (${mine.length} questions)`);
    continue;
  }
  if (mine.length === 0) {
    skipped.push(`${catalog.name}: no questions`);
    continue;
  }
  const lacking = missingIds(mine, snapshotIds(loadData({ path })));
  missing.push(...lacking.map((line) => `${catalog.name} (${path}): ${line}`));
  present.push({ catalog, path, mine });
}
if (missing.length > 0) {
  console.error(
    `error: ${missing.length} expected id(s) are not in their snapshot:\n  ${
      missing.join("\n  ")
    }\nfix questions.json, or regenerate the snapshot at the commit catalogs.json names`,
  );
  Deno.exit(1);
}
if (values.check) {
  for (const line of skipped) console.log(`skipped: ${line}`);
  const checked = present.reduce((n, p) => n + p.mine.length, 0);
  console.log(`ok: the expected ids of ${checked} questions are in ${present.length} snapshot(s)`);
  Deno.exit(0);
}

const asked: Asked[] = [];
const measured: string[] = [];
for (const { catalog, path, mine } of present) {
  let client: Client;
  try {
    client = await connect(server, path);
  } catch (error) {
    if (!(error instanceof MissingTool)) throw error;
    console.error(`error: ${error.message}; nothing to measure`);
    Deno.exit(2);
  }
  const baseline = new Bm25Baseline(loadData({ path }));
  try {
    for (const q of mine) {
      for (const form of FORMS) asked.push(await ask(client, baseline, q, form));
    }
  } finally {
    await client.close();
  }
  measured.push(catalog.name);
  console.error(`${catalog.name}: ${mine.length} questions asked twice`);
}

if (measured.length === 0) {
  for (const line of skipped) console.log(`skipped: ${line}`);
  console.log(
    "nothing measured: no snapshot was found (deno task eval:search:prepare writes them; see docs/search-eval.md)",
  );
  Deno.exit(0);
}
console.log(`server: ${server}`);
console.log("| Catalog | Asked as | Questions | hit@1 | hit@3 | MRR | median chars | p95 chars |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const name of [...measured, "all"]) {
  for (const form of FORMS) {
    const outcomes = asked.filter((a) => a.form === form && (name === "all" || a.catalog === name));
    console.log(row(name === "all" ? "**all**" : name, form, figures(outcomes)));
  }
}
console.log(
  "\n| Kind (catalogs measured) | Asked as | Questions | hit@1 | hit@3 | MRR | median chars | p95 chars |",
);
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const kind of ["docs", "symbol", "component"] as const) {
  for (const form of FORMS) {
    const outcomes = asked.filter((a) => a.form === form && kindOf.get(a.question) === kind);
    if (outcomes.length > 0) console.log(row(kind, form, figures(outcomes)));
  }
}
console.log(
  "\n| Ranking (all catalogs measured) | Asked as | hit@1 | hit@3 | MRR |\n| --- | --- | ---: | ---: | ---: |",
);
for (const form of FORMS) {
  const mineAsked = asked.filter((a) => a.form === form);
  const theirs = figures(mineAsked.map((a) => ({ rank: a.baselineRank, chars: 0 })));
  const ours = figures(mineAsked);
  for (const [label, f] of [["this server", ours], ["plain BM25 (MiniSearch)", theirs]] as const) {
    console.log(
      `| ${label} | ${form} | ${percent(f.hitAt1)} | ${percent(f.hitAt3)} | ${f.mrr.toFixed(3)} |`,
    );
  }
}
console.log(
  `\nof the characters, the median search answer is ${
    count(median(asked.map((a) => a.searchChars)))
  } and the median fetch answer ${count(median(asked.map((a) => a.fetchChars)))}`,
);
for (const line of skipped) console.log(`skipped: ${line}`);
const errors = asked.filter((a) => a.error !== undefined);
for (const a of errors) console.log(`tool error: ${a.catalog} ${a.form} ${a.question}: ${a.error}`);

if (values.misses) {
  for (const a of asked.filter((a) => a.rank === null || a.rank > 3)) {
    const q = questions.find((q) => q.id === a.question)!;
    console.log(
      `miss ${a.catalog} ${a.form} ${a.question} rank=${a.rank ?? "-"} query=${
        JSON.stringify(a.query)
      }\n  expected ${q.expected.join(" ")}\n  got ${a.top.join(" ")}`,
    );
  }
}
if (values.json !== undefined) {
  Deno.writeTextFileSync(values.json, JSON.stringify({ server, asked, skipped }, null, 2) + "\n");
}
if (errors.length > 0) Deno.exit(1);
