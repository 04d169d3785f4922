import assert from "node:assert/strict";
import { passageOf, queryCover } from "../src/search/passage.ts";
import { evenWeights, passageSource, type QueryWeights } from "../src/search/passage_source.ts";
import { plainBlocks } from "../src/search/plain_blocks.ts";
import { termsOfWord } from "../src/search/terms.ts";

/** A section whose default sits in a code block after the sentence that introduces it. */
const CACHE_SECTION = `Thumbnails are cached for a while.

If nothing is configured, the default below is used.

\`\`\`js
module.exports = {
  images: {
    cacheLifetime: 14400,
  },
}
\`\`\`

The lifetime of cached images is the larger of \`cacheLifetime\` and the images' own header.
`;

/** "images.cacheLifetime default": the dotted name weighs most, as a rare identifier does. */
const QUERY: QueryWeights = {
  words: [
    {
      terms: new Set(["images.cachelifetime", "imag", "cachelifetim", "cach", "lifetim"]),
      weight: 5,
    },
    { terms: new Set(["default"]), weight: 1 },
  ],
};

/** A query of stemmed terms, each a word of its own, weighing the same. */
function termsOnce(...terms: string[]): QueryWeights {
  return { words: terms.map((term) => ({ terms: new Set([term]), weight: 1 })) };
}

/** A text's passage in a room, as fetch's query (tight) and search (not) cut it. */
function bothWays(text: string, query: QueryWeights, room: number): string[] {
  const source = passageSource(plainBlocks(text));
  return [false, true].map((tight) => passageOf(source, query, room, 0, tight));
}

Deno.test("a GitHub alert's marker reads as its word: Note:, Warning:", () => {
  // uuid's README: "> [!NOTE]\n>\n> Starting with `uuid@12` CommonJS is no longer supported."
  const blocks = plainBlocks(
    "> [!NOTE]\n>\n> Starting with version 12 CommonJS is no longer supported.\n\n" +
      "> [!WARNING]\n> Do not run it twice.\n\nA link [!x](./x.md) stays.\n",
  );
  assert.deepEqual(blocks.map((block) => block.text), [
    "Note:",
    "Starting with version 12 CommonJS is no longer supported.",
    "Warning: Do not run it twice.",
    "A link !x stays.",
  ]);
});

Deno.test("a passage counts a name written over several lines of one code block", () => {
  const passage = passageOf(passageSource(plainBlocks(CACHE_SECTION)), QUERY, 200);
  // `images: {` and `cacheLifetime: 14400,` together hold the dotted name, with the default.
  assert.match(passage, /the default below is used/);
  assert.match(passage, /cacheLifetime: 14400/);
});

Deno.test("of two passages holding as much of the query, the one where its words come together wins", () => {
  // The first paragraph names the option and says "images" too: it and the sentence below it
  // hold every word, as do that sentence and the code under it; the code holds the value.
  const section = CACHE_SECTION.replace(
    "Thumbnails are cached for a while.",
    "`cacheLifetime` sets how long optimized images stay cached, in seconds, before they are " +
      "fetched and resized again from the upstream server on the next request for them.",
  );
  const source = passageSource(plainBlocks(section));
  for (const room of [230, 260, 290]) {
    assert.match(passageOf(source, QUERY, room), /cacheLifetime: 14400/, `room ${room}`);
  }
});

Deno.test("of two passages holding as much of the query, the one writing its word whole wins", () => {
  const component = [
    "Code inputs collect one-time passcodes and other fixed-length codes, one per segment.",
    "",
    "## Attributes",
    "",
    "- `value`: `string` — The value.",
    "- `length`: `number`, default `6` — Number of segments.",
    "- `mask`: `boolean` — Hides what is typed.",
  ].join("\n");
  const source = passageSource(plainBlocks(component));
  const length = { words: [{ terms: new Set(["length"]), weight: 1 }] };
  for (const tight of [true, false]) {
    const passage = passageOf(source, length, 120, 0, tight);
    assert.match(passage, /`length`: `number`, default `6`/, `tight: ${tight}`);
    assert.doesNotMatch(passage, /fixed-length/, `tight: ${tight}`);
  }
  // Where only a part of a word holds it, that is still the passage.
  const parts = passageSource(plainBlocks(component.replace("- `length`", "- `count`")));
  assert.match(passageOf(parts, length, 120, 0, true), /fixed-length/);
});

