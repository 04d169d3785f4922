/**
 * zod schemas of the symbol tools' `structuredContent`, and the answer types they describe.
 *
 * @module
 */
import { z } from "zod";
import { SYMBOL_KINDS } from "../snapshot/model.ts";

const symbolKind = z.enum(SYMBOL_KINDS);

const docTag = z.object({
  tag: z.string(),
  name: z.string().optional(),
  text: z.string().optional(),
});

/** A member as get-symbol shows it: its docs whole, cut to a sentence, or left out. */
const shownMember = z.object({
  name: z.string(),
  kind: z.string(),
  signature: z.string(),
  summary: z.string().optional(),
  doc: z.string().optional(),
  tags: z.array(docTag).optional(),
  /** The module to import first: it adds the member to its type (a plugin's augmentation). */
  declaredBy: z.string().optional(),
});

/** A member as get-symbol shows it. */
export type ShownMember = z.infer<typeof shownMember>;

const symbolAnswer = z.object({
  name: z.string(),
  kind: symbolKind,
  subpath: z.string(),
  importLine: z.string(),
  signature: z.string(),
  doc: z.string().optional(),
  tags: z.array(docTag).optional(),
  members: z.array(shownMember).optional(),
  omittedMembers: z.array(z.string()).optional(),
  heritage: z.object({ extends: z.string(), mixins: z.array(z.string()).optional() }).optional(),
  customElement: z.object({
    tagName: z.string(),
    attributes: z.number(),
    inheritedAttributes: z.number(),
    properties: z.number(),
    events: z.number(),
    slots: z.number(),
  }).optional(),
  file: z.string(),
  line: z.number(),
  /** The other names the package exports this declaration under. */
  sameDeclarationAs: z.array(z.string()).optional(),
  /** The name the declaration is written with, when this one is an alias of it. */
  declaredAs: z.string().optional(),
  /** The other entries that export it, as imports write them. */
  alsoFrom: z.array(z.string()).optional(),
});

/** One declaration as get-symbol answers it. */
export type SymbolAnswer = z.infer<typeof symbolAnswer>;

/** get-symbol: the package and the declarations (one per entry that exports the name). */
export const getSymbolSchema = z.object({
  packageSlug: z.string(),
  package: z.string(),
  member: z.string().optional(),
  symbols: z.array(symbolAnswer),
});

/** The whole get-symbol answer. */
export type GetSymbolAnswer = z.infer<typeof getSymbolSchema>;

const listedSymbol = z.object({
  name: z.string(),
  kind: symbolKind,
  subpath: z.string(),
  summary: z.string().optional(),
  deprecated: z.literal(true).optional(),
  /** A type no entry exports, reached through this export's type. */
  reachedThrough: z.string().optional(),
  /** A type its package's declarations add to the global scope: no import. */
  global: z.literal(true).optional(),
});

/** One line of list-symbols. */
export type ListedSymbol = z.infer<typeof listedSymbol>;

/** list-symbols: the package and its symbols, grouped by kind. */
export const listSymbolsSchema = z.object({
  packageSlug: z.string(),
  package: z.string(),
  symbols: z.array(listedSymbol),
  /** Instead of symbols, when even their names would be long: how many of each kind and entry. */
  outline: z.object({
    kinds: z.array(z.object({ kind: symbolKind, count: z.number() })),
    subpaths: z.array(z.object({ subpath: z.string(), count: z.number() })),
  }).optional(),
});

/** The whole list-symbols answer. */
export type ListSymbolsAnswer = z.infer<typeof listSymbolsSchema>;

/** The kinds search-symbols finds: every symbol kind, and custom elements. */
export const SEARCH_KINDS: readonly [...typeof SYMBOL_KINDS, "element"] = [
  ...SYMBOL_KINDS,
  "element",
];

/** How a search hit matched, best first. */
export const MATCH_TIERS: readonly ["exact", "prefix", "substring", "docs"] = [
  "exact",
  "prefix",
  "substring",
  "docs",
];

const symbolHit = z.object({
  name: z.string(),
  kind: z.enum(SEARCH_KINDS),
  packageSlug: z.string(),
  subpath: z.string().optional(),
  summary: z.string(),
  match: z.enum(MATCH_TIERS),
});

/** One search-symbols hit. */
export type SymbolHit = z.infer<typeof symbolHit>;

const memberHit = z.object({
  name: z.string(),
  kind: z.string(),
  packageSlug: z.string(),
  subpath: z.string(),
  summary: z.string(),
});

/** A member of a symbol that search-symbols names when no symbol has the name: `Owner.member`. */
export type MemberHit = z.infer<typeof memberHit>;

/** search-symbols: how many matched, and the best of them. */
export const searchSymbolsSchema = z.object({
  total: z.number(),
  hits: z.array(symbolHit),
  members: z.array(memberHit).optional(),
});

/** The whole search-symbols answer. */
export type SymbolSearchResult = z.infer<typeof searchSymbolsSchema>;
