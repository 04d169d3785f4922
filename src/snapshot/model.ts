/**
 * The snapshot model: the shapes the generator writes, the loader validates and the server
 * serves. These interfaces are the single source of truth for the public data types; the zod
 * schemas in `schema.ts` check raw JSON against them.
 *
 * @module
 */

/**
 * The documentation pages a package may have, in the order they are listed everywhere
 * (tool output, resource lists, search `matchedPages`). `source` is deliberately absent: the
 * bundled source is served by `get-source`, not as a page.
 *
 * @example Check whether a string names a doc page
 * ```ts
 * import { DOC_PAGES } from "./model.ts";
 *
 * console.log(DOC_PAGES.includes("api")); // true
 * ```
 */
export const DOC_PAGES: readonly ["index", "api", "usage", "examples"] = [
  "index",
  "api",
  "usage",
  "examples",
] as const;

/** A documentation page name: `index`, `api`, `usage` or `examples`. */
export type DocPage = typeof DOC_PAGES[number];

/**
 * Tells whether a value is one of the {@link DOC_PAGES}.
 *
 * @param value Any value.
 * @returns `true` when `value` is a doc page name.
 *
 * @example
 * ```ts
 * import { isDocPage } from "./model.ts";
 *
 * console.log(isDocPage("usage"), isDocPage("source")); // true false
 * ```
 */
export function isDocPage(value: unknown): value is DocPage {
  return typeof value === "string" && (DOC_PAGES as readonly string[]).includes(value);
}

/** A type reference in a Custom Elements Manifest, such as `{ "text": "string" }`. */
export interface CemTypeRef {
  /** The type as written in source. */
  text: string;
  /** Manifest extensions are kept as they are. */
  [key: string]: unknown;
}

/** An HTML attribute of a custom element. */
export interface CemAttribute {
  /** Attribute name as written in HTML. */
  name: string;
  /** Default value as source text. */
  default?: string;
  /** Human-readable description. */
  description?: string;
  /** The class field the attribute reflects. */
  fieldName?: string;
  /** The attribute's type. */
  type?: CemTypeRef;
  /** Manifest extensions are kept as they are. */
  [key: string]: unknown;
}

/** A class member (field or method) of a custom element. */
export interface CemMember {
  /** Member name. */
  name: string;
  /** Human-readable description. */
  description?: string;
  /** `field` or `method`. */
  kind?: "field" | "method";
  /** The member's type. */
  type?: CemTypeRef;
  /** Manifest extensions are kept as they are. */
  [key: string]: unknown;
}

/** A DOM event a custom element dispatches. */
export interface CemEvent {
  /** Event name. */
  name: string;
  /** Human-readable description. */
  description?: string;
  /** The event's type. */
  type?: CemTypeRef;
  /** Manifest extensions are kept as they are. */
  [key: string]: unknown;
}

/** A slot of a custom element (`""` names the default slot). */
export interface CemSlot {
  /** Slot name. */
  name: string;
  /** Human-readable description. */
  description?: string;
  /** Manifest extensions are kept as they are. */
  [key: string]: unknown;
}

/** A CSS shadow part of a custom element. */
export interface CemCssPart {
  /** Part name. */
  name: string;
  /** Human-readable description. */
  description?: string;
  /** Manifest extensions are kept as they are. */
  [key: string]: unknown;
}

/** A CSS custom property a custom element reads. */
export interface CemCssProperty {
  /** Property name, including the leading `--`. */
  name: string;
  /** Human-readable description. */
  description?: string;
  /** Default value. */
  default?: string;
  /** Manifest extensions are kept as they are. */
  [key: string]: unknown;
}

/** The superclass of a declaration. */
export interface CemSuperclass {
  /** Class name. */
  name: string;
  /** The package that declares it. */
  package?: string;
  /** Manifest extensions are kept as they are. */
  [key: string]: unknown;
}

/**
 * One declaration of a Custom Elements Manifest. Custom elements carry a `tagName`; the same
 * manifest also declares functions, variables and plain classes, which have none. Every field
 * is optional and unknown keys are kept, so manifests from any analyzer load unchanged.
 *
 * @example
 * ```ts
 * import type { CemDeclaration } from "@catalog-mcp/server";
 *
 * const card: CemDeclaration = { kind: "class", name: "Card", tagName: "x-card", slots: [{ name: "" }] };
 * console.log(card.tagName); // "x-card"
 * ```
 */
