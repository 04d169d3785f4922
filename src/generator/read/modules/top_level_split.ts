/**
 * Splitting masked TypeScript text at separators that are not nested in brackets.
 *
 * @module
 */

const OPENERS = "([{";
const CLOSERS = ")]}";

/**
 * Finds the first occurrence of `char` outside any `()`, `[]` or `{}` pair (and, with
 * `angles`, outside `<>` type argument and parameter lists, where `=>`, `<=` and `>=` are no
 * brackets).
 *
 * @param text Masked source text (no comments or literals left).
 * @param char The single character to look for.
 * @param angles Whether `<` and `>` count as brackets.
 * @returns Its index, or `-1`.
 */
export function indexOutsideBrackets(text: string, char: string, angles = false): number {
  // The open brackets, innermost last. A `>` closes only a `<`, and a closer closes its own
  // opener with any `<` left open inside it: a comparison (`x.length > 0`, `a < b`) inside
  // `{}` or `[]` neither closes nor keeps open the bracket around it.
  const open: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (open.length === 0 && c === char) return i;
    if (OPENERS.includes(c) || (angles && c === "<" && !"=<".includes(text[i + 1] ?? ""))) {
      open.push(c);
    } else if (CLOSERS.includes(c)) {
      const at = open.lastIndexOf(OPENERS[CLOSERS.indexOf(c)] as string);
      if (at !== -1) open.length = at;
    } else if (angles && c === ">" && text[i - 1] !== "=" && text[i + 1] !== "=") {
      if (open.at(-1) === "<") open.pop();
    }
  }
  return -1;
}

/**
 * Splits text at every `char` that is outside any `()`, `[]` or `{}` pair (and, with `angles`,
 * outside `<>` lists; see {@link indexOutsideBrackets}).
 *
 * @param text Masked source text.
 * @param char The separator.
 * @param angles Whether `<` and `>` count as brackets.
 * @returns The pieces, untrimmed.
 */
export function splitOutsideBrackets(text: string, char: string, angles = false): string[] {
  const pieces: string[] = [];
  let rest = text;
  for (
    let at = indexOutsideBrackets(rest, char, angles);
    at !== -1;
    at = indexOutsideBrackets(rest, char, angles)
  ) {
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + 1);
  }
  pieces.push(rest);
  return pieces;
}

/**
 * Returns the index just past the bracket that closes the one at `open`.
 *
 * @param text Masked source text.
 * @param open Index of an opening `(`, `[` or `{`.
 * @returns The index after the matching closer, or the text length when it is missing.
 */
export function endOfBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i] as string;
    if (OPENERS.includes(c)) depth++;
    else if (CLOSERS.includes(c) && --depth === 0) return i + 1;
  }
  return text.length;
}
