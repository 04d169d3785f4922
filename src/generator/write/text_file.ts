/**
 * Reading input files the same way on every checkout.
 *
 * @module
 */
import { existsSync, readFileSync } from "node:fs";

/**
 * Reads a UTF-8 text file, or returns `null` when there is no such file.
 *
 * Line endings become `\n` and a byte order mark is dropped, so a Windows checkout
 * (`core.autocrlf`) produces the same snapshot and the same hashes as a Linux one.
 *
 * @param path Absolute file path.
 * @returns The normalised text, or `null` when the path does not exist or is a folder.
 * @throws {Error} When the file exists but cannot be read (permissions and the like).
 */
export function readTextFile(path: string): string | null {
  if (!existsSync(path)) return null;
  try {
    return readFileSync(path, "utf8").replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  } catch (error) {
    // A folder where a file was looked for is no file; any other failure is a real one.
    if ((error as { code?: string }).code === "EISDIR") return null;
    throw error;
  }
}
