/**
 * What the full-text index ranks: every section of every documentation page (and the text
 * before a page's first heading), every exported symbol and every custom element, each with
 * the id `search` answers and `fetch` reads.
 *
 * A unit keeps references into the catalog, not copies of its text: `text()` cuts it when the
 * index is built and when a passage is cut, so the index costs the catalog's size once.
 *
 * @module
 */
import { elementClassFacts } from "../symbols/class_only_properties.ts";
import type { Catalog, CatalogPage } from "../catalog/catalog.ts";
import { oneLine } from "../catalog/one_line.ts";
import { countOf } from "../catalog/count_of.ts";
import type {
  ApiDocTag,
  ApiMember,
  ApiSymbol,
  BundledPackage,
  CemDeclaration,
} from "../snapshot/model.ts";
import {
  CODE_MESSAGES_PAGE_ID,
  CODE_PAGE_ID,
  isThirdParty,
  MANIFEST_PAGE_ID,
  packageLabel,
} from "../snapshot/third_party.ts";
import { outlineOf, titleOf } from "../docs/page_sections.ts";
import { oncePer } from "../catalog/once_per.ts";
import { compactedSlice } from "../snapshot/compact_text.ts";
import { deprecatedMark, pathTitle } from "./unit_titles.ts";
import { onChangelog, onHistoryPage } from "./history_pages.ts";
import { shownName, variableType } from "../symbols/declared_name.ts";
import { isOwnType } from "./own_type.ts";
import { type PlainBlock, plainBlocks } from "./plain_blocks.ts";
import type { SearchUnit } from "./search_unit.ts";
import { componentMarkdown } from "./component_markdown.ts";
import { documentedLiteral } from "../symbols/render_members.ts";
import { importLabel, isPlainSubpath } from "./import_label.ts";
import { declarationsNamed, entryKey, entryName, entryOrder } from "../symbols/entry_order.ts";
import { memberUnitsOf, shownTags, tagLine } from "./member_units.ts";

/**
 * Every unit of a catalog, worked out once: each package's pages (sections in page order),
 * symbols and custom elements (each tag once, with the package whose declaration is served).
 *
 * @param catalog The catalog.
 * @returns The units, in a stable order.
 */
export function unitsOf(catalog: Catalog): readonly SearchUnit[] {
  return listed.get(catalog) ?? [...eachUnit(catalog)];
}

/** The units of each catalog whose units have all been worked out. */
const listed = new WeakMap<Catalog, readonly SearchUnit[]>();

/**
 * Every unit of a catalog, as {@link unitsOf} lists them, worked out as they are asked for:
 * the index is built from the first while the rest are cut from their pages. Once all have
 * been given, {@link unitsOf} has them too.
 *
 * @param catalog The catalog.
 * @returns The units, in order.
 */
export function* eachUnit(catalog: Catalog): Generator<SearchUnit> {
  const known = listed.get(catalog);
  if (known !== undefined) return yield* known;
  const units: SearchUnit[] = [];
  for (const unit of listUnits(catalog)) {
    units.push(unit);
    yield unit;
  }
  listed.set(catalog, units);
}

/**
 * The units of a catalog by id.
 *
 * @param catalog The catalog.
 * @returns Each unit under its id.
 */
export const unitsById: (catalog: Catalog) => ReadonlyMap<string, SearchUnit> = oncePer((
  catalog: Catalog,
) => new Map(unitsOf(catalog).map((unit) => [unit.id, unit])));

