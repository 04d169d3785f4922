/**
 * A module's own documentation: the JSDoc comment that carries the `@module` tag, as Deno
 * packages (the standard library among them) document a package in its entry module.
 *
 * @module
 */

/** A JSDoc comment: `/**`, its body, `*\/`. */
const JSDOC = /\/\*\*([\s\S]*?)\*\//g;
/** A block tag at the start of a line: `@module`, `@example Title`. */
const BLOCK_TAG = /^@(\w+)\s*(.*)$/;

/**
 * The Markdown of a module's `@module` comment: its description, and each `@example` as a
 * section of its own. Other block tags (`@module` itself, `@see`, `@experimental`, ...) are left
 * out: they say nothing a reader of the page needs first.
 *
 * @param source The module's source text.
 * @returns The Markdown, or `undefined` when the module has no `@module` comment.
 *
 * @example
 * ```ts
 * import { moduleDoc } from "./module_doc.ts";
 *
 * const source = "/**\n * Parses YAML.\n *\n * @example Usage\n * parse(\"a: 1\");\n *\n * @module\n *\/";
 * console.log(moduleDoc(source)); // "Parses YAML.\n\n## Example: Usage\n\nparse(\"a: 1\");\n"
 * ```
 */
export function moduleDoc(source: string): string | undefined {
  for (const [, body = ""] of source.matchAll(JSDOC)) {
    const lines = body.split("\n").map((line) => line.replace(/^\s*\* ?/, "").trimEnd());
    if (!lines.some((line) => /^@module\b/.test(line))) continue;
    return render(lines);
  }
  return undefined;
}

function render(lines: readonly string[]): string {
  const parts: string[] = [];
  let current: string[] = [];
  let keep = true;
  let inFence = false;
  const flush = () => {
    const text = current.join("\n").trim();
    if (keep && text !== "") parts.push(text);
    current = [];
  };
  for (const line of lines) {
    if (/^\s*(?:```|~~~)/.test(line)) inFence = !inFence;
    const tag = inFence ? null : BLOCK_TAG.exec(line);
    if (tag === null) {
      current.push(line);
      continue;
    }
    flush();
    keep = tag[1] === "example";
    if (keep) current.push(tag[2] ? `## Example: ${tag[2]}` : "## Example", "");
  }
  flush();
  return `${parts.join("\n\n")}\n`;
}
