/**
 * What `fetch`'s `lines` looks for: a text, case ignored, `a|b` for either, as written; and, as
 * `grep -E` would read it, the same text as a regular expression (`_update\(`, `^\s*set `), which
 * assistants write out of habit. A line matches either way. A text that is no valid expression,
 * or one that repeats a group (`(a+)+`, which can take a regular expression engine seconds on one
 * long line), or one that an empty line matches (`a|`), is read as written only.
 *
 * @module
 */

/** A group followed by a quantifier: `(...)*`, `(...)+`, `(...){2,}`, `(...)?`. */
const REPEATED_GROUP = /\)[*+?{]/;

/** Finds the text in lines. */
export interface LineMatcher {
  /** Where the text first is in a line; -1 where it is not. */
  at(line: string): number;
}

/**
 * A matcher for `lines`.
 *
 * @param text What `lines` was given.
 * @returns The matcher.
 *
 * @example
 * ```ts
 * import { lineMatcher } from "./line_matcher.ts";
 *
 * const matcher = lineMatcher("_mergeUpdate\\(|error.errors[path]");
 * console.log(matcher.at("this._mergeUpdate(doc);")); // 5
 * console.log(matcher.at("const err = error.errors[path];")); // 12
 * console.log(matcher.at("return;")); // -1
 * ```
 */
export function lineMatcher(text: string): LineMatcher {
  const alternatives = text.toLowerCase().split("|").map((each) => each.trim())
    .filter((each) => each !== "");
  const expression = REPEATED_GROUP.test(text) ? undefined : expressionOf(text);
  return {
    at(line) {
      const lower = line.toLowerCase();
      let first = -1;
      for (const each of alternatives) {
        const at = lower.indexOf(each);
        if (at >= 0 && (first < 0 || at < first)) first = at;
      }
      const found = expression?.exec(line)?.index ?? -1;
      return first < 0 || (found >= 0 && found < first) ? found : first;
    },
  };
}

/** The text as an expression; none where it is no valid one, or one that any line matches. */
function expressionOf(text: string): RegExp | undefined {
  let expression: RegExp;
  try {
    expression = new RegExp(text, "i");
  } catch {
    return undefined;
  }
  return expression.test("") ? undefined : expression;
}
