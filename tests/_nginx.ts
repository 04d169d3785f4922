/**
 * Real nginx for the scale-out test: found on the machine, or installed from Debian's packages
 * when missing (CI machines start without it and run the suite as root), or else a reason to
 * skip that the test puts in its name. nginx is never run as a system service here: each test
 * starts its own on loopback with `-p <its own prefix> -c <its own main file>`.
 *
 * @module
 */
import { join } from "node:path";
import { spawnQuietly } from "./_spawned_server.ts";

/** Where nginx was found, or why the tests that need it are skipped. */
export type NginxBinary = { path: string; version: string } | { skip: string };

/** Debian installs the binary here; `PATH` may not hold `/usr/sbin` for a non-root shell. */
const CANDIDATES = ["nginx", "/usr/sbin/nginx"];

/** The nginx binary and its version, if one runs. */
async function findNginx(): Promise<{ path: string; version: string } | undefined> {
  for (const path of CANDIDATES) {
    try {
      const { success, stderr } = await new Deno.Command(path, { args: ["-v"] }).output();
      const version = new TextDecoder().decode(stderr).trim();
      if (success) return { path, version };
    } catch {
      // Not at this path: try the next.
    }
  }
  return undefined;
}

/** Runs a command; the last lines of its output when it fails. */
async function run(command: string, args: string[]): Promise<string | undefined> {
  try {
    const { success, stdout, stderr } = await new Deno.Command(command, {
      args,
      env: { DEBIAN_FRONTEND: "noninteractive" },
      stdin: "null",
    }).output();
    if (success) return undefined;
    const text = new TextDecoder().decode(stderr).trim() || new TextDecoder().decode(stdout).trim();
    return text.split("\n").slice(-2).join(" ") || `${command} failed`;
  } catch (error) {
    return error instanceof Deno.errors.NotFound ? `${command} is not available` : String(error);
  }
}

async function isRoot(): Promise<boolean> {
  try {
    const { stdout } = await new Deno.Command("id", { args: ["-u"] }).output();
    return new TextDecoder().decode(stdout).trim() === "0";
  } catch {
    return false;
  }
}

/**
 * Finds nginx, or installs it with `apt-get` (after one `apt-get update`) when it is missing
 * and this process runs as root; says on stderr that it does so.
 *
 * @returns The binary, or the reason to skip.
 */
export async function findOrInstallNginx(): Promise<NginxBinary> {
  const found = await findNginx();
  if (found !== undefined) return found;
  if (!(await isRoot())) return { skip: "nginx is not installed, and installing it needs root" };
  console.error("nginx is not installed: installing it from Debian's packages (apt-get)...");
  const failed = await run("apt-get", ["update"]) ??
    await run("apt-get", ["install", "-y", "--no-install-recommends", "nginx"]);
  if (failed !== undefined) return { skip: `nginx could not be installed: ${failed}` };
  const installed = await findNginx();
  if (installed === undefined) return { skip: "nginx was installed but does not run" };
  console.error(`installed ${installed.version}`);
  return installed;
}

/** A running nginx; disposing it stops it (SIGTERM: at once) and waits for the exit. */
export interface NginxProcess extends AsyncDisposable {
  /** What nginx wrote to its error log, for failure messages. */
  errorLog(): Promise<string>;
}

/**
 * Starts nginx in the foreground with its own prefix directory, its temporary files and logs
 * inside it, and a main file that includes `siteConfig` (an http-level configuration, such as
 * a shipped file under `deploy/nginx/`), and waits until `port` accepts connections.
 *
 * @param binary The nginx binary.
 * @param siteConfig The http-level configuration text.
 * @param port The port the configuration listens on (127.0.0.1).
 */
export async function startNginx(
  binary: string,
  siteConfig: string,
  port: number,
): Promise<NginxProcess> {
  const prefix = await Deno.makeTempDir({ prefix: "catalog-mcp-nginx-" });
  // Worker processes drop root for an unprivileged user, which must reach the temp folders.
  await Deno.chmod(prefix, 0o755);
  const site = join(prefix, "catalog-mcp.conf");
  await Deno.writeTextFile(site, siteConfig);
  const main = join(prefix, "nginx.conf");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${join(prefix, kind)};`).join("\n");
  await Deno.writeTextFile(
    main,
    [
      `pid ${join(prefix, "nginx.pid")};`,
      `error_log ${join(prefix, "error.log")} warn;`,
      "worker_processes auto;",
      "events { worker_connections 4096; }",
      "http {",
      "  access_log off;",
      temp,
      `  include ${site};`,
      "}",
      "",
    ].join("\n"),
  );
  const errorLog = () => Deno.readTextFile(join(prefix, "error.log")).catch(() => "");
  const args = ["-p", prefix, "-e", join(prefix, "error.log"), "-c", main, "-g", "daemon off;"];
  const nginx = spawnQuietly(binary, args);
  const stop = async () => {
    const { stderr } = await nginx.kill("SIGTERM");
    await Deno.remove(prefix, { recursive: true });
    return stderr;
  };
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && !nginx.exited;) {
    try {
      (await Deno.connect({ hostname: "127.0.0.1", port })).close();
      return { errorLog, [Symbol.asyncDispose]: async () => void await stop() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const log = await errorLog();
  const text = await stop();
  throw new Error(`nginx did not start listening on 127.0.0.1:${port}:\n${text}\n${log}`);
}
