import assert from "node:assert/strict";
import { answerCatalog } from "./_answer_catalog.ts";
import { blankPackage, catalogOf, exportedSymbol } from "./_mini_catalog.ts";
import type { SearchResult } from "../src/search/search_answer.ts";
import { connectInMemory, type TestClient, textOf } from "./_mcp_client.ts";
import { thirdPartyEntry } from "../src/snapshot/third_party.ts";
import type { ApiMember, ApiSymbol } from "../mod.ts";
import { FtsTable } from "../src/search/fts_table.ts";

async function search(c: TestClient, args: Record<string, unknown>): Promise<SearchResult[]> {
  const result = await c.call("search", args);
  assert.notEqual(result.isError, true, textOf(result));
  return JSON.parse(textOf(result)).results;
}

async function fetchText(c: TestClient, args: Record<string, unknown>): Promise<string> {
  const result = await c.call("fetch", args);
  assert.notEqual(result.isError, true, textOf(result));
  return JSON.parse(textOf(result)).text;
}

Deno.test("search titles a section by its page's title and the headings above it, never a sibling", async () => {
  await using c = await connectInMemory(answerCatalog());
  // The page has no title of its own: it is named by its file, not by its first "##" heading.
  const [websockets] = await search(c, { query: "one socket per tab" });
  assert.equal(websockets?.id, "docs/core/guides/common-patterns#websockets");
  assert.equal(websockets?.title, "Common patterns › WebSockets");
  const [configuration] = await search(c, { query: "configuration file next to package.json" });
  assert.equal(configuration?.id, "docs/core/guides/setup#configuration");
  assert.equal(configuration?.title, "Setting up the toolkit › Installation › Configuration");
  // Two "Options" headings are told apart by the headings they sit under.
  const [perCall] = await search(c, { query: "options per call override" });
  assert.equal(perCall?.id, "docs/core/guides/setup#options-1");
  assert.equal(perCall?.title, "Setting up the toolkit › Usage › Options");
});

Deno.test("search titles a page of several top-level headings by its file, none of them by the first", async () => {
  const readme = "Intro.\n\n# Features\n\nFast.\n\n# Quick Start\n\n## Pipelining\n\n" +
    "Queue commands with pipeline() and send them at once with exec().\n";
  const guide = readme.replace("at once", "in one round trip");
  const pages = [{ id: "guides/redis-client", title: "Features", markdown: guide }];
  await using c = await connectInMemory(
    catalogOf(blankPackage("kv", { docs: { index: readme }, pages })),
  );
  const titles = (await search(c, { query: "queue commands pipeline exec", limit: 5 }))
    .map((result) => `${result.id}: ${result.title}`);
  // The README (`index`) and a page whose stored title an older generator took from its first
  // "#" heading are both named by their ids.
  assert.ok(
    titles.includes("docs/kv/index#pipelining: README › Quick Start › Pipelining"),
    titles.join("\n"),
  );
  assert.ok(
    titles.includes(
      "docs/kv/guides/redis-client#pipelining: Redis client › Quick Start › Pipelining",
    ),
    titles.join("\n"),
  );
});

Deno.test("search cuts a heading longer than a title at a word, and lists no long id under more", async () => {
  // Three sections headed by whole signatures, as a reference page writes its hooks.
  const hook = (name: string) =>
    `## hooks.${name}HookHandler<RawServer, RawRequest, RawReply, RequestGeneric, ` +
    `ContextConfig>(request: Request, reply: Reply, done: (err: Error | null) => void): ` +
    `Promise<unknown> | void\n\nThe ${name} hook handler runs in the request lifecycle.\n\n`;
  const markdown = `# Hooks\n\n${hook("onSend")}${hook("preHandler")}${hook("onRequest")}` +
    "## Short\n\nA hook handler in the request lifecycle, briefly.\n";
  await using c = await connectInMemory(
    catalogOf(blankPackage("srv", { docs: { index: markdown } })),
  );
  const results = await search(c, { query: "hook handler request lifecycle" });
  const [first] = results;
  assert.ok(first !== undefined && first.id.length > 150, JSON.stringify(results));
  assert.ok(first.title.length <= 100 && first.title.endsWith("…"), first.title);
  assert.ok(first.title.startsWith("Hooks › hooks."), first.title);
  // Of the page's other matching sections, more lists those whose ids are short.
  assert.deepEqual(first.more, ["#short", "#hooks"]);
});

Deno.test("search shows a long section without text of its own by its sub-sections' text", async () => {
  const filler = Array.from({ length: 90 }, (_, i) => `Step ${i} of the setup is written here.`)
    .join("\n");
  const guide = "# Adapter\n\n## How to mount the router on the server\n\n### Install\n\n" +
    "The adapter needs server v5 or later; v4 answers with empty responses.\n\n" +
    `### Configure\n\n${filler}\n`;
  const pages = [{ id: "guides/adapter", title: "Adapter", markdown: guide }];
  await using c = await connectInMemory(catalogOf(blankPackage("kit", { pages })));
  const [first] = await search(c, { query: "how to mount the router on the server", limit: 1 });
  assert.equal(first?.id, "docs/kit/guides/adapter#how-to-mount-the-router-on-the-server");
  assert.match(first!.text, /needs server v5 or later/);
});

Deno.test("search shortens a long title in its middle, keeping the section's heading and every word whole", async () => {
  await using c = await connectInMemory(answerCatalog());
  const [first] = await search(c, { query: "legacyTimeouts migrate" });
  assert.equal(
    first?.id,
    "docs/core/guides/setup#keeping-the-previous-behaviour-of-request-timeouts-during-the-migration",
  );
  assert.equal(
    first?.title,
    "Setting up… › … › Keeping the previous behaviour of request timeouts during the migration",
  );
});

Deno.test("search passages: Markdown reduced to text, tables as cell rows, code from a line's start", async () => {
  await using c = await connectInMemory(answerCatalog());
  const results = await search(c, { query: "timeout seconds before a request gives up" });
  assert.equal(results[0]?.id, "docs/core/guides/setup#options");
  assert.match(results[0]!.text, /`timeout`: 30: Seconds before a request gives up/);
  assert.match(results[0]!.text, /See the reference and our blog\./);
  for (const { text } of await search(c, { query: "request timeout configuration", limit: 10 })) {
    assert.doesNotMatch(text, /\[\/\/\]|\]\(|\| ?---|^\||-{3,}/m, text);
  }
  const [code] = await search(c, { query: "configure legacyTimeouts", maxChars: 2_000 });
  const fence = code!.text.indexOf("```js\n");
  assert.ok(fence !== -1, code!.text);
  // Each line of code is a whole line of the page.
  const page = answerCatalog().packages[0]!.pages![0]!.markdown.split("\n");
  const lines = code!.text.slice(fence + 6).split("\n```")[0]!.split("\n");
  for (const line of lines) assert.ok(page.includes(line), line);
});

Deno.test("search passages start and end at sentence boundaries, with … where text was left out", async () => {
  await using c = await connectInMemory(answerCatalog());
  for (const query of ["fresh staleTime component mounts", "unused data dropped gcTime"]) {
    for (const { text } of await search(c, { query, maxChars: 600 })) {
      assert.match(text, /^(… )?[A-Z`]/, text);
      assert.match(text, /(\.|…|```)$/, text);
    }
  }
});

Deno.test("search keeps its answer within maxChars and gives the first result the most room", async () => {
  await using c = await connectInMemory(answerCatalog());
  for (const maxChars of [300, 700, 1_500, 5_000]) {
    for (const query of ["retry", "request timeout configuration options", "cached data"]) {
      const result = await c.call("search", { query, maxChars, limit: 10 });
      assert.ok(textOf(result).length <= maxChars, `${textOf(result).length} > ${maxChars}`);
      assert.ok(JSON.parse(textOf(result)).results.length > 0);
    }
  }
  // The first result's passage has room for the whole code block; the others a line each.
  const [first, ...others] = await search(c, {
    query: "legacyTimeouts migrate",
    maxChars: 5_000,
    limit: 5,
  });
  assert.match(first!.text, /```js\nimport \{ configure \} from "toolkit";\n\nconfigure\(\{\n/);
  assert.ok(others.length > 0 && others.every((r) => r.text.length <= 125), JSON.stringify(others));
  const fallback = await c.call("search", { query: "request timeout configuration options" });
  assert.ok(textOf(fallback).length <= 700, "the default budget");
  const tooSmall = await c.call("search", { query: "retry", maxChars: 10 });
  assert.equal(tooSmall.isError, true);
});

Deno.test("search collapses copies: one result names the other packages, the copy the query names shown", async () => {
  await using c = await connectInMemory(answerCatalog());
  const solid = await search(c, { query: "solid cached data fresh" });
  assert.equal(solid[0]?.id, "docs/solid-kit/guides/caching#caching");
  assert.deepEqual(solid[0]?.alsoIn, ["react-kit"]);
  assert.ok(!solid.some((r) => r.id.startsWith("docs/react-kit/guides/caching")));
  const react = await search(c, { query: "react cached data fresh" });
  assert.equal(react[0]?.id, "docs/react-kit/guides/caching#caching");
  assert.deepEqual(react[0]?.alsoIn, ["solid-kit"]);
  // A symbol re-exported by the bindings is the declaring package's, its options type with it.
  const retry = await search(c, { query: "retry a failed task with exponential backoff" });
  assert.equal(retry[0]?.id, "symbol/core/retry");
  assert.deepEqual(retry[0]?.alsoIn?.toSorted(), ["react-kit", "solid-kit"]);
  assert.deepEqual(retry[0]?.more, ["symbol/core/RetryOptions"]);
  assert.equal(retry.filter((r) => r.id.endsWith("/retry")).length, 1);
});

Deno.test("search gathers an element and its class, a page's text and its sections, into one result", async () => {
  await using c = await connectInMemory(answerCatalog());
  const [toggle, ...rest] = await search(c, { query: "on and off switch for a setting" });
  assert.equal(toggle?.id, "component/kit-toggle");
  assert.deepEqual(toggle?.more, ["symbol/elements/KitToggle"]);
  assert.ok(!rest.some((r) => r.id === "symbol/elements/KitToggle"));
  const setup = await search(c, { query: "read this first then install with npm" });
  const ids = setup.map((r) => r.id);
  assert.ok(
    !(ids.includes("docs/core/guides/setup") &&
      ids.includes("docs/core/guides/setup#installation")),
    ids.join(),
  );
  // The one shown names the other among the ids it gathers.
  const shown = setup.find((r) => r.id.startsWith("docs/core/guides/setup"));
  const other = shown?.id === "docs/core/guides/setup" ? "#installation" : "docs/core/guides/setup";
  assert.ok(shown?.more?.includes(other), JSON.stringify(setup));
});

Deno.test("fetch gives a section with sub-sections as its own text and their ids; full gives all", async () => {
  await using c = await connectInMemory(answerCatalog());
  const id = "docs/core/guides/setup#installation";
  const overview = await fetchText(c, { id });
  assert.equal(
    overview,
    "Install it with npm.\n" +
      "Sub-sections (fetch docs/core/guides/setup#<fragment>; full: true for all): #configuration",
  );
  const full = await fetchText(c, { id, full: true });
  assert.match(full, /^## Installation\n[\s\S]*#### Options\n[\s\S]*`verbose`/);
  const docs = await c.call("get-docs", {
    packageSlug: "core",
    page: "guides/setup",
    section: "installation",
  });
  assert.equal(full, textOf(docs), "get-docs answers the whole section, as before");
  // maxChars room for all of it gives it all; less room, the overview.
  assert.equal(await fetchText(c, { id, maxChars: 4_000 }), full);
  assert.equal(await fetchText(c, { id, maxChars: full.length }), overview);
  // A page: the text before its first heading, then its top-level sections; a fragment says
  // its heading's words.
  const page = await fetchText(c, { id: "docs/core/guides/setup" });
  assert.match(
    page,
    /^Read this first\.\nSub-sections \(.*\): #installation, #usage, #a-very-long-heading-about/,
  );
  // A section without sub-sections is whole either way, its table as lines and its links as
  // their words (get-docs keeps the Markdown); its heading, which the title ends with, is not
  // said again.
  const leaf = await fetchText(c, { id: "docs/core/guides/setup#options" });
  assert.equal(
    leaf,
    "Option: Default: Meaning\n`timeout`: 30: Seconds before a request gives up\n" +
      "`verbose`: false: Logs every request\nSee the reference and our blog.",
  );
  const markdown = textOf(
    await c.call("get-docs", { packageSlug: "core", page: "guides/setup", section: "options" }),
  );
  assert.match(markdown, /^#### Options\n\n\| Option \|[\s\S]*\]\(/);
});

Deno.test("the descriptions of search and fetch use placeholder ids, not another library's", async () => {
  await using c = await connectInMemory(answerCatalog());
  const { tools } = await c.client.listTools();
  const text = JSON.stringify(tools.filter((tool) => ["search", "fetch"].includes(tool.name)));
  const ids = text.match(/\b(?:docs|symbol|component)\/[^\s"',)]+/g) ?? [];
  assert.ok(ids.length > 0);
  for (const id of ids) assert.match(id, /^(?:docs|symbol|component)\/<[a-z-]+>/, id);
});

Deno.test("search shows a reference page's content, not its breadcrumbs, and a short section with its sub-sections", async () => {
  await using c = await connectInMemory(answerCatalog());
  const results = await search(c, { query: "configure defaults for every request" });
  const [first] = results;
  assert.equal(first?.id, "docs/core/api/functions/configure#function-configure");
  assert.match(first!.text, /Sets the defaults for every request the toolkit sends\./);
  // Its sub-sections are short: the passage reads them with it, down to the default.
  assert.match(first!.text, /Default\n`\{ timeout: 30 \}`/);
  assert.ok(!results.some((r) => r.id === "docs/core/api/functions/configure"));
});

Deno.test("search leaves out a banner that opens most of a package's pages alike", async () => {
  // Mastra's "Mastra docs are the canonical, current reference ..." above each reference page.
  const banner = "> These docs are the canonical reference for this version.\n";
  const pages = Array.from({ length: 6 }, (_, i) => ({
    id: `ref-${i}`,
    title: `Widget${i}`,
    markdown:
      `${banner}\n# Widget${i}\n\nWidget${i} renders widget number ${i} on the canonical page.\n`,
  }));
  const own = {
    id: "guide",
    title: "Guide",
    markdown: "A guide to the canonical widgets of this version.\n\n# Start\n\nRun it.\n",
  };
  await using c = await connectInMemory(
    catalogOf(blankPackage("widgets", { pages: [...pages, own] })),
  );
  const results = await search(c, { query: "Widget3 canonical reference version", limit: 10 });
  assert.equal(results[0]?.id, "docs/widgets/ref-3#widget3");
  assert.ok(!results.some((r) => r.id.startsWith("docs/widgets/ref-") && !r.id.includes("#")));
  // A page's own text before its first heading stays a result.
  const [guide] = await search(c, { query: "guide canonical widgets" });
  assert.equal(guide?.id, "docs/widgets/guide");
});

Deno.test("search passages keep a paragraph's opening sentence, and placeholders written like tags", async () => {
  await using c = await connectInMemory(answerCatalog());
  const [dark] = await search(c, { query: "turn on dark class root element" });
  assert.equal(dark?.id, "docs/core/guides/themes#themes");
  assert.match(dark!.text, /^Dark themes are not applied automatically by the toolkit\. To turn/);
  const [corners] = await search(c, { query: "corners logical style end-start" });
  assert.match(corners!.text, /the logical style <block>-<inline>, such as `end-start`\./);
});

Deno.test("search leaves out the results scoring under half the first's, unless a limit is given", async () => {
  await using c = await connectInMemory(answerCatalog());
  const query = "legacyTimeouts migrate";
  const strong = await c.call("search", { query, maxChars: 5_000 });
  const scores = (strong.structuredContent as { results: { score: number }[] }).results
    .map((r) => r.score);
  assert.ok(scores.every((score) => score >= scores[0]! / 2), scores.join());
  const asked = await c.call("search", { query, limit: 5, maxChars: 5_000 });
  const all = (asked.structuredContent as { results: { score: number }[] }).results;
  assert.ok(
    all.length > scores.length,
    `${all.length} results with a limit, ${scores.length} without`,
  );
});

/** A fetch's whole answer, as the client reads it. */
async function fetchAnswer(c: TestClient, args: Record<string, unknown>): Promise<string> {
  const result = await c.call("fetch", args);
  assert.notEqual(result.isError, true, textOf(result));
  return textOf(result);
}

