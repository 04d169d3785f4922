/**
 * What a search answer says of the API names its query writes as code (query_names.ts), in the
 * same call as its results: the ones nothing here has (`notFound`, with the exported names
 * `closest` to each and, when a package is searched, the other packages that have them,
 * `elsewhere`), and the ones a package exports (`exported`, with the first line of the
 * declaration), so that "is `stepCountIs` still exported?" is answered without a second search.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import type { FulltextIndex } from "./fulltext_index.ts";
import { callChains, codeNames, qualifiersOf, symbolNames } from "./query_names.ts";
import {
  chainedMember,
  isMemberName,
  type NamedMember,
  soleMembers,
  typeMembers,
  variableMembers,
  writtenInMembers,
} from "./query_members.ts";
import { originOf, sameDeclaration } from "../symbols/same_declaration.ts";
import { declarationLine } from "../symbols/declaration_line.ts";
import { writtenName } from "../catalog/written_name.ts";
import type { ApiSymbol } from "../snapshot/model.ts";
import type { SearchRequest } from "./search_answer.ts";
import { ofSeveralParts, queryWords } from "./terms.ts";
import { shortened } from "../catalog/shortened.ts";
import { symbolIndexOf } from "../symbols/symbol_index.ts";
import { oncePer } from "../catalog/once_per.ts";

/** What an answer says of the names its query writes; each field only when it has any. */
export interface NamedApis {
  /** Names no item has (no item of the package searched). */
  notFound?: string[];
  /** For each name not found, the exported names nearest it. */
  closest?: Record<string, string[]>;
  /** For each name the package searched lacks, the other packages that have it. */
  elsewhere?: Record<string, string[]>;
  /** For each name a package exports, its declaration's first line and its id. */
  exported?: Record<string, string>;
}

/** A name a package exports, as an answer would give it. */
interface Export {
  name: string;
  slug: string;
  id: string;
  /** The declaration's first line and the id: `function retry(...) (symbol/core/retry)`. */
  line: string;
  /** Written under its package's namespace (`Effect.fn`): the one meant, whatever the results. */
  qualified: boolean;
  /** A member of an exported type the query names (query_members.ts), said whatever the budget. */
  member?: true;
  /**
   * A method the query names alone (`invalidateQueries`): meant of the package searched or of a
   * result's, not of any package (React's `preventDefault` beside a Web Awesome question).
   */
  method?: true;
  /** Its declaration is cut short. */
  cut?: true;
}

/** What an answer may say of its query's names, before its results are known. */
export interface NamedDraft {
  said: Pick<NamedApis, "notFound" | "closest" | "elsewhere">;
  /** Each exported name with every package that exports it (the package searched's only). */
  exports: readonly Export[];
  /** The package searched, if one is. */
  scope?: string;
}

/**
 * JavaScript's built-in objects a query may name among a package's (the same under Deno and Node,
 * unlike either's other globals).
 */
const BUILT_INS: ReadonlySet<string> = new Set(
  ("AggregateError Array ArrayBuffer Atomics BigInt Boolean DataView Date Error EvalError " +
    "FinalizationRegistry Function Infinity Intl Iterator JSON Map Math NaN Number Object " +
    "Promise Proxy RangeError ReferenceError Reflect RegExp Set SharedArrayBuffer String Symbol " +
    "SyntaxError TypeError URIError WeakMap WeakRef WeakSet").split(" "),
);

/** The most exported names an answer gives a declaration for. */
const EXPORTED = 3;

/** The longest declaration line given for an exported name. */
const DECLARATION = 140;

/**
 * What the answer to a query may say of the names it writes.
 *
 * @param catalog The catalog.
 * @param index Its full-text index.
 * @param request The query, its kind filter and its package.
 * @returns The names not found (and the closest exported ones), and the exported ones with each
 *   package that exports them.
 */
