/**
 * The module specifiers a source file may depend on, found fast and generously: every
 * `from "x"` and `import "x"` in the text, comments and strings included.
 *
 * Collection uses this to decide which files are a package's inputs. Finding too many is safe
 * (an extra file in the input hash only costs a rebuild when it changes); finding too few would
 * let an incremental run keep a stale entry. A plain scan of the text is exact enough for that
 * and far cheaper than reading the code properly, which only the packages being built need.
 *
 * @module
 */

/** `from "x"` (imports and re-exports) and `import "x"` (side effects), quoted either way. */
const SPECIFIER = /\b(?:from|import)\s*(["'])([^"'\n]+)\1/g;

/**
 * Lists the specifiers a module's text mentions, in order, each once.
 *
 * @param source Module text.
 * @returns The specifiers, such as `./button.ts` or `@scope/core`.
 *
 * @example
 * ```ts
 * import { mentionedSpecifiers } from "./module_specifiers.ts";
 *
 * const source = 'import { a } from "./a.ts";\nexport * from "@scope/core";\nimport "./side.ts";';
 * console.log(mentionedSpecifiers(source)); // ["./a.ts", "@scope/core", "./side.ts"]
 * ```
 */
export function mentionedSpecifiers(source: string): string[] {
  return [...new Set(Array.from(source.matchAll(SPECIFIER), (match) => match[2] as string))];
}