export interface CemDeclaration {
  /** Declaration kind in the manifest (`class`, `function`, `variable`, ...). */
  kind?: string;
  /** Class or symbol name. */
  name?: string;
  /** HTML tag name; present for custom elements only. */
  tagName?: string;
  /** Human-readable description. */
  description?: string;
  /** The class this one extends. */
  superclass?: CemSuperclass;
  /** HTML attributes. */
  attributes?: CemAttribute[];
  /** Fields and methods. */
  members?: CemMember[];
  /** Dispatched events. */
  events?: CemEvent[];
  /** Slots. */
  slots?: CemSlot[];
  /** CSS shadow parts. */
  cssParts?: CemCssPart[];
  /** CSS custom properties. */
  cssProperties?: CemCssProperty[];
  /**
   * The module a user imports for the element to be defined, as they write it
   * (`@shoelace-style/shoelace/dist/components/button/button.js`): added by the generator for an
   * installed package, from its manifest's `custom-element-definition` export and `exports` map.
   */
  definedIn?: string;
  /** Manifest extensions are kept as they are. */
  [key: string]: unknown;
}

/**
 * The kinds of exported symbol the generator records, in the order `list-symbols` groups them.
 *
 * @example
 * ```ts
 * import { SYMBOL_KINDS } from "@catalog-mcp/server";
 *
 * console.log(SYMBOL_KINDS.includes("function")); // true
 * ```
 */
export const SYMBOL_KINDS: readonly [
  "function",
  "class",
  "interface",
  "typeAlias",
  "variable",
  "enum",
  "namespace",
] = ["function", "class", "interface", "typeAlias", "variable", "enum", "namespace"] as const;

/** One kind of exported symbol: `function`, `class`, `interface`, `typeAlias`, ... */
export type SymbolKind = typeof SYMBOL_KINDS[number];

/**
 * The longest symbol name get-symbol takes. No exported name comes close, and closest-name
 * suggestions for a longer one would scan every name of the catalog with it.
 */
export const MAX_NAME_LENGTH = 300;

/**
 * One JSDoc tag of a symbol or member, such as `@param name The name.`.
 *
 * @example
 * ```ts
 * import type { ApiDocTag } from "@catalog-mcp/server";
 *
 * const tag: ApiDocTag = { tag: "param", name: "rules", text: "The rules to apply." };
 * console.log(`@${tag.tag} ${tag.name}`); // "@param rules"
 * ```
 */
export interface ApiDocTag {
  /**
   * Tag name without `@`: `param`, `returns`, `example`, `deprecated`, `since`, `throws`,
   * `see`, or any other tag the source uses.
   */
  tag: string;
  /** What the tag is about, when it names something (the parameter of `@param`). */
  name?: string;
  /** The tag's text (Markdown); absent when the tag has none, as in a bare `@deprecated`. */
  text?: string;
}

/**
 * A member of a class, interface, enum or namespace, with its own signature and docs.
 *
 * @example
 * ```ts
 * import type { ApiMember } from "@catalog-mcp/server";
 *
 * const member: ApiMember = { name: "check", kind: "method", signature: "check(action: string): boolean" };
 * console.log(member.signature);
 * ```
 */
export interface ApiMember {
  /** Member name; `constructor` for constructors. */
  name: string;
  /**
   * `constructor`, `method`, `property`, `getter`, `setter`, `index` (index signature),
   * `call` (call signature) or `enumMember`; a namespace's members carry their
   * {@link SymbolKind}.
   */
  kind: string;
  /**
   * The member's declaration as a `.d.ts` shows it, modifiers included; no bodies. An option
   * an installed package's code reads that its types lack is written as the code's JSDoc types
   * it, and its `doc` starts "Not in the types".
   */
  signature: string;
  /** The JSDoc text. */
  doc?: string;
  /** The JSDoc tags. */
  tags?: ApiDocTag[];
  /**
   * The package entry whose module adds this member to its type (`declare module "dayjs" {
   * interface Dayjs { fromNow(): string } }` in `./plugin/relativeTime`): what to import first.
   */
  declaredBy?: string;
}

/**
 * One exported symbol of a package: what `get-symbol` answers.
 *
 * @example
 * ```ts
 * import type { ApiSymbol } from "@catalog-mcp/server";
 *
 * const symbol: ApiSymbol = {
 *   name: "createWard",
 *   kind: "function",
 *   subpath: ".",
 *   signature: "function createWard(rules: WardRule[]): Ward",
 *   file: "packages/ward/src/factory.ts",
 *   line: 12,
 * };
 * console.log(symbol.subpath); // "."
 * ```
 */
