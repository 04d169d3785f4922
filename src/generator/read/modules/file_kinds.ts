/**
 * What a module file is, by its name's ending: the two kinds the generator tells apart when it
 * maps a package's entries to their files.
 *
 * @module
 */

/**
 * A TypeScript declaration file: `.d.ts`, `.d.mts`, `.d.cts`.
 *
 * @example
 * ```ts
 * import { DECLARATION_FILE } from "./file_kinds.ts";
 *
 * console.log(DECLARATION_FILE.test("dist/index.d.mts")); // true
 * ```
 */
export const DECLARATION_FILE: RegExp = /\.d\.[cm]?ts$/;

/**
 * A JavaScript module: `.js`, `.mjs`, `.cjs`.
 *
 * @example
 * ```ts
 * import { JS_MODULE_FILE } from "./file_kinds.ts";
 *
 * console.log("./client.mjs".replace(JS_MODULE_FILE, "")); // "./client"
 * ```
 */
export const JS_MODULE_FILE: RegExp = /\.[cm]?js$/;
