/**
 * A transport that lets one long-lived SDK server answer many independent HTTP requests at
 * once. Building a server and a transport per request costs far more than answering the
 * request (see the HTTP benchmark), so stateless mode connects one server to this transport
 * instead and the SDK still parses, dispatches and serialises every message.
 *
 * The only thing it must get right is identity: clients choose their own JSON-RPC ids, so two
 * clients may both send id 1 at the same moment. Each incoming request is therefore renamed to
 * a fresh id that is never reused, and the answer is renamed back and handed to the HTTP
 * request that is waiting for it.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/shared/transport"
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type {
  JSONRPCMessage,
  JSONRPCRequest,
  JSONRPCResponse,
  MessageExtraInfo,
  RequestId,
} from "@modelcontextprotocol/sdk/types.js";

/** A request waiting for its answer. */
interface Pending {
  callerId: RequestId;
  resolve(response: JSONRPCResponse): void;
  reject(error: Error): void;
}

/** Thrown to waiting requests when the transport closes before they were answered. */
export class TransportClosedError extends Error {
  override name = "TransportClosedError";
}

/** One server, many concurrent independent requests, each answered to its own caller. */
export class MultiplexTransport implements Transport {
  onmessage?: ((message: JSONRPCMessage, extra?: MessageExtraInfo) => void) | undefined;
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;

  #nextId = 0;
  readonly #pending = new Map<number, Pending>();
  #closed = false;

  /** Nothing to open: requests arrive through {@link MultiplexTransport.dispatch}. */
  async start(): Promise<void> {}

  /**
   * Hands one request to the server and waits for its answer.
   *
   * @param request A validated JSON-RPC request, with the caller's id.
   * @param extra What the server may know about the HTTP request (its headers).
   * @returns The server's response, carrying the caller's id again.
   * @throws {TransportClosedError} When the transport is closed before the answer.
   */
  dispatch(request: JSONRPCRequest, extra: MessageExtraInfo): Promise<JSONRPCResponse> {
    if (this.#closed) return Promise.reject(new TransportClosedError("Server is shutting down"));
    const id = ++this.#nextId;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { callerId: request.id, resolve, reject });
      this.onmessage?.({ ...request, id }, extra);
    });
  }

  /**
   * Receives what the server sends. Answers go back to their request; anything else
   * (notifications tied to a request, such as progress) is dropped, as the SDK's transport
   * drops them in JSON-response mode. The server built the message, so its shape is only
   * told apart, not validated again (the SDK's type guards would parse the whole answer).
   */
  send(message: JSONRPCMessage): Promise<void> {
    if ("result" in message || "error" in message) {
      const id = message.id;
      const pending = typeof id === "number" ? this.#pending.get(id) : undefined;
      if (typeof id === "number" && pending !== undefined) {
        this.#pending.delete(id);
        pending.resolve({ ...message, id: pending.callerId });
      }
    }
    return Promise.resolve();
  }

  /** Fails every request still waiting, then tells the server the connection is gone. */
  close(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#closed = true;
    for (const pending of this.#pending.values()) {
      pending.reject(new TransportClosedError("Server is shutting down"));
    }
    this.#pending.clear();
    this.onclose?.();
    return Promise.resolve();
  }
}
