/**
 * The other names a package exports one declaration under: a renamed API kept under its old
 * name (`export { isStepCount as stepCountIs }`) is the same declaration, at the same place, with
 * the same signature but for the name.
 *
 * @module
 */
import type { ApiSymbol } from "../snapshot/model.ts";
import { escapeRegExp } from "../catalog/written_name.ts";

/**
 * Where a symbol is declared, as {@link sameDeclaration} groups symbols: `<file>:<line>`.
 *
 * @param symbol A symbol.
 * @returns Its file and line.
 */
export function originOf(symbol: ApiSymbol): string {
  return `${symbol.file}:${symbol.line}`;
}

/**
 * The other names of a symbol's declaration in its package: not another entry's `default` (the
 * module `lodash-es/debounce` exports the `debounce` of `lodash-es` as its default, which is no
 * name the main entry has).
 *
 * @param symbol An exported symbol.
 * @param atOrigin The package's symbols declared where it is ({@link originOf}).
 * @returns The other names, sorted; none when it has no other.
 *
 * @example
 * ```ts
 * import { sameDeclaration } from "./same_declaration.ts";
 *
 * const at = { file: "index.d.ts", line: 9, kind: "function", subpath: "." } as const;
 * const renamed = { ...at, name: "isStepCount", signature: "function isStepCount(n: number): boolean" };
 * const old = { ...at, name: "stepCountIs", signature: "function stepCountIs(n: number): boolean" };
 * console.log(sameDeclaration(old, [renamed, old])); // ["isStepCount"]
 * const module = { ...renamed, name: "default", subpath: "./isStepCount" };
 * console.log(sameDeclaration(renamed, [renamed, module])); // []
 * const bool = { ...at, name: "bool", signature: "function bool(): Schema<boolean>" };
 * const boolean = { ...at, name: "boolean", signature: "function boolean(): Schema<boolean>" };
 * console.log(sameDeclaration(bool, [bool, boolean]), sameDeclaration(boolean, [bool, boolean])); // ["boolean"] ["bool"]
 * ```
 */
export function sameDeclaration(symbol: ApiSymbol, atOrigin: readonly ApiSymbol[]): string[] {
  const names = atOrigin.filter((other) =>
    other.name !== symbol.name && other.kind === symbol.kind &&
    (other.name !== "default" || other.subpath === symbol.subpath) &&
    renamed(other.signature, other.name, symbol.name) === symbol.signature
  ).map((other) => other.name);
  return [...new Set(names)].sort();
}

/**
 * A signature with its name written as another where a declaration writes it: the first place it
 * stands as a whole word on each line that declares (`function`, `namespace`, `class`, ... : an
 * overload, a merged namespace); not later ones, where it may be a type (`function boolean():
 * Schema<boolean>` is yup's `bool` too), nor a member's line.
 */
function renamed(signature: string, from: string, to: string): string {
  const name = new RegExp(`(?<![\\w$])${escapeRegExp(from)}(?![\\w$])`);
  return signature.split("\n").map((line) => DECLARES.test(line) ? line.replace(name, to) : line)
    .join("\n");
}

/** A line that declares: its keyword first. */
const DECLARES =
  /^(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:function|class|interface|type|enum|const|let|var|namespace|module)\b/;
