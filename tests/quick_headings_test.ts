import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { quickHeadings } from "../src/docs/quick_headings.ts";
import { parsedHeadings } from "../src/docs/page_outline.ts";
import { loadData } from "../src/snapshot/load.ts";
import { Catalog } from "../src/catalog/catalog.ts";
import { frontMatterBlock } from "../src/docs/front_matter.ts";

const LINE_BREAK = /\r\n?|\n/;

/** The quick reader's headings, when it is sure, must be markdown-it's. */
function assertSameHeadings(body: string, label: string): boolean {
  const quick = quickHeadings(body.split(LINE_BREAK));
  if (quick === undefined) return false;
  assert.deepEqual(quick, parsedHeadings(body), `${label}:\n${body}`);
  return true;
}

Deno.test("quickHeadings() reads fences, ATX headings and code spans as markdown-it does", () => {
  const pages = [
    "# Forms\n\n```sh\n# not a heading\n```\n\n## `useForm` hook\n",
    "# A #\n## B ##   \n### ###\n#### C#\n",
    "#\tTab\n#5 not\n####### seven\n#\n",
    "~~~\n# in\n```\n# still in\n~~~~\n# out\n",
    "```js```\n# after inline code\n",
    "   ```\n   # in an indented fence\n   ```\n# out\n",
    "- item\n# ends the list\n> quote\n# ends the quote\n",
    "## `` a`b `` and ` c ` and `unclosed\n",
    "    # indented code\n\n# real\n",
    "text\n# interrupts a paragraph\nmore\r\n## CRLF\r# CR\r\n",
    "```\nnever closed\n# inside\n",
  ];
  for (const page of pages) assert.ok(assertSameHeadings(page, "case"), `unsure of:\n${page}`);
});

Deno.test("quickHeadings() gives up where only a parser can tell", () => {
  const unsure = [
    "Title\n=====\n", // setext
    "Text\n---\n", // setext, not a rule
    "- item\n\n  # in the item\n", // a heading inside a list item
    "<div>\n# inside an HTML block\n</div>\n",
    "# *emphasis*\n",
    "# [link](x)\n",
    "# a \\# escaped\n",
    "# AT&amp;T\n",
    "- x\n  ```\n# closes the item\n  ```\n", // less indented inside an indented fence
    "- x\n  ```\n    ```\n# y\n", // marks four columns in: a close inside the item only
  ];
  for (const page of unsure) {
    assert.equal(quickHeadings(page.split(LINE_BREAK)), undefined, page);
    parsedHeadings(page); // the parser answers instead
  }
});

/** Pieces of Markdown that meet at the rules the quick reader follows or gives up at. */
const PIECES = [
  "",
  "",
  "text",
  "more text with `code`",
  "# Heading",
  "## Heading `with code` here",
  "### Closed ###",
  "#### `` double ` tick ``",
  "# a `` b",
  "##nospace",
  "#",
  " # one space",
  "   ## three spaces",
  "    # four spaces",
  "\t# tab",
  "```",
  "```ts",
  "````",
  "~~~",
  "~~~ info `x`",
  " ```",
  "  ```",
  "   ~~~",
  "    ```",
  "\t```",
  "``` `x`",
  "- item",
  "1. item",
  "  continued",
  "> quote",
  "> # quoted heading",
  "- # listed heading",
  "---",
  "===",
  "- - -",
  "***",
  "<div>",
  "</div>",
  "<!-- comment",
  "-->",
  "# *em*",
  "# a_b",
  "# [x](y)",
  "# x &amp; y",
  "# Ünïcödé ✓ heading",
  "#\tTabbed #",
  "# trailing \\",
  "text\\",
];

/** A small seeded generator (mulberry32), so a failure names a page that can be rebuilt. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

Deno.test("quickHeadings() agrees with markdown-it on 20,000 random pages", () => {
  const next = random(25);
  let sure = 0;
  for (let n = 0; n < 20_000; n++) {
    const lines = Array.from(
      { length: 1 + Math.floor(next() * 12) },
      () => PIECES[Math.floor(next() * PIECES.length)]!,
    );
    const breaks = ["\n", "\r\n", "\r"];
    const body = lines.join(breaks[Math.floor(next() * 8) % 3 === 0 ? 1 : 0]!) +
      (next() < 0.5 ? "\n" : "");
    if (assertSameHeadings(body, `random page ${n}`)) sure++;
  }
  // A reader that always gave up would pass the rest of this test.
  assert.ok(sure > 5_000, `sure of only ${sure} pages`);
});

Deno.test("quickHeadings() agrees with markdown-it on every page of the bundled and real catalogs", () => {
  const root = new URL("..", import.meta.url);
  const paths = [fileURLToPath(new URL("data/catalog.json", root))];
  const corpus = fileURLToPath(new URL("../shared/corpus/real-catalog-29pkg.json", root));
  if (existsSync(corpus)) paths.push(corpus);
  else console.log("skipped the real 29-package catalog: ../shared/corpus is not here");
  for (const path of paths) {
    let pages = 0;
    let sure = 0;
    const catalog = Catalog.fromData(loadData({ path }));
    for (const pkg of catalog.packages) {
      for (const page of catalog.docPages(pkg.slug)) {
        pages++;
        const body = page.markdown.slice(frontMatterBlock(page.markdown)?.end ?? 0);
        if (assertSameHeadings(body, `${pkg.slug}/${page.id} in ${path}`)) sure++;
      }
    }
    assert.ok(pages > 0 && sure > pages / 2, `${path}: sure of ${sure} of ${pages} pages`);
  }
});
