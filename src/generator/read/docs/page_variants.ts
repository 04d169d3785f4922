/**
 * A page's text as one reader needs it, where the docs write one page for several readers:
 *
 * - Blocks wrapped for one area of the docs (`<AppOnly>` and `<PagesOnly>` in a framework whose
 *   docs have an `app` and a `pages` folder) keep the wrapper naming a folder the page is in
 *   and lose the others: an App Router page does not answer with the Pages Router's example.
 *   A page under no folder that such a wrapper names keeps every block.
 * - A JavaScript example right after the same example in TypeScript (a docs site's language
 *   switcher: ```tsx, then ```jsx with the types taken out) is left out: it says nothing the
 *   first does not, and doubles what a reader is sent.
 *
 * @module
 */
import { closesFence, fenceOpening } from "../../../catalog/code_fence.ts";

/** A line that is a wrapper's opening or closing tag alone: `<AppOnly>`, `</PagesOnly>`. */
const WRAPPER = /^\s*<(\/?)([A-Z][A-Za-z]*)Only>\s*$/;

/** Each TypeScript language of a fence, and the JavaScript its examples are copied into. */
const JAVASCRIPT_OF: Record<string, readonly string[]> = {
  ts: ["js", "javascript", "mjs"],
  typescript: ["js", "javascript", "mjs"],
  tsx: ["jsx", "js"],
  mts: ["mjs", "js"],
  cts: ["cjs", "js"],
};

/**
 * The share of a JavaScript block's lines that its TypeScript block must have too for it to be
 * a copy (types taken out change a signature's line, not the body's).
 */
const COPY_SHARE = 0.5;

/** The file a fence's info string names (`filename="app/page.tsx"`), its extension aside. */
const FILE_NAMED = /\b(?:filename|title)=["']([^"']+?)(?:\.[A-Za-z]+)?["']/;

/**
 * A page's text for the readers of its folder, without the JavaScript copies of its
 * TypeScript examples.
 *
 * @param markdown The page's Markdown, front matter removed.
 * @param pageId The page's id (`01-app/03-api-reference/04-functions/catchError`): its folders
 *   name the area it belongs to, their number prefixes aside.
 * @returns The text a reader of that page needs.
 *
 * @example
 * ```ts
 * import { pageForReaders } from "./page_variants.ts";
 *
 * const page = "<AppOnly>\n\nUse `app/`.\n\n</AppOnly>\n\n<PagesOnly>\n\nUse `pages/`.\n\n</PagesOnly>\n";
 * console.log(pageForReaders(page, "01-app/guide").trim()); // "Use `app/`."
 * ```
 */
export function pageForReaders(markdown: string, pageId: string): string {
  const lines = markdown.split("\n");
  const kept = withoutTwins(lines, areaLines(lines, pageId));
  return kept.length === lines.length ? markdown : kept.map((i) => lines[i]).join("\n");
}

/**
 * The lines a reader of the page keeps: all but the tags of the wrappers naming the page's
 * folders and the blocks of the wrappers naming none of them, when some wrapper names one.
 */
function areaLines(lines: readonly string[], pageId: string): number[] {
  const fenced = new Set(
    codeBlocks(lines).flatMap(({ from, to }) =>
      Array.from({ length: to - from + 1 }, (_, k) => from + k)
    ),
  );
  const tags = lines.map((line, i) => fenced.has(i) ? null : WRAPPER.exec(line));
  const folders = new Set(
    pageId.split("/").slice(0, -1).map((folder) => folder.replace(/^\d+-/, "").toLowerCase()),
  );
  const mine = (tag: RegExpExecArray) => folders.has(tag[2]!.toLowerCase());
  const all = lines.keys().toArray();
  if (!tags.some((tag) => tag !== null && mine(tag))) return all;
  const kept: number[] = [];
  let skipping: string | undefined;
  for (const i of all) {
    const tag = tags[i];
    if (tag === null || tag === undefined) {
      if (skipping === undefined) kept.push(i);
    } else if (tag[1] === "/") {
      if (skipping === tag[2]) skipping = undefined;
    } else if (skipping === undefined && !mine(tag)) {
      skipping = tag[2];
    }
  }
  return kept;
}

/** A fenced code block among the kept lines: where its lines are and what they say. */
interface Block {
  /** Its position among the kept lines: opening fence to closing fence. */
  from: number;
  to: number;
  lang: string;
  /** The file its info string names, its extension aside; `undefined` for none. */
  file: string | undefined;
  /** Its lines of code, trimmed, blank ones left out. */
  code: string[];
}

/** The kept lines without a JavaScript block that copies the TypeScript block before it. */
function withoutTwins(lines: readonly string[], kept: readonly number[]): number[] {
  const blocks = codeBlocks(kept.map((i) => lines[i]!));
  const dropped = new Set<number>();
  for (const [b, block] of blocks.entries()) {
    const before = blocks[b - 1];
    if (before === undefined || dropped.has(before.from) || !twins(before, block)) continue;
    const between = kept.slice(before.to + 1, block.from);
    if (between.some((i) => lines[i]!.trim() !== "")) continue;
    for (let k = before.to + 1; k <= block.to; k++) dropped.add(k);
  }
  return dropped.size === 0 ? [...kept] : kept.filter((_, k) => !dropped.has(k));
}

/** Whether `copy` is `original`'s example in JavaScript. */
function twins(original: Block, copy: Block): boolean {
  if (!(JAVASCRIPT_OF[original.lang]?.includes(copy.lang) ?? false)) return false;
  if (copy.code.length === 0) return false;
  if (copy.file !== undefined && copy.file === original.file) return true;
  const lines = new Set(original.code);
  const shared = copy.code.filter((line) => lines.has(line)).length;
  return shared / copy.code.length >= COPY_SHARE;
}

/** The fenced code blocks of a text, given as lines. */
function codeBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let open: Omit<Block, "to" | "code"> & { mark: string } | undefined;
  for (const [i, line] of lines.entries()) {
    const fence = fenceOpening(line);
    if (open === undefined) {
      if (fence === undefined) continue;
      open = {
        from: i,
        mark: fence.mark,
        lang: fence.info.trim().split(/[\s{]/, 1)[0]!.toLowerCase(),
        file: FILE_NAMED.exec(fence.info)?.[1],
      };
    } else if (
      fence !== undefined && fence.info.trim() === "" && closesFence(open.mark, fence.mark)
    ) {
      const code = lines.slice(open.from + 1, i).map((l) => l.trim()).filter((l) => l !== "");
      blocks.push({ from: open.from, to: i, lang: open.lang, file: open.file, code });
      open = undefined;
    }
  }
  return blocks;
}
