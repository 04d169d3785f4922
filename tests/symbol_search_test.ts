/**
 * The symbol search index against a plain scan of its ranking rules, on seeded catalogs whose
 * names repeat, differ in case and contain one another.
 *
 * @module
 */
import assert from "node:assert/strict";
import { createPrng, type Prng } from "../scripts/_prng.ts";
import { symbolCatalog } from "../scripts/_symbol_catalog.ts";
import { Catalog } from "../src/catalog/catalog.ts";
import { type BundledData, SYMBOL_KINDS } from "../src/snapshot/model.ts";
import { symbolSearchOf } from "../src/symbols/symbol_search.ts";
import type { SymbolHit } from "../src/symbols/symbol_output_schemas.ts";
import { plainScan } from "../scripts/_symbol_scan.ts";
import { firstSentence } from "../src/symbols/first_sentence.ts";

type Kind = SymbolHit["kind"];

/** Queries drawn from the catalog: parts of names, doc words, pairs, other cases, misses. */
function queries(prng: Prng, data: BundledData): string[] {
  const names = data.packages.flatMap((p) => [
    ...(p.symbols ?? []).map((s) => s.name),
    ...p.components.map((d) => d.tagName!),
  ]);
  const docs = data.packages.flatMap((p) => (p.symbols ?? []).map((s) => s.doc ?? ""));
  // A name with where it is imported from: `Module.name`, `package name`.
  const imported = data.packages.flatMap((p) =>
    (p.symbols ?? []).map((s) => ({
      name: s.name,
      entry: s.subpath.split("/").at(-1)!,
      pkg: p.name,
    }))
  );
  return Array.from({ length: 150 }, () => {
    const from = prng.pick(imported);
    const name = prng.pick(names);
    const start = prng.below(name.length);
    const part = name.slice(start, start + prng.between(1, 8));
    const word = prng.pick(prng.pick(docs).split(/[ .]+/).filter(Boolean).concat(["zz"]));
    switch (prng.below(8)) {
      case 0:
        return name;
      case 6:
        return `${from.entry}.${from.name}`;
      case 7:
        return `${from.pkg} ${from.name}`;
      case 1:
        return part.toUpperCase();
      case 2:
        return ` ${word}  ${prng.pick(["the", "of", "ward", "qq"])} `;
      case 3:
        return word;
      case 4:
        return name.slice(0, prng.between(1, name.length));
      default:
        return part;
    }
  });
}

for (const seed of [1, 2, 3]) {
  Deno.test(`the symbol search index finds what a plain scan finds (seed ${seed})`, () => {
    const prng = createPrng(seed);
    const data = symbolCatalog(prng, {
      packages: 12,
      symbolsPerPackage: 60,
      elementsPerPackage: 3,
    });
    const search = symbolSearchOf(Catalog.fromData(data));
    const scan = plainScan(data);
    for (const query of queries(prng, data)) {
      const kind = prng.chance(0.3) ? prng.pick<Kind>([...SYMBOL_KINDS, "element"]) : undefined;
      const limit = prng.pick([1, 5, 20, 10_000]);
      assert.deepEqual(
        search.search(query, kind, limit),
        scan(query, kind, limit),
        `${JSON.stringify(query)} kind ${kind} limit ${limit}`,
      );
    }
  });
}

Deno.test("firstSentence() ends at a sentence, not at an abbreviation or a version", () => {
  assert.equal(
    firstSentence("Parses v1.2 dates, e.g. 2026-11-24. Then more."),
    "Parses v1.2 dates, e.g. 2026-11-24.",
  );
  assert.equal(firstSentence("One line\nwrapped. Two."), "One line wrapped.");
  assert.equal(firstSentence("First paragraph\n\nSecond paragraph."), "First paragraph");
  assert.equal(firstSentence(undefined), "");
  const long = firstSentence(`${"word ".repeat(40)}end.`);
  assert.ok(long.length <= 100 && long.endsWith("word…"), long);
});
