import assert from "node:assert/strict";
import { docsCatalog } from "./_docs_catalog.ts";
import { searchCatalog } from "./_search_catalog.ts";
import { connectInMemory, type TestClient, textOf } from "./_mcp_client.ts";
import { assertToolError } from "./_tool_suite.ts";
import { blankPackage, catalogOf, exportedSymbol } from "./_mini_catalog.ts";

/** The ids `search` answers, in order. */
async function ids(c: TestClient, args: Record<string, unknown>): Promise<string[]> {
  const result = await c.call("search", args);
  assert.notEqual(result.isError, true, textOf(result));
  return JSON.parse(textOf(result)).results.map((r: { id: string }) => r.id);
}

Deno.test("search finds by meaning in words: a question, stemmed words, camelCase parts", async () => {
  await using c = await connectInMemory(searchCatalog());
  // No heading says "cancel" or "unmount": the section's text does, as "cancelled", "unmounts".
  const question = await ids(c, {
    query: "How do I cancel a request when the component unmounts?",
  });
  assert.equal(question[0], "docs/fetcher/guides/lifecycle#stopping-early");
  assert.equal(
    (await ids(c, { query: "retrying failed requests" }))[0],
    "docs/fetcher/guides/lifecycle#trying-again",
  );
  assert.equal(
    (await ids(c, { query: "invalidate queries" }))[0],
    "symbol/fetcher/invalidateQueries",
  );
  assert.equal((await ids(c, { query: "press event" }))[0], "component/w-button");
  // The text before a page's first heading is a unit with the page's id.
  assert.equal(
    (await ids(c, { query: "before writing your first fetcher" }))[0],
    "docs/fetcher/guides/lifecycle",
  );
});

Deno.test("search: every word counts and none is required; an exact name comes first", async () => {
  await using c = await connectInMemory(searchCatalog());
  assert.equal(
    (await ids(c, { query: "cancelled zzzunknownword" }))[0],
    "docs/fetcher/guides/lifecycle#stopping-early",
  );
  // "useFetch" is in the widgets page's text too; the symbol named so goes first.
  const named = await ids(c, { query: "useFetch", limit: 10 });
  assert.equal(named[0], "symbol/fetcher/useFetch");
  assert.ok(named.includes("docs/widgets/index#widgets"), named.join());

  assert.equal((await ids(c, { query: "w-button" }))[0], "component/w-button");
  // Common words are left out of a query, unless it has nothing else.
  assert.equal(
    (await ids(c, { query: "the reason" }))[0],
    "docs/fetcher/guides/lifecycle#abort-reasons",
  );
  assert.ok((await ids(c, { query: "how do the" })).length > 0);
  assert.deepEqual(await ids(c, { query: "zzzunknownword" }), []);
});

Deno.test("search: an exact name written as code comes first too", async () => {
  const long = "const validator: <InputType, P extends string, M extends string>(target: M, " +
    "validate: (value: InputType, context: unknown) => unknown) => unknown";
  const data = catalogOf(blankPackage("kit", {
    symbols: [
      exportedSymbol("validator", long),
      exportedSymbol("isValidElement", "const isValidElement: (element: unknown) => boolean", {
        line: 2,
      }),
    ],
  }));
  await using c = await connectInMemory(data);
  for (const query of ["validator", "`validator`", "validator()", '"validator"']) {
    assert.equal((await ids(c, { query }))[0], "symbol/kit/validator", query);
  }
});

Deno.test("search: a page with only a comment before its first heading has no result of its own for that nothing", async () => {
  // uuid's README starts with "<!-- auto-generated from README_js.md -->": shown as a title
  // with no text, above the section that answers.
  const readme = "<!--\n  -- This file is auto-generated.\n  -->\n\n# Widgets\n\n" +
    "Starting with version 12 CommonJS is no longer supported.\n";
  await using c = await connectInMemory(
    catalogOf(blankPackage("kit", { docs: { index: readme } })),
  );
  for (const query of ["widgets", "widgets CommonJS no longer supported"]) {
    assert.deepEqual(await ids(c, { query, limit: 5 }), ["docs/kit/index#widgets"], query);
    const answer = textOf(await c.call("search", { query, limit: 5 }));
    assert.doesNotMatch(answer, /^id: docs\/kit\/index$/m, query);
  }
});

