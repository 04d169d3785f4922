import assert from "node:assert/strict";
import { jsxTablesAsLists } from "../src/search/jsx_tables.ts";
import { plainBlocks } from "../src/search/plain_blocks.ts";

const TABLE = `## Parameters

<PropsTable
  content={[
    {
      name: 'model',
      type: 'Model',
      description: "The model to use, such as kit('small').",
    },
    {
      name: 'retries',
      type: 'number',
      isOptional: true,
      description:
        'How often a failed call is repeated. Defaults to 2.',
    },
    {
      name: 'onStep',
      type: '(step: Step) => void',
      isOptional: true,
      description: 'Called after each step.',
      properties: [
        {
          type: 'Step',
          parameters: [
            { name: 'text', type: 'string', description: 'What the step wrote.', },
          ],
        },
      ],
    },
  ]}
/>

After the table.
`;

Deno.test("a JSX property table becomes a list: name, optional mark, type, description, nested items", () => {
  assert.equal(
    jsxTablesAsLists(TABLE),
    `## Parameters

- \`model: Model\`: The model to use, such as kit('small').
- \`retries?: number\`: How often a failed call is repeated. Defaults to 2.
- \`onStep?: (step: Step) => void\`: Called after each step.
  - \`Step\`
    - \`text: string\`: What the step wrote.

After the table.
`,
  );
});

Deno.test("search passages read a JSX property table as list items", () => {
  const texts = plainBlocks(TABLE).map((block) => block.text);
  assert.ok(
    texts.includes("- `retries?: number`: How often a failed call is repeated. Defaults to 2."),
  );
  assert.ok(!texts.some((text) => text.includes("content={[")));
});

Deno.test("a JSX element that is not a readable array of objects stays as it is", () => {
  for (
    const mdx of [
      "<Tabs items={['npm', 'pnpm']} />",
      "<Table content={[{ name: 'a', description: 'unclosed }]} />",
      "<Note>Text with ={[ in it</Note>",
    ]
  ) {
    assert.equal(jsxTablesAsLists(mdx), mdx);
  }
});

Deno.test("jsxTablesAsLists() reads a table after an element whose array attribute is not a table", () => {
  const text = [
    "<Tabs items={['React', 'Vue']}>",
    "  <Tab>Use the hook.</Tab>",
    "</Tabs>",
    "",
    "<PropsTable content={[{ name: 'wait', type: 'number', description: 'Milliseconds [0, 100].' },",
    "  { name: 'mode', type: `'all' | 'none'`, description: 'Which, `all` by default.' }]} />",
    "",
    "After.",
  ].join("\n");
  const read = jsxTablesAsLists(text);
  assert.match(read, /^<Tabs items=\{\['React', 'Vue'\]\}>$/m);
  assert.match(read, /^- `wait: number`: Milliseconds \[0, 100\]\.$/m);
  // A type written as a template literal is read as the string it is.
  assert.match(read, /^- `mode: 'all' \| 'none'`: Which, `all` by default\.$/m);
  assert.doesNotMatch(read, /PropsTable/);
  assert.match(read, /After\.$/);
});