function* listUnits(catalog: Catalog): Generator<SearchUnit> {
  const tags = new Set<string>();
  for (const pkg of catalog.packages) {
    const pages = catalog.docPages(pkg.slug);
    const banners = bannersOf(pages);
    for (const page of pages) yield* pageUnits(pkg, page, banners);
    const named = new Set<string>();
    const members = memberUnitsOf(pkg);
    const symbols = shownSymbols(pkg.name, pkg.symbols ?? []);
    // A name's declarations, the likeliest meant first (the main entry, the eponymous module),
    // then in the order of the package's entries.
    const declared = Map.groupBy(
      symbols.toSorted(entryOrder(pkg.name)),
      (symbol) => symbol.name,
    );
    for (const first of symbols) {
      if (named.has(first.name)) continue; // the same name from another entry point
      named.add(first.name);
      // Of a name several entries declare, the declaration a user most likely means is the
      // unit's text (`catchTag` of `effect/Effect`, not of `effect/Channel`), as fetch reads it.
      const all = declared.get(first.name)!;
      const symbol = all[0]!;
      // A name several entries export is titled by the package when the main entry is one of
      // them, else by the first entry users import it from (`three/webgpu`, not `three`, which
      // does not export it). A package that declares its modules by name is imported by none:
      // by the first module.
      const entries = all.map((found) => found.subpath);
      const subpath = entries.length === 1 || !symbol.subpath.startsWith(".")
        ? symbol.subpath
        : entries.includes(".")
        ? "."
        : entries.find(isPlainSubpath) ?? ".";
      const unit = symbolUnit(pkg, withTypeDocs(symbol, declared), subpath);
      yield all.length === 1 ? unit : { ...unit, declaredIn: declaredIn(pkg, all) };
      yield* members(symbol, subpath);
    }
    for (const declaration of pkg.components) {
      const tag = declaration.tagName;
      if (typeof tag !== "string" || tag === "" || tags.has(tag)) continue;
      tags.add(tag);
      yield componentUnit(pkg, tag, declaration);
    }
  }
}

/**
 * A variable without docs of its own declared with its own documented type (`const unload:
 * Unloader`, swr's, whose docs say what `unload` does; `isOwnType`), read with that type's docs:
 * the variable is what a user imports and calls, and it matched no question.
 */
function withTypeDocs(
  symbol: ShownSymbol,
  declared: ReadonlyMap<string, readonly ApiSymbol[]>,
): ShownSymbol {
  if (symbol.kind !== "variable" || (symbol.doc ?? "") !== "") return symbol;
  const typed = variableType(symbol.signature);
  const type = typed === undefined ? undefined : declared.get(typed)?.[0];
  if (type?.doc === undefined || type.doc === "" || !isOwnType(symbol, type)) return symbol;
  return { ...symbol, doc: type.doc };
}

/** A symbol as search names it: a `default` export may go by its declaration's own name. */
type ShownSymbol = ApiSymbol & { defaultExport?: true };

/**
 * A package's symbols as search names them: a `default` export by the name its declaration
 * gives itself (`export default class WaButton`, UI5's `enum ListItemType` of
 * `types/ListItemType.js`, swr's `useSWR`), which users import it as and ask for, or, with none
 * or a compiler's (`const _default`), by its entry's (vue-router's `vite`), when the package
 * exports no symbol of that name (then that one stands for it). Of UI5's 1,169 symbols, 536 were
 * `default`: one unit between them, the others found by no search. `get-symbol` and `fetch` find
 * them by that name (symbol_index.ts).
 */
function shownSymbols(packageName: string, symbols: readonly ApiSymbol[]): ShownSymbol[] {
  const exported = new Set(symbols.map((symbol) => symbol.name));
  return symbols.map((symbol) => {
    const name = shownName(symbol, packageName, (own) => exported.has(own));
    return name === symbol.name ? symbol : { ...symbol, name, defaultExport: true };
  });
}

/**
 * The units of a name's declarations by a word of the entry each is exported from, lowercased
 * (`stream` for `effect/Stream`, `node-postgres` for `drizzle-orm/node-postgres/driver`), made
 * when first asked for.
 */
function declaredIn(
  pkg: BundledPackage,
  declarations: readonly ApiSymbol[],
): (entry: string) => SearchUnit | undefined {
  const units = new Map<ApiSymbol, SearchUnit>();
  return (entry) => {
    // A word several entries end with (`driver`) picks none: it names no one declaration.
    const picked = declarationsNamed(declarations, entry);
    if (picked.length !== 1) return undefined;
    const symbol = picked[0]!;
    let unit = units.get(symbol);
    if (unit === undefined) {
      // Its id names the entry, as fetch and get-symbol take it (`symbol/effect/Stream.merge`,
      // `symbol/drizzle-orm/node-postgres.drizzle`).
      const key = entryKey(declarations, symbol) ?? entryName(symbol.subpath);
      unit = {
        ...symbolUnit(pkg, symbol, symbol.subpath),
        id: `symbol/${pkg.slug}/${key}.${symbol.name}`,
      };
      units.set(symbol, unit);
    }
    return unit;
  };
}

/** A version number in a title: `7.0`, `6.x`, `v16`, `16`. */
const VERSION = /\bv?(\d+)(?:\.(?:\d+|x))*\b/gi;

