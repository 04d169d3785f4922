/**
 * Helpers for the HTTP tests: SDK clients over Streamable HTTP, raw requests (including ones
 * `fetch` cannot send, such as a forged `Host`), and the CLI spawned in HTTP mode with least
 * privilege.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { CLI_COMMAND, httpCliArgs, REPO_ROOT } from "./_cli.ts";
import { freePort } from "./_spawned_server.ts";
import { initializeParams } from "./_initialize.ts";
import { type TestClient, wrap } from "./_mcp_client.ts";

/** Headers every MCP POST carries. */
export const MCP_HEADERS = {
  "content-type": "application/json",
  "accept": "application/json, text/event-stream",
};

/** Connects an SDK client over Streamable HTTP, as an assistant would. */
export async function connectHttp(url: string): Promise<TestClient> {
  const client = new Client({ name: "http-test", version: "0" });
  const transport = new StreamableHTTPClientTransport(new URL(url));
  await client.connect(transport);
  await client.listTools(); // lets the client check structuredContent against outputSchema
  return wrap(client, async () => {
    // Ends the session on the server too (DELETE), where there is one.
    if (transport.sessionId !== undefined) await transport.terminateSession();
    await client.close();
  });
}

/** A JSON-RPC request body. */
export function rpc(id: number | string, method: string, params?: unknown): string {
  return JSON.stringify({
    jsonrpc: "2.0",
    id,
    method,
    ...(params === undefined ? {} : { params }),
  });
}

/** An initialize request body. */
export function initialize(id: number | string = 1): string {
  return rpc(id, "initialize", initializeParams("raw"));
}

/** POSTs a body to the MCP endpoint with the usual headers (plus `headers`). */
export function post(url: string, body: string, headers: Record<string, string> = {}) {
  return fetch(url, { method: "POST", headers: { ...MCP_HEADERS, ...headers }, body });
}

/** A raw HTTP/1.1 exchange: the status line, lowercased headers and body of the answer. */
export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Sends a request over TCP, its request line and headers as given (`Connection: close` and
 * `Content-Length` added), and reads the whole answer. For what `fetch` will not send, such as
 * a forged `Host`.
 */
export async function rawHttp(port: number, head: string, body = ""): Promise<RawAnswer> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  try {
    const length = new TextEncoder().encode(body).length;
    await conn.write(new TextEncoder().encode(
      `${head}\r\nConnection: close\r\nContent-Length: ${length}\r\n\r\n${body}`,
    ));
    return parseAnswer(await new Response(conn.readable).text());
  } catch (error) {
    conn.close();
    throw error;
  }
}

/** Splits a raw HTTP/1.1 answer (without chunked encoding) into its parts. */
export function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
  const headers = new Map(lines.map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
  }));
  return { status: Number(statusLine.split(" ")[1]), headers, body: text.slice(end + 4) };
}

/** The CLI running in HTTP mode. */
export interface HttpCli extends AsyncDisposable {
  process: Deno.ChildProcess;
  port: number;
  url: string;
  /** The startup line it printed on stderr. */
  banner: string;
  /** Everything it printed on stdout, once it has exited. */
  stdout: Promise<string>;
  /** Everything it printed on stderr after the startup line, once it has exited. */
  stderr: Promise<string>;
}

/** How to start the CLI in HTTP mode on a port: the Deno checkout's by default, or the npm bin. */
export interface HttpCliLaunch {
  command: string;
  args(port: number): string[];
  cwd: string;
}

/**
 * Spawns `catalog-mcp --port <free port> ...args` with only the permissions HTTP mode needs
 * (read the snapshot, listen on that one address), or what `launch` says, and waits for its
 * startup line.
 */
export async function spawnHttpCli(
  args: string[],
  launch: HttpCliLaunch = {
    command: CLI_COMMAND,
    args: (port) => httpCliArgs(port, args),
    cwd: REPO_ROOT,
  },
): Promise<HttpCli> {
  const port = freePort();
  const child = new Deno.Command(launch.command, {
    args: launch.args(port),
    cwd: launch.cwd,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stdout = new Response(child.stdout).text();
  const lines = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  let banner: string | undefined;
  while (banner === undefined) {
    const { value, done } = await lines.read();
    if (done) throw new Error(`the CLI exited before listening: ${seen}`);
    seen += value;
    // Complete lines only: the last piece may still be arriving.
    banner = seen.split("\n").slice(0, -1).find((line) => line.includes("serving MCP at"));
  }
  const stderr = (async () => {
    let text = "";
    for (let r = await lines.read(); !r.done; r = await lines.read()) text += r.value;
    return text;
  })();
  return {
    process: child,
    port,
    url: `http://127.0.0.1:${port}/mcp`,
    banner,
    stdout,
    stderr,
    async [Symbol.asyncDispose]() {
      try {
        child.kill("SIGKILL");
      } catch {
        // It has exited already.
      }
      await Promise.all([child.status, stdout, stderr]);
    },
  };
}

/** Servers started at once by {@link signalsAtStartup}: a loaded machine shows a late handler. */
const SIGNAL_PARALLEL = 4;

/**
 * Starts the CLI `runs` times for each of SIGINT and SIGTERM and sends the signal the moment the
 * startup line appears: the line must mean that a signal stops the server cleanly.
 *
 * @returns The runs that did not exit 0, as `SIGINT: exit 130 (SIGINT)`; empty when all did.
 */
export async function signalsAtStartup(
  runs: number,
  launch?: HttpCliLaunch,
): Promise<string[]> {
  const signals = (["SIGINT", "SIGTERM"] as const).flatMap((signal) =>
    Array.from({ length: runs }, () => signal)
  );
  const outcomes: string[] = [];
  for (let i = 0; i < signals.length; i += SIGNAL_PARALLEL) {
    outcomes.push(
      ...await Promise.all(
        signals.slice(i, i + SIGNAL_PARALLEL).map(async (signal) => {
          await using cli = await spawnHttpCli([], launch);
          cli.process.kill(signal);
          const { code, signal: killedBy } = await cli.process.status;
          return `${signal}: exit ${code}${killedBy === null ? "" : ` (${killedBy})`}`;
        }),
      ),
    );
  }
  return outcomes.filter((outcome) => !outcome.endsWith("exit 0"));
}
