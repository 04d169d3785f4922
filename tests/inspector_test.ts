/**
 * The official MCP Inspector CLI, a client we did not write, against the server over stdio and
 * over HTTP (both modes): it lists the tools (with its schema portability check), calls every
 * tool once to succeed and once to fail, lists the resources and reads them. Its exit codes:
 * 0 success, 1 JSON-RPC error, 5 tool error (`isError`).
 *
 * @module
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { type BundledData, packageMeta } from "../mod.ts";
import { CLI_ARGS, CLI_COMMAND, REPO_ROOT } from "./_cli.ts";
import { runClient } from "./_clients.ts";
import { expectedResourceUris } from "./_expected_resources.ts";
import { type HttpPeer, startHttpPeer } from "./_http_peer.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { writeSnapshot } from "./_cli.ts";
import { expectedComponents, TOOL_NAMES } from "./_tool_suite.ts";
import { resultIds } from "./_plain_answers.ts";

const OK = 0;
const JSON_RPC_ERROR = 1;
const TOOL_ERROR = 5;

const DATA = miniCatalog();
const [DATE_PICKER, TOKENS] = DATA.packages as [
  BundledData["packages"][0],
  BundledData["packages"][0],
];

/** The mini catalog without components, for list-components' one failure. */
function withoutComponents(): BundledData {
  const data = miniCatalog();
  for (const pkg of data.packages) pkg.components = [];
  return data;
}

interface Answer {
  code: number;
  /** The `result` of `--format json` output, when the call produced one. */
  result?: {
    content?: { type: string; text: string }[];
    isError?: boolean;
    [key: string]: unknown;
  };
  stderr: string;
}

/** Where the Inspector connects: a command line (stdio) or a URL, after `--`. */
type Target = string[];

/** Runs `inspector --cli --format json <args> -- <target>` and parses its answer. */
async function inspect(target: Target, args: string[]): Promise<Answer> {
  const run = await runClient("inspector", ["--cli", "--format", "json", ...args, "--", ...target]);
  const answer: Answer = { code: run.code, stderr: run.stderr };
  if (run.stdout.trim() !== "") answer.result = JSON.parse(run.stdout).result;
  return answer;
}

function text(answer: Answer): string {
  const [item] = answer.result?.content ?? [];
  assert.equal(item?.type, "text", JSON.stringify(answer));
  return item.text;
}

/** One tool call, its exit code and, for successes, a check of the answer. */
interface Call {
  tool: string;
  args: Record<string, unknown>;
  code: number;
  check?: (answer: Answer) => void;
  /** Run against the snapshot without components. */
  bare?: boolean;
}