Deno.test("fetch with query gives only the passage of the item that answers it; maxChars caps the answer", async () => {
  await using c = await connectInMemory(answerCatalog());
  const id = "docs/core/guides/setup";
  for (const maxChars of [450, 600, 900]) {
    const answer = await fetchAnswer(c, { id, query: "legacyTimeouts", maxChars });
    assert.ok(answer.length <= maxChars, `${answer.length} > ${maxChars}`);
    // Without a query, the cut fills the room.
    const cut = await fetchAnswer(c, { id, full: true, maxChars });
    assert.ok(cut.length <= maxChars && cut.length > maxChars - 150, `${cut.length}`);
  }
  // With one, the passage ends soon after the query's words, whatever room is left.
  const tight = JSON.parse(await fetchAnswer(c, { id, query: "legacyTimeouts", maxChars: 5_000 }));
  assert.match(tight.text, /legacyTimeouts/);
  assert.ok(tight.text.length < 600, tight.text);
  // Without maxChars, a focused answer takes 1,000 characters at most.
  const unbounded = await fetchAnswer(c, { id, query: "legacyTimeouts migrate" });
  assert.ok(unbounded.length <= 1_000, String(unbounded.length));
  // A cap smaller than the id, title and metadata still leaves the text a few lines.
  const tiny = JSON.parse(await fetchAnswer(c, { id, query: "legacyTimeouts", maxChars: 300 }));
  assert.ok(tiny.text.length >= 100, tiny.text);
  const focused = await fetchText(c, { id, query: "legacyTimeouts", maxChars: 600 });
  assert.match(focused, /legacyTimeouts/);
  assert.doesNotMatch(focused, /Install it with npm/);
  // The whole page's text is read for the passage, sub-sections included.
  const table = await fetchText(c, { id, query: "verbose logs every request" });
  assert.match(table, /`verbose`: false: Logs every request/);
  const capped = await fetchText(c, { id, full: true, maxChars: 600 });
  assert.ok(JSON.stringify(capped).length - 2 <= 600, capped);
  assert.match(capped, /^Read this first\.[\s\S]* …$/);
  const whole = await fetchText(c, { id, full: true });
  assert.ok(whole.length > 300);
  assert.equal(await fetchText(c, { id, full: true, maxChars: 20_000 }), whole);
});

Deno.test("search shows a listing's lines the query names, not the whole listing", async () => {
  // http-errors' 42 status codes: "509 constructor name" was answered with all of them.
  const names = ["Ok", "Moved", "Bad", "Gone", "Teapot", "Locked", "Early", "Retry", "Large"];
  const rows = Array.from({ length: 40 }, (_, i) => `|${400 + i}|${names[i % 9]}Status${i}|`);
  const markdown = `# Codes\n\n## List of all constructors\n\n|Status Code|Constructor Name|\n` +
    `|---|---|\n${rows.join("\n")}\n`;
  await using c = await connectInMemory(
    catalogOf(blankPackage("errors", { pages: [{ id: "codes", title: "Codes", markdown }] })),
  );
  const whole = await fetchText(c, { id: "docs/errors/codes#list-of-all-constructors" });
  const [first] = await search(c, { query: "431 constructor name", packageSlug: "errors" });
  assert.equal(first?.id, "docs/errors/codes#list-of-all-constructors");
  assert.match(first!.text, /431: TeapotStatus31/);
  assert.doesNotMatch(first!.text, /439: LargeStatus39/);
  assert.ok(first!.text.length < whole.length * 0.75, `${first!.text.length} of ${whole.length}`);
});

Deno.test("search prefers the package whose API the query names by an identifier only it exports", async () => {
  const notes = Array.from({ length: 8 }, (_, i) => ({
    id: `notes/n${i}`,
    title: `Note ${i}`,
    markdown: `# Note ${i}\n\nUnrelated words about colours, tables and weather, number ${i}.\n`,
  }));
  const guide = (id: string, title: string, text: string) => ({
    id,
    title,
    markdown: `# ${title}\n\n${text}\n`,
  });
  const catalog = {
    version: "1",
    packages: [
      blankPackage("chat", {
        pages: [guide(
          "guides/messages",
          "Messages",
          "To send a message to a channel member, post it to the channel; each channel member " +
            "gets the message once.",
        )],
      }),
      blankPackage("mail", {
        pages: [guide(
          "guides/sending",
          "Sending",
          "To send a message to a channel, address it to the channel; every member of the " +
            "channel gets the message once.",
        )],
        symbols: [{
          name: "sendMessage",
          kind: "function",
          subpath: ".",
          signature: "function sendMessage(to: string, body: string): Promise<void>",
          doc: "Delivers a message.",
          file: "src/send.ts",
          line: 1,
        }],
      }),
      blankPackage("misc", { pages: notes }),
    ],
  };
  await using c = await connectInMemory(catalog);
  // The chat guide says it a little better; the identifier says the question is about mail's.
  const [first] = await search(c, { query: "sendMessage to a channel member" });
  assert.equal(first?.id, "docs/mail/guides/sending#sending");
});

Deno.test("search shows a function with its own options type, members with type and default; fetch gives both", async () => {
  await using c = await connectInMemory(answerCatalog());
  const [retry] = await search(c, { query: "retry attempts default", packageSlug: "core" });
  assert.equal(retry?.id, "symbol/core/retry");
  assert.match(
    retry?.text ?? "",
    /`attempts\?: number`: How many times the task runs at most\. @default 3/,
  );
  const fetched = await fetchText(c, { id: "symbol/core/retry" });
  assert.match(fetched, /function retry<T>/);
  assert.match(fetched, /interface RetryOptions/);
  assert.ok(fetched.indexOf("function retry") < fetched.indexOf("interface RetryOptions"));
});

Deno.test("fetch of a symbol shows a type it reads with it once: its signature's copy is left out", async () => {
  // @inquirer/prompts' `confirm`: its signature writes out the local `ConfirmConfig`, which is a
  // record of its own too, with its docs, read with it.
  const kit = blankPackage("kit", {
    symbols: [
      exportedSymbol(
        "ask",
        "const ask: Prompt<AskConfig>\ntype AskConfig = {\n    message: string;\n}",
        { kind: "variable", doc: "Asks a question." },
      ),
      exportedSymbol("AskConfig", "type AskConfig = {\n  message: string;\n}", {
        kind: "typeAlias",
        line: 2,
        reachedThrough: "ask",
        members: [{
          name: "message",
          kind: "property",
          signature: "message: string",
          doc: "The question.",
        }],
      }),
    ],
  });
  await using c = await connectInMemory(catalogOf(kit));
  const fetched = await fetchText(c, { id: "symbol/kit/ask" });
  assert.match(fetched, /```ts\nconst ask: Prompt<AskConfig>\n```/);
  assert.equal(fetched.match(/type AskConfig = \{/g)?.length, 1, fetched);
  // get-symbol, which shows the symbol alone, keeps it.
  const symbol = await c.call("get-symbol", { packageSlug: "kit", name: "ask" });
  assert.match(
    (symbol.content as { text: string }[])[0]!.text,
    /const ask: Prompt<AskConfig>\ntype AskConfig = \{/,
  );
});

Deno.test("search shows a function with the type it takes before the type it returns", async () => {
  // VueUse's `useTemporalNow(options?: UseTemporalNowOptions): UseTemporalNowReturn`: the
  // defaults asked about are the options'.
  const member = (name: string, doc: string) => ({
    name,
    kind: "property",
    signature: `${name}?: string`,
    doc,
  });
  const kit = blankPackage("kit", {
    symbols: [
      exportedSymbol(
        "useClock",
        "function useClock(options?: UseClockOptions): UseClockReturn",
        { doc: "A reactive clock with a time zone and a calendar." },
      ),
      exportedSymbol("UseClockReturn", "interface UseClockReturn", {
        kind: "interface",
        line: 2,
        members: ["now", "timezone", "calendar", "format", "add"].map((name) =>
          member(name, `The clock's ${name}, reactive: the time zone and calendar it reads.`)
        ),
      }),
      exportedSymbol("UseClockOptions", "interface UseClockOptions", {
        kind: "interface",
        line: 3,
        members: [
          { ...member("timezone", "Initial time zone"), tags: [{ tag: "default", text: "'UTC'" }] },
          { ...member("calendar", "Calendar"), tags: [{ tag: "default", text: "'gregory'" }] },
        ],
      }),
    ],
  });
  await using c = await connectInMemory(catalogOf(kit));
  const [first] = await search(c, { query: "useClock now format add timezone calendar default" });
  assert.equal(first?.id, "symbol/kit/useClock");
  assert.match(first.text, /interface UseClockOptions[\s\S]*@default 'UTC'/);
  assert.ok(!first.text.includes("interface UseClockReturn"), first.text);
});

Deno.test("search shows an object type's member with its docs above it, as fetch writes the type", async () => {
  const handlers = exportedSymbol(
    "BridgeHandlers",
    "type BridgeHandlers = {\n    allowedTools?: string[];\n" +
      "    callTool?: (name: string) => unknown;\n    openLink?: (url: string) => void;\n}",
    {
      kind: "typeAlias",
      members: [
        {
          name: "allowedTools",
          kind: "property",
          signature: "allowedTools?: string[]",
          doc: "Deny-by-default: when it is left out, the app cannot call any tool.",
        },
        { name: "callTool", kind: "property", signature: "callTool?: (name: string) => unknown" },
        { name: "openLink", kind: "property", signature: "openLink?: (url: string) => void" },
      ],
    },
  );
  const catalog = catalogOf(blankPackage("bridge", { symbols: [handlers] }));
  await using c = await connectInMemory(catalog);
  const [first] = await search(c, {
    query: "BridgeHandlers callTool which tools can the app call",
  });
  assert.equal(first?.id, "symbol/bridge/BridgeHandlers");
  // The member's docs sit above it in the type, once: not again as a line of their own below.
  assert.match(
    first?.text ?? "",
    /\/\*\* Deny-by-default: [^\n]*\*\/\n\s*allowedTools\?: string\[\];/,
  );
  assert.equal(first?.text.split("Deny-by-default").length, 2);
  const fetched = await fetchText(c, { id: "symbol/bridge/BridgeHandlers" });
  assert.match(fetched, /\/\*\* Deny-by-default: [^\n]*\*\/\n\s*allowedTools\?: string\[\];/);
});

Deno.test("search shows a symbol's @example as code, its lines as written", async () => {
  const between = exportedSymbol(
    "daysBetween",
    "function daysBetween(later: Date, earlier: Date): number",
    {
      doc: "Counts the full days between two dates.",
      tags: [{
        tag: "example",
        text: "// How many full days?\nconst result = daysBetween(\n  new Date(2012, 6, 2),\n" +
          "  new Date(2011, 6, 2),\n)\n//=> 366",
      }],
    },
  );
  await using c = await connectInMemory(catalogOf(blankPackage("dates", { symbols: [between] })));
  const [first] = await search(c, { query: "full days between two dates example" });
  assert.equal(first?.id, "symbol/dates/daysBetween");
  assert.match(
    first?.text ?? "",
    /```ts\n\/\/ How many full days\?\nconst result = daysBetween\(\n {2}new Date\(2012, 6, 2\),\n/,
  );
});

Deno.test("search of Class.member shows that member in the class's passage", async () => {
  const members = ["raw", "path", "method", "header", "query", "json", "text", "param", "valid"]
    .map((name) => ({
      name,
      kind: "method" as const,
      signature: `${name}(key?: string): string`,
      doc: name === "param" ? "Gets the path parameters." : `Reads the request's ${name}.`,
    }));
  const request = exportedSymbol("HonoRequest", "class HonoRequest", { kind: "class", members });
  const others = ["cors", "logger", "etag", "timing"].map((name) =>
    exportedSymbol(name, `function ${name}(): Middleware`, { doc: `The ${name} middleware.` })
  );
  await using c = await connectInMemory(
    catalogOf(blankPackage("web", { symbols: [request, ...others] })),
  );
  const [first] = await search(c, { query: "HonoRequest.param", maxChars: 400 });
  assert.equal(first?.id, "symbol/web/HonoRequest");
  // Its other members' docs hold the class name's parts (`request`): not what was asked.
  assert.match(
    first?.text ?? "",
    /`param\(key\?: string\): string`: Gets the path parameters\./,
  );
});

Deno.test("search finds a member by the properties of an object type its signature writes out, as a result of its own", async () => {
  const chained = ["input", "output", "size", "fps", "codec", "bitrate", "seek", "loop", "run"]
    .map((name) => ({
      name,
      kind: "method" as const,
      signature: `${name}(value: string): this`,
      doc: `Sets the ${name} of the command.`,
    }));
  const on = {
    name: "on",
    kind: "method" as const,
    signature: 'on(event: "start", listener: (command: string) => void): this\n' +
      'on(event: "progress", listener: (progress: {\n    frames: number;\n' +
      "    timemark: string;\n    percent?: number | undefined;\n}) => void): this",
    doc: "Emitted just after the encoder has been spawned.",
  };
  const command = exportedSymbol("Command", "class Command", {
    kind: "class",
    members: [...chained, on],
  });
  await using c = await connectInMemory(catalogOf(blankPackage("media", { symbols: [command] })));
  const [first] = await search(c, { query: "progress payload timemark percent" });
  // Among the class's many members the words weigh little; the member is found by them.
  assert.equal(first?.id, "symbol/media/Command.on");
  assert.match(first?.text ?? "", /timemark: string;/);
});

Deno.test("fetch with maxChars keeps the start and the end of a declaration too long for it", async () => {
  const names = Array.from({ length: 400 }, (_, i) => `"charset${i}"`);
  const encoding = exportedSymbol(
    "Encoding",
    `type Encoding = ${names.join(" | ")} | (string & {})`,
    { kind: "typeAlias", doc: "Every encoding the package knows." },
  );
  await using c = await connectInMemory(catalogOf(blankPackage("codec", { symbols: [encoding] })));
  const text = await fetchText(c, { id: "symbol/codec/Encoding", maxChars: 800 });
  // Left out whole before: the answer held its import line alone.
  assert.match(
    text,
    /type Encoding = "charset0" \| "charset1" \| [^\n]* … [^\n]*"charset399" \| \(string & \{\}\)/,
  );
  assert.match(text, /Every encoding the package knows\./);
});

Deno.test("fetch of a function shows the short types of its package it names, and those they name", async () => {
  const property = (signature: string) => ({
    name: signature.split(":")[0]!,
    kind: "property" as const,
    signature,
  });
  const rating = exportedSymbol("Rating", "interface Rating", {
    kind: "interface",
    members: [property("target: string"), property("rating: number")],
  });
  const best = exportedSymbol("BestMatch", "interface BestMatch", {
    kind: "interface",
    members: [property("ratings: Rating[]"), property("bestMatch: Rating")],
  });
  const names = Array.from({ length: 40 }, (_, i) => `"mode${i}"`).join(" | ");
  const mode = exportedSymbol("Mode", `type Mode = ${names}`, { kind: "typeAlias" });
  const find = exportedSymbol(
    "findBestMatch",
    "function findBestMatch(main: string, targets: string[], mode?: Mode): BestMatch",
    { doc: "Compares `main` against each target." },
  );
  await using c = await connectInMemory(
    catalogOf(blankPackage("similar", { symbols: [find, best, rating, mode] })),
  );
  const text = await fetchText(c, { id: "symbol/similar/findBestMatch" });
  assert.match(
    text,
    /Types it names:\n```ts\ninterface BestMatch \{ ratings: Rating\[\]; bestMatch: Rating \}\n/,
  );
  assert.match(text, /\ninterface Rating \{ target: string; rating: number \}\n```/);
  // A type too long for a line is its own fetch.
  assert.doesNotMatch(text, /type Mode =/);
});

Deno.test("fetch of a member shows the short types it names, a namespace's by their dotted names", async () => {
  // moment's `isBetween(a: MomentInput, b: MomentInput, granularity?: unitOfTime.StartOf, ...)`.
  const moment = exportedSymbol("Moment", "interface Moment", {
    kind: "interface",
    members: [{
      name: "isBetween",
      kind: "method",
      signature: "isBetween(a: DateInput, granularity?: unitOfTime.StartOf): boolean",
    }],
  });
  const input = exportedSymbol("DateInput", "type DateInput = Date | string | number", {
    kind: "typeAlias",
  });
  const start = exportedSymbol("unitOfTime.StartOf", 'type StartOf = "day" | "month" | null', {
    kind: "typeAlias",
  });
  await using c = await connectInMemory(
    catalogOf(blankPackage("dates", { symbols: [moment, input, start] })),
  );
  const text = await fetchText(c, { id: "symbol/dates/Moment.isBetween" });
  assert.match(
    text,
    /Types it names:\n```ts\ntype DateInput = Date \| string \| number\ntype StartOf = "day" \| "month" \| null\n```$/,
  );
});

