/**
 * The command line: stdio by default, Streamable HTTP with `--port`, `--version`, `--help`,
 * `--data`. Thin: it parses flags, loads the snapshot and hands over to a transport. Nothing
 * but protocol goes to stdout.
 *
 * @module
 */
import process from "node:process";
import { parseArgs } from "node:util";
import { Catalog } from "./catalog/catalog.ts";
import type { CatalogSource } from "./catalog/catalog_source.ts";
import {
  HTTP_DEFAULTS,
  type HttpServerOptions,
  isHeaderName,
  PortInUseError,
} from "./http/options.ts";
import { loadData } from "./snapshot/load.ts";
import { createCatalogServer, type ServerOptions } from "./mcp/server.ts";
import { type AnswerText, isAnswerText } from "./catalog/answer_texts.ts";
import { StdioJsonRpcTransport } from "./mcp/stdio_transport.ts";
import { importLater, unreadableModuleFolder } from "./import_later.ts";
import type { LiveRepositoryOptions } from "./live/live_repository.ts";
import type { LiveDependenciesOptions } from "./live/installed/live_dependencies.ts";

type HttpHost = typeof import("./http/server.ts");
type Live = typeof import("./live/live_repository.ts");
type Deps = typeof import("./live/installed/live_dependencies.ts");
type Combined = typeof import("./live/combined_source.ts");
type GeneratorCli = typeof import("./generator/cli.ts");

const USAGE = `catalog-mcp: a read-only MCP server for a package catalog snapshot

Usage: catalog-mcp [options]
       catalog-mcp generate [--repo-root <dir>] [--deps <app dir>] [--out <file>] [options]
                                (writes a snapshot; catalog-mcp generate --help)

Options:
  --data <file>   serve this snapshot instead of the bundled one
  --repo <dir>    serve this monorepo: generate its catalog now (or take it from the cache)
                  and regenerate it after every edit (docs/live.md)
  --deps <dir>    serve the dependencies installed for the app at <dir>, each at its installed
                  version (docs/deps.md); with --repo, both in one catalog
  --deps-include <name>  with --deps: also serve this installed package (repeatable)
  --deps-exclude <name>  with --deps: leave this package out (repeatable)
  --cache-dir <dir>   with --repo: where the last run is kept (default: a folder per
                      repository under $XDG_CACHE_HOME or ~/.cache/catalog-mcp); with --deps:
                      the indexed packages go to <dir>/packages (default: that same root)
  --include-private   with --repo: also catalog packages marked "private": true
  --no-symbols        with --repo: do not record exported symbols (no deno doc)
  --no-analyze        with --repo: do not build missing component manifests from source
  --max-page-bytes <n>  with --repo: skip Markdown pages larger than n bytes (default 1000000)
  --answer-text <plain|json>  how search and fetch write their answers' text: plain lines
                  (default over stdio) or the JSON ChatGPT's connectors parse (default with --port)
  --version       print the snapshot's data version and exit
  --help          show this help and exit

Without --port it serves MCP over stdio (protocol on stdout, logs on stderr).

Streamable HTTP:
  --port <n>                    serve MCP over HTTP at /mcp, with GET /health (1-65535)
  --host <name>                 address to bind (default ${HTTP_DEFAULTS.hostname}: this machine only)
  --allowed-host <name>         also accept this Host header (repeatable); the bound name and
                                loopback names are always accepted, other hosts get 403
  --allowed-origin <origin>     also accept this browser Origin, e.g. https://app.example.com
                                (repeatable); loopback origins are always accepted
  --max-body-bytes <n>          largest request body (default ${HTTP_DEFAULTS.maxBodyBytes}), 413 beyond
  --sessions                    stateful mode: session ids, GET stream, DELETE (default:
                                stateless, every request stands alone; scale out freely)
  --max-sessions <n>            with --sessions: live sessions at most (default ${HTTP_DEFAULTS.maxSessions})
  --session-idle-seconds <n>    with --sessions: close a session idle this long (default ${HTTP_DEFAULTS.sessionIdleSeconds})
  --session-id-header <name>    with --sessions: a new session takes its id from this request
                                header, set by a load balancer that hashes on Mcp-Session-Id

SIGTERM or SIGINT stops HTTP mode gracefully (requests in flight finish) with exit code 0.`;

