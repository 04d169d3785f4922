/**
 * What `search` answers: the best results for a query, each with the passage of its text that
 * best answers it, sized so that the whole answer fits the caller's budget of characters. The
 * first result gets the most room (it is the one read); the others a line each, enough to judge
 * them at a glance.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import { withoutNamed } from "./named_words.ts";
import { isThirdParty } from "../snapshot/third_party.ts";
import type { FulltextHit, FulltextIndex, RankedMemo } from "./fulltext_index.ts";
import { mayFitWhole, passageOf, queryCover } from "./passage.ts";
import {
  joinedSources,
  type PassageSource,
  passageSource,
  type QueryWeights,
} from "./passage_source.ts";
import { plainBlocks } from "./plain_blocks.ts";
import type { SearchUnit } from "./search_unit.ts";
import { groupHits, optionsType, pageOf, type ResultGroup } from "./result_groups.ts";
import type { UnitKind } from "./unit_kinds.ts";
import { unitUrl, withoutOwnUri } from "./unit_url.ts";
import { documentedIn } from "./documented_in.ts";
import { entryWordOf, qualifierOf } from "./query_names.ts";
import { escapeRegExp, writtenName } from "../catalog/written_name.ts";
import { firstCall } from "../symbols/first_call.ts";

/** One result as the text answer shows it (the ChatGPT connector's shape, plus two lists). */
export interface SearchResult {
  id: string;
  title: string;
  /** Set on a result from an installed dependency: its text is a third party's. */
  thirdParty?: true;
  /** A public URL, else `catalog://<id>` (which the text answer leaves out: {@link shown}). */
  url: string;
  /** The passage that best answers the query. */
  text: string;
  /** Packages that hold the same item under the same id but for the package. */
  alsoIn?: string[];
  /** Other matching ids gathered under this result; `#x` is section `x` of this result's page. */
  more?: string[];
}

/** A result with what `structuredContent` adds: kind, package and score. */
export interface RankedResult extends SearchResult {
  kind: UnitKind;
  slug: string;
  score: number;
}

/** What a search asks for. */
export interface SearchRequest {
  query: string;
  limit: number;
  /** The most characters of the answer's text (its JSON). */
  maxChars: number;
  /**
   * A larger budget the answer may take when the caller set none, when the first result's text
   * then fits whole (a short section read whole is not fetched again to see its end).
   */
  wholeChars?: number | undefined;
  /**
   * Leave out the results scoring under half the first's: for a caller who left the number
   * of results to the server.
   */
  strongOnly: boolean;
  packageSlug?: string | undefined;
  kind?: UnitKind | undefined;
  /** What FTS5 ranked for the other searches of the same tool call (fulltext_index.ts). */
  memo?: RankedMemo | undefined;
}

/** How many hits per result are ranked, so that copies and families can be gathered. */
const HITS_PER_RESULT = 4;

/** The room of each result after the first: a line. */
export const LINE = 120;

/** The least room a result after the first is shown with. */
const MIN_LINE = 40;

/** The share of the budget the first result's passage can count on, whatever the others take. */
const TOP_SHARE = 0.3;

/**
 * The least score, against the first result's, of a result shown. On the evaluation's 266
 * questions asked twice, a result below half the first's score was the answer 4 times in 126
 * (3%), and 40% of the results that were not the answer were below it (docs/search.md).
 */
const RELATIVE_SCORE = 0.5;

/** A group's score: its best hit's. */
function scoreOf(group: ResultGroup): number {
  return Math.max(...group.family.map((hit) => hit.score));
}

/**
 * The most of a function's passage its signature takes and is still shown (half, for other
 * symbols): its overloads are often what is asked (lodash's `debounce` returns
 * `DebouncedFuncLeading<T>` with `leading: true`), and were left out past half the room. An
 * interface's long literal, past half, leaves its docs out (`eval:deps:answers` lost a fact).
 */
const FUNCTION_LEAD = 0.75;

/** The most ids a result lists under `more`: the rest are reachable from its section. */
const MORE = 3;

