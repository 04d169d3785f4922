/**
 * Raw MCP calls over HTTP whose answers are checked against the answer key of the soak mix
 * (`scripts/_soak_requests.ts`: what an in-process server answers), and the tally that
 * load-generating tests keep of them.
 *
 * @module
 */
import type { SoakRequest } from "../scripts/_soak_requests.ts";

/** The headers of every MCP POST. */
export const MCP_POST_HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-11-25",
} as const;

/** What one checked call got. */
export interface CheckedAnswer {
  status: number;
  /** Whether a 200 carried exactly the expected answer, under the request's own id. */
  exact: boolean;
  /** The body, for messages. */
  text: string;
}

/**
 * Sends one request of the mix and compares the answer with its key.
 *
 * @param url The MCP endpoint.
 * @param headers The request headers (with a session id, in a session).
 * @param request The request and its expected answer.
 * @param id The JSON-RPC id to send, unique to this call.
 * @throws {TypeError} When the connection fails (fetch's own error).
 */
export async function callChecked(
  url: string,
  headers: Record<string, string>,
  request: SoakRequest,
  id: string,
): Promise<CheckedAnswer> {
  const response = await fetch(url, {
    method: "POST",
    headers,
    body: JSON.stringify({ jsonrpc: "2.0", id, method: request.method, params: request.params }),
  });
  const text = await response.text();
  if (response.status !== 200) return { status: response.status, exact: false, text };
  const answer = JSON.parse(text);
  const exact = answer.id === id &&
    JSON.stringify(answer.result ?? answer.error) === request.expected;
  return { status: 200, exact, text };
}

/** What a load's clients saw. */
export class Tally {
  /** Exact answers. */
  exact = 0;
  /** Answers that were not the expected one (a 200 with another answer). */
  wrong = 0;
  /** HTTP statuses the scenario does not allow. */
  refused = 0;
  /** Requests whose connection broke (fetch threw): no answer, or half of one. */
  broken = 0;
  /** The first few problems, for the failure message. */
  readonly problems: string[] = [];

  /** Counts a problem and keeps its description. */
  note(kind: "wrong" | "refused" | "broken", text: string): void {
    this[kind]++;
    if (this.problems.length < 10) this.problems.push(`${kind}: ${text.slice(0, 300)}`);
  }

  /** Counts the answer to one checked call: exact, wrong, or refused (any status but 200). */
  count(answer: CheckedAnswer): void {
    if (answer.exact) this.exact++;
    else this.note(answer.status === 200 ? "wrong" : "refused", `${answer.status} ${answer.text}`);
  }

  /** A one-line summary with the problems, for assertion messages. */
  toString(): string {
    return `${this.exact} exact, ${this.wrong} wrong, ${this.refused} refused, ` +
      `${this.broken} broken` + this.problems.map((p) => `\n  ${p}`).join("");
  }
}
