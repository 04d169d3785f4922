/**
 * Masks the parts of TypeScript source that can contain text looking like code: comments,
 * string and template literals, and regular expression literals. Export extraction then scans
 * the masked text with simple patterns without being fooled by `export function` inside a doc
 * comment or a string.
 *
 * @module
 */

/** Keywords after which a `/` starts a regular expression rather than a division. */
const REGEXP_AFTER_WORD = new Set([
  "return",
  "typeof",
  "instanceof",
  "in",
  "of",
  "new",
  "delete",
  "void",
  "throw",
  "case",
  "do",
  "else",
  "yield",
  "await",
]);

/**
 * Replaces every character inside comments and literals with a space.
 *
 * Line breaks and the delimiters themselves (quotes, backticks, slashes) are kept, so offsets
 * and line numbers in the masked text are those of the original.
 *
 * @param source TypeScript source text.
 * @returns Masked text of the same length.
 */
export function maskCommentsAndLiterals(source: string): string {
  const out = source.split("");
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== "\n") out[k] = " ";
  };

  /** Scans code from `i`; stops after the `}` that closes a template `${` when `inTemplate`. */
  const scanCode = (start: number, inTemplate: boolean): number => {
    let i = start;
    let depth = 0;
    while (i < source.length) {
      const char = source[i] as string;
      const next = source[i + 1];
      if (char === "/" && next === "/") {
        const end = source.indexOf("\n", i);
        const stop = end === -1 ? source.length : end;
        blank(i, stop);
        i = stop;
      } else if (char === "/" && next === "*") {
        const end = source.indexOf("*/", i + 2);
        const stop = end === -1 ? source.length : end + 2;
        blank(i, stop);
        i = stop;
      } else if (char === '"' || char === "'") {
        const stop = endOfQuoted(source, i);
        blank(i + 1, stop - 1);
        i = stop;
      } else if (char === "`") {
        const stop = scanTemplate(i);
        blank(i + 1, stop - 1);
        i = stop;
      } else if (char === "/" && startsRegExp(out, i)) {
        const stop = endOfRegExp(source, i);
        blank(i + 1, stop);
        i = stop;
      } else {
        if (char === "{") depth++;
        if (char === "}") {
          if (inTemplate && depth === 0) return i + 1;
          depth--;
        }
        i++;
      }
    }
    return i;
  };

  /** Returns the index just past the closing backtick of the template opening at `start`. */
  const scanTemplate = (start: number): number => {
    let i = start + 1;
    while (i < source.length) {
      const char = source[i];
      if (char === "\\") i += 2;
      else if (char === "`") return i + 1;
      else if (char === "$" && source[i + 1] === "{") i = scanCode(i + 2, true);
      else i++;
    }
    return source.length;
  };

  scanCode(0, false);
  return out.join("");
}

/** Index just past the string literal opening at `start`; unterminated strings end at the line. */
function endOfQuoted(source: string, start: number): number {
  const quote = source[start];
  let i = start + 1;
  while (i < source.length) {
    const char = source[i];
    if (char === "\\") i += 2;
    else if (char === quote) return i + 1;
    else if (char === "\n") return i;
    else i++;
  }
  return source.length;
}

/** Decides from the text before a `/` whether it opens a regular expression. */
function startsRegExp(masked: string[], slash: number): boolean {
  let i = slash - 1;
  while (i >= 0 && /\s/.test(masked[i] as string)) i--;
  if (i < 0) return true;
  const before = masked[i] as string;
  if (/[(,=:[!&|?{};+\-*%<>~^]/.test(before)) return true;
  if (!/[\w$]/.test(before)) return false;
  let wordStart = i;
  while (wordStart > 0 && /[\w$]/.test(masked[wordStart - 1] as string)) wordStart--;
  return REGEXP_AFTER_WORD.has(masked.slice(wordStart, i + 1).join(""));
}

/** Index just past the flags of the regular expression literal opening at `start`. */
function endOfRegExp(source: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < source.length && source[i] !== "\n") {
    const char = source[i];
    if (char === "\\") {
      i += 2;
      continue;
    }
    if (char === "/" && !inClass) {
      i++;
      while (i < source.length && /[a-z]/i.test(source[i] as string)) i++;
      return i;
    }
    // A `/` inside a character class such as `[/]` does not end the literal.
    if (char === "[") inClass = true;
    if (char === "]") inClass = false;
    i++;
  }
  return i;
}
