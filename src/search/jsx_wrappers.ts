/**
 * MDX's wrapping components read as the Markdown they wrap. In MDX, a component's tags on lines
 * of their own (`<Tabs>`, `<Tab>`, `<Note>`, and a container's such as `<div>`) wrap Markdown,
 * indented however the author likes: a code block indented four spaces inside `<Tab>` is still a
 * code block. CommonMark reads the
 * same lines as one HTML block up to the first blank line, so the example a section gives
 * became a line of run-together text (`<Tab> `tsx ... const { messages } = useChat({ throttle:
 * 50 }); ` </Tab>`), and a table right below `<div style={{ overflowX: 'auto' }}>` one line of
 * cells. Here the tags give way to blank lines and what they wrap loses their indentation.
 *
 * @module
 */

/**
 * A text whose wrapping components' tags are blank lines and whose wrapped lines are dedented.
 *
 * @param markdown An MDX or Markdown text.
 * @returns The text as Markdown; a text without such tags as it was.
 *
 * @example
 * ```ts
 * import { unwrappedJsx } from "./jsx_wrappers.ts";
 *
 * const mdx = "<Tabs>\n  <Tab>\n    ~~~ts\n    useChat({ throttle: 50 })\n    ~~~\n  </Tab>\n</Tabs>";
 * console.log(unwrappedJsx(mdx)); // "\n\n~~~ts\nuseChat({ throttle: 50 })\n~~~\n\n"
 * ```
 */
export function unwrappedJsx(markdown: string): string {
  if (!WRAPPER_TAG.test(markdown)) return markdown;
  // Each open wrapper's indentation of what it wraps: its first line's, once read.
  const depths: (number | undefined)[] = [];
  // The character of the code fence the line is in (a tag-like line there is code).
  let fence: string | undefined;
  const lines = markdown.split("\n").map((line) => {
    const tag = fence === undefined ? WRAPPER_LINE.exec(line) : null;
    if (tag !== null && !line.trimEnd().endsWith("/>")) {
      if (tag[1] === "/") depths.pop();
      else depths.push(undefined);
      return "";
    }
    const marks = FENCE.exec(line.trimStart())?.[0];
    if (fence === undefined && marks !== undefined) fence = marks[0];
    else if (fence !== undefined && marks?.startsWith(fence)) fence = undefined;
    if (depths.length === 0) return line;
    const indent = /^ */.exec(line)![0].length;
    if (depths.at(-1) === undefined && line.trim() !== "") depths[depths.length - 1] = indent;
    return line.slice(Math.min(indent, depths.at(-1) ?? 0));
  });
  return lines.join("\n");
}

/** A wrapping element's name: a component's (`Tab`), or an HTML container's (`div`). */
const WRAPPER_NAME = "(?:[A-Z][\\w.]*|div|section|details|aside|center)";

/** A wrapping element's opening or closing tag alone on a line: `<Tab>`, `</Note>`. */
const WRAPPER_LINE = new RegExp(`^\\s*<(\\/?)${WRAPPER_NAME}(?:\\s+[^<>]*)?>\\s*$`);

/** Whether a text has such a line, checked before reading it line by line. */
const WRAPPER_TAG = new RegExp(WRAPPER_LINE.source, "m");

/** A code fence's opening or closing run of backticks or tildes. */
const FENCE = /^(?:`{3,}|~{3,})/;
