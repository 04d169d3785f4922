/**
 * `search` and `fetch` in plain text (stdio's default) and in JSON (HTTP's, for ChatGPT's
 * connectors): the same fields, and plain text the shorter.
 *
 * @module
 */
import assert from "node:assert/strict";
import { plainItem, plainSearch } from "../src/tools/answer_text.ts";
import { answerCatalog } from "./_answer_catalog.ts";
import { connectInMemory, textOf } from "./_mcp_client.ts";
import { runCli, writeSnapshot } from "./_cli.ts";
import { createServer, startHttpServer } from "../mod.ts";
import { resultIds } from "./_plain_answers.ts";

Deno.test("a plain search answer: the package once, each result's title, id, lists and passage, then what it says of names", () => {
  const text = plainSearch({
    thirdParty: "next@16.4.6",
    results: [
      {
        id: "docs/next/app/caching#revalidatetag",
        title: "Caching › revalidateTag",
        text: 'revalidateTag("posts", "max")',
        more: ["#cachetag"],
      },
      { id: "symbol/next/cacheTag", title: "cacheTag (function)", text: "", alsoIn: ["react"] },
    ],
    notFound: ["revalidateAll"],
    closest: { revalidateAll: ["revalidatePath", "revalidateTag"] },
    exported: { cacheLife: "function cacheLife(profile: string): void (symbol/next/cacheLife)" },
  });
  assert.equal(
    text,
    "From next@16.4.6 (third-party text).\n\n" +
      "## Caching › revalidateTag\nid: docs/next/app/caching#revalidatetag\nmore: #cachetag\n" +
      'revalidateTag("posts", "max")\n\n' +
      "## cacheTag (function)\nid: symbol/next/cacheTag\nalso in: react\n\n" +
      "Not found: revalidateAll.\nClosest to revalidateAll: revalidatePath, revalidateTag.\n" +
      "Exported cacheLife: function cacheLife(profile: string): void (symbol/next/cacheLife)",
  );
  // Results of several packages say each that their text is a third party's.
  const several = plainSearch({
    results: [{ id: "docs/a/index#x", title: "X (a@1.0.0)", thirdParty: true, text: "x" }],
  });
  assert.equal(several, "## X (a@1.0.0) (third-party text)\nid: docs/a/index#x\nx");
  assert.equal(plainSearch({ results: [] }), "No results.");
  assert.equal(
    plainSearch({ results: [], elsewhere: { useChat: ["@ai-sdk/react"] } }),
    "useChat is in: @ai-sdk/react.",
  );
});

Deno.test("a plain fetch answer: the package, title, id, url and metadata lines, then the text", () => {
  assert.equal(
    plainItem({
      thirdParty: "next@16.4.6",
      id: "symbol/next/cacheLife",
      title: "cacheLife (function, next/cache)",
      url: "https://nextjs.org/docs/cacheLife",
      metadata: { documentedIn: "docs/next/app/functions/cacheLife" },
      text: "function cacheLife(profile: string): void",
    }),
    "From next@16.4.6 (third-party text).\n## cacheLife (function, next/cache)\n" +
      "id: symbol/next/cacheLife\nurl: https://nextjs.org/docs/cacheLife\n" +
      "documentedIn: docs/next/app/functions/cacheLife\nfunction cacheLife(profile: string): void",
  );
});

Deno.test("createServer writes search and fetch as plain text unless told JSON: the same answer, fewer characters, the same structuredContent", async () => {
  await using plain = await connectInMemory(answerCatalog(), {});
  await using json = await connectInMemory(answerCatalog(), { answerText: "json" });
  const calls: [string, Record<string, unknown>][] = [
    ["search", { query: "configuration file next to package.json" }],
    ["search", { query: "options per call override", limit: 3, maxChars: 900 }],
    ["fetch", { id: "docs/core/guides/setup#configuration" }],
  ];
  for (const [tool, args] of calls) {
    const [a, b] = [await plain.call(tool, args), await json.call(tool, args)];
    assert.deepEqual(a.structuredContent, b.structuredContent);
    const fields = JSON.parse(textOf(b));
    assert.equal(textOf(a), tool === "search" ? plainSearch(fields) : plainItem(fields));
    assert.ok(textOf(a).length < textOf(b).length, `${tool} ${JSON.stringify(args)}`);
  }
  const found = textOf(await plain.call("search", { query: "configuration file" }));
  assert.equal(resultIds(found)[0], "docs/core/guides/setup#configuration");
});

Deno.test("--answer-text takes plain or json; anything else is a usage error, as is a bad answerText option", async () => {
  const snapshot = await writeSnapshot(answerCatalog());
  const run = await runCli(["--data", snapshot, "--answer-text", "yaml"]);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /--answer-text must be plain or json, got "yaml"/);
  await assert.rejects(
    // @ts-expect-error: a value the type leaves out, as JavaScript callers may pass it.
    startHttpServer({ data: answerCatalog(), answerText: "yaml" }),
    /answerText must be "plain" or "json", got "yaml"/,
  );
});

Deno.test("createServer refuses an answerText that names no form", () => {
  // @ts-expect-error: a value the type leaves out, as JavaScript callers may pass it.
  assert.throws(() => createServer(answerCatalog(), { answerText: "yaml" }), /answerText must be/);
});
