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
import { firstSentence } from "../src/symbols/first_sentence.ts";
import { symbolSearchOf } from "../src/symbols/symbol_search.ts";
import type { SymbolHit, SymbolSearchResult } from "../src/symbols/symbol_output_schemas.ts";

type Kind = SymbolHit["kind"];

/** The rules, applied to every entry one by one. */
function scan(data: BundledData, query: string, kind: Kind | undefined, limit: number) {
  const wanted = query.trim().toLowerCase();
  const words = wanted.split(/\s+/);
  const entries = data.packages.flatMap((pkg) => [
    ...(pkg.symbols ?? []).map((s) => ({
      name: s.name,
      kind: s.kind as Kind,
      packageSlug: pkg.slug,
      subpath: s.subpath as string | undefined,
      doc: s.doc ?? "",
      also: "",
    })),
    ...pkg.components.map((d) => ({
      name: d.tagName!,
      kind: "element" as Kind,
      packageSlug: pkg.slug,
      subpath: undefined,
      doc: d.description || (typeof d.summary === "string" ? d.summary : ""),
      also: d.name ?? "",
    })),
  ]);
  const ranked = entries.flatMap((entry) => {
    const lower = entry.name.toLowerCase();
    const text = `${lower}\n${entry.doc.toLowerCase()}\n${entry.also.toLowerCase()}`;
    const tier = words.length === 1 && lower === wanted
      ? 0
      : words.length === 1 && lower.startsWith(wanted)
      ? 1
      : words.length === 1 && lower.includes(wanted)
      ? 2
      : words.every((word) => text.includes(word))
      ? 3
      : -1;
    return tier === -1 || (kind !== undefined && entry.kind !== kind) ? [] : [{ entry, tier }];
  });
  const cmp = (a: string, b: string) => a < b ? -1 : a > b ? 1 : 0;
  ranked.sort((a, b) =>
    a.tier - b.tier || a.entry.name.length - b.entry.name.length ||
    cmp(a.entry.name.toLowerCase(), b.entry.name.toLowerCase()) ||
    cmp(a.entry.name, b.entry.name) || cmp(a.entry.packageSlug, b.entry.packageSlug) ||
    cmp(a.entry.subpath ?? "", b.entry.subpath ?? "")
  );
  const tiers = ["exact", "prefix", "substring", "docs"] as const;
  return {
    total: ranked.length,
    hits: ranked.slice(0, limit).map(({ entry, tier }) => ({
      name: entry.name,
      kind: entry.kind,
      packageSlug: entry.packageSlug,
      ...(entry.subpath === undefined ? {} : { subpath: entry.subpath }),
      summary: firstSentence(entry.doc),
      match: tiers[tier]!,
    })),
  } satisfies SymbolSearchResult;
}

/** Queries drawn from the catalog: parts of names, doc words, pairs, other cases, misses. */
function queries(prng: Prng, data: BundledData): string[] {
  const names = data.packages.flatMap((p) => [
    ...(p.symbols ?? []).map((s) => s.name),
    ...p.components.map((d) => d.tagName!),
  ]);
  const docs = data.packages.flatMap((p) => (p.symbols ?? []).map((s) => s.doc ?? ""));
  return Array.from({ length: 150 }, () => {
    const name = prng.pick(names);
    const start = prng.below(name.length);
    const part = name.slice(start, start + prng.between(1, 8));
    const word = prng.pick(prng.pick(docs).split(/[ .]+/).filter(Boolean).concat(["zz"]));
    switch (prng.below(6)) {
      case 0:
        return name;
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
    for (const query of queries(prng, data)) {
      const kind = prng.chance(0.3) ? prng.pick<Kind>([...SYMBOL_KINDS, "element"]) : undefined;
      const limit = prng.pick([1, 5, 20, 10_000]);
      assert.deepEqual(
        search.search(query, kind, limit),
        scan(data, query, kind, limit),
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
