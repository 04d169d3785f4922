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

const SLASH = 0x2f;
const STAR = 0x2a;
const BACKSLASH = 0x5c;
const BACKTICK = 0x60;
const DOLLAR = 0x24;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/**
 * Replaces every character inside comments and literals with a space.
 *
 * Line breaks and the delimiters themselves (quotes, backticks, slashes) are kept, so offsets
 * and line numbers in the masked text are those of the original. The output is built from
 * slices of the source: code is copied whole, masked stretches are blanked in one go.
 *
 * @param source TypeScript source text.
 * @returns Masked text of the same length.
 */
export function maskCommentsAndLiterals(source: string): string {
  const parts: string[] = [];
  let copied = 0;
  /** Inside a template literal everything is blanked at its end, so nothing is emitted. */
  let templateDepth = 0;
  const blank = (from: number, to: number) => {
    if (templateDepth > 0 || to <= from) return;
    parts.push(source.slice(copied, from), source.slice(from, to).replace(/[^\n]/g, " "));
    copied = to;
  };
  /** The last code character before the scan position: masked text is not code. */
  let lastCode = -1;

  /** Scans code from `start`; stops after the `}` that closes a template `${` when `inTemplate`. */
  const scanCode = (start: number, inTemplate: boolean): number => {
    let i = start;
    let depth = 0;
    while (i < source.length) {
      const char = source.charCodeAt(i);
      const next = source.charCodeAt(i + 1);
      if (char === SLASH && next === SLASH) {
        const end = source.indexOf("\n", i);
        const stop = end === -1 ? source.length : end;
        blank(i, stop);
        i = stop;
      } else if (char === SLASH && next === STAR) {
        const end = source.indexOf("*/", i + 2);
        const stop = end === -1 ? source.length : end + 2;
        blank(i, stop);
        i = stop;
      } else if (char === DOUBLE_QUOTE || char === SINGLE_QUOTE) {
        const stop = endOfQuoted(source, i);
        blank(i + 1, stop - 1);
        lastCode = stop - 1;
        i = stop;
      } else if (char === BACKTICK) {
        templateDepth++;
        const stop = scanTemplate(i);
        templateDepth--;
        blank(i + 1, stop - 1);
        lastCode = stop - 1;
        i = stop;
      } else if (char === SLASH && startsRegExp(source, lastCode)) {
        const stop = endOfRegExp(source, i);
        blank(i + 1, stop);
        lastCode = i;
        i = stop;
      } else {
        if (char > 0x20 && char !== 0xa0 && char !== 0xfeff) lastCode = i;
        if (char === OPEN_BRACE) depth++;
        if (char === CLOSE_BRACE) {
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
      const char = source.charCodeAt(i);
      if (char === BACKSLASH) i += 2;
      else if (char === BACKTICK) return i + 1;
      else if (char === DOLLAR && source.charCodeAt(i + 1) === OPEN_BRACE) {
        i = scanCode(i + 2, true);
      } else i++;
    }
    return source.length;
  };

  scanCode(0, false);
  parts.push(source.slice(copied));
  return parts.join("");
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

/**
 * Decides whether a `/` opens a regular expression, from the last code character before it
 * (`-1` at the start of the source).
 */
function startsRegExp(source: string, lastCode: number): boolean {
  if (lastCode < 0) return true;
  const before = source[lastCode] as string;
  if (/[(,=:[!&|?{};+\-*%<>~^]/.test(before)) return true;
  if (!/[\w$]/.test(before)) return false;
  let wordStart = lastCode;
  while (wordStart > 0 && /[\w$]/.test(source[wordStart - 1] as string)) wordStart--;
  return REGEXP_AFTER_WORD.has(source.slice(wordStart, lastCode + 1));
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