export async function namedDraft(
  catalog: Catalog,
  index: FulltextIndex,
  { query, kind, packageSlug }: Pick<SearchRequest, "query" | "kind" | "packageSlug">,
): Promise<NamedDraft> {
  // A call chain's last part (`z.string().email()`) is a member of what the call before it
  // returns, not the export of that name (`z.email()`).
  const withSymbols = symbolIndexOf(catalog).slugs;
  const slugs = packageSlug === undefined
    ? withSymbols
    : withSymbols.filter((slug) => slug === packageSlug);
  const chained = callChains(query).flatMap((chain) => {
    const member = chainedMember(catalog, chain, slugs);
    return member === undefined ? [] : [{ member, last: chain.parts.at(-1)! }];
  });
  const inChains = new Set(chained.map(({ last }) => last));
  // Of symbols, a capitalised word is a name too, and what counts is a symbol of that name.
  const coded = (kind === "symbol" ? symbolNames(query) : codeNames(query))
    .filter((name) => !inChains.has(name));
  // A name written under a namespace one package exports (`Effect.catchAll`) is asked of that
  // package (of the package searched, when it is that one's), and said as written.
  const owners = namespaceOwners(catalog, index, query, packageSlug);
  const { speaks, spoken } = spokenNames(query, owners, [...coded, ...inChains]);
  const names = [...coded, ...spoken];
  const scopeOf = (name: string) =>
    owners.get(name)?.slug ?? (spoken.includes(name) ? speaks : packageSlug);
  const said = (name: string) => owners.get(name)?.written ?? name;
  const exporters = names.flatMap((name) => index.exportedAs([name], scopeOf(name)));
  const exported = new Set(exporters.map((exporter) => exporter.name));
  const missing: string[] = [];
  for (const name of names) {
    const scope = scopeOf(name);
    // Among symbols, a name is there when a package exports it or one of its types has it
    // (`fullStream` of `StreamTextResult`), or a member's declaration writes it (a property of
    // multer's `limits?: { fieldNestingDepth?: number }`); under a namespace (`Effect.catchAll`),
    // when exported.
    const scopes = scope === undefined ? slugs : withSymbols.filter((slug) => slug === scope);
    const absent = spoken.includes(name)
      ? !exported.has(name)
      : kind === "symbol"
      ? !exported.has(name) && !isMemberName(catalog, name, scopes) &&
        !writtenInMembers(catalog, name, scopes)
      : (await index.missing([name], scope)).length > 0 &&
        !writtenInMembers(catalog, name, scopes);
    if (absent) missing.push(name);
  }
  const closest = Object.fromEntries(
    missing.map((name) => [said(name), index.closestExported(name, scopeOf(name))])
      .filter(([, near]) => near!.length > 0),
  );
  // A name the package searched lacks may be another's (a binding's option, searched in its
  // core): which, so that "not found" is not read as "removed".
  const elsewhere = Object.fromEntries(
    (await Promise.all(
      missing.flatMap((name) => {
        const scope = scopeOf(name);
        if (scope === undefined) return [];
        return [index.writtenElsewhere(name, scope).then((slugs) => [said(name), slugs] as const)];
      }),
    ))
      .filter(([, slugs]) => slugs.length > 0)
      .map(([name, slugs]) => [name, slugs.map((slug) => catalog.getPackage(slug).name)]),
  );
  // A name no package exports, written for a deprecated member (`toUIMessageStreamResponse`)
  // or for a class's method (`invalidateQueries`).
  const unexported = names.filter((name) => !exported.has(name));
  const sole = soleMembers(catalog, unexported, slugs);
  const named = [
    ...chained.map(({ member }) => member),
    ...sole.filter(({ deprecated }) => deprecated),
    ...variableMembers(catalog, query, slugs),
    ...typeMembers(catalog, query, slugs),
  ];
  // A base's member is said once, under the type the query writes (`RouterOptions.scrollBehavior`,
  // not `EXPERIMENTAL_RouterOptions_Base.scrollBehavior` as well).
  const inherited = new Set(named.map((member) => member.inherits));
  const members = named.filter((member) => !inherited.has(member.id))
    .map((member) => ({ ...lineOf(member), qualified: true, member: true as const }));
  const methods = sole.filter(({ deprecated }) => !deprecated)
    .map((method) => ({ ...lineOf(method), qualified: false, method: true as const }));
  // Two names of one declaration (`stepCountIs`, `isStepCount`) are one line, the first's.
  const given = new Map<string, ApiSymbol[]>();
  const exports = exporters.flatMap(({ name, slug }) => {
    // Of the declarations of one name, the one a user most likely means: the index keeps them in
    // that order (entry_order.ts).
    const { byName, byOrigin } = symbolIndexOf(catalog).packageSymbols(slug);
    const symbol = byName.get(name)?.[0];
    if (symbol === undefined) return [];
    const origin = `${slug} ${originOf(symbol)}`;
    const there = given.get(origin) ?? [];
    if (sameDeclaration(symbol, there).length > 0) return [];
    given.set(origin, [...there, symbol]);
    const id = `symbol/${slug}/${name}`;
    const { line, cut } = exportLine(symbol, byOrigin.get(originOf(symbol)) ?? [], id);
    return [{
      name,
      slug,
      id,
      line,
      qualified: owners.has(name) || spoken.includes(name),
      ...(cut ? { cut } : {}),
    }];
  });
  return {
    said: {
      ...(missing.length > 0 ? { notFound: missing.map(said) } : {}),
      ...(Object.keys(closest).length > 0 ? { closest } : {}),
      ...(Object.keys(elsewhere).length > 0 ? { elsewhere } : {}),
    },
    exports: [...members, ...exports, ...methods],
    ...(packageSlug === undefined ? {} : { scope: packageSlug }),
  };
}

