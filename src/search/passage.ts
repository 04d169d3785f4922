/**
 * The passage of a search result: the part of its text that best answers the query, in whole
 * sentences and whole lines of code, sized to the room the answer gives it.
 *
 * A text is cut into pieces once (its {@link PassageSource}): the sentences of its prose blocks
 * and the lines of its code blocks (plain_blocks.ts), each with its stemmed terms. For a query,
 * each piece scores the weights of the query's words it has (a rare word weighs more than a
 * common one). The passage starts at the best piece, or a little
 * before it to begin its code block, and takes the pieces after it while they fit; room left at
 * the end is given to the pieces before it. `…` says where text was left out.
 *
 * @module
 */
import type { PlainBlock } from "./plain_blocks.ts";
import { shortened } from "../catalog/shortened.ts";
import { writtenName } from "../catalog/written_name.ts";
import { wholeTermOf } from "./terms.ts";
import type { PassageSource, Piece, QueryWeights } from "./passage_source.ts";

/**
 * The share of a query's weight a text holds: each query word's weight in the largest share of
 * its terms one of the text's blocks has, over all the words' weights.
 *
 * @param source The text's pieces ({@link passageSource}).
 * @param query The query's words and weights.
 * @returns 0 (none of the query) to 1 (all of it); 0 for a query without words.
 *
 * @example
 * ```ts
 * import { queryCover } from "./passage.ts";
 * import { evenWeights, passageSource } from "./passage_source.ts";
 * import { plainBlocks } from "./plain_blocks.ts";
 *
 * console.log(queryCover(passageSource(plainBlocks("Retries back off.")), evenWeights("retries timeout"))); // 0.5
 * ```
 */
export function queryCover(source: PassageSource, query: QueryWeights): number {
  const { pieces } = source;
  const total = query.words.reduce((sum, word) => sum + weightOf(word), 0);
  if (total === 0 || pieces.length === 0) return 0;
  const whole = [{ first: 0, last: pieces.length - 1 }];
  return coverOf({ pieces, query, found: foundTerms(pieces, query) }, whole) / total;
}

/**
 * Whether a text may fit `room` whole: its pieces' characters alone, without what joins them,
 * are no more than the room (a quick test before working out its passage).
 *
 * @param source The text's pieces ({@link passageSource}).
 * @param room The most characters.
 * @returns `false` when the text cannot fit whole.
 *
 * @example
 * ```ts
 * import { mayFitWhole } from "./passage.ts";
 * import { passageSource } from "./passage_source.ts";
 * import { plainBlocks } from "./plain_blocks.ts";
 *
 * console.log(mayFitWhole(passageSource(plainBlocks("Retries back off.")), 10)); // false
 * ```
 */
export function mayFitWhole(source: PassageSource, room: number): boolean {
  let length = 0;
  for (const piece of source.pieces) {
    length += piece.text.length;
    if (length > room) return false;
  }
  return true;
}

/**
 * A source's whole text as a passage shows it (a JSX table as a list, a link as its words), when
 * it fits a room.
 *
 * @param source The text's pieces.
 * @param room The most characters, as JSON writes them.
 * @returns The whole text; `undefined` when it would be cut.
 *
 * @example
 * ```ts
 * import { wholePassage } from "./passage.ts";
 * import { passageSource } from "./passage_source.ts";
 * import { plainBlocks } from "./plain_blocks.ts";
 *
 * console.log(wholePassage(passageSource(plainBlocks("See [the guide](/docs/guide).")), 100)); // "See the guide."
 * ```
 */
export function wholePassage(source: PassageSource, room: number): string | undefined {
  const whole = passageOf(source, { words: [] }, room);
  return whole === "" || whole.startsWith(ELLIPSIS) || whole.endsWith(ELLIPSIS) ? undefined : whole;
}

/** A piece and its score for one query. */
interface Scored extends Piece {
  score: number;
}

/** The share of a passage's room that may go to the text before its best piece in its block. */
const LEAD_SHARE = 0.4;

/** How a passage marks text left out. */
const ELLIPSIS = "…";

/**
 * The passage of a text that best matches the query, at most `room` characters as JSON text
 * (a quote or a line break in JSON counts twice).
 *
 * @param source The text's pieces ({@link passageSource}).
 * @param query The query's words and weights.
 * @param room The most characters.
 * @param lead How many blocks at the start are shown whatever the query (a symbol's
 *   signature), when they take at most `leadShare` of the room.
 * @param tight End the passage soon after the query's words (the block that follows the last
 *   sentence holding one, a few lines after the last such line of code) rather than fill the
 *   room: for a reader who asked for the passage that answers, not for a page.
 * @param leadShare The most of the room the lead may take and be shown: half, unless the
 *   caller knows the lead is what is asked.
 * @returns The passage; empty when `room` leaves no space for a word.
 *
 * @example
 * ```ts
 * import { passageOf } from "./passage.ts";
 * import { passageSource } from "./passage_source.ts";
 * import { plainBlocks } from "./plain_blocks.ts";
 *
 * const text = "Queries run on mount. Failed queries retry three times. Set `retry: false` to stop.";
 * const retry = { words: [{ terms: new Set(["retri"]), weight: 1 }] };
 * console.log(passageOf(passageSource(plainBlocks(text)), retry, 60)); // "… Failed queries retry three times. Set `retry: false` to stop."
 * ```
 */