Deno.test("fetch of a type shows the functions and methods taking it, each method of the base its owners extend", async () => {
  const method = (name: string, signature: string) => ({
    name,
    kind: "method" as const,
    signature,
  });
  const members = [
    method("match", "match(pattern: string, options?: MatchOptions): View"),
    method("has", "has(pattern: string, options?: MatchOptions): boolean"),
    method("text", "text(): string"),
  ];
  const view = exportedSymbol("View", "class View", { kind: "class", members });
  // A subclass repeats its base's members.
  const nouns = exportedSymbol("Nouns", "interface Nouns extends View", {
    kind: "interface",
    members,
  });
  const options = exportedSymbol("MatchOptions", "interface MatchOptions", {
    kind: "interface",
    members: [{ name: "fuzzy", kind: "property", signature: "fuzzy?: number" }],
  });
  const parse = exportedSymbol(
    "parse",
    "function parse(text: string, options?: MatchOptions): View",
  );
  const typed = exportedSymbol("typed", "function typed<T extends MatchOptions>(options: T): T");
  await using c = await connectInMemory(
    catalogOf(blankPackage("words", { symbols: [nouns, view, options, parse, typed] })),
  );
  const split = exportedSymbol(
    "split",
    "function split(text: string, options: MatchOptions): string[]",
  );
  await using more = await connectInMemory(
    catalogOf(blankPackage("words", { symbols: [nouns, view, options, parse, split] })),
  );
  // Past three, the rest are counted.
  assert.match(
    await fetchText(more, { id: "symbol/words/MatchOptions" }),
    /\nView\.match\(pattern: string, options\?: MatchOptions\): View\n\/\/ and 1 more\n```/,
  );
  const text = await fetchText(c, { id: "symbol/words/MatchOptions" });
  assert.match(
    text,
    /Used in:\n```ts\nfunction parse\(text: string, options\?: MatchOptions\): View\n/,
  );
  assert.match(text, /\nView\.match\(pattern: string, options\?: MatchOptions\): View\n/);
  assert.match(text, /\nView\.has\(pattern: string, options\?: MatchOptions\): boolean\n```/);
  // Not a subclass's copy, nor a constraint of a type parameter.
  assert.doesNotMatch(text, /Nouns\.|typed/);
});

Deno.test("fetch of a class reads its own types within a budget, what it takes first, and names the rest", async () => {
  const long = (what: string) => `${what}. ${"It is described at length here. ".repeat(40)}`;
  const parser = exportedSymbol("Parser", "class Parser", {
    kind: "class",
    members: [
      { name: "rules", kind: "property", signature: "rules: Parser.Rule[]" },
      { name: "tokens", kind: "property", signature: "tokens: Parser.Token[]" },
      {
        name: "constructor",
        kind: "constructor",
        signature: "constructor(options?: Parser.Options)",
      },
    ],
  });
  const types = ["Rule", "Token", "Options"].map((name) =>
    exportedSymbol(`Parser.${name}`, `interface ${name}`, { kind: "interface", doc: long(name) })
  );
  await using c = await connectInMemory(
    catalogOf(blankPackage("parse", { symbols: [parser, ...types] })),
  );
  const text = await fetchText(c, { id: "symbol/parse/Parser" });
  // What its constructor takes is read with it; the others, too long for the rest of the
  // budget, are named.
  assert.match(text, /\/\/ Parser\.Options\n[\s\S]*Options\. It is described/);
  assert.match(
    text,
    /Its other types, each its own fetch: symbol\/parse\/Parser\.Rule, symbol\/parse\/Parser\.Token\.$/,
  );
});

Deno.test("search takes a name written in another case than the one export it means for that export, and says so", async () => {
  const escape = exportedSymbol("escapeHTML", "function escapeHTML(text?: string | null): string", {
    doc: "Escapes the characters HTML gives a meaning.",
  });
  const unescape = exportedSymbol("unescape", "function unescape(text: string): string");
  await using c = await connectInMemory(
    catalogOf(blankPackage("escaper", { symbols: [escape, unescape] })),
  );
  // Of symbols alone, the lowercased name no section has is found by its case only.
  const answer = JSON.parse(
    textOf(
      await c.call("search", { query: "escapeHtml", packageSlug: "escaper", kind: "symbol" }),
    ),
  );
  assert.equal(answer.results[0]?.id, "symbol/escaper/escapeHTML");
  assert.equal(answer.note, "Names are case-sensitive: escapeHtml is escapeHTML here.");
  assert.equal(answer.notFound, undefined);
  // A name no export is but for case stays not found.
  const missing = JSON.parse(
    textOf(
      await c.call("search", { query: "escapeXml", packageSlug: "escaper", kind: "symbol" }),
    ),
  );
  assert.deepEqual(missing.notFound, ["escapeXml"]);
});

Deno.test("the functions of a namespace a package exports as its default are found and fetched by their own names", async () => {
  // query-string 9: `import * as queryString from './base.js'; export default queryString;`.
  const fn = (name: string, signature: string, doc: string) => ({
    name,
    kind: "function" as const,
    signature,
    doc,
  });
  const api = exportedSymbol("default", "namespace default", {
    kind: "namespace",
    members: [
      fn(
        "parse",
        "function parse(query: string, options?: ParseOptions): ParsedQuery",
        "Parse a query string into an object.",
      ),
      fn(
        "stringify",
        "function stringify(object: object): string",
        "Stringify an object into a query string.",
      ),
    ],
  });
  const options = exportedSymbol("ParseOptions", "type ParseOptions = { parseNumbers?: boolean }", {
    kind: "typeAlias",
    members: [{
      name: "parseNumbers",
      kind: "property",
      signature: "parseNumbers?: boolean",
      doc: "Parse numbers. @default false",
    }],
  });
  await using c = await connectInMemory(
    catalogOf(blankPackage("query-string", { symbols: [api, options] })),
  );
  const [first] = await search(c, { query: "parse", packageSlug: "query-string", kind: "symbol" });
  assert.equal(first?.id, "symbol/query-string/queryString.parse");
  const fetched = await fetchText(c, { id: "symbol/query-string/parse" });
  assert.match(fetched, /^import queryString from "@mini\/query-string";/);
  assert.match(fetched, /function parse\(query: string, options\?: ParseOptions\): ParsedQuery/);
});

Deno.test("a name searched alone gives the API before a docs section titled with it", async () => {
  const formatDistance = exportedSymbol(
    "formatDistance",
    "function formatDistance(laterDate: Date, earlierDate: Date): string",
    { doc: "Returns the distance between the given dates in words." },
  );
  const guide = {
    id: "i18nContributionGuide",
    title: "I18n Contribution Guide",
    markdown: "# I18n Contribution Guide\n\n## formatDistance\n\n`formatDistance` property of " +
      "locale is a function: copy `formatDistance` from another locale's `formatDistance`.\n",
  };
  const pkg = blankPackage("dates", { symbols: [formatDistance], pages: [guide] });
  await using c = await connectInMemory(catalogOf(pkg));
  const results = await search(c, { query: "formatDistance" });
  assert.deepEqual(results.map((result) => result.id).slice(0, 2), [
    "symbol/dates/formatDistance",
    "docs/dates/i18nContributionGuide#formatdistance",
  ]);
});

Deno.test("search leaves out the declaration of a name the query writes when a result's passage shows it as it is", async () => {
  const alias = "type RecordOf<T> = Record<T> & Readonly<T>";
  const records = (doc: string) =>
    catalogOf(blankPackage("imm", {
      symbols: [
        exportedSymbol("Record", "function Record<T>(defaults: T): RecordFactory<T>", { doc }),
        exportedSymbol("RecordOf", alias, { kind: "typeAlias", doc: "A record's type." }),
      ],
    }));
  const exportedOf = async (doc: string) => {
    await using c = await connectInMemory(records(doc));
    const result = await c.call("search", {
      query: "Record() factory from defaults, frozen and immutable: and RecordOf?",
      limit: 1,
    });
    const answer = JSON.parse(textOf(result)) as {
      results: SearchResult[];
      exported?: Record<string, string>;
    };
    assert.equal(answer.results[0]?.id, "symbol/imm/Record");
    return answer.exported;
  };
  const doc = "Makes a record factory from its defaults: frozen, immutable records.";
  assert.equal((await exportedOf(`${doc}\n\n\`\`\`ts\n${alias}\n\`\`\``))?.RecordOf, undefined);
  assert.equal(
    (await exportedOf(doc))?.RecordOf,
    `${alias} (symbol/imm/RecordOf)`,
  );
});

Deno.test("search ranks a legacy page below today's, unless the query asks about the legacy one or a change", async () => {
  await using c = await connectInMemory(answerCatalog());
  const [today] = await search(c, { query: "how long is a thumbnail kept", limit: 2 });
  assert.equal(today?.id, "docs/core/guides/thumbnails#thumbnail-lifetime");
  const [legacy] = await search(c, { query: "legacy thumbnail lifetime", limit: 2 });
  assert.equal(legacy?.id, "docs/core/guides/thumbnails-legacy#thumbnail-lifetime");
});

Deno.test("search names what the query writes as code that no item has (in the package searched)", async () => {
  await using c = await connectInMemory(answerCatalog());
  const answer = async (args: Record<string, unknown>) => {
    const result = await c.call("search", args);
    assert.notEqual(result.isError, true, textOf(result));
    assert.deepEqual(JSON.parse(textOf(result)).notFound, result.structuredContent?.notFound);
    assert.deepEqual(JSON.parse(textOf(result)).closest, result.structuredContent?.closest);
    assert.deepEqual(JSON.parse(textOf(result)).exported, result.structuredContent?.exported);
    return JSON.parse(textOf(result)) as {
      results: SearchResult[];
      notFound?: string[];
      closest?: Record<string, string[]>;
      exported?: Record<string, string>;
    };
  };
  const gone = await answer({ query: "is core.retryForever() still there? retry_all", limit: 2 });
  assert.deepEqual(gone.notFound, ["retryForever", "retry_all"]);
  assert.ok(gone.results.length > 0);
  // Each with the exported names near it that start as it does: what the version has instead.
  assert.deepEqual(gone.closest, { retryForever: ["retry"], retry_all: ["retry"] });
  // Plain words are not taken for names; names that exist are not listed.
  assert.equal((await answer({ query: "retry attempts RetryOptions" })).notFound, undefined);
  // A name a package exports is given with its declaration's first line and its id, unless a
  // result is that symbol already; a name of several parts from any package, a one-word name
  // only from a package the answer is about.
  const asked = await answer({ query: "backoff between attempts: RetryOptions?", kind: "docs" });
  assert.equal(asked.results[0]?.id.startsWith("docs/core/"), true);
  assert.deepEqual(asked.exported, {
    RetryOptions: "interface RetryOptions (symbol/core/RetryOptions)",
  });
  const binding = await answer({ query: "does stale data use RetryOptions?", kind: "docs" });
  assert.deepEqual(binding.results.map((result) => result.id), [
    "docs/react-kit/guides/caching#stale-data",
  ]);
  assert.deepEqual(binding.exported, {
    RetryOptions: "interface RetryOptions (symbol/core/RetryOptions)",
  });
  const shownAlready = await answer({ query: "retry() backoff", kind: "symbol", limit: 1 });
  assert.equal(shownAlready.results[0]?.id, "symbol/core/retry");
  assert.equal(shownAlready.exported, undefined);
  // What the answer says of the names is within its budget.
  for (const maxChars of [300, 500]) {
    const result = await c.call("search", {
      query: "is retryForever() gone? backoff between attempts: RetryOptions?",
      kind: "docs",
      maxChars,
    });
    assert.ok(textOf(result).length <= maxChars, `${textOf(result).length} > ${maxChars}`);
    // A budget too small for the declarations keeps its room for the results.
    assert.equal(JSON.parse(textOf(result)).exported === undefined, maxChars === 300);
  }
  // Searching symbols, a capitalised word is a name too, and what counts is a symbol of it.
  assert.deepEqual(
    (await answer({ query: "What replaced Either? RetryOptions", kind: "symbol" })).notFound,
    ["Either"],
  );
  assert.deepEqual(
    (await answer({ query: "KitToggle", kind: "symbol", packageSlug: "core" })).notFound,
    ["KitToggle"],
  );
  // A name with `_` is looked for as the words it is indexed as.
  assert.equal(
    (await answer({ query: "retry max_wait", packageSlug: "core" })).notFound,
    undefined,
  );
  // A name another package has is not in the package searched.
  const elsewhere = await answer({ query: "KitToggle checked", packageSlug: "core" });
  assert.deepEqual(elsewhere.notFound, ["KitToggle"]);
  // No symbol of the package searched starts as it does: no closest names.
  assert.equal(elsewhere.closest, undefined);
  assert.equal((await answer({ query: "KitToggle checked" })).notFound, undefined);
});

Deno.test("a question about what changed prefers the migration guide to the installed version", async () => {
  await using c = await connectInMemory(answerCatalog());
  // @kit/core is 1.0.0: "Migrate from 0.9 to 1.0" says what changed in it.
  const [current] = await search(c, { query: "what was delayMs renamed to", limit: 2 });
  assert.equal(current?.id, "docs/core/migrating/to-1-0#delayms-renamed");
  // Not asked what changed, the guide to the version installed still weighs more than an older
  // one: what fails with the version installed is often what changed in it.
  const [asked] = await search(c, { query: "delayMs", limit: 2 });
  assert.equal(asked?.id, "docs/core/migrating/to-1-0#delayms-renamed");
});

Deno.test("of a changelog, search reads the releases of the installed major version, without their dependency bumps; the others are fetched, not searched", async () => {
  const catalog = answerCatalog();
  const core = catalog.packages.find((pkg) => pkg.slug === "core")!;
  // @kit/core is 1.0.0: its 1.0.0 entry, long, says `poll` is gone; an old one fixed it.
  const others = [
    "Themes load their fonts before the first paint.",
    "The setup guide covers bundlers that split chunks by route.",
    "Thumbnails are drawn at the device's pixel ratio.",
  ].map((line) => `- ${line}`).join("\n");
  core.pages!.push({
    id: "CHANGELOG",
    title: "Changelog",
    markdown: "# @kit/core\n\n## 1.0.1\n\n### Patch Changes\n\n" +
      "- Updated dependencies [abc1234]\n  - @kit/gearbox@2.0.0\n\n## 1.0.0\n\n### Major Changes\n\n" +
      "- The `poll` helper was taken out: schedule the task with `retry` instead.\n" +
      `${others}\n\n## 0.4.2\n\n### Bug Fixes\n\n- The \`poll\` helper no longer drifts.\n`,
  });
  await using c = await connectInMemory(catalog);
  const ids = async (query: string) =>
    (await search(c, { query, packageSlug: "core", limit: 5 })).map((found) => found.id);
  assert.equal((await ids("poll helper changed"))[0], "docs/core/CHANGELOG#major-changes");
  // An older major's entry, and a list of dependency bumps, are not searched...
  assert.ok(!(await ids("poll drifts")).includes("docs/core/CHANGELOG#bug-fixes"));
  assert.ok(!(await ids("gearbox")).some((id) => id.startsWith("docs/core/CHANGELOG")));
  // ...but fetched whole.
  const old = JSON.parse(textOf(await c.call("fetch", { id: "docs/core/CHANGELOG#bug-fixes" })));
  assert.match(old.text, /no longer drifts/);
});

Deno.test("search of one kind names the best result of another kind when that matches better, and nothing when none does", async () => {
  // VoltAgent's `suspensionMode`: its default said only by the property's docs.
  const options = exportedSymbol("WorkflowRunOptions", "interface WorkflowRunOptions", {
    kind: "interface",
    members: [{
      name: "suspensionMode",
      kind: "property",
      signature: 'suspensionMode?: "immediate" | "graceful"',
      doc: "Suspension mode: 'graceful' waits for the current step to complete before " +
        "suspending (default); 'immediate' suspends even during step execution.",
    }],
  });
  const catalog = catalogOf(blankPackage("flow", {
    symbols: [options],
    pages: [
      {
        id: "suspend-resume",
        title: "Suspend and resume",
        markdown: "# Suspend and resume\n\n## Suspend a running workflow\n\n" +
          "Call `suspend()` from a step to pause the workflow and resume it later.\n\n" +
          "## Crash recovery\n\nA running workflow restarts from its last completed step.\n",
      },
      ...["Logging", "Themes", "Telemetry", "Storage", "Routing", "Testing"].map((topic) => ({
        id: topic.toLowerCase(),
        title: topic,
        markdown: `# ${topic}\n\n${topic} is configured once, when the app starts.\n`,
      })),
    ],
  }));
  await using c = await connectInMemory(catalog);
  const query = "does suspending a running workflow wait for the current step to complete";
  const [best] = await search(c, { query });
  assert.match(best?.id ?? "", /^symbol\/flow\/WorkflowRunOptions/);
  // The search without the kind asks FTS5 what the search of the kind asked: once per call.
  const asked: string[] = [];
  const ranked = FtsTable.prototype.ranked;
  FtsTable.prototype.ranked = function (...args) {
    asked.push(JSON.stringify(args.filter((arg) => typeof arg !== "number")));
    return ranked.apply(this, args);
  };
  let docs;
  try {
    docs = JSON.parse(textOf(await c.call("search", { query, kind: "docs" })));
  } finally {
    FtsTable.prototype.ranked = ranked;
  }
  assert.ok(asked.length > 0);
  assert.deepEqual(asked, [...new Set(asked)]);
  assert.ok(docs.results.length > 0);
  assert.ok(docs.results.every((found: SearchResult) => found.id.startsWith("docs/")));
  assert.equal(docs.note, `A symbol matches better: ${best!.id}.`);
  // The kind asked for holds the best result: no note.
  const own = JSON.parse(textOf(
    await c.call("search", { query: "crash recovery last completed step", kind: "docs" }),
  ));
  assert.equal(own.results[0]?.id, "docs/flow/suspend-resume#crash-recovery");
  assert.equal(own.note, undefined);
});