/** What an answer says of a member: its name, package, id and line. */
function lineOf(
  { name, slug, id, line }: NamedMember,
): Pick<Export, "name" | "slug" | "id" | "line"> {
  return { name, slug, id, line };
}

/**
 * Beside a name written under the namespace of one package (`Effect.catchAll`), a capitalised
 * word is that package's name too (`Either`, `Result`): the query speaks its API. Not one of
 * JavaScript's built-ins (`Promise`, `Date`), which no package is asked for, nor a namespace
 * written.
 *
 * @param query What the caller typed.
 * @param owners The namespaces' packages, by the name written under each.
 * @param taken The query's names already read otherwise.
 * @returns The package spoken of, if one is, and the capitalised words taken for its names.
 */
function spokenNames(
  query: string,
  owners: ReadonlyMap<string, { slug: string }>,
  taken: readonly string[],
): { speaks?: string; spoken: string[] } {
  const slugs = new Set([...owners.values()].map((owner) => owner.slug));
  if (slugs.size !== 1) return { spoken: [] };
  const qualifiers = new Set(qualifiersOf(query).values());
  const spoken = symbolNames(query).filter((name) =>
    !taken.includes(name) && !qualifiers.has(name) && !BUILT_INS.has(name)
  );
  return { speaks: [...slugs][0]!, spoken };
}

/**
 * Whether a query is nothing but names nothing here has (`Either`, `Effect.catchAll`): its
 * results could only match their words in prose (the English "either"), so what the answer says
 * of the names is the whole answer.
 *
 * @param query What the caller typed.
 * @param draft What {@link namedDraft} found of its names.
 * @returns `true` when every word of the query is in a name not found.
 *
 * @example
 * ```ts
 * import { onlyMissingNames } from "./named_apis.ts";
 *
 * const draft = { said: { notFound: ["Either"] }, exports: [] };
 * console.log(onlyMissingNames("Either", draft), onlyMissingNames("What replaced Either?", draft)); // true false
 * ```
 */
export function onlyMissingNames(query: string, draft: NamedDraft): boolean {
  const { notFound } = draft.said;
  if (notFound === undefined) return false;
  const rest = notFound.reduce((text, name) => text.replaceAll(name, " "), query);
  return queryWords(rest).length === 0;
}

/**
 * The names a query writes under a namespace (`Effect.catchAll`) that one package alone exports
 * as a namespace (the package searched, when one is), with that package and the name as written.
 */
function namespaceOwners(
  catalog: Catalog,
  index: FulltextIndex,
  query: string,
  packageSlug: string | undefined,
): Map<string, { slug: string; written: string }> {
  const owners = new Map<string, { slug: string; written: string }>();
  for (const [name, qualifier] of qualifiersOf(query)) {
    const isNamespace = (slug: string) =>
      symbolIndexOf(catalog).packageSymbols(slug).byName.get(qualifier)?.some((symbol) =>
        symbol.kind === "namespace"
      ) ?? false;
    const namespaces = index.exportedAs([qualifier], packageSlug).map(({ slug }) => slug)
      .filter(isNamespace);
    // A module a package declares by name is written as a namespace too (`util.parseArgs` for
    // `node:util`'s): with it, the namespace is not one package's alone.
    const modules = (declaredModules(catalog).get(qualifier) ?? [])
      .filter((slug) => packageSlug === undefined || slug === packageSlug);
    const slugs = [...new Set([...namespaces, ...modules])];
    if (slugs.length === 1) owners.set(name, { slug: slugs[0]!, written: `${qualifier}.${name}` });
  }
  return owners;
}

/**
 * The modules the catalog's packages declare by name (`@types/node`'s `node:util`), by the name a
 * query writes them under (`util`), with the packages that declare them.
 */