const OPTIONS = {
  data: { type: "string" },
  repo: { type: "string" },
  deps: { type: "string" },
  "deps-include": { type: "string", multiple: true },
  "deps-exclude": { type: "string", multiple: true },
  "cache-dir": { type: "string" },
  "include-private": { type: "boolean" },
  "no-symbols": { type: "boolean" },
  "no-analyze": { type: "boolean" },
  "max-page-bytes": { type: "string" },
  "answer-text": { type: "string" },
  version: { type: "boolean" },
  help: { type: "boolean" },
  port: { type: "string" },
  host: { type: "string" },
  "allowed-host": { type: "string", multiple: true },
  "allowed-origin": { type: "string", multiple: true },
  "max-body-bytes": { type: "string" },
  sessions: { type: "boolean" },
  "max-sessions": { type: "string" },
  "session-idle-seconds": { type: "string" },
  "session-id-header": { type: "string" },
} as const;

/** Flags that only mean something with --port, and those that need --sessions too. */
const HTTP_FLAGS = ["host", "allowed-host", "allowed-origin", "max-body-bytes", "sessions"];
const SESSION_FLAGS = ["max-sessions", "session-idle-seconds", "session-id-header"];
const DEPS_FLAGS = ["deps-include", "deps-exclude"];
const REPO_FLAGS = [
  "include-private",
  "no-symbols",
  "no-analyze",
  "max-page-bytes",
];

/** What the command line asked for. */
interface CliOptions {
  data?: string;
  /** Present with --repo: generate and follow a repository. */
  repo?: LiveRepositoryOptions;
  /** Present with --deps: serve an app's installed dependencies. */
  deps?: LiveDependenciesOptions;
  version: boolean;
  help: boolean;
  /** Present with --port: serve Streamable HTTP. */
  http?: Omit<HttpServerOptions, "data">;
  /** --answer-text: how search and fetch write their text (default: per transport). */
  answerText?: AnswerText;
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
  if (values.repo === "") throw new UsageError("--repo needs a folder");
  if (values["cache-dir"] === "") throw new UsageError("--cache-dir needs a folder");
  if (values.deps === "") throw new UsageError("--deps needs an app folder");
  if (values.repo !== undefined && values.data !== undefined) {
    throw new UsageError("--repo and --data exclude each other: serve a repository or a snapshot");
  }
  if (values.deps !== undefined && values.data !== undefined) {
    throw new UsageError(
      "--deps and --data exclude each other: serve an app's dependencies or a snapshot " +
        "(catalog-mcp generate --deps writes them as one)",
    );
  }
  if (values.repo === undefined) requireFlag(values, REPO_FLAGS, "--repo");
  if (values.deps === undefined) requireFlag(values, DEPS_FLAGS, "--deps");
  if (values.repo === undefined && values.deps === undefined) {
    requireFlag(values, ["cache-dir"], "--repo or --deps");
  }
  const answerText = values["answer-text"];
  if (answerText !== undefined && !isAnswerText(answerText)) {
    throw new UsageError(`--answer-text must be plain or json, got "${answerText}"`);
  }
  const http = values.port === undefined ? undefined : httpOptions(values.port, values);
  if (http === undefined) requireFlag(values, HTTP_FLAGS, "--port");
  if (!values.sessions) requireFlag(values, SESSION_FLAGS, "--sessions");
  return {
    ...(values.data === undefined ? {} : { data: values.data }),
    ...(values.repo === undefined ? {} : { repo: repoOptions(values.repo, values) }),
    ...(values.deps === undefined ? {} : {
      deps: {
        app: values.deps,
        ...(values["deps-include"] === undefined ? {} : { include: values["deps-include"] }),
        ...(values["deps-exclude"] === undefined ? {} : { exclude: values["deps-exclude"] }),
        ...(values["cache-dir"] === undefined ? {} : { cacheRoot: values["cache-dir"] }),
      },
    }),
    version: values.version ?? false,
    help: values.help ?? false,
    ...(http === undefined ? {} : { http }),
    ...(answerText === undefined ? {} : { answerText }),
  };
}

type FlagValues = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>["values"];