Deno.test("search for a default ranks the options table or the declaration that states it above prose that repeats the words", async () => {
  // PixiJS: the array form's section names every renderer five times; the options table says
  // the default.
  const catalog = catalogOf(blankPackage("gfx", {
    symbols: [exportedSymbol("AssetOptions", "interface AssetOptions", {
      kind: "interface",
      members: [{
        name: "fps",
        kind: "property",
        signature: "fps?: number",
        doc: "Frames a second of an animation without timing.\n@default 30",
      }],
    })],
    pages: [
      {
        id: "options",
        title: "Options",
        markdown: "# Options\n\n## Renderer preference\n\nPicks the renderer.\n\n" +
          "| Option | Type | Default |\n| --- | --- | --- |\n" +
          "| `preference` | `'webgl' \\| 'webgpu'` | `'webgl'` |\n\n" +
          "### Preference array form\n\nAn array preference lists webgpu and webgl in order: " +
          "`['webgpu', 'webgl']` tries webgpu, then webgl, and the default order is not used. A " +
          "string preference such as `'webgpu'` tries webgpu first, then webgl by default.\n\n" +
          "## Animations\n\nAnimations play at the fps of their frames; the default is " +
          "whatever the file gives.\n",
      },
      ...["Logging", "Themes", "Storage", "Routing"].map((topic) => ({
        id: topic.toLowerCase(),
        title: topic,
        markdown: `# ${topic}\n\n${topic} is configured once, when the app starts.\n`,
      })),
    ],
  }));
  await using c = await connectInMemory(catalog);
  const first = async (query: string) => (await search(c, { query }))[0]?.id;
  assert.equal(
    await first("default renderer preference webgl webgpu"),
    "docs/gfx/options#renderer-preference",
  );
  assert.equal(await first("default fps of an animation"), "symbol/gfx/AssetOptions.fps");
  // Not asked for a default: the words decide.
  assert.equal(
    await first("renderer preference webgl webgpu array"),
    "docs/gfx/options#preference-array-form",
  );
});

Deno.test("search in a package that has nothing on it answers from the others, and says so", async () => {
  await using c = await connectInMemory(answerCatalog());
  const result = await c.call("search", {
    query: "sockets",
    packageSlug: "elements",
  });
  const answer = JSON.parse(textOf(result));
  assert.equal(
    answer.note,
    "Nothing in @kit/elements matches: these results are from other packages.",
  );
  assert.equal(answer.results[0]?.id, "docs/core/guides/common-patterns#websockets");
  assert.deepEqual(result.structuredContent?.note, answer.note);
  // Nothing of the kind asked for there: the package's other results come first.
  const kinds = JSON.parse(textOf(
    await c.call("search", { query: "on and off switch", packageSlug: "elements", kind: "docs" }),
  ));
  assert.equal(kinds.note, "No docs result in @kit/elements matches: these are its other results.");
  assert.ok(kinds.results.length > 0);
  assert.ok(
    kinds.results.every((found: { id: string }) => /KitToggle|kit-toggle/.test(found.id)),
    JSON.stringify(kinds.results),
  );
  // A package that matches answers alone, without a note.
  const own = JSON.parse(
    textOf(await c.call("search", { query: "switch", packageSlug: "elements" })),
  );
  assert.equal(own.note, undefined);
  assert.ok(
    own.results.every((r: SearchResult) =>
      r.id.startsWith("component/") || r.id.includes("/elements/")
    ),
  );
});

Deno.test("search gives a one-word exported name only from a package the answer is about", async () => {
  const catalog = answerCatalog();
  const elements = catalog.packages.find((pkg) => pkg.slug === "elements")!;
  elements.symbols = [{
    name: "Theme",
    kind: "class",
    subpath: ".",
    signature: "class Theme",
    doc: "A set of colours.",
    file: "src/theme.ts",
    line: 1,
  }];
  await using c = await connectInMemory(catalog);
  const call = async (args: Record<string, unknown>) =>
    JSON.parse(textOf(await c.call("search", args))) as {
      results: SearchResult[];
      exported?: Record<string, string>;
    };
  // The caching guide of a binding: another package's `Theme` is not the one meant.
  const other = await call({ query: "does stale data call Theme()?", kind: "docs" });
  assert.equal(other.results[0]?.id, "docs/react-kit/guides/caching#stale-data");
  assert.equal(other.exported, undefined);
  // Searched in the package that exports it, it is (its docs answering from the others).
  const own = await call({
    query: "stale data and Theme()",
    packageSlug: "elements",
    kind: "docs",
  });
  assert.equal(own.results[0]?.id, "docs/react-kit/guides/caching#stale-data");
  assert.deepEqual(own.exported, { Theme: "class Theme (symbol/elements/Theme)" });
});

Deno.test("search leaves out a declaration cut short of a name the passage already writes, and gives a short one", async () => {
  const long = (name: string) =>
    `function ${name}<TOOLS extends Record<string, unknown>, CONTEXT extends object = object, ` +
    "OUTPUT extends string | number | boolean = string>(options: StreamOptions<TOOLS, CONTEXT>): " +
    "StreamResult<TOOLS, OUTPUT>";
  const catalog = catalogOf(blankPackage("ai", {
    pages: [{
      id: "guides/streaming",
      title: "Streaming",
      markdown:
        "# Streaming\n\nCall `streamParts()` and read `toneOf()` in each step, or `mergePartsAll()`.\n",
    }],
    symbols: [
      exportedSymbol("streamParts", long("streamParts"), { line: 1 }),
      exportedSymbol("toneOf", "function toneOf(step: number): string", { line: 2 }),
      exportedSymbol("mergeParts", long("mergeParts"), { line: 3 }),
    ],
  }));
  await using c = await connectInMemory(catalog);
  const answer = async (query: string) =>
    JSON.parse(textOf(await c.call("search", { query, kind: "docs", maxChars: 1_500 }))) as {
      results: SearchResult[];
      exported?: Record<string, string>;
    };
  const written = await answer("read streamParts() and toneOf() in each step");
  assert.equal(written.results[0]?.id, "docs/ai/guides/streaming#streaming");
  assert.deepEqual(written.exported, {
    toneOf: "function toneOf(step: number): string (symbol/ai/toneOf)",
  });
  // A long declaration the passage does not write is given, cut short: `mergePartsAll` is not
  // `mergeParts`.
  const unwritten = await answer("each step with streamParts() or mergeParts()");
  assert.deepEqual(Object.keys(unwritten.exported ?? {}), ["mergeParts"]);
  assert.match(
    unwritten.exported!.mergeParts!,
    /^function mergeParts.*… \(symbol\/ai\/mergeParts\)$/,
  );
});

Deno.test("a name kept for a renamed API says the declaration's other name, in fetch and in search's exported line", async () => {
  const at = { file: "dist/index.d.ts", line: 40 };
  const catalog = catalogOf(blankPackage("ai", {
    symbols: [
      exportedSymbol("isStepCount", "function isStepCount(count: number): StopCondition", at),
      exportedSymbol("stepCountIs", "function stepCountIs(count: number): StopCondition", at),
      // Declared on the same line but another declaration: not the same.
      exportedSymbol("isLoopDone", "function isLoopDone(): StopCondition", at),
      // The module `./is-step-count`'s default: no name the main entry has.
      {
        ...exportedSymbol("default", "function default(count: number): StopCondition", at),
        subpath: "./is-step-count",
      },
    ],
  }));
  await using c = await connectInMemory(catalog);
  const fetched = await c.call("fetch", { id: "symbol/ai/stepCountIs" });
  assert.match(
    JSON.parse(textOf(fetched)).text,
    /Declared in dist\/index\.d\.ts:40\. @mini\/ai exports the same declaration as `isStepCount` too\.$/,
  );
  const kept = await c.call("get-symbol", { packageSlug: "ai", name: "stepCountIs" });
  const structured = kept.structuredContent as { symbols: { sameDeclarationAs?: string[] }[] };
  assert.deepEqual(structured.symbols[0]?.sameDeclarationAs, ["isStepCount"]);
  const symbol = await c.call("get-symbol", { packageSlug: "ai", name: "isLoopDone" });
  assert.doesNotMatch(textOf(symbol), /same declaration/);
  // Where the reader knows which name the declaration is written with, the alias says so.
  const aliased = catalogOf(blankPackage("ai", {
    symbols: [
      exportedSymbol("isStepCount", "function isStepCount(count: number): StopCondition", at),
      {
        ...exportedSymbol("stepCountIs", "function stepCountIs(count: number): StopCondition", at),
        declaredAs: "isStepCount",
      },
    ],
  }));
  await using a = await connectInMemory(aliased);
  const alias = await a.call("get-symbol", { packageSlug: "ai", name: "stepCountIs" });
  assert.match(
    textOf(alias),
    /Declared as `isStepCount` in dist\/index\.d\.ts:40: `stepCountIs` is an alias of it\.$/,
  );
  const said = alias.structuredContent as { symbols: { declaredAs?: string }[] };
  assert.equal(said.symbols[0]?.declaredAs, "isStepCount");
  const own = await a.call("get-symbol", { packageSlug: "ai", name: "isStepCount" });
  assert.match(textOf(own), /exports the same declaration as `stepCountIs` too\.$/);
  const searched = JSON.parse(textOf(
    await a.call("search", { query: "stepCountIs() or isStepCount()", kind: "docs" }),
  ));
  assert.deepEqual(searched.exported, {
    stepCountIs: "function stepCountIs(count: number): StopCondition (an alias of isStepCount) " +
      "(symbol/ai/stepCountIs)",
  });
  // Asked by both names, one line says both.
  const answer = JSON.parse(textOf(
    await c.call("search", { query: "stepCountIs() or isStepCount()", kind: "docs" }),
  ));
  assert.deepEqual(answer.exported, {
    stepCountIs: "function stepCountIs(count: number): StopCondition (the same declaration as " +
      "isStepCount) (symbol/ai/stepCountIs)",
  });
});

Deno.test("search gives an overloaded constant's first overload, from the package's eponymous module", async () => {
  const overloads = (entry: string) =>
    `const catchTag: {\n    <K extends string, E, A>(tag: K | ReadonlyArray<K>, f: (e: E) => ${entry}<A>): ` +
    `<R>(self: ${entry}<R>) => ${entry}<A | R>;\n    <R, K extends string>(self: ${entry}<R>, tag: K): ${entry}<R>;\n}`;
  const declaration = (entry: string) =>
    exportedSymbol("catchTag", overloads(entry), {
      kind: "variable",
      subpath: `./${entry}`,
      file: `src/${entry}.ts`,
    });
  const catalog = catalogOf(blankPackage("stream", {
    pages: [{
      id: "guides/errors",
      title: "Errors",
      markdown: "# Errors\n\nRecover from tagged errors with `catchTag`, one tag or several.\n",
    }],
    symbols: [declaration("Channel"), declaration("Stream")],
  }));
  await using c = await connectInMemory(catalog);
  const answer = JSON.parse(textOf(
    await c.call("search", {
      query: "recover from several tagged errors with catchTag",
      kind: "docs",
    }),
  )) as { exported?: Record<string, string> };
  // How it is called, type parameters left out, from `stream/Stream` (not `stream/Channel`).
  assert.equal(
    answer.exported?.catchTag,
    "const catchTag: (tag: K | ReadonlyArray<K>, f: (e: E) => Stream<A>): <R>(self: Stream<R>) => " +
      "Stream<A | R>; (symbol/stream/catchTag)",
  );
});

Deno.test("a symbol's result and fetch point at the docs titled with its name and the history naming it, in its package or another's", async () => {
  const symbol = (name: string) =>
    exportedSymbol(name, `function ${name}(options?: { delay?: number }): void`);
  const catalog = catalogOf(
    blankPackage("core", {
      pages: [{
        id: "reference/use-ticker",
        title: "useTicker",
        markdown: '# `useTicker()`\n\n```js\nimport { useTicker } from "@mini/bindings";\n```\n\n' +
          "Ticks.\n\n## Parameters\n\n- `delay`: wait in ms. Default is 50.\n",
      }, {
        id: "reference/clock",
        title: "Clock",
        markdown: "# Clock\n\nThe core's own clock.\n",
      }, {
        id: "reference/use-timer",
        title: "useTimer",
        markdown: "# `useTimer()`\n\nThe core's own timer, which the bindings do not wrap.\n",
      }, {
        id: "guides/migrating-2",
        title: "Migrating to 2.0",
        markdown:
          "# Migrating to 2.0\n\n## Rename: useTick -> useTicker\n\nRenamed in `@mini/bindings`.\n" +
          "\n## Rename: useTime -> useTimer\n\nRenamed.\n",
      }],
    }),
    blankPackage("bindings", {
      symbols: [symbol("useTicker"), symbol("Clock"), symbol("useTimer")],
    }),
  );
  await using c = await connectInMemory(catalog);
  const [ticker] = await search(c, { query: "useTicker delay", packageSlug: "bindings" });
  assert.equal(ticker?.id, "symbol/bindings/useTicker");
  // The page titled with it, before a section that is.
  assert.equal(ticker?.more?.[0], "docs/core/reference/use-ticker");
  const fetched = JSON.parse(textOf(await c.call("fetch", { id: "symbol/bindings/useTicker" })));
  assert.equal(fetched.metadata.documentedIn, "docs/core/reference/use-ticker");
  // And the history section whose heading names it: where a rename is said.
  assert.equal(
    fetched.metadata.changedIn,
    "docs/core/guides/migrating-2#rename-usetick---useticker",
  );
  // A one-word name titles another package's docs of its own thing: no pointer.
  const clock = JSON.parse(textOf(await c.call("fetch", { id: "symbol/bindings/Clock" })));
  assert.equal(clock.metadata.documentedIn, undefined);
  assert.equal(clock.metadata.changedIn, undefined);
  // Nor does one of several parts in docs that never name the symbol's package (Fastify's
  // `routerOptions` option is not vue-router's `RouterOptions`).
  const timer = JSON.parse(textOf(await c.call("fetch", { id: "symbol/bindings/useTimer" })));
  assert.equal(timer.metadata.documentedIn, undefined);
  assert.equal(timer.metadata.changedIn, undefined);
});

