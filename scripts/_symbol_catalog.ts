/**
 * Seeded catalogs with symbols and custom elements, for the symbol search test (held to a
 * plain scan of the ranking rules) and its benchmark (50,000 symbols, as a 2,000-package
 * catalog may have).
 *
 * @module
 */
import type {
  ApiSymbol,
  BundledData,
  BundledPackage,
  CemDeclaration,
} from "../src/snapshot/model.ts";
import { SYMBOL_KINDS } from "../src/snapshot/model.ts";
import { blankPackage } from "../tests/_mini_catalog.ts";
import type { Prng } from "./_prng.ts";

const PARTS = [
  "create",
  "ward",
  "date",
  "parse",
  "format",
  "picker",
  "button",
  "route",
  "store",
  "is",
  "to",
  "x",
  "query",
  "cache",
  "sign",
  "load",
  "id",
];

const WORDS = [
  "the",
  "value",
  "returns",
  "a",
  "date",
  "rule",
  "ward",
  "cache",
  "key",
  "picks",
  "formats",
  "string",
  "number",
  "of",
  "every",
  "route",
  "element",
];

/** What to generate. */
export interface SymbolCatalogShape {
  /** Packages in the catalog. */
  packages: number;
  /** Symbols in each package. */
  symbolsPerPackage: number;
  /** Custom elements in each package. */
  elementsPerPackage: number;
}

/**
 * A catalog whose names are camel-cased from a few parts (so names repeat across packages,
 * differ only in case, and contain one another) and whose docs are sentences of a few words.
 *
 * @param prng The random source.
 * @param shape How much to generate.
 * @returns A valid snapshot.
 */
export function symbolCatalog(prng: Prng, shape: SymbolCatalogShape): BundledData {
  const packages: BundledPackage[] = [];
  for (let p = 0; p < shape.packages; p++) {
    const slug = `pkg-${p}`;
    const symbols = new Map<string, ApiSymbol>();
    while (symbols.size < shape.symbolsPerPackage) {
      const symbol = randomSymbol(prng);
      symbols.set(`${symbol.name} ${symbol.subpath}`, symbol);
    }
    const components = Array.from(
      { length: shape.elementsPerPackage },
      (_, i) => randomElement(prng, `${slug}-${i}`),
    );
    packages.push(
      blankPackage(slug, { name: `@gen/${slug}`, components, symbols: [...symbols.values()] }),
    );
  }
  return { version: "1.0.0", packages };
}

function name(prng: Prng): string {
  const parts = Array.from({ length: prng.between(1, 3) }, () => prng.pick(PARTS));
  const camel = parts.map((part, i) => i === 0 ? part : part[0]!.toUpperCase() + part.slice(1));
  const joined = camel.join("");
  return prng.chance(0.3) ? joined[0]!.toUpperCase() + joined.slice(1) : joined;
}

function sentence(prng: Prng): string {
  const words = Array.from({ length: prng.between(2, 9) }, () => prng.pick(WORDS));
  return `${words.join(" ")}.`;
}

function randomSymbol(prng: Prng): ApiSymbol {
  const symbol: ApiSymbol = {
    name: name(prng),
    kind: prng.pick(SYMBOL_KINDS),
    subpath: prng.chance(0.8) ? "." : `./${prng.pick(PARTS)}`,
    signature: "const x: number",
    file: "src/index.ts",
    line: 1,
  };
  if (prng.chance(0.8)) symbol.doc = sentence(prng);
  return symbol;
}

function randomElement(prng: Prng, unique: string): CemDeclaration {
  const description = prng.chance(0.7) ? sentence(prng) : "";
  return {
    kind: "class",
    name: name(prng),
    tagName: `x-${prng.pick(PARTS)}-${unique}`,
    description,
    ...(description === "" && prng.chance(0.5) ? { summary: sentence(prng) } : {}),
  };
}
