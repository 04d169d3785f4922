/**
 * The initialize request that the raw peers of the tests and benchmarks send by hand (the SDK
 * clients build their own).
 *
 * @module
 */

/** The protocol version raw peers ask for unless they say otherwise. */
const DEFAULT_VERSION = "2025-06-18";

/**
 * The params of an initialize request.
 *
 * @param client The client name to report.
 * @param protocolVersion The protocol version to ask for.
 */
export function initializeParams(client: string, protocolVersion = DEFAULT_VERSION) {
  return { protocolVersion, capabilities: {}, clientInfo: { name: client, version: "0" } };
}

/**
 * A whole initialize request message.
 *
 * @param id The request id.
 * @param client The client name to report.
 * @param protocolVersion The protocol version to ask for.
 */
export function initializeRequest(
  id: number | string,
  client: string,
  protocolVersion = DEFAULT_VERSION,
) {
  return {
    jsonrpc: "2.0",
    id,
    method: "initialize",
    params: initializeParams(client, protocolVersion),
  } as const;
}
