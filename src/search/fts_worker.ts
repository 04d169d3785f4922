/**
 * The worker of `fts_shards.ts` (`node:worker_threads`): builds an FTS5 table from the rows it
 * is sent, then answers the queries it is sent, each with its id.
 *
 * @module
 */
import { parentPort } from "node:worker_threads";
import type { FtsAnswer, FtsRequest } from "./fts_shards.ts";
import { FtsTable } from "./fts_table.ts";

const table = new FtsTable();
const port = parentPort!;

port.on("message", (request: FtsRequest) => {
  let result: FtsAnswer["result"] = [];
  if ("rows" in request) table.insert(request.rows);
  else if ("finish" in request) table.finish();
  else if ("ranked" in request) result = table.ranked(...request.ranked);
  else if ("has" in request) result = table.has(...request.has);
  else if ("vocabulary" in request) result = table.vocabulary(request.vocabulary);
  else result = table.unitsWith(request.unitsWith);
  port.postMessage({ id: request.id, result } satisfies FtsAnswer);
});
