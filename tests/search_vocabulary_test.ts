import assert from "node:assert/strict";
import { wordBytes } from "../src/search/bytes.ts";
import { scanFields } from "../src/search/scan.ts";

// Field 0 and 4 hold the token "alpha" (a token of several fields), field 1 holds "alphabet"
// and field 2 "alphanumeric" (tokens of one field each); field 3 is absent.
const vocabulary = scanFields(["alpha beta", "alphabet", "alphanumeric", null, "alpha"]);

function fieldsOf(word: string, keep?: (field: number) => boolean): number[] {
  const lookup = vocabulary.lookUp(wordBytes(word));
  if (lookup === undefined) return [];
  return [...new Set(Array.from(lookup.fields(keep)))].sort((a, b) => a - b);
}

Deno.test("a word's fields are those of every token holding it", () => {
  assert.deepStrictEqual(fieldsOf("alp"), [0, 1, 2, 4]);
  assert.deepStrictEqual(fieldsOf("lpha"), [0, 1, 2, 4]);
  assert.deepStrictEqual(fieldsOf("bet"), [0, 1]);
  assert.deepStrictEqual(fieldsOf("gamma"), []);
});

Deno.test("a filter leaves out the single-field tokens it turns down, and keeps what it wants", () => {
  const notOne = (field: number) => field !== 1;
  for (const word of ["alp", "lpha", "alpha"]) {
    const kept = fieldsOf(word, notOne);
    // Every wanted field is still there, and field 1 (only "alphabet") is skipped unread.
    assert.deepStrictEqual(kept.filter(notOne), fieldsOf(word).filter(notOne), word);
    assert.ok(!kept.includes(1), word);
  }
  // Turning every field down spares every single-field token; what remains are fields of
  // tokens held by several fields, which the caller checks itself.
  for (const field of fieldsOf("alp", () => false)) assert.ok([0, 4].includes(field));
});

Deno.test("trigram contexts are kept when the text repeats its words enough, 4 bytes per trigram", () => {
  const fields = ["alpha beta", "alphabet", "alphanumeric", null, "alpha"];
  // The tokens alpha, beta, alphabet and alphanumeric hold 3 + 2 + 6 + 10 trigrams.
  const trigrams = 21;
  const once = scanFields(fields);
  const often = scanFields(fields.map((field) => field && Array(40).fill(field).join(" ")));
  assert.equal(often.sizeBytes - once.sizeBytes, 4 * trigrams);
  // The same tokens in the same fields: the same answers, with contexts or without.
  for (const word of ["alp", "lpha", "alphab", "phanum", "alphanumeric", "bet", "abe", "gamma"]) {
    const lookup = often.lookUp(wordBytes(word));
    const found = lookup === undefined ? [] : [...new Set(Array.from(lookup.fields()))];
    assert.deepStrictEqual(found.sort((a, b) => a - b), fieldsOf(word), word);
  }
});
