/**
 * The repository's files as one generation sees them: which exist, and their text. Most paths
 * the generator asks about do not exist (each extensionless import tries `.ts`, `.tsx` and
 * `/index.ts`; entry points try several build layouts), so existence is answered from one
 * listing per folder instead of one system call per path. A file is read once, however many
 * packages reach it (a sibling's modules are inputs of every package that re-exports them).
 *
 * A generation reads the repository as it is when it runs; nothing is kept between runs.
 *
 * @module
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { readExistingTextFile } from "./text_file.ts";

/** Files of one repository, by path relative to its root. */
export class RepositoryFiles {
  readonly #root: string;
  readonly #listings = new Map<string, ReadonlySet<string>>();
  readonly #texts = new Map<string, string | null>();

  /** @param root Absolute path of the repository root. */
  constructor(root: string) {
    this.#root = root;
  }

  /**
   * Tells whether a regular file (or a link to one) exists.
   *
   * @param path Repository-relative path with `/` separators.
   * @returns `true` for an existing file.
   */
  exists(path: string): boolean {
    const folder = posix.dirname(path);
    return this.#filesIn(folder === "." ? "" : folder).has(posix.basename(path));
  }

  /**
   * Reads a file (see `readTextFile`: line endings and byte order marks normalised); the listing
   * has already said whether it exists.
   *
   * @param path Repository-relative path with `/` separators.
   * @returns The text, or `null` when there is no such file.
   */
  read(path: string): string | null {
    let text = this.#texts.get(path);
    if (text === undefined) {
      text = this.exists(path) ? readExistingTextFile(join(this.#root, path)) : null;
      this.#texts.set(path, text);
    }
    return text;
  }

  #filesIn(folder: string): ReadonlySet<string> {
    let files = this.#listings.get(folder);
    if (files === undefined) {
      files = new Set(listFiles(join(this.#root, folder)));
      this.#listings.set(folder, files);
    }
    return files;
  }
}

function listFiles(dir: string): string[] {
  // Asking first is cheaper than the error a missing folder raises (most candidate folders,
  // `x/` of an `x/index.ts`, do not exist).
  if (!existsSync(dir)) return [];
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) =>
        entry.isFile() || (entry.isSymbolicLink() && isFileBehindLink(join(dir, entry.name)))
      )
      .map((entry) => entry.name);
  } catch {
    // A folder that does not exist (or cannot be listed) holds no files for us.
    return [];
  }
}

function isFileBehindLink(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