export interface ApiSymbol {
  /** The name it is exported under (an alias when it is re-exported as one). */
  name: string;
  /** What it is. */
  kind: SymbolKind;
  /**
   * The package entry to import it from: `.` for the main entry, or a subpath such as
   * `./object`; of a package that declares its modules by name (`@types/node`), the module's
   * name (`node:fs`).
   */
  subpath: string;
  /**
   * The declaration as a reader of the `.d.ts` sees it: type parameters, parameters with their
   * types and optional markers, return type; no bodies or initialisers. One line per overload.
   * Classes, interfaces, enums and namespaces give their header here and their members apart.
   * An installed package's interface, function or conditional type is followed, a line each, by
   * the types of its own file it is built from that its package does not export.
   */
  signature: string;
  /** The JSDoc text. */
  doc?: string;
  /** The JSDoc tags (`@param`, `@returns`, `@example`, `@deprecated`, `@since`, ...). */
  tags?: ApiDocTag[];
  /** Members of a class, interface, enum or namespace, in declaration order. */
  members?: ApiMember[];
  /** The declaring file, relative to the repository root. */
  file: string;
  /** The declaration's 1-based line in that file. */
  line: number;
  /**
   * The other entries that export this same declaration under this name, where users may import
   * it too (lit's `Directive`, recorded under `./directive.js`, has `["./async-directive.js"]`).
   */
  alsoFrom?: string[];
  /**
   * The name its declaration is written with, when it is exported under another
   * (`export { isStepCount as stepCountIs }` gives `stepCountIs` this field: `isStepCount`).
   */
  declaredAs?: string;
  /**
   * Its members its package marks `@internal`, which `members` leaves out: declared, and
   * callable, but not its documented API (graphql's `ValidationOptions.maxErrors`). Named so
   * that no answer says they are found nowhere.
   */
  internalMembers?: string[];
  /**
   * Exported types it inherits from through a base its package does not export, whose members
   * are theirs (ioredis' `Redis` extends an unexported `Commander`, which extends
   * `RedisCommander`: `["RedisCommander"]`, where `Redis.set` is found), or that it extends
   * under a namespace import's name (jose's `extends t.VerifyOptions`: `["VerifyOptions"]`).
   */
  inheritsThrough?: string[];
  /**
   * Exported as a type only, whatever its kind (`export { type DefinitionType }` of an enum):
   * imported with `import type`, for the module has no such value at run time.
   */
  typeOnly?: true;
  /**
   * A value its entry's CommonJS module holds where Node's ES module loader does not see it by
   * name (jsonwebtoken's `sign`, in `module.exports = { sign: require("./sign") }`): an ES
   * module imports the module's default and reads it from there.
   */
  defaultOnly?: true;
  /**
   * Set on a type no entry exports that the type of an export names: that export's name
   * (Playwright's `LocatorAssertions`, whose members `expect(locator)` gives, has `"expect"`).
   * It has no import line.
   */
  reachedThrough?: string;
  /**
   * Set on a type its package's declarations add to the global scope (`declare global`), named
   * as code writes it (`Express.Multer.File`): no entry exports it and it has no import line.
   */
  global?: true;
}

/**
 * A documentation page beyond the four the specification names (`index`, `api`, `usage`,
 * `examples`), under an id made from its path.
 *
 * @example
 * ```ts
 * import type { DocPageEntry } from "@catalog-mcp/server";
 *
 * const page: DocPageEntry = { id: "guides/query-keys", title: "Query Keys", markdown: "# Query Keys\n" };
 * console.log(page.id); // "guides/query-keys"
 * ```
 */
export interface DocPageEntry {
  /**
   * Stable id made from the page's path, `/`-separated, without the `.md` extension (for
   * example `guides/query-keys`); never one of the four specification pages.
   */
  id: string;
  /** The page title: its front matter `title`, else its first heading, else its id. */
  title: string;
  /** The page's Markdown, front matter removed. */
  markdown: string;
  /**
   * The id of the page this page's text is generated from (a framework's docs showing one page
   * in two parts, front matter `source`): search ranks the page it copies first.
   */
  copyOf?: string;
}

/**
 * The full record of one package in the snapshot.
 *
 * @example
 * ```ts
 * import { type BundledPackage, loadData } from "@catalog-mcp/server";
 *
 * const pkg: BundledPackage | undefined = loadData().packages[0];
 * console.log(pkg?.availableDocPages);
 * ```
 */
