/**
 * JSONC reading for `deno.jsonc`, `rush.json` and `catalog-mcp.json`: all allow comments and
 * trailing commas, which `JSON.parse` rejects. Microsoft's `jsonc-parser` (VS Code's) reads them.
 *
 * @module
 */
import jsonc from "jsonc-parser";

/**
 * Parses JSON with comments (`//`, `/* *\/`) and trailing commas.
 *
 * @param text JSONC source text.
 * @returns The parsed value.
 * @throws {SyntaxError} When the text is not valid JSONC, naming the first problem and its
 * line and column: `comma expected at line 3, column 5`.
 *
 * @example
 * ```ts
 * import { parseJsonc } from "./jsonc.ts";
 *
 * parseJsonc('{ "workspace": ["./packages/*",], // the packages\n}'); // { workspace: [...] }
 * ```
 */
export function parseJsonc(text: string): unknown {
  const errors: jsonc.ParseError[] = [];
  const value = jsonc.parse(text, errors, { allowTrailingComma: true });
  const [first] = errors;
  if (first !== undefined) {
    const before = text.slice(0, first.offset).split("\n");
    const line = before.length;
    const column = (before.at(-1)?.length ?? 0) + 1;
    throw new SyntaxError(`${problem(first.error)} at line ${line}, column ${column}`);
  }
  return value;
}

/** The parser's error code in words: `CommaExpected` -> `comma expected`. */
function problem(code: jsonc.ParseErrorCode): string {
  return jsonc.printParseErrorCode(code).replace(/(?<=[a-z])(?=[A-Z])/g, " ").toLowerCase();
}
