/**
 * The indexer: indexes the packages it is sent, one at a time, so that reading a heavy package
 * (thousands of declarations) never holds up the answers of the thread that serves. It runs
 * in a child process (`index_process.ts`), which says it is ready once its modules are loaded,
 * or on a worker thread (`node:worker_threads`).
 *
 * @module
 */
import process from "node:process";
import { parentPort } from "node:worker_threads";
import { type IndexJob, indexPackage, type IndexResult } from "./index_package.ts";

/** Where jobs come from and results go. */
interface Channel {
  on(event: "message", listener: (request: { id: number; job: IndexJob }) => void): void;
  postMessage(answer: { id: number; result: IndexResult } | { ready: true }): void;
}

const channel: Channel = parentPort ?? {
  on: (event, listener) => process.on(event, listener),
  postMessage: (answer) => process.send!(answer),
};

channel.on("message", async ({ id, job }) => {
  let result: IndexResult;
  try {
    result = await indexPackage(job);
    // Kept in the cache: the server reads it there, sparing a copy of a large entry.
    if (result.stored) result = { ...result, entry: undefined };
  } catch (error) {
    const { name, version } = job.planned.installed;
    result = {
      entry: undefined,
      cached: false,
      warnings: [{
        kind: "dependency-unreadable",
        message: `${name}@${version}: cannot be indexed (${(error as Error).message}); not served`,
      }],
    };
  }
  channel.postMessage({ id, result });
});

if (parentPort === null) {
  // The server is gone: nothing is left to index for.
  process.on("disconnect", () => process.exit(0));
  channel.postMessage({ ready: true });
}