export interface BundledPackage {
  /** Package folder name without the `@<scope>/` prefix; unique in the snapshot. */
  slug: string;
  /** Package name from its manifest, usually `@<scope>/<slug>`. */
  name: string;
  /** Package version; `0.0.0` when the manifest gives none. */
  version: string;
  /** Free-form category such as `forms` or `layout`. */
  category: string;
  /** One-paragraph description. */
  description: string;
  /** Exported symbol names. */
  exports: string[];
  /** Search keywords. */
  keywords: string[];
  /** Slugs of sibling packages worth reading together with this one. */
  related: string[];
  /**
   * `true` for a package read from an app's installed dependencies (`--deps`): its pages, docs
   * and instructions (an `AGENTS.md` among them) are a third party's text, not the catalog
   * owner's. Absent for the catalog's own packages.
   */
  thirdParty?: true;
  /**
   * Why an installed dependency has no `symbols`: no declaration files are installed for it (it
   * ships none and its `@types` package is not installed). A clause that follows its name and
   * says what to install: `ships no declaration files and no @types/react is installed (...)`.
   */
  untyped?: string;
  /**
   * The `@types` package, at its installed version, an installed dependency's `symbols` come from
   * when it ships no declarations of its own (`@types/lodash-es@4.17.12` for lodash-es 4.18.1):
   * its versions may differ from the package's.
   */
  typesFrom?: string;
  /**
   * Names an installed dependency exports that it marks `@internal`, which have no record
   * (Fluent's `Button` class): exported, so never said to be found nowhere.
   */
  internalExports?: string[];
  /**
   * Of an installed dependency, the lines of its scripts that set a name to a literal, by name, a
   * few each as `<file>:<line>: <text>` (`MAX_KEYWORD_HITS`: `lib/core.js:1598: const
   * MAX_KEYWORD_HITS = 7;`): what `search` says of a name its query writes that no declaration
   * exports.
   */
  codeSettings?: Record<string, string[]>;
  /** The package's home page, from its package.json `homepage`. */
  homepage?: string;
  /** The web address of its source repository, from its package.json `repository`. */
  repository?: string;
  /**
   * Where the team's documentation site shows the package's items, one URL template per kind
   * (`catalog-mcp.json` `publicUrls`); `search` and `fetch` cite them instead of `catalog://`
   * URIs. Optional: most snapshots have none.
   */
  publicUrls?: PublicUrls;
  /** The pages present in `docs`, in {@link DOC_PAGES} order. */
  availableDocPages: DocPage[];
  /** Markdown text of each available page. */
  docs: Partial<Record<DocPage, string>>;
  /** Custom Elements Manifest declarations of the package. */
  components: CemDeclaration[];
  /**
   * Its elements read a boolean attribute written `"false"` as off, as Stencil's runtime does
   * (the package depends on `@stencil/core`). Absent, such an attribute is on whenever present,
   * as Lit's and the platform's are, and `validate-usage` warns of `disabled="false"`.
   */
  falseAttributesOff?: true;
  /** Text of the package's `src/index.ts`, or `null` when it has none. */
  apiSource: string | null;
  /**
   * Every exported symbol, with signature and docs. Optional: snapshots written before symbols
   * were recorded lack it.
   */
  symbols?: ApiSymbol[];
  /**
   * Documentation pages beyond the four specification pages, sorted by id. Optional: most
   * snapshots have none.
   */
  pages?: DocPageEntry[];
}

/** The kinds of item a public URL template can address, as `search` names them. */
export type PublicUrlKind = "docs" | "symbol" | "component";

/**
 * A package's public URL templates, one per kind of item (docs/generator.md,
 * `catalog-mcp.json`); a kind without one is cited by its `catalog://` URI.
 *
 * @example
 * ```ts
 * import type { PublicUrls } from "./model.ts";
 *
 * const urls: PublicUrls = { docs: "https://ui.example.com/{slug}/{page}#{section}" };
 * console.log(Object.keys(urls)); // ["docs"]
 * ```
 */
export type PublicUrls = Partial<Record<PublicUrlKind, string>>;

/**
 * A whole catalog snapshot as written by the generator.
 *
 * @example The smallest valid snapshot
 * ```ts
 * import type { BundledData } from "@catalog-mcp/server";
 *
 * const empty: BundledData = { version: "1.0.0", packages: [] };
 * console.log(empty.packages.length); // 0
 * ```
 */
