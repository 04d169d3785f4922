/**
 * Reading `search` and `fetch` answers written as plain text (the stdio default), as a model
 * reads them: each result a `## title` line, then `id: ...`.
 *
 * @module
 */

/** The ids of a plain `search` answer's results, in order. */
export function resultIds(text: string): string[] {
  return [...text.matchAll(/^## .*\nid: (.+)$/gm)].map((match) => match[1]!);
}
