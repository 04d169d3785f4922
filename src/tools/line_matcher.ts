/**
 * What `fetch`'s `lines` looks for: a text, `a|b` for either, as written; and, as `grep -E` would
 * read it, the same text as a regular expression (`_update\(`, `^\s*set `), which assistants write
 * out of habit. A line matches either way. A text that is no valid expression, or one that repeats
 * a group (`(a+)+`, which can take a regular expression engine seconds on one long line), or one
 * that an empty line matches (`a|`), is read as written only.
 *
 * Case is ignored unless a text has a capital letter (ripgrep's smart case, for each of `a|b`
 * and for the expression, its escapes such as `\S` aside): `MAX_ARRAY_MAP_SIZE =|var SIZE =`
 * over immutable's code found every `var size =` too, 35 lines for 3. A caller may ignore case
 * throughout (`matching_lines.ts` does when the text's case finds nothing).
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
 * @param ignoreCase Whether case is ignored throughout, capitals or not.
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
export function lineMatcher(text: string, ignoreCase = false): LineMatcher {
  // Each alternative with whether its case counts, worked out once: `at` reads every line of a
  // package's scripts.
  const alternatives = text.split("|").map((each) => each.trim()).filter((each) => each !== "")
    .map((each) => {
      const exact = !ignoreCase && caseCounts(each);
      return { text: exact ? each : each.toLowerCase(), exact };
    });
  const expression = REPEATED_GROUP.test(text)
    ? undefined
    : expressionOf(text, ignoreCase || !caseCounts(text.replace(ESCAPE, "")));
  return {
    at(line) {
      const lower = line.toLowerCase();
      let first = -1;
      for (const each of alternatives) {
        const at = (each.exact ? line : lower).indexOf(each.text);
        if (at >= 0 && (first < 0 || at < first)) first = at;
      }
      const found = expression?.exec(line)?.index ?? -1;
      return first < 0 || (found >= 0 && found < first) ? found : first;
    },
  };
}

/**
 * Whether a text's case counts anywhere in it: whether it has a capital letter.
 *
 * @param text What `lines` was given.
 * @returns `true` when a letter is upper case.
 *
 * @example
 * ```ts
 * import { caseCounts } from "./line_matcher.ts";
 *
 * console.log(caseCounts("var SIZE ="), caseCounts("^\\s*set ")); // true false
 * ```
 */
export function caseCounts(text: string): boolean {
  return text !== text.toLowerCase();
}

/** An expression's escape: a backslash and the character after it. */
const ESCAPE = /\\./g;

/** The text as an expression; none where it is no valid one, or one that any line matches. */
function expressionOf(text: string, ignoreCase: boolean): RegExp | undefined {
  let expression: RegExp;
  try {
    expression = new RegExp(text, ignoreCase ? "i" : "");
  } catch {
    return undefined;
  }
  return expression.test("") ? undefined : expression;
}
