/**
 * Spawns the command line the way an MCP client config does.
 *
 * @module
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** `deno run` with the least privilege stdio mode needs: reading the snapshot. */
export const CLI_COMMAND = Deno.execPath();
/** Arguments before the CLI's own flags. */
export const CLI_ARGS = ["run", "--quiet", "--no-prompt", "--allow-read", "mod.ts"];

/**
 * `deno run` arguments for HTTP mode with the least privilege it needs: read the snapshot and
 * listen on the one address.
 */
export function httpCliArgs(port: number, flags: string[]): string[] {
  return [
    "run",
    "--quiet",
    "--no-prompt",
    "--allow-read",
    `--allow-net=127.0.0.1:${port}`,
    "mod.ts",
    "--port",
    String(port),
    ...flags,
  ];
}

/** What a finished CLI run printed. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI to completion with `args`, feeding `stdin` when given. */
export function runCli(args: string[], stdin = ""): Promise<CliRun> {
  return runDeno([...CLI_ARGS, ...args], stdin);
}

/** Runs `deno` from the checkout to completion with `args`, feeding `stdin` when given. */
export async function runDeno(args: string[], stdin = ""): Promise<CliRun> {
  const child = new Deno.Command(CLI_COMMAND, {
    args,
    cwd: REPO_ROOT,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(stdin));
  await writer.close();
  const { code, stdout, stderr } = await child.output();
  const decoder = new TextDecoder();
  return { code, stdout: decoder.decode(stdout), stderr: decoder.decode(stderr) };
}

/** Writes a snapshot to a fresh temporary file (for `--data`) and returns its path. */
export async function writeSnapshot(data: unknown): Promise<string> {
  const path = join(await Deno.makeTempDir({ prefix: "catalog-mcp-" }), "catalog.json");
  await Deno.writeTextFile(path, JSON.stringify(data));
  return path;
}