export function passageOf(
  source: PassageSource,
  query: QueryWeights,
  room: number,
  lead = 0,
  tight = false,
  leadShare = 0.5,
): string {
  const { blocks } = source;
  if (lead > 0 && blocks.length > lead) {
    const head = { blocks, pieces: source.pieces.filter((piece) => piece.block < lead) };
    const shown = passageOf(head, { words: [] }, room);
    const used = jsonLength(shown) + 2; // and a line break, written \n
    if (shown !== "" && !shown.endsWith(ELLIPSIS) && used <= room * leadShare) {
      const tail = { blocks, pieces: source.pieces.filter((piece) => piece.block >= lead) };
      const rest = passageOf(tail, query, room - used, 0, tight);
      return rest === "" ? shown : `${shown}\n${rest}`;
    }
  }
  const pieces = source.pieces.map((piece) => ({ ...piece, score: scoreOf(piece.terms, query) }));
  if (pieces.length === 0 || room < MIN_ROOM) return "";
  const size = new WindowSize(pieces, blocks);
  // Each piece that has a query word, best first, may open the passage (or its paragraph's or
  // code block's start may).
  const openers = pieces.keys().filter((i) => pieces[i]!.score > 0).toArray()
    .sort((a, b) => pieces[b]!.score - pieces[a]!.score || a - b).slice(0, OPENERS);
  const window = { pieces, blocks, size, openers, query, found: foundTerms(pieces, query) };
  const one = bestRun(window, room);
  const two = one === undefined ? undefined : runPair(window, room, one);
  const paired = two !== undefined && two.cover > one!.cover;
  const chosen = paired ? two.runs : one && [one.run];
  if (chosen !== undefined) {
    // Room left goes to the text before the first run, unless the passage is to be tight: then
    // the best run ends soon after what it holds of the query (a pair's second run is one block).
    const rest = chosen.slice(1).reduce((sum, run) => sum + size.of(run.first, run.last) + 2, 0);
    const runs = tight
      ? chosen.map((run) =>
        paired && run === two.second
          ? run
          : { first: run.first, last: reachOf(window, run.first, run.last) }
      )
      : [
        {
          ...chosen[0]!,
          first: widened(pieces, size, chosen[0]!.first, chosen[0]!.last, room - rest),
        },
        ...chosen.slice(1),
      ];
    // With the lines that open a code block's nesting when they fit too, else without.
    const shown = (list: readonly Run[]) => {
      const opened = joinedRuns(pieces, blocks, list, true);
      return jsonLength(opened) <= room ? opened : joinedRuns(pieces, blocks, list, false);
    };
    // A reference's list items that answer, when they hold more of the query than the runs do,
    // or as much (a tight passage) in much less text: an element's `size` and `appearance`
    // attributes, its `page-change` event, not every attribute between them.
    const items = itemRuns(window, room);
    const cover = paired ? two.cover : one!.cover;
    const runsSize = runs.reduce((sum, run) => sum + size.of(run.first, run.last) + LINE_BREAK, 0);
    if (
      items !== undefined && jsonLength(shown(items.runs)) <= room &&
      (items.cover > cover + TIE ||
        tight && items.cover > cover - TIE && items.size <= ITEMS_SHARE * runsSize)
    ) return shown(items.runs);
    // A run's paragraph named first (its first sentence says what the rest speaks of), in the
    // room its end leaves down to what the query needs, else in the room the text before it
    // was given; else with every run ended down to what the query needs, the first first: a
    // list item's name rather than its later sentences (`delimiter` above "Each character is a
    // separate delimiter").
    const attempts: { list: readonly Run[]; every: boolean }[] = [
      { list: runs, every: false },
      ...(tight ? [] : [{ list: chosen, every: false }]),
      { list: runs, every: true },
    ];
    for (const { list, every } of attempts) {
      const headed = withHeads(pieces, blocks, size, list);
      for (const end of every ? headed : [headed.at(-1)!]) {
        const needed = completion(window, end.first, end.last);
        while (jsonLength(shown(headed)) > room && end.last > needed) {
          end.last = withoutBlankCode(pieces, needed, end.last - 1);
        }
      }
      if (jsonLength(shown(headed)) <= room) return shown(headed);
    }
    const text = shown(runs);
    if (jsonLength(text) <= room) return text;
  }
  // A piece too long for the room on its own: its start, cut at a word.
  const top = openers[0] ?? 0;
  const before = top > 0 ? `${ELLIPSIS} ` : "";
  const text = shortened(pieces[top]!.text.replace(/\s+/g, " "), room - before.length);
  return jsonLength(before + text) <= room ? before + text : "";
}

/** The largest share of a tight passage's text its query's list items may take instead. */
const ITEMS_SHARE = 0.8;

/**
 * List items that together hold most of the query in `room`, each whole and under its list's
 * heading (`Events`, `Methods`), in text order (those next to each other as one run): the item
 * adding most of the query first; of two adding as much, the one holding more of it on its own
 * (the attribute the question is about, not a line that shares one word with it), then the
 * shorter. None unless two or more items hold more than one alone.
 */
function itemRuns(
  window: Window,
  room: number,
): { runs: Run[]; cover: number; size: number } | undefined {
  const { pieces, size, openers } = window;
  const candidates = new Map<number, Run[]>();
  for (const i of openers) {
    const { block } = pieces[i]!;
    if (candidates.has(block) || !isListItem(window, i)) continue;
    const item = { first: blockStart(pieces, i), last: blockEnd(pieces, i) };
    const heading = headingOf(window, item.first);
    const runs = heading === undefined ? [item] : [{ first: heading, last: heading }, item];
    if (size.of(item.first, item.last) <= room / 2) candidates.set(block, runs);
  }
  const chosen: Run[] = [];
  let [cover, used] = [0, 0];
  // A heading shared by two items is shown, and paid for, once.
  const isChosen = (run: Run) => chosen.some((shown) => shown.first === run.first);
  const costOf = (runs: readonly Run[]) =>
    runs.reduce(
      (sum, run) => isChosen(run) ? sum : sum + size.of(run.first, run.last) + LINE_BREAK,
      0,
    );
  for (;;) {
    let best: { runs: Run[]; cover: number; own: number; cost: number } | undefined;
    for (const runs of candidates.values()) {
      const cost = costOf(runs);
      if (chosen.includes(runs.at(-1)!) || used + cost > room) continue;
      const more = coverOf(window, [...chosen, ...runs]);
      if (more <= cover + TIE) continue;
      const own = coverOf(window, runs);
      if (
        best === undefined || more > best.cover + TIE ||
        more > best.cover - TIE &&
          (own > best.own + TIE || own > best.own - TIE && cost < best.cost)
      ) best = { runs, cover: more, own, cost };
    }
    if (best === undefined) break;
    chosen.push(...best.runs.filter((run) => !isChosen(run)));
    [cover, used] = [best.cover, used + best.cost];
  }
  // An item a query word names (`next()` for "next() previous() methods"), which adds nothing
  // when another item mentions the word (the `linear` attribute's "`next()`/`goTo()`"): shown
  // too, room permitting, though not weighed against the runs (their `size`).
  let extra = 0;
  for (const runs of candidates.values()) {
    const item = runs.at(-1)!;
    if (chosen.includes(item) || !declaresQueryWord(window, item.first)) continue;
    const cost = costOf(runs);
    if (used + extra + cost > room) continue;
    chosen.push(...runs.filter((run) => !isChosen(run)));
    extra += cost;
  }
  if (chosen.filter((run) => isListItem(window, run.first)).length < 2) return undefined;
  const runs: Run[] = [];
  for (const run of chosen.sort((a, b) => a.first - b.first)) {
    const before = runs.at(-1);
    if (before !== undefined && before.last + 1 === run.first) before.last = run.last;
    else runs.push({ ...run });
  }
  return { runs, cover, size: used };
}