const declaredModules = oncePer((catalog: Catalog): Map<string, string[]> => {
  const modules = new Map<string, string[]>();
  for (const slug of symbolIndexOf(catalog).slugs) {
    const names = new Set(
      (catalog.getPackage(slug).symbols ?? []).map((symbol) => symbol.subpath)
        .filter((subpath) => !subpath.startsWith(".")).map((name) => name.replace(/^node:/, "")),
    );
    for (const name of names) modules.set(name, [...modules.get(name) ?? [], slug]);
  }
  return modules;
});

/**
 * Whether a result's passage shows an export's whole declaration as its line writes it (immutable's
 * `RecordOf` type, in the passage of `Record`'s result): the line would add only its id.
 */
function shownAsIs(found: Export, results: readonly { text: string }[]): boolean {
  const id = ` (${found.id})`;
  // A member's line says whose it is (`StreamResult.consume`) and what replaces it: kept.
  if (found.cut || found.member || found.method || !found.line.endsWith(id)) return false;
  const declaration = found.line.slice(0, -id.length);
  return results.some(({ text }) => text.includes(declaration));
}

/**
 * An exported name's line: its declaration in one line, cut short when long, the other names of
 * its declaration (a name kept for a renamed API says the name it is kept for: `stepCountIs`,
 * `isStepCount`; an alias, that it is one), and its id.
 */
function exportLine(
  symbol: ApiSymbol,
  atOrigin: readonly ApiSymbol[],
  id: string,
): { line: string; cut?: true } {
  const whole = declarationLine(symbol.signature);
  const line = shortened(whole, DECLARATION);
  // An alias says the name its declaration is written with; other names, that they are the same.
  const { declaredAs } = symbol;
  const others = sameDeclaration(symbol, atOrigin).filter((name) => name !== declaredAs);
  const same = [
    ...(declaredAs === undefined ? [] : [`an alias of ${declaredAs}`]),
    ...(others.length === 0 ? [] : [`the same declaration as ${others.join(", ")}`]),
  ];
  const said = same.length === 0 ? "" : ` (${same.join("; ")})`;
  return { line: `${line}${said} (${id})`, ...(line === whole ? {} : { cut: true as const }) };
}

/**
 * The most an answer can say of its names: the size of its JSON fields, each exported name with
 * its longest line.
 *
 * @param draft What {@link namedDraft} found.
 * @returns A length in characters, to keep out of the results' budget.
 */
export function namedSize(draft: NamedDraft): number {
  const longest = new Map<string, string>();
  for (const { name, line } of draft.exports) {
    if (line.length > (longest.get(name)?.length ?? -1)) longest.set(name, line);
  }
  const exported = Object.fromEntries([...longest].slice(0, EXPORTED));
  return JSON.stringify({ ...draft.said, exported }).length;
}

/**
 * What the answer says of its names, its results known: an exported name is given from the
 * package searched, else from a package of its results or, when it has several parts
 * (`MCPAppRenderer`, whose docs may live in another package), from any (a one-word name a
 * package the answer is not about exports, such as a `Date` of another library, is not the one
 * meant), and not when a result is that symbol or when its declaration, cut short, would only
 * follow a passage that writes its name.
 *
 * @param draft What {@link namedDraft} found.
 * @param results The answer's results, best first: their ids, packages and passages.
 * @returns The fields the answer adds.
 */
export function namedApis(
  draft: NamedDraft,
  results: readonly { id: string; slug: string; text: string }[],
): NamedApis {
  const shown = new Set(results.map((result) => result.id));
  const near = new Set(results.map((result) => result.slug));
  const exported: Record<string, string> = {};
  for (const found of draft.exports) {
    if (Object.keys(exported).length >= EXPORTED || found.name in exported) continue;
    // A name of several parts (`MCPAppRenderer`) means one API wherever its docs are; a word
    // (`Date`) only in a package the answer is about.
    const meant = draft.scope !== undefined || found.qualified || near.has(found.slug) ||
      (found.method === undefined && ofSeveralParts(found.name));
    // A declaration cut short adds little to a passage that already writes the name (whole:
    // `catchTags` does not write `catchTag`).
    const written = found.cut === true &&
      results.some(({ text }) => writtenName(found.name).test(text));
    if (meant && !shown.has(found.id) && !written && !shownAsIs(found, results)) {
      exported[found.name] = found.line;
    }
  }
  return {
    ...draft.said,
    ...(Object.keys(exported).length > 0 ? { exported } : {}),
  };
}