Deno.test("a query word written only inside a longer name counts for less than the word itself", () => {
  const component = [
    "## Attributes",
    "",
    "- `size`: `'s' | 'm' | 'l'` — How large it is.",
    "- `label`: `string` — What assistive devices announce.",
    "- `open`: `boolean` — Whether it shows its panel.",
    "",
    "## Methods",
    "",
    "- `handleSizeChange()` — Resets `DefaultState`.",
  ].join("\n");
  const source = passageSource(plainBlocks(component));
  const query = {
    words: [
      { terms: new Set(["size"]), weight: 1 },
      { terms: new Set(["default"]), weight: 1 },
    ],
  };
  for (const tight of [true, false]) {
    const passage = passageOf(source, query, 70, 0, tight);
    assert.match(passage, /`size`: `'s' \| 'm' \| 'l'`/, `tight: ${tight}`);
    assert.doesNotMatch(passage, /handleSizeChange/, `tight: ${tight}`);
  }
  // A dotted name's parts are names of their own: `Button.size` writes `size`.
  const dotted = passageSource(plainBlocks(component.replace("handleSizeChange()", "Button.size")));
  assert.match(passageOf(dotted, query, 70, 0, true), /Button\.size/);
});

Deno.test("a passage on a member's line starts at its doc comment, not at the line", () => {
  const members = [
    "interface Text {",
    "  /** Trims both ends. */",
    "  trim(): this;",
    "  /** @deprecated Use `z.email()` instead. */",
    "  email(): this;",
    "  /** @deprecated Use `z.url()` instead. */",
    "  url(): this;",
    "}",
  ].join("\n");
  const source = passageSource(plainBlocks(`\`\`\`ts\n${members}\n\`\`\``));
  const query = {
    words: [
      { terms: new Set(["email"]), weight: 1 },
      { terms: new Set(["deprec"]), weight: 1 },
    ],
  };
  // The comment below `email()` is `url()`'s: the passage starts at email's own.
  const passage = passageOf(source, query, 140, 0, true);
  assert.match(
    passage,
    /\/\*\* @deprecated Use `z\.email\(\)` instead\. \*\/\n\s*email\(\): this;/,
  );
});

Deno.test("a tight passage that ends in a doc comment goes on to what the comment documents", () => {
  const literal = [
    "type Handlers = {",
    "  /**",
    "   * Tools the app may call. Deny-by-default:",
    "   * when it is left out, the app cannot call any tool.",
    "   * List only the tools the app is meant to see.",
    "   * Checked before each call.",
    "   */",
    "  allowedTools?: string[];",
    "  callTool?: (name: string) => unknown;",
    "  openLink?: (url: string) => void;",
    "  sendMessage?: (text: string) => void;",
    "};",
  ].join("\n");
  const source = passageSource(plainBlocks(`\`\`\`ts\n${literal}\n\`\`\``));
  const query = { words: [{ terms: new Set(["default"]), weight: 1 }] };
  const passage = passageOf(source, query, 400, 0, true);
  assert.match(passage, /Deny-by-default/);
  assert.match(passage, /allowedTools\?: string\[\];/);
});

Deno.test("a tight passage in a code block goes to its end when a line or two is left, else is cut", () => {
  const diagram = (after: number) =>
    [
      "Main thread          Worker thread",
      "logger.info()        transport target",
      "logger gate  ───────────┘",
      "",
      "Result:",
      ...Array.from({ length: after }, (_, i) => `  line ${i} of the result`),
      "- its own setting is not used here.",
    ].join("\n");
  const query = {
    words: [
      { terms: new Set(["transport"]), weight: 1 },
      { terms: new Set(["logger"]), weight: 1 },
    ],
  };
  const passage = (after: number) =>
    passageOf(
      passageSource(plainBlocks(`\`\`\`text\n${diagram(after)}\n\`\`\``)),
      query,
      600,
      0,
      true,
    );
  assert.match(passage(0), /not used here/);
  assert.doesNotMatch(passage(4), /not used here/);
});

