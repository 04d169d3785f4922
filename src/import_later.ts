/**
 * Imports one of this package's modules the first time it is needed.
 *
 * Deno reads ahead: before a program starts it loads the module graph of every dynamic
 * `import("...")` whose specifier is a string literal, npm packages included, although the
 * import itself runs later or never. A stdio start paid for the HTTP host (hono) and the tool
 * table (parse5, markdown-it) that way, about 15 ms each (docs/performance.md#startup). A
 * specifier made at run time is loaded when the import runs, and only then; Deno then checks it
 * against the permissions: from JSR the import permission, which jsr.io has by default, from
 * local files the read permission for `src/` (see {@link unreadableModuleFolder}).
 *
 * @module
 */
import { fileURLToPath } from "node:url";

/** `.ts` under Deno; the npm build runs the compiled `.js` modules. */
const EXTENSION = import.meta.url.endsWith(".js") ? ".js" : ".ts";

/** The folder every module loaded later is in. */
const MODULE_FOLDER = new URL("./", import.meta.url);

let started = 0;

/**
 * How many imports {@link importLater} has started in this process. A request path must not
 * start one per request (see {@link LaterModule}); a test holds it to that.
 *
 * @returns The count so far.
 *
 * @example
 * ```ts ignore
 * const before = importsStarted();
 * await answerTheSameCallAgain();
 * assert.equal(importsStarted(), before);
 * ```
 */
export function importsStarted(): number {
  return started;
}

/**
 * Imports a module of this package, resolved against the importing module.
 *
 * Every call site passes its own type, `typeof import("./the/module.ts")`: a type query is not
 * loaded at run time.
 *
 * @param path The module's path relative to `from`, as its TypeScript source is named.
 * @param from The importing module's `import.meta.url`.
 * @returns The module's namespace.
 *
 * @example
 * ```ts ignore
 * import { importLater } from "./import_later.ts";
 *
 * const { serveCatalog } = await importLater<typeof import("./http/server.ts")>(
 *   "./http/server.ts",
 *   import.meta.url,
 * );
 * ```
 */
export function importLater<T>(path: string, from: string): Promise<T> {
  started++;
  return import(new URL(path.replace(/\.ts$/, EXTENSION), from).href);
}

/**
 * A module of this package that a request path needs: imported with the first request that
 * asks for it, through {@link importLater}, and kept. Later requests use the module at once: a
 * dynamic `import()` of a module already loaded still goes through the runtime's module loader
 * (resolution, a permission check, a promise), which cost a stateless HTTP `tools/call` about a
 * fifth of its time when every call made one (docs/performance.md#http-throughput-and-memory).
 *
 * @example
 * ```ts ignore
 * import { LaterModule } from "./import_later.ts";
 *
 * const sections = new LaterModule<typeof import("./docs/page_sections.ts")>(
 *   "./docs/page_sections.ts",
 *   import.meta.url,
 * );
 * const text = await sections.use((module) => module.readSection(slug, page, "Install"));
 * ```
 */
export class LaterModule<T> {
  readonly #path: string;
  readonly #from: string;
  #loaded: T | undefined;
  #loading: Promise<T> | undefined;

  /**
   * Names the module; nothing is imported yet.
   *
   * @param path The module's path relative to `from`, as its TypeScript source is named.
   * @param from The importing module's `import.meta.url`.
   */
  constructor(path: string, from: string) {
    this.#path = path;
    this.#from = from;
  }

  /**
   * Runs `use` with the module: at once when it is loaded, once it is loaded otherwise.
   *
   * @param use What to do with the module's namespace.
   * @returns What `use` returns; a promise of it while the module is still to load.
   */
  use<R>(use: (module: T) => R): R | Promise<Awaited<R>> {
    if (this.#loaded !== undefined) return use(this.#loaded);
    return this.load().then(use) as Promise<Awaited<R>>;
  }

  /**
   * The module, imported by the first call and kept. A failed import is tried again by the next
   * call, as a fresh `import()` would be.
   *
   * @returns A promise of its namespace.
   */
  load(): Promise<T> {
    if (this.#loaded !== undefined) return Promise.resolve(this.#loaded);
    return this.#loading ??= importLater<T>(this.#path, this.#from).then(
      (module) => this.#loaded = module,
      (error) => {
        this.#loading = undefined;
        throw error;
      },
    );
  }
}

/** What is used here of Deno's global, where there is one. */
const runtime = globalThis as {
  Deno?: {
    permissions: { querySync(descriptor: { name: "read"; path: URL }): { state: string } };
  };
};

/**
 * Whether a module of this package (or a folder of them) can be loaded later: under Deno from
 * local files only with the read permission for it; from JSR, and under Node, always.
 *
 * @param url The module's or folder's URL.
 * @returns `false` when the import (or a worker started from it) would be refused.
 *
 * @example
 * ```ts ignore
 * if (loadableLater(new URL("./worker.ts", import.meta.url))) startTheWorker();
 * ```
 */
export function loadableLater(url: URL): boolean {
  if (runtime.Deno === undefined || url.protocol !== "file:") return true;
  return runtime.Deno.permissions.querySync({ name: "read", path: url }).state === "granted";
}

/**
 * Under Deno from local files (a checkout): the folder the read permission must cover for
 * {@link importLater} to load modules, when it does not. A server started without it would
 * fail its first tool call instead of its start.
 *
 * @returns The folder's path, or `undefined` when modules can be loaded (JSR, Node, granted).
 *
 * @example
 * ```ts ignore
 * const folder = unreadableModuleFolder();
 * if (folder !== undefined) console.error(`error: add ${folder} to --allow-read`);
 * ```
 */
export function unreadableModuleFolder(): string | undefined {
  return loadableLater(MODULE_FOLDER) ? undefined : fileURLToPath(MODULE_FOLDER);
}
