/**
 * The snippet of a hit: a short piece of its text that shows why it matched.
 *
 * @module
 */
import { termsOfWord, WORD, wordsOf } from "./terms.ts";

/** The longest snippet, in characters. */
export const SNIPPET_LENGTH = 200;

/** How much of a text a snippet looks at. */
const SCANNED = 20_000;

/** How much of the text before the first match a snippet shows. */
const LEAD = 60;

/**
 * A piece of `text` of at most `length` characters around the first word that
 * shares a stemmed term with the query, Markdown marks and runs of white space flattened; the
 * start of the text when none does.
 *
 * @param text The text of a hit.
 * @param query The query it matched.
 * @param length The longest snippet, at most {@link SNIPPET_LENGTH}.
 * @returns The snippet, with `…` where text was cut.
 *
 * @example
 * ```ts
 * import { snippetOf } from "./snippet.ts";
 *
 * console.log(snippetOf("## Retry\n\nFailed queries are **retried** three times.", "retries")); // "Retry Failed queries are retried three times."
 * ```
 */
export function snippetOf(text: string, query: string, length = SNIPPET_LENGTH): string {
  // A snippet comes from the start of a text; a very long one is not flattened whole.
  const flat = text.slice(0, SCANNED).replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, "$1").replace(
    /^[ \t]*(?:>[ \t]*)+/gm,
    "",
  )
    .replace(/[#*`|]+/g, " ").replace(/\s+/g, " ").trim();
  const wanted = new Set(wordsOf(query).flatMap(termsOfWord));
  let at = 0;
  for (const match of flat.matchAll(WORD)) {
    if (termsOfWord(match[0]).some((term) => wanted.has(term))) {
      at = match.index;
      break;
    }
  }
  let start = Math.max(0, at - Math.min(LEAD, Math.floor(length / 3)));
  if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  const lead = start > 0 ? "…" : "";
  const room = length - lead.length;
  const rest = flat.slice(start);
  return lead + (rest.length <= room ? rest : `${rest.slice(0, room - 1)}…`);
}
