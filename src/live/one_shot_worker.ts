/**
 * One job on a worker thread (`node:worker_threads`), so that a long synchronous job (a first
 * generation, thousands of declarations parsed) never holds up the thread that answers.
 *
 * @module
 */
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { loadableLater } from "../import_later.ts";

/**
 * Runs the worker module `name` (a sibling of the calling module, `.ts` or `.js` as it is),
 * sends it `message` and resolves with its one answer.
 *
 * @param base The calling module's `import.meta.url`.
 * @param name The worker module's name without extension.
 * @param message What to send it.
 * @returns Its answer, or `undefined` when no worker can start (Deno without read access to
 * its module) or it fails: the caller then does the job itself.
 *
 * @example
 * ```ts ignore
 * const answer = await inWorker<Answer>(import.meta.url, "./generate_worker", { options });
 * ```
 */
export function inWorker<T>(base: string, name: string, message: unknown): Promise<T | undefined> {
  const url = new URL(`${name}${extname(fileURLToPath(base))}`, base);
  if (!loadableLater(new URL(".", url)) || !loadableLater(url)) return Promise.resolve(undefined);
  let worker: Worker;
  try {
    worker = new Worker(url);
  } catch {
    return Promise.resolve(undefined);
  }
  return new Promise<T | undefined>((resolve) => {
    worker.once("message", (answer: T) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once("error", () => resolve(undefined));
    worker.once("exit", () => resolve(undefined));
    worker.postMessage(message);
  });
}
