/**
 * Helpers for the `--deps` tests: the server started over an app the way a client config does
 * (stdio, or HTTP with `--port`), an SDK client connected to it, and the answers read back.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { REPO_ROOT } from "./_cli.ts";
import { startHttpChild } from "./_spawned_server.ts";

/**
 * The permissions `--deps` runs with in these tests: read the app, write the package cache
 * (`cache`), read the variables that find it, and what `--repo` beside it needs.
 */
export function depsPermissions(cache: string): string[] {
  return [
    "--allow-read",
    `--allow-write=${cache}`,
    `--allow-run=${Deno.execPath()}`,
    "--allow-env",
  ];
}

/** A client of a `--deps` server; disposing it stops the server. */
export interface DepsClient extends AsyncDisposable {
  client: Client;
  /** What the server wrote to stderr so far. */
  stderr(): string;
}

/**
 * The flags with `--cache-dir <cache>` unless they name one: a test never reads the package
 * cache of the machine's user (`~/.cache/catalog-mcp`), where a real package of the same
 * version as a test's would be found.
 */
function withCache(flags: string[], cache: string): string[] {
  return flags.includes("--cache-dir") ? flags : [...flags, "--cache-dir", cache];
}

/** Starts `mod.ts <flags>` over stdio with `depsPermissions(cache)` and connects a client. */
export async function stdioDeps(
  flags: string[],
  cache: string,
  env: Record<string, string> = {},
): Promise<DepsClient> {
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: [
      "run",
      "--quiet",
      "--no-prompt",
      ...depsPermissions(cache),
      "mod.ts",
      ...withCache(flags, cache),
    ],
    cwd: REPO_ROOT,
    env: { ...Deno.env.toObject(), ...env },
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Uint8Array) => stderr += new TextDecoder().decode(chunk));
  const client = new Client({ name: "deps-test", version: "0" });
  await client.connect(transport);
  return { client, stderr: () => stderr, [Symbol.asyncDispose]: () => client.close() };
}

/** Starts `mod.ts <flags> --port` and connects a client over Streamable HTTP. */
export async function httpDeps(flags: string[], cache: string): Promise<DepsClient> {
  const server = await startHttpChild(
    Deno.execPath(),
    (port) => [
      "run",
      "--quiet",
      "--no-prompt",
      ...depsPermissions(cache),
      `--allow-net=127.0.0.1:${port}`,
      "mod.ts",
      ...withCache(flags, cache),
      "--port",
      String(port),
    ],
    REPO_ROOT,
  );
  const client = new Client({ name: "deps-test", version: "0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${server.port}/mcp`)),
  );
  return {
    client,
    stderr: () => "",
    [Symbol.asyncDispose]: async () => {
      await client.close();
      await server.stop();
    },
  };
}

/** A tool call's result, with the text of each content item. */
export async function call(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ texts: string[]; isError: boolean; structured: unknown }> {
  const result = await client.callTool({ name, arguments: args }) as CallToolResult;
  return {
    texts: result.content.map((item) => item.type === "text" ? item.text : ""),
    isError: result.isError === true,
    structured: result.structuredContent,
  };
}

/** The first text item of a call, parsed as JSON. */
export async function callJson<T>(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<T> {
  const { texts, isError } = await call(client, name, args);
  if (isError) throw new Error(`${name} failed: ${texts.join("\n")}`);
  return JSON.parse(texts[0]!) as T;
}

/**
 * Waits until the server has indexed every package: list-packages answers without the note
 * that names packages not indexed yet.
 *
 * @throws {Error} When that takes longer than `timeoutMs`.
 */
export async function untilIndexed(client: Client, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { texts } = await call(client, "list-packages");
    if (texts.length === 1) return;
    if (Date.now() > deadline) throw new Error(`still indexing: ${texts.at(-1)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
