/**
 * Package names in a query. "react query refetch on mount" asks about the React binding of a
 * library that has one per framework, each with a copy of the same guides: a query word that
 * is part of few bindings' slugs (`react` in `react-query`, not `query`, which is in nearly all
 * of them) says which copy the asker means, and the units of that package rank higher. Only
 * bindings: in a catalog of separate packages a slug is often an everyday word (`async`,
 * `testing`, `scroll`) that a question uses for what it says.
 *
 * @module
 */
import { stemmer } from "stemmer";
import { tokenizerWords, wordsOf } from "./terms.ts";
import type { SearchUnit } from "./search_unit.ts";

/** The largest share of the bindings whose slugs a word may be part of and still tell them apart. */
const DISTINCTIVE = 0.25;

/** The least share of a package's units that are copies for it to be one binding of several. */
const BINDING = 0.25;

/** The packages a query names, each with the share of its slug's words the query has (0 to 1). */
export type PackagePreference = ReadonlyMap<string, number>;

/**
 * The packages that share much of their pages and symbols with others word for word (the same
 * id but for the package, and a text of the same length): the bindings of one library to
 * several frameworks (`react-query`, `vue-query`), whose names a query uses to say which one it
 * means. A catalog of separate packages has none.
 *
 * @param units Every unit of the catalog.
 * @param lengths The length of each unit's text, in the same order.
 * @returns The bindings' slugs.
 */
export function bindingPackages(
  units: readonly SearchUnit[],
  lengths: readonly number[],
): string[] {
  // By the id after the package (a slice: no new text for each of a large catalog's units).
  // Not the definitions read from installed code: every package's code page opens alike.
  const counted = (unit: SearchUnit) => unit.fromCode !== "definition";
  const sameId = Map.groupBy(
    units.keys().filter((i) => units[i]!.kind !== "component" && counted(units[i]!)),
    (i) => units[i]!.id.slice(units[i]!.kind.length + units[i]!.slug.length + 2),
  );
  const copied = new Map<string, number>();
  for (const same of sameId.values()) {
    for (const i of same) {
      if (!same.some((j) => j !== i && lengths[j] === lengths[i])) continue;
      copied.set(units[i]!.slug, (copied.get(units[i]!.slug) ?? 0) + 1);
    }
  }
  const sizes = Map.groupBy(units.filter(counted), (unit) => unit.slug);
  return [...copied].filter(([slug, n]) => n >= sizes.get(slug)!.length * BINDING)
    .map(([slug]) => slug);
}

/** The words of the bindings' slugs that tell them apart. */
export class PackageWords {
  /** The slugs each distinctive stemmed word is part of. */
  readonly #slugsOf = new Map<string, string[]>();
  /** How many words each slug has. */
  readonly #lengthOf = new Map<string, number>();

  /**
   * @param slugs The slugs of the catalog's bindings ({@link bindingPackages}).
   */
  constructor(slugs: readonly string[]) {
    const slugsOf = new Map<string, string[]>();
    for (const slug of slugs) {
      const words = new Set(tokenizerWords(slug).map((word) => stemmer(word.toLowerCase())));
      this.#lengthOf.set(slug, words.size);
      for (const word of words) slugsOf.set(word, [...slugsOf.get(word) ?? [], slug]);
    }
    for (const [word, named] of slugsOf) {
      if (named.length <= slugs.length * DISTINCTIVE) this.#slugsOf.set(word, named);
    }
  }

  /**
   * Whether a word is part of a binding's name: a query that has it says which package it
   * means, not what the text should say (every React guide writes "React").
   *
   * @param word One word FTS5 makes of a query word.
   * @returns `true` for `react` when `react-query` is one binding among others.
   */
  isName(word: string): boolean {
    return this.#slugsOf.has(stemmer(word.toLowerCase()));
  }

