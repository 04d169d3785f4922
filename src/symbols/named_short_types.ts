/**
 * The short types of its own package a declaration names, each on one line: what `fetch` of a
 * symbol shows after it, so that a function's result or parameter is read with the answer
 * (string-similarity's `findBestMatch(...): BestMatch`, whose `BestMatch` names `Rating`: two
 * more calls in every trial that asked for its shape).
 *
 * @module
 */
import type { ApiSymbol } from "../snapshot/model.ts";
import { oneLine } from "../catalog/one_line.ts";

/** The longest one-line type shown: past it, the type's own id says it better. */
const LONGEST = 160;

/** The most types shown after one declaration. */
const MOST = 3;

/**
 * A name a signature writes, dotted where a namespace declares it (`unitOfTime.StartOf`), not a
 * member after a dot nor a property or parameter before a colon.
 */
const WRITTEN_NAME = /(?<![\w$.])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?![\w$.])(?!\s*\??:)/g;

/**
 * A type alias or an interface on one line: the alias as declared; the interface's header with
 * its members' signatures (`interface Rating { target: string; rating: number }`). Undefined
 * for any other kind, and for one longer than {@link LONGEST} characters.
 *
 * @param symbol A declaration.
 * @returns The line, or `undefined`.
 *
 * @example
 * ```ts
 * import { typeInOneLine } from "./named_short_types.ts";
 *
 * console.log(typeInOneLine({
 *   name: "Rating",
 *   kind: "interface",
 *   subpath: ".",
 *   signature: "interface Rating",
 *   file: "index.d.ts",
 *   line: 3,
 *   members: [
 *     { name: "target", kind: "property", signature: "target: string" },
 *     { name: "rating", kind: "property", signature: "rating: number" },
 *   ],
 * })); // "interface Rating { target: string; rating: number }"
 * ```
 */
export function typeInOneLine(symbol: ApiSymbol): string | undefined {
  let line: string | undefined;
  if (symbol.kind === "typeAlias") line = oneLine(symbol.signature);
  else if (symbol.kind === "interface") {
    const members = (symbol.members ?? []).map((member) => oneLine(member.signature));
    const head = oneLine(symbol.signature.split("\n")[0]!.replace(/\s*\{\s*$/, ""));
    line = members.length === 0 ? undefined : `${head} { ${members.join("; ")} }`;
  }
  return line !== undefined && line.length <= LONGEST ? line : undefined;
}

/**
 * The short types of a package a declaration names, and those they name in turn, in the order
 * they are written, each on one line ({@link typeInOneLine}): at most {@link MOST}.
 *
 * @param signature The declaration's signature and its members' signatures.
 * @param byName The package's declarations by name.
 * @param shown The names the answer shows already (the declaration's own among them).
 * @returns The lines.
 *
 * @example
 * ```ts
 * import { namedShortTypes } from "./named_short_types.ts";
 * import type { ApiSymbol } from "../snapshot/model.ts";
import { oneLine } from "../catalog/one_line.ts";
 *
 * const rating: ApiSymbol = {
 *   name: "Rating",
 *   kind: "typeAlias",
 *   subpath: ".",
 *   signature: "type Rating = { target: string; rating: number }",
 *   file: "index.d.ts",
 *   line: 1,
 * };
 * const byName = new Map([["Rating", [rating]]]);
 * const signature = "function best(of: string[]): Rating";
 * console.log(namedShortTypes(signature, byName, new Set(["best"])));
 * // ["type Rating = { target: string; rating: number }"]
 * ```
 */
export function namedShortTypes(
  signature: string,
  byName: ReadonlyMap<string, readonly ApiSymbol[]>,
  shown: ReadonlySet<string>,
): string[] {
  const seen = new Set(shown);
  const lines: string[] = [];
  const read = (text: string) => {
    for (const [name] of text.matchAll(WRITTEN_NAME)) {
      if (lines.length === MOST) return;
      if (seen.has(name)) continue;
      seen.add(name);
      const [declared] = byName.get(name) ?? [];
      const line = declared === undefined ? undefined : typeInOneLine(declared);
      if (line === undefined) continue;
      lines.push(line);
    }
  };
  read(signature);
  // The types those name (`Rating`, which `BestMatch` names), as room is left.
  for (let at = 0; at < lines.length && lines.length < MOST; at++) read(lines[at]!);
  return lines;
}
