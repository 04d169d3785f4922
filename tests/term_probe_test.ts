import assert from "node:assert/strict";
import { TermProbe } from "../src/search/term_probe.ts";
import { termsOfWord, wordsOf } from "../src/search/terms.ts";
import { createPrng } from "../scripts/_prng.ts";

/** Every term of a text, read word by word: what a probe must answer. */
function allTerms(text: string): Set<string> {
  return new Set(wordsOf(text).flatMap(termsOfWord));
}

/**
 * Words whose stems the stemmer ends with letters the word lacks (`happi`, `conflat`, `abl`),
 * whose probes occur inside other words (`us` in `status`), hyphenated, camelCase, dotted and
 * `$`/`_` words, digits, and words of letters outside ASCII.
 */
const WORDS = [
  "happy",
  "happily",
  "conflated",
  "ability",
  "sensibility",
  "possibly",
  "relational",
  "agreement",
  "hoping",
  "filing",
  "use",
  "uses",
  "used",
  "status",
  "focus",
  "business",
  "auto-submit",
  "Auto-Submit",
  "query-core",
  "invalidateQueries",
  "parseURL",
  "URLParser",
  "experimental_throttle",
  "$state",
  "queryClient.invalidateQueries",
  "Deno.serve",
  "v2beta",
  "html5",
  "2024",
  "AI",
  "OpenAI",
  "ai-sdk",
  "re-render",
  "rerender",
  "the",
  "and",
  "--flag",
  "end.",
  "café",
  "Ärger",
  "naïve-mode",
];

/** Ways words are joined into a text. */
const GLUE = [" ", "\n", ", ", ". ", " (", ") ", "`", " - ", "/", "->", " → ", "“"];

Deno.test("a probe answers every term as reading the text word by word does", () => {
  const prng = createPrng(35);
  const asked = new Set([
    ...WORDS.flatMap(termsOfWord),
    // Terms no word above has, whose probes some hold (`stat` in `status`, `abil` in `ability`).
    "stat",
    "us",
    "abil",
    "sub",
    "submit",
    "i",
    "l",
    "le",
    "e",
    "serv",
  ]);
  for (let round = 0; round < 400; round++) {
    const parts: string[] = [];
    for (let i = prng.between(1, 14); i > 0; i--) parts.push(prng.pick(WORDS), prng.pick(GLUE));
    const text = parts.join("");
    const expected = allTerms(text);
    const probe = new TermProbe(text);
    for (const term of asked) {
      assert.equal(probe.has(term), expected.has(term), `${JSON.stringify(text)} has ${term}`);
    }
  }
});

Deno.test("a probe finds a hyphenated word's whole term, a camelCase hump and a tail put back", () => {
  const probe = new TermProbe("Set auto-submit on the form; call queryClient.invalidateQueries.");
  assert.equal(probe.has("autosubmit"), true);
  assert.equal(probe.has("submit"), true);
  assert.equal(probe.has("invalid"), true);
  assert.equal(probe.has("queri"), true);
  // `sub` is inside `submit`, `state` inside nothing: neither is a word's term here.
  assert.equal(probe.has("sub"), false);
  assert.equal(probe.has("state"), false);
  assert.equal(new TermProbe("Are you happy?").has("happi"), true);
  assert.equal(new TermProbe("The status bar").has("us"), false);
  assert.equal(new TermProbe("Use the status bar").has("us"), true);
});
