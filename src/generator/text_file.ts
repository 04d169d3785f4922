/**
 * Reading input files the same way on every checkout.
 *
 * @module
 */
import { readdirSync, readFileSync, statSync } from "node:fs";

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
  if (!isFile(path)) return null;
  return readFileSync(path, "utf8").replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

/**
 * Tells whether a regular file (or a link to one) exists at a path.
 *
 * @param path Absolute file path.
 * @returns `true` for an existing file.
 */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The names in a folder, for checking many candidate paths at once: a failed `stat` costs
 * far more than a look-up in a listing.
 *
 * @param path Absolute folder path.
 * @returns The names of its entries; empty when the folder does not exist.
 */
export function folderEntries(path: string): Set<string> {
  try {
    return new Set(readdirSync(path));
  } catch {
    return new Set();
  }
}
