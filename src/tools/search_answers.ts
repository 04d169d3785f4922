/**
 * What the `search` and `fetch` tools answer. The one module their run paths import, on first
 * use, so that the index (and SQLite) stay out of startup.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Catalog } from "../catalog/catalog.ts";
import type { BundledPackage } from "../snapshot/model.ts";
import { textResult } from "./tool_result.ts";
import { plainItem, plainSearch, writtenAs } from "./answer_text.ts";
import type { AnswerText } from "../catalog/answer_texts.ts";
import { fetchItem, namedMemberIds } from "./fetch_answer.ts";
import type { FetchedItem } from "./fetched_item.ts";
import { unmatchedQuery } from "./unmatched_query.ts";
import { matchingLines } from "./matching_lines.ts";
import { shownItem } from "./shown_item.ts";
import { type FulltextIndex, fulltextIndexOf } from "../search/fulltext_index.ts";
import { checkQueryWords } from "../search_packages/query.ts";
import { queryPhrases } from "../search/match_query.ts";
import { quote } from "../catalog/quote.ts";
import { shortenedInMiddle } from "../catalog/shortened.ts";
import { searchAnswer, type SearchRequest } from "../search/search_answer.ts";
import { shownResults } from "../search/shown_results.ts";
import { passageOf, wholePassage } from "../search/passage.ts";
import { evenWeights, type PassageSource, passageSource } from "../search/passage_source.ts";
import { plainBlocks } from "../search/plain_blocks.ts";
import { withoutNamed } from "../search/named_words.ts";
import {
  namedApis,
  type NamedDraft,
  namedDraft,
  namedSize,
  onlyMissingNames,
} from "../search/named_apis.ts";
import { readMembers } from "../search/query_members.ts";
import { readTitles } from "../search/documented_in.ts";
import { codeNames } from "../search/query_names.ts";
import { codeSettings } from "./code_settings.ts";
import { writtenName } from "../catalog/written_name.ts";

/**
 * search: the best sections, symbols and custom elements for a question, each with the passage
 * that best answers it, the whole answer within `maxChars` (counted as JSON; its plain text is
 * shorter: answer_text.ts). The JSON text item holds
 * `{"results":[{"id","title","url","text"}]}` (the ChatGPT connector's shape, without a `url`
 * that is only the id's `catalog://` URI: unit_url.ts; `thirdParty` names the installed package
 * once when it gives every result: shown_results.ts; a result that
 * stands for copies or neighbours adds `alsoIn` and `more`; of the names the query writes as
 * code, `notFound` and `closest` say which nothing has and `exported` which a package exports
 * (named_apis.ts); `note` says when nothing in `packageSlug`'s package matched and the results
 * are the other packages'); `structuredContent` adds each result's kind, package slug and
 * score.
 *
 * @throws {RangeError} For a blank query.
 */
export async function search(
  catalog: Catalog,
  form: AnswerText,
  request: SearchRequest,
): Promise<CallToolResult> {
  checkQuery(request.query);
  const index = await fulltextIndexOf(catalog);
  readMembers(catalog);
  readTitles(catalog);
  const drafted = await namedDraft(catalog, index, request);
  // A name the query writes in another case than the export it means (`escapeHtml` for
  // escape-html's `escapeHTML`) is searched as the export's, and said so.
  const cased = casedNames(drafted.said);
  if (cased.size === 0) return await searchWith(catalog, form, request, drafted, []);
  const query = [...cased].reduce(
    (text, [written, exported]) => text.replace(writtenName(written), exported),
    request.query,
  );
  const corrected = { ...request, query };
  const said = [...cased].map(([written, exported]) => `${written} is ${exported} here`);
  return await searchWith(catalog, form, corrected, await namedDraft(catalog, index, corrected), [
    `Names are case-sensitive: ${said.join(", ")}.`,
  ]);
}

/**
 * The names a query writes that nothing has, each with the one export closest to it that is the
 * same but for case.
 */
