/**
 * A load-generating worker for the HTTP benchmark: keep-alive HTTP/1.1 connections over raw
 * TCP, each sending one request and reading its answer before the next. `fetch` tops out well
 * below what the servers can answer on these machines; a raw loop does not, so the floor
 * (a bare `Deno.serve` handler) is measured rather than the client.
 *
 * Every answer is checked: the first one on each connection is parsed and must be a JSON-RPC
 * success for the request's id; the request is the same every time and the catalog never
 * changes, so every later answer must be byte-identical to it.
 *
 * @module
 */

/** What the benchmark asks a worker to do. */
export interface LoadJob {
  port: number;
  /** The JSON-RPC request to send, over and over. */
  body: string;
  connections: number;
  /** Measure from start for this long, after the warm-up. */
  durationMs: number;
  warmupMs: number;
}

/** What a worker measured. */
export interface LoadResult {
  /** Requests answered in the measured period. */
  requests: number;
  /** Requests answered in all, warm-up included. */
  total: number;
  /** Latency of each measured request (ms). */
  latencies: Float64Array;
}

const CRLF2 = [13, 10, 13, 10];
const decoder = new TextDecoder();

/** Runs a job's connections to the end of its duration. */
async function run(job: LoadJob): Promise<LoadResult> {
  const request = new TextEncoder().encode(
    `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${job.port}\r\n` +
      "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n" +
      `Content-Length: ${new TextEncoder().encode(job.body).length}\r\n\r\n${job.body}`,
  );
  const expectedId = JSON.parse(job.body).id;
  const start = performance.now();
  const measureFrom = start + job.warmupMs;
  const end = measureFrom + job.durationMs;
  const latencies: number[] = [];
  let total = 0;
  await Promise.all(Array.from({ length: job.connections }, async () => {
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: job.port });
    const reader = new ResponseReader(conn);
    let reference: string | undefined;
    try {
      for (let now = performance.now(); now < end; now = performance.now()) {
        await conn.write(request);
        const body = await reader.next();
        if (reference === undefined) reference = checkFirst(body, expectedId);
        else if (body !== reference) throw new Error(`answer changed: ${body.slice(0, 200)}`);
        const done = performance.now();
        total++;
        if (now >= measureFrom) latencies.push(done - now);
      }
    } finally {
      conn.close();
    }
  }));
  return { requests: latencies.length, total, latencies: Float64Array.from(latencies) };
}

function checkFirst(body: string, id: unknown): string {
  const message = JSON.parse(body);
  if (message.id !== id || message.result === undefined || message.result.isError === true) {
    throw new Error(`not a successful answer to request ${id}: ${body.slice(0, 300)}`);
  }
  return body;
}

/** Reads one `Content-Length` response at a time from a keep-alive connection. */
class ResponseReader {
  #buffer = new Uint8Array(1 << 16);
  #length = 0;
  readonly #conn: Deno.Conn;

  constructor(conn: Deno.Conn) {
    this.#conn = conn;
  }

  /** The body of the next response, which must be 200. */
  async next(): Promise<string> {
    let headerEnd: number;
    while ((headerEnd = indexOf(this.#buffer, this.#length, CRLF2)) < 0) await this.#fill();
    const head = decoder.decode(this.#buffer.subarray(0, headerEnd));
    if (!head.startsWith("HTTP/1.1 200")) throw new Error(`unexpected answer: ${head}`);
    const match = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (match === null) throw new Error(`no content-length in: ${head}`);
    const total = headerEnd + 4 + Number(match[1]);
    while (this.#length < total) await this.#fill();
    const body = decoder.decode(this.#buffer.subarray(headerEnd + 4, total));
    this.#buffer.copyWithin(0, total, this.#length);
    this.#length -= total;
    return body;
  }

  async #fill(): Promise<void> {
    if (this.#length === this.#buffer.length) {
      const bigger = new Uint8Array(this.#buffer.length * 2);
      bigger.set(this.#buffer);
      this.#buffer = bigger;
    }
    const read = await this.#conn.read(this.#buffer.subarray(this.#length));
    if (read === null) throw new Error("the server closed the connection");
    this.#length += read;
  }
}

function indexOf(buffer: Uint8Array, length: number, needle: number[]): number {
  outer: for (let i = 0; i + needle.length <= length; i++) {
    for (let j = 0; j < needle.length; j++) if (buffer[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** The worker's global scope, typed here: the project's type check uses the window libs. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LoadJob>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = async (event) => {
  try {
    const result = await run(event.data);
    scope.postMessage({ ok: true, result });
  } catch (error) {
    scope.postMessage({ ok: false, error: String(error) });
  }
};
