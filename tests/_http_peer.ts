/**
 * The HTTP mode as its users meet it: the CLI spawned with `--port` (`_spawned_server.ts`), spoken
 * to with plain `fetch` so that tests can send what no SDK client would. Shared by the HTTP
 * fuzz suite, the fault suite and the third-party client suites.
 *
 * @module
 */
import assert from "node:assert/strict";
import { httpCliArgs, REPO_ROOT } from "./_cli.ts";
import { initializeRequest } from "./_initialize.ts";
import { type HttpChild, startHttpChild } from "./_spawned_server.ts";

/** The protocol version the raw requests announce. */
export const PROTOCOL_VERSION = "2025-11-25";

/** What one POST got back. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body; `undefined` when the body was empty. */
  body: unknown;
}

/**
 * Starts `mod.ts --port <free port>` serving the snapshot at `snapshotPath`, with the least
 * privilege HTTP mode needs, and waits until it answers.
 *
 * @param snapshotPath The snapshot to serve (`--data`).
 * @param flags More CLI flags (`--sessions`, `--max-body-bytes`, ...).
 */
export async function startHttpPeer(snapshotPath: string, flags: string[] = []): Promise<HttpPeer> {
  const child = await startHttpChild(
    Deno.execPath(),
    (port) => httpCliArgs(port, ["--data", snapshotPath, ...flags]),
    REPO_ROOT,
  );
  return new HttpPeer(child);
}

/** A running HTTP server and a raw client for it. */
export class HttpPeer implements AsyncDisposable {
  readonly url: string;
  /** The session id once {@link HttpPeer.initialize} ran in `--sessions` mode. */
  sessionId: string | undefined;
  readonly #child: HttpChild;

  constructor(child: HttpChild) {
    this.#child = child;
    this.url = `http://127.0.0.1:${child.port}/mcp`;
  }

  /** The port the server listens on. */
  get port(): number {
    return this.#child.port;
  }

  /** The headers every MCP POST carries (and the session id when there is one). */
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": PROTOCOL_VERSION,
      ...(this.sessionId === undefined ? {} : { "mcp-session-id": this.sessionId }),
      ...extra,
    };
  }

  /** POSTs a raw body to the MCP endpoint and reads the whole answer. */
  async post(body: string, init: RequestInit = {}): Promise<HttpAnswer> {
    const response = await fetch(this.url, {
      method: "POST",
      headers: this.headers(),
      body,
      ...init,
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text === "" ? undefined : JSON.parse(text),
    };
  }

  /** Opens a session (`--sessions` mode) the way a client does. */
  async initialize(): Promise<void> {
    const answer = await this.post(
      JSON.stringify(initializeRequest(0, "raw-peer", PROTOCOL_VERSION)),
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    this.sessionId = answer.headers.get("mcp-session-id") ?? undefined;
    const initialized = await this.post('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    assert.equal(initialized.status, 202);
  }

  /** Sends SIGTERM and waits for the exit: its code and everything it wrote to stderr. */
  stop(): Promise<{ code: number; stderr: string }> {
    return this.#child.stop();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.#child.stop();
  }
}
