/**
 * The format of the entries the installed-package reader makes, in a module of its own so that
 * what keeps entries (the `--deps` package cache) can name it without loading the reader and
 * TypeScript.
 *
 * @module
 */

/**
 * The format of the entries this reader makes. Raise it with any change to what an entry holds
 * or how it is kept: `--deps` keeps entries per `name@version` under it, and an older format's
 * are not served.
 *
 * @example
 * ```ts
 * import { READER_FORMAT } from "./reader_format.ts";
 *
 * console.log(READER_FORMAT >= 1); // true
 * ```
 */
export const READER_FORMAT = 198;
