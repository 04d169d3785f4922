/**
 * The command line: stdio by default, `--version`, `--help`, `--data`. Thin: it parses flags,
 * loads the snapshot and hands over to a transport. Nothing but protocol goes to stdout.
 *
 * @module
 */
import process from "node:process";
import { parseArgs } from "node:util";
import { Catalog } from "./catalog.ts";
import { loadData } from "./load.ts";
import { createCatalogServer } from "./server.ts";
import { StdioJsonRpcTransport } from "./stdio_transport.ts";

const USAGE = `catalog-mcp: a read-only MCP server for a package catalog snapshot

Usage: catalog-mcp [options]

Options:
  --data <file>   serve this snapshot instead of the bundled one
  --version       print the snapshot's data version and exit
  --help          show this help and exit

Without options it serves MCP over stdio (protocol on stdout, logs on stderr).`;

const OPTIONS = {
  data: { type: "string" },
  version: { type: "boolean" },
  help: { type: "boolean" },
} as const;

/** What the command line asked for. */
interface CliOptions {
  data?: string;
  version: boolean;
  help: boolean;
}

/** A command-line mistake: reported with a usage hint and exit code 1. */
class UsageError extends Error {}

function parseCli(args: string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.data === "") throw new UsageError("--data needs a file path");
  return {
    ...(values.data === undefined ? {} : { data: values.data }),
    version: values.version ?? false,
    help: values.help ?? false,
  };
}

/**
 * Runs the command line.
 *
 * @param args Arguments without the program name.
 * @returns The exit code once the server has stopped (or at once for `--help`, `--version`
 * and errors).
 *
 * @example
 * ```ts ignore
 * import { main } from "./cli.ts";
 *
 * process.exitCode = await main(["--version"]);
 * ```
 */
export async function main(args: string[]): Promise<number> {
  let options: CliOptions;
  try {
    options = parseCli(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`error: ${error.message}\nRun with --help for usage.`);
    return 1;
  }
  if (options.help) {
    console.error(USAGE);
    return 0;
  }
  let catalog: Catalog;
  try {
    catalog = Catalog.fromData(loadData(options.data === undefined ? {} : { path: options.data }));
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  if (options.version) {
    process.stdout.write(`${catalog.version}\n`);
    return 0;
  }
  await serveStdio(catalog);
  return 0;
}

/** Serves until stdin ends or stdout goes away; resolves then. */
async function serveStdio(catalog: Catalog): Promise<void> {
  const server = createCatalogServer(catalog);
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
    process.stdin.once("end", () => void server.close());
    // A client that went away (EPIPE) is a normal end, not a crash. Nothing can reach it any
    // more, so exit now: under Deno an open stdin would keep the process alive until the client
    // closes it too, and a client that closed its read end may never do that.
    process.stdout.once("error", () => void server.close().finally(() => process.exit(0)));
  });
  await server.connect(new StdioJsonRpcTransport());
  await closed;
}