/** Whether a piece is in a list item (prose written `- item`). */
function isListItem({ pieces }: Window, i: number): boolean {
  return !pieces[i]!.code && pieces[blockStart(pieces, i)]!.text.startsWith("- ");
}

/** The heading right above the list a list item starting at `first` is in, if any. */
function headingOf(window: Window, first: number): number | undefined {
  let i = first - 1;
  while (i >= 0 && isListItem(window, i)) i--;
  return i >= 0 && window.blocks[window.pieces[i]!.block]!.heading ? i : undefined;
}

/** A run of pieces shown together: from `first` to `last`. */
interface Run {
  first: number;
  last: number;
}

/** What choosing a passage's runs reads: the scored pieces, their sizes, the openers. */
interface Window {
  pieces: readonly Scored[];
  blocks: readonly PlainBlock[];
  size: WindowSize;
  /** Per piece and query word, which of the word's terms the piece has: bit k for term k. */
  found: readonly (readonly number[])[];
  openers: readonly number[];
  query: QueryWeights;
}

/**
 * The run that holds most of the query's words in `room`: from an opener (or its paragraph's
 * or code block's start) on, while it fits; none that meets `apart` (another run, with a
 * piece between them).
 */
function bestRun(
  window: Window,
  room: number,
  apart?: Run,
): { run: Run; cover: number } | undefined {
  const { pieces, size, openers, query } = window;
  let best: { run: Run; cover: number } | undefined;
  for (const opener of openers.length > 0 ? openers : [0]) {
    for (const first of new Set([startOf(pieces, size, opener, room), opener])) {
      if (apart !== undefined && first >= apart.first - 1 && first <= apart.last + 1) continue;
      const end = apart !== undefined && first < apart.first ? apart.first - 2 : pieces.length - 1;
      let last = first;
      while (last + 1 <= end && size.of(first, last + 1) <= room) last++;
      if (last > end || size.of(first, last) > room) continue;
      // Without a query (a fetch cut to maxChars) every line is as good as another.
      if (query.words.length > 0) last = withoutIdleCode(pieces, first, last);
      last = withoutBlankCode(pieces, first, last);
      const cover = coverOf(window, [{ first, last }]);
      if (best === undefined || cover > best.cover + TIE) {
        best = { run: { first, last }, cover };
      } else if (cover > best.cover - TIE && likelier(window, { first, last }, best.run)) {
        best = { run: { first, last }, cover };
      }
    }
  }
  return best;
}

/**
 * Two runs, when one leaves out a query word that a piece elsewhere has: that piece (from its
 * paragraph's or code block's start when near, to its block's end while it takes at most half
 * the room) and the best run in the room it leaves, in text order; `second` is the piece's run.
 * A reference whose `size` comes four lines after its `appearance`, a migration note far from
 * the option it renames.
 */
function runPair(
  window: Window,
  room: number,
  one: { run: Run; cover: number },
): { runs: Run[]; cover: number; second: Run } | undefined {
  const { pieces, size, openers, query } = window;
  const shares = wordShares(window, [one.run]);
  let best: number | undefined;
  let gain = 0;
  for (const i of openers) {
    if (i >= one.run.first && i <= one.run.last) continue;
    let adds = 0;
    for (const [w, word] of query.words.entries()) {
      adds += weightOf(word) * Math.max(0, shareOf(pieces[i]!.terms, word) - shares[w]!);
    }
    if (adds > gain) [best, gain] = [i, adds];
  }
  if (best === undefined) return undefined;
  const second = { first: startOf(pieces, size, best, room / 2), last: best };
  const block = pieces[best]!.block;
  while (
    second.last + 1 < pieces.length && pieces[second.last + 1]!.block === block &&
    size.of(second.first, second.last + 1) <= room / 2
  ) second.last++;
  // A sentence that ends in a colon introduces what follows (`the default below is used:`):
  // the code block after it comes with it when it fits.
  const next = second.last + 1;
  if (
    next < pieces.length && pieces[second.last]!.text.trimEnd().endsWith(":") &&
    pieces[next]!.code && size.of(second.first, blockEnd(pieces, next)) <= room / 2
  ) second.last = blockEnd(pieces, next);
  const used = size.of(second.first, second.last) + LINE_BREAK;
  if (used > room / 2) return undefined;
  const main = bestRun(window, room - used, second);
  if (main === undefined) return undefined;
  const runs = [main.run, second].sort((a, b) => a.first - b.first);
  return { runs, cover: coverOf(window, runs), second };
}