/**
 * The longest id, as `more` writes it, that it lists: a heading that is a whole signature makes
 * an id of hundreds of characters (Fastify's hook handlers: three such took 700 characters of a
 * 700-character answer, which then had no room for a passage), reachable by search all the same.
 */
const MORE_ID = 80;

/**
 * The results of a query, best first, their passages fitted to `maxChars`.
 *
 * @param catalog The catalog.
 * @param index Its full-text index.
 * @param request The query, the limits and the filters.
 * @returns The results; none when no word of the query occurs anywhere.
 */
export async function searchAnswer(
  catalog: Catalog,
  index: FulltextIndex,
  { query, limit, maxChars, wholeChars, strongOnly, packageSlug, kind, memo }: SearchRequest,
): Promise<RankedResult[]> {
  const hits = (await index.search({
    query,
    limit: limit * HITS_PER_RESULT,
    packageSlug,
    kind,
    memo,
  }))
    .map(qualifiedBy(query));
  const weights = await index.weights(query);
  const all = groupHits(hits, index.preferred(query), limit);
  // A result scoring under half the first's is rarely the answer: left out (measured).
  const best = all[0] === undefined ? 0 : scoreOf(all[0]);
  const groups = strongOnly ? all.filter((group) => scoreOf(group) >= best * RELATIVE_SCORE) : all;
  const results = groups.map((group) => skeleton(catalog, group));
  nameTwins(catalog, results);
  const size = () => answerSize(results);
  // The first result's passage has its share; results the rest cannot give a line to are
  // left out, the last first. At the default budget, those scoring close to the first may come
  // back at the end without their passage: an id and a title say where to look.
  const top = Math.floor(maxChars * TOP_SHARE);
  const close: RankedResult[] = [];
  while (results.length > 1 && size() + top + MIN_LINE * (results.length - 1) > maxChars) {
    const left = results.pop()!;
    groups.pop();
    if (wholeChars !== undefined && left.score >= results[0]!.score * CLOSE_SCORE) {
      close.unshift(left);
    }
  }
  // A function's or component's own options type answers with it (`mode` of ActivityProps):
  // what it takes before what it gives (`UseTemporalNowOptions`, whose defaults are asked
  // about, not the 15 members of `UseTemporalNowReturn`).
  const sources = groups.map(({ family }) => {
    const [{ unit }, ...others] = family as [FulltextHit, ...FulltextHit[]];
    const owns = unit.kind === "symbol"
      ? others.filter((hit) => optionsType(unit, hit.unit)).map((hit) => hit.unit)
      : [];
    const own = owns.find((type) => takes(unit, type)) ?? owns[0];
    return own === undefined ? sourceOf(unit) : joinedSources(sourceOf(unit), sourceOf(own));
  });
  const passage = (i: number, room: number, tight = false) => {
    const { unit } = groups[i]!.family[0]!;
    // What a symbol's or element's title names, its passage need not show again.
    const asked = unit.kind === "docs" ? weights : withoutNamed(weights, unit.name);
    const share = unit.symbolKind === "function" ? FUNCTION_LEAD : undefined;
    return passageOf(sources[i]!, asked, Math.max(0, room), unit.lead, tight, share);
  };
  const others = Math.floor((maxChars - size() - top) / Math.max(1, results.length - 1));
  for (let i = results.length - 1; i > 0; i--) {
    // A result scoring well below the first says where to look (its id and title) and leaves its
    // passage's room to the first's.
    const weak = results[i]!.score < results[0]!.score * CLOSE_SCORE;
    results[i]!.text = weak ? "" : passage(i, Math.min(LINE, others));
  }
  if (results.length > 0) {
    const first = results[0]!;
    // A caller's maxChars is a cap: the first passage ends soon after the query's words.
    first.text = passage(0, maxChars - size(), wholeChars === undefined);
    // Whole, when that is short and it holds most of what was asked: a text that holds little
    // of the query is rarely the answer, and read whole it costs what a miss should not. Not a
    // package.json's page, a list of lines each about one thing (its engines, its peers, its
    // entry points): the lines the query names are the answer; nor an element whose passage
    // holds as much of the query as it does (`md-filter-chip`'s `removable` attribute and
    // `remove` event, not its eleven attributes), nor a type whose passage does (the member
    // `exclusiveFilter` of sanitize-html's `IOptions`, not its 28 members). Nor installed code
    // (a function's body, the lines raising a message): its lines with the query's words are
    // what it says of the question (fuse.js' `search()` for "limit number of results": `const {
    // limit = -1 } = options` and `results.slice(0, limit)`, not its 40 lines), and `fetch`'s
    // `lines` reads the rest.
    const { unit } = groups[0]!.family[0]!;
    const listsMembers = unit.kind === "component" ||
      (unit.kind === "symbol" && !unit.member && MEMBER_LISTS.has(unit.symbolKind ?? ""));
    if (
      wholeChars !== undefined && cut(first.text) && !unit.manifest &&
      unit.fromCode === undefined &&
      !(unit.kind === "docs" && isListing(sources[0]!)) &&
      mayFitWhole(sources[0]!, wholeChars) && queryCover(sources[0]!, weights) >= WHOLE_COVER &&
      !(listsMembers && holdsAll(first.text, sources[0]!, unit, weights))
    ) {
      // The whole text is the same in any room it fits: worked out once.
      const whole = passage(0, wholeChars);
      if (!cut(whole)) showWhole(results, whole, wholeChars);
    }
  }
  for (const left of wholeChars === undefined ? [] : broughtBack(close, results)) {
    results.push(left);
    // Its title and id before the passages of the others after the first, which say less.
    withoutLastPassages(results, wholeChars!);
    if (size() > wholeChars!) {
      results.pop();
      break;
    }
  }
  return results;
}