const CALLS: Call[] = [
  {
    tool: "list-packages",
    args: {},
    code: OK,
    check: (a) => assert.deepEqual(JSON.parse(text(a)), DATA.packages.map(packageMeta)),
  },
  // list-packages takes nothing and cannot fail: an argument it does not know is ignored.
  { tool: "list-packages", args: { filter: "x" }, code: OK },
  {
    tool: "get-package",
    args: { packageSlug: "tokens" },
    code: OK,
    check: (a) => assert.deepEqual(JSON.parse(text(a)), packageMeta(TOKENS)),
  },
  { tool: "get-package", args: { packageSlug: "nope" }, code: TOOL_ERROR },
  {
    tool: "get-docs",
    args: { packageSlug: "date-picker", page: "api" },
    code: OK,
    check: (a) => assert.equal(text(a), DATE_PICKER.docs.api),
  },
  { tool: "get-docs", args: { packageSlug: "tokens", page: "usage" }, code: TOOL_ERROR },
  {
    tool: "get-docs",
    args: { packageSlug: "date-picker", page: "guides/ranges", section: "Presets" },
    code: OK,
    check: (a) => assert.equal(text(a), "## Presets\n\nLast week."),
  },
  {
    tool: "get-docs",
    args: { packageSlug: "date-picker", page: "guides/ranges", section: "Closed" },
    code: TOOL_ERROR,
  },
  {
    tool: "get-source",
    args: { packageSlug: "tokens" },
    code: OK,
    check: (a) => assert.equal(text(a), TOKENS.apiSource),
  },
  { tool: "get-source", args: { packageSlug: "empty" }, code: TOOL_ERROR },
  {
    tool: "search-packages",
    args: { query: "calendar" },
    code: OK,
    check: (a) =>
      assert.deepEqual(JSON.parse(text(a)).map((h: { slug: string }) => h.slug), ["date-picker"]),
  },
  { tool: "search-packages", args: { query: "" }, code: TOOL_ERROR },
  {
    tool: "list-components",
    args: {},
    code: OK,
    check: (a) =>
      assert.deepEqual(
        JSON.parse(text(a)).map((c: { tagName: string }) => c.tagName),
        expectedComponents(DATA).map((c) => c.tag),
      ),
  },
  { tool: "list-components", args: {}, code: TOOL_ERROR, bare: true },
  {
    tool: "get-component",
    args: { tagName: "mini-button" },
    code: OK,
    check: (a) => assert.deepEqual(JSON.parse(text(a)), expectedComponents(DATA)[0]!.declaration),
  },
  { tool: "get-component", args: { tagName: "x-nope" }, code: TOOL_ERROR },
  {
    tool: "list-docs",
    args: { packageSlug: "date-picker" },
    code: OK,
    check: (a) =>
      assert.deepEqual(
        (a.result?.structuredContent as { pages: { id: string }[] }).pages.map((p) => p.id),
        ["index", "api", "usage", "examples", "guides/ranges"],
      ),
  },
  { tool: "list-docs", args: { packageSlug: "date-picker", prefix: "nope/" }, code: TOOL_ERROR },
  {
    tool: "validate-component-usage",
    args: { html: '<mini-button variant="ghst">Go</mini-button>' },
    code: OK,
    check: (a) =>
      assert.equal(
        text(a),
        '1:14 invalid-value: "ghst" is not a valid variant for <mini-button>; did you mean ' +
          '"ghost"? Use one of: primary, ghost.',
      ),
  },
  { tool: "validate-component-usage", args: { html: "", tagName: "x-nope" }, code: TOOL_ERROR },
  {
    tool: "get-symbol",
    args: { name: "DatePicker" },
    code: OK,
    check: (a) => assert.match(text(a), /^import \{ DatePicker \} from "@mini\/date-picker";$/m),
  },
  { tool: "get-symbol", args: { name: "DatePickr" }, code: TOOL_ERROR },
  {
    tool: "list-symbols",
    args: { packageSlug: "date-picker" },
    code: OK,
    check: (a) => assert.match(text(a), /^parseIsoDate: Parses an ISO 8601 date\.$/m),
  },
  { tool: "list-symbols", args: { packageSlug: "tokens" }, code: TOOL_ERROR },
  {
    tool: "search-symbols",
    args: { query: "date" },
    code: OK,
    check: (a) =>
      assert.deepEqual(
        (a.result?.structuredContent as { hits: { name: string }[] }).hits.map((h) => h.name),
        ["DatePicker", "parseIsoDate"],
      ),
  },
  { tool: "search-symbols", args: { query: " " }, code: TOOL_ERROR },
  {
    tool: "search",
    args: { query: "open ranges without an end" },
    code: OK,
    check: (a) => assert.equal(resultIds(text(a))[0], "docs/date-picker/guides/ranges#open-ranges"),
  },
  { tool: "search", args: { query: " " }, code: TOOL_ERROR },
  {
    tool: "fetch",
    args: { id: "docs/date-picker/guides/ranges#presets" },
    code: OK,
    check: (a) =>
      assert.equal(
        text(a),
        "## Ranges › Presets\nid: docs/date-picker/guides/ranges#presets\nversion: 1.0.0\nLast week.",
      ),
  },
  { tool: "fetch", args: { id: "symbol/date-picker/DatePickr" }, code: TOOL_ERROR },
];

const RESOURCE_URIS = expectedResourceUris(DATA);

/** One Inspector run: its arguments, its exit code and a check of its answer. */
interface Check {
  name: string;
  args: string[];
  code: number;
  verify?: (answer: Answer) => void;
  /** Run against the snapshot without components. */
  bare?: boolean;
  /** Part of the short run against `--sessions` (the full run covers stateless HTTP). */
  smoke?: boolean;
}