function httpOptions(port: string, values: FlagValues): Omit<HttpServerOptions, "data"> {
  if (values.host === "") throw new UsageError("--host needs a name or address");
  const idHeader = values["session-id-header"];
  if (idHeader !== undefined && !isHeaderName(idHeader)) {
    throw new UsageError(`--session-id-header must be an HTTP header name, got "${idHeader}"`);
  }
  return {
    port: integerFlag("--port", port, 65_535),
    ...(values.host === undefined ? {} : { hostname: values.host }),
    allowedHosts: values["allowed-host"] ?? [],
    allowedOrigins: values["allowed-origin"] ?? [],
    ...optionalInteger("maxBodyBytes", "--max-body-bytes", values["max-body-bytes"]),
    sessions: values.sessions ?? false,
    ...optionalInteger("maxSessions", "--max-sessions", values["max-sessions"]),
    ...optionalInteger(
      "sessionIdleSeconds",
      "--session-idle-seconds",
      values["session-idle-seconds"],
    ),
    ...(idHeader === undefined ? {} : { sessionIdHeader: idHeader }),
  };
}

function repoOptions(repo: string, values: FlagValues): LiveRepositoryOptions {
  return {
    repo,
    ...(values["cache-dir"] === undefined ? {} : { cacheFolder: values["cache-dir"] }),
    includePrivate: values["include-private"] ?? false,
    symbols: !values["no-symbols"],
    analyze: !values["no-analyze"],
    ...optionalInteger("maxPageBytes", "--max-page-bytes", values["max-page-bytes"]),
  };
}

function requireFlag(values: FlagValues, flags: string[], needed: string): void {
  const used = flags.find((flag) => values[flag as keyof FlagValues] !== undefined);
  if (used !== undefined) throw new UsageError(`--${used} needs ${needed}`);
}

function optionalInteger<K extends string>(key: K, flag: string, text: string | undefined) {
  return text === undefined ? {} : { [key]: integerFlag(flag, text) } as Record<K, number>;
}

/** A whole number from 1 to `max`, written in decimal digits only. */
function integerFlag(flag: string, text: string, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > max) {
    throw new UsageError(`${flag} must be an integer from 1 to ${max}, got "${text}"`);
  }
  return value;
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
  if (args[0] === "generate") return await generate(args.slice(1));
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
  // --repo and --deps load their modules at once; other starts report this after the snapshot
  // loads.
  const live = options.repo !== undefined || options.deps !== undefined;
  if (live && modulesUnreadable()) return 1;
  let source: CatalogSource;
  let opened: LiveSource | undefined;
  try {
    if (!live) {
      source = Catalog.fromData(loadData(options.data === undefined ? {} : { path: options.data }));
    } else {
      opened = await openLive(options);
      source = opened.source;
    }
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  // A repository generated in the background: failing at start still ends the server.
  const failed = opened?.ready?.then(() => undefined, (error: Error) => error);
  void failed?.then((error) => {
    if (error === undefined) return;
    console.error(`error: ${error.message}`);
    process.exit(1);
  });
  try {
    if (options.version) {
      await failed;
      process.stdout.write(`${source.current.version}\n`);
      return 0;
    }
    if (modulesUnreadable()) return 1;
    const { answerText } = options;
    if (options.http !== undefined) {
      return await serveHttp(source, { ...options.http, ...(answerText && { answerText }) });
    }
    await serveStdio(source, answerText === undefined ? {} : { answerText }, opened);
    return 0;
  } finally {
    await opened?.close();
  }
}

/** What `--repo` and `--deps` serve: a catalog that changes, and what stops it changing. */
interface LiveSource {
  source: CatalogSource;
  /** Rejects when the repository's first generation fails. */
  ready?: Promise<void>;
  close(): Promise<void>;
}

