/**
 * Reads a whole file, synchronously, on whichever runtime runs the server. Under Deno it uses
 * the built-in reader: loading the `node:fs` compatibility layer costs about 10 ms, a large
 * share of the server's cold start. Under Node (the npm build) `node:fs` is the reader, taken
 * from the process so that Deno never loads it.
 *
 * @module
 */
import process from "node:process";

/** The one Deno API this module uses, declared here so the npm build needs no Deno types. */
interface DenoFiles {
  readFileSync(path: string): Uint8Array;
}

const deno = (globalThis as { Deno?: DenoFiles }).Deno;

/**
 * The bytes of a file.
 *
 * @param path The file.
 * @returns Its whole content.
 * @throws {Error} What the runtime throws; a missing file carries `code: "ENOENT"` on both.
 */
export function readFileBytes(path: string): Uint8Array {
  if (deno !== undefined) return deno.readFileSync(path);
  const fs = process.getBuiltinModule("node:fs") as typeof import("node:fs");
  return fs.readFileSync(path);
}