export interface BundledData {
  /** Snapshot version; printed by `--version`. */
  version: string;
  /** Every package of the catalog. */
  packages: BundledPackage[];
}

/**
 * What the tools return about a package: the record without its bulky parts.
 *
 * @example
 * ```ts
 * import { loadData, type PackageMeta, packageMeta } from "@catalog-mcp/server";
 *
 * const metas: PackageMeta[] = loadData().packages.map(packageMeta);
 * console.log(metas.filter((meta) => meta.hasSource).length > 0); // true
 * ```
 */
export interface PackageMeta {
  /** Package name, usually `@<scope>/<slug>`. */
  name: string;
  /** Package folder name; the key every other tool takes. */
  slug: string;
  /** Package version. */
  version: string;
  /** One-paragraph description. */
  description: string;
  /** Free-form category. */
  category: string;
  /** Search keywords. */
  keywords: string[];
  /** Exported symbol names (an installed dependency's first 50). */
  exports: string[];
  /** How many exported names an installed dependency has beyond those `exports` lists. */
  moreExports?: number;
  /** Related package slugs. */
  related: string[];
  /** Pages `get-docs` can return for this package. */
  availableDocPages: DocPage[];
  /** How many pages an installed dependency has beyond those four (list-docs lists them). */
  morePages?: number;
  /** Whether `get-source` has a bundled `src/index.ts` for this package. */
  hasSource: boolean;
  /**
   * Present on installed dependencies (`--deps`): the package's text is a third party's, not
   * the catalog's own. Optional: the catalog's own packages never carry it.
   */
  thirdParty?: true;
  /** Why an installed dependency's `exports` are not known: no declarations are installed. */
  untyped?: string;
  /** The `@types` package and version an installed dependency's declarations come from. */
  typesFrom?: string;
}

/**
 * The categories a search hit can match in, in the order `matchedIn` lists them.
 *
 * @example
 * ```ts
 * import { MATCH_CATEGORIES } from "@catalog-mcp/server";
 *
 * console.log(MATCH_CATEGORIES.indexOf("docs") > MATCH_CATEGORIES.indexOf("metadata")); // true
 * ```
 */
export const MATCH_CATEGORIES: readonly [
  "metadata",
  "keywords",
  "exports",
  "related",
  "docs",
  "source",
] = ["metadata", "keywords", "exports", "related", "docs", "source"] as const;

/** One category a search hit matched in. */
export type MatchCategory = typeof MATCH_CATEGORIES[number];

/**
 * One result of `search-packages`.
 *
 * @example
 * ```ts
 * import type { SearchHit } from "@catalog-mcp/server";
 *
 * const hit: SearchHit = { name: "@scope/forms", slug: "forms", score: 3.9, matchedIn: ["metadata"] };
 * console.log(hit.matchedPages ?? []); // []
 * ```
 */
export interface SearchHit {
  /** Package name. */
  name: string;
  /** Package slug. */
  slug: string;
  /** Highest weight among the matched fields. */
  score: number;
  /** Every category that matched, in {@link MATCH_CATEGORIES} order. */
  matchedIn: MatchCategory[];
  /** The doc pages that matched; present only when `docs` matched. */
  matchedPages?: DocPage[];
  /** Present when the package is an installed dependency (`--deps`): a third party's text. */
  thirdParty?: true;
}

/** One attribute in a `list-components` entry. */
export interface ComponentAttr {
  /** Attribute name. */
  name: string;
  /** Type text; `""` when the manifest gives none. */
  type: string;
  /** Default value; omitted when the manifest gives none. */
  default?: string;
}

/**
 * One entry of `list-components`.
 *
 * @example
 * ```ts
 * import type { ComponentSummary } from "@catalog-mcp/server";
 *
 * const button: ComponentSummary = {
 *   tagName: "x-button",
 *   description: "",
 *   attrs: [{ name: "disabled", type: "boolean" }],
 * };
 * console.log(button.attrs.length); // 1
 * ```
 */
export interface ComponentSummary {
  /** HTML tag name. */
  tagName: string;
  /** Description (the declaration's `summary` when its `description` is empty); may be empty. */
  description: string;
  /** The element's attributes. */
  attrs: ComponentAttr[];
  /** Present when an installed dependency (`--deps`) declares it: a third party's text. */
  thirdParty?: true;
}