/**
 * Whether a page's title names its package's major version last (`... to 7.0` for 7.0.173),
 * another one, or none.
 */
function titleVersionOf(title: string, version: string): "current" | "other" | undefined {
  const named = [...title.matchAll(VERSION)].at(-1)?.[1];
  if (named === undefined) return undefined;
  return Number(named) === Number(version.split(".")[0]) ? "current" : "other";
}

/**
 * A changelog section's `titleVersion` ({@link releaseOf}), when its page is a changelog, and
 * whether its release is an earlier minor version of the installed major one.
 */
function releaseVersion(
  releases: boolean,
  headings: readonly string[],
  version: string,
): Pick<SearchUnit, "titleVersion" | "earlierMinor"> {
  const release = releases ? releaseOf(headings, version) : undefined;
  if (release === undefined) return {};
  return release.earlierMinor
    ? { titleVersion: release.titleVersion, earlierMinor: true }
    : { titleVersion: release.titleVersion };
}

/** A changelog's line that bumps a dependency: changesets' "Updated dependencies [9baa2d0]" and its list. */
const DEPENDENCY_BUMP =
  /^\s*(?:[-*]\s+)?(?:Updated dependencies\b.*|@?[\w.-]+(?:\/[\w.-]+)?@\d[\w.+-]*)\s*$/;

/** Whether a changelog section's text says only which dependencies were bumped (or nothing). */
function onlyDependencyBumps(text: string): boolean {
  return text.split("\n").every((line) => line.trim() === "" || DEPENDENCY_BUMP.test(line));
}

/** A release's version in a heading: `7.0.0`, `v1.11.20`, `2.26.0-rc.1` (not a date's year). */
const RELEASE = /\bv?(\d+)\.(\d+)(?:\.\d+)?/i;

/**
 * For a section of a history page whose title names no version (a changelog): whether the
 * release its heading, or the nearest heading above it, names is of the package's installed
 * major version (for a `0.x` package, its minor version), `current`, or of another, `other`.
 * Of a changelog, the entries of the installed major version say what changed into it (MobX 7's
 * removal of `trace`, where 6.3.3 only fixed it).
 */
function releaseOf(
  headings: readonly string[],
  version: string,
): { titleVersion: "current" | "other"; earlierMinor: boolean } | undefined {
  const [major, minor] = version.split(".").map(Number);
  for (const heading of headings.toReversed()) {
    const found = RELEASE.exec(heading);
    if (found === null) continue;
    const sameMinor = Number(found[2]) === minor;
    const same = Number(found[1]) === major && (major !== 0 || sameMinor);
    return { titleVersion: same ? "current" : "other", earlierMinor: same && !sameMinor };
  }
  return undefined;
}

/** An HTML comment, which Markdown shows nothing of. */
const HTML_COMMENT = /<!--[\s\S]*?-->/g;

/**
 * The texts before the first heading that open many of a package's pages alike: a banner, not
 * any page's own text (Mastra's "Mastra docs are the canonical, current reference ..." above
 * each of its 462 reference pages came first for a question about one of them, instead of the
 * section that answered).
 */
function bannersOf(pages: readonly CatalogPage[]): ReadonlySet<string> {
  const counts = countOf(pages.map(topText).filter((text) => text !== ""));
  const least = Math.max(MIN_BANNER_PAGES, pages.length * BANNER_SHARE);
  return new Set([...counts].filter(([, count]) => count >= least).map(([text]) => text));
}

/** The fewest pages a banner opens. */
const MIN_BANNER_PAGES = 5;

/** The least share of a package's pages a banner opens. */
const BANNER_SHARE = 0.5;

/** Which page read from an installed package's code a page is, if it is one. */
function fromCode(pageId: string): Pick<SearchUnit, "fromCode"> {
  if (pageId === CODE_MESSAGES_PAGE_ID) return { fromCode: "message" };
  return pageId === CODE_PAGE_ID ? { fromCode: "definition" } : {};
}

/** A page's text before its first heading, HTML comments aside, trimmed. */
function topText(page: CatalogPage): string {
  const { bodyStart, headings } = outlineOf(page);
  const end = headings[0]?.start ?? markdownOf(page).length;
  return pageSlice(page, bodyStart, end).replace(HTML_COMMENT, "").trim();
}

/**
 * A page's units: the text before its first heading (when there is any, and it is no banner
 * of its package's pages), then each heading's.
 */
