/**
 * Runs the CLI from an `http:` URL, as `deno run jsr:@catalog-mcp/server` runs it from an
 * `https:` one: `import.meta.url` is remote, there is no file next to the module to read, no
 * local config, and the run has no read permission at all.
 *
 * A static server on 127.0.0.1 serves exactly the files `deno publish` would publish (a request
 * for anything else is a 404, so the module graph must be complete without them), with bare
 * specifiers rewritten through deno.json's import map the way `deno publish` rewrites them for
 * JSR. What this cannot show: jsr.io itself, `jsr:` version resolution, and the rewriting JSR
 * does (emulated here from the import map).
 *
 * @module
 */
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import denoConfig from "../deno.json" with { type: "json" };
import { loadData } from "../mod.ts";
import { REPO_ROOT } from "./_cli.ts";
import {
  assertServesOverHttpAndStops,
  assertServesPackage,
  startHttpChild,
} from "./_spawned_server.ts";

const IMPORTS: Record<string, string> = denoConfig.imports;
const SLUG = loadData().packages[0]?.slug ?? "";

/** An empty working folder: no deno.json, package.json or node_modules to pick up. */
const EMPTY_CWD = await Deno.makeTempDir({ prefix: "catalog-mcp-remote-" });
globalThis.addEventListener("unload", () => Deno.removeSync(EMPTY_CWD, { recursive: true }));

/** The files `deno publish` would upload, relative to the repository root. */
async function publishedFiles(): Promise<Set<string>> {
  const { stderr, success } = await new Deno.Command(Deno.execPath(), {
    // Only the file list is wanted here; the real dry run (with checks) is a CI step of its own.
    args: ["publish", "--dry-run", "--allow-dirty", "--no-check", "--allow-slow-types"],
    cwd: REPO_ROOT,
    stdout: "null",
  }).output();
  const report = new TextDecoder().decode(stderr);
  assert.ok(success, report);
  const urls = report.matchAll(/^\s+(file:\/\/\S+) \(/gm);
  return new Set([...urls].map(([, url = ""]) => relative(REPO_ROOT, fileURLToPath(url))));
}

/** What `deno publish` does to a bare specifier: resolve it through the import map. */
function unfurl(specifier: string): string {
  const exact = IMPORTS[specifier];
  if (exact !== undefined) return exact;
  const prefix = Object.keys(IMPORTS)
    .filter((key) => key.endsWith("/") && specifier.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? specifier : IMPORTS[prefix] + specifier.slice(prefix.length);
}

/** Rewrites the specifiers of static and dynamic imports and `@ts-types` comments. */
function unfurlModule(source: string): string {
  return source.replace(
    /((?:\bfrom|\bimport)\s*\(?\s*|@ts-types=)"([^"]+)"/g,
    (_match, before: string, specifier: string) => `${before}"${unfurl(specifier)}"`,
  );
}

const CONTENT_TYPES: Record<string, string> = {
  ".ts": "application/typescript",
  ".json": "application/json",
};

const PUBLISHED = await publishedFiles();

/** Serves the published files on 127.0.0.1 as a registry would. */
function servePublished(): Deno.HttpServer<Deno.NetAddr> {
  return Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (request) => {
    const path = decodeURIComponent(new URL(request.url).pathname).slice(1);
    if (!PUBLISHED.has(path)) return new Response("not published", { status: 404 });
    const extension = /\.[a-z]+$/.exec(path)?.[0] ?? "";
    const text = await readFile(join(REPO_ROOT, path), "utf8");
    return new Response(extension === ".ts" ? unfurlModule(text) : text, {
      headers: { "content-type": CONTENT_TYPES[extension] ?? "text/plain" },
    });
  });
}

/**
 * `deno run` of the served mod.ts, from an empty folder and without config: remote imports
 * from the test server allowed, nothing else. `--reload` for the server's origin (a prefix;
 * with a trailing slash it matches nothing), because a port seen in an earlier run would
 * otherwise bring back the modules cached then.
 */
function remoteArgs(files: Deno.HttpServer<Deno.NetAddr>, permissions: string[] = []): string[] {
  const origin = `http://127.0.0.1:${files.addr.port}`;
  return [
    "run",
    "--quiet",
    "--no-prompt",
    "--no-config",
    `--reload=${origin}`,
    `--allow-import=127.0.0.1:${files.addr.port}`,
    ...permissions,
    `${origin}/mod.ts`,
  ];
}

Deno.test("--version from an http: URL prints the bundled snapshot's version", async () => {
  await using server = servePublished();
  const output = await new Deno.Command(Deno.execPath(), {
    args: [...remoteArgs(server), "--version"],
    cwd: EMPTY_CWD,
    stdin: "null",
  }).output();
  const decoder = new TextDecoder();
  assert.equal(output.code, 0, decoder.decode(output.stderr));
  assert.equal(decoder.decode(output.stdout), `${loadData().version}\n`);
});

Deno.test("a tools/call over stdio answers from an http: URL", async () => {
  await using server = servePublished();
  const client = new Client({ name: "remote-run-test", version: "0" });
  await client.connect(
    new StdioClientTransport({
      command: Deno.execPath(),
      args: remoteArgs(server),
      cwd: EMPTY_CWD,
      stderr: "pipe",
    }),
  );
  await assertServesPackage(client, SLUG);
});

Deno.test("HTTP mode from an http: URL needs --allow-net for its port and nothing else", async () => {
  await using files = servePublished();
  await using server = await startHttpChild(
    Deno.execPath(),
    (port) => [...remoteArgs(files, [`--allow-net=127.0.0.1:${port}`]), "--port", String(port)],
    EMPTY_CWD,
  );
  await assertServesOverHttpAndStops(server, SLUG);
});