function casedNames(said: NamedDraft["said"]): Map<string, string> {
  const cased = new Map<string, string>();
  for (const name of said.notFound ?? []) {
    const same = (said.closest?.[name] ?? []).filter((near) =>
      near.toLowerCase() === name.toLowerCase()
    );
    if (same.length === 1) cased.set(name, same[0]!);
  }
  return cased;
}

/** Throws for a query with no word to search. */
function checkQuery(query: string): void {
  // A whole question is welcome, however many words (the schema bounds its length): the words
  // asked of the index are bounded by what they cost (fulltext_index.ts), not by their number.
  checkQueryWords(query, "search", QUERY_EXAMPLE, Infinity);
  if (queryPhrases(query).length === 0) {
    throw new RangeError(
      `search found no word in ${quote(query)}: write words or a name, for example ` +
        `${QUERY_EXAMPLE}.`,
    );
  }
}

/** The search answer of a request, what its query's names are already drafted, and notes. */
async function searchWith(
  catalog: Catalog,
  form: AnswerText,
  request: SearchRequest,
  drafted: NamedDraft,
  notes: string[],
): Promise<CallToolResult> {
  const { query, packageSlug } = request;
  const pkg = packageSlug === undefined ? undefined : catalog.getPackage(packageSlug);
  const index = await fulltextIndexOf(catalog);
  // What the query's API names are (not found, or exported: a declaration's line each) is said
  // within a caller's maxChars, the results getting the rest; the default budget (no maxChars:
  // wholeChars is set) is the results', and what is said of names comes on top of it.
  // While packages are still being indexed, a name found nowhere yet may be theirs: no absence
  // is claimed of the catalog (it is of the package searched, which was waited for).
  // Nor of a package whose exports are not known (no declarations installed).
  const found = (packageSlug === undefined && catalog.pending.size > 0) ||
      pkg?.untyped !== undefined
    ? { ...drafted, said: {} }
    : drafted;
  // A budget too small for the declarations as well keeps its room for the results; at the
  // default budget, a member the query names (its deprecation, `z.string().email()`) is said
  // whatever it costs.
  const draft = namedSize(found) <= request.maxChars * NAMED_SHARE ? found : {
    ...found,
    exports: request.wholeChars === undefined ? [] : found.exports.filter(({ member }) => member),
  };
  const reserved = request.wholeChars === undefined ? namedSize(draft) : 0;
  const room = (chars: number) => chars - reserved;
  const asked = {
    ...request,
    // The search for another kind's better result asks FTS5 the same words: answered once.
    memo: new Map(),
    maxChars: room(request.maxChars),
    wholeChars: request.wholeChars === undefined ? undefined : room(request.wholeChars),
  };
  // Asked only of names nothing here has, the answer is what it says of them (not found, the
  // closest names, where else they are), without results that only share their words.
  const missingOnly = onlyMissingNames(query, draft);
  let results = missingOnly ? [] : await searchAnswer(catalog, index, asked);
  // Nothing in the package asked about: the other packages' results (its docs may live in
  // another: a binding's in its core's), or, of a kind asked for, the package's results of other
  // kinds where they match better (lodash's docs are its README, its API its symbols); said so,
  // in this one call.
  if (results.length === 0 && pkg !== undefined && !missingOnly) {
    const [others, own] = await Promise.all([
      searchAnswer(catalog, index, { ...asked, packageSlug: undefined }),
      asked.kind === undefined ? [] : searchAnswer(catalog, index, { ...asked, kind: undefined }),
    ]);
    if (own.length > 0 && own[0]!.score > (others[0]?.score ?? 0)) {
      results = own;
      notes.push(`No ${asked.kind} result in ${pkg.name} matches: these are its other results.`);
    } else if (others.length > 0) {
      results = others;
      notes.push(`Nothing in ${pkg.name} matches: these results are from other packages.`);
    }
  }
  // A kind asked for, where another kind's result matches better (a property's docs that say
  // what the kind's sections do not): named in a line, its id to fetch.
  if (asked.kind !== undefined && results.length > 0 && !missingOnly) {
    const better = await betterOfOtherKind(catalog, index, asked, results[0]!.score);
    if (better !== undefined) notes.push(better);
  }
  const names = namedApis(draft, results);
  const unknown = untypedNote(catalog, pkg, query, names.notFound !== undefined);
  if (unknown !== undefined) notes.push(unknown);
  const note = notes.length === 0 ? {} : { note: notes.join(" ") };
  const set = pkg === undefined ? {} : setInCode(query, pkg, draft, results);
  const shown = { ...shownResults(catalog, results), ...note, ...names, ...set };
  return textResult(writtenAs(form, shown, plainSearch), { results, ...note, ...names, ...set });
}

