/**
 * The indexing worker (`node:worker_threads`): indexes the packages it is sent, one at a time,
 * so that reading a heavy package (thousands of declarations) never holds up the answers of
 * the thread that serves.
 *
 * @module
 */
import { parentPort } from "node:worker_threads";
import { type IndexJob, indexPackage, type IndexResult } from "./index_package.ts";

const port = parentPort!;

port.on("message", async ({ id, job }: { id: number; job: IndexJob }) => {
  let result: IndexResult;
  try {
    result = await indexPackage(job);
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
  port.postMessage({ id, result });
});
