/**
 * Helpers for the `--repo` tests: a temporary copy of the demo monorepo, the server started
 * over it the way a client config does (stdio or HTTP, with the permissions docs/live.md lists),
 * and polling a client's answer until it shows an edit.
 *
 * @module
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  type CallToolResult,
  ResourceListChangedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { REPO_ROOT } from "./_cli.ts";
import { type HttpChild, startHttpChild } from "./_spawned_server.ts";

/** A scratch copy of data/demo and a cache folder beside it; disposing it removes both. */
export interface ScratchRepo extends AsyncDisposable {
  /** The copy's path. */
  repo: string;
  /** The cache folder to pass as --cache-dir. */
  cache: string;
}

/** Copies data/demo (15 packages, pages, sources, components) into a fresh temporary folder. */
export async function scratchRepo(): Promise<ScratchRepo> {
  const base = await mkdtemp(join(tmpdir(), "catalog-mcp-live-"));
  const repo = join(base, "repo");
  await cp(join(REPO_ROOT, "data/demo"), repo, { recursive: true });
  return {
    repo,
    cache: join(base, "cache"),
    [Symbol.asyncDispose]: () => rm(base, { recursive: true, force: true }),
  };
}

/**
 * `deno run` over `--repo <repo> --cache-dir <cache>`, with what `--repo` needs: read, write the
 * cache, run and configure deno doc; `denoFlags` adds to those (say `--allow-net`).
 */
export function liveArgs(
  where: { repo: string; cache: string },
  denoFlags: string[] = [],
): string[] {
  return [
    "run",
    "--quiet",
    "--no-prompt",
    "--allow-read",
    `--allow-write=${where.cache}`,
    `--allow-run=${Deno.execPath()}`,
    "--allow-env=NODE_*,TSC_*,VSCODE_INSPECTOR_OPTIONS",
    ...denoFlags,
    "mod.ts",
    "--repo",
    where.repo,
    "--cache-dir",
    where.cache,
  ];
}

/** A client connected to a `--repo` server, with the list_changed notifications it received. */
export interface LiveClient extends AsyncDisposable {
  client: Client;
  /** How many `notifications/resources/list_changed` arrived. */
  readonly listChanged: number;
  /** Everything the server wrote to stderr so far (stdio only). */
  stderr(): string;
}

/**
 * The client's view once the first catalog is served whole. A cold start lists the packages at
 * once and generates them in the background: a call about a package waits for that, and the
 * list_changed of the generated catalog replacing the listed one comes before its answer (over
 * stdio). Only notifications after it are counted.
 */
async function withNotifications(
  client: Client,
  close: () => Promise<void>,
  stderr: () => string,
) {
  let listChanged = 0;
  client.setNotificationHandler(ResourceListChangedNotificationSchema, () => void listChanged++);
  const [first] = await packageSlugs(client);
  await callText(client, "get-package", { packageSlug: first });
  const before = listChanged;
  return {
    client,
    get listChanged() {
      return listChanged - before;
    },
    stderr,
    [Symbol.asyncDispose]: close,
  };
}

/** Starts `--repo` over stdio through the SDK's client, which spawns it as a client config does. */
export async function stdioLive(scratch: ScratchRepo, flags: string[] = []): Promise<LiveClient> {
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: [...liveArgs(scratch), ...flags],
    cwd: REPO_ROOT,
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Uint8Array) => stderr += new TextDecoder().decode(chunk));
  const client = new Client({ name: "live-test", version: "0" });
  await client.connect(transport);
  return await withNotifications(client, () => client.close(), () => stderr);
}

/** A `--repo` server over HTTP and a client of it. */
export interface HttpLive extends LiveClient {
  server: HttpChild;
}

/** Starts `--repo --port` (with `--sessions` when asked) and connects a client. */
export async function httpLive(scratch: ScratchRepo, sessions: boolean): Promise<HttpLive> {
  const server = await startHttpChild(
    Deno.execPath(),
    (port) => [
      ...liveArgs(scratch, [`--allow-net=127.0.0.1:${port}`]),
      "--port",
      String(port),
      ...(sessions ? ["--sessions"] : []),
    ],
    REPO_ROOT,
  );
  const client = new Client({ name: "live-test", version: "0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${server.port}/mcp`)),
  );
  const live = await withNotifications(client, async () => {
    await client.close();
    await server.stop();
  }, () => "");
  return Object.assign(live, { server });
}

/** The text of a tool call's first content item. */
export async function callText(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<string> {
  const result = await client.callTool({ name, arguments: args }) as CallToolResult;
  const [item] = result.content;
  return item?.type === "text" ? item.text : "";
}

/** The slugs `list-packages` answers with. */
export async function packageSlugs(client: Client): Promise<string[]> {
  const text = await callText(client, "list-packages");
  return (JSON.parse(text) as { slug: string }[]).map((pkg) => pkg.slug);
}

/**
 * Asks `probe` until it returns `true`, at most `timeoutMs`: the answer, not a sleep, decides.
 *
 * @throws {Error} With `what` when the answer never came.
 */
export async function eventually(
  what: string,
  probe: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`within ${timeoutMs} ms: ${what}`);
}