/**
 * Where the installed scripts of the package searched set the names the query writes as code
 * that it exports no declaration of (a member's are its type's): a constant, a default
 * (code_settings.ts); and the words it writes that the declaration of an export it names does
 * (`createNodeMiddleware timeout default`: `{ path, log, timeout }`, set to `9e3` in the code).
 */
function setInCode(
  query: string,
  pkg: BundledPackage,
  draft: { exports: readonly { name: string; slug: string; line: string; member?: true }[] },
  results: readonly { text: string }[],
): { setInCode?: Record<string, string[]> } {
  const declarations = draft.exports.filter((found) => found.slug === pkg.slug && !found.member);
  const declared = new Set(declarations.map((found) => found.name));
  const written = [...query.matchAll(WORD)].map(([word]) => word)
    .filter((word) =>
      !TYPESCRIPT_WORDS.has(word) && declarations.some(({ line }) => writtenName(word).test(line))
    );
  const names = [...new Set([...codeNames(query), ...written])]
    .filter((name) => !declared.has(name));
  const lines = codeSettings(pkg, names, results.map((result) => result.text).join("\n"));
  return lines.length === 0 ? {} : { setInCode: { [pkg.name]: lines } };
}

/** A word as a parameter or property is named: lower case first, three letters or more. */
const WORD = /(?<![\w$.])[a-z][A-Za-z0-9_$]{2,}(?![\w$(])/g;

/**
 * TypeScript's own words, which a declaration writes and which name nothing its code sets: a
 * query "Options files type" meets `type Options = ...`, and every `"type": ...` of the code.
 */
const TYPESCRIPT_WORDS: ReadonlySet<string> = new Set(
  ("abstract any asserts async bigint boolean class const declare default enum export extends " +
    "function implements import infer interface keyof let module namespace never null number " +
    "object readonly string symbol type typeof undefined unique unknown var void").split(" "),
);

/**
 * The note naming the best result of the search without its kind, when that is of another kind
 * and scores above the first result of the kind asked for. The trials' assistants filtered by
 * kind in one search in seven (58 of 422), and then missed what only another kind said: a
 * workflow's `suspensionMode` default, in the property's docs, through nine searches of `docs`.
 */
async function betterOfOtherKind(
  catalog: Catalog,
  index: FulltextIndex,
  asked: SearchRequest,
  first: number,
): Promise<string | undefined> {
  const [best] = await searchAnswer(catalog, index, {
    ...asked,
    kind: undefined,
    limit: 1,
    maxChars: PROBE_CHARS,
    wholeChars: undefined,
  });
  if (best === undefined || best.kind === asked.kind || best.score <= first) return undefined;
  // Its id names it: a symbol, an element, a page and its heading.
  return `A ${best.kind === "docs" ? "section" : best.kind} matches better: ${best.id}.`;
}

/** The room of the search for another kind's best result: only its title and id are said. */
const PROBE_CHARS = 300;

/**
 * What a search says of packages whose exports are not known (no declarations installed): of the
 * package searched, when the query writes a name as code (none is said not found there); of the
 * catalog's, when a name is said not found (it may be theirs). A question in words is answered
 * by docs, and the note is left out (190 characters in each of a trial's searches of an ESLint
 * plugin's rules).
 */
function untypedNote(
  catalog: Catalog,
  pkg: BundledPackage | undefined,
  query: string,
  notFound: boolean,
): string | undefined {
  if (pkg?.untyped !== undefined) {
    return codeNames(query).length === 0
      ? undefined
      : `${pkg.name}'s exports are not known here: it ${pkg.untyped}.`;
  }
  if (pkg !== undefined || !notFound) return undefined;
  const untyped = catalog.packages.filter((other) => other.untyped !== undefined);
  if (untyped.length === 0) return undefined;
  return `The exports of ${untyped.map((other) => other.name).join(", ")} are not known here ` +
    "(no declarations installed): a name not found may be theirs.";
}

/** Queries an error about one shows. */
const QUERY_EXAMPLE = '"close a dialog on Escape" or "formatDate"';

/** The most of a search answer's budget that what it says of the query's names may take. */
const NAMED_SHARE = 1 / 3;

/**
 * fetch: one item by the id `search` gave, as `{"id","title","text","url","metadata"}` (the
 * JSON text item, or the same fields as plain text: answer_text.ts; without a `url` that is only the id's `catalog://` URI); a page's or section's own
 * text as its passages read (Markdown with `full`). With
 * `query`, only the passage of the whole item (sub-sections included) that best answers it;
 * with `lines`, only its lines that contain a text, under their sections' ids (matching_lines.ts),
 * and `context` lines around each;
 * with `maxChars`, the whole answer (its JSON) in at most that many characters, the text cut
 * between sentences or lines (it keeps at least {@link MIN_TEXT} characters).
 *
 * @throws {NotFoundError} For an unknown or malformed id.
 */
export function fetch(
  catalog: Catalog,
  form: AnswerText,
  { id, full, query, maxChars, lines, context }: {
    id: string;
    full?: boolean | undefined;
    query?: string | undefined;
    maxChars?: number | undefined;
    lines?: string | undefined;
    context?: number | undefined;
  },
): CallToolResult {
  if (context !== undefined && lines === undefined) {
    throw new Error(
      `context shows the lines around those lines finds: pass lines too, e.g. ` +
        `{ "id": ${JSON.stringify(id)}, "lines": "<text>", "context": ${context} }.`,
    );
  }
  // maxChars says how much the answer may take: a page or section whose sub-sections fit in it
  // is given with them, as `full` gives it (string-similarity's code page of four functions was
  // fetched again with `full` for them).
  const all = !full && query === undefined && lines === undefined && maxChars !== undefined &&
      id.startsWith("docs/")
    ? fetchItem(catalog, id, true)
    : undefined;
  const whole = all !== undefined && fitsIn(catalog, all, maxChars!);
  full ||= whole;
  const fetched = whole ? all : fetchItem(
    catalog,
    id,
    (full ?? false) || query !== undefined || lines !== undefined,
    query,
  );
  if (lines !== undefined) {
    const found = matchingLines(catalog, fetched, lines, context).split("\n");
    // maxChars drops the last lines that do not fit.
    const fits = (text: string) =>
      maxChars === undefined ||
      JSON.stringify(shownItem(catalog, { ...fetched, text })).length <= maxChars;
    while (found.length > 1 && !fits(found.join("\n"))) found.pop();
    const item = { ...fetched, text: found.join("\n") };
    return textResult(writtenAs(form, shownItem(catalog, item), plainItem), item);
  }
  // A type fetched for members the query names answers with those members' own items.
  const members = query === undefined ? [] : namedMemberIds(catalog, fetched.id, query);
  const item = members.length === 0 ? fetched : {
    ...fetched,
    text: distinctParagraphs(members.map((member) => fetchItem(catalog, member).text)),
  };
  // The text answer leaves out what repeats the id or its package's label; the structured one
  // keeps it all.
  const shown = (text: string) => shownItem(catalog, { ...item, text });
  const answer = (text: string) =>
    textResult(writtenAs(form, shown(text), plainItem), { ...item, text });
  const size = (text: string) => JSON.stringify(shown(text)).length;
  // The text cut into passage pieces, only where a docs item's plain form or a passage needs it.
  let pieces: PassageSource | undefined;
  const source = () => pieces ??= passageSource(plainBlocks(item.text));
  // The members a query names are its answer whole, when they fit.
  if (members.length > 0 && size(item.text) <= (maxChars ?? MEMBERS_CHARS)) {
    return answer(item.text);
  }
  if (query === undefined) {
    // A page's or section's own text reads as its passages do: an MDX table as a list, a link as
    // its words (a dependency's links are paths of its website). Asked for all its sub-sections,
    // or where that would not be whole, its Markdown, headings and all.
    const section = id.startsWith("docs/");
    const plain = section && !full && wholePassage(source(), size(item.text));
    const text = plain ? withoutTitleLine(plain, shown("").title) : item.text;
    // A section is whole unless `full` asks for it all: one of a README that runs into a
    // 20,000-character code block (axios' request config under its security notice) is cut.
    // A symbol's or element's Markdown is whole: fetch is where all its overloads are read.
    const most = maxChars ?? (full || !section ? undefined : WHOLE_CHARS);
    if (most === undefined || size(text) <= most) return answer(text);
  }
  // What the item's title names (an element's tag, a symbol's name), its passage need not show.
  const weights = withoutNamed(evenWeights(query ?? ""), namedBy(id));
  const room = Math.max(
    MIN_TEXT,
    (maxChars ?? (query === undefined ? WHOLE_CHARS : FOCUSED_CHARS)) - size(""),
  );
  // A symbol's or element's line too long for half the room (iconv-lite's `Encoding`, a union of
  // 5,000 characters on one line) keeps its start and end, where it would be left out whole.
  const cut = id.startsWith("docs/") ? undefined : linesCutInMiddle(item.text, room / 2);
  const from = cut === undefined || cut === item.text ? source() : passageSource(plainBlocks(cut));
  // A query asks for the passage that answers, not for as much as maxChars allows.
  const passage = passageOf(from, weights, room, 0, query !== undefined);
  const unmatched = query === undefined ? undefined : unmatchedQuery(catalog, id, item.text, query);
  return answer(unmatched === undefined ? passage : `${passage}\n\n${unmatched}`);
}

/** Whether an item's answer (a page or section with all its sub-sections) fits in `maxChars`. */
function fitsIn(catalog: Catalog, item: FetchedItem, maxChars: number): boolean {
  // Its answer is longer than its text: a cheap bound first.
  return item.text.length < maxChars &&
    JSON.stringify(shownItem(catalog, item)).length <= maxChars;
}

/** A text whose lines longer than `max` characters are cut in their middle. */
function linesCutInMiddle(text: string, max: number): string {
  return text.split("\n").map((line) => shortenedInMiddle(line, Math.floor(max))).join("\n");
}

/**
 * Texts joined, each paragraph once: the members of one type repeat its import line and where
 * it is declared.
 */
function distinctParagraphs(texts: readonly string[]): string {
  return [...new Set(texts.flatMap((text) => text.split("\n\n")))].join("\n\n");
}

/** A text without its first line when that is its heading, which the title ends with. */
function withoutTitleLine(text: string, title: string): string {
  const end = text.indexOf("\n");
  if (end < 0) return text;
  const heading = text.slice(0, end).replaceAll("`", "");
  return title === heading || title.endsWith(` › ${heading}`) ? text.slice(end + 1) : text;
}

/** The name a symbol's or element's id ends with; none for a section's. */
function namedBy(id: string): string {
  return id.startsWith("docs/") ? "" : id.slice(id.lastIndexOf("/") + 1);
}

/** The characters of a fetch narrowed by `query` (its whole answer) unless `maxChars` says. */
const FOCUSED_CHARS = 1_000;

/**
 * The most characters of a section's fetch without `query`, `maxChars` or `full`: of 1,051
 * fetches in the trials, one passed 4,000 (21,440 characters, a section running into axios'
 * request config).
 */
const WHOLE_CHARS = 8_000;

/** The characters of a fetch answered by the members its query names, unless `maxChars` says. */
const MEMBERS_CHARS = 2_000;

/** The fewest characters of text a fetch cut to `maxChars` keeps, however long its id. */
const MIN_TEXT = 150;
