import assert from "node:assert/strict";
import { matchQuery } from "../src/search/match_query.ts";
import { bindingPackages, NamedPackages, PackageWords } from "../src/search/package_words.ts";
import type { SearchUnit } from "../src/search/search_unit.ts";
import { FulltextIndex } from "../src/search/fulltext_index.ts";
import { camelParts, termsOfWord, wordsOf } from "../src/search/terms.ts";

Deno.test("wordsOf keeps identifiers whole and drops the dots and dashes that end a sentence", () => {
  assert.deepEqual(wordsOf("Use queryClient.cancelQueries(), query-core, snake_case and $el."), [
    "Use",
    "queryClient.cancelQueries",
    "query-core",
    "snake_case",
    "and",
    "$el",
  ]);
});

Deno.test("camelParts splits camelCase and acronyms; other words have none", () => {
  assert.deepEqual(camelParts("parseURL HTMLElement useQuery2 plain kebab-case"), [
    "parse",
    "URL",
    "HTML",
    "Element",
    "use",
    "Query",
    "2",
  ]);
});

Deno.test("termsOfWord stems the whole word and each part; common words have none", () => {
  assert.deepEqual(termsOfWord("Cancelling"), ["cancel"]);
  assert.deepEqual(termsOfWord("invalidateQueries"), ["invalidatequeri", "invalid", "queri"]);
  assert.deepEqual(termsOfWord("query-core"), ["querycor", "queri", "core"]);
  assert.deepEqual(termsOfWord("auto-submit"), termsOfWord("autosubmit").concat("auto", "submit"));
  assert.deepEqual(termsOfWord("When"), []);
});

Deno.test("matchQuery: each word an alternative, identifiers as phrases and parts, a dotted name's member, filler left out", () => {
  assert.equal(
    matchQuery("How do I cancel queryClient.cancelQueries on unmount?"),
    '"cancel" OR "queryclient cancelqueries" OR "cancelqueries" OR "query" OR "client" OR ' +
      '"queries" OR "unmount"',
  );
  // A dotted name's member on its own (`cors` comes from `hono/cors`), not a file's extension.
  assert.equal(matchQuery("Hono.cors"), '"hono cors" OR "cors"');
  assert.equal(matchQuery("Node.js"), '"node js"');
  assert.equal(matchQuery('say "hi" OR NEAR(x)'), '"say" OR "hi" OR "near" OR "x"');
  assert.equal(matchQuery("how to"), '"how" OR "to"');
  assert.equal(matchQuery("?!"), undefined);
  assert.equal(
    matchQuery("type-safe re-render"),
    '"type safe" OR "typesafe" OR "re render" OR "rerender"',
  );
});

Deno.test("matchQuery asks for the phrases the caller chooses, all when it chooses none", () => {
  const choose = (phrases: string[]) => phrases.filter((p) => p !== "query" && p !== "data");
  assert.equal(matchQuery("cancel query data", choose), '"cancel"');
  assert.equal(matchQuery("query-core", choose), '"query core" OR "querycore"');
  assert.equal(matchQuery("query data", choose), '"query" OR "data"');
});

Deno.test("PackageWords: a query word that names few framework bindings prefers them", () => {
  const unit = (slug: string, page: string): SearchUnit => ({
    id: `docs/${slug}/${page}`,
    kind: "docs",
    slug,
    title: page,
    name: page,
    context: slug,
    text: () => page,
    blocks: () => [],
  });
  const bindings = ["react-query", "vue-query", "solid-query", "svelte-query", "angular-query"];
  const units = [
    ...bindings.flatMap((slug) => [unit(slug, "guides/caching"), unit(slug, "guides/ssr")]),
    unit("query-core", "reference/QueryClient"),
    unit("query-core", "reference/QueryCache"),
    unit("async", "index"),
  ];
  // The same page in several packages (same id but for the package, same length) is a copy.
  assert.deepEqual(bindingPackages(units, units.map((u) => u.text().length)), bindings);
  const words = new PackageWords(bindings);
  assert.deepEqual([...words.preferred("React Query caching")], [["react-query", 0.5]]);
  assert.ok(words.isName("react") && !words.isName("query") && !words.isName("async"));
});

/** A docs unit `docs/pkg/page-<i>` of package `pkg` with this text. */
function doc(i: number, text: string): SearchUnit {
  return {
    id: `docs/pkg/page-${i}`,
    kind: "docs",
    slug: "pkg",
    title: `Page ${i}`,
    name: `Page ${i}`,
    context: "Guide",
    text: () => text,
    blocks: () => [],
  };
}

Deno.test("FulltextIndex asks for the rarest words; a word too common to read still ranks", async () => {
  // "widget" is in 7,000 of 15,000 units: under half, but more than a query may read.
  const units = Array.from(
    { length: 15_000 },
    (_, i) => doc(i, i < 7_000 ? "widget widget widget" : "plain words"),
  );
  units.push(doc(15_000, "zebra alone"), doc(15_001, "zebra and a widget"));
  const index = await FulltextIndex.build(units);
  const hits = await index.search({ query: "zebra widget", limit: 50 });
  assert.deepEqual(hits.map((hit) => hit.unit.id), ["docs/pkg/page-15001", "docs/pkg/page-15000"]);
});

Deno.test("FulltextIndex ranks a unit writing a name above units writing only its parts", async () => {
  // As many of the name's parts, and more of them: BM25 alone puts these first.
  const parts = (i: number) => doc(i, "createUIMessageStreamResponse sends a stream response.");
  const units = [
    parts(0),
    parts(1),
    parts(2),
    doc(3, "`toUIMessageStreamResponse()` is deprecated."),
  ];
  // Filler, so that the words above are not common.
  for (let i = 4; i < 200; i++) units.push(doc(i, `Unrelated page number ${i} about caching.`));
  const index = await FulltextIndex.build(units);
  const [first] = await index.search({ query: "toUIMessageStreamResponse", limit: 4 });
  assert.equal(first?.unit.id, "docs/pkg/page-3");
});

Deno.test("NamedPackages: a package named as a proper noun, not a word opening the query nor a family's name", () => {
  const units = ["express", "effect", "next", "zod", "lit", "lit-labs-router", "react-dom", "react"]
    .map(
      (slug, i) => ({ ...doc(i, "text"), slug }),
    );
  const named = new NamedPackages(units);
  const slugs = (query: string) => [...named.preferred(query).keys()];
  assert.deepEqual(slugs("Which Node.js version does our Express need?"), ["express"]);
  assert.deepEqual(slugs("Define a service with the Effect version we have"), ["effect"]);
  assert.deepEqual(slugs("Is middleware.ts still used in Next.js?"), ["next"]);
  assert.deepEqual(slugs("Is z.string().email() still the way in our zod?"), ["zod"]);
  // Lower case, or opening the query, it may be an everyday word.
  assert.deepEqual(slugs("the next step has an effect"), []);
  assert.deepEqual(slugs("Express routes"), []);
  // `lit` and `react` are parts of other packages' names: the answer may be any of theirs.
  assert.deepEqual(slugs("How do I route the views of a Lit app in React?"), []);
});
