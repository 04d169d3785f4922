/**
 * A function's or method's first call signature, split where its parameter list ends.
 *
 * @module
 */

/**
 * The first parameter list of a signature, parentheses included, and what follows it (the return
 * type, after `:` or `=>`).
 *
 * @param signature A declaration's text (`function string(params?: Params): ZodString`).
 * @returns Its parts; `undefined` when it has no parameter list, or one that never closes.
 *
 * @example
 * ```ts
 * import { firstCall } from "./first_call.ts";
 *
 * console.log(firstCall("function f(g: (x: A) => B): C")); // { parameters: "(g: (x: A) => B)", rest: ": C" }
 * ```
 */
export function firstCall(signature: string): { parameters: string; rest: string } | undefined {
  const open = signature.indexOf("(");
  if (open < 0) return undefined;
  let depth = 0;
  for (let i = open; i < signature.length; i++) {
    if (signature[i] === "(") depth++;
    else if (signature[i] === ")" && --depth === 0) {
      return { parameters: signature.slice(open, i + 1), rest: signature.slice(i + 1) };
    }
  }
  return undefined;
}
