import assert from "node:assert/strict";
import { pageForReaders } from "../src/generator/read/docs/page_variants.ts";

const AREAS = [
  "Both routers cache.",
  "",
  "<AppOnly>",
  "",
  "Use `fetch` with `cache: 'force-cache'`.",
  "",
  "</AppOnly>",
  "",
  "<PagesOnly>",
  "",
  "Use `getStaticProps`.",
  "",
  "</PagesOnly>",
  "",
].join("\n");

Deno.test("pageForReaders() keeps the blocks for the page's own folder and drops the other area's", () => {
  const app = pageForReaders(AREAS, "01-app/02-guides/caching");
  assert.match(app, /force-cache/);
  assert.doesNotMatch(app, /getStaticProps|AppOnly|PagesOnly/);
  const pages = pageForReaders(AREAS, "02-pages/02-guides/caching");
  assert.match(pages, /getStaticProps/);
  assert.doesNotMatch(pages, /force-cache|AppOnly|PagesOnly/);
});

Deno.test("pageForReaders() keeps every block of a page under no folder a wrapper names", () => {
  assert.equal(pageForReaders(AREAS, "guides/caching"), AREAS);
});

Deno.test("pageForReaders() leaves a wrapper's tag alone inside a code block", () => {
  const text =
    "```mdx\n<PagesOnly>\nShown as code.\n</PagesOnly>\n```\n\n<AppOnly>\n\nApp.\n\n</AppOnly>\n";
  const app = pageForReaders(text, "app/page");
  assert.match(app, /<PagesOnly>\nShown as code\.\n<\/PagesOnly>/);
  assert.doesNotMatch(app, /<AppOnly>/);
});

const TWINS = [
  '```tsx filename="app/page.tsx" switcher',
  "export default function Page({ params }: { params: { id: string } }) {",
  "  return <h1>{params.id}</h1>",
  "}",
  "```",
  "",
  '```jsx filename="app/page.js" switcher',
  "export default function Page({ params }) {",
  "  return <h1>{params.id}</h1>",
  "}",
  "```",
  "",
  "After.",
].join("\n");

Deno.test("pageForReaders() leaves out a JavaScript block that copies the TypeScript block before it", () => {
  const read = pageForReaders(TWINS, "app/page");
  assert.match(read, /params: \{ id: string \}/);
  assert.doesNotMatch(read, /```jsx/);
  assert.match(read, /```\n\nAfter\.$/);
});

Deno.test("pageForReaders() leaves out the same file in JavaScript, however few lines it shares", () => {
  const text = [
    '```ts filename="proxy.ts" switcher',
    "export function proxy(request: Request) {}",
    "```",
    "",
    '```js filename="proxy.js" switcher',
    "export function proxy(request) {}",
    "```",
  ].join("\n");
  assert.doesNotMatch(pageForReaders(text, "app/guide"), /```js/);
  const unnamed = text.replaceAll(/ filename="[^"]+"/g, "");
  assert.match(pageForReaders(unnamed, "app/guide"), /```js/);
});

Deno.test("pageForReaders() keeps a JavaScript block that says something else, or one after prose", () => {
  const other = TWINS.replace(
    "  return <h1>{params.id}</h1>\n}\n```\n\nAfter",
    "  redirect('/')\n}\n```\n\nAfter",
  ).replace('filename="app/page.js"', 'filename="app/other/page.js"');
  assert.match(pageForReaders(other, "app/page"), /```jsx/);
  const apart = TWINS.replace("```\n\n```jsx", "```\n\nOr in JavaScript:\n\n```jsx");
  assert.match(pageForReaders(apart, "app/page"), /```jsx/);
  const reversed = TWINS.replace("```tsx", "```js").replace("```jsx", "```tsx");
  assert.equal(pageForReaders(reversed, "app/page"), reversed);
});