/** Opens `--repo`, `--deps` or both (one catalog: the repository's packages first). */
async function openLive(options: CliOptions): Promise<LiveSource> {
  const repository = options.repo === undefined ? undefined : await importLater<Live>(
    "./live/live_repository.ts",
    import.meta.url,
  ).then(({ openLiveRepository }) => openLiveRepository(options.repo!));
  if (options.deps === undefined) return repository!;
  const [{ openLiveDependencies }, { CombinedSource }] = await Promise.all([
    importLater<Deps>("./live/installed/live_dependencies.ts", import.meta.url),
    importLater<Combined>("./live/combined_source.ts", import.meta.url),
  ]);
  let dependencies;
  try {
    dependencies = openLiveDependencies(
      options.deps,
      repository === undefined ? undefined : {
        root: repository.root,
        slugs: new Set(repository.source.current.slugs),
      },
    );
  } catch (error) {
    await repository?.close();
    throw error;
  }
  if (repository === undefined) return dependencies;
  return {
    source: new CombinedSource(repository.source, dependencies.source),
    ready: repository.ready,
    close: () => Promise.all([repository.close(), dependencies.close()]).then(() => {}),
  };
}

/** Says so when the modules loaded later cannot be read (Deno without --allow-read for them). */
function modulesUnreadable(): boolean {
  const unreadable = unreadableModuleFolder();
  if (unreadable === undefined) return false;
  console.error(
    `error: cannot read ${unreadable}, where the server loads its tools, search and HTTP ` +
      "modules from when they are first needed.\nAdd it to --allow-read (from a checkout, " +
      "--allow-read=<checkout> covers it and the bundled snapshot).",
  );
  return true;
}

/**
 * `catalog-mcp generate`: the generator's command line, which writes `catalog.json` unless
 * told another `--out`.
 */
async function generate(args: string[]): Promise<number> {
  const { runGeneratorCli } = await importLater<GeneratorCli>(
    "./generator/cli.ts",
    import.meta.url,
  );
  const hasOut = args.some((arg) => arg === "--out" || arg.startsWith("--out="));
  return await runGeneratorCli(
    hasOut ? args : [...args, "--out", "catalog.json"],
    "catalog-mcp generate [--out <file>, default catalog.json]",
  );
}

/** Serves HTTP until SIGTERM or SIGINT, then stops gracefully; resolves with the exit code. */
async function serveHttp(catalog: CatalogSource, options: Omit<HttpServerOptions, "data">) {
  // The handlers go in before anything is started: the startup line tells a supervisor it may
  // stop the server now, and a signal that came before the handler (it was set after the line)
  // killed the process with the signal's status instead of a clean stop. A signal during the
  // start is kept, and the server stops as soon as it has started.
  const signal = stopSignal();
  try {
    let server;
    try {
      // Loaded here, not at the top: stdio, the common case, starts without the HTTP host.
      const { serveCatalog } = await importLater<HttpHost>("./http/server.ts", import.meta.url);
      server = await serveCatalog(catalog, options);
    } catch (error) {
      if (error instanceof PortInUseError) {
        console.error(
          `error: port ${error.port} is already in use\n` +
            "Stop the process that holds it, or choose another port with --port.",
        );
      } else {
        console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      }
      return 1;
    }
    console.error(`catalog-mcp: serving MCP at ${server.url} (health: ${server.healthUrl})`);
    await signal.received;
    await server.shutdown();
    return 0;
  } finally {
    signal.remove();
  }
}

/** The first SIGTERM or SIGINT, from the moment this is called until `remove()`. */
function stopSignal(): { received: Promise<void>; remove(): void } {
  let stop = () => {};
  const received = new Promise<void>((resolve) => stop = resolve);
  const remove = () => {
    process.off("SIGTERM", stop);
    process.off("SIGINT", stop);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  return { received: received.then(remove), remove };
}

/**
 * Serves until stdin ends (and the requests still running are answered) or stdout goes away;
 * resolves then. A live repository also ends on SIGTERM and SIGINT, so that its watchers are
 * released before the process goes.
 */
async function serveStdio(
  source: CatalogSource,
  options: ServerOptions,
  live?: LiveSource,
): Promise<void> {
  const server = createCatalogServer(source, options);
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
    // A client that went away (EPIPE) is a normal end, not a crash. Nothing can reach it any
    // more, so exit now: under Deno an open stdin would keep the process alive until the client
    // closes it too, and a client that closed its read end may never do that.
    process.stdout.once("error", () => void server.close().finally(() => process.exit(0)));
  });
  const stop = () =>
    void Promise.all([live?.close(), server.close()]).finally(() => process.exit(0));
  if (live !== undefined) {
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  }
  await server.connect(new StdioJsonRpcTransport());
  await closed;
  process.off("SIGTERM", stop);
  process.off("SIGINT", stop);
}