const CHECKS: Check[] = [
  {
    name: "tools/list: every tool, no schema portability error (--strict)",
    args: ["--method", "tools/list", "--strict"],
    code: OK,
    smoke: true,
    verify: (a) =>
      assert.deepEqual(
        (a.result?.tools as { name: string }[]).map((tool) => tool.name),
        TOOL_NAMES,
      ),
  },
  ...CALLS.map((call): Check => ({
    name: `tools/call ${call.tool} ${JSON.stringify(call.args)}${
      call.bare ? " (no manifest)" : ""
    }`,
    args: [
      "--method",
      "tools/call",
      "--tool-name",
      call.tool,
      "--tool-args-json",
      JSON.stringify(call.args),
    ],
    code: call.code,
    verify: (a) => {
      if (call.code === TOOL_ERROR) assert.ok(a.result?.isError === true && text(a) !== "");
      call.check?.(a);
    },
    ...(call.bare ? { bare: true } : {}),
    ...(call.tool === "get-package" ? { smoke: true } : {}),
  })),
  {
    name: "tools/call of a tool that does not exist",
    args: ["--method", "tools/call", "--tool-name", "nope"],
    code: TOOL_ERROR,
  },
  {
    name: "resources/list: every page and source",
    args: ["--method", "resources/list"],
    code: OK,
    smoke: true,
    verify: (a) =>
      assert.deepEqual((a.result?.resources as { uri: string }[]).map((r) => r.uri), RESOURCE_URIS),
  },
  ...[
    ["catalog://docs/date-picker/examples", DATE_PICKER.docs.examples],
    ["catalog://docs/date-picker/guides/ranges", DATE_PICKER.pages![0]!.markdown],
    ["catalog://source/date-picker", DATE_PICKER.apiSource],
  ].map(([uri, expected]): Check => ({
    name: `resources/read ${uri}`,
    args: ["--method", "resources/read", "--uri", uri!],
    code: OK,
    verify: (a) => assert.equal((a.result?.contents as { text: string }[])[0]?.text, expected),
  })),
  {
    name: "resources/read of a symbol (a resource template)",
    args: ["--method", "resources/read", "--uri", "catalog://symbol/date-picker/parseIsoDate"],
    code: OK,
    verify: (a) =>
      assert.match(
        (a.result?.contents as { text: string }[])[0]!.text,
        /^import \{ parseIsoDate \} from "@mini\/date-picker";\n/,
      ),
  },
  {
    name: "resources/read of an unknown URI: InvalidParams",
    args: ["--method", "resources/read", "--uri", "catalog://docs/../date-picker/index"],
    code: JSON_RPC_ERROR,
    verify: (a) => assert.match(a.stderr, /-32602/),
    smoke: true,
  },
];

/** Inspector processes at once: each is a cold Node start, mostly CPU. */
const PARALLEL = 3;

/** Runs `checks` against `target` (`bare`: the no-manifest server), one step each. */
async function checkWithInspector(
  t: Deno.TestContext,
  target: Target,
  bare: Target,
  checks = CHECKS,
) {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < checks.length; i = next++) {
      answers[i] = await inspect(checks[i]!.bare ? bare : target, checks[i]!.args);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  for (const [i, check] of checks.entries()) {
    await t.step(`${check.name} exits ${check.code}`, () => {
      const answer = answers[i]!;
      assert.equal(answer.code, check.code, `${JSON.stringify(answer.result)} ${answer.stderr}`);
      check.verify?.(answer);
    });
  }
}

/** The stdio command line a client config would hold (absolute, so any cwd will do). */
function stdioTarget(snapshot: string): Target {
  const args = CLI_ARGS.map((arg) => arg === "mod.ts" ? join(REPO_ROOT, "mod.ts") : arg);
  return [CLI_COMMAND, ...args, "--data", snapshot];
}

/** HTTP's search and fetch answers as plain text, stdio's default. */
const PLAIN = ["--answer-text", "plain"];

Deno.test("Inspector CLI over stdio", async (t) => {
  const full = stdioTarget(await writeSnapshot(DATA));
  await checkWithInspector(t, full, stdioTarget(await writeSnapshot(withoutComponents())));
});

Deno.test("Inspector CLI over HTTP (stateless)", async (t) => {
  // search and fetch in plain text, as over stdio, so that one set of checks reads both.
  await using full = await startHttpPeer(await writeSnapshot(DATA), PLAIN);
  await using bare = await startHttpPeer(await writeSnapshot(withoutComponents()), PLAIN);
  await checkWithInspector(t, [full.url], [bare.url]);
  for (const peer of [full, bare] as HttpPeer[]) assert.equal((await peer.stop()).code, 0);
});

Deno.test("Inspector CLI over HTTP --sessions (short run)", async (t) => {
  await using peer = await startHttpPeer(await writeSnapshot(DATA), ["--sessions", ...PLAIN]);
  await checkWithInspector(t, [peer.url], [], CHECKS.filter((check) => check.smoke));
  assert.equal((await peer.stop()).code, 0);
});