function* pageUnits(
  pkg: BundledPackage,
  page: CatalogPage,
  banners: ReadonlySet<string>,
): Generator<SearchUnit> {
  const { bodyStart, headings } = outlineOf(page);
  const pageTitle = titleOf(page);
  // A third party's section names its package and version: two installed versions, or an
  // installed package and the catalog's own, may have pages of one title.
  const from = isThirdParty(pkg) ? ` (${packageLabel(pkg)})` : "";
  const base = `docs/${pkg.slug}/${page.id}`;
  const context = `${pageTitle} ${pkg.name}`;
  const version = titleVersionOf(pageTitle, pkg.version);
  const releases = version === undefined && onHistoryPage({ context: pageTitle });
  const changelog = releases && onChangelog({ context: pageTitle });
  const versioned = {
    ...(version === undefined ? {} : { titleVersion: version }),
    ...(page.copyOf === undefined ? {} : { copy: true as const }),
    ...(from !== "" && page.id === MANIFEST_PAGE_ID ? { manifest: true as const } : {}),
    ...(from === "" ? {} : fromCode(page.id)),
  };
  const markdown = markdownOf(page);
  const firstStart = headings[0]?.start ?? markdown.length;
  const top: string[] = [];
  // Only a comment before the first heading (uuid's "auto-generated from README_js.md") is no
  // text: as a result it showed a title and nothing.
  const intro = topText(page);
  // The code page's opening says what every one says, not what the package's code does.
  if (intro !== "" && !banners.has(intro) && versioned.fromCode !== "definition") {
    top.push(base);
    yield {
      id: base,
      kind: "docs",
      slug: pkg.slug,
      title: pathTitle([pageTitle]) + from,
      name: pageTitle,
      context,
      text: () => proseOf(pageSlice(page, bodyStart, firstStart)),
      blocks: () => plainBlocks(pageSlice(page, bodyStart, firstStart)),
      ...(isNavigation(markdown.slice(bodyStart, firstStart)) ? { navigation: true } : {}),
      ...versioned,
    };
  }
  // The headings this one is under, for context ("Mutations" above "Retry") and its title.
  const parents: { level: number; text: string; id: string }[] = [];
  for (const [i, heading] of headings.entries()) {
    while ((parents.at(-1)?.level ?? 0) >= heading.level) parents.pop();
    const id = `${base}#${heading.slug}`;
    const ownEnd = headings[i + 1]?.start ?? markdown.length;
    // A README's "Change Log" section holds releases as a changelog page does.
    const underChangelog = parents.some((parent) => onChangelog({ context: parent.text }));
    const release = releaseVersion(
      releases || underChangelog,
      [...parents.map((p) => p.text), heading.text],
      pkg.version,
    );
    yield {
      id,
      kind: "docs",
      slug: pkg.slug,
      title: pathTitle([pageTitle, ...parents.map((p) => p.text), heading.text]) + from,
      name: headingName(heading.text),
      context: `${context} ${parents.map((p) => p.text).join(" ")}`,
      // The section's own text: up to the next heading of any level (its subsections are
      // units of their own). Of a changelog, only the releases of the installed major version
      // have text: the older ones' words, and the lists of dependency bumps (in `ai`'s, 1,186
      // sections of "Updated dependencies [9baa2d0] - @ai-sdk/gateway@4.0.146"), weighed on
      // every search of the catalog and answer no question about the version installed.
      text: () => {
        const own = proseOf(ownText(page, heading.start, ownEnd));
        const said = !(changelog || underChangelog) ||
          (release.titleVersion === "current" && !onlyDependencyBumps(own));
        return said ? own : "";
      },
      // A short section's passage may come from its sub-sections too (a property and its
      // "Default" beneath it): they are read with it. So may a long one's that has no text of
      // its own (tRPC's "How to use tRPC with Fastify", all in its sub-sections), from its first
      // characters.
      blocks: () => {
        const whole = heading.end - heading.start <= WHOLE;
        const bare = !whole && proseOf(ownText(page, heading.start, ownEnd)).trim() === "";
        const end = whole ? heading.end : bare ? heading.start + WHOLE : ownEnd;
        return plainBlocks(ownText(page, heading.start, end));
      },
      parents: [...top, ...parents.map((p) => p.id)],
      ...versioned,
      ...release,
      ...(i === 0 && top.length > 0 ? { follows: base } : {}),
    };
    parents.push({ level: heading.level, text: heading.text, id });
  }
}