Deno.test("a passage takes a code block before it whole or not at all, never its last lines", () => {
  const source = passageSource(plainBlocks(CACHE_SECTION));
  const header = { words: [{ terms: new Set(["header"]), weight: 1 }] };
  for (const room of [110, 130, 150, 170]) {
    const passage = passageOf(source, header, room);
    assert.match(passage, /own header/);
    assert.doesNotMatch(passage, /^… ```js\n\s*[},]/, `room ${room}: ${passage}`);
    assert.ok(!passage.includes("```") || passage.includes("module.exports"), passage);
  }
});

Deno.test("a passage takes a second run for a query word the best run cannot reach", () => {
  const filler = Array.from(
    { length: 8 },
    (_, i) => `- \`option${i}\`: Tunes part ${i} of the toggle.`,
  );
  const text = [
    "# Toggle",
    "The toggle switches a setting on and off. Its appearance follows the theme.",
    "## Attributes",
    ...filler,
    "- `size`: `'s' | 'm' | 'l'` = `'m'` — How large the toggle is drawn.",
    ...filler.map((line) => line.replace("option", "extra")),
  ].join("\n\n");
  const words = (...names: string[]) => ({
    words: names.map((name) => ({ terms: new Set([name]), weight: 1 })),
  });
  const passage = passageOf(
    passageSource(plainBlocks(text)),
    words("toggl", "appear", "size"),
    260,
  );
  assert.match(passage, /Its appearance follows the theme\./);
  assert.match(passage, /- `size`: `'s' \| 'm' \| 'l'` = `'m'`/);
  assert.match(passage, / …\n… /, "the runs are apart, each marked");
  assert.ok(JSON.stringify(passage).length - 2 <= 260);
});

Deno.test("a passage cut inside a code block does not end in its blank lines", () => {
  const text = "Read the locale like this:\n\n```ts\nimport { lang } from 'next/root-params'\n\n" +
    Array.from({ length: 12 }, (_, i) => `const value${i} = 1 // line ${i}`).join("\n") + "\n```\n";
  const source = passageSource(plainBlocks(text));
  const query = {
    words: [{ terms: new Set(["local"]), weight: 1 }, { terms: new Set(["lang"]), weight: 1 }],
  };
  for (const room of [90, 100, 110]) {
    const passage = passageOf(source, query, room);
    assert.match(passage, /import \{ lang \} from 'next\/root-params'\n```/, passage);
  }
});

Deno.test("a passage without a query fills its room, into a code block", () => {
  const source = passageSource(plainBlocks(CACHE_SECTION));
  const passage = passageOf(source, { words: [] }, 150);
  assert.match(passage, /^Thumbnails are cached for a while\.[\s\S]*```js\nmodule\.exports = \{/);
  assert.ok(JSON.stringify(passage).length - 2 <= 150, passage);
});

Deno.test("a tight passage ends two blocks after the sentence that completes the query", () => {
  const text = CACHE_SECTION + "\n" +
    Array.from({ length: 6 }, (_, i) => `Paragraph ${i} says nothing more about it.`).join("\n\n");
  const source = passageSource(plainBlocks(text));
  const query = { words: [{ terms: new Set(["default"]), weight: 1 }] };
  const tight = passageOf(source, query, 2_000, 0, true);
  assert.match(
    tight,
    /the default below is used\.\n```js[\s\S]*cacheLifetime: 14400[\s\S]*```\nThe lifetime/,
  );
  assert.doesNotMatch(tight, /Paragraph 0/);
  // Not tight, the room is filled.
  assert.match(passageOf(source, query, 2_000), /Paragraph 5/);
});

Deno.test("a passage in a long code block starts at its line's declaration: the doc comment and the overloads", () => {
  const members = Array.from({ length: 30 }, (_, i) => `  field${i}: string;`).join("\n");
  const text = "```ts\ninterface Response {\n" + members +
    "\n  /** Redirects, with 302 unless a status is given. */\n" +
    "  redirect(url: string): void;\n  redirect(status: number, url: string): void;\n}\n```\n";
  const query = termsOnce("redirect", "status", "url");
  const passage = passageOf(passageSource(plainBlocks(text)), query, 260);
  assert.match(
    passage,
    /\/\*\* Redirects, with 302[\s\S]*redirect\(url: string\)[\s\S]*redirect\(status: number/,
  );
});

Deno.test("a passage that starts inside a list item shows the item's first sentence before it, on its line", () => {
  const text = [
    "- `separator`: `string`, default `','` — The characters that end a tag.",
    "  Each character counts on its own, and a long list of them is allowed in any order.",
    "  Pasted text is split on the same characters before the tags are made from it.",
    "  An empty value falls back to a comma when the field is parsed.",
    "- `max`: `number` — The most tags.",
  ].join("\n");
  const query = termsOnce("empti", "comma");
  for (const passage of bothWays(text, query, 200)) {
    assert.match(passage, /^- `separator`: `string`, default `','` — [^…\n]* … An empty/, passage);
    assert.match(passage, /falls back to a comma/, passage);
  }
});

Deno.test("a passage from a list item whose first sentence is long names the item", () => {
  // aedes' `maxInflightInbound`: a first sentence of 170 characters, the answer in a later one.
  const text = [
    "- `maxQueued` `<number>` the most messages one client may hold in its queue while it is " +
    "offline and its session is kept by the broker for a later reconnection. " +
    "Past it, the oldest message is dropped and a warning is logged once.",
    "- `drainTimeout` `<number>` how long to wait for a slow client.",
  ].join("\n");
  const query = termsOnce("oldest", "drop");
  for (const passage of bothWays(text, query, 160)) {
    assert.match(
      passage,
      /^- `maxQueued` `<number>` … Past it, the oldest message is dropped/,
      passage,
    );
  }
});

Deno.test("a passage of two list items' later sentences shortens the first to name both items", () => {
  const text = [
    "- `separator`: `string`, default `','` — The characters that end a tag. Each separator " +
    "character stands alone, so `,;` takes both commas and semicolons. Pasted text is split on " +
    "the same characters before the tags are made from it. An empty value means only Enter adds " +
    "a tag.",
    "- `allow-repeats`: `boolean`, default `false` — Allows one tag more than once. By default, " +
    "repeated tags are ignored.",
  ].join("\n");
  const query = termsOnce("semicolon", "repeat");
  for (const passage of bothWays(text, query, 300)) {
    assert.match(passage, /^- `separator`: [^\n]* commas and semicolons\. …\n/, passage);
    assert.match(passage, /\n… - `allow-repeats`: `boolean`, default `false` — /, passage);
    assert.match(passage, /repeated tags are ignored\.$/, passage);
  }
});

Deno.test("queryCover() is the share of the query's weight a text holds, a word counted once", () => {
  const source = passageSource(plainBlocks(CACHE_SECTION));
  // The dotted name's parts are all there, the dotted form itself is not: 4 of its 5 terms.
  assert.equal(queryCover(source, QUERY), (10 * 4 / 5 + 1) / 11);
  const half = {
    words: [
      { terms: new Set(["default"]), weight: 1 },
      { terms: new Set(["jitter"]), weight: 1 },
    ],
  };
  assert.equal(queryCover(source, half), 0.5);
  assert.equal(queryCover(source, { words: [] }), 0);
});

Deno.test("a passage's second run keeps the code block its sentence introduces with a colon", () => {
  const text = [
    "`sizes` lists the widths served. If nothing is configured, the default below is used:",
    "",
    "```js",
    "sizes: [640, 1080]",
    "```",
    "",
    "Widths far apart cost little to serve and a lot to fetch again later, so keep the list " +
    "short and the steps even, unless the layout asks for more.",
    "",
    "```js",
    "sizes: [320, 640, 960, 1280, 1920]",
    "```",
    "",
    "In the example above, five widths are allowed and a request for another is answered with 400.",
  ].join("\n");
  const query = {
    words: ([["default", 1], ["allow", 2], ["width", 1], ["request", 2]] as const).map((
      [term, weight],
    ) => ({ terms: new Set([term]), weight })),
  };
  const passage = passageOf(passageSource(plainBlocks(text)), query, 250);
  assert.match(passage, /default below is used:\n```js\nsizes: \[640, 1080\]\n``` …/, passage);
  assert.match(passage, /five widths are allowed/, passage);
});

Deno.test("a tight passage is the list items holding the query when they take much less text than the run", () => {
  const reference = [
    "## Attributes",
    "",
    "- `linear`: `boolean` — Steps must be completed in order: none is reached before the ones ahead of it.",
    "- `label`: `string` — A label for assistive devices.",
    "",
    "## CSS custom properties",
    "",
    "- `--connector-color-active` — The line after a completed step.",
    "- `--connector-width` — The thickness of the connector line, in either orientation.",
    "- `--connector-gap` — The gap between a marker's edge and the connector line.",
    "",
    "## Methods",
    "",
    "- `goTo(name: string)` — Goes to the named step; in `linear` mode, only when it is reachable.",
    "- `next()` — Advances to the next step.",
  ].join("\n");
  const source = passageSource(plainBlocks(reference));
  const passage = passageOf(
    source,
    evenWeights("linear mode reachable complete step"),
    1000,
    0,
    true,
  );
  // The run from the connector's "completed step" to `goTo` holds as much, in two thirds more text.
  assert.match(passage, /^Attributes\n- `linear`[\s\S]*Methods\n- `goTo\(name: string\)`/);
  assert.doesNotMatch(passage, /--connector/);
});

Deno.test("a passage keeps inline code whole: no sentence ends inside it", () => {
  const text = "Use `regex(re, params?: core.$ZodRegexParams)` to match. Then call `Schema.parse`.";
  const source = passageSource(plainBlocks(text));
  assert.deepEqual(source.pieces.map((piece) => piece.text), [
    "Use `regex(re, params?: core.$ZodRegexParams)` to match.",
    "Then call `Schema.parse`.",
  ]);
  assert.equal(passageOf(source, evenWeights("regex match"), 200), text);
});

Deno.test("a table of contents' line answers no query: the section it points to does", () => {
  const text = [
    "Options:",
    "",
    "- [`trustProxy`](#trustproxy)",
    "- [`bodyLimit`](#bodylimit)",
    "",
    "### `trustProxy`",
    "",
    "Default: `false`. With `trustProxy`, the server reads the client's address from the proxy.",
  ].join("\n");
  const passage = passageOf(
    passageSource(plainBlocks(text)),
    termsOnce("trustproxi"),
    200,
    0,
    true,
  );
  assert.match(passage, /Default: `false`\. With `trustProxy`/, passage);
  assert.doesNotMatch(passage, /bodyLimit/, passage);
});

Deno.test("a link whose words say nothing of where it goes keeps its target, whole", () => {
  const text = "For more, check [here](./Routes.md#route-prefixing). See [the guide](./guide.md).";
  assert.deepEqual(plainBlocks(text).map((block) => block.text), [
    "For more, check here (`./Routes.md#route-prefixing`). See the guide.",
  ]);
  const passage = passageOf(passageSource(plainBlocks(text)), termsOnce("check"), 200);
  assert.match(passage, /check here \(`\.\/Routes\.md#route-prefixing`\)\./, passage);
});

Deno.test("of a migration's code before and after a change, a passage shows the after, unless the code is a variant in another language", () => {
  const section = (lang: [string, string]) =>
    `Read the last step's text from \`finalStep\`:

\`\`\`${lang[0]}
const result = await run({ steps: 2 });
console.log(result.text);
console.log(result.headers);
\`\`\`

\`\`\`${lang[1]}
const result = await run({ steps: 2 });
console.log(result.finalStep.text);
console.log(result.finalStep.headers);
\`\`\`
`;
  const query = evenWeights("result text headers");
  const rewritten = passageOf(
    passageSource(plainBlocks(section(["ts", "ts"]))),
    query,
    160,
    0,
    true,
  );
  assert.match(rewritten, /result\.finalStep\.text/);
  assert.doesNotMatch(rewritten, /console\.log\(result\.text\)/);
  // A TypeScript block and its JavaScript twin: the first stays the likelier.
  const variant = passageOf(passageSource(plainBlocks(section(["ts", "js"]))), query, 160, 0, true);
  assert.match(variant, /console\.log\(result\.text\)/);
});

Deno.test("a tight passage through a table goes on to the row that holds the query's other word", () => {
  // stripe's README: the example sets `timeout`, the table's header says "Default", and the
  // default itself is three rows down.
  const section = `The package can be initialized with several options:

\`\`\`js
const client = Client('key', {
  retries: 1,
  timeout: 1000,
});
\`\`\`

| Option | Default | Description |
| --- | --- | --- |
| \`apiVersion\` | \`null\` | The API version to use. |
| \`retries\` | 1 | How often a request is tried again. |
| \`agent\` | \`null\` | The agent requests go through. |
| \`timeout\` | 80000 | Maximum time each request can take in ms. |
| \`host\` | \`'api.example.com'\` | Host that requests are made to. |
| \`port\` | 443 | Port that requests are made to. |
`;
  const passage = passageOf(
    passageSource(plainBlocks(section)),
    termsOnce("default", "timeout"),
    1_000,
    0,
    true,
  );
  assert.match(passage, /`timeout`: 80000: Maximum time/);
  // The rows after it hold neither word: the passage ends there.
  assert.doesNotMatch(passage, /`port`/);
});

Deno.test("of two member lines writing the query's name whole, the one declaring it wins", () => {
  // drizzle's `PgInsertBase`: `onConflictDoNothing`'s return type names `onConflictDoUpdate` too.
  const members = [
    "- `onConflictDoNothing(config?: Config): Without<this, 'onConflictDoNothing' | 'onConflictDoUpdate'>`: " +
    "Adds an `on conflict do nothing` clause to the query.",
    "- `onConflictDoUpdate(config: UpdateConfig): Without<this, 'onConflictDoNothing' | 'onConflictDoUpdate'>`: " +
    "Adds an `on conflict do update` clause to the query.",
  ].join("\n");
  const query = { words: [{ terms: new Set(termsOfWord("onConflictDoUpdate")), weight: 1 }] };
  for (const tight of [false, true]) {
    const passage = passageOf(passageSource(plainBlocks(members)), query, 200, 0, tight);
    assert.match(passage, /^(?:… )?- `onConflictDoUpdate\(/, `tight: ${tight}: ${passage}`);
  }
});

Deno.test("of two parameter lines holding the query's words, the one declaring its word wins", () => {
  // Playwright's `getByRole`: `name`'s text says "by default" and names `exact` too.
  const parameters = [
    "Parameters:",
    "- `options.name`: Option to match the accessible name. By default, matching is " +
    "case-insensitive, use `exact` to control this behavior.",
    "- `options.exact`: Whether `name` is matched exactly: case-sensitive and whole-string. " +
    "Defaults to false.",
  ].join("\n");
  const passage = passageOf(
    passageSource(plainBlocks(parameters)),
    termsOnce("exact", "default"),
    200,
    0,
    true,
  );
  assert.match(passage, /^… - `options\.exact`: /, passage);
});

Deno.test("a passage from a table's rows shows its header first", () => {
  const section = `Profiles and their times:

| Profile | \`stale\` | \`revalidate\` | \`expire\` |
| --- | --- | --- | --- |
| \`seconds\` | 30s | 1s | 1m |
| \`minutes\` | 5m | 1m | 1h |
| \`hours\` | 5m | 1h | 1d |
| \`days\` | 5m | 1d | 1w |
`;
  const source = passageSource(plainBlocks(section));
  // A tight passage: the header, then the row, the rows between left out.
  const tight = passageOf(source, termsOnce("hour"), 120, 0, true);
  assert.equal(tight, "… Profile: `stale`: `revalidate`: `expire` …\n… `hours`: 5m: 1h: 1d …");
  // Search's passage fills its room with what comes before: the header comes with it.
  const filled = passageOf(source, termsOnce("hour"), 120, 0, false);
  assert.match(filled, /Profile: `stale`[\s\S]*\n`hours`: 5m: 1h: 1d/, filled);
});

Deno.test("a passage of list items shows an item the query names, though another item mentions its name", () => {
  // Web Awesome's `wa-stepper`: the `linear` attribute's text names `next()`.
  const reference = `## Attributes

- \`linear\`: \`boolean\`, default \`false\` — Requires steps in order: \`next()\` and \`goTo()\` cannot skip one.
- \`label\`: \`string\` — A label for assistive devices.

## Methods

- \`goTo(name: string)\` — Requests a change to the named step.
- \`next()\` — Advances to the step after the active one, if any.
- \`previous()\` — Goes back to the step before the active one, if any.
`;
  const query = {
    words: ["linear", "next", "previous"].map((word) => ({
      terms: new Set(termsOfWord(word)),
      weight: 1,
    })),
  };
  for (const tight of [false, true]) {
    const passage = passageOf(passageSource(plainBlocks(reference)), query, 700, 0, tight);
    assert.match(passage, /- `next\(\)` — Advances/, `tight: ${tight}: ${passage}`);
    assert.match(passage, /- `previous\(\)` — Goes back/, `tight: ${tight}: ${passage}`);
  }
});

Deno.test("a tight passage that completes the query at a heading shows the list under it", () => {
  // UI5's `ui5-dialog` asked for its CSS parts: all three, not the first two.
  const reference = `## Events

- \`close\`: \`CustomEvent\` — Fired after the component is closed.

## CSS parts

- \`content\` — Used to style the content of the component
- \`footer\` — Used to style the footer of the component
- \`header\` — Used to style the header of the component

## Methods

- \`show()\` — Shows the dialog.
`;
  const passage = passageOf(
    passageSource(plainBlocks(reference)),
    evenWeights("CSS parts"),
    700,
    0,
    true,
  );
  assert.match(passage, /- `header` — Used to style the header/, passage);
  assert.doesNotMatch(passage, /show\(\)/, passage);
});

Deno.test("a slot or CSS part the query names is shown, though an attribute's sentence says its word", () => {
  // UI5's `ui5-dialog`: `show-fullscreen-button` says "header" and "pressed" (of `escPressed`).
  const reference = `## Attributes

- \`stretch\`: \`boolean\`, default \`false\` — Fills the screen. When pressed, the header's button toggles it, and so does pressing the fullscreen button in a custom header.
- \`draggable\`: \`boolean\`, default \`false\` — Lets users move the component by its bar.

## CSS parts

- \`content\` — Used to style the content of the component
- \`footer\` — Used to style the footer of the component
- \`header\` — Used to style the header of the component
`;
  const query = evenWeights("escPressed content footer header");
  const passage = passageOf(passageSource(plainBlocks(reference)), query, 700, 0, true);
  assert.match(passage, /- `header` — Used to style the header/, passage);
});

Deno.test("of two runs of one code block holding as much of the query, the one gathering it in fewer lines wins", () => {
  // luxon's `ToRelativeOptions` fetched for "rounding method default": `rounding`, not `round`
  // with `unit`'s "the method will pick" above it.
  const literal = [
    "```ts",
    "interface ToRelativeOptions {",
    "  /**",
    '   * The style of units, must be "long", "short", or "narrow".',
    "   * @default long",
    "   */",
    "  style?: string;",
    "  /**",
    "   * A single unit or an array of units. If an array is supplied, the method will pick the best",
    "   * one to use from the array. If omitted, the method will pick the unit from a default set.",
    "   */",
    "  unit?: string;",
    "  /**",
    "   * Whether or not to round the numbers in the output.",
    "   * @default true",
    "   */",
    "  round?: boolean;",
    "  /**",
    "   * Rounding method to use when rounding the numbers in the output",
    "   * @default 'trunc'",
    "   */",
    '  rounding?: "trunc" | "expand" | "round" | "floor" | "ceil";',
    "}",
    "```",
  ].join("\n");
  const passage = passageOf(
    passageSource(plainBlocks(literal)),
    evenWeights("rounding method default"),
    500,
    0,
    true,
  );
  assert.match(passage, /@default 'trunc'/, passage);
});

Deno.test("of two passages holding as much of the query, the one writing its identifier exactly wins", () => {
  // Effect's `catchReason` and `catchReasons` stem alike; a query naming one means that one.
  const members = [
    "- `catchReasons(error: string, cases: Cases)` — Handles several reasons of an error at once.",
    "- `catchReason(error: string, reason: string, f: Handler)` — Handles one reason of an error.",
  ].join("\n");
  for (const tight of [false, true]) {
    const passage = passageOf(
      passageSource(plainBlocks(members)),
      evenWeights("catchReason"),
      110,
      0,
      tight,
    );
    assert.match(passage, /^(?:… )?- `catchReason\(/, `tight: ${tight}: ${passage}`);
  }
});

Deno.test("a passage that starts inside a code block shows the lines that open what it is nested in", () => {
  // The AWS SDK's SendEmailCommand example: `Tracking` is written under `ConfigurationOverrides`.
  const fields = Array.from({ length: 12 }, (_, i) => `  Field${i}: "STRING_VALUE",`).join("\n");
  const text = "An example input.\n\n```js\nconst input = { // SendEmailRequest\n" + fields +
    "\n  ConfigurationOverrides: { // ConfigurationOverrides\n" +
    '    Tracking: { // TrackingConfigurationOverrides\n      OpenTrackingEnabled: "ENABLED",\n' +
    "    },\n  },\n};\n```\n";
  const passage = passageOf(
    passageSource(plainBlocks(text)),
    termsOnce("open", "track"),
    260,
    0,
    true,
  );
  assert.match(
    passage,
    /^… ```js\nconst input = \{ \/\/ SendEmailRequest\n {2}…\n {2}ConfigurationOverrides: \{ \/\/ ConfigurationOverrides\n {4}Tracking: \{/,
  );
  assert.doesNotMatch(passage, /Field3/);
});