  /**
   * The bindings a query names, each with the share of its slug's words the query has.
   *
   * @param query What the caller typed.
   * @returns The named bindings' slugs and shares; empty when it names none.
   */
  preferred(query: string): PackagePreference {
    const named = new Map<string, number>();
    const seen = new Set<string>();
    for (const word of wordsOf(query).flatMap(tokenizerWords)) {
      const stem = stemmer(word.toLowerCase());
      if (seen.has(stem)) continue;
      seen.add(stem);
      for (const slug of this.#slugsOf.get(stem) ?? []) {
        named.set(slug, (named.get(slug) ?? 0) + 1 / this.#lengthOf.get(slug)!);
      }
    }
    return named;
  }
}

/** How many packages may export a name for a query that writes it to say which one it means. */
const API_OWNERS = 2;

/** How much a package whose API a query names is preferred (the share {@link PackageWords} gives). */
const API_SHARE = 0.5;

/**
 * An identifier as a query writes one: camelCase or PascalCase with more than one hump
 * (`generateText`, `useChat`, `QueryClient`), not an everyday word (`redirect`, `Schema`).
 */
const IDENTIFIER = /^[A-Za-z_$][\w$]*[a-z0-9][A-Z][\w$]*$/;

/**
 * The packages whose API a query names: an identifier it writes (`generateText`) that is an
 * exported symbol's name in one or two packages of the catalog. In a catalog of many packages
 * (an app's dependencies) a question about `generateText` is about the package that exports it,
 * not about another package's `Prompt.setSystem` that shares its other words. A name exported by
 * many packages (a type every framework binding re-exports) says nothing.
 */
export class ApiPackages {
  /** The packages exporting each identifier. */
  readonly #owners = new Map<string, string[]>();

  /**
   * @param units Every unit of the catalog; its symbols' names are read.
   */
  constructor(units: readonly SearchUnit[]) {
    for (const unit of units) {
      if (unit.kind !== "symbol" || !IDENTIFIER.test(unit.name)) continue;
      const owners = this.#owners.get(unit.name);
      if (owners === undefined) this.#owners.set(unit.name, [unit.slug]);
      else if (!owners.includes(unit.slug)) owners.push(unit.slug);
    }
  }

  /**
   * The packages a query names by their API.
   *
   * @param query What the caller typed.
   * @returns Each named package's slug with its share ({@link API_SHARE}).
   */
  preferred(query: string): PackagePreference {
    const named = new Map<string, number>();
    for (const word of wordsOf(query)) {
      const owners = IDENTIFIER.test(word) ? this.#owners.get(word) : undefined;
      if (owners === undefined || owners.length > API_OWNERS) continue;
      for (const slug of owners) named.set(slug, API_SHARE);
    }
    return named;
  }
}

/** A capitalised word (`Express`, `Effect`), not an acronym (`AI`) nor an identifier. */
const PROPER_NOUN = /^[A-Z][a-z0-9]+$/;

/** A word that says the next one is something the asker has: "our zod", "my express". */
const POSSESSIVE = /^(?:our|my)$/i;

/** A name written with `.js` (`Next.js`, `Express.js`). */
const DOT_JS = /\.js$/i;

/**
 * The packages a query names as a proper noun: a package whose slug is one word that no other
 * slug is made of, written capitalised after the query's first word (`our Express`, `the Effect
 * version`), with `.js` (`Next.js`) or after "our" or "my" in any case (`in our zod`). In an app's
 * dependencies, "which Node.js version does our Express need" asks about `express`, not about the
 * AI SDK's minimum Node.js version; written in lower case, such a word (`next`, `effect`,
 * `express`) is as likely an everyday word.
 */
export class NamedPackages {
  /** The slugs of one word. */
  readonly #slugs = new Set<string>();

  /**
   * @param units Every unit of the catalog; their packages' slugs are read.
   */
  constructor(units: readonly SearchUnit[]) {
    const slugs = new Set(units.map((unit) => unit.slug));
    // A name other slugs are made of (`lit` of `lit-labs-router`, `react` of `react-dom`) names a
    // family: the answer may be any of its packages'.
    const parts = new Set([...slugs].flatMap((slug) => slug.includes("-") ? slug.split("-") : []));
    for (const slug of slugs) {
      if (/^[a-z0-9]+$/.test(slug) && !parts.has(slug)) this.#slugs.add(slug);
    }
  }

  /**
   * The packages a query names as proper nouns.
   *
   * @param query What the caller typed.
   * @returns Each named package's slug with the share 1: its whole slug is named.
   */
  preferred(query: string): PackagePreference {
    const named = new Map<string, number>();
    const words = wordsOf(query);
    for (const [i, word] of words.entries()) {
      const owned = i > 0 && POSSESSIVE.test(words[i - 1]!);
      if (!DOT_JS.test(word) && !owned && (i === 0 || !PROPER_NOUN.test(word))) continue;
      const slug = word.replace(DOT_JS, "").toLowerCase();
      if (this.#slugs.has(slug)) named.set(slug, 1);
    }
    return named;
  }
}
