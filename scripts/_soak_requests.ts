/**
 * The soak test's request mix and its answer key: every tool (successes and tool errors) and a
 * few resource reads over a snapshot, each with the exact answer an in-process server gives.
 * Under load over HTTP every answer must be that same text: a mixed-up id, a truncated or
 * corrupted body, or an answer meant for another request all show up as a wrong answer.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { type BundledData, createServer, DOC_PAGES } from "../mod.ts";

/** One request of the mix and the answer it must get. */
export interface SoakRequest {
  method: string;
  params: Record<string, unknown>;
  /** `JSON.stringify` of the answer's `result` (or `error`), as the server writes it. */
  expected: string;
}

/** The requests of the mix: every tool, every package, page and tag, and their failures. */
function requestsFor(data: BundledData): { method: string; params: Record<string, unknown> }[] {
  const call = (name: string, args: Record<string, unknown> = {}) => ({
    method: "tools/call",
    params: { name, arguments: args },
  });
  const slugs = [...data.packages.map((p) => p.slug), "no-such-package"];
  const tags = data.packages.flatMap((p) => p.components.flatMap((c) => c.tagName ?? []));
  const words = data.packages.flatMap((p) => [p.category, ...p.keywords, ...p.exports]);
  return [
    call("list-packages"),
    call("list-components"),
    ...slugs.flatMap((packageSlug) => [
      call("get-package", { packageSlug }),
      call("get-source", { packageSlug }),
      ...DOC_PAGES.map((page) => call("get-docs", { packageSlug, page })),
      call("search-packages", { query: packageSlug }),
    ]),
    ...[...new Set(words)].filter((w) => w !== "").slice(0, 40).map((query) =>
      call("search-packages", { query })
    ),
    call("search-packages", { query: "" }),
    ...[...tags, "x-no-such-tag"].map((tagName) => call("get-component", { tagName })),
    ...data.packages.slice(0, 5).flatMap((p) => [
      { method: "resources/read", params: { uri: `catalog://docs/${p.slug}/index` } },
      { method: "resources/read", params: { uri: `catalog://source/${p.slug}` } },
    ]),
  ];
}

/**
 * Builds the mix with its answer key, asking an in-process server over a raw in-memory pair
 * (no client library in between, so the answers are exactly what the server sends).
 *
 * @param data The snapshot the HTTP server under test serves too.
 * @returns The requests with their expected answers.
 */
export async function soakRequests(data: BundledData): Promise<SoakRequest[]> {
  const server = createServer(data);
  const [client, serverSide] = InMemoryTransport.createLinkedPair();
  const waiting = new Map<number, (answer: JSONRPCMessage) => void>();
  client.onmessage = (message) => {
    if ("id" in message && typeof message.id === "number") waiting.get(message.id)?.(message);
  };
  await server.connect(serverSide);
  await client.start();
  const requests = requestsFor(data);
  const answers: JSONRPCMessage[] = [];
  for (const [id, { method, params }] of requests.entries()) {
    const answered = new Promise<JSONRPCMessage>((resolve) => waiting.set(id, resolve));
    await client.send({ jsonrpc: "2.0", id, method, params });
    answers.push(await answered);
  }
  await client.close();
  return requests.map(({ method, params }, id) => {
    const answer = answers[id] as { result?: unknown; error?: unknown };
    return { method, params, expected: JSON.stringify(answer.result ?? answer.error) };
  });
}
