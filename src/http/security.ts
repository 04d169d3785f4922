/**
 * Who may talk to the HTTP server: the `Host` and `Origin` checks that close DNS rebinding (the
 * MCP transport rules: servers MUST validate `Origin`) and the CORS headers that let allowed
 * browser origins read the answers. The SDK's own checks are deprecated and off, so they live
 * here, in front of every mode.
 *
 * @module
 */
import { quote } from "../catalog/quote.ts";
import { jsonRpcError, TRANSPORT_ERROR } from "./responses.ts";

/** The names a local client reaches a loopback server by. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** The request headers MCP clients send, allowed in a preflight. */
const ALLOWED_HEADERS = "content-type, accept, mcp-session-id, mcp-protocol-version, last-event-id";
/** Browsers cache a preflight this long (seconds), so clients do not pay one per call. */
const PREFLIGHT_MAX_AGE = "600";

/** Who may reach the server. */
export interface AccessPolicyOptions {
  /** The name or address the server is bound to; always an allowed host. */
  hostname: string;
  /** More host names (a port, if given, is ignored). */
  allowedHosts: readonly string[];
  /** More browser origins (`scheme://host[:port]`). */
  allowedOrigins: readonly string[];
}

/** The Host and Origin checks and the CORS headers, precomputed from the options. */
export class AccessPolicy {
  readonly #hosts: ReadonlySet<string>;
  readonly #origins: ReadonlySet<string>;

  /**
   * @param options Who may reach the server.
   * @throws {TypeError} When an allowed origin is not a `scheme://host[:port]` URL.
   */
  constructor(options: AccessPolicyOptions) {
    this.#hosts = new Set(
      [options.hostname, ...LOOPBACK_NAMES, ...options.allowedHosts].map(hostName),
    );
    this.#origins = new Set(options.allowedOrigins.map(normalizeOrigin));
  }

  /**
   * Refuses a request whose `Host` names none of the allowed hosts: a page on a rebound
   * domain still carries its own name there.
   *
   * @returns A 403 response, or `undefined` when the host is allowed.
   */
  checkHost(request: Request): Response | undefined {
    const host = request.headers.get("host");
    if (host !== null && this.#hosts.has(hostName(host))) return undefined;
    return forbidden(
      host === null ? "a Host header is required." : `Host ${quote(host)} is not allowed.`,
    );
  }

  /**
   * Refuses a request that carries an `Origin` other than a loopback or allowed one. Requests
   * without `Origin` (non-browser clients) pass.
   *
   * @returns A 403 response, or `undefined` when the origin is absent or allowed.
   */
  checkOrigin(request: Request): Response | undefined {
    const origin = request.headers.get("origin");
    if (origin === null || this.#allowsOrigin(origin)) return undefined;
    return forbidden(`Origin ${quote(origin)} is not allowed.`);
  }

  /**
   * The CORS headers for an answer to this request: the caller's own origin echoed (never
   * `*`), and the session header exposed so browser clients can read it.
   *
   * @returns The headers; empty when the request has no (allowed) origin.
   */
  corsHeaders(request: Request): Record<string, string> {
    const origin = request.headers.get("origin");
    if (origin === null || !this.#allowsOrigin(origin)) return {};
    return {
      "access-control-allow-origin": origin,
      "access-control-expose-headers": "mcp-session-id",
      "vary": "origin",
    };
  }

  /**
   * The answer to a CORS preflight (`OPTIONS`): what a browser client may send.
   *
   * @param methods The methods the route accepts.
   */
  preflight(request: Request, methods: string): Response {
    return new Response(null, {
      status: 204,
      headers: {
        ...this.corsHeaders(request),
        "access-control-allow-methods": methods,
        "access-control-allow-headers": ALLOWED_HEADERS,
        "access-control-max-age": PREFLIGHT_MAX_AGE,
      },
    });
  }

  #allowsOrigin(origin: string): boolean {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false; // "null" (sandboxed pages, file:) and garbage are never allowed
    }
    if (this.#origins.has(url.origin)) return true;
    return (url.protocol === "http:" || url.protocol === "https:") &&
      LOOPBACK_NAMES.includes(url.hostname);
  }
}

/**
 * The host name of a `Host` header or an allowed-host entry: lowercase, port dropped, IPv6
 * literals in brackets (how they appear in `Host`).
 */
function hostName(value: string): string {
  const text = value.trim().toLowerCase();
  if (text.startsWith("[")) return text.slice(0, text.indexOf("]") + 1);
  // Two or more colons without brackets: a bare IPv6 address such as a `--host ::1` binding.
  if (text.indexOf(":") !== text.lastIndexOf(":")) return `[${text}]`;
  return text.split(":", 1)[0] ?? text;
}

function normalizeOrigin(value: string): string {
  const origin = URL.canParse(value) ? new URL(value).origin : "null";
  if (origin === "null") {
    throw new TypeError(`Invalid allowed origin ${quote(value)}: expected scheme://host[:port]`);
  }
  return origin;
}

function forbidden(message: string): Response {
  return jsonRpcError(403, TRANSPORT_ERROR, `Forbidden: ${message}`);
}
