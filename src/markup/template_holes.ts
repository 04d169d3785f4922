/**
 * Lit-style templates put JavaScript in `${...}` holes, and that JavaScript (`() => go()`,
 * `a > b`, `"x y"`) would end tags and attribute values early if an HTML parser read it as
 * markup. Masking the characters that matter to the HTML tokenizer turns each hole into one
 * inert token of the same length, so every offset still points into the original text.
 *
 * @module
 */

/** What ends or splits an HTML token: whitespace, quotes, `<`, `>`, `=` and `/`. */
const SIGNIFICANT = new Set([" ", "\t", "\n", "\r", "\f", '"', "'", "`", "<", ">", "=", "/"]);
const MASK = "_";

/** The open contexts: a number is an expression with that many open braces; "`" a template. */
type Frame = number | "`";

/**
 * Masks the JavaScript of every `${...}` hole. Markup inside a nested template literal
 * (`${items.map((i) => html\`<x-item>${i}</x-item>\`)}`) stays markup, so it is checked too.
 * A hole that never closes is left as it is, with everything after it.
 *
 * @param source The markup as written.
 * @returns Text of the same length with each hole's significant characters replaced by `_`.
 */
export function maskTemplateHoles(source: string): string {
  const first = source.indexOf("${");
  if (first === -1) return source;
  const chars = source.split("");
  const frames: Frame[] = [];
  let outermost = first;
  for (let i = first; i < source.length; i++) {
    const char = source[i] as string;
    const frame = frames.at(-1);
    if (frame === undefined || frame === "`") {
      if (char === "$" && source[i + 1] === "{") {
        if (frame === undefined) outermost = i;
        frames.push(0);
        i++;
      } else if (frame === "`" && char === "\\") i++;
      else if (frame === "`" && char === "`") {
        chars[i] = MASK;
        frames.pop();
      }
    } else if (char === "'" || char === '"') i = maskString(source, chars, i);
    else if (char === "`") {
      chars[i] = MASK;
      frames.push("`");
    } else if (char === "{") frames[frames.length - 1] = frame + 1;
    else if (char === "}") {
      if (frame === 0) frames.pop();
      else frames[frames.length - 1] = frame - 1;
    } else if (SIGNIFICANT.has(char)) chars[i] = MASK;
  }
  if (frames.length > 0) {
    for (let i = outermost; i < source.length; i++) chars[i] = source[i] as string;
  }
  return chars.join("");
}

/**
 * Masks a quoted JavaScript string from its opening quote to its closing one (or to the end of
 * the line, where an unclosed string ends), and returns the index of its last character.
 */
function maskString(source: string, chars: string[], start: number): number {
  const quote = source[start];
  chars[start] = MASK;
  let i = start + 1;
  for (; i < source.length; i++) {
    const char = source[i] as string;
    if (char === "\n") return i - 1;
    if (SIGNIFICANT.has(char)) chars[i] = MASK;
    if (char === "\\") {
      i++;
      if (SIGNIFICANT.has(source[i] ?? "")) chars[i] = MASK;
    } else if (char === quote) return i;
  }
  return i;
}
