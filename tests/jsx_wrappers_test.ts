import assert from "node:assert/strict";
import { unwrappedJsx } from "../src/search/jsx_wrappers.ts";
import { plainBlocks } from "../src/search/plain_blocks.ts";

const TABS = [
  "Throttle the updates with `throttle`.",
  "",
  "<Tabs items={['React', 'Vue']}>",
  "  <Tab>",
  '    ```tsx filename="page.tsx"',
  "    const { messages } = useChat({",
  "      throttle: 50,",
  "    });",
  "    ```",
  "  </Tab>",
  "  <Tab>",
  "    ```vue",
  "    <script setup>",
  "",
  "    useChat({ throttle: 50 });",
  "    </script>",
  "    ```",
  "  </Tab>",
  "</Tabs>",
].join("\n");

Deno.test("plainBlocks reads the code blocks MDX's wrapping components indent as code, not as run-together text", () => {
  assert.deepEqual(plainBlocks(TABS), [
    { kind: "prose", text: "Throttle the updates with `throttle`." },
    { kind: "code", lang: "tsx", text: "const { messages } = useChat({\n  throttle: 50,\n});" },
    { kind: "code", lang: "vue", text: "<script setup>\n\nuseChat({ throttle: 50 });\n</script>" },
  ]);
});

Deno.test("plainBlocks reads a table an HTML container wraps without a blank line as a table", () => {
  const page = "Props:\n\n<div style={{ overflowX: 'auto' }}>\n| Prop | Type |\n| --- | --- |\n" +
    "| `src` | String |\n</div>\n";
  assert.deepEqual(plainBlocks(page).map((block) => block.text), [
    "Props:",
    "Prop: Type",
    "`src`: String",
  ]);
});

Deno.test("unwrappedJsx keeps a note's text, a self-closing element, and tag-like lines inside code", () => {
  const note = unwrappedJsx("<Note>\n  Requires **Node.js 22**.\n</Note>\n");
  assert.deepEqual(plainBlocks(note), [{ kind: "prose", text: "Requires Node.js 22." }]);
  const snippet = '<Snippet text="npm i ai" />\n\nText.';
  assert.equal(unwrappedJsx(snippet), snippet);
  const code = "```tsx\n<Layout>\n  <Page />\n</Layout>\n```";
  assert.equal(unwrappedJsx(code), code);
  // Plain Markdown is left as it is.
  const list = "- item\n\n    ```ts\n    indented();\n    ```";
  assert.equal(unwrappedJsx(list), list);
});