Deno.test("search takes a whole question however many words it has, up to 500 characters", async () => {
  await using c = await connectInMemory(searchCatalog());
  const question = "I start a request when my page opens, and when the user leaves before it " +
    "answers I would like it to stop early instead of finishing in the background; " +
    "which part of the documentation explains how this is cancelled, please?";
  assert.ok(question.split(/\s+/).length > 32 && question.length <= 500);
  assert.equal(
    (await ids(c, { query: question }))[0],
    "docs/fetcher/guides/lifecycle#stopping-early",
  );
  assertToolError(await c.call("search", { query: "word ".repeat(101) }), "500");
});

Deno.test("search: kind, packageSlug and limit narrow the results; a bad one is a tool error", async () => {
  await using c = await connectInMemory(searchCatalog());
  const wide = { query: "fetch button component request", maxChars: 20_000 };
  const all = await ids(c, { ...wide, limit: 50 });
  assert.ok(all.some((id) => id.startsWith("docs/")) && all.some((id) => id.startsWith("symbol/")));
  for (const kind of ["docs", "symbol", "component"]) {
    const only = await ids(c, { ...wide, kind, limit: 50 });
    assert.deepEqual(only, all.filter((id) => id.startsWith(`${kind}/`)), kind);
  }
  const widgets = await ids(c, { ...wide, packageSlug: "widgets", limit: 50 });
  assert.deepEqual(widgets, all.filter((id) => /^(docs|symbol)\/widgets\/|^component\//.test(id)));
  assert.equal((await ids(c, { ...wide, limit: 2 })).length, 2);
  assertToolError(await c.call("search", { query: "x", packageSlug: "nope" }), "fetcher, widgets");
  assertToolError(await c.call("search", { query: "  " }), "non-empty query");
  // Signs alone hold no word to look for: said, not answered with nothing.
  assertToolError(await c.call("search", { query: "!!! ?" }), 'no word in "!!! ?"');
  assertToolError(await c.call("search", { query: "x", limit: 51 }), "limit");
});

Deno.test("a search answer at the default budget stays within 700 characters, or 2,000 to show its first result whole, 5 results at most", async () => {
  await using c = await connectInMemory(docsCatalog());
  for (
    const query of ["fn signature returns nothing", "reference", "query caching stale revalidate"]
  ) {
    const result = await c.call("search", { query });
    const { results } = JSON.parse(textOf(result));
    const whole = !/^…|…$/.test(results[0].text);
    const most = whole ? 2_000 : 700;
    assert.ok(textOf(result).length <= most, `${textOf(result).length} characters for ${query}`);
    assert.ok(results.length <= 5);
  }
});

/** A page of uploads and downloads that wait on the retry schedule, under two headings. */
function uploadsPage(heading: string) {
  const download = heading.replace("Upload", "Download");
  return {
    id: "guides/uploads",
    title: "Uploads",
    markdown: `# Uploads\n\n## ${heading}\n\nAn upload that fails waits on the retry schedule, ` +
      `then retries from its last chunk.\n\n## ${download}\n\nDownloads follow the same ` +
      "retry schedule and wait as uploads do.\n",
  };
}

/** A page of `steps` sentences about a retry schedule, then a closing one. */
function schedulePage(steps: number) {
  const lines = Array.from(
    { length: steps },
    (_, i) => `Step ${i + 1} of the retry schedule waits ${2 ** i} seconds before it tries again.`,
  );
  return {
    id: "guides/schedule",
    title: "Retry schedule",
    markdown: `# Retry schedule\n\n${lines.join("\n\n")}\n\nThe last wait is the longest.\n`,
  };
}

Deno.test("search without maxChars makes room for a whole first result: the last results' passages go first, their ids and titles stay", async () => {
  const catalog = searchCatalog();
  catalog.packages[0]!.pages!.push(schedulePage(21), uploadsPage("Upload retry schedule"));
  await using c = await connectInMemory(catalog);
  const answer = textOf(await c.call("search", { query: "retry schedule waits", limit: 3 }));
  const { results } = JSON.parse(answer);
  assert.match(results[0].text, /^Step 1 [\s\S]*The last wait is the longest\.$/);
  assert.deepEqual(results.map((r: { id: string }) => r.id).slice(1).sort(), [
    "docs/fetcher/guides/uploads#download-retry-schedule",
    "docs/fetcher/guides/uploads#upload-retry-schedule",
  ]);
  // The last result's passage made the room; the one before it kept its own.
  assert.equal(results[2].text, "");
  assert.notEqual(results[1].text, "");
  assert.ok(answer.length <= 2_000, `${answer.length}`);
});

Deno.test("search without maxChars leaves a result out for a whole first result only when it scores well below the first", async () => {
  const results = async (uploads: string) => {
    const catalog = searchCatalog();
    catalog.packages[0]!.pages!.push(schedulePage(24), uploadsPage(uploads));
    await using c = await connectInMemory(catalog);
    const answer = textOf(await c.call("search", { query: "retry schedule waits", limit: 3 }));
    return (JSON.parse(answer).results as { id: string; text: string }[])
      .map(({ id, text }) => [id.replace(/^.*#/, ""), /^…|…$/.test(text) ? "cut" : "whole"]);
  };
  // Close to the first (0.97 and 0.99 of its score): both stay, and the first is cut.
  const close = await results("Upload retry schedule");
  assert.deepEqual(close.map(([id]) => id), [
    "retry-schedule",
    "download-retry-schedule",
    "upload-retry-schedule",
  ]);
  assert.equal(close[0]![1], "cut");
  // Well below it (0.7): the last goes, and the first is shown whole.
  assert.deepEqual(await results("Upload retries"), [
    ["retry-schedule", "whole"],
    ["download-retries", "whole"],
  ]);
});

Deno.test("search gives a result scoring well below the first its id and title only, with maxChars or without", async () => {
  const catalog = searchCatalog();
  catalog.packages[0]!.pages!.push(schedulePage(40), uploadsPage("Upload retries"));
  await using c = await connectInMemory(catalog);
  const texts = async (args: Record<string, unknown>) =>
    (JSON.parse(textOf(await c.call("search", args))).results as { id: string; text: string }[])
      .map(({ id, text }) => [id.replace(/^.*#/, ""), text !== ""]);
  const query = "retry schedule waits";
  assert.deepEqual(await texts({ query, limit: 3 }), [
    ["retry-schedule", true],
    ["download-retries", false],
    ["upload-retries", false],
  ]);
  assert.deepEqual(await texts({ query, limit: 3, maxChars: 700 }), [
    ["retry-schedule", true],
    ["download-retries", false],
    ["upload-retries", false],
  ]);
});

Deno.test("search without maxChars keeps a result scoring close to the first that its room would leave out, without passage; with maxChars, not", async () => {
  const catalog = searchCatalog();
  // Long ids and headings: two results and their ids fill the default room.
  const page = (id: string, heading: string, body: string) => ({
    id: `reference/networking/transport-layer/${id}`,
    title: heading,
    markdown:
      `# ${heading}\n\n## ${heading} for requests over unreliable network links\n\n${body}\n`,
  });
  catalog.packages[0]!.pages!.push(
    page(
      "configuration-of-retry-policies-and-backoff",
      "Backoff policy",
      "A request that fails is retried with a backoff policy: each wait doubles, up to the " +
        "policy's ceiling of thirty seconds, and the policy gives up after five attempts. ".repeat(
          4,
        ),
    ),
    page(
      "migration-notes-for-the-retry-policy-options",
      "Backoff policy options renamed",
      "The backoff policy options were renamed: `maxWait` is now `ceiling`.",
    ),
  );
  await using c = await connectInMemory(catalog);
  const shown = async (args: Record<string, unknown>) =>
    (JSON.parse(textOf(await c.call("search", args))).results as { id: string; text: string }[])
      .map(({ id, text }) => [id.replace(/^.*transport-layer\/|#.*$/g, ""), text !== ""]);
  const query = "backoff policy ceiling";
  assert.deepEqual(await shown({ query }), [
    ["configuration-of-retry-policies-and-backoff", true],
    ["migration-notes-for-the-retry-policy-options", false],
  ]);
  assert.deepEqual(await shown({ query, maxChars: 700 }), [
    ["configuration-of-retry-policies-and-backoff", true],
  ]);
});

Deno.test("search without maxChars brings back, of the results scoring close to the first that its room would leave out, the best and the best on another page", async () => {
  const catalog = searchCatalog();
  const policy =
    "A request that fails is retried with a backoff policy: each wait doubles, up to " +
    "the policy's ceiling of thirty seconds, and the policy gives up after five attempts. ";
  catalog.packages[0]!.pages!.push(
    {
      id: "reference/networking/transport-layer/configuration-of-retry-policies-and-backoff",
      title: "Backoff policy",
      markdown:
        `# Backoff policy\n\n## Backoff policy ceiling for requests over unreliable network links\n\n${
          policy.repeat(4)
        }\n\n## Backoff policy ceiling for requests over metered network links\n\n${policy}\n`,
    },
    {
      id: "reference/networking/transport-layer/migration-notes-for-the-retry-policy-options",
      title: "Backoff policy options renamed",
      markdown: "# Backoff policy options for requests renamed\n\nThe backoff policy options for " +
        "requests were renamed: `maxWait` is now `ceiling`, and a ceiling under the old name is " +
        "ignored: set the ceiling again.\n",
    },
  );
  await using c = await connectInMemory(catalog);
  const shown = async (args: Record<string, unknown>) =>
    (JSON.parse(textOf(await c.call("search", args))).results as { id: string; text: string }[])
      .map((
        { id, text },
      ) => [id.replace(/^.*transport-layer\/|-network-links$/g, ""), text !== ""]);
  const query = "backoff policy ceiling requests";
  // The room holds the first result alone; the second is on its page, the third on another.
  assert.deepEqual(await shown({ query }), [
    [
      "configuration-of-retry-policies-and-backoff#backoff-policy-ceiling-for-requests-over-metered",
      true,
    ],
    [
      "configuration-of-retry-policies-and-backoff#backoff-policy-ceiling-for-requests-over-unreliable",
      false,
    ],
    [
      "migration-notes-for-the-retry-policy-options#backoff-policy-options-for-requests-renamed",
      false,
    ],
  ]);
  assert.equal((await shown({ query, maxChars: 700 })).length, 1);
});

Deno.test("search without maxChars brings back a close result on a third page too, before the other results' passages", async () => {
  const catalog = searchCatalog();
  const policy =
    "A request that fails is retried with a backoff policy: each wait doubles, up to " +
    "the policy's ceiling of thirty seconds, and the policy gives up after five attempts. ";
  // Long ids and headings: the first result and its id fill the default room.
  const page = (id: string, title: string, body: string) => ({
    id: `reference/networking/transport-layer/${id}`,
    title,
    markdown: `# ${title}\n\n## ${title} for requests over unreliable network links\n\n${body}\n`,
  });
  catalog.packages[0]!.pages!.push(
    page("configuration-of-retry-policies-and-backoff", "Backoff policy ceiling", policy.repeat(3)),
    page(
      "migration-notes-for-the-retry-policy-options",
      "Backoff policy ceiling renamed",
      "The backoff policy option `maxWait` is now `ceiling`: set the ceiling again.",
    ),
    page(
      "troubleshooting-requests-that-never-give-up",
      "Backoff policy ceiling ignored",
      "A backoff policy ceiling above an hour is ignored: the ceiling stays at thirty seconds.",
    ),
  );
  await using c = await connectInMemory(catalog);
  const found = JSON.parse(textOf(await c.call("search", { query: "backoff policy ceiling" })))
    .results as { id: string }[];
  const pages = found.map(({ id }) => id.replace(/^.*transport-layer\/|#.*$/g, ""));
  assert.equal(pages[0], "configuration-of-retry-policies-and-backoff");
  assert.deepEqual(pages.slice(1).toSorted(), [
    "migration-notes-for-the-retry-policy-options",
    "troubleshooting-requests-that-never-give-up",
  ]);
});

Deno.test("search leaves out a section that another page of its package repeats word for word", async () => {
  const catalog = searchCatalog();
  // An AGENTS.md gathering the guides repeats their sections.
  catalog.packages[0]!.pages!.push({
    id: "AGENTS",
    title: "Notes for agents",
    markdown: "# Notes for agents\n\n## Trying again\n\nFailed requests are retried three times " +
      "with an exponential backoff before they fail.\n\n## Keys\n\nKeys are arrays.\n",
  });
  await using c = await connectInMemory(catalog);
  const found = await ids(c, { query: "retried exponential backoff", limit: 5 });
  assert.deepEqual(found.filter((id) => id.endsWith("#trying-again")), [
    "docs/fetcher/guides/lifecycle#trying-again",
  ]);
  // The gathering page's own sections are found as before.
  assert.equal((await ids(c, { query: "keys are arrays" }))[0], "docs/fetcher/AGENTS#keys");
});

Deno.test("search without maxChars shows a short section that holds most of the query whole rather than cut near its end; maxChars stays a cap", async () => {
  const catalog = searchCatalog();
  catalog.packages[0]!.pages!.push(schedulePage(10));
  await using c = await connectInMemory(catalog);
  const query = "retry schedule waits";
  const free = JSON.parse(textOf(await c.call("search", { query, limit: 1 })));
  assert.equal(free.results[0].id, "docs/fetcher/guides/schedule#retry-schedule");
  assert.match(free.results[0].text, /^Step 1 [\s\S]*The last wait is the longest\.$/);
  // A section that holds less than half of what was asked is rarely the answer: not whole.
  const wider = JSON.parse(textOf(
    await c.call("search", {
      query: "retry schedule waits cancelled unmounts abort signal reason",
      limit: 1,
    }),
  ));
  assert.equal(wider.results[0].id, "docs/fetcher/guides/schedule#retry-schedule");
  assert.match(wider.results[0].text, /…$/);
  // A caller's maxChars is a cap: the passage ends soon after what answers, not at the room's end.
  const roomy = JSON.parse(textOf(
    await c.call("search", { query: "retry schedule step 2 waits", limit: 1, maxChars: 2_000 }),
  ));
  assert.match(roomy.results[0].text, /Step 2 of the retry schedule waits 2 seconds/);
  assert.doesNotMatch(roomy.results[0].text, /Step 8/);
  const capped = await c.call("search", { query, limit: 1, maxChars: 700 });
  assert.ok(textOf(capped).length <= 700);
  assert.match(JSON.parse(textOf(capped)).results[0].text, /…/);
});

Deno.test("fetch says which module defines an element, and marks a deprecated element, attribute and method with the manifest's reason", async () => {
  const declaration = {
    kind: "class",
    name: "OldButton",
    tagName: "o-button",
    customElement: true,
    definedIn: "old-kit/o-button.js",
    deprecated: "Use <n-button>.",
    attributes: [
      { name: "quiet", type: { text: "boolean" }, deprecated: "Use `fill`.", description: "Less." },
      { name: "flat", deprecated: true },
      { name: "fill", type: { text: "string" } },
    ],
    members: [
      { kind: "method" as const, name: "press", deprecated: true },
      // Material Web's `md-dialog` `close`: optional, with a default, and what it returns.
      {
        kind: "method" as const,
        name: "close",
        parameters: [
          { name: "value", optional: true, type: { text: "string" }, default: "this.value" },
          { name: "rest", rest: true, type: { text: "unknown[]" } },
        ],
        return: { type: { text: "Promise<void>" } },
      },
    ],
  };
  await using c = await connectInMemory(
    catalogOf(blankPackage("old", { components: [declaration] })),
  );
  const { text } = JSON.parse(textOf(await c.call("fetch", { id: "component/o-button" })));
  assert.equal(
    text,
    [
      "# <o-button>",
      "Class `OldButton`.",
      'Defined by `import "old-kit/o-button.js";`.',
      "Deprecated: Use <n-button>.",
      "## Attributes",
      "- `quiet`: `boolean`, deprecated — Less. (deprecated: Use `fill`.)\n" +
      "- `flat`: deprecated\n- `fill`: `string`",
      "## Methods",
      "- `press()`: deprecated\n" +
      "- `close(value?: string = this.value, ...rest: unknown[]): Promise<void>`",
    ].join("\n\n"),
  );
});

Deno.test("fetch gives an attribute the default, type and description its field has where the attribute has none", async () => {
  // Material Web's `md-menu`: `positioning` defaults to `'absolute'` on its field only.
  await using c = await connectInMemory(catalogOf(blankPackage("kit", {
    components: [{
      kind: "class",
      name: "XMenu",
      tagName: "x-menu",
      attributes: [
        { name: "positioning", fieldName: "positioning" },
        { name: "quick", fieldName: "quick", type: { text: "boolean" }, description: "Fast." },
      ],
      members: [
        {
          kind: "field",
          name: "positioning",
          type: { text: "'absolute' | 'fixed'" },
          default: "'absolute'",
          description: "Where it is placed.",
        },
        { kind: "field", name: "quick", default: "false", description: "Skips animations." },
      ],
    }],
  })));
  const { text } = JSON.parse(textOf(await c.call("fetch", { id: "component/x-menu" })));
  assert.ok(
    text.includes(
      "## Attributes\n\n- `positioning`: `'absolute' | 'fixed'`, default `'absolute'` — Where it " +
        "is placed.\n- `quick`: `boolean`, default `false` — Fast.",
    ),
    text,
  );
});

Deno.test("fetch gives a component the settable properties its class has and its manifest leaves out", async () => {
  // Material Web's buttons: `disabled` and `name` come from mixins its manifest records without
  // attributes; Lit's `isUpdatePending`, which every element class has, is not the element's.
  const member = (name: string, signature = `${name}: boolean`) => ({
    name,
    kind: "property",
    signature,
  });
  const xButton = {
    ...exportedSymbol("XButton", "class XButton extends LitElement"),
    kind: "class" as const,
    members: [
      member("disabled"),
      member("name", "name: string"),
      member("isUpdatePending"),
      member("variant", "variant: string"),
      member("styles", "static styles: CSSResult"),
      member("labels", "readonly labels: NodeList"),
      member("[internals]", "[internals]: ElementInternals"),
    ],
  };
  const xField = {
    ...exportedSymbol("XField", "class XField extends LitElement"),
    kind: "class" as const,
    members: [member("isUpdatePending"), member("value", "value: string")],
  };
  await using c = await connectInMemory(catalogOf(blankPackage("kit", {
    components: [
      {
        kind: "class",
        name: "XButton",
        tagName: "x-button",
        attributes: [{ name: "variant", fieldName: "variant" }],
      },
      { kind: "class", name: "XField", tagName: "x-field", attributes: [{ name: "value" }] },
    ],
    symbols: [xButton, xField],
  })));
  const text = async (tag: string) =>
    JSON.parse(textOf(await c.call("fetch", { id: `component/${tag}` }))).text as string;
  assert.ok(
    (await text("x-button")).endsWith(
      "## From its class\n\n`disabled`, `name`: properties its manifest does not list " +
        "(get-symbol `XButton.<name>`).",
    ),
    await text("x-button"),
  );
  assert.doesNotMatch(await text("x-field"), /From its class/);
});

Deno.test("fetch names the methods a component inherits on one line when get-symbol has its class, and lists them whole when it has not", async () => {
  // A form control's base class gives it a dozen methods (`checkValidity`, `setCustomValidity`,
  // ...) whose docs every control of the library repeats.
  const inherited = { name: "FormControl", module: "base.js" };
  const members = [
    { kind: "method" as const, name: "clear", description: "Clears the value." },
    {
      kind: "method" as const,
      name: "checkValidity",
      description: "Checks validity.",
      return: { type: { text: "boolean" } },
      inheritedFrom: inherited,
    },
    {
      kind: "method" as const,
      name: "setCustomValidity",
      parameters: [{ name: "message", type: { text: "string" } }],
      description: "Sets a custom error.",
      inheritedFrom: inherited,
    },
  ];
  const component = (name: string, tagName: string) => ({ kind: "class", name, tagName, members });
  await using c = await connectInMemory(catalogOf(blankPackage("kit", {
    components: [component("XInput", "x-input"), component("XBare", "x-bare")],
    symbols: [{
      ...exportedSymbol("XInput", "class XInput extends FormControl"),
      kind: "class" as const,
    }],
  })));
  const text = async (tag: string) =>
    JSON.parse(textOf(await c.call("fetch", { id: `component/${tag}` }))).text as string;
  assert.ok(
    (await text("x-input")).endsWith(
      "## Methods\n\n- `clear()` — Clears the value.\n" +
        "- From `FormControl`: `checkValidity()`, `setCustomValidity()` " +
        "(get-symbol `XInput.<name>`).",
    ),
    await text("x-input"),
  );
  assert.ok(
    (await text("x-bare")).endsWith(
      "- `checkValidity(): boolean` — Checks validity.\n" +
        "- `setCustomValidity(message: string)` — Sets a custom error.",
    ),
    await text("x-bare"),
  );
});

Deno.test("fetch gives a component as compact Markdown, and an unknown id the id forms and the closest ids", async () => {
  await using c = await connectInMemory(searchCatalog());
  const fetched = await c.call("fetch", { id: "component/w-button" });
  const item = JSON.parse(textOf(fetched));
  // Its url is its own catalog:// URI, which the text leaves out: the structured answer has it.
  assert.equal((fetched.structuredContent as { url: string }).url, "catalog://component/w-button");
  assert.deepEqual(item, {
    id: "component/w-button",
    title: "<w-button> (@mini/widgets)",
    text: [
      "# <w-button>",
      "Class `WButton`.",
      "A clickable button.",
      "## Attributes",
      "- `variant`: `'primary' | 'plain'`, default `'plain'`\n- `disabled`: `boolean` — Greys it out.",
      "## Events",
      "- `w-press`: `CustomEvent` — Pressed.",
      "## Slots",
      "- `(default)` — The label.\n- `icon`",
      "## CSS parts",
      "- `base` — The inner element.",
      "## CSS custom properties",
      "- `--w-button-radius`: default `4px`",
      "## Methods",
      "- `press(times: number)` — Presses it.",
    ].join("\n\n"),
    metadata: { version: "1.0.0" },
  });
  const before = JSON.parse(textOf(await c.call("fetch", { id: "docs/fetcher/guides/lifecycle" })));
  assert.equal(
    before.text,
    "Read this before writing your first fetcher.\nSub-sections (fetch " +
      "docs/fetcher/guides/lifecycle#<fragment>; full: true for all): #lifecycle",
  );
  // A page that opens with a heading has no text before it: its id gives the whole page.
  const whole = JSON.parse(textOf(await c.call("fetch", { id: "docs/widgets/index" })));
  assert.equal(whole.text, "Buttons and dialogs. useFetch is not here.");
  const error = assertToolError(
    await c.call("fetch", { id: "symbol/fetcher/useFech" }),
    "docs/<slug>/<page-id>#<section-slug>",
    "symbol/<slug>/<name>",
    "component/<tag>",
  );
  assert.match(error, /Closest: symbol\/fetcher\/useFetch\b/);
  assertToolError(await c.call("fetch", { id: "docs/fetcher/guides/lifecycle#nope" }), "Closest:");
});

Deno.test("fetch of a component lists a property named as an attribute that sets another one, and no other property; an alias typed attribute as its parsedType spells it", async () => {
  const catalog = searchCatalog();
  const button = catalog.packages.find((pkg) => pkg.slug === "widgets")!.components![0]!;
  button.attributes!.push({
    name: "value",
    type: { text: "string" },
    description: "The value the form resets to.",
    fieldName: "defaultValue",
  });
  // An analyzer's parsedType spells out an alias.
  button.attributes!.push({
    name: "tone",
    type: { text: "Tone" },
    parsedType: { text: "'calm' | 'loud'" },
  });
  button.members!.push(
    { kind: "field", name: "value", description: "The current value; an array when multiple." },
    { kind: "field", name: "count", description: "How often it was pressed." },
  );
  await using c = await connectInMemory(catalog);
  const { text } = JSON.parse(textOf(await c.call("fetch", { id: "component/w-button" })));
  assert.match(
    text,
    /\n\n## Properties\n\n- `value` — The current value; an array when multiple\.\n\n## Methods/,
  );
  assert.doesNotMatch(text, /`count`|`pressed`/);
  assert.match(text, /\n- `tone`: `'calm' \| 'loud'`\n/);
});

Deno.test("the model-facing part of tools/list stays under 12,000 characters with search and fetch", async () => {
  await using c = await connectInMemory(searchCatalog());
  const { tools } = await c.client.listTools();
  assert.ok(tools.some((tool) => tool.name === "search") && tools.some((t) => t.name === "fetch"));
  const facing = tools.map(({ name, description, inputSchema }) => ({
    name,
    description,
    inputSchema,
  }));
  const size = JSON.stringify(facing).length;
  assert.ok(size < 12_000, `${size} characters`);
});

Deno.test("the server's instructions send a question in words to search, then fetch", async () => {
  await using c = await connectInMemory(searchCatalog());
  assert.match(c.client.getInstructions() ?? "", /question in words, call search .* then fetch/);
  assert.match(c.client.getInstructions() ?? "", /fetch's lines greps a page \(docs\/<slug>\/code/);
});
