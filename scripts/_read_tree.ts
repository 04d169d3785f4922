/**
 * The generator benchmark's baseline: a process that reads every file under a folder (the
 * input side of a generation, and nothing else).
 *
 * @module
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

function readTree(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    bytes += entry.isDirectory() ? readTree(path) : readFileSync(path, "utf8").length;
  }
  return bytes;
}

readTree(Deno.args[0] ?? ".");
