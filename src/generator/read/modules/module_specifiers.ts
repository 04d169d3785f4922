/**
 * The module specifiers a TypeScript module refers to, found without a compiler: enough to
 * know which files a package's documentation depends on. It errs on the side of finding too
 * much (a needless dependency costs a rebuild, a missed one a stale snapshot).
 *
 * @module
 */

/**
 * One pass over the source that steps over comments, strings and template literals, and
 * stops at a string literal after `from` or `import` (`import x from "a"`, `export * from
 * "a"`, `import "a"`) or inside `import(...)` or `require(...)`. A regular expression literal
 * holding a quote can hide the rest of its line, no more: strings end at line breaks.
 * Masking the source character by character first (as export extraction does) gives the same
 * answers at a tenth of the speed, which the generator's time budget cannot afford.
 */
const TOKENS = new RegExp(
  [
    String.raw`\/\/[^\n]*`,
    String.raw`\/\*[\s\S]*?(?:\*\/|$)`,
    String.raw`"(?:\\.|[^"\\\n])*"?`,
    String.raw`'(?:\\.|[^'\\\n])*'?`,
    String.raw`\x60(?:\\[\s\S]|[^\x60\\])*\x60?`,
    String.raw`(?<![\w$.])(?:(?:from|import)\s*|(?:import|require)\s*\(\s*)(["'])([^"'\n]*)\1`,
  ].join("|"),
  "g",
);

/** `/// <reference path="..." />` and `/// <reference types="..." />`. */
const REFERENCE = /^\/\/\/\s*<reference\s+(?:path|types)\s*=\s*(["'])(.*?)\1/;

/**
 * Lists the specifiers of a module's static imports and re-exports, dynamic imports,
 * `require` calls and triple-slash references, in source order, each once.
 *
 * @param source TypeScript source text.
 * @returns The specifiers, as written.
 *
 * @example
 * ```ts
 * import { moduleSpecifiers } from "./module_specifiers.ts";
 *
 * const source = 'export * from "./a.ts";\nimport type { B } from "@scope/b"; // from "c"';
 * console.log(moduleSpecifiers(source)); // ["./a.ts", "@scope/b"]
 * ```
 */
export function moduleSpecifiers(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(TOKENS)) {
    const specifier = match[2] ?? REFERENCE.exec(match[0])?.[2];
    if (specifier) found.add(specifier);
  }
  return [...found];
}