/**
 * Shows the first result whole when the answer then fits `most` characters: as it is, else
 * with the last results' passages left out (their titles and ids still say where to look), else
 * without the last results that score well below the first; else as it was. One that scores
 * close to it stays: the first, read whole, is not always the answer (`roundToNearestHours`
 * whole, `roundToNearestMinutes`, the answer, gone).
 *
 * @param results The results, the first with its passage.
 * @param whole The first result's whole text.
 * @param most The most characters of the answer.
 */
function showWhole(results: RankedResult[], whole: string, most: number): void {
  const before = results.map((result) => ({ result, text: result.text }));
  results[0]!.text = whole;
  const fits = () => answerSize(results) <= most;
  withoutLastPassages(results, most);
  // A result close to the first keeps its place: the first, read whole, is not always the answer.
  const weak = (result: RankedResult) => result.score < results[0]!.score * CLOSE_SCORE;
  while (!fits() && results.length > 1 && weak(results.at(-1)!)) results.pop();
  if (fits()) return;
  results.splice(0, results.length, ...before.map(({ result }) => result));
  for (const { result, text } of before) result.text = text;
}

/** The characters of the answer the results make, as JSON. */
function answerSize(results: readonly RankedResult[]): number {
  return JSON.stringify({ results: results.map(shown) }).length;
}

/**
 * Leaves out the passages of the results after the first, the last first, until the answer
 * takes at most `most` characters (their ids and titles still say where to look).
 */
function withoutLastPassages(results: RankedResult[], most: number): void {
  for (let i = results.length - 1; answerSize(results) > most && i > 0; i--) results[i]!.text = "";
}

/**
 * Whether a text is a listing: lines each about one thing (a table's rows, a list's items, `509:
 * BandwidthLimitExceeded`), many and short. The lines the query names answer it; whole, it costs
 * them all (http-errors' 42 status codes, 1,150 characters, for one).
 */
function isListing(source: PassageSource): boolean {
  const lines = source.pieces.map((piece) => piece.text).join("\n").split("\n")
    .filter((line) => line.trim() !== "");
  const items = lines.filter((line) => line.length <= LISTING_LINE && LISTING_ITEM.test(line));
  return items.length >= LISTING_ITEMS && items.length >= lines.length * LISTING_SHARE;
}

