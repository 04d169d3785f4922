/**
 * The official MCP conformance suite against the HTTP server, in both modes. The suite runs
 * every server scenario; those that need its own fixture server are expected failures listed,
 * with their reasons, in `conformance-baseline.yml`. The suite itself fails the run on a
 * regression (an unlisted failure) or a stale entry (a listed scenario that passes).
 *
 * @module
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { dump as stringify, load as parse } from "js-yaml";
import { runClient } from "./_clients.ts";
import { startHttpPeer } from "./_http_peer.ts";
import { miniCatalog } from "./_mini_catalog.ts";
import { writeSnapshot } from "./_cli.ts";

/** The scenarios that apply to any server: they must pass, not merely be absent from failures. */
const GENERIC = [
  "server-initialize",
  "ping",
  "tools-list",
  "resources-list",
  "logging-set-level",
  "dns-rebinding-protection",
];

const BASELINE = new URL("./conformance-baseline.yml", import.meta.url);

/** The suite's baseline for one mode: the common entries, plus stateless-only ones. */
async function baselineFor(sessions: boolean, dir: string): Promise<string> {
  const { server, stateless } = parse(await Deno.readTextFile(BASELINE)) as {
    server: string[];
    stateless: string[];
  };
  const path = join(dir, "baseline.yml");
  await Deno.writeTextFile(
    path,
    stringify({ server: [...server, ...(sessions ? [] : stateless)] }),
  );
  return path;
}

for (const sessions of [false, true]) {
  const mode = sessions ? "--sessions" : "stateless";
  Deno.test(`conformance suite (HTTP ${mode}): generic scenarios pass, the rest as baselined`, async () => {
    const dir = await Deno.makeTempDir({ prefix: "catalog-mcp-conformance-" });
    await using peer = await startHttpPeer(
      await writeSnapshot(miniCatalog()),
      sessions ? ["--sessions"] : [],
    );
    const run = await runClient("conformance", [
      "server",
      "--url",
      peer.url,
      "--expected-failures",
      await baselineFor(sessions, dir),
      "--output-dir",
      join(dir, "results"),
    ], dir);
    const report = `${run.stdout}\n${run.stderr}`;
    assert.equal(run.code, 0, report);
    const passed = [...run.stdout.matchAll(/^✓ ([\w-]+): /gm)].map((match) => match[1]);
    const generic = sessions ? [...GENERIC, "server-sse-multiple-streams"] : GENERIC;
    assert.deepEqual(
      passed.filter((name) => generic.includes(name!)).sort(),
      generic.sort(),
      report,
    );
    assert.equal((await peer.stop()).code, 0);
    await Deno.remove(dir, { recursive: true });
  });
}