/**
 * The name a heading gives its section: the heading, or of a long one that is a whole signature
 * (`fastify.preSerializationHookHandler<PreSerializationPayload, RawServer, ...>(request:
 * FastifyRequest, reply: FastifyReply, ...): Promise<unknown> | void`), what it declares: its
 * parameters' types are no name of the section, and in the name's heavy column they outranked
 * the option a question was about (`handlerTimeout`, on words such as "server" and "request").
 */
function headingName(text: string): string {
  if (text.length <= SIGNATURE_HEADING) return text;
  return DECLARED_HEAD.exec(text)?.[1] ?? text;
}

/** The longest heading taken whole as its section's name however it reads. */
const SIGNATURE_HEADING = 60;

/** The name a signature declares, before its type parameters or parameters. */
const DECLARED_HEAD = /^`?((?:new\s+)?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*[<(]/;

/**
 * The words of a section that say what it is about: its Markdown without the targets of its
 * links and images and without link definitions (`[//]: # 'Example'`). A URL's words
 * (`.../blog/automatic-query-invalidation-after-mutations`) would count a second time what the
 * link's text says, and make a line of links outrank the section that explains.
 */
function proseOf(markdown: string): string {
  return markdown.replace(LINK_TARGET, "]").replace(LINK_DEFINITION, "");
}

/** The target of an inline link or image: `](url)` or `](url "title")`. */
const LINK_TARGET = /\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:\s+"[^"\n]*")?\)/g;

/** A link reference definition on a line of its own. */
const LINK_DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*\S+.*$/gm;

/** The longest section whose passage is cut from its sub-sections' text as well as its own. */
const WHOLE = 2_000;

/**
 * Whether a text only leads elsewhere: links (breadcrumbs, "API Documentation / pinia /
 * setMapStoreSuffix") and fewer than {@link NAVIGATION_WORDS} words besides.
 */
function isNavigation(markdown: string): boolean {
  const outside = markdown.replace(/!?\[[^\]\n]*\]\([^)\n]*\)/g, " ");
  if (outside.length === markdown.length) return false;
  return (outside.match(/\p{L}{2,}/gu) ?? []).length < NAVIGATION_WORDS;
}

/** The fewest words besides links that make a text more than navigation. */
const NAVIGATION_WORDS = 8;

/** A section's text without its heading line. */
function ownText(page: CatalogPage, start: number, end: number): string {
  return pageSlice(page, start, end).replace(/^[^\n]*\n?/, "");
}

/** Part of a page's Markdown: only that part is decoded when the page is kept as UTF-8. */
function pageSlice(page: CatalogPage, start: number, end: number): string {
  return compactedSlice(page, "markdown", start, end) ?? markdownOf(page).slice(start, end);
}

/**
 * The page read last and its Markdown, for a page whose Markdown is read through (a
 * specification page's, `packagePages`): its sections are read one after another. One page,
 * not more: a text kept longer outlives V8's young generation, and building a large catalog's
 * index then takes a third more memory at its peak (measured).
 */
let lastRead: { page: CatalogPage; markdown: string } | undefined;

/** A page's Markdown, read once for a run of reads of its sections. */
function markdownOf(page: CatalogPage): string {
  if (lastRead?.page !== page) lastRead = { page, markdown: page.markdown };
  return lastRead.markdown;
}

function symbolUnit(pkg: BundledPackage, symbol: ShownSymbol, subpath: string): SearchUnit {
  const exported = symbol.defaultExport ? "default export, " : "";
  return {
    id: `symbol/${pkg.slug}/${symbol.name}`,
    kind: "symbol",
    slug: pkg.slug,
    title: `${symbol.name} (${symbol.kind}, ${exported}${importLabel(pkg, subpath)}${
      deprecatedMark(symbol)
    })`,
    name: symbol.name,
    context: `${pkg.name} ${symbol.kind}`,
    origin: `${symbol.file}:${symbol.line}`,
    symbolKind: symbol.kind,
    lead: 1,
    signature: [symbol.signature, ...(symbol.members ?? []).map((member) => member.signature)]
      .join("\n"),
    text: () =>
      [
        symbol.signature,
        symbol.doc ?? "",
        ...(symbol.tags ?? []).map((tag) => `${tag.name ?? ""} ${tag.text ?? ""}`),
        ...(symbol.members ?? []).map(memberWords),
      ].join("\n"),
    blocks: () => {
      // An object type's members are in its literal already: their docs go there, above each.
      const literal = documentedLiteral(symbol);
      return [
        { kind: "code", text: literal ?? symbol.signature, lang: "ts" },
        ...plainBlocks(symbol.doc ?? ""),
        ...(symbol.tags ?? []).filter((tag) => SHOWN_TAGS.has(tag.tag)).flatMap((tag) => [
          prose(`@${tag.tag} ${tag.name ?? ""}`),
          ...tagBlocks(tag),
        ]),
        // A member the signature already writes out, with nothing more to say, is not said twice
        // (`const RequestedServiceTier: { readonly Auto: "auto"; ... }`).
        ...(literal === undefined
          ? (symbol.members ?? []).filter((member) => !writtenOut(symbol, member)).map(memberLine)
          : []),
      ];
    },
  };
}

