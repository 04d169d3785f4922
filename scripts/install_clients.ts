/**
 * Installs the third-party MCP clients the test suite judges the server by: Node 22 (the npm
 * package `node`, which ships the binary), the MCP Inspector CLI and the official conformance
 * suite, into `scripts/clients/node_modules`, exactly as `scripts/clients/package-lock.json`
 * pins them. It needs nothing but npm (Node 20's will do).
 *
 * Run it as `deno task clients:install`; the tests that use the clients call
 * {@link ensureClients} themselves, so CI needs no extra step, and a failed install fails them.
 *
 * @module
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The npm project that pins the clients. */
export const CLIENTS_DIR: string = fileURLToPath(new URL("./clients/", import.meta.url));

const BIN_DIR = join(CLIENTS_DIR, "node_modules", ".bin");
/** Written after a successful install: the digest of the manifests it installed. */
const STAMP = join(CLIENTS_DIR, "node_modules", ".catalog-mcp-installed");

/** The Node 22 binary the clients run on (both need Node >= 22). */
export const NODE_22: string = join(BIN_DIR, "node");

/** The install under way or done in this process. */
let installing: Promise<void> | undefined;

/**
 * Installs the pinned clients unless the installed tree already matches the lockfile. Callers
 * share one install per process: concurrent `npm ci` runs in one folder wreck each other.
 *
 * @throws {Error} With npm's output when `npm ci` fails (no network, no npm).
 */
export function ensureClients(): Promise<void> {
  return installing ??= install();
}

async function install(): Promise<void> {
  const digest = await manifestDigest();
  if (await readStamp() === digest && await exists(NODE_22)) return;
  const { code, stdout, stderr } = await new Deno.Command("npm", {
    args: ["ci", "--prefix", CLIENTS_DIR, "--no-audit", "--no-fund"],
    stdin: "null",
  }).output();
  const decoder = new TextDecoder();
  if (code !== 0 || !await exists(NODE_22)) {
    throw new Error(
      `npm ci --prefix ${CLIENTS_DIR} failed (exit ${code}):\n` +
        `${decoder.decode(stdout)}${decoder.decode(stderr)}`,
    );
  }
  await Deno.writeTextFile(STAMP, digest);
}

/**
 * The command line that runs an installed client's bin under Node 22 (its `#!/usr/bin/env
 * node` line would pick whatever node comes first on PATH).
 *
 * @param bin The bin name, such as `inspector` or `conformance`.
 * @param args Its arguments.
 * @returns The command and its arguments.
 */
export function clientCommand(bin: string, args: string[]): { command: string; args: string[] } {
  return { command: NODE_22, args: [join(BIN_DIR, bin), ...args] };
}

async function manifestDigest(): Promise<string> {
  const bytes = new Uint8Array(
    await new Blob([
      await Deno.readFile(join(CLIENTS_DIR, "package.json")),
      await Deno.readFile(join(CLIENTS_DIR, "package-lock.json")),
    ]).arrayBuffer(),
  );
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw error;
  }
}

async function readStamp(): Promise<string | undefined> {
  try {
    return await Deno.readTextFile(STAMP);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
}

if (import.meta.main) {
  await ensureClients();
  console.error(`MCP test clients installed in ${CLIENTS_DIR}node_modules`);
}
