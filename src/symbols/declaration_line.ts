/**
 * A declaration in one line: what an answer that names many symbols shows of each (search's
 * `exported` names, get-symbol's declarations of one name in many entries).
 *
 * @module
 */
import { oneLine } from "../catalog/one_line.ts";

/**
 * A declaration's line as an answer gives it: its first, or, for a constant whose type is a
 * list of call signatures (`const catchTag: {`, one overload a line), its name with the first
 * overload, type parameters left out: how it is called, in one line.
 *
 * @param signature The declaration's signature.
 * @returns One line of it, white space closed up.
 *
 * @example
 * ```ts
 * import { declarationLine } from "./declaration_line.ts";
 *
 * console.log(declarationLine("const merge: {\n  <A>(that: A): A;\n  <A>(self: A, that: A): A;\n}"));
 * // "const merge: (that: A): A;"
 * ```
 */
export function declarationLine(signature: string): string {
  const [first = "", second] = signature.split("\n", 2);
  const head = first.trimEnd();
  if (!head.endsWith("{") || second === undefined || !/^\s*[<(]/.test(second)) {
    return oneLine(first);
  }
  return oneLine(`${head.slice(0, -1).trimEnd()} ${withoutTypeParameters(second.trim())}`);
}

/** A call signature without the type parameters it opens with (`<K, E>(tag: K)` is `(tag: K)`). */
function withoutTypeParameters(call: string): string {
  if (!call.startsWith("<")) return call;
  let depth = 0;
  for (let i = 0; i < call.length; i++) {
    const char = call[i];
    if (char === "<") depth++;
    // The `>` of an arrow (`=>`) closes nothing.
    else if (char === ">" && call[i - 1] !== "=" && --depth === 0) return call.slice(i + 1);
  }
  return call;
}
