/**
 * The stdio transport: newline-delimited JSON-RPC on stdin and stdout.
 *
 * The SDK's `StdioServerTransport` drops a line it cannot parse without answering, and closes
 * the whole connection when one line outgrows its buffer. A client that sent a broken or
 * oversized message then waits forever, or loses the server. This transport answers every
 * such line with the JSON-RPC error it deserves (-32700 parse error, -32600 invalid request)
 * and keeps serving. When stdin ends it answers the requests still running before it closes:
 * a client that writes its last requests and closes its end gets every answer.
 *
 * @module
 */
import { Buffer } from "node:buffer";
import process from "node:process";
// @ts-types="@modelcontextprotocol/sdk/shared/transport"
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  ErrorCode,
  type JSONRPCMessage,
  JSONRPCMessageSchema,
  type RequestId,
} from "@modelcontextprotocol/sdk/types.js";
import { invalidRequest } from "./invalid_request.ts";

/** The longest line accepted: the HTTP mode's request body limit, so both modes agree. */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;

/** After stdin ends, how long requests still running may take before the transport closes. */
const DRAIN_MS = 10_000;

const NEWLINE = 0x0a;

/** Serves JSON-RPC over the process's stdin and stdout, one message a line. */
export class StdioJsonRpcTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  /** The start of a line whose newline has not arrived yet. */
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  /** Inside an oversized line (already answered): drop input up to its newline. */
  #discarding = false;
  /** Requests handed to the server and not answered (or cancelled) yet. */
  readonly #running = new Set<RequestId>();
  /** Set once stdin has ended: the transport closes when nothing is running. */
  #drainTimer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;

  readonly #onData = (chunk: Buffer) => this.#receive(chunk);
  readonly #onError = (error: Error) => this.onerror?.(error);
  readonly #onEnd = () => {
    this.#drainTimer = setTimeout(() => void this.close(), DRAIN_MS);
    this.#closeWhenDrained();
  };

  start(): Promise<void> {
    process.stdin.on("data", this.#onData);
    process.stdin.on("error", this.#onError);
    process.stdin.once("end", this.#onEnd);
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    // The write callback waits for the pipe (backpressure) and reports a reader that is gone.
    return new Promise<void>((resolve, reject) => {
      process.stdout.write(`${JSON.stringify(message)}\n`, (error) => {
        if (error) reject(error);
        else resolve();
      });
    }).finally(() => {
      if (!("method" in message) && message.id !== undefined) this.#finished(message.id);
    });
  }

  close(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#closed = true;
    clearTimeout(this.#drainTimer);
    process.stdin.off("data", this.#onData);
    process.stdin.off("error", this.#onError);
    process.stdin.off("end", this.#onEnd);
    process.stdin.pause();
    this.#pending = [];
    this.onclose?.();
    return Promise.resolve();
  }

  #finished(id: RequestId): void {
    this.#running.delete(id);
    this.#closeWhenDrained();
  }

  #closeWhenDrained(): void {
    if (this.#drainTimer !== undefined && this.#running.size === 0) void this.close();
  }

  /** Keeps count of what is running: requests start, answers and cancellations end them. */
  #track(message: JSONRPCMessage): void {
    if (!("method" in message)) return;
    if ("id" in message) this.#running.add(message.id);
    else if (message.method === "notifications/cancelled") {
      const { requestId } = (message.params ?? {}) as { requestId?: RequestId };
      if (requestId !== undefined) this.#finished(requestId);
    }
  }

  #receive(chunk: Buffer): void {
    let rest = chunk;
    for (let end = rest.indexOf(NEWLINE); end !== -1; end = rest.indexOf(NEWLINE)) {
      const tail = rest.subarray(0, end);
      rest = rest.subarray(end + 1);
      if (this.#discarding) this.#discarding = false;
      else if (this.#pendingBytes + tail.length > MAX_LINE_BYTES) this.#tooLarge();
      else this.#line(Buffer.concat([...this.#pending, tail]).toString("utf8"));
      this.#pending = [];
      this.#pendingBytes = 0;
    }
    if (this.#discarding || rest.length === 0) return;
    this.#pending.push(rest);
    this.#pendingBytes += rest.length;
    if (this.#pendingBytes > MAX_LINE_BYTES) {
      // Answer now and forget the line, rather than buffering it whole.
      this.#pending = [];
      this.#pendingBytes = 0;
      this.#discarding = true;
      this.#tooLarge();
    }
  }

  #tooLarge(): void {
    this.#reject(
      ErrorCode.InvalidRequest,
      `Invalid Request: a message may not exceed ${MAX_LINE_BYTES} bytes`,
      null,
    );
  }

  #line(text: string): void {
    // A blank line (JSON whitespace only) carries no message; anything else gets an answer.
    if (/^[ \t\r]*$/.test(text)) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.#reject(ErrorCode.ParseError, `Parse error: ${reason}`, null);
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (parsed.success) {
      this.#track(parsed.data);
      this.onmessage?.(parsed.data);
    } else if (Array.isArray(value)) {
      // MCP removed JSON-RPC batching in protocol version 2025-06-18.
      this.#reject(ErrorCode.InvalidRequest, "Invalid Request: batches are not supported", null);
    } else {
      const { error, id } = invalidRequest(value);
      this.#reject(error.code, error.message, id);
    }
  }

  #reject(code: ErrorCode, message: string, id: RequestId | null): void {
    // Nothing awaits this answer; a failed write surfaces through stdout's "error" event.
    process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } })}\n`);
  }
}
