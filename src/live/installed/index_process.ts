/**
 * Starting the indexer (`index_worker.ts`) in a process of its own. Reading a heavy package
 * grows a heap to hundreds of megabytes; a worker thread's stays with the server after the
 * worker ends, a child process's goes back to the system when it exits.
 *
 * The child runs on the server's own runtime: Node with the compiled `.js` module; Deno from
 * local files with no more permissions than the server has (reading, the environment, writing
 * the package cache). Where that cannot be done (from JSR, a `deno compile` binary, Deno without
 * those permissions or `--allow-run` for itself), {@link startIndexProcess} gives `undefined`.
 *
 * @module
 */
import { type ChildProcess, spawn } from "node:child_process";
import { basename } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

/** What is used here of Deno's global, where there is one. */
const runtime = globalThis as {
  Deno?: {
    execPath(): string;
    permissions: {
      querySync(
        descriptor:
          | { name: "read" | "env" }
          | { name: "write"; path: string }
          | { name: "run"; command: string },
      ): { state: string };
    };
  };
};

/**
 * Starts the indexer in a child process, jobs and results sent over an IPC channel.
 *
 * @param module The indexer's module (`index_worker.ts` or `.js`).
 * @param heapMb The old generation's bound (MB), or `undefined` for the runtime's own.
 * @param cacheFolder The package cache the child writes, if any.
 * @returns The child, or `undefined` when it cannot be started here.
 *
 * @example
 * ```ts ignore
 * const child = startIndexProcess(new URL("./index_worker.ts", import.meta.url), 384, cache);
 * child?.send({ id: 0, job });
 * ```
 */
export function startIndexProcess(
  module: URL,
  heapMb: number | undefined,
  cacheFolder: string | undefined,
): ChildProcess | undefined {
  if (module.protocol !== "file:") return undefined;
  const path = fileURLToPath(module);
  const command = runtime.Deno === undefined
    ? [process.execPath, ...(heapMb === undefined ? [] : [`--max-old-space-size=${heapMb}`])]
    : denoCommand(heapMb, cacheFolder);
  if (command === undefined) return undefined;
  const [program, ...args] = command;
  // Its stderr is left out: a heap that runs out prints V8's stack, and the runner says it.
  return spawn(program!, [...args, path], { stdio: ["ignore", "ignore", "ignore", "ipc"] });
}

/** `deno run` with what the indexer needs of the server's permissions, when it has them all. */
function denoCommand(
  heapMb: number | undefined,
  cacheFolder: string | undefined,
): string[] | undefined {
  const deno = runtime.Deno!;
  const execPath = deno.execPath();
  // A `deno compile` binary runs its own program, whatever it is given.
  if (!basename(execPath).startsWith("deno")) return undefined;
  const granted = (descriptor: Parameters<typeof deno.permissions.querySync>[0]) =>
    deno.permissions.querySync(descriptor).state === "granted";
  const allowed = granted({ name: "run", command: execPath }) && granted({ name: "read" }) &&
    granted({ name: "env" }) &&
    (cacheFolder === undefined || granted({ name: "write", path: cacheFolder }));
  if (!allowed) return undefined;
  return [
    execPath,
    "run",
    "--quiet",
    "--no-prompt",
    "--allow-read",
    "--allow-env",
    ...(cacheFolder === undefined ? [] : [`--allow-write=${cacheFolder}`]),
    ...(heapMb === undefined ? [] : [`--v8-flags=--max-old-space-size=${heapMb}`]),
  ];
}
