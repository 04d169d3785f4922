/**
 * Server processes for the HTTP benchmark: start one with least privilege on a free port, wait
 * until it listens, read its CPU time and resident memory, stop it.
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { freePort } from "../tests/_spawned_server.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** A running server process. */
export interface ServerProcess extends AsyncDisposable {
  port: number;
  pid: number;
}

/**
 * Runs `deno run --allow-read --allow-net=127.0.0.1:<port> <args> <port>` and waits until the
 * port accepts connections.
 */
export async function startServer(label: string, args: string[]): Promise<ServerProcess> {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--quiet", "--allow-read", `--allow-net=127.0.0.1:${port}`, ...args, `${port}`],
    cwd: ROOT,
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  const stop = async () => {
    child.kill("SIGTERM");
    await child.status;
  };
  try {
    await waitForPort(port, label);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, pid: child.pid, [Symbol.asyncDispose]: stop };
}

/**
 * CPU time (user + system, µs) a process has used; `undefined` where /proc is missing. Read
 * through `cat` because Deno allows /proc reads only with --allow-all.
 */
export async function cpuMicros(pid: number): Promise<number | undefined> {
  const { success, stdout } = await new Deno.Command("cat", { args: [`/proc/${pid}/stat`] })
    .output();
  if (!success) return undefined;
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = new TextDecoder().decode(stdout).split(") ")[1]?.split(" ") ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks * (1e6 / USER_HZ) : undefined;
}

/** Resident set size of a process (KiB). */
export async function rssKiB(pid: number): Promise<number> {
  const { stdout } = await new Deno.Command("ps", { args: ["-o", "rss=", "-p", String(pid)] })
    .output();
  const kib = Number(new TextDecoder().decode(stdout).trim());
  if (!(kib > 0)) throw new Error(`cannot read the RSS of process ${pid}`);
  return kib;
}

async function waitForPort(port: number, label: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      (await Deno.connect({ hostname: "127.0.0.1", port })).close();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${label} did not start listening on port ${port}`);
}