/**
 * How much of the query runs of pieces hold: each query word's weight, in the largest share
 * of its terms one block of a run has (a code block may write `images: {` on one line and
 * `minimumCacheTTL: 14400` on the next); a word is counted once however often it appears.
 */
function coverOf(window: Terms, runs: readonly Run[]): number {
  const shares = wordShares(window, runs);
  return window.query.words.reduce((cover, word, w) => cover + weightOf(word) * shares[w]!, 0);
}

/** What weighing runs against a query reads: the pieces, the query and which terms each has. */
type Terms = { pieces: readonly Piece[] } & Pick<Window, "query" | "found">;

/** Each query word's largest share of its terms in one block of the runs. */
function wordShares({ pieces, query, found }: Terms, runs: readonly Run[]): number[] {
  return query.words.map((word, w) => {
    const [whole] = word.terms;
    let share = 0;
    for (const { first, last } of runs) {
      for (let start = first; start <= last && share < 1;) {
        let bits = 0;
        let named = false;
        let end = start;
        for (; end <= last && pieces[end]!.block === pieces[start]!.block; end++) {
          bits |= found[end]![w]!;
          named ||= pieces[end]!.names.has(whole!);
        }
        // The word itself (its first term) found only inside longer names counts for less.
        const inName = (bits & 1) !== 0 && !named ? PART_OF_NAME : 0;
        share = Math.max(share, (ones(bits) - inName) / word.terms.size);
        start = end;
      }
    }
    return share;
  });
}

/**
 * What a query word's own term takes from its share when a block writes it only inside longer
 * names: `size` in `handleSizeChange()` is weaker than a `size` attribute, `default` in
 * `DefaultChatTransport` than a default.
 */
const PART_OF_NAME = 0.5;

/** Per piece and query word, the word's terms the piece has, as bits (a word has few terms). */
function foundTerms(pieces: readonly Piece[], query: QueryWeights): number[][] {
  const terms = query.words.map((word) => [...word.terms].slice(0, 31));
  return pieces.map((piece) =>
    terms.map((list) =>
      list.reduce((bits, term, k) => piece.terms.has(term) ? bits | 1 << k : bits, 0)
    )
  );
}