/** A listing's item: a list item, a table row, or a key and its value. */
const LISTING_ITEM = /^\s*(?:[-*+] |\d+[.)] |\||[\w$.@'"`/-]+: )/;

/** The longest line of a listing, the fewest items, and the share of its lines they are. */
const LISTING_LINE = 100;
const LISTING_ITEMS = 12;
const LISTING_SHARE = 0.8;

/** The kinds of symbols whose text lists members, one a line. */
const MEMBER_LISTS: ReadonlySet<string> = new Set(["interface", "class", "typeAlias", "enum"]);

/**
 * Whether an element's or a type's passage holds as much of the query, less the words its name says, as its
 * whole text does, each word written as the query writes it where the text has it so
 * (`removable`, the attribute, not only the `remove` event, which porter stems alike), and
 * opens no line past its start.
 */
function holdsAll(
  passage: string,
  source: PassageSource,
  unit: SearchUnit,
  weights: QueryWeights,
): boolean {
  const asked = withoutNamed(weights, unit.name);
  const shown = passageSource(plainBlocks(passage));
  const all = source.pieces.map((piece) => piece.text).join("\n");
  const says = (text: string, word: string) =>
    new RegExp(`\\b${escapeRegExp(word)}\\b`, "i").test(text);
  return queryCover(shown, asked) >= queryCover(source, asked) &&
    asked.words.every(({ written }) =>
      written === undefined || !says(all, written) || says(passage, written)
    ) && !opensInside(passage, source);
}

/**
 * Whether a passage opens inside one of its text's blocks, past the start of a list item
 * (`ui5-toast`'s `duration` line from its note on, without the name and `default 3000`).
 */
function opensInside(passage: string, source: PassageSource): boolean {
  if (!passage.startsWith("… ")) return false;
  const opening = passage.slice(2, 2 + OPENING).split("\n")[0]!;
  const block = source.blocks.find(({ text }) => text.includes(opening));
  return block !== undefined && !block.text.startsWith(opening);
}

/** How much of a passage's first line {@link opensInside} looks for in the blocks. */
const OPENING = 40;

/** Whether a passage leaves out text of its unit (it opens or ends with `…`). */
function cut(passage: string): boolean {
  return passage.startsWith("…") || passage.endsWith("…");
}

/**
 * The least share of the first result's score another result needs to be shown with a passage:
 * replaying the trials' 832 searches, the passages of results below it held fewer of the
 * questions' facts than the room they left to the first result's (973 -> 996 facts, 1% fewer
 * characters); assistants fetched a result after the first 5 times in 193 searches. The same with
 * a caller's `maxChars` (1,086 calls of trial runs 115-138, 227 changed: 1,457 -> 1,465 facts,
 * 2% fewer characters).
 * The best result at or above it that the room leaves out is kept, without passage: of the
 * 1,551 default searches of trial runs 39-80, 425 left out such a result, and in 107 of them
 * the assistant's next call went to it (a fetch of its id, or a search it came first in). So is
 * the best of them on another page ({@link broughtBack}).
 */
const CLOSE_SCORE = 0.8;

/**
 * The least share of the query's weight a first result must hold to be shown whole. In six
 * trial runs, of the 18 whole answers holding less, 14 were followed by another search (a miss)
 * and 2 ended the question (docs/deps-eval.md).
 */
const WHOLE_COVER = 0.5;

/** The most units whose passage sources are kept. */
const KEPT_SOURCES = 512;

/**
 * Units cut into passage pieces lately, the last used last: the same units answer many
 * queries, and a long one (a reference page, a symbol with a table of tokens) takes
 * milliseconds to cut.
 */
const sources = new Map<SearchUnit, PassageSource>();

function sourceOf(unit: SearchUnit): PassageSource {
  let source = sources.get(unit);
  if (source === undefined) {
    source = passageSource(unit.blocks());
    if (sources.size >= KEPT_SOURCES) sources.delete(sources.keys().next().value!);
  } else {
    sources.delete(unit);
  }
  sources.set(unit, source);
  return source;
}

/**
 * A hit on a name several entries declare, as the entry the query writes it under shows it
 * (`Stream.merge`: the declaration `effect/Stream` exports, its title and its passage), or the
 * entry a word of the query names (`node-postgres`), else as it is (the likeliest declaration).
 */
function qualifiedBy(query: string): (hit: FulltextHit) => FulltextHit {
  return (hit) => {
    const { declaredIn, name } = hit.unit;
    if (declaredIn === undefined) return hit;
    const entry = qualifierOf(query, name) ??
      entryWordOf(query, name, (word) => declaredIn(word) !== undefined);
    const unit = entry === undefined ? undefined : declaredIn(entry.toLowerCase());
    return unit === undefined ? hit : { ...hit, unit };
  };
}

/**
 * Whether a function's signature writes a type among its first parameters (`options?:
 * UseTemporalNowOptions`), not only as what it returns.
 */
function takes(symbol: SearchUnit, type: SearchUnit): boolean {
  const parameters = firstCall(symbol.signature ?? "")?.parameters;
  return parameters !== undefined && writtenName(type.name).test(parameters);
}

/** A group as a result with its passage still to be written. */
function skeleton(catalog: Catalog, { family, alsoIn }: ResultGroup): RankedResult {
  const [head, ...others] = family as [FulltextHit, ...FulltextHit[]];
  const { unit } = head;
  // A symbol's docs (a page or section titled with its name), first.
  const docs = unit.kind === "symbol" ? documentedIn(catalog, unit) : undefined;
  const gathered = others.map((hit) => hit.unit.id);
  const more = docs === undefined || gathered.includes(docs) ? gathered : [docs, ...gathered];
  const page = pageOf(unit);
  const listed = more.map((id) => shortId(id, page)).filter((id) => id.length <= MORE_ID)
    .slice(0, MORE);
  const pkg = catalog.findPackage(unit.slug);
  return {
    id: unit.id,
    title: unit.title,
    ...(pkg !== undefined && isThirdParty(pkg) ? { thirdParty: true } : {}),
    url: unitUrl(catalog, unit),
    text: "",
    ...(alsoIn.length > 0 ? { alsoIn } : {}),
    ...(listed.length > 0 ? { more: listed } : {}),
    kind: unit.kind,
    slug: unit.slug,
    score: Math.round(scoreOf({ family, alsoIn }) * 1000) / 1000,
  };
}

/**
 * Of the results left out that score close to the first (best first), those that come back: the
 * best, and the best on a page no result shown is on, whose title alone may answer (a migration
 * guide's "MCP Transport: `redirect` Default Changed from 'follow' to 'error'" beside the MCP
 * reference page's sections).
 */
function broughtBack(
  close: readonly RankedResult[],
  shown: readonly RankedResult[],
): RankedResult[] {
  // A symbol or an element is a page of its own.
  const pageOrSelf = (result: RankedResult) => pageOf(result) ?? result.id;
  const [best] = close;
  if (best === undefined) return [];
  // Of a page neither the results shown nor the best left out are on (Next's `io` page, under
  // two guides' sections).
  const pages = new Set([...shown, best].map(pageOrSelf));
  const elsewhere = close.find((result) => !pages.has(pageOrSelf(result)));
  return elsewhere === undefined ? [best] : [best, elsewhere];
}

/** An id on the page of a result as `#section`; any other id whole. */
function shortId(id: string, page: string | undefined): string {
  return page !== undefined && id.startsWith(`${page}#`) ? id.slice(page.length) : id;
}

/** Results that would look alike (one title in two packages) name their package. */
function nameTwins(catalog: Catalog, results: RankedResult[]): void {
  const byTitle = Map.groupBy(results, (result) => result.title);
  for (const same of byTitle.values()) {
    if (new Set(same.map((result) => result.slug)).size < 2) continue;
    for (const result of same) {
      if (result.kind === "docs") {
        result.title += ` (${catalog.findPackage(result.slug)?.name ?? result.slug})`;
      }
    }
  }
}

/**
 * What the text answer shows of a result: all but its kind, package and score, and its `url`
 * when that only repeats its id (`catalog://<id>`; ChatGPT cites a result by its url, and has
 * nothing to open at such a one).
 *
 * @param result A ranked result.
 * @returns The result as the text answer holds it.
 */
export function shown(
  { kind: _, slug: __, score: ___, ...result }: RankedResult,
): Omit<SearchResult, "url"> & { url?: string } {
  return withoutOwnUri(result);
}
