/**
 * Helpers for tests that run the server as its own process, the way users do (the permission
 * and remote-run tests, the npm smoke test): start HTTP mode and wait for `/health`, and check
 * that a connected client gets real answers.
 *
 * @module
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** A running HTTP-mode server; disposing it kills the process if it still runs. */
export interface HttpChild extends AsyncDisposable {
  /** The port it listens on (127.0.0.1). */
  readonly port: number;
  /** Sends SIGTERM and waits for the exit: its code and everything it wrote to stderr. */
  stop(): Promise<{ code: number; stderr: string }>;
  /** Sends `signal` (SIGKILL: no drain) and waits for the exit, as {@link HttpChild.stop}. */
  kill(signal: Deno.Signal): Promise<{ code: number; stderr: string }>;
}

/**
 * Spawns `command` with the arguments `args(port)` builds for `port` (a free one unless given,
 * say to restart a server where it was), and waits for `/health` to answer `{"status":"ok"}`.
 *
 * @throws {Error} When the process exits first or does not answer within 15 s (a cold Node or
 * Deno start takes a while on a loaded machine), with its stderr.
 */
export async function startHttpChild(
  command: string,
  args: (port: number) => string[],
  cwd: string,
  port: number = freePort(),
): Promise<HttpChild> {
  const server = spawnQuietly(command, args(port), cwd);
  const kill = server.kill;
  const stop = () => kill("SIGTERM");
  const deadline = Date.now() + 15_000;
  while (!server.exited && Date.now() < deadline) {
    if (await healthy(port)) {
      return { port, stop, kill, [Symbol.asyncDispose]: async () => void await stop() };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { code, stderr: text } = await stop();
  throw new Error(`${command} never answered /health on port ${port} (exit ${code}):\n${text}`);
}

/** A spawned process that writes nothing but to stderr, which is collected. */
export interface QuietProcess {
  /** Whether it has exited. */
  readonly exited: boolean;
  /** Sends `signal` unless it has exited, then waits for the exit: its code and its stderr. */
  kill(signal: Deno.Signal): Promise<{ code: number; stderr: string }>;
}

/**
 * Spawns `command` with no stdin, stdout discarded and stderr collected.
 *
 * @param command The program.
 * @param args Its arguments.
 * @param cwd Its working directory.
 */
export function spawnQuietly(command: string, args: string[], cwd?: string): QuietProcess {
  const child = new Deno.Command(command, {
    args,
    ...(cwd === undefined ? {} : { cwd }),
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const stderr = new Response(child.stderr).text();
  let exited = false;
  const status = child.status.finally(() => exited = true);
  return {
    get exited() {
      return exited;
    },
    async kill(signal) {
      if (!exited) child.kill(signal);
      return { code: (await status).code, stderr: await stderr };
    },
  };
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    return response.ok && (await response.json()).status === "ok";
  } catch {
    return false;
  }
}

/** A port nobody listens on right now. */
export function freePort(): number {
  using listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  return listener.addr.port;
}

/**
 * Calls `get-package` for `slug` through a connected `client` and checks the answer is that
 * package; closes the client.
 */
export async function assertServesPackage(client: Client, slug: string): Promise<void> {
  try {
    const result = await client.callTool({
      name: "get-package",
      arguments: { packageSlug: slug },
    }) as CallToolResult;
    const [item] = result.content;
    assert.ok(item?.type === "text", JSON.stringify(result.content));
    assert.equal(result.isError, undefined, item.text);
    assert.equal(JSON.parse(item.text).slug, slug);
  } finally {
    await client.close();
  }
}

/**
 * Connects an SDK client to a running HTTP-mode server, checks it serves `slug`, then stops the
 * server with SIGTERM and checks it exits 0.
 */
export async function assertServesOverHttpAndStops(server: HttpChild, slug: string) {
  const client = new Client({ name: "spawned-server-test", version: "0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${server.port}/mcp`)),
  );
  await assertServesPackage(client, slug);
  const { code, stderr } = await server.stop();
  assert.equal(code, 0, stderr);
}
