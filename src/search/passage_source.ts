/**
 * What a text is cut into for its passages (its {@link PassageSource}): the sentences of its
 * prose blocks and the lines of its code blocks (plain_blocks.ts), each with its stemmed terms,
 * once for every query that shows it; and how much each word of a query weighs in choosing
 * among them ({@link QueryWeights}). passage.ts chooses the passage.
 *
 * @module
 */
import type { PlainBlock } from "./plain_blocks.ts";
import { termsOfWord, wholeTermOf, wordsOf, writtenQueryWords } from "./terms.ts";

/** How much each query word weighs, by its stemmed terms: one set of terms per word. */
export interface QueryWeights {
  /**
   * Each meaningful word of the query as its stemmed terms, with its weight, and as written
   * (an identifier is one name: `catchReason`, not `catchReasons`, which stems alike).
   */
  words: readonly { terms: ReadonlySet<string>; weight: number; written?: string }[];
}

/**
 * A query's words, each weighing the same: for choosing a passage inside one text, where no
 * index says how rare each word is.
 *
 * @param query What the caller typed.
 * @returns Its words, each of weight 1.
 *
 * @example
 * ```ts
 * import { evenWeights } from "./passage_source.ts";
 *
 * console.log(evenWeights("retry queries").words.length); // 2
 * ```
 */
export function evenWeights(query: string): QueryWeights {
  return {
    words: writtenQueryWords(query).map(({ written, terms }) => ({ terms, weight: 1, written })),
  };
}

/** One sentence, or one line of code, with its stemmed terms. */
export interface Piece {
  block: number;
  /** A line of code, not a sentence. */
  code: boolean;
  text: string;
  terms: ReadonlySet<string>;
  /** The terms of its words as wholes: `fixed-length` is `fixedlength` here, not `length`. */
  wholes: ReadonlySet<string>;
  /**
   * The terms of the names it writes, each part of a dotted one too (`catchAll` in
   * `Effect.catchAll`), but not a word inside a longer name (`size` in `handleSizeChange`).
   */
  names: ReadonlySet<string>;
}

/** A text cut into pieces, once for every query that shows it. */
export interface PassageSource {
  blocks: readonly PlainBlock[];
  pieces: readonly Piece[];
}

/**
 * One source after another, as one text: a symbol and the options type its signature names
 * answer one question together.
 *
 * @param first The text shown first.
 * @param second The text after it.
 * @returns Both, the second's blocks after the first's, but for its prose the first has.
 *
 * @example
 * ```ts
 * import { joinedSources, passageSource } from "./passage_source.ts";
 * import { plainBlocks } from "./plain_blocks.ts";
 *
 * const both = joinedSources(passageSource(plainBlocks("One.")), passageSource(plainBlocks("Two.")));
 * console.log(both.blocks.length); // 2
 * ```
 */
export function joinedSources(first: PassageSource, second: PassageSource): PassageSource {
  // Prose the first already says is not said again (a variable read with its type's docs).
  const said = new Set(first.blocks.flatMap((block) => block.kind === "prose" ? [block.text] : []));
  const kept = new Map<number, number>();
  const blocks = [...first.blocks];
  second.blocks.forEach((block, i) => {
    if (block.kind === "prose" && said.has(block.text)) return;
    kept.set(i, blocks.length);
    blocks.push(block);
  });
  return {
    blocks,
    pieces: [
      ...first.pieces,
      ...second.pieces.flatMap((piece) => {
        const block = kept.get(piece.block);
        return block === undefined ? [] : [{ ...piece, block }];
      }),
    ],
  };
}

const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * A prose text's sentences. None ends inside inline code: the segmenter ends one at a dot
 * followed by a capital or a sign (`core.$ZodCheckRegexParams`), and pieces are joined with a
 * space when shown.
 */
function sentencesOf(text: string): string[] {
  const result: string[] = [];
  let open = "";
  for (const { segment } of sentences.segment(text)) {
    open += segment;
    if ((open.match(/`/g)?.length ?? 0) % 2 === 1) continue;
    if (open.trim() !== "") result.push(open.trim());
    open = "";
  }
  if (open.trim() !== "") result.push(open.trim());
  // A list item's name is a piece of its own when its first sentence is long: a passage cut
  // from the item's later sentences shows which option they speak of (aedes'
  // `maxInflightInbound`, whose first sentence runs to 170 characters, its default at the end).
  const lead = result[0] !== undefined && result[0].length > LONG_FIRST_SENTENCE
    ? ITEM_LEAD.exec(result[0])?.[0]
    : undefined;
  if (lead !== undefined) result.splice(0, 1, lead.trim(), result[0]!.slice(lead.length).trim());
  return result;
}

/** A first sentence longer than this is cut after its list item's name. */
const LONG_FIRST_SENTENCE = 120;

/**
 * A list item's marker and the inline code that names it, to the dash after its type and default
 * when it has one (`` - `duration`: `number`, default `3000` — ``, `` - `maxQueued` `<number>` ``).
 */
const ITEM_LEAD =
  /^(?:[-*+]|\d+[.)]) +`[^`\n]+`(?:[ :,]*(?:default\b[ :]*)?`[^`\n]+`)*(?: ?[—–] ?)?(?=\s*[^\s`])/;

/**
 * A text's blocks cut into the pieces passages are made of: the sentences of its prose and the
 * lines of its code, each with its stemmed terms.
 *
 * @param blocks The text's blocks.
 * @returns The source of its passages.
 *
 * @example
 * ```ts
 * import { passageSource } from "./passage_source.ts";
 * import { plainBlocks } from "./plain_blocks.ts";
 *
 * console.log(passageSource(plainBlocks("One. Two.")).pieces.map((p) => p.text)); // ["One.", "Two."]
 * ```
 */
export function passageSource(blocks: readonly PlainBlock[]): PassageSource {
  const pieces: Piece[] = [];
  for (const [block, { kind, text, contents }] of blocks.entries()) {
    const parts = kind === "code" ? text.split("\n") : sentencesOf(text);
    for (const part of parts) {
      // A table of contents' line names what the text says elsewhere: it answers no query.
      const words = contents ? [] : wordsOf(part);
      const terms = new Set(words.flatMap(termsOfWord));
      // A dotted name writes its last part whole too: `options.exact` is the option `exact`.
      const wholes = new Set(
        words.flatMap((word) =>
          [word, word.slice(word.lastIndexOf(".") + 1)].flatMap((whole) => wholeTermOf(whole) ?? [])
        ),
      );
      const names = new Set(
        words.flatMap((word) => word.split(".").flatMap((name) => wholeTermOf(name) ?? [])),
      );
      pieces.push({ block, code: kind === "code", text: part, terms, wholes, names });
    }
  }
  return { blocks, pieces };
}
