/**
 * Three catalog-mcp instances behind real nginx on loopback, configured by the files shipped
 * under `deploy/nginx/` with only their ports and the snapshot path changed: the instances are
 * started with the command line the shipped file documents, and nginx runs the shipped file
 * itself. What the scale-out test proves is therefore what ships.
 *
 * @module
 */
import { join } from "node:path";
import { REPO_ROOT } from "./_cli.ts";
import { type NginxProcess, startNginx } from "./_nginx.ts";
import { freePort, type HttpChild, startHttpChild } from "./_spawned_server.ts";

/** The two shipped configurations. */
export type DeployMode = "stateless" | "sessions";

/** The ports the shipped files use: nginx's, then one per instance, in order. */
const SHIPPED_NGINX_PORT = 8080;
const SHIPPED_INSTANCE_PORTS = [8101, 8102, 8103];
/** The snapshot path in the shipped command line. */
const SHIPPED_SNAPSHOT = "catalog.json";

/** The Host name the shipped files serve (`server_name`, `--allowed-host`). */
export const SHIPPED_HOST = "mcp.example.com";

/**
 * Replaces `127.0.0.1:<port>` for each shipped port by the one to use, and fails unless every
 * shipped address occurs exactly once (a changed file must not slip past the test).
 */
function withPorts(text: string, ports: Map<number, number>): string {
  let result = text;
  for (const [shipped, actual] of ports) {
    const address = `127.0.0.1:${shipped}`;
    const count = result.split(address).length - 1;
    if (count !== 1) {
      throw new Error(`expected ${address} once in the shipped file, found ${count}`);
    }
    result = result.replace(address, `127.0.0.1:${actual}`);
  }
  return result;
}

/**
 * The instance command line the shipped file documents in its comment
 * (`#   catalog-mcp --data catalog.json --port 8101 ...`, continued with `\`), without the
 * program name, with `--port` and `--data` removed: the caller supplies those.
 */
function documentedFlags(text: string): string[] {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => /^#\s+catalog-mcp\s+--/.test(line));
  if (start === -1) throw new Error("the shipped file documents no catalog-mcp command line");
  const words: string[] = [];
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!.replace(/^#\s*/, "");
    words.push(...line.replace(/\\$/, "").trim().split(/\s+/));
    if (!line.endsWith("\\")) break;
  }
  const flags = words.slice(1);
  for (
    const [flag, value] of [["--port", String(SHIPPED_INSTANCE_PORTS[0])], [
      "--data",
      SHIPPED_SNAPSHOT,
    ]]
  ) {
    const at = flags.indexOf(flag!);
    if (at === -1 || flags[at + 1] !== value) {
      throw new Error(`the documented command line lacks ${flag} ${value}: ${flags.join(" ")}`);
    }
    flags.splice(at, 2);
  }
  return flags;
}

/** The running cluster. Disposing it stops nginx and every instance still running. */
export class NginxCluster implements AsyncDisposable {
  /** The MCP endpoint through nginx. */
  readonly url: string;
  /** nginx's port. */
  readonly port: number;
  /** The instances, in the order of the shipped upstream block. */
  readonly instances: HttpChild[];
  readonly #nginx: NginxProcess;
  readonly #start: (port: number) => Promise<HttpChild>;

  private constructor(
    port: number,
    nginx: NginxProcess,
    instances: HttpChild[],
    start: (port: number) => Promise<HttpChild>,
  ) {
    this.port = port;
    this.url = `http://127.0.0.1:${port}/mcp`;
    this.#nginx = nginx;
    this.instances = instances;
    this.#start = start;
  }

  /**
   * Starts three instances serving `snapshotPath` with the shipped command line, then nginx
   * with the shipped configuration of `mode`.
   */
  static async start(
    nginxBinary: string,
    mode: DeployMode,
    snapshotPath: string,
  ): Promise<NginxCluster> {
    const shipped = await Deno.readTextFile(join(REPO_ROOT, "deploy", "nginx", `${mode}.conf`));
    const flags = documentedFlags(shipped);
    const start = (port: number) =>
      startHttpChild(
        Deno.execPath(),
        (p) => [
          "run",
          "--quiet",
          "--no-prompt",
          `--allow-read=${join(REPO_ROOT, "src")},${snapshotPath}`,
          `--allow-net=127.0.0.1:${p}`,
          "mod.ts",
          "--data",
          snapshotPath,
          "--port",
          String(p),
          ...flags,
        ],
        REPO_ROOT,
        port,
      );
    const instances = await Promise.all(SHIPPED_INSTANCE_PORTS.map(() => start(freePort())));
    const port = freePort();
    const ports = new Map([
      [SHIPPED_NGINX_PORT, port],
      ...SHIPPED_INSTANCE_PORTS.map((shipped, i) => [shipped, instances[i]!.port] as const),
    ]);
    try {
      const nginx = await startNginx(nginxBinary, withPorts(shipped, ports), port);
      return new NginxCluster(port, nginx, instances, start);
    } catch (error) {
      await Promise.all(instances.map((instance) => instance.stop()));
      throw error;
    }
  }

  /** Starts instance `i` again on its port, after it stopped; resolves once it is healthy. */
  async restart(i: number): Promise<void> {
    this.instances[i] = await this.#start(this.instances[i]!.port);
  }

  /** What nginx logged, for failure messages. */
  errorLog(): Promise<string> {
    return this.#nginx.errorLog();
  }

  /**
   * How many answers an instance stopped sending halfway (it was killed between writing the
   * response header and the body): the one failure nginx cannot retry, because it retries only
   * until an instance has sent the header. nginx logs each one.
   */
  async answersCutByCrash(): Promise<number> {
    const log = await this.#nginx.errorLog();
    return log.split("upstream prematurely closed connection while reading upstream").length - 1;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.#nginx[Symbol.asyncDispose]();
    await Promise.all(this.instances.map((instance) => instance.stop()));
  }
}
