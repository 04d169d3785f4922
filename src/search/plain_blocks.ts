/**
 * Markdown reduced to what a reader of a search result needs: paragraphs and list items as
 * plain text (links as their text, JSDoc's `{@link name}` as `name`, no emphasis marks, no
 * HTML, no link definitions such as `[//]: 'Example1'`), table rows as `cell: cell`, JSX
 * property tables as lists (jsx_tables.ts), what MDX's wrapping components hold as the Markdown
 * it is (jsx_wrappers.ts), and code
 * blocks as their lines. A passage
 * (passage.ts) is cut from these blocks.
 *
 * @module
 */
import MarkdownIt from "markdown-it";
import { frontMatterBlock } from "../docs/front_matter.ts";
import { jsxTablesAsLists } from "./jsx_tables.ts";
import { unwrappedJsx } from "./jsx_wrappers.ts";
import { oneLine } from "../catalog/one_line.ts";

/** One block of a text: prose (a paragraph, a list item, a table row) or code. */
export interface PlainBlock {
  kind: "prose" | "code";
  /** Prose as one line of text; code as its lines, joined by `\n`. */
  text: string;
  /** A code block's language, when its fence names one. */
  lang?: string;
  /** Set on a heading's text (prose): what the blocks after it, up to the next heading, are under. */
  heading?: true;
  /**
   * Set on a list item that is only a link to a place on its page (a table of contents' line,
   * `- [trustProxy](#trustproxy)`): it names what the text says elsewhere.
   */
  contents?: true;
  /** Set on a table's row (prose, `cell: cell`), its header's included. */
  row?: true;
}

/** CommonMark with GitHub's tables; HTML is parsed so that it can be left out. */
const markdown = new MarkdownIt({ html: true });

/** The parts of a token this module reads. */
interface Token {
  type: string;
  content: string;
  info: string;
  children: Token[] | null;
  attrGet(name: string): string | null;
}

/**
 * The blocks of a Markdown text, in order.
 *
 * @param text Markdown; front matter at its start is not read.
 * @returns Its prose and code blocks; empty ones left out.
 *
 * @example
 * ```ts
 * import { plainBlocks } from "./plain_blocks.ts";
 *
 * const blocks = plainBlocks("[//]: 'Example1'\n\nSee **[the guide](./guide.md)**.\n\n| Option | Default |\n| --- | --- |\n| `retry` | 3 |\n");
 * console.log(blocks.map((b) => b.text)); // ["See the guide.", "Option: Default", "`retry`: 3"]
 * ```
 */
export function plainBlocks(text: string): PlainBlock[] {
  const body = unwrappedJsx(jsxTablesAsLists(text.slice(frontMatterBlock(text)?.end ?? 0)));
  const tokens = markdown.parse(body, {}) as Token[];
  const blocks: PlainBlock[] = [];
  let cells: string[] | undefined;
  let itemStarts = false;
  let heading = false;
  for (const token of tokens) {
    switch (token.type) {
      case "list_item_open":
        itemStarts = true;
        break;
      case "heading_open":
        heading = true;
        break;
      case "tr_open":
        cells = [];
        break;
      case "tr_close":
        if (cells?.some((cell) => cell !== "")) {
          blocks.push({ ...prose(cells.join(": ")), row: true });
        }
        cells = undefined;
        break;
      case "inline": {
        const line = alertAsWord(inlineText(token.children ?? []));
        if (cells !== undefined) cells.push(line);
        else if (heading && line !== "") blocks.push({ kind: "prose", text: line, heading: true });
        else if (line !== "" && itemStarts && onlyAnchorLink(token.children ?? [])) {
          blocks.push({ kind: "prose", text: `- ${line}`, contents: true });
        } else if (line !== "") blocks.push(prose(itemStarts ? `- ${line}` : line));
        [itemStarts, heading] = [false, false];
        break;
      }
      case "fence":
      case "code_block": {
        const code = token.content.replace(/\n+$/, "");
        if (code.trim() === "") break;
        const lang = token.info.trim().split(/\s+/)[0] ?? "";
        blocks.push(
          lang === "" ? { kind: "code", text: code } : { kind: "code", text: code, lang },
        );
        break;
      }
      case "html_block": {
        const line = oneLine(token.content.replace(/<!--[\s\S]*?(?:-->|$)/g, "").replace(TAG, " "));
        if (line !== "") blocks.push(prose(line));
        break;
      }
    }
  }
  return blocks;
}

/** A GitHub alert's marker opening a quote's text (`> [!NOTE]`). */
const ALERT = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*/i;

/** A line opened by a GitHub alert's marker, the marker read as its word: `Note:`. */
function alertAsWord(line: string): string {
  return line.replace(ALERT, (_, kind: string) => `${kind[0]}${kind.slice(1).toLowerCase()}: `)
    .trimEnd();
}

/** A JSDoc inline link, `{@link name}`, `{@linkcode name}` or `{@link name | its text}`. */
const JSDOC_LINK = /\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|?\s*([^}]*))?\}/g;

function linkText(_: string, target: string, text: string | undefined): string {
  return text?.trim() ? text.trim() : `\`${target}\``;
}

/**
 * An HTML tag by its name, which inline text leaves out; a placeholder written like one
 * (`<block>-<inline>`, `<T>`) is text and stays.
 */
const HTML_TAG = new RegExp(
  `^</?(?:${
    "a abbr b br code del details div em i img input kbd li mark ol p pre s samp section small " +
    "span strong sub summary sup table tbody td th thead tr u ul video"
  }`.replaceAll(" ", "|") + ")\\b",
  "i",
);

/** An HTML tag. */
const TAG = /<\/?[A-Za-z][^>]*>/g;

/** Whether an inline run is one link to a place on its page (`[text](#anchor)`) and nothing else. */
function onlyAnchorLink(children: readonly Token[]): boolean {
  const shown = children.filter((child) => child.type !== "text" || child.content.trim() !== "");
  const [open] = shown;
  return open?.type === "link_open" && shown.at(-1)?.type === "link_close" &&
    shown.filter((child) => child.type === "link_open").length === 1 &&
    (open.attrGet("href") ?? "").startsWith("#");
}

function prose(text: string): PlainBlock {
  return { kind: "prose", text };
}

/** The text a reader sees in an inline run: code keeps its backticks, images say nothing. */
function inlineText(children: readonly Token[]): string {
  let text = "";
  // Where a link's words say nothing of where it goes ("check here"), its target is kept.
  let link: { href: string; start: number } | undefined;
  for (const child of children) {
    if (child.type === "text") text += child.content.replace(JSDOC_LINK, linkText);
    else if (child.type === "code_inline") text += `\`${child.content}\``;
    else if (child.type === "softbreak" || child.type === "hardbreak") text += " ";
    else if (child.type === "html_inline" && !HTML_TAG.test(child.content)) text += child.content;
    else if (child.type === "link_open") {
      link = { href: child.attrGet("href") ?? "", start: text.length };
    } else if (child.type === "link_close" && link !== undefined) {
      if (link.href !== "" && BARE_LINK.test(text.slice(link.start).trim())) {
        text += ` (\`${link.href}\`)`;
      }
      link = undefined;
    }
  }
  return oneLine(text);
}

/** A link's words that say nothing of where it goes. */
const BARE_LINK = /^(?:here|this|this page|this link|link|see here|click here|more|read more)$/i;
