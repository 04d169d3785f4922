/**
 * The functions and methods of a package whose signatures name a type: what `fetch` of an
 * options type shows after it, so that what takes it is read with it (compromise's
 * `matchOptions`, taken by `View.match` as its third argument: both app-50 trial runs searched
 * again to tie the two).
 *
 * @module
 */
import type { ApiSymbol } from "../snapshot/model.ts";
import { shortened } from "../catalog/shortened.ts";
import { shownName } from "./declared_name.ts";
import { deprecatedOverloads } from "./deprecated_overloads.ts";

/** The most users shown. */
const MOST = 3;

/** The longest signature of a user shown. */
const LONGEST = 200;

/** The words before a member's name on its line. */
const MODIFIERS = /^\s*(?:(?:static|readonly|abstract|public|protected|private|get|set|async)\s+)*/;

/** What a class or interface extends, after `extends`: the owners it inherits members from. */
const EXTENDS = /\bextends\s+([\w$.,\s<>]+?)(?:\s+implements\b|\s*\{|$)/;

/**
 * The functions and methods that take a type as a parameter's, a line each (`View.match(match:
 * Matchable, group?: string | number, options?: matchOptions) => View`), each method once: of
 * the owners that declare it, the one the others extend (compromise's 20 views copy `View`'s
 * 106 methods). Past {@link MOST}, a line counts the rest.
 *
 * @param symbols The package's declarations.
 * @param packageName The package's name.
 * @param type The type's name.
 * @returns Up to {@link MOST} lines, and the count of the rest.
 *
 * @example
 * ```ts
 * import { typeUsers } from "./type_users.ts";
 * import type { ApiSymbol } from "../snapshot/model.ts";
 *
 * const find: ApiSymbol = {
 *   name: "find",
 *   kind: "function",
 *   subpath: ".",
 *   signature: "function find(query: string, options?: FindOptions): Result",
 *   file: "index.d.ts",
 *   line: 1,
 * };
 * console.log(typeUsers([find], "finder", "FindOptions"));
 * // ["function find(query: string, options?: FindOptions): Result"]
 * ```
 */
export function typeUsers(
  symbols: readonly ApiSymbol[],
  packageName: string,
  type: string,
): string[] {
  const names = parameterOf(type);
  const exported = new Set(symbols.map((symbol) => symbol.name));
  const lines: string[] = [];
  const users = new Map<string, { owner: ApiSymbol; line: string }[]>();
  for (const symbol of symbols) {
    if (symbol.name === type) continue;
    const signature = symbol.signature.split("\n");
    const found = symbol.kind === "function" ? signature.findIndex((line) => names.test(line)) : -1;
    // A parameter on a line of its own (an object written out) is shown under its function.
    if (found === 0) lines.push(shortened(signature[0]!, LONGEST));
    else if (found > 0) {
      lines.push(shortened(`function ${symbol.name}(… ${signature[found]!.trim()} …)`, LONGEST));
    }
    const owner = shownName(symbol, packageName, (name) => exported.has(name));
    for (const member of symbol.members ?? []) {
      if (member.kind !== "method" && !member.signature.includes("=>")) continue;
      // An overload's line, not a line inside a type it writes out; a deprecated overload's
      // only when no other names the type.
      const deprecated = deprecatedOverloads(member.tags)?.reasons;
      const naming = member.signature.split("\n").flatMap((each, at) =>
        each.replace(MODIFIERS, "").startsWith(member.name) && names.test(each)
          ? [{ each, current: !deprecated?.has(at + 1) }]
          : []
      );
      const line = (naming.find(({ current }) => current) ?? naming[0])?.each;
      if (line === undefined) continue;
      const key = member.name;
      users.set(key, [...users.get(key) ?? [], { owner: symbol, line: `${owner}.${line}` }]);
    }
  }
  for (const owners of users.values()) {
    const base = owners.find(({ owner }) =>
      !owners.some((other) => extendsOwner(owner, other.owner))
    );
    lines.push(shortened((base ?? owners[0]!).line, LONGEST));
  }
  if (lines.length <= MOST) return lines;
  return [...lines.slice(0, MOST), `// and ${lines.length - MOST} more`];
}

/**
 * What finds a parameter of a type in a signature (`options?: matchOptions`), not a constraint
 * of a type parameter (`T extends matchOptions`) nor a type that only ends with its name.
 *
 * @param type The type's name (`Remarkable.Options` for one a namespace declares).
 * @param inList Only in a parameter list, `(options?: Options)`: not a property's type.
 * @returns The expression.
 *
 * @example
 * ```ts
 * import { parameterOf } from "./type_users.ts";
 *
 * console.log(parameterOf("Options").test("constructor(options?: Options)")); // true
 * ```
 */
export function parameterOf(type: string, inList = false): RegExp {
  const escaped = type.replace(/[$.]/g, "\\$&");
  const before = inList ? "[(,]\\s*(?:\\.\\.\\.)?[\\w$]+" : "[\\w$]";
  return new RegExp(`${before}\\??:\\s*${escaped}(?![\\w$])`);
}

/** Whether a declaration extends another (`interface Acronyms extends View` and `class View`). */
function extendsOwner(symbol: ApiSymbol, other: ApiSymbol): boolean {
  if (symbol === other) return false;
  const bases = EXTENDS.exec(symbol.signature.split("\n")[0]!)?.[1] ?? "";
  const declared = /^(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:class|interface)\s+([\w$]+)/
    .exec(other.signature)?.[1] ?? other.name;
  return new RegExp(`(?<![\\w$.])${declared.replaceAll("$", "\\$")}(?![\\w$])`).test(bases);
}