/** Whether a member without docs or tags is written out in its owner's signature. */
function writtenOut(symbol: ApiSymbol, member: NonNullable<ApiSymbol["members"]>[number]): boolean {
  return (member.doc ?? "") === "" && (member.tags ?? []).length === 0 &&
    symbol.signature.includes(member.signature);
}

/**
 * A doc tag's text as blocks: an example is code (JSDoc writes it without a fence; its lines
 * read as one run-on sentence otherwise), unless it fences its own.
 */
function tagBlocks(tag: ApiDocTag): PlainBlock[] {
  const text = tag.text ?? "";
  if (tag.tag !== "example" || text.includes("```")) return plainBlocks(text);
  return text.trim() === ""
    ? []
    : [{ kind: "code", text: text.replace(/^\n+|\s+$/g, ""), lang: "ts" }];
}

function componentUnit(pkg: BundledPackage, tag: string, declaration: CemDeclaration): SearchUnit {
  const named = (items: { name: string; description?: string }[] | undefined) =>
    (items ?? []).map((item) => `${item.name} ${item.description ?? ""}`);
  return {
    id: `component/${tag}`,
    kind: "component",
    slug: pkg.slug,
    title: `<${tag}> (${packageLabel(pkg)})`,
    name: `${tag} ${declaration.name ?? ""}`,
    context: pkg.name,
    text: () =>
      [
        declaration.description ?? "",
        typeof declaration.summary === "string" ? declaration.summary : "",
        ...named(declaration.attributes),
        ...named(declaration.events),
        ...named(declaration.slots),
        ...named(declaration.cssParts),
        ...named(declaration.cssProperties),
      ].join("\n"),
    // The manifest as fetch shows it, without the heading that names the tag.
    blocks: () =>
      plainBlocks(componentMarkdown(tag, declaration, elementClassFacts(pkg, declaration)))
        .slice(1),
  };
}

/**
 * The doc tags a symbol's passage may show: what it takes, gives, throws and how it is used.
 * Bookkeeping tags (`@name`, `@category`, `@module`) say nothing a reader asks for.
 */
const SHOWN_TAGS = new Set([
  "param",
  "returns",
  "return",
  "throws",
  "example",
  "default",
  "defaultValue",
  "deprecated",
  "property",
  "see",
  "remarks",
]);

/**
 * A member as a passage shows it: its declaration (its name and type), what its docs say and
 * the tags a reader asks for (`mode?: "hidden" | "visible"`: ... `@default "visible"`).
 */
function memberLine(member: ApiMember): PlainBlock {
  const tags = shownTags(member).map(tagLine);
  const said = [member.doc ?? "", ...tags].filter((text) => text !== "").join(" ");
  return prose(`- \`${member.signature.replace(/;$/, "")}\`${said ? `: ${said}` : ""}`);
}

/**
 * What a member adds to its type's text: its name, its docs, the tags a reader asks for (its
 * `@default`, its deprecation) and the string values its type allows (`"hidden" | "visible"`),
 * which are what a question about an option names.
 */
function memberWords(member: ApiMember): string {
  const tags = shownTags(member).map(tagLine);
  const values = member.signature.match(STRING_LITERAL) ?? [];
  return [member.name, member.doc ?? "", ...tags, ...values].join(" ");
}

/** A string literal in a declaration. */
const STRING_LITERAL = /(["'])[^"'\n]{1,40}\1/g;

/** A line of prose, flattened. */
function prose(text: string): PlainBlock {
  return { kind: "prose", text: oneLine(text) };
}
