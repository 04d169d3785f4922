/**
 * A raw stdio peer for the fuzz and fault suites: it spawns the CLI over a snapshot and speaks
 * newline-delimited JSON by hand, so that it can send what no SDK client would. It checks as it
 * reads that every stdout line is a JSON-RPC message (nothing else may reach stdout).
 *
 * @module
 */
import assert from "node:assert/strict";
import { CLI_ARGS, CLI_COMMAND, REPO_ROOT } from "./_cli.ts";
import type { Message } from "./_fuzz_case.ts";
import { initializeParams } from "./_initialize.ts";

/** A spawned stdio server. */
export class StdioPeer implements AsyncDisposable {
  readonly child: Deno.ChildProcess;
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #lines: AsyncIterator<string>;
  readonly #stderr: Promise<string>;
  readonly #encoder = new TextEncoder();

  /** Spawns the CLI serving the snapshot at `snapshotPath`. */
  constructor(snapshotPath: string) {
    this.child = new Deno.Command(CLI_COMMAND, {
      args: [...CLI_ARGS, "--data", snapshotPath],
      cwd: REPO_ROOT,
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    this.#writer = this.child.stdin.getWriter();
    this.#lines = readLines(this.child.stdout)[Symbol.asyncIterator]();
    this.#stderr = new Response(this.child.stderr).text();
  }

  /** Sends one line (the newline is added). */
  async send(line: string): Promise<void> {
    await this.#writer.write(this.#encoder.encode(`${line}\n`));
  }

  /** Sends a request and returns its answer, which must be the next message. */
  async call(id: string | number, method: string, params?: unknown): Promise<Message> {
    await this.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
    const answer = await this.next();
    assert.deepEqual(answer.id, id, `answer to ${method}`);
    return answer;
  }

  /** Initializes the session as a client does. */
  async initialize(): Promise<void> {
    const answer = await this.call(0, "initialize", initializeParams("raw-peer"));
    assert.ok(answer.result, JSON.stringify(answer));
    await this.send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));
  }

  /**
   * The next message on stdout. Fails when stdout ends (the server died) or when nothing
   * comes within `timeoutMs` (a request left unanswered).
   */
  async next(timeoutMs = 10_000): Promise<Message> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no message within ${timeoutMs} ms`)), timeoutMs);
    });
    const { value, done } = await Promise.race([this.#lines.next(), timeout]).finally(() =>
      clearTimeout(timer)
    );
    if (done) throw new Error(`the server closed stdout; stderr: ${await this.#stderr}`);
    let message: Message;
    try {
      message = JSON.parse(value);
    } catch {
      throw new Error(`stdout carried a line that is not JSON: ${value.slice(0, 200)}`);
    }
    assert.equal(message.jsonrpc, "2.0", `not JSON-RPC: ${value.slice(0, 200)}`);
    return message;
  }

  /** Closes the server's stdin: the client is done (or gone). */
  async closeStdin(): Promise<void> {
    await this.#writer.close().catch(() => {});
  }

  /** Closes stdin and waits for the exit; returns the code and what went to stderr. */
  async finish(): Promise<{ code: number; stderr: string }> {
    await this.closeStdin();
    const rest = [];
    for (let line = await this.#lines.next(); !line.done; line = await this.#lines.next()) {
      rest.push(line.value);
    }
    assert.deepEqual(rest, [], "no answer after the last expected one");
    const { code } = await this.child.status;
    return { code, stderr: await this.#stderr };
  }

  /** Kills the server if it still runs and drains its pipes, so no resource leaks. */
  async [Symbol.asyncDispose](): Promise<void> {
    try {
      this.child.kill();
    } catch {
      // Already exited.
    }
    await this.closeStdin();
    while (!(await this.#lines.next()).done);
    await this.#stderr;
    await this.child.status;
  }
}

/** Splits a byte stream into text lines (scanning each chunk once: answers can be large). */
export async function* readLines(
  stream: ReadableStream<Uint8Array<ArrayBuffer>>,
): AsyncGenerator<string> {
  let parts: string[] = [];
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
    let start = 0;
    for (let end = chunk.indexOf("\n"); end !== -1; end = chunk.indexOf("\n", start)) {
      parts.push(chunk.slice(start, end));
      yield parts.join("");
      parts = [];
      start = end + 1;
    }
    parts.push(chunk.slice(start));
  }
  if (parts.join("") !== "") yield parts.join("");
}
