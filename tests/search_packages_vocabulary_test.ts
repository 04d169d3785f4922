import assert from "node:assert/strict";
import { wordBytes } from "../src/search_packages/bytes.ts";
import { listedFields } from "../src/search_packages/fields.ts";
import { scanFields } from "../src/search_packages/scan.ts";
import type { Vocabulary } from "../src/search_packages/vocabulary.ts";

// Field 0 and 4 hold the token "alpha" (a token of several fields), field 1 holds "alphabet"
// and field 2 "alphanumeric" (tokens of one field each); field 3 is absent.
const FIELDS = listedFields(["alpha beta", "alphabet", "alphanumeric", null, "alpha"]);

function fieldsOf(word: string, vocabulary: Vocabulary = scanFields(FIELDS)): number[] {
  const lookup = vocabulary.lookUp(wordBytes(word));
  if (lookup === undefined) return [];
  const bits = new Int32Array(1);
  lookup.addFields(bits);
  return Array.from({ length: 32 }, (_, field) => field).filter((f) => (bits[0]! >>> f & 1) === 1);
}

Deno.test("a word's fields are those of every token holding it, whatever its length", () => {
  assert.deepStrictEqual(fieldsOf("a"), [0, 1, 2, 4]);
  assert.deepStrictEqual(fieldsOf("ph"), [0, 1, 2, 4]);
  assert.deepStrictEqual(fieldsOf("alp"), [0, 1, 2, 4]);
  assert.deepStrictEqual(fieldsOf("lpha"), [0, 1, 2, 4]);
  assert.deepStrictEqual(fieldsOf("bet"), [0, 1]);
  assert.deepStrictEqual(fieldsOf("t"), [0, 1]);
  assert.deepStrictEqual(fieldsOf("phanume"), [2]);
  assert.deepStrictEqual(fieldsOf("alphanumeric"), [2]);
  assert.deepStrictEqual(fieldsOf("lphabet"), [1]);
  assert.deepStrictEqual(fieldsOf("alphabeta"), []);
  assert.deepStrictEqual(fieldsOf("gamma"), []);
  assert.deepStrictEqual(fieldsOf("x"), []);
});

Deno.test("a word's places are counted exactly, and a rarer word counts fewer", () => {
  const vocabulary = scanFields(FIELDS);
  const occurrences = (word: string) => vocabulary.lookUp(wordBytes(word))?.occurrences;
  // "alpha", "alphabet" and "alphanumeric" are each stored once.
  assert.equal(occurrences("alpha"), 3);
  assert.equal(occurrences("alphan"), 1);
  assert.equal(occurrences("alphanumeric"), 1);
  assert.equal(occurrences("a"), 7);
  assert.equal(occurrences("gamma"), undefined);
});

Deno.test("fields come out the same through block sets as entry by entry", () => {
  const fields = listedFields(Array.from(
    { length: 300 },
    (_, i) => `w${i % 7} x${i % 13}y alpha${i % 5}beta ${i.toString(36)}`,
  ));
  const plain = scanFields(fields);
  const blocky = scanFields(fields, { blockEntries: 4, groupEntries: 64 });
  assert.ok(blocky.sizeBytes > plain.sizeBytes, "the small blocks have sets of their own");
  for (const word of ["w", "w3", "x1", "y", "alpha", "pha2bet", "alpha2beta", "1", "zz"]) {
    const expected = fieldSet(plain, word);
    assert.deepStrictEqual(fieldSet(blocky, word), expected, word);
    assert.ok(word === "zz" || expected.length > 0, word);
  }
});

function fieldSet(vocabulary: Vocabulary, word: string): number[] {
  const lookup = vocabulary.lookUp(wordBytes(word));
  if (lookup === undefined) return [];
  const bits = new Int32Array(10);
  lookup.addFields(bits);
  return Array.from({ length: 320 }, (_, f) => f).filter((f) =>
    (bits[f >>> 5]! >>> (f & 31) & 1) === 1
  );
}
