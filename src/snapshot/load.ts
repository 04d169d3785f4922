import { fileURLToPath } from "node:url";
import type { BundledData } from "./model.ts";
import { fileSize, readFileBytes, readFileText } from "./read_file.ts";
import { REGENERATE_HINT } from "./regenerate_hint.ts";
import { readSnapshotInBatches, WINDOW_BYTES } from "./snapshot_batches.ts";
import { validateSnapshotJson } from "./validate.ts";

/**
 * Options of {@link loadData}.
 *
 * @example Serve a team's own snapshot
 * ```ts ignore
 * import { type LoadDataOptions, loadData } from "@catalog-mcp/server/data";
 *
 * const options: LoadDataOptions = { path: "./my-catalog.json" };
 * const data = loadData(options);
 * ```
 */
export interface LoadDataOptions {
  /** A snapshot file to load instead of the bundled one. */
  path?: string;
}

const BUNDLED_URL = new URL("../../data/catalog.json", import.meta.url);

/**
 * When this module runs from a remote URL (`deno run jsr:...`) there is no file next to it to
 * read, so the bundled snapshot comes in through the module graph instead. Local runs read the
 * file, which keeps startup lean and gives the precise file errors below.
 */
const remoteSnapshot: unknown = BUNDLED_URL.protocol === "file:"
  ? undefined
  : (await import("../../data/catalog.json", { with: { type: "json" } })).default;

/**
 * Reads and validates a catalog snapshot, synchronously.
 *
 * Without options it loads the snapshot bundled with this package; `path` serves another one.
 *
 * @param options Where to read from.
 * @returns The validated snapshot.
 * @throws {Error} With an actionable message when the file is missing (names the
 * regeneration command), unreadable (names the path and the system error), not valid JSON or
 * UTF-8 (regeneration command, line and column), or fails validation (regeneration command and
 * the failing fields).
 *
 * @example Load the bundled snapshot
 * ```ts
 * import { loadData } from "@catalog-mcp/server/data";
 *
 * const data = loadData();
 * console.log(`${data.packages.length} packages, snapshot ${data.version}`);
 * ```
 */
export function loadData(options: LoadDataOptions = {}): BundledData {
  if (options.path === undefined && remoteSnapshot !== undefined) {
    return validateSnapshotJson(remoteSnapshot);
  }
  const path = options.path ?? fileURLToPath(BUNDLED_URL);
  // A file that fits in one window is parsed whole: about 1.5 ms quicker for the bundled
  // snapshot (the batches' byte scanner runs cold at start), and at most a few megabytes more.
  const size = fileSize(path);
  const batched = size !== undefined && size > WINDOW_BYTES
    ? readSnapshotInBatches(path)
    : undefined;
  return batched ?? validateSnapshotJson(parseSnapshot(readSnapshot(path), path));
}

function readSnapshot(path: string): string {
  let text: string;
  try {
    text = readFileText(path);
  } catch (error) {
    if (isMissingFile(error)) {
      throw new Error(`Catalog snapshot not found at ${path}.\n${REGENERATE_HINT}`);
    }
    throw new Error(`Cannot read the catalog snapshot at ${path}: ${messageOf(error)}`);
  }
  // The lenient reader turns bytes that are not UTF-8 into U+FFFD, so only a text holding that
  // character (it may also be written in the file) needs the strict check.
  if (text.includes("\uFFFD")) requireUtf8(readFileBytes(path), path);
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

function requireUtf8(bytes: Uint8Array, path: string): void {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Error(`Catalog snapshot at ${path} is not valid UTF-8 text.\n${REGENERATE_HINT}`);
  }
}

function parseSnapshot(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(
      `Catalog snapshot at ${path} is not valid JSON${locate(text, messageOf(error))}: ` +
        `${messageOf(error)}\n${REGENERATE_HINT}`,
    );
  }
}

/**
 * Line and column of a JSON syntax error, from the position the engine reports. For a
 * truncated file (an interrupted write) V8 reports no position, only "Unexpected end of JSON
 * input": the error is then at the end of the text.
 */
function locate(text: string, message: string): string {
  if (text.trim() === "") return " (the file is empty)";
  const reported = /position (\d+)/.exec(message)?.[1];
  const position = reported ?? (/end of JSON input/.test(message) ? text.length : undefined);
  if (position === undefined) return "";
  const before = text.slice(0, Number(position));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  return ` (line ${line}, column ${column})`;
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === "ENOENT";
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