/** How many bits are set. */
function ones(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** How many lines of code after the one completing the query a tight passage shows. */
const CODE_AFTER = 3;

/**
 * How many more lines a code block may have past {@link CODE_AFTER} and still be shown to its
 * end: a cut that saves a line or two costs a fetch when the last is the answer (pino's
 * diagram ending "`transport.level` is not used in this path").
 */
const CODE_SLACK = 2;

/**
 * How many blocks after the one completing the query a tight passage shows: a sentence, the code
 * it introduces and what is said of it; an import line, a signature and its docs.
 */
const BLOCKS_AFTER = 2;

/**
 * Where a tight run ends: {@link BLOCKS_AFTER} blocks after the sentence that completes what the
 * run holds of the query (`the default below is used:`, its code block and the sentence after;
 * an import line, the signature and its docs), or {@link CODE_AFTER} lines on when that is a line
 * in a longer code block. A word every line has (`default` in a list of attributes)
 * does not carry the run past the line the question is about.
 */
function reachOf(window: Window, first: number, last: number): number {
  const { pieces } = window;
  const complete = completion(window, first, last);
  let end = blockEnd(pieces, complete);
  // A long code block is cut a few lines on; a short one's end is near, and so is what follows.
  if (pieces[complete]!.code && end - complete > CODE_AFTER + CODE_SLACK) {
    const blockLast = end;
    end = complete + CODE_AFTER;
    // A doc comment is not shown without what it documents: the passage ends past it.
    while (end < blockLast && COMMENT.test(pieces[end]!.text)) end++;
  } else {
    // A table's row says it all (its header is above it): no rows after it but those the
    // query's words are in.
    const after = isRow(window, complete) ? 0 : BLOCKS_AFTER;
    for (let more = 0; more < after && end + 1 < pieces.length; more++) {
      end = blockEnd(pieces, end + 1);
    }
    end = listReach(window, complete, rowReach(window, end));
  }
  return withoutBlankCode(pieces, first, Math.min(last, end));
}

/** Whether a piece is in a table's row. */
function isRow(
  { pieces, blocks }: { pieces: readonly Piece[]; blocks: readonly PlainBlock[] },
  i: number,
): boolean {
  return blocks[pieces[i]!.block]?.row === true;
}

/** The first piece of the table whose row piece `i` is in: its header's. */
function tableStart(
  text: { pieces: readonly Piece[]; blocks: readonly PlainBlock[] },
  i: number,
): number {
  let start = i;
  while (start > 0 && isRow(text, start - 1)) start--;
  return start;
}

/** How many more rows of a table a tight passage may go on for a row holding a query word. */
const ROWS_AFTER = 6;

/**
 * Where a tight run that ends in a table's rows ends instead: at the last of the next
 * {@link ROWS_AFTER} rows that holds a query word few of the table's rows hold (an example
 * sets `timeout`, the header says "Default": the row of `timeout` says the default), else
 * where it was. A word most rows hold (`default` in a column) does not carry it on.
 */
function rowReach(window: Window, end: number): number {
  const { pieces, found } = window;
  if (!isRow(window, end)) return end;
  const start = tableStart(window, end);
  let stop = end;
  while (stop + 1 < pieces.length && isRow(window, stop + 1)) stop++;
  // The rows (blocks: a row of several sentences is several pieces) holding each word.
  const rowsWith = (w: number) => {
    const held = new Set<number>();
    for (let i = start; i <= stop; i++) if (found[i]![w] !== 0) held.add(pieces[i]!.block);
    return held.size;
  };
  const holding = window.query.words.map((_, w) => rowsWith(w));
  const rows = pieces[stop]!.block - pieces[start]!.block + 1;
  const lastRow = pieces[end]!.block + ROWS_AFTER;
  let reach = end;
  for (let i = end + 1; i <= stop && pieces[i]!.block <= lastRow; i++) {
    if (found[i]!.some((bits, w) => bits !== 0 && holding[w]! * 2 <= rows)) {
      reach = blockEnd(pieces, i);
    }
  }
  return reach;
}

/**
 * Where a tight run that completes the query at a heading ends when a list follows it: at the
 * list's last item, {@link LIST_AFTER} at most (an element's `CSS parts` heading asked for: its
 * three parts, not the first two), else where it was.
 */
function listReach(window: Window, complete: number, end: number): number {
  const { pieces, blocks } = window;
  if (blocks[pieces[complete]!.block]?.heading !== true) return end;
  let reach = end;
  let items = 0;
  for (let i = blockEnd(pieces, complete) + 1; i < pieces.length && items < LIST_AFTER;) {
    if (!isListItem(window, i)) break;
    reach = blockEnd(pieces, i);
    items++;
    i = reach + 1;
  }
  return Math.max(end, reach);
}

/** The most items of a list under a heading the query completes at that a tight run shows. */
const LIST_AFTER = 12;

/** The first piece of a run from which on it holds as much of the query as the whole run. */
function completion(window: Window, first: number, last: number): number {
  const { pieces, query, found } = window;
  const target = wordShares(window, [{ first, last }]);
  // Each word's share so far, and the terms of the block being read; one pass.
  const shares = query.words.map(() => 0);
  let bits = query.words.map(() => 0);
  for (let i = first; i <= last; i++) {
    if (i > first && pieces[i]!.block !== pieces[i - 1]!.block) bits = bits.map(() => 0);
    let complete = true;
    for (const [w, word] of query.words.entries()) {
      bits[w]! |= found[i]![w]!;
      shares[w] = Math.max(shares[w]!, ones(bits[w]!) / word.terms.size);
      if (shares[w]! < target[w]!) complete = false;
    }
    if (complete) return i;
  }
  return last;
}

/**
 * Of two runs that hold as much of the query, whether the first is the likelier answer: the one
 * that does not start between a declaration and its doc comment, then the one that writes more
 * of the query's words as words of their own (an attribute named `length`,
 * not a sentence about `fixed-length` codes; `default`, not `DefaultChatTransport`), else the
 * one where its words come together ({@link closer}: a default's sentence and the code under
 * it, not the paragraph above that names the option).
 */
function likelier(window: Window, run: Run, other: Run): boolean {
  // A line of code shown without its doc comment (the `@deprecated` above a member) loses.
  const [cut, otherCut] = [cutsDocs(window, run), cutsDocs(window, other)];
  if (cut !== otherCut) return otherCut;
  // Where each run completes what it holds of the query, worked out once for the rules below.
  const completed = (held: Run): CompletedRun => ({
    ...held,
    complete: completion(window, held.first, held.last),
  });
  const [mine, theirs] = [completed(run), completed(other)];
  // Code the next block rewrites (a migration's "before") loses to what it becomes.
  const [old, otherOld] = [endsRewritten(window, mine), endsRewritten(window, theirs)];
  if (old !== otherOld) return otherOld;
  const [whole, otherWhole] = [wholeCover(window, mine), wholeCover(window, theirs)];
  if (Math.abs(whole - otherWhole) > TIE) return whole > otherWhole;
  // The identifier the query writes, as it writes it: `catchReason`, not `catchReasons`.
  const [exact, otherExact] = [exactNames(window, mine), exactNames(window, theirs)];
  if (exact !== otherExact) return exact > otherExact;
  // The line that declares a name the query writes, not one whose type names it too
  // (drizzle's `onConflictDoNothing(): Without<this, 'onConflictDoUpdate'>`), where the run
  // completes, or the list item it starts with (an option's: its name, then the sentence with
  // its default; a table's row names its column's value, not what the run goes on to say).
  const declaring = (held: CompletedRun) => {
    const first = firstHeld(window, held);
    return declaresQueryWord(window, held.complete) ||
      (!isRow(window, first) && declaresQueryWord(window, first));
  };
  const [declares, otherDeclares] = [declaring(mine), declaring(theirs)];
  if (declares !== otherDeclares) return declares;
  return closer(window, mine, theirs);
}

/**
 * The name a member's or a parameter's list item declares (`- \`static create(...)\`: ...`, as
 * a symbol's text lists its members; `- \`options.exact\`: ...`, its parameters; `- \`header\` —
 * ...`, an element's slot or CSS part), or a
 * declaration's line of code (`function create(`, `declare const x:`): not a key, a call or a
 * local variable in an example (`legacyTimeouts: true,`, `const uiStream =
 * toUIMessageStream(...)`), which use names.
 */
const DECLARED = new RegExp(
  "^(?:- `(?:(?:static|readonly|abstract|async|get|set)\\s+)*(?:[A-Za-z_$][\\w$]*\\.)*|" +
    "(?:export\\s+)?(?:(?:declare\\s+)?(?:function|class|interface|type|enum)|" +
    "declare\\s+(?:const|let|var))\\s+)" +
    "([A-Za-z_$][\\w$]*)(?:\\s*[?(<:=]|`:|` \u2014 )",
);

/**
 * How many of the identifiers the query writes (a word with a capital after its first letter, an
 * underscore or a dollar sign) a run writes exactly, as one name, where it gathers the query.
 */
function exactNames(window: Window, run: CompletedRun): number {
  const text = window.pieces.slice(firstHeld(window, run), run.complete + 1)
    .map((piece) => piece.text).join("\n");
  return window.query.words.filter(({ written }) =>
    written !== undefined && CODE_NAME.test(written) && writtenName(written).test(text)
  ).length;
}

/** A name as code writes it: `catchReason`, `max_tokens`, `$state`; not an everyday word. */
const CODE_NAME = /^(?=.*(?:[a-z][A-Z]|[_$]))[A-Za-z_$][\w$]*$/;

/** A table row's first cell when it is one word or name (`` `hours` ``, `**retry**`). */
const ROW_NAME = /^[`*_]*([A-Za-z_$][\w$.-]*)[`*_]*:/;

/**
 * Whether a piece declares a name the query writes whole ({@link DECLARED}), or is a table's row
 * whose first cell is that name (cacheLife's `hours` row under its "stale: revalidate: expire"
 * header, not a code comment's `// 1 hour`).
 */
function declaresQueryWord(window: Window, i: number): boolean {
  const piece = window.pieces[i]!;
  const name = isRow(window, i)
    ? ROW_NAME.exec(piece.text)?.[1]
    : DECLARED.exec(piece.text.trimStart())?.[1];
  if (name === undefined) return false;
  const whole = wholeTermOf(name);
  // A word's whole term is its first (`termsOfWord`): the name, not one of its parts.
  return whole !== undefined && window.query.words.some(({ terms }) => [...terms][0] === whole);
}

/** A run with the piece that completes what it holds of the query ({@link completion}). */
interface CompletedRun extends Run {
  complete: number;
}

/**
 * Whether what a run holds of the query ends in a code block that the block right after it
 * rewrites: a block of code in the same language (or none), sharing most of its names but not
 * the same, as a migration guide writes the code before a change and then after it. A variant
 * in another language (`tsx`, then `jsx`) is not a rewrite.
 */
function endsRewritten({ pieces, blocks }: Window, { complete }: CompletedRun): boolean {
  const piece = pieces[complete]!;
  const [code, next] = [blocks[piece.block]!, blocks[piece.block + 1]];
  if (code.kind !== "code" || next?.kind !== "code" || next.lang !== code.lang) return false;
  if (next.text === code.text) return false;
  const [mine, theirs] = [namesIn(code.text), namesIn(next.text)];
  const shared = [...mine].filter((name) => theirs.has(name)).length;
  return shared >= REWRITE_SHARE * Math.max(mine.size, theirs.size);
}

/** The share of names two blocks of code must have in common for the second to rewrite the first. */
const REWRITE_SHARE = 0.6;

/** The identifiers a block of code writes. */
function namesIn(code: string): Set<string> {
  return new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

/** Whether a run starts on a line of code below its own doc comment, leaving the comment out. */
function cutsDocs({ pieces }: Window, { first }: Run): boolean {
  return declarationStart(pieces, first) < first;
}

/**
 * The weight of the query's words that a run writes whole (a word's first term is its whole),
 * from its first piece with a query word to the piece that completes what it holds: what the
 * run goes on with once it has that does not count.
 */
function wholeCover(window: Window, run: CompletedRun): number {
  const { pieces, query } = window;
  const [from, to] = [firstHeld(window, run), run.complete];
  let cover = 0;
  for (const word of query.words) {
    const [whole] = word.terms;
    for (let i = from; i <= to; i++) {
      if (pieces[i]!.wholes.has(whole!)) {
        cover += weightOf(word);
        break;
      }
    }
  }
  return cover;
}

/**
 * Whether a run gathers what it holds of the query over less text than another that holds as
 * much, starting in another block: from its first piece with a query word (what leads to it
 * costs nothing) to the piece that completes it, when the other gathers it over several
 * pieces. Within one paragraph, where a run starts is {@link startOf}'s to say; within one code
 * block, each line a piece, the closer wins too.
 */
function closer(window: Window, run: CompletedRun, other: CompletedRun): boolean {
  const [mine, theirs] = [firstHeld(window, run), firstHeld(window, other)];
  // In one paragraph, the start is startOf's to say; in one code block, whose lines are many
  // declarations (a type's members), the closer wins: luxon's `rounding`, whose two comment
  // lines say "Rounding method" and its default, not `unit`'s "method" ten lines above `round`.
  const { pieces } = window;
  if (pieces[mine]!.block === pieces[theirs]!.block && !pieces[mine]!.code) return false;
  // A run that has it all in one piece gathers nothing: which piece is shorter does not count.
  if (other.complete <= theirs) return false;
  return window.size.of(mine, run.complete) < window.size.of(theirs, other.complete);
}

/** A run's first piece with a query word (its last when none has one). */
function firstHeld({ pieces }: Window, { first, last }: Run): number {
  let i = first;
  while (i < last && pieces[i]!.score === 0) i++;
  return i;
}

/** How close two covers may be and count as equal (they are sums of fractions). */
const TIE = 1e-9;

/** The longest first sentence of a paragraph or list item shown above a run that starts later. */
const HEAD = 200;

/**
 * Runs (copies) that start inside a paragraph or list item after its first sentence, with that
 * sentence shown first when it is short: it names what the rest speaks of (`- \`delimiter\`:
 * \`string\`, default \`','\``, above the sentence about commas); and runs that start in a
 * table's rows below its header, with the header first: it names the columns.
 */
function withHeads(
  pieces: readonly Piece[],
  blocks: readonly PlainBlock[],
  size: WindowSize,
  runs: readonly Run[],
): Run[] {
  const headed: Run[] = [];
  const text = { pieces, blocks };
  for (const run of runs) {
    // A table's rows are read under its header: `hours`: 5m: 1h: 1d says nothing without it.
    if (isRow(text, run.first)) {
      const header = tableStart(text, run.first);
      const headerEnd = blockEnd(pieces, header);
      const shown = header <= (headed.at(-1)?.last ?? -1);
      if (header >= blockStart(pieces, run.first) || shown || size.of(header, headerEnd) > HEAD) {
        headed.push({ ...run });
      } else if (headerEnd === run.first - 1) {
        headed.push({ first: header, last: run.last });
      } else {
        headed.push({ first: header, last: headerEnd }, { ...run });
      }
      continue;
    }
    const start = blockStart(pieces, run.first);
    // Shown already, or by a run before this one in the same block: nothing to add.
    const shown = start <= (headed.at(-1)?.last ?? -1);
    if (pieces[run.first]!.code || start === run.first || shown || size.of(start, start) > HEAD) {
      headed.push({ ...run });
    } else if (start === run.first - 1) {
      headed.push({ first: start, last: run.last });
    } else {
      headed.push({ first: start, last: start }, { ...run });
    }
  }
  return headed;
}

/** A run cut inside a code block does not end in its blank lines. */
function withoutBlankCode(pieces: readonly Piece[], first: number, last: number): number {
  while (last > first && pieces[last]!.code && pieces[last]!.text.trim() === "") last--;
  return last;
}

/** The first piece of a piece's block. */
function blockStart(pieces: readonly Piece[], i: number): number {
  while (i > 0 && pieces[i - 1]!.block === pieces[i]!.block) i--;
  return i;
}

/** The last piece of a piece's block. */
function blockEnd(pieces: readonly Piece[], i: number): number {
  while (i + 1 < pieces.length && pieces[i + 1]!.block === pieces[i]!.block) i++;
  return i;
}

/**
 * A run that ends inside a code block, in lines without a word of the query, ends before that
 * block instead: a block's first lines alone (`module.exports = {`) say nothing.
 */
function withoutIdleCode(pieces: readonly Scored[], first: number, last: number): number {
  if (blockEnd(pieces, last) === last || !pieces[last]!.code) return last;
  const start = Math.max(first, blockStart(pieces, last));
  if (start === first) return last;
  for (let i = start; i <= last; i++) if (pieces[i]!.score > 0) return last;
  return start - 1;
}

/**
 * The run widened to the text before it while the room allows: sentence by sentence, and a
 * code block only whole (its last lines alone, `},` and `}`, say nothing).
 */
function widened(
  pieces: readonly Scored[],
  size: WindowSize,
  first: number,
  last: number,
  room: number,
): number {
  while (first > 0) {
    const start = pieces[first - 1]!.code ? blockStart(pieces, first - 1) : first - 1;
    if (size.of(start, last) > room) break;
    first = start;
  }
  return first;
}

/** The share of a query word's terms a piece has. */
function shareOf(terms: ReadonlySet<string>, word: QueryWeights["words"][number]): number {
  let found = 0;
  for (const term of word.terms) if (terms.has(term)) found++;
  return found / word.terms.size;
}

/** The most pieces tried as a passage's opening (the best scored): a long text has hundreds. */
const OPENERS = 24;

/**
 * The length, as JSON text, of the passage a run of pieces renders to, worked out from each
 * piece's length without rendering it: sentences joined by a space, lines and blocks by a line
 * break (two characters in JSON), code blocks inside their fences, `… ` and ` …` where text is
 * left out.
 */
class WindowSize {
  readonly #count: number;
  /** What opening a code block costs at each piece (its fence and language), else 0. */
  readonly #opens: number[];
  /** What closing a code block costs at each piece, else 0. */
  readonly #closes: number[];
  /** Sums over the pieces before each index: their lengths, ... */
  readonly #lengths: number[];
  /** ... what joins each to the one before it, ... */
  readonly #joins: number[];
  /** ... and the fences closed after each that ends its code block. */
  readonly #tails: number[];

  constructor(pieces: readonly Piece[], blocks: readonly PlainBlock[]) {
    this.#count = pieces.length;
    const code = (i: number) => blocks[pieces[i]!.block]!.kind === "code";
    const starts = (i: number) => i === 0 || pieces[i - 1]!.block !== pieces[i]!.block;
    this.#opens = pieces.map((piece, i) =>
      code(i) ? 3 + (blocks[piece.block]!.lang?.length ?? 0) + LINE_BREAK : 0
    );
    this.#closes = pieces.map((_, i) => code(i) ? LINE_BREAK + 3 : 0);
    this.#lengths = [0];
    this.#joins = [0];
    this.#tails = [0];
    for (const [i, piece] of pieces.entries()) {
      this.#lengths.push(this.#lengths[i]! + jsonLength(piece.text));
      const join = i === 0
        ? 0
        : starts(i)
        ? LINE_BREAK + this.#opens[i]!
        : code(i)
        ? LINE_BREAK
        : 1;
      this.#joins.push(this.#joins[i]! + join);
      const ends = i + 1 < pieces.length && starts(i + 1);
      this.#tails.push(this.#tails[i]! + (ends ? this.#closes[i]! : 0));
    }
  }

  /** The length of the passage from piece `first` to piece `last`. */
  of(first: number, last: number): number {
    const marks = (first > 0 ? 2 : 0) + (last < this.#count - 1 ? 2 : 0);
    return marks + this.#opens[first]! + this.#lengths[last + 1]! - this.#lengths[first]! +
      this.#joins[last + 1]! - this.#joins[first + 1]! + this.#tails[last]! -
      this.#tails[first]! + this.#closes[last]!;
  }
}

/** A line break written as JSON: `\n`. */
const LINE_BREAK = 2;

/** The least room worth a passage. */
const MIN_ROOM = 24;

/**
 * A piece's score: the weights of the query's words it has, each in the share of the word's
 * terms found (`stay-open-on-outside-click` written whole beats a piece that only says "open").
 */
function scoreOf(terms: ReadonlySet<string>, query: QueryWeights): number {
  let score = 0;
  for (const word of query.words) score += weightOf(word) * shareOf(terms, word);
  return score;
}

/**
 * What a query word weighs in choosing a passage: a word made of parts (`acceptHMRUpdate`,
 * `stay-open-on-outside-click`) names the very thing to show, and weighs twice its weight.
 */
function weightOf(word: QueryWeights["words"][number]): number {
  return word.terms.size > 1 ? IDENTIFIER * word.weight : word.weight;
}

/** How much more a query word made of parts weighs in choosing a passage. */
const IDENTIFIER = 2;

/**
 * Where a passage around the best piece starts: at the start of its paragraph or code block
 * when that takes at most {@link LEAD_SHARE} of the room (a sentence read without the one that
 * opens its paragraph loses its subject; a line of code without its block's first lines, its
 * call), else, in code, at the start of the declaration the line belongs to (its doc comment,
 * the overloads before it) when that does, else at the best piece itself.
 */
function startOf(pieces: readonly Scored[], size: WindowSize, best: number, room: number): number {
  const start = blockStart(pieces, best);
  if (start === best) return best;
  if (size.of(start, best - 1) <= room * LEAD_SHARE) return start;
  // Far into a code block: from the declaration the line belongs to, when that is near.
  const declaration = declarationStart(pieces, best);
  return declaration < best && size.of(declaration, best - 1) <= room * LEAD_SHARE
    ? declaration
    : best;
}

/**
 * Where the declaration a line of code belongs to starts: its doc comment and the overloads
 * before it (`redirect(url)` above `redirect(status, url)`), within the line's code block; the
 * line itself for a sentence or a line with neither above it.
 */
function declarationStart(pieces: readonly Piece[], line: number): number {
  if (!pieces[line]!.code) return line;
  const start = blockStart(pieces, line);
  const name = MEMBER.exec(pieces[line]!.text)?.[1];
  let declaration = line;
  while (declaration > start) {
    const above = pieces[declaration - 1]!.text;
    if (!COMMENT.test(above) && (name === undefined || MEMBER.exec(above)?.[1] !== name)) break;
    declaration--;
  }
  return declaration;
}

/** A member's line in a declaration: its name (`redirect` of `redirect(url: string): void;`). */
const MEMBER = /^\s*(?:(?:readonly|static|async|get|set|public|protected)\s+)*([\w$]+)\??\s*[(<:]/;

/** A line of a comment: `/**`, ` * text`, ` *\/`, `//`. */
const COMMENT = /^\s*(?:\/\*\*?|\*|\/\/)/;

/**
 * The pieces from `first` to `last`: sentences joined by spaces, blocks by line breaks; with
 * `opened`, after the lines that open what a first line of code is nested in.
 */
function render(
  pieces: readonly Piece[],
  blocks: readonly PlainBlock[],
  first: number,
  last: number,
  opened: boolean,
): string {
  const lines: string[] = [];
  let open: number | undefined;
  // Started inside a code block: the lines that open what it is nested in come first.
  const opening = opened ? openingLines(pieces, first) : [];
  if (opening.length > 0) {
    const { lang } = blocks[pieces[first]!.block]!;
    lines.push(`\`\`\`${lang ?? ""}`, ...opening);
    open = pieces[first]!.block;
  }
  for (let i = first; i <= last; i++) {
    const { block, text } = pieces[i]!;
    const { kind, lang } = blocks[block]!;
    if (block !== open) {
      if (open !== undefined && blocks[open]!.kind === "code") lines.push("```");
      if (kind === "code") lines.push(`\`\`\`${lang ?? ""}`);
      lines.push(text);
      open = block;
    } else if (kind === "code") {
      lines.push(text);
    } else {
      lines[lines.length - 1] += ` ${text}`;
    }
  }
  if (open !== undefined && blocks[open]!.kind === "code") lines.push("```");
  const before = first > 0 ? `${ELLIPSIS} ` : "";
  const after = last < pieces.length - 1 ? ` ${ELLIPSIS}` : "";
  return `${before}${lines.join("\n")}${after}`;
}

/**
 * Runs rendered one after another, a line each; a run that goes on the prose block the one
 * before it left stays on its line, one `…` between them (a list item's name, then the
 * sentence of it that answers).
 */
function joinedRuns(
  pieces: readonly Piece[],
  blocks: readonly PlainBlock[],
  runs: readonly Run[],
  opened: boolean,
): string {
  let text = "";
  for (const [k, run] of runs.entries()) {
    const shown = render(pieces, blocks, run.first, run.last, opened);
    const before = runs[k - 1];
    const sameProse = before !== undefined && !pieces[run.first]!.code &&
      pieces[before.last]!.block === pieces[run.first]!.block;
    // Next to each other, nothing is left out between them.
    const between = sameProse && before.last + 1 === run.first ? ELLIPSIS.length + 1 : 0;
    text = before === undefined
      ? shown
      : sameProse
      ? `${text.slice(0, -ELLIPSIS.length - 1)} ${shown.slice(between)}`
      : `${text}\n${shown}`;
  }
  return text;
}

/**
 * The lines of a code block above a line that open what the line is nested in, outermost
 * first, up to {@link OPENING_LINES} of them, with `…` where lines between are left out: an
 * example's `Tracking: {` reads under `ConfigurationOverrides: {`, the key a user must write
 * it in (the AWS SDK's `SendEmailCommand`). None at a block's start or for a sentence.
 */
function openingLines(pieces: readonly Piece[], first: number): string[] {
  if (!pieces[first]!.code) return [];
  const start = blockStart(pieces, first);
  let indent = indentOf(pieces[first]!.text);
  const found: number[] = [];
  for (let i = first - 1; i >= start && indent > 0 && found.length < OPENING_LINES; i--) {
    const { text } = pieces[i]!;
    if (text.trim() === "" || indentOf(text) >= indent || !OPENS.test(text)) continue;
    found.unshift(i);
    indent = indentOf(text);
  }
  return found.flatMap((line, k) => {
    const next = found[k + 1] ?? first;
    return next === line + 1
      ? [pieces[line]!.text]
      : [pieces[line]!.text, `${" ".repeat(indentOf(pieces[next]!.text))}${ELLIPSIS}`];
  });
}

/** The most lines {@link openingLines} shows. */
const OPENING_LINES = 3;

/** A line that opens a nested block: it ends in `{`, `[`, `(` or `:`, a comment aside. */
const OPENS = /[{[(:]\s*(?:\/\/.*|#.*)?$/;

/** How far a line is indented (a tab as two spaces). */
function indentOf(line: string): number {
  const [space] = /^[ \t]*/.exec(line)!;
  return space.replaceAll("\t", "  ").length;
}

/** The length of a string written as JSON, without its quotes. */
function jsonLength(text: string): number {
  return JSON.stringify(text).length - 2;
}