Deno.test("fetch of a variable gives the type of its package it is declared with; a changelog names a symbol's change only from a release of the installed major version", async () => {
  // MobX 7's `const computed: IComputedFactory`, whose call signatures are what `computed` is.
  const factory = exportedSymbol("IComputedFactory", "interface IComputedFactory", {
    kind: "interface",
    members: [{ name: "call", kind: "call", signature: "<T>(func: () => T): IComputedValue<T>" }],
  });
  const computed = exportedSymbol("computed", "const computed: IComputedFactory", {
    kind: "variable",
  });
  const observable = exportedSymbol("observable", "function observable<T>(value: T): T");
  // Nest's `const NestFactory: NestFactoryStatic`, an instance of its class.
  const factoryClass = exportedSymbol("KitFactoryStatic", "class KitFactoryStatic", {
    kind: "class",
    members: [{ name: "create", kind: "method", signature: "create(module: EntryModule): App" }],
  });
  const kitFactory = exportedSymbol("KitFactory", "const KitFactory: KitFactoryStatic", {
    kind: "variable",
  });
  const catalog = catalogOf(blankPackage("kit", {
    version: "2.1.0",
    symbols: [factory, computed, observable, factoryClass, kitFactory],
    pages: [{
      id: "CHANGELOG",
      title: "Changelog",
      markdown: "# kit\n\n## 2.0.0\n\n### observable is deeper\n\nNested values too.\n\n" +
        "## 1.0.0\n\n### computed api has been simplified\n\nOne signature.\n",
    }],
  }));
  await using c = await connectInMemory(catalog);
  const fetch = async (id: string) => JSON.parse(textOf(await c.call("fetch", { id })));
  const fetched = await fetch("symbol/kit/computed");
  assert.match(
    fetched.text,
    /interface IComputedFactory \{\n {2}<T>\(func: \(\) => T\): IComputedValue<T>;/,
  );
  assert.equal(fetched.metadata.changedIn, undefined);
  assert.match((await fetch("symbol/kit/KitFactory")).text, /create\(module: EntryModule\): App/);
  assert.equal(
    (await fetch("symbol/kit/observable")).metadata.changedIn,
    "docs/kit/CHANGELOG#observable-is-deeper",
  );
});

Deno.test("fetch of a dependency's page that opens with a heading names its package and version, as its sections do", async () => {
  const catalog = catalogOf(blankPackage("lib", {
    pages: [{
      id: "reference/use-ticker",
      title: "useTicker",
      markdown: "# useTicker\n\nTicks.\n",
    }],
    version: "2.3.4",
    thirdParty: true,
  }));
  await using c = await connectInMemory(catalog);
  for (const id of ["docs/lib/reference/use-ticker", "docs/lib/reference/use-ticker#useticker"]) {
    const result = await c.call("fetch", { id });
    assert.equal(
      (result.structuredContent as { title: string }).title,
      "useTicker (@mini/lib@2.3.4)",
    );
    // The text answer says the package and its version once, before the title.
    const shown = JSON.parse(textOf(result));
    assert.deepEqual([shown.thirdParty, shown.title, shown.metadata], [
      "@mini/lib@2.3.4",
      "useTicker",
      undefined,
    ]);
    assert.ok(textOf(result).startsWith('{"thirdParty":"@mini/lib@2.3.4","id":'), textOf(result));
  }
});

Deno.test("a name the package searched lacks is said to be another package's where that one declares it", async () => {
  const catalog = catalogOf(
    blankPackage("core", {
      pages: [{
        id: "guides/ticking",
        title: "Ticking",
        markdown: "# Ticking\n\nThe ticker publishes each tick.\n",
      }],
    }),
    blankPackage("bindings", {
      symbols: [
        exportedSymbol(
          "useTicker",
          "function useTicker({ experimental_delay }?: { experimental_delay?: number }): void",
        ),
      ],
    }),
    blankPackage("other", {
      pages: [{
        id: "guides/delay",
        title: "Delay",
        markdown: "# Delay\n\nA route `[...experimental_delay]` is a folder.\n",
      }],
      symbols: [
        exportedSymbol("tick", "function tick(): void", {
          doc: "Unlike experimental_delay, ticks at once.",
        }),
      ],
    }),
  );
  await using c = await connectInMemory(catalog);
  const answer = JSON.parse(textOf(
    await c.call("search", { query: "ticker experimental_delay default", packageSlug: "core" }),
  )) as { notFound?: string[]; elsewhere?: Record<string, string[]> };
  assert.deepEqual(answer.notFound, ["experimental_delay"]);
  // Declared by the bindings; only written in prose by the other package (its docs, a doc
  // comment): not its API.
  assert.deepEqual(answer.elsewhere, { experimental_delay: ["@mini/bindings"] });
  // Without a package searched, the name is found: nothing is said.
  const anywhere = JSON.parse(textOf(
    await c.call("search", { query: "ticker experimental_delay default" }),
  )) as { notFound?: string[]; elsewhere?: unknown };
  assert.equal(anywhere.notFound, undefined);
  assert.equal(anywhere.elsewhere, undefined);
});

/** String attributes an element's theme sets, each with a sentence that says nothing asked. */
function themeAttributes(names: readonly string[], element: string) {
  return names.map((name) => ({
    name,
    type: { text: "string" },
    description: `Sets the ${name} of the ${element}, as the theme defines it for every variant.`,
  }));
}

Deno.test("fetch with query on a reference gives the list items that answer under their headings, not the list between them", async () => {
  const filler = themeAttributes(
    ["align", "density", "label", "tone", "motion", "border", "radius", "shadow"],
    "control",
  );
  const pager = {
    kind: "class",
    name: "KitPager",
    tagName: "kit-pager",
    description: "Splits a long list into pages.",
    attributes: [
      { name: "total", type: { text: "number" }, default: "0", description: "How many items." },
      {
        name: "page-size",
        type: { text: "number" },
        default: "10",
        description: "Items per page.",
      },
      ...filler,
    ],
    events: [
      { name: "kit-before-page-change", description: "Before the page changes; cancelable." },
      { name: "kit-page-change", description: "After the page changed." },
    ],
  };
  await using c = await connectInMemory(catalogOf(blankPackage("kit", { components: [pager] })));
  const whole = await fetchText(c, { id: "component/kit-pager" });
  const text = await fetchText(c, {
    id: "component/kit-pager",
    query: "total items page size and the page change event",
  });
  assert.match(text, /`total`: `number`, default `0`/);
  assert.match(text, /`page-size`: `number`, default `10`/);
  assert.match(text, /Events[\s\S]*`kit-page-change`/);
  assert.doesNotMatch(text, /`density`|`radius`/);
  assert.ok(text.length < whole.length / 2, `${text.length} of ${whole.length}`);
  // Searched, the element's passage shows what its title does not already say: the items.
  const [pagerResult] = await search(c, { query: "kit-pager page size and page change event" });
  assert.equal(pagerResult?.id, "component/kit-pager");
  assert.match(pagerResult?.text ?? "", /`page-size`[\s\S]*`kit-page-change`/);
});

Deno.test("search shows an element whole only when its passage holds less of the query, each word as written", async () => {
  const filler = themeAttributes(
    ["align", "density", "tone", "motion", "border", "radius"],
    "chip",
  );
  const chip = {
    kind: "class",
    name: "KitChip",
    tagName: "kit-chip",
    description: "A compact element that represents an input, attribute or action.",
    attributes: [
      { name: "elevated", type: { text: "boolean" }, default: "false" },
      { name: "removable", type: { text: "boolean" }, default: "false" },
      ...filler,
      { name: "label", type: { text: "string" }, default: "''", description: "The chip's text." },
    ],
    events: [{ name: "remove", type: { text: "Event" }, description: "When its x is clicked." }],
  };
  await using c = await connectInMemory(catalogOf(blankPackage("kit", { components: [chip] })));
  const whole = await fetchText(c, { id: "component/kit-chip" });
  // The label's line and its default are the answer: not the element's ten other lines.
  const [label] = await search(c, { query: "kit-chip label default text" });
  assert.match(label?.text ?? "", /`label`: `string`, default `''`/);
  assert.match(label?.text ?? "", /^…/);
  assert.doesNotMatch(label?.text ?? "", /compact element/);
  assert.match(whole, /compact element/);
  // `removable` and `remove` stem alike: a passage with the event alone holds less than asked.
  const [removable] = await search(c, { query: "kit-chip removable remove event" });
  assert.match(removable?.text ?? "", /`removable`[\s\S]*`remove`: `Event`/);
});

Deno.test("search shows an element whole when its passage would open inside an attribute's line, past its name and default", async () => {
  // UI5's `ui5-toast`: its `duration` line's note says the minimum; its default is before it.
  const toast = {
    kind: "class",
    name: "KitToast",
    tagName: "kit-toast",
    description: [
      "A small popup for success messages that goes away by itself after a few seconds.",
      "",
      "Use it when:",
      "- A short success or information message is enough.",
      "- Users should not be stopped in what they are doing.",
      "- A finished action needs a confirmation.",
      "",
      "Do not use it when:",
      "- The message is an error or a warning.",
      "- Users must read the message before they go on.",
      "- Users need to copy part of the message.",
    ].join("\n"),
    attributes: [
      {
        name: "duration",
        type: { text: "number" },
        default: "3000",
        description: "Defines the duration in milliseconds for which the component remains on " +
          "the screen before it is closed, counted from the moment it is opened, whether by " +
          "setting its open attribute or by calling its show method, and paused while the " +
          "pointer rests over it or it holds the keyboard focus, so that a message being read " +
          "stays. Note: The minimum supported value is 500 ms and even if a lower value is set, " +
          "the duration would remain 500 ms.",
      },
      {
        name: "open",
        type: { text: "boolean" },
        default: "false",
        description: "Whether it shows.",
      },
      {
        name: "placement",
        type: {
          text: ["Top", "Middle", "Bottom"].flatMap((row) =>
            ["Start", "Center", "End"].map((column) => `"${row}${column}"`)
          ).join(" | "),
        },
        default: '"BottomCenter"',
        description: "Defines the placement of the component.",
      },
    ],
    events: [{ name: "close", type: { text: "CustomEvent" }, description: "After it closed." }],
  };
  await using c = await connectInMemory(catalogOf(blankPackage("kit", { components: [toast] })));
  const [found] = await search(c, {
    query: "kit-toast duration default placement minimum duration",
  });
  assert.match(found?.text ?? "", /`duration`: `number`, default `3000`/);
  assert.match(found?.text ?? "", /`placement`: .*default `"BottomCenter"`/);
});

Deno.test("a name written under a namespace one package exports is looked for in that package; names alone not found get no results", async () => {
  const fx = blankPackage("fx", {
    symbols: [
      exportedSymbol("Fx", 'export * as Fx from "./Fx.ts"', { kind: "namespace" }),
      exportedSymbol("catch", "function catch<E, B>(f: (e: E) => B): B", {
        doc: "Recovers from either kind of failure.",
      }),
      exportedSymbol("catchTag", "function catchTag<K>(tag: K): void"),
    ],
  });
  const router = blankPackage("router", {
    symbols: [exportedSymbol("catchTag", "function catchTag(route: string): void")],
    pages: [{
      id: "guides/segments",
      title: "Segments",
      markdown: "# Segments\n\nName a folder `[...catchAll]` to match every segment after it.\n",
    }],
  });
  await using c = await connectInMemory(catalogOf(fx, router));
  const answer = async (query: string, kind?: string) => {
    const result = await c.call("search", { query, kind });
    assert.notEqual(result.isError, true, textOf(result));
    return JSON.parse(textOf(result));
  };
  // The router's docs write `catchAll`: asked plainly, something here has it.
  assert.equal((await answer("is catchAll still there?")).notFound, undefined);
  // Asked as `Fx.catchAll`, it is Fx's package that lacks it, and what it has instead.
  const gone = await answer("is Fx.catchAll still there?");
  assert.deepEqual(gone.notFound, ["Fx.catchAll"]);
  assert.equal(gone.closest?.["Fx.catchAll"]?.[0], "catch");
  // Asked only of names nothing has, the answer is what it says of them: no results that only
  // share their words ("either" in a doc comment).
  const alone = await answer("Fx.catchAll");
  assert.deepEqual([alone.results, alone.notFound], [[], ["Fx.catchAll"]]);
  const either = await answer("Either", "symbol");
  assert.deepEqual([either.results, either.notFound], [[], ["Either"]]);
  assert.equal((await answer("either failure", "symbol")).results[0]?.id, "symbol/fx/catch");
  // A name both packages export is given from the one whose namespace the query writes.
  assert.deepEqual((await answer("route segments with Fx.catchTag", "docs")).exported, {
    catchTag: "function catchTag<K>(tag: K): void (symbol/fx/catchTag)",
  });
});

Deno.test("beside a namespace one package exports, a capitalised word is that package's name: exported or not found", async () => {
  const fx = blankPackage("fx", {
    symbols: [
      exportedSymbol("Fx", 'export * as Fx from "./Fx.ts"', { kind: "namespace", file: "Fx.d.ts" }),
      exportedSymbol("Result", 'export * as Result from "./Result.ts"', {
        kind: "namespace",
        file: "Result.d.ts",
      }),
      exportedSymbol("catch", "function catch<E, B>(f: (e: E) => B): B"),
    ],
    pages: [{
      id: "guides/errors",
      title: "Errors",
      markdown: "# Errors\n\nA failure is caught and renamed into a result.\n",
    }],
  });
  await using c = await connectInMemory(catalogOf(fx));
  const answer = async (query: string) =>
    JSON.parse(textOf(await c.call("search", { query, kind: "docs" })));
  const asked = await answer("Fx.catchAll renamed catch, Either renamed Result, Promise");
  // `Promise` is JavaScript's, asked of no package.
  assert.deepEqual(asked.notFound, ["Fx.catchAll", "Either"]);
  assert.deepEqual(asked.exported, {
    Result: 'export * as Result from "./Result.ts" (symbol/fx/Result)',
  });
  // The same within the package searched.
  const within = JSON.parse(textOf(
    await c.call("search", {
      query: "Fx.catchAll renamed catch, Either renamed Result",
      packageSlug: "fx",
    }),
  ));
  assert.deepEqual([within.notFound, within.exported], [asked.notFound, asked.exported]);
  // Without a namespace written, a capitalised word is a word.
  const plain = await answer("catch renamed, Either renamed Result");
  assert.equal(plain.notFound, undefined);
});

Deno.test("a module a package declares by name is a namespace a query writes: util.parseArgs is not said missing when node:util has it", async () => {
  const schema = blankPackage("schema", {
    symbols: [
      exportedSymbol("util", 'export * as util from "./util.ts"', { kind: "namespace" }),
      exportedSymbol("clone", "function clone<T>(value: T): T", { file: "util.d.ts" }),
    ],
  });
  const node = blankPackage("types-node", {
    symbols: [
      exportedSymbol("parseArgs", "function parseArgs(config?: ParseArgsConfig): ParsedResults", {
        subpath: "node:util",
      }),
      exportedSymbol("readFile", "function readFile(path: string, callback: Callback): void", {
        subpath: "node:fs",
      }),
      exportedSymbol("readFile", "function readFile(path: string): Promise<Buffer>", {
        subpath: "node:fs/promises",
        line: 2,
      }),
    ],
  });
  await using c = await connectInMemory(catalogOf(schema, node));
  const answer = JSON.parse(
    textOf(await c.call("search", { query: "util.parseArgs short options" })),
  );
  assert.equal(answer.notFound, undefined);
  assert.equal(answer.results[0]?.id, "symbol/types-node/parseArgs");
  // A name two declared modules export is titled by the first, not by the package's name.
  const read = await c.call("search", { query: "readFile", kind: "symbol", limit: 1 });
  assert.equal(
    (read.structuredContent as { results: { title: string }[] }).results[0]?.title,
    "readFile (function, node:fs)",
  );
  // Two packages have a `util`: a name neither has is asked of every package.
  const missing = JSON.parse(textOf(await c.call("search", { query: "util.deepMerge objects" })));
  assert.deepEqual(missing.notFound, ["deepMerge"]);
});

Deno.test("a member written under a variable's name is the one package's that has it, or the package the query's other such members name", async () => {
  const member = (name: string, signature: string) => ({ name, kind: "method", signature });
  const web = blankPackage("web", {
    symbols: [
      exportedSymbol("Application", "interface Application", {
        kind: "interface",
        line: 1,
        members: [
          member("listen", "listen(port: number, callback?: (error?: Error) => void): Server"),
        ],
      }),
      exportedSymbol("Response", "interface Response", {
        kind: "interface",
        line: 2,
        members: [member("redirect", "redirect(status: number, url: string): void")],
      }),
    ],
    pages: [{ id: "guide", title: "Guide", markdown: "# Guide\n\nServing pages.\n" }],
  });
  const router = blankPackage("router", {
    symbols: [
      exportedSymbol("RouteResponse", "interface RouteResponse", {
        kind: "interface",
        members: [member("redirect", "redirect(url: string): never")],
      }),
    ],
  });
  await using c = await connectInMemory(catalogOf(web, router));
  const exported = async (query: string) =>
    JSON.parse(textOf(await c.call("search", { query, kind: "docs" }))).exported;
  assert.deepEqual(
    await exported("does app.listen get an error, is res.redirect(url, 301) valid?"),
    {
      "Application.listen":
        "listen(port: number, callback?: (error?: Error) => void): Server (symbol/web/Application.listen)",
      "Response.redirect":
        "redirect(status: number, url: string): void (symbol/web/Response.redirect)",
    },
  );
  // Two packages' types have `redirect`, and nothing else the query writes says which.
  assert.equal(await exported("is res.redirect(url, 301) valid?"), undefined);
  // A file's extension is not a member.
  assert.equal(await exported("serving pages from next.config.js"), undefined);
});

Deno.test("a default export's member is named and fetched under the class's own name", async () => {
  // koa's `export = Application`: the record is `default`, its unit and fetch `Application`.
  const koa = blankPackage("koa", {
    symbols: [
      exportedSymbol("default", "class Application extends EventEmitter", {
        kind: "class",
        members: [
          { name: "proxyIpHeader", kind: "property", signature: "proxyIpHeader: string" },
          {
            name: "constructor",
            kind: "constructor",
            signature: "constructor(options?: { proxyIpHeader?: string })",
            tags: [{
              tag: "param",
              name: "options.proxyIpHeader",
              text: "Proxy IP header, defaults to X-Forwarded-For",
            }],
          },
        ],
      }),
    ],
    pages: [{ id: "guide", title: "Guide", markdown: "# Guide\n\nServing apps.\n" }],
  });
  await using c = await connectInMemory(catalogOf(koa));
  const { exported } = JSON.parse(
    textOf(await c.call("search", { query: "which header does app.proxyIpHeader read?" })),
  );
  assert.deepEqual(exported, {
    "Application.proxyIpHeader": "proxyIpHeader: string (symbol/koa/Application.proxyIpHeader)",
  });
  const fetched = await c.call("fetch", { id: "symbol/koa/Application.proxyIpHeader" });
  assert.equal(fetched.isError, undefined);
  assert.match(textOf(fetched), /proxyIpHeader: string;/);
});

Deno.test("a member written under its type's name is given with its declaration", async () => {
  // chart.js' `Chart.register`: a class's static method, which no export and no unit is named.
  const charts = blankPackage("charts", {
    symbols: [
      exportedSymbol("Chart", "class Chart", {
        kind: "class",
        members: [
          {
            name: "register",
            kind: "method",
            signature: "static register(...items: Item[]): void",
          },
        ],
      }),
      exportedSymbol("Registry", "interface Registry", {
        kind: "interface",
        line: 2,
        members: [{ name: "register", kind: "method", signature: "register(item: Item): string" }],
      }),
    ],
  });
  await using c = await connectInMemory(catalogOf(charts));
  const exported = async (query: string) =>
    JSON.parse(textOf(await c.call("search", { query }))).exported;
  assert.deepEqual(await exported("how does Chart.register take plugins?"), {
    "Chart.register": "static register(...items: Item[]): void (symbol/charts/Chart.register)",
  });
  // Or written beside it, both as code (class-validator's `ValidationOptions validateIf`).
  const options = blankPackage("checks", {
    symbols: [
      exportedSymbol("ValidationOptions", "interface ValidationOptions", {
        kind: "interface",
        members: [{
          name: "validateIf",
          kind: "property",
          signature: "validateIf?: (object: any, value: any) => boolean",
        }],
      }),
    ],
  });
  await using checks = await connectInMemory(catalogOf(options));
  const answer = JSON.parse(textOf(
    await checks.call("search", { query: "ValidationOptions validateIf per decorator" }),
  ));
  assert.equal(
    answer.exported?.["ValidationOptions.validateIf"],
    "validateIf?: (object: any, value: any) => boolean (symbol/checks/ValidationOptions.validateIf)",
  );
  // A type's name and a member it lacks, or a file's name, say nothing.
  assert.equal(await exported("Chart.unregister plugins"), undefined);
  assert.equal(await exported("what does README.md say about Chart"), undefined);
});

Deno.test("search shows a function's overloads when they take up to three quarters of its passage", async () => {
  // lodash's `debounce`, whose first overload is the answer about `leading: true`.
  const signature =
    "debounce<T extends (...args: any) => any>(func: T, wait: number | undefined, options: " +
    "DebounceSettingsLeading): DebouncedFuncLeading<T>\n" +
    "debounce<T extends (...args: any) => any>(func: T, wait?: number, options?: " +
    "DebounceSettings): DebouncedFunc<T>\n" +
    "debounce<T extends (...args: any) => any>(func: T, options: DebounceSettings): " +
    "DebouncedFunc<T>";
  // Docs too long to be shown whole.
  const doc = "Creates a debounced function that delays invoking func until after wait " +
    "milliseconds have elapsed since the last time it was invoked. " +
    "The debounced function comes with a cancel method and a flush method. ".repeat(30) +
    "Note: if leading and trailing are both true, func is invoked on the trailing edge only " +
    "if it is called more than once during the wait.";
  const kit = blankPackage("kit", {
    symbols: [exportedSymbol("debounce", signature, { doc })],
  });
  await using c = await connectInMemory(catalogOf(kit));
  const [first] = await search(c, { query: "debounce leading true return type" });
  assert.equal(first?.id, "symbol/kit/debounce");
  assert.ok(first.text.includes("): DebouncedFuncLeading<T>"), first.text);
});

Deno.test("a member a type inherits from a base of its package is given under the type, once", async () => {
  // vue-router's `RouterOptions extends EXPERIMENTAL_RouterOptions_Base`, whose deprecated
  // `scrollBehavior` is what `createRouter()`'s options have.
  const router = blankPackage("router", {
    symbols: [
      exportedSymbol("RouterOptions", "interface RouterOptions extends RouterOptionsBase", {
        kind: "interface",
        members: [{ name: "routes", kind: "property", signature: "routes: Route[]" }],
      }),
      exportedSymbol("RouterOptionsBase", "interface RouterOptionsBase", {
        kind: "interface",
        line: 2,
        members: [{
          name: "scrollBehavior",
          kind: "property",
          signature: "scrollBehavior?: ScrollBehavior",
          tags: [{ tag: "deprecated", text: "Use `ScrollRestoration` instead." }],
        }],
      }),
    ],
  });
  await using c = await connectInMemory(catalogOf(router));
  const answer = JSON.parse(
    textOf(await c.call("search", { query: "is RouterOptions.scrollBehavior deprecated?" })),
  );
  assert.deepEqual(answer.exported, {
    "RouterOptions.scrollBehavior": "scrollBehavior?: ScrollBehavior (inherited from " +
      "RouterOptionsBase) (deprecated: Use `ScrollRestoration` instead.) " +
      "(symbol/router/RouterOptions.scrollBehavior)",
  });
  // The id it gives is fetched.
  const member = await c.call("fetch", { id: "symbol/router/RouterOptions.scrollBehavior" });
  assert.notEqual(member.isError, true, textOf(member));
});

Deno.test("search prefers the package a question names as a proper noun", async () => {
  const page = (id: string, title: string, markdown: string) => ({ id, title, markdown });
  const relay = blankPackage("relay", {
    pages: [
      page(
        "readme",
        "Relay",
        "# Relay\n\n## Installation\n\nNode.js 18 or a later version is required.\n",
      ),
    ],
  });
  const kit = blankPackage("kit", {
    pages: [
      page(
        "migrating",
        "Upgrading",
        "# Upgrading\n\n## Minimum Node.js version\n\nKit needs Node.js 20.\n",
      ),
    ],
  });
  // Other pages, so that the words above are not common.
  const filler = blankPackage("filler", {
    pages: Array.from(
      { length: 30 },
      (_, i) =>
        page(
          `p${i}`,
          `Page ${i}`,
          `# Page ${i}\n\nSomething about caching and routes number ${i}.\n`,
        ),
    ),
  });
  await using c = await connectInMemory(catalogOf(kit, relay, filler));
  // Kit's section says more of the words; "our Relay" says which package is asked about.
  const [first] = await search(c, { query: "Which Node.js version does our Relay need?" });
  assert.equal(first?.id, "docs/relay/readme#installation");
});

Deno.test("search finds a dotted name's member that no text writes dotted", async () => {
  const cors = exportedSymbol("cors", "const cors: (options?: CORSOptions) => MiddlewareHandler", {
    kind: "variable",
    subpath: "./cors",
    doc: "CORS middleware.",
  });
  // Other symbols, so that `cors` is a rare word.
  const others = ["logger", "timeout", "etag"].map((name) =>
    exportedSymbol(name, `const ${name}: () => MiddlewareHandler`, { kind: "variable" })
  );
  await using c = await connectInMemory(
    catalogOf(blankPackage("relay", { symbols: [cors, ...others] })),
  );
  const [first] = await search(c, { query: "Relay.cors" });
  assert.equal(first?.id, "symbol/relay/cors");
});

Deno.test("search says the member a call chain names, or a deprecated member or method named alone, with what replaces it", async () => {
  const schema = exportedSymbol(
    "TextSchema",
    "interface TextSchema",
    {
      kind: "interface",
      members: [
        { name: "min", kind: "method", signature: "min(length: number): this" },
        {
          name: "email",
          kind: "method",
          signature: "email(message?: string): this",
          tags: [{ tag: "deprecated", text: "Use `email()` instead. Removed in 5.0." }],
        },
        { name: "trim", kind: "method", signature: "trim(): this" },
        { name: "collapseSpaces", kind: "method", signature: "collapseSpaces(): this" },
        { name: "maxLength", kind: "property", signature: "maxLength: number" },
      ],
    },
  );
  const result = exportedSymbol("StreamResult", "interface StreamResult", {
    kind: "interface",
    members: [
      {
        name: "toResponse",
        kind: "method",
        signature: "toResponse(init?: ResponseInit): Response",
        tags: [{ tag: "deprecated", text: "Use `createResponse(result.stream)`." }],
      },
      { name: "consume", kind: "method", signature: "consume(): Promise<void>" },
      {
        name: "thicknessRange",
        kind: "setter",
        signature: "set thicknessRange(value: [number, number])",
      },
      {
        name: "thicknessRange",
        kind: "getter",
        signature: "get thicknessRange(): [number, number]",
        tags: [{ tag: "deprecated", text: "since r187. Use `minimum` and `maximum` instead." }],
      },
    ],
  });
  await using c = await connectInMemory(catalogOf(
    blankPackage("valid", {
      docs: { index: "# Valid\n\nValidate text: emails, lengths.\n" },
      symbols: [
        exportedSymbol("text", "function text(): TextSchema"),
        exportedSymbol("email", "function email(message?: string): EmailSchema"),
        schema,
      ],
    }),
    blankPackage("streams", {
      docs: { index: "# Streams\n\nStream a result to a response.\n" },
      symbols: [exportedSymbol("stream", "function stream(): StreamResult"), result],
    }),
  ));
  const exported = async (query: string) =>
    JSON.parse(textOf(await c.call("search", { query }))).exported;
  // Through the chain (a method returning `this` keeps its type), not the export named `email`.
  assert.deepEqual(await exported("is v.text().min(3).email() still the way to check emails?"), {
    "TextSchema.email":
      "email(message?: string): this (deprecated: Use `email()` instead.) (symbol/valid/TextSchema.email)",
  });
  assert.deepEqual(await exported("stream().consume()"), {
    "StreamResult.consume": "consume(): Promise<void> (symbol/streams/StreamResult.consume)",
  });
  // Named alone, a member is said when it is deprecated, and one type alone has it.
  assert.deepEqual(await exported("we return result.toResponse(): still recommended?"), {
    "StreamResult.toResponse":
      "toResponse(init?: ResponseInit): Response (deprecated: Use `createResponse(result.stream)`.) (symbol/streams/StreamResult.toResponse)",
  });
  // An accessor's getter and setter are one member; a deprecation that says only since when
  // says what replaces it too.
  assert.deepEqual(await exported("stream a result: is thicknessRange still fine?"), {
    "StreamResult.thicknessRange":
      "get thicknessRange(): [number, number] (deprecated: since r187. Use `minimum` and `maximum` instead.) (symbol/streams/StreamResult.thicknessRange)",
  });
  // Written under a variable's name, a member one package's types have is said, deprecated or not.
  assert.deepEqual(await exported("when to call result.consume()?"), {
    "StreamResult.consume": "consume(): Promise<void> (symbol/streams/StreamResult.consume)",
  });
  // Named alone, a method one type alone has is said too, of a package the results are from.
  assert.deepEqual(await exported("when to call consume()?"), {
    "StreamResult.consume": "consume(): Promise<void> (symbol/streams/StreamResult.consume)",
  });
  // Not of a package no result is from (a question about streams that writes a text method).
  assert.equal(await exported("stream a result to a response, collapseSpaces()"), undefined);
  assert.ok((await exported("collapseSpaces() in text validation"))?.["TextSchema.collapseSpaces"]);
  // Nor a property.
  assert.equal(await exported("what is maxLength for in text validation?"), undefined);
  // A caller's maxChars bounds it as it bounds the rest.
  const capped = await c.call("search", { query: "result.toResponse() still?", maxChars: 300 });
  assert.ok(textOf(capped).length <= 300, textOf(capped));
  assert.equal(JSON.parse(textOf(capped)).exported, undefined);
  // A chain the declarations do not lead through says nothing of it.
  assert.equal(await exported("v.text().upper() for capitals"), undefined);
});

Deno.test("search over a snapshot without symbol data answers a query that writes a call chain", async () => {
  await using c = await connectInMemory(catalogOf(
    blankPackage("plain", { docs: { index: "# Plain\n\nCall form.text().trim() to clean.\n" } }),
  ));
  const answer = JSON.parse(textOf(await c.call("search", { query: "form.text().trim()" })));
  assert.equal(answer.results[0]?.id, "docs/plain/index#plain");
  assert.equal(answer.exported, undefined);
});

Deno.test("a symbol's search title names the entry it is imported from when that is a plain subpath", async () => {
  const symbols = [
    exportedSymbol("renderPage", "function renderPage(): string", { subpath: "./server" }),
    exportedSymbol("ElementTypes", "interface ElementTypes", {
      kind: "interface",
      subpath: "./dist/element-types.d.ts",
    }),
    exportedSymbol("hydratePage", "function hydratePage(): void"),
    exportedSymbol("oldPage", "function oldPage(): void", {
      tags: [{ tag: "deprecated", text: "Use hydratePage." }],
    }),
    // A script's subpath, as users import it (`lit/decorators.js`).
    exportedSymbol("watchPage", "function watchPage(): void", { subpath: "./decorators.js" }),
    exportedSymbol("streamPage", "function streamPage(): Stream", { subpath: "./edge" }),
    exportedSymbol("streamPage", "function streamPage(): Stream", { subpath: "./server" }),
    // However deep its plain names (drizzle-orm's `./pg-core/columns/all`).
    exportedSymbol("columnBuilders", "function columnBuilders(): object", {
      subpath: "./pg-core/columns/all",
    }),
  ];
  await using c = await connectInMemory(catalogOf(
    thirdPartyEntry(blankPackage("dom", { version: "19.3.1", symbols })),
    blankPackage("own", {
      symbols: [
        exportedSymbol("renderOwn", "function renderOwn(): string", { subpath: "./server" }),
      ],
    }),
  ));
  // The structured answer's title; the text answer's, which names the installed version once.
  const titlesOf = async (query: string) => {
    const result = await c.call("search", { query, kind: "symbol", limit: 1 });
    const shown = JSON.parse(textOf(result));
    const structured = result.structuredContent as { results: { title: string }[] };
    return [structured.results[0]?.title, shown.results[0]?.title, shown.thirdParty];
  };
  assert.deepEqual(await titlesOf("renderPage"), [
    "renderPage (function, @mini/dom/server@19.3.1)",
    "renderPage (function, @mini/dom/server)",
    "@mini/dom@19.3.1",
  ]);
  assert.deepEqual(await titlesOf("hydratePage"), [
    "hydratePage (function, @mini/dom@19.3.1)",
    "hydratePage (function, @mini/dom)",
    "@mini/dom@19.3.1",
  ]);
  assert.equal(
    (await titlesOf("watchPage"))[0],
    "watchPage (function, @mini/dom/decorators.js@19.3.1)",
  );
  // Deprecated: said in the title, which a result without passage still shows.
  assert.deepEqual((await titlesOf("oldPage")).slice(0, 2), [
    "oldPage (function, @mini/dom@19.3.1, deprecated)",
    "oldPage (function, @mini/dom, deprecated)",
  ]);
  assert.equal((await titlesOf("ElementTypes"))[0], "ElementTypes (interface, @mini/dom@19.3.1)");
  assert.equal(
    (await titlesOf("columnBuilders"))[0],
    "columnBuilders (function, @mini/dom/pg-core/columns/all@19.3.1)",
  );
  // Declared by two entries, not the main one: titled by the first (fetch says which is which).
  assert.equal((await titlesOf("streamPage"))[0], "streamPage (function, @mini/dom/edge@19.3.1)");
  assert.deepEqual(await titlesOf("renderOwn"), [
    "renderOwn (function, @mini/own/server)",
    "renderOwn (function, @mini/own/server)",
    undefined,
  ]);
});

Deno.test("a type's member whose docs say a default or a deprecation is a result of its own; not one of a function's own options type or an element's", async () => {
  const member = (name: string, signature: string, doc?: string) => ({
    name,
    kind: "property",
    signature,
    ...(doc === undefined ? {} : { doc }),
  });
  const symbols = [
    exportedSymbol("renderApp", "function renderApp(props: RenderAppProps): Element"),
    exportedSymbol("RenderAppProps", "type RenderAppProps = { handlers?: AppHandlers }", {
      kind: "typeAlias",
      members: [
        member("handlers", "handlers?: AppHandlers", "Request callbacks; none by default."),
      ],
    }),
    exportedSymbol("AppHandlers", "type AppHandlers = { allowedTools?: string[] }", {
      kind: "typeAlias",
      members: [
        member(
          "allowedTools",
          "allowedTools?: string[]",
          "Tools the app may call. Deny-by-default: if omitted, the app cannot call any tool.",
        ),
        member("onLog", "onLog?: (line: string) => void", "Receives the app's log lines."),
      ],
    }),
    exportedSymbol("connect", "function connect(options?: ConnectOptions): void"),
    exportedSymbol("ConnectOptions", "interface ConnectOptions", {
      kind: "interface",
      members: [
        member(
          "returnDocument",
          "returnDocument?: string",
          "Which copy updates return. @default before",
        ),
        ...Array.from({ length: 16 }, (_, i) => member(`flag${i}`, `flag${i}?: boolean`)),
      ],
    }),
    exportedSymbol("KitDialog", "class KitDialog", { kind: "class" }),
    exportedSymbol("KitDialogProps", "type KitDialogProps = { open?: boolean }", {
      kind: "typeAlias",
      members: [member("open", "open?: boolean", "Whether it is open. Defaults to false.")],
    }),
  ];
  await using c = await connectInMemory(catalogOf(blankPackage("bridge", {
    docs: {
      index: "# Bridge\n\n## Allowed tools\n\nWhich tools an app may call is up to the host; " +
        "by default the manifest decides what is allowed and what the app sees of the tools.\n",
    },
    symbols,
    components: [{ kind: "class", name: "KitDialog", tagName: "kit-dialog" }],
  })));
  const found = await search(c, { query: "renderApp allowed tools default" });
  assert.deepEqual([found[0]?.id, found[0]?.title], [
    "symbol/bridge/AppHandlers.allowedTools",
    "AppHandlers.allowedTools (property, @mini/bridge)",
  ]);
  assert.match(found[0]!.text, /^```ts\nallowedTools\?: string\[\]\n```\nTools the app may call/);
  // Asked of no API that takes the type, a member weighs less than a section that answers.
  assert.equal(
    (await search(c, { query: "allowed tools default" }))[0]?.id,
    "docs/bridge/index#allowed-tools",
  );
  // Shown with the function (its own type) or the element (its class's props), a member is not a
  // result of its own; nor is one whose docs say no default.
  const ids = (await search(c, { query: "handlers open onLog log lines default", limit: 10 }))
    .map((result) => result.id);
  for (const id of ["RenderAppProps.handlers", "KitDialogProps.open", "AppHandlers.onLog"]) {
    assert.ok(!ids.includes(`symbol/bridge/${id}`), ids.join());
  }
  // Unless the type has more members than the function's passage shows.
  assert.equal(
    (await search(c, { query: "returnDocument which copy updates return" }))[0]?.id,
    "symbol/bridge/ConnectOptions.returnDocument",
  );
  // A type and its member are one result.
  const both = await search(c, { query: "AppHandlers allowedTools deny", limit: 5 });
  assert.equal(both.filter((result) => result.id.includes("AppHandlers")).length, 1);
});

Deno.test("a member whose own object type documents its properties is a result of its own, each property named", async () => {
  // Playwright's `Config.expect`: its `timeout` "defaults to 5000ms" is said in its object type.
  const config = interfaceOf("RunConfig", [
    ["expect", "expect?: { timeout?: number; soft?: boolean }", {
      doc: "The assertion library's settings.",
      tags: [
        {
          tag: "property",
          name: "timeout",
          text: "How long an assertion retries. Defaults to 5000ms.",
        },
        { tag: "property", name: "soft", text: "Whether a failed assertion goes on." },
      ],
    }],
    ["retries", "retries?: number", { doc: "How often a failed test runs again." }],
  ]);
  await using c = await connectInMemory(catalogOf(blankPackage("runner", { symbols: [config] })));
  const [first] = await search(c, { query: "expect timeout default" });
  assert.equal(first?.id, "symbol/runner/RunConfig.expect");
  assert.match(
    first!.text,
    /@property timeout How long an assertion retries\. Defaults to 5000ms\./,
  );
});

Deno.test("a name a member's declaration writes (a parameter's, a property of its own object type) is not said to be found nowhere, searching symbols too", async () => {
  // yargs' `Argv.middleware(callbacks, applyBeforeValidation?)`.
  const argv = exportedSymbol("Argv", "interface Argv", {
    kind: "interface",
    members: [{
      name: "middleware",
      kind: "method",
      signature: "middleware(callbacks: Middleware[], applyBeforeValidation?: boolean): Argv",
      doc: "Adds middleware.",
    }, {
      // @types/multer's `Options.limits`, whose properties are no members of their own.
      name: "limits",
      kind: "property",
      signature: "limits?: { fieldNestingDepth?: number | undefined }",
      doc: "Limits on incoming data.",
    }],
  });
  await using c = await connectInMemory(catalogOf(blankPackage("cli", { symbols: [argv] })));
  const notFound = async (query: string, kind?: string) =>
    JSON.parse(textOf(await c.call("search", { query, packageSlug: "cli", kind }))).notFound;
  assert.equal(await notFound("middleware applyBeforeValidation"), undefined);
  assert.deepEqual(await notFound("middleware applyAfterValidation"), ["applyAfterValidation"]);
  assert.equal(await notFound("`fieldNestingDepth`", "symbol"), undefined);
  assert.equal(await notFound("middleware applyBeforeValidation", "symbol"), undefined);
  assert.deepEqual(await notFound("`fieldNestingLimit`", "symbol"), ["fieldNestingLimit"]);
});

/** An exported interface of properties, each its name, its declaration and its docs. */
function interfaceOf(
  name: string,
  properties: [string, string, Pick<ApiMember, "doc" | "tags">?][],
): ApiSymbol {
  return exportedSymbol(name, `interface ${name}`, {
    kind: "interface",
    members: properties.map(([member, signature, docs]) => ({
      name: member,
      kind: "property",
      signature,
      ...docs,
    })),
  });
}

Deno.test("a type is found by its members' defaults and the string values they allow, which its own text holds", async () => {
  const symbols = [
    exportedSymbol("Panel", "const Panel: Component<PanelProps>", { kind: "variable" }),
    interfaceOf("PanelProps", [
      ["mode", 'mode?: "shown" | "folded"', { tags: [{ tag: "default", text: '"shown"' }] }],
      ["children", "children: Node"],
    ]),
    // Decoys that write the same values more often, in fewer words.
    exportedSymbol("ListFoldMode", 'type ListFoldMode = "shown" | "folded"', { kind: "typeAlias" }),
    interfaceOf("ListProps", [["fold", "fold?: ListFoldMode", {
      doc: "How rows show.\n\n- `shown` shows every row.\n- `folded` shows none: folded rows " +
        "stay folded until shown.",
      tags: [{ tag: "default", text: '"folded"' }],
    }]]),
  ];
  await using c = await connectInMemory(catalogOf(blankPackage("ui", { symbols })));
  const [first] = await search(c, { query: "Panel props mode shown folded default" });
  // The component, with its own props type and their members.
  assert.equal(first?.id, "symbol/ui/Panel");
  assert.match(first!.text, /`mode\?: "shown" \| "folded"`: @default "shown"/);
});

Deno.test("search shows a type whole only when its passage holds less of the query: asked one member, the lines around it", async () => {
  // sanitize-html's `IOptions`: 28 members, 1,944 characters whole for `exclusiveFilter`.
  const options = interfaceOf(
    "SanitizeOptions",
    Array.from(
      { length: 24 },
      (_, i): [string, string] =>
        i === 12
          ? ["exclusiveFilter", 'exclusiveFilter?: (frame: Frame) => boolean | "excludeTag"']
          : [`option${i}`, `option${i}?: string[] | boolean | undefined`],
    ),
  );
  await using c = await connectInMemory(catalogOf(blankPackage("clean", { symbols: [options] })));
  const whole = await fetchText(c, { id: "symbol/clean/SanitizeOptions" });
  const [first] = await search(c, { query: "exclusiveFilter", packageSlug: "clean" });
  assert.equal(first?.id, "symbol/clean/SanitizeOptions");
  assert.match(first!.text, /`exclusiveFilter\?: \(frame: Frame\) => boolean \| "excludeTag"`/);
  assert.doesNotMatch(first!.text, /option0\b/);
  assert.ok(first!.text.length < whole.length / 2, `${first!.text.length} of ${whole.length}`);
});

Deno.test("search says the member a query writes after its type's one-word name, in the package searched", async () => {
  // highlight.js's `Mode`: "Mode `keywords` property type" showed `CompiledMode`'s `keywords`.
  const symbols = [
    interfaceOf("Mode", [
      ["keywords", "keywords?: string | string[] | Record<string, string | RegExp>"],
      ["begin", "begin?: RegExp | string"],
    ]),
    exportedSymbol("CompiledMode", "type CompiledMode = Mode & {\n  keywords: KeywordDict;\n}", {
      kind: "typeAlias",
    }),
  ];
  await using c = await connectInMemory(catalogOf(blankPackage("hl", { symbols })));
  const exported = async (query: string) =>
    JSON.parse(textOf(await c.call("search", { query, packageSlug: "hl", kind: "symbol" })))
      .exported;
  assert.equal(
    (await exported("Mode `keywords` property type"))?.["Mode.keywords"],
    "keywords?: string | string[] | Record<string, string | RegExp> (symbol/hl/Mode.keywords)",
  );
  assert.ok((await exported("Mode keywords"))?.["Mode.keywords"]);
  // A word the type has no member of says nothing.
  assert.equal((await exported("Mode usually begins"))?.["Mode.usually"], undefined);
});

Deno.test("searched among symbols, a member's name a type declares is not said not found; a name nothing has is", async () => {
  const symbols = [
    interfaceOf("RunResult", [
      ["fullStream", "readonly fullStream: Stream", {
        tags: [{ tag: "deprecated", text: "Use `stream` instead." }],
      }],
      ["stream", "readonly stream: Stream"],
    ]),
  ];
  await using c = await connectInMemory(catalogOf(blankPackage("kit", { symbols })));
  const answer = async (query: string) =>
    JSON.parse(textOf(await c.call("search", { query, packageSlug: "kit", kind: "symbol" })));
  assert.equal((await answer("RunResult fullStream deprecated")).notFound, undefined);
  assert.deepEqual((await answer("RunResult `partialStream`")).notFound, ["partialStream"]);
});

Deno.test("searched among symbols, a name the query writes in backticks comes first, whatever its words rank", async () => {
  const symbols = [
    exportedSymbol("catch", "const catch: (f: Handler) => Effect", {
      kind: "variable",
      doc: "Handles failures with a fallback.",
    }),
    exportedSymbol("catchEager", "const catchEager: (f: Handler) => Effect", {
      kind: "variable",
      doc: "Recover from all errors eagerly: catch errors and recover at once, errors first.",
    }),
  ];
  await using c = await connectInMemory(catalogOf(blankPackage("fx", { symbols })));
  const first = async (query: string, kind?: string) =>
    (await search(c, { query, packageSlug: "fx", ...(kind ? { kind } : {}) }))[0]?.id;
  assert.equal(await first("`catch` recover from all errors", "symbol"), "symbol/fx/catch");
  // Not written as code, the words rank.
  assert.equal(await first("catch recover from all errors", "symbol"), "symbol/fx/catchEager");
});

Deno.test("a default export is searched and fetched by the name its declaration gives itself, else by its entry's", async () => {
  // UI5's `types/ListItemType.js` and `Button.js`: each module's `default`, named by its
  // declaration, which users import it as.
  const symbols = [
    exportedSymbol("default", "enum ListItemType", {
      kind: "enum",
      subpath: "./types/ListItemType.js",
      doc: "Different list item types.",
      members: [{ name: "Inactive", kind: "property", signature: 'Inactive = "Inactive"' }],
    }),
    exportedSymbol("default", "export default class KitButton extends KitElement", {
      kind: "class",
      subpath: "./Button.js",
      doc: "A button.",
    }),
    // A compiler's name: the entry's (vue-router's `vite`); a declaration the package also
    // exports by its name: as it was.
    exportedSymbol("default", "const _default: (options?: Options) => Plugin", {
      kind: "variable",
      subpath: "./vite",
    }),
    exportedSymbol("Theme", "class Theme", { kind: "class", doc: "Colours." }),
    exportedSymbol("default", "class Theme", { kind: "class", subpath: "./Theme.js" }),
  ];
  await using c = await connectInMemory(catalogOf(blankPackage("kit", { symbols })));
  const first = async (query: string) =>
    (await search(c, { query, kind: "symbol", packageSlug: "kit", limit: 1 }))[0];
  const type = await first("ListItemType");
  assert.equal(type?.id, "symbol/kit/ListItemType");
  assert.equal(type?.title, "ListItemType (enum, default export, @mini/kit/types/ListItemType.js)");
  assert.equal((await first("KitButton"))?.id, "symbol/kit/KitButton");
  // Written `export default class KitButton`: found by that name too.
  const button = JSON.parse(textOf(await c.call("fetch", { id: "symbol/kit/KitButton" })));
  assert.match(button.text, /import KitButton from "@mini\/kit\/Button\.js"/);
  assert.equal((await first("Theme"))?.id, "symbol/kit/Theme");
  assert.equal(
    (await first("vite plugin"))?.title,
    "vite (variable, default export, @mini/kit/vite)",
  );
  const vite = await c.call("get-symbol", { packageSlug: "kit", name: "vite" });
  assert.match(textOf(vite), /import vite from "@mini\/kit\/vite";/);
  const fetched = JSON.parse(textOf(await c.call("fetch", { id: "symbol/kit/ListItemType" })));
  assert.match(fetched.text, /import ListItemType from "@mini\/kit\/types\/ListItemType\.js"/);
});

Deno.test("a variable without docs of its own is found by its own type's docs, and shown with them once", async () => {
  // swr's `const unload: Unloader`: what `unload` does, only `Unloader` says.
  const symbols = [
    exportedSymbol("Unloader", "type Unloader = (options?: UnloadOptions) => void", {
      kind: "typeAlias",
      doc: "Clears every entry in the cache and discards the requests in flight.",
    }),
    exportedSymbol("unload", "const unload: Unloader", { kind: "variable" }),
  ];
  await using c = await connectInMemory(catalogOf(blankPackage("swr", { symbols })));
  const [found] = await search(c, { query: "clear every cache entry, discard requests in flight" });
  assert.equal(found?.id, "symbol/swr/unload");
  assert.equal(found?.text.match(/Clears every entry/g)?.length, 1, found?.text);
  assert.match(found!.text, /type Unloader = /);
});

Deno.test("a symbol's passage does not say again a member its signature writes out with nothing more to say", async () => {
  // Mistral's `const RequestedServiceTier: { readonly Auto: "auto"; ... }`.
  const tier = exportedSymbol(
    "RequestedServiceTier",
    'const RequestedServiceTier: {\n    readonly Auto: "auto";\n    readonly StandardOnly: "standard_only";\n}',
    {
      kind: "variable",
      members: [
        { name: "Auto", kind: "property", signature: 'readonly Auto: "auto"' },
        {
          name: "StandardOnly",
          kind: "property",
          signature: 'readonly StandardOnly: "standard_only"',
          doc: "Standard capacity only.",
        },
      ],
    },
  );
  await using c = await connectInMemory(catalogOf(blankPackage("sdk", { symbols: [tier] })));
  const [found] = await search(c, { query: "requested service tier auto standard_only" });
  assert.equal(found?.text.match(/readonly Auto/g)?.length, 1, found?.text);
  // A member with docs keeps its line.
  assert.match(found!.text, /Standard capacity only\./);
});

Deno.test("fetch of a type for members a query names answers with those members, each with its docs and tags", async () => {
  const filler = Array.from(
    { length: 30 },
    (_, i): [string, string, Pick<ApiMember, "doc">] => [
      `option${i}`,
      `option${i}?: boolean`,
      { doc: `Turns option ${i} on, a sentence long enough to fill a line of the declaration.` },
    ],
  );
  const options = interfaceOf("StoreOptions", [
    ...filler,
    ["returnDocument", "returnDocument?: 'before' | 'after'", {
      doc: "Which copy of a document updates return.",
      tags: [{ tag: "default", text: "'before'" }],
    }],
  ]);
  await using c = await connectInMemory(catalogOf(blankPackage("store", { symbols: [options] })));
  const fetched = JSON.parse(
    textOf(
      await c.call("fetch", { id: "symbol/store/StoreOptions", query: "returnDocument default" }),
    ),
  ).text as string;
  assert.match(fetched, /returnDocument\?: 'before' \| 'after'/);
  assert.match(fetched, /Which copy of a document updates return\.\n+@default 'before'/);
  assert.doesNotMatch(fetched, /Turns option/);
  // A query that names no member reads the type's passage, as before.
  const passage = JSON.parse(
    textOf(await c.call("fetch", { id: "symbol/store/StoreOptions", query: "option 12 on" })),
  ).text as string;
  assert.match(passage, /option12/);
  // Of a short type, a member whose docs are longer than the sentence its line keeps.
  const each = ["undefined", "true", "false"].map((value) =>
    `- When ${value}, state updates are wrapped in a transition the way ${value} says.`
  );
  const long = (name: string) =>
    Array.from({ length: 12 }, (_, i) => `The ${name} prop's note ${i} says a little more.`)
      .join(" ");
  const props = interfaceOf("RouterProps", [
    ...["basename", "future", "window", "nonce"].map((name): [string, string, { doc: string }] => [
      name,
      `${name}?: string`,
      { doc: long(name) },
    ]),
    ["useTransitions", "useTransitions?: boolean", {
      doc: `Whether state updates are wrapped in a transition.\n\n${each.join("\n")}`,
    }],
  ]);
  await using r = await connectInMemory(catalogOf(blankPackage("router", { symbols: [props] })));
  const member = JSON.parse(
    textOf(await r.call("fetch", { id: "symbol/router/RouterProps", query: "useTransitions" })),
  ).text as string;
  assert.match(member, /When false, state updates are wrapped/);
  assert.doesNotMatch(member, /basename/);
});

Deno.test("fetch with a query the item has no word of says so, with a type's members", async () => {
  // Whether @types/sanitize-html's `IOptions` has `logger`: a passage of it was its import line.
  const options = interfaceOf("SanitizeOptions", [
    ["allowedTags", "allowedTags?: string[]", { doc: "The tags kept." }],
    ["nestingLimit", "nestingLimit?: number", { doc: "How deep tags may nest." }],
  ]);
  const guide = { id: "guide", title: "Guide", markdown: "# Guide\n\nTags are kept or dropped.\n" };
  await using c = await connectInMemory(
    catalogOf(blankPackage("clean", { symbols: [options], pages: [guide] })),
  );
  const fetched = async (args: Record<string, unknown>) =>
    JSON.parse(textOf(await c.call("fetch", args))).text as string;
  const missing = await fetched({ id: "symbol/clean/SanitizeOptions", query: "the logger" });
  assert.match(
    missing,
    /Nothing in SanitizeOptions matches "logger"\. Its members: allowedTags, nestingLimit\.$/,
  );
  assert.match(
    await fetched({ id: "docs/clean/guide", query: "logger" }),
    /Nothing in .* matches "logger"\.$/,
  );
  // A query one of whose words is there reads the passage alone.
  assert.doesNotMatch(
    await fetched({ id: "symbol/clean/SanitizeOptions", query: "logger nestingLimit" }),
    /Nothing in/,
  );
});

Deno.test("fetch without query, maxChars or full answers 8,000 characters at most; full answers it all", async () => {
  const config = Array.from(
    { length: 400 },
    (_, i) => `  option${i}: true, // what option ${i} does`,
  )
    .join("\n");
  const pages = [{
    id: "index",
    title: "Kit",
    markdown:
      `# Kit\n\n## Request config\n\n### Security notice\n\nLimits are off by default.\n\n` +
      `\`\`\`js\n{\n${config}\n}\n\`\`\`\n`,
  }];
  await using c = await connectInMemory(catalogOf(blankPackage("kit", { pages })));
  const text = async (args: Record<string, unknown>) => textOf(await c.call("fetch", args));
  const id = "docs/kit/index#security-notice";
  const capped = await text({ id });
  assert.ok(capped.length <= 8_000, `${capped.length}`);
  assert.match(capped, /Limits are off by default\./);
  assert.ok((await text({ id, full: true })).length > 16_000);
  assert.ok((await text({ id, maxChars: 12_000 })).length > 8_000);
});

Deno.test("a global type its package declares is fetched, named and searched by the name code writes", async () => {
  // @types/multer's `Express.Multer.File` and @types/passport's `Express.Request.logout`.
  const upload = blankPackage("upload", {
    typesFrom: "@types/mini__upload@1.0.3",
    symbols: [
      exportedSymbol("upload", "function upload(): void"),
      exportedSymbol("Express.Upload.File", "interface File", {
        kind: "interface",
        global: true,
        line: 2,
        doc: "A file the form sent.",
        members: [{
          name: "encoding",
          kind: "property",
          signature: "encoding: string",
          doc: "The part's transfer encoding.",
          tags: [{ tag: "deprecated", text: "since July 2015" }],
        }],
      }),
      exportedSymbol("Express.Request", "interface Request", {
        kind: "interface",
        global: true,
        line: 3,
        members: [{
          name: "logout",
          kind: "method",
          signature: "logout(done: (err: any) => void): void",
        }],
      }),
    ],
  });
  await using c = await connectInMemory(catalogOf(upload));
  const file = await fetchText(c, { id: "symbol/upload/Express.Upload.File" });
  assert.match(file, /Express\.Upload\.File is global: the types of "@mini\/upload" declare it/);
  // A member of it, by the id search gives it.
  const encoding = await c.call("fetch", { id: "symbol/upload/Express.Upload.File.encoding" });
  assert.match(textOf(encoding), /since July 2015/);
  const symbol = await c.call("get-symbol", { name: "Express.Upload.File.encoding" });
  assert.notEqual(symbol.isError, true, textOf(symbol));
  const listed = await c.call("list-symbols", { packageSlug: "upload" });
  assert.match(textOf(listed), /Express\.Request \[global\]/);
  // `req.logout` is the global `Request`'s.
  const answer = JSON.parse(textOf(await c.call("search", { query: "req.logout callback" })));
  assert.match(answer.exported?.["Express.Request.logout"] ?? "", /^logout\(done/);
  // The `@types` package a user names is the package it types.
  const typed = await search(c, { query: "transfer encoding", packageSlug: "@types/mini__upload" });
  assert.equal(typed[0]?.id, "symbol/upload/Express.Upload.File.encoding");
});

Deno.test("search shows the lines of a package.json page the query names, not the page whole", async () => {
  const entries = Array.from({ length: 18 }, (_, i) => `\`admin/entry-point-number-${i}\``)
    .join(", ");
  const markdown = "# package.json\n\nThe versions this package requires and supports:\n\n" +
    "- Node.js: `>=22` (`engines.node`)\n- Module type: CommonJS (the default)\n" +
    `- Entry points (\`exports\`): ${entries}\n`;
  const admin = thirdPartyEntry(blankPackage("admin", {
    version: "14.5.1",
    pages: [{ id: "package.json", title: "package.json", markdown }],
  }));
  await using c = await connectInMemory(catalogOf(admin));
  const [first] = await search(c, { query: "engines node version required", packageSlug: "admin" });
  assert.match(first?.text ?? "", /Node\.js: `>=22`/);
  assert.ok(!first!.text.includes("entry-point-number-17"), first!.text);
});

Deno.test("fetch with lines lists a table's row whole, less the spaces that pad its cells", async () => {
  // @octokit/webhooks' events table: the `issue_dependencies` row, cut at 200 characters, lost
  // its last action.
  const link = "[`deps`](https://docs.example.com/en/webhooks/webhook-events-and-payloads#deps)";
  const row = `| ${link}${" ".repeat(40)} | \`added\`<br>\`removed\`<br>\`blocking_removed\`` +
    `${" ".repeat(120)}|`;
  const readme = `## Events\n\n| Event | Actions |\n| --- | --- |\n${row}\n`;
  await using c = await connectInMemory(
    catalogOf(blankPackage("hooks", { docs: { index: readme } })),
  );
  assert.equal(
    await fetchText(c, { id: "docs/hooks/index", lines: "deps" }),
    '1 line contains "deps":\n\n## docs/hooks/index#events\n' +
      `| ${link} | \`added\`<br>\`removed\`<br>\`blocking_removed\` |`,
  );
});

Deno.test("fetch with lines lists an HTML table's row written over several lines as one line of cells", async () => {
  // flexsearch's index options: the option's name, values, meaning and default on eight lines;
  // the name's line alone did not say the default.
  const row = (name: string, values: string, meaning: string, fallback: string) =>
    `    <tr>\n        <td>${name}</td>\n        <td>\n            ${values}\n        </td>\n` +
    `        <td>\n            ${meaning}\n        </td>\n        <td>${fallback}</td>\n    </tr>\n` +
    "    <tr></tr>\n";
  const readme = "## Index Options\n\n<table>\n" +
    row(
      "tokenize",
      '"strict"<br>\n            "forward"',
      'How terms are <a href="#t">split</a>.',
      '"strict"',
    ) +
    row("resolution", "Number", "Sets the scoring resolution.", "9") + "</table>\n";
  await using c = await connectInMemory(
    catalogOf(blankPackage("finder", { docs: { index: readme } })),
  );
  assert.equal(
    await fetchText(c, { id: "docs/finder/index", lines: "tokenize" }),
    '1 line contains "tokenize":\n\n## docs/finder/index#index-options\n' +
      '| tokenize | "strict" "forward" | How terms are split. | "strict" |',
  );
  // The lines after a row are found as before.
  assert.match(
    await fetchText(c, { id: "docs/finder/index", lines: "resolution" }),
    /\| resolution \| Number \| Sets the scoring resolution\. \| 9 \|/,
  );
});

Deno.test("fetch with lines shows a long line around each of its matches, as grep -o would", async () => {
  // A minified bundle's one line: `var j=...;var R=t==="test";...` (consola's default level).
  const filler = (n: number) => "x=1;".repeat(n);
  const bundle = `${filler(60)}var R=t==="test";${filler(100)}var g=t==="debug";${filler(60)}`;
  const readme = "# Bundle\n\n" + bundle + "\n";
  await using c = await connectInMemory(
    catalogOf(blankPackage("min", { docs: { index: readme } })),
  );
  const text = await fetchText(c, { id: "docs/min/index", lines: "R=t|g=t" });
  const line = text.slice(text.lastIndexOf("\n") + 1);
  assert.match(line, /var R=t==="test"/);
  assert.match(line, /var g=t==="debug"/);
  // Two windows, not the whole line: the filler between them is left out.
  assert.ok(line.length < 300, `${line.length}`);
  assert.equal(line.split("…").length, 4, line);
  // One match: one window around it, as wide as a line is cut.
  const one = await fetchText(c, { id: "docs/min/index", lines: "g=t" });
  assert.match(one, /\n…x=1;.*var g=t==="debug";x=1;.*…$/);
});

Deno.test("fetch with lines lists the lines containing a text under their sections' ids, and says when none does", async () => {
  const readme = "Intro: set the store.\n\n## Store\n\n```js\nclass Store {\n" +
    "  set tableName(value) {\n    this._tableName = value ?? this.keyPrefix;\n  }\n}\n```\n\n" +
    "## Cache\n\n```js\nclass Cache {\n  constructor(opts) {\n    this.tableName = opts.tableName;\n" +
    "  }\n}\n```\n";
  await using c = await connectInMemory(catalogOf(blankPackage("kv", { docs: { index: readme } })));
  // Case is ignored unless the text has a capital; then too when its case finds nothing.
  const all = await fetchText(c, { id: "docs/kv/index", lines: "tablename" });
  assert.equal(
    all,
    '3 lines contain "tablename":\n\n## docs/kv/index#store\nset tableName(value) {\n' +
      "this._tableName = value ?? this.keyPrefix;\n\n## docs/kv/index#cache\n" +
      "this.tableName = opts.tableName;",
  );
  assert.equal(
    await fetchText(c, { id: "docs/kv/index", lines: "TABLENAME" }),
    all.replace('"tablename":', '"TABLENAME" (case ignored):'),
  );
  assert.equal(
    await fetchText(c, { id: "docs/kv/index", lines: "Store|cache" }),
    '2 lines contain "Store|cache":\n\n## docs/kv/index#store\nclass Store {\n\n' +
      "## docs/kv/index#cache\nclass Cache {",
  );
  assert.equal(
    await fetchText(c, { id: "docs/kv/index", lines: "STORE|CACHE" }),
    '3 lines contain "STORE|CACHE" (case ignored):\n\n## docs/kv/index\nIntro: set the store.\n\n' +
      "## docs/kv/index#store\nclass Store {\n\n## docs/kv/index#cache\nclass Cache {",
  );
  // Either of two texts; the heading's own line is its section's id, and the text before the
  // first heading is the page's.
  assert.equal(
    await fetchText(c, { id: "docs/kv/index", lines: "set the|class cache" }),
    '2 lines contain "set the|class cache":\n\n## docs/kv/index\nIntro: set the store.\n\n' +
      "## docs/kv/index#cache\nclass Cache {",
  );
  // Within one section; none found is said.
  assert.equal(
    await fetchText(c, { id: "docs/kv/index#cache", lines: "set tableName" }),
    'No line of docs/kv/index#cache contains "set tableName".',
  );
  // context: the lines around each, as grep -C, within its section.
  assert.equal(
    await fetchText(c, { id: "docs/kv/index", lines: "_tableName", context: 1 }),
    '1 line contains "_tableName":\n\n## docs/kv/index#store\nset tableName(value) {\n' +
      "this._tableName = value ?? this.keyPrefix;\n}",
  );
  assert.equal(
    await fetchText(c, { id: "docs/kv/index", lines: "Intro", context: 3 }),
    '1 line contains "Intro":\n\n## docs/kv/index\nIntro: set the store.',
  );
  // As grep takes them: 0 is none, more than the most is the most.
  assert.equal(
    await fetchText(c, { id: "docs/kv/index", lines: "_tableName", context: 0 }),
    await fetchText(c, { id: "docs/kv/index", lines: "_tableName" }),
  );
  assert.equal(
    await fetchText(c, { id: "docs/kv/index", lines: "_tableName", context: 25 }),
    await fetchText(c, { id: "docs/kv/index", lines: "_tableName", context: 10 }),
  );
  const alone = await c.call("fetch", { id: "docs/kv/index", context: 2 });
  assert.equal(alone.isError, true);
  assert.match(textOf(alone), /pass lines too/);
  const missing = await c.call("fetch", { id: "docs/kv/index#nowhere", lines: "x" });
  assert.equal(missing.isError, true);
  assert.match(textOf(missing), /Closest: docs\/kv\/index, docs\/kv\/index#store/);
  // maxChars keeps the lines that fit.
  const many = Array.from({ length: 30 }, (_, i) => `this.tableName${i} = opts.tableName;`);
  await using big = await connectInMemory(
    catalogOf(blankPackage("big", { docs: { index: `## Setup\n\n${many.join("\n")}\n` } })),
  );
  const short = await fetchText(big, { id: "docs/big/index", lines: "tablename", maxChars: 600 });
  assert.match(
    short,
    /^30 lines contain "tablename":\n\n## docs\/big\/index#setup\nthis\.tableName0 /,
  );
  assert.ok(!short.includes("tableName29"), short);
  // The lines around those listed count: at most 80 lines are shown.
  const spaced = Array.from(
    { length: 40 },
    (_, i) => `match${i} here\nfiller a${i}\nfiller b${i}\nfiller c${i}\nfiller d${i}`,
  );
  await using wide = await connectInMemory(
    catalogOf(blankPackage("wide", { docs: { index: `## Setup\n\n${spaced.join("\n")}\n` } })),
  );
  const around = await fetchText(wide, { id: "docs/wide/index", lines: "match", context: 2 });
  assert.match(
    around,
    /^40 lines contain "match" \(the first 16\):\n\n## docs\/wide\/index#setup\n/,
  );
  assert.match(around, /\nmatch15 here\nfiller a15\nfiller b15$/);
});

Deno.test("fetch's lines also reads the text as a regular expression, as grep -E would, but never one every line matches", async () => {
  const readme = "## Store\n\n```js\nclass Store {\n  set tableName(value) {\n" +
    "    this._tableName = value;\n  }\n}\n```\n";
  await using c = await connectInMemory(catalogOf(blankPackage("kv", { docs: { index: readme } })));
  // `set tableName\(` is no text of the page; as an expression it is the setter's line.
  assert.equal(
    await fetchText(c, { id: "docs/kv/index", lines: "set tableName\\(" }),
    '1 line contains "set tableName\\(":\n\n## docs/kv/index#store\nset tableName(value) {',
  );
  // An expression an empty line matches, or one that repeats a group, is the text alone.
  assert.equal(
    await fetchText(c, { id: "docs/kv/index", lines: "zzz|" }),
    'No line of docs/kv/index contains "zzz|".',
  );
  assert.match(
    await fetchText(c, { id: "docs/kv/index", lines: "(a+)+" }),
    /^No line of docs\/kv\/index contains/,
  );
  // A text longer than a query is no expression compiled: it is refused.
  const long = await c.call("fetch", { id: "docs/kv/index", lines: "a".repeat(501) });
  assert.equal(long.isError, true);
});
