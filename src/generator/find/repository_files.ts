/**
 * The repository's files as one generation sees them: which exist, and their text. Most paths
 * the generator asks about do not exist (each extensionless import tries `.ts`, `.tsx` and
 * `/index.ts`; entry points try several build layouts), so existence is answered from one
 * listing per folder instead of one system call per path. A file is read once, however many
 * packages reach it (a sibling's modules are inputs of every package that re-exports them).
 *
 * This is also where the repository ends. A snapshot is published, so nothing outside the
 * repository may get into it: a file or folder whose real path (links resolved) lies outside
 * the root does not exist for the generator, nor does a link that leads into a loop, and each
 * is reported once. A file that is not UTF-8 text, and a Markdown page larger than the page
 * limit, are skipped with a warning too.
 *
 * A generation reads the repository as it is when it runs; nothing is kept between runs.
 *
 * @module
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { isAbsolute, join, posix, relative, sep } from "node:path";
import { compareText } from "../compare_text.ts";
import { childFolders, SKIPPED_FOLDER } from "./glob.ts";
import type { Warn } from "../warnings.ts";

/** The page limit when none is given: 1 MB. */
export const DEFAULT_MAX_PAGE_BYTES = 1_000_000;

/** Files the page limit applies to: Markdown documentation. */
const PAGE_FILE = /\.mdx?$/i;

/** How a repository is read. */
export interface RepositoryFilesOptions {
  /** Receives a warning for each file or folder skipped at the boundary. */
  warn: Warn;
  /** The largest Markdown page read, in bytes (default {@link DEFAULT_MAX_PAGE_BYTES}). */
  maxPageBytes?: number;
}

/** Files of one repository, by path relative to its root. */
export class RepositoryFiles {
  /** Absolute path of the repository root, as given. */
  readonly root: string;
  readonly #realRoot: string;
  readonly #warn: Warn;
  readonly #maxPageBytes: number;
  readonly #listings = new Map<string, ReadonlySet<string>>();
  readonly #texts = new Map<string, string | null>();
  /** Paths (files and folders) that lead outside the repository or into a loop of links. */
  readonly #refused = new Set<string>();

  /**
   * @param root Absolute path of the repository root.
   * @param options Where warnings go and the page limit.
   * @throws {Error} When the root does not exist.
   */
  constructor(root: string, options: RepositoryFilesOptions) {
    this.root = root;
    if (!existsSync(root)) throw new Error(`The repository root ${root} does not exist`);
    this.#realRoot = realpathSync(root);
    this.#warn = options.warn;
    this.#maxPageBytes = options.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES;
  }

  /**
   * Tells whether a regular file (or a link to one inside the repository) exists.
   *
   * @param path Repository-relative path with `/` separators.
   * @returns `true` for an existing file.
   */
  exists(path: string): boolean {
    const folder = posix.dirname(path);
    return this.#filesIn(folder === "." ? "" : folder).has(posix.basename(path));
  }

  /**
   * Tells whether a path was refused because it, or a folder above it, is a link that leads
   * outside the repository or into a loop. Such a path does not {@link exists}, but a tool
   * that resolves files on its own (deno doc) must be kept from reading it.
   *
   * @param path Repository-relative path with `/` separators.
   * @returns `true` when the path or one of its folders was refused.
   */
  refused(path: string): boolean {
    // Listing the path's folder checks the folder (and so the folders above it) and the file.
    this.exists(path);
    for (let at = path; at !== "." && at !== ""; at = posix.dirname(at)) {
      if (this.#refused.has(at)) return true;
    }
    return false;
  }

  /**
   * Lists the files below a folder at any depth. Folders are not entered through links, nor
   * `node_modules` and dot folders.
   *
   * @param folder Repository-relative folder path (`.` for the root).
   * @returns Repository-relative file paths, sorted.
   */
  filesUnder(folder: string): string[] {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of this.#filesIn(dir)) found.push(dir === "" ? name : `${dir}/${name}`);
      for (const child of childFolders(join(this.root, dir))) {
        if (!SKIPPED_FOLDER.test(child)) walk(dir === "" ? child : `${dir}/${child}`);
      }
    };
    walk(folder === "." ? "" : folder);
    return found.sort(compareText);
  }

  /**
   * Reads a file as UTF-8 text, line endings and byte order marks normalised (so a Windows
   * checkout gives the same snapshot and hashes as a Linux one); the listing has already said
   * whether it exists.
   *
   * @param path Repository-relative path with `/` separators.
   * @returns The text, or `null` when there is no such file, or it was skipped (not UTF-8
   * text, or a page over the limit).
   */
  read(path: string): string | null {
    let text = this.#texts.get(path);
    if (text === undefined) {
      text = this.exists(path) ? this.#readText(path) : null;
      this.#texts.set(path, text);
    }
    return text;
  }

  #readText(path: string): string | null {
    const absolute = join(this.root, path);
    if (PAGE_FILE.test(path)) {
      const size = statSync(absolute).size;
      if (size > this.#maxPageBytes) {
        this.#warn(
          "page-too-large",
          `${path}: ${size} bytes, over the page limit of ${this.#maxPageBytes} ` +
            "(--max-page-bytes); skipped",
        );
        return null;
      }
    }
    try {
      return UTF8.decode(readFileSync(absolute)).replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      this.#warn("not-text", `${path}: not UTF-8 text; skipped`);
      return null;
    }
  }

  /**
   * The files directly in a folder (not in its sub-folders), by name, sorted.
   *
   * @param folder Repository-relative folder path (`.` for the root).
   * @returns The names of its files.
   */
  filesIn(folder: string): string[] {
    return [...this.#filesIn(folder === "." ? "" : folder)].sort(compareText);
  }

  #filesIn(folder: string): ReadonlySet<string> {
    let files = this.#listings.get(folder);
    if (files === undefined) {
      files = new Set(this.#listFiles(folder));
      this.#listings.set(folder, files);
    }
    return files;
  }

  #listFiles(folder: string): string[] {
    const dir = join(this.root, folder);
    // Asking first is cheaper than the error a missing folder raises (most candidate folders,
    // `x/` of an `x/index.ts`, do not exist).
    if (!existsSync(dir) || !this.#inside(folder === "" ? "." : folder)) return [];
    try {
      return readdirSync(dir, { withFileTypes: true })
        .filter((entry) =>
          entry.isFile() ||
          (entry.isSymbolicLink() && this.#inside(posix.join(folder, entry.name)) &&
            isFile(join(dir, entry.name)))
        )
        .map((entry) => entry.name);
    } catch {
      // A folder that cannot be listed holds no files for us.
      return [];
    }
  }

  /** Whether a path's real location is inside the repository; refused ones are reported. */
  #inside(path: string): boolean {
    let real: string;
    try {
      real = realpathSync(join(this.root, path));
    } catch (error) {
      if ((error as { code?: string }).code !== "ELOOP") return false;
      this.#refuse(path, "a loop of symbolic links");
      return false;
    }
    const rel = relative(this.#realRoot, real);
    if (rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)) return true;
    this.#refuse(path, "a link that leads outside the repository");
    return false;
  }

  #refuse(path: string, what: string): void {
    if (this.#refused.has(path)) return;
    this.#refused.add(path);
    this.#warn("outside-repository", `${path}: ${what}; skipped (nothing outside is read)`);
  }
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
