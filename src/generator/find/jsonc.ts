/**
 * JSONC reading for `deno.jsonc` and `rush.json`: both allow comments and trailing commas,
 * which `JSON.parse` rejects.
 *
 * @module
 */

/**
 * Parses JSON with comments (`//`, `/* *\/`) and trailing commas.
 *
 * Comments and commas are removed by a scanner that knows string literals, so a `//` inside a
 * URL string or a `,]` inside a string survives untouched.
 *
 * @param text JSONC source text.
 * @returns The parsed value.
 * @throws {SyntaxError} When the text is not valid JSON once comments and trailing commas are
 * gone.
 */
export function parseJsonc(text: string): unknown {
  return JSON.parse(stripTrailingCommas(stripComments(text)));
}

function stripComments(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const next = text[i + 1];
    if (char === '"') {
      const end = endOfString(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (char === "/" && next === "/") {
      while (i < text.length && text[i] !== "\n") i++;
    } else if (char === "/" && next === "*") {
      const close = text.indexOf("*/", i + 2);
      // Keep line breaks so JSON.parse error positions still point at the right line.
      const comment = close === -1 ? text.slice(i) : text.slice(i, close + 2);
      out += comment.replace(/[^\n]/g, " ");
      i += comment.length;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

function stripTrailingCommas(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '"') {
      const end = endOfString(text, i);
      out += text.slice(i, end);
      i = end;
      continue;
    }
    if (char === ",") {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j] ?? "")) j++;
      if (text[j] === "}" || text[j] === "]") {
        out += " ";
        i++;
        continue;
      }
    }
    out += char;
    i++;
  }
  return out;
}

/** Index just past the string literal that opens at `start` (a `"`). */
function endOfString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === "\\") i += 2;
    else if (text[i] === '"') return i + 1;
    else i++;
  }
  return text.length;
}
