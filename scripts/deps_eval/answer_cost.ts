/**
 * What an answer costs through `search` + `fetch`, without an assistant: each question of
 * `questions.json` is asked of a `--deps` server over stdio (a real MCP client) by a fixed
 * policy, and the characters read until every one of the question's `facts` has been shown are
 * counted. A deterministic stand-in for the trial (docs/deps-eval.md), quick enough to run after
 * every change to ranking or passages.
 *
 * The policy, per question: `search` (1 call); if a fact is still missing, `fetch` the first
 * result with the query (2 calls); then `fetch` it plainly (3 calls). Two forms of the query:
 * **question** (the question as the developer wrote it, no package filter) and **trial** (the
 * first `search` each trial's server-side assistant made, with its arguments:
 * `trial_queries.json`).
 *
 *     deno task eval:deps:answers [--app .bench/deps-app] [--misses] [--json <file>]
 *
 * @module
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { median, percentile } from "../_stats.ts";
import { untilIndexed } from "../_deps_indexed.ts";
import { APP_DIR, EVAL_DIR } from "./_app.ts";
import { readQuestions } from "./_questions.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    app: { type: "string", default: APP_DIR },
    misses: { type: "boolean", default: false },
    json: { type: "string" },
  },
});
const REPO_ROOT = resolve(EVAL_DIR, "../..");
const app = resolve(values.app);
const cache = join(REPO_ROOT, ".bench/deps-answers-cache");
mkdirSync(cache, { recursive: true });

/** One question's outcome under one form of its query. */
interface Outcome {
  id: string;
  form: string;
  /** Calls until every fact was shown; 0 when the policy never showed them all. */
  calls: number;
  chars: number;
  /** The first result's id. */
  top?: string | undefined;
  /** The share of the facts the `search` answer showed. */
  searchShare: number;
  missing: (string | string[])[];
}

/** Lowercase, without Markdown emphasis and code marks, whitespace collapsed. */
const normal = (text: string) => text.toLowerCase().replace(/[`*]/g, "").replace(/\s+/g, " ");

const client = new Client({ name: "deps-answer-cost", version: "0" });
await client.connect(
  new StdioClientTransport({
    command: Deno.execPath(),
    args: ["run", "-A", join(REPO_ROOT, "mod.ts"), "--deps", app, "--cache-dir", cache],
    stderr: "ignore",
  }),
);

async function call(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await client.callTool({ name, arguments: args }) as CallToolResult;
  return result.content.map((item) => item.type === "text" ? item.text : "").join("\n");
}

// Every package indexed first: the figures are about answers, not about the start.
await untilIndexed(client, performance.now());

async function ask(
  id: string,
  form: string,
  args: Record<string, unknown>,
  facts: (string | string[])[],
) {
  const seen: string[] = [];
  let chars = 0;
  const missing = () =>
    facts.filter((fact) =>
      ![fact].flat().some((wording) => normal(seen.join("\n")).includes(normal(wording)))
    );
  const answer = await call("search", args);
  chars += answer.length;
  seen.push(answer);
  const searchShare = 1 - missing().length / facts.length;
  // The plain answer's first result: its id on the line after its title.
  const first = /^## .*\nid: (.+)$/m.exec(answer)?.[1];
  const steps: Record<string, unknown>[] = first === undefined
    ? []
    : [{ id: first, query: args.query }, { id: first }];
  let calls = 1;
  for (const step of steps) {
    if (missing().length === 0) break;
    const fetched = await call("fetch", step);
    chars += fetched.length;
    seen.push(fetched);
    calls++;
  }
  const left = missing();
  return {
    id,
    form,
    calls: left.length === 0 ? calls : 0,
    chars,
    top: first,
    searchShare,
    missing: left,
  };
}

const trialQueries = JSON.parse(
  readFileSync(join(EVAL_DIR, "trial_queries.json"), "utf8"),
) as Record<string, Record<string, unknown>[]>;
const outcomes: Outcome[] = [];
for (const question of readQuestions()) {
  const facts = question.facts ?? [];
  if (facts.length === 0) continue;
  outcomes.push(await ask(question.id, "question", { query: question.question }, facts));
  for (const [run, args] of (trialQueries[question.id] ?? []).entries()) {
    outcomes.push(await ask(question.id, `trial ${run + 1}`, args, facts));
  }
}
await client.close();

const pct = (part: number, whole: number) => `${(100 * part / whole).toFixed(0)}%`;
console.log(
  "| form | questions | facts in search | all shown in 1 call | in 2 | in 3 | never | chars median | chars p95 |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const form of [...new Set(outcomes.map((o) => o.form)), "all"]) {
  const mine = outcomes.filter((o) => form === "all" || o.form === form);
  const within = (n: number) =>
    pct(mine.filter((o) => o.calls > 0 && o.calls <= n).length, mine.length);
  const chars = mine.map((o) => o.chars);
  console.log(
    `| ${form} | ${mine.length} | ${
      pct(mine.reduce((sum, o) => sum + o.searchShare, 0), mine.length)
    } | ${within(1)} | ${within(2)} | ${within(3)} | ${
      mine.filter((o) => o.calls === 0).length
    } | ${median(chars).toFixed(0)} | ${percentile(chars, 0.95).toFixed(0)} |`,
  );
}
if (values.misses) {
  for (const o of outcomes.filter((o) => o.calls !== 1)) {
    console.log(
      `${o.id} [${o.form}]: ${
        o.calls === 0 ? "never" : `${o.calls} calls`
      }, ${o.chars} chars, ${o.top}${
        o.missing.length ? `; missing ${JSON.stringify(o.missing)}` : ""
      }`,
    );
  }
}
if (values.json !== undefined) writeFileSync(values.json, JSON.stringify(outcomes, null, 2));
