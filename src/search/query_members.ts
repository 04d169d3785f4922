/**
 * The members of exported types a query names, which no export answers for:
 *
 * - through a call chain (`z.string().email()`): the chain followed through the package's
 *   declarations, from its first called export (`string`) by the type each call returns
 *   (`ZodString`; a method returning `this` keeps it) to the member its last part names
 *   (`ZodString.email`), not the package's export of the same name (`z.email()`);
 * - by a name alone that no package exports and one type's member alone has, when that member is
 *   deprecated (`result.toUIMessageStreamResponse()`): "is it still the way?" is then answered;
 * - under a variable's name (`app.listen`): the one package's types that have such a member.
 *
 * Each member's line says when it is deprecated, and for what.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import { oncePer } from "../catalog/once_per.ts";
import { oneLine } from "../catalog/one_line.ts";
import type { ApiMember, BundledPackage } from "../snapshot/model.ts";
import { importSpecifier } from "../symbols/import_line.ts";
import { type PackageSymbols, symbolIndexOf } from "../symbols/symbol_index.ts";
import { type CallChain, codeNames } from "./query_names.ts";
import { FILE_EXTENSION } from "./match_query.ts";
import { shortened } from "../catalog/shortened.ts";
import { deprecationReason } from "../symbols/first_sentence.ts";
import { inheritedFrom } from "../symbols/inherited_from.ts";
import { firstCall } from "../symbols/first_call.ts";
import { shownName } from "../symbols/declared_name.ts";

/** A member a query names, under its type. */
export interface NamedMember {
  /** The member, named under its type: `ZodString.email`. */
  name: string;
  slug: string;
  /** Its id: `symbol/zod/ZodString.email`. */
  id: string;
  /** Its declaration in one line, then that it is deprecated when it is, then its id. */
  line: string;
  /** Of a member the type inherits, the id of the base's member it is. */
  inherits?: string;
}

/** The longest declaration given for a member; a deprecation's first sentence comes after it. */
const DECLARATION = 100;

/**
 * The member a call chain names, in the first of the packages whose declarations lead to it.
 *
 * @param catalog The catalog.
 * @param chain The chain, as the query writes it.
 * @param slugs The packages to look in, in order.
 * @returns The member, or `undefined` when no package's declarations lead to it.
 *
 * @example
 * ```ts ignore
 * chainedMember(catalog, callChains("z.string().email()")[0], ["zod"]);
 * // { name: "ZodString.email", id: "symbol/zod/ZodString.email", line: "email(...): this (deprecated: Use `z.email()` instead.) (symbol/zod/ZodString.email)", ... }
 * ```
 */
export function chainedMember(
  catalog: Catalog,
  chain: CallChain,
  slugs: readonly string[],
): NamedMember | undefined {
  for (const slug of slugs) {
    const found = memberIn(catalog, chain, slug);
    if (found !== undefined) return found;
  }
  return undefined;
}

function memberIn(
  catalog: Catalog,
  { parts, called }: CallChain,
  slug: string,
): NamedMember | undefined {
  const { pkg, byName } = symbolIndexOf(catalog).packageSymbols(slug);
  const start = parts.findIndex((part, i) => called[i] && i < parts.length - 1 && byName.has(part));
  if (start < 0) return undefined;
  let type = returnedType(byName.get(parts[start]!)![0]!.signature);
  for (let i = start + 1; i < parts.length && type !== undefined; i++) {
    const member = byName.get(type)?.flatMap((symbol) => symbol.members ?? [])
      .find((found) => found.name === parts[i]);
    if (member === undefined) return undefined;
    if (i === parts.length - 1) return namedMember(pkg, type, member);
    const next = returnedType(member.signature);
    type = next === "this" ? type : next;
  }
  return undefined;
}

/**
 * The name of the type a function's or method's (first) call signature returns: `ZodString` of
 * `function string(params?: Params): ZodString`, `this` of `email(): this`, the last part of a
 * dotted one (`core.$ZodType<T>` is `$ZodType`).
 */
function returnedType(signature: string): string | undefined {
  const rest = firstCall(signature)?.rest;
  if (rest === undefined) return undefined;
  const type = /^\s*(?::|=>)\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)/.exec(rest)?.[1];
  return type?.split(".").at(-1);
}

/**
 * A member as an answer gives it: its declaration, then that it is deprecated and for what, or
 * the module that adds it (a plugin's augmentation).
 */
function namedMember(
  pkg: BundledPackage,
  type: string,
  member: ApiMember,
  base?: string,
): NamedMember {
  const { slug } = pkg;
  const name = `${type}.${member.name}`;
  const id = `symbol/${slug}/${name}`;
  const deprecated = member.tags?.find((tag) => tag.tag === "deprecated");
  const reason = deprecated?.text ? `: ${deprecationReason(deprecated.text)}` : "";
  const note = [
    ...(base === undefined ? [] : [` (inherited from ${base})`]),
    ...(deprecated === undefined ? [] : [` (deprecated${reason})`]),
    ...(member.declaredBy === undefined
      ? []
      : [` (declared by ${importSpecifier(pkg.name, member.declaredBy)})`]),
  ].join("");
  const declaration = shortened(oneLine(member.signature), DECLARATION);
  return {
    name,
    slug,
    id,
    line: `${declaration}${note} (${id})`,
    ...(base === undefined ? {} : { inherits: `symbol/${slug}/${base}.${member.name}` }),
  };
}

/**
 * The members a query names alone: each name that no package in `slugs` exports and that, among
 * their types, one member alone has, when it is deprecated (`toUIMessageStreamResponse`) or a
 * method (`invalidateQueries`, which a class declares).
 *
 * @param catalog The catalog.
 * @param names The code-shaped names the query writes.
 * @param slugs The packages to look in.
 * @returns The members, in the order of `names`, each saying whether it is deprecated.
 *
 * @example
 * ```ts ignore
 * soleMembers(catalog, ["toUIMessageStreamResponse"], ["ai"]);
 * // [{ name: "StreamTextResult.toUIMessageStreamResponse", line: "toUIMessageStreamResponse(...): Response (deprecated: Use ...) (symbol/ai/...)", deprecated: true, ... }]
 * ```
 */
export function soleMembers(
  catalog: Catalog,
  names: readonly string[],
  slugs: readonly string[],
): (NamedMember & { deprecated: boolean })[] {
  const packages = packagesIn(catalog, slugs);
  return names.flatMap((name) => {
    if (packages.some(({ symbols }) => symbols.byName.has(name))) return [];
    const owners = packages.flatMap(({ symbols }) =>
      (membersOf(symbols).get(name) ?? []).map((owner) => ({ pkg: symbols.pkg, ...owner }))
    );
    // One member, whichever entries and packages export its type: an accessor's getter and
    // setter are one (three's `iridescenceThicknessRange`), the getter saying what it is.
    const distinct = new Set(owners.map(({ type, member }) => `${type}.${member.name}`));
    const owner = owners.find(({ member }) => member.kind === "getter") ?? owners[0];
    if (distinct.size !== 1 || owner === undefined) return [];
    const deprecated = owner.member.tags?.some((tag) => tag.tag === "deprecated") ?? false;
    if (!deprecated && owner.member.kind !== "method") return [];
    return [{ ...namedMember(owner.pkg, owner.type, owner.member), deprecated }];
  });
}

/**
 * Whether a type of a package in `slugs` has a member of that name (`fullStream` of
 * `StreamTextResult`, or one it marks `@internal`), or it exports it marked `@internal` (Fluent's
 * `Button`): a name searched among symbols is there though it has no record.
 *
 * @param catalog The catalog.
 * @param name A name as code writes it.
 * @param slugs The packages to look in.
 * @returns `true` when one of their exported types declares it.
 *
 * @example
 * ```ts ignore
 * isMemberName(catalog, "fullStream", ["ai"]); // true
 * ```
 */
export function isMemberName(catalog: Catalog, name: string, slugs: readonly string[]): boolean {
  return packagesIn(catalog, slugs).some(({ symbols }) =>
    membersOf(symbols).has(name) || internalMembersOf(symbols).has(name) ||
    (symbols.pkg.internalExports?.includes(name) ?? false)
  );
}

/** The names of the members a package's types have that it marks `@internal`. */
const internalMembersOf = oncePer((symbols: PackageSymbols) =>
  new Set(
    [...symbols.byName.values()].flat().flatMap((symbol) => symbol.internalMembers ?? []),
  )
);

/**
 * Whether a member's declaration in one of the packages writes a name whole: a parameter's name
 * (`applyBeforeValidation` of yargs' `Argv.middleware(callbacks, applyBeforeValidation?)`), which
 * the search index does not hold (a type's text is its members' names and docs).
 *
 * @param catalog The catalog.
 * @param name A name as code writes it.
 * @param slugs The packages to look in.
 * @returns `true` when a member's signature writes it.
 *
 * @example
 * ```ts ignore
 * writtenInMembers(catalog, "applyBeforeValidation", ["yargs"]); // true
 * ```
 */
export function writtenInMembers(
  catalog: Catalog,
  name: string,
  slugs: readonly string[],
): boolean {
  return packagesIn(catalog, slugs).some(({ symbols }) => memberSignatureWords(symbols).has(name));
}

/**
 * Every word of a package's members' signatures (its runs of `\w` and `$`: a name is written
 * whole, as `writtenName` finds it, when one of them is that name), worked out once: testing
 * each signature for a name took about 10 ms a query over the evaluation app's packages.
 */
const memberSignatureWords = oncePer((symbols: PackageSymbols) => {
  const words = new Set<string>();
  for (const owners of membersOf(symbols).values()) {
    for (const { member } of owners) {
      for (const word of member.signature.match(SIGNATURE_WORD) ?? []) words.add(word);
    }
  }
  return words;
});

/** A run of identifier characters. */
const SIGNATURE_WORD = /[\w$]+/g;

/**
 * The members a query writes under a variable's name (`app.listen`, `res.redirect(url, 301)`):
 * for each `variable.member` whose variable no package in `slugs` exports, the member of the
 * types of the one package that has a member of that name, else of the package the query's other
 * such members name alone; one declaration of it (whichever of its types, `Express` or
 * `Application`, declares it).
 *
 * @param catalog The catalog.
 * @param query What the caller typed.
 * @param slugs The packages to look in.
 * @returns The members, in the order the query writes them.
 *
 * @example
 * ```ts ignore
 * variableMembers(catalog, "does app.listen's callback get an error?", ["express", "next"]);
 * // [{ name: "Application.listen", line: "listen(port: number, ...): http.Server (symbol/express/Application.listen)", ... }]
 * ```
 */
export function variableMembers(
  catalog: Catalog,
  query: string,
  slugs: readonly string[],
): NamedMember[] {
  const packages = packagesIn(catalog, slugs);
  const written = [...query.matchAll(VARIABLE_MEMBER)]
    .map(([, variable, name]) => ({ variable: variable!, name: name! }))
    .filter(({ variable, name }) =>
      // A file's name (`next.config.js`, and `index.d.ts`'s `d`) is not a variable's member.
      name !== "d" && !FILE_EXTENSION.test(name) &&
      !packages.some(({ symbols }) => symbols.byName.has(variable))
    );
  // Each member's declarations, by package: one declaration each, the first type's.
  const found = written.map(({ name }) =>
    new Map(packages.flatMap(({ slug, symbols }) => {
      const owners = membersOf(symbols).get(name) ?? [];
      const signatures = new Set(owners.map(({ member }) => member.signature));
      return signatures.size === 1 ? [[slug, { pkg: symbols.pkg, ...owners[0]! }] as const] : [];
    }))
  );
  const alone = new Set(found.filter((by) => by.size === 1).flatMap((by) => [...by.keys()]));
  const spoken = alone.size === 1 ? [...alone][0] : undefined;
  return found.flatMap((by) => {
    const slug = by.size === 1 ? [...by.keys()][0]! : spoken;
    const owner = slug === undefined ? undefined : by.get(slug);
    return owner === undefined ? [] : [namedMember(owner.pkg, owner.type, owner.member)];
  });
}

/**
 * The members a query writes under their type's name (`Chart.register`, `QueryClient.invalidateQueries`),
 * or beside it (`ValidationOptions validateIf`): for each `Type.member` where a package in `slugs`
 * exports a class, interface or type alias of that name with such a member, the member of the
 * first such package.
 *
 * @param catalog The catalog.
 * @param query What the caller typed.
 * @param slugs The packages to look in, in order.
 * @returns The members, in the order the query writes them.
 *
 * @example
 * ```ts ignore
 * typeMembers(catalog, "how does Chart.register work?", ["chart.js"]);
 * // [{ name: "Chart.register", line: "static register(...items: ChartComponentLike[]): void (symbol/chart.js/Chart.register)", ... }]
 * ```
 */
export function typeMembers(
  catalog: Catalog,
  query: string,
  slugs: readonly string[],
): NamedMember[] {
  const packages = packagesIn(catalog, slugs);
  const written = [...query.matchAll(TYPE_MEMBER)].map(([, type, name]) => [type!, name!]);
  // Or a type and its member written apart (`ValidationOptions validateIf`); in one package,
  // a type of one word and the word after it (`Mode keywords`, `IOptions \`exclusiveFilter\``).
  const names = codeNames(query);
  const apart = names.filter((type) => /^[A-Z]/.test(type)).flatMap((type) =>
    names.filter((name) => /^[a-z_$]/.test(name)).map((name) => [type, name])
  );
  const next = slugs.length === 1
    ? [...query.matchAll(TYPE_THEN_WORD)].map(([, type, name]) => [type!, name!])
    : [];
  const pairs = new Map([...written, ...apart, ...next].map((pair) => [pair.join("."), pair]));
  return [...pairs.values()].flatMap(([type, name]) => {
    if (FILE_EXTENSION.test(name!)) return [];
    for (const { symbols } of packages) {
      // A type in nested namespaces is written by its last name too (`SessionCreateParams` of
      // `Stripe.Checkout.SessionCreateParams`).
      const owner = (membersOf(symbols).get(name!) ?? []).find((found) =>
        found.type === type || found.type.endsWith(`.${type}`)
      );
      if (owner !== undefined) return [namedMember(symbols.pkg, owner.type, owner.member)];
      const inherited = inheritedMember(symbols, type!, name!);
      if (inherited !== undefined) return [inherited];
    }
    return [];
  });
}

/**
 * A member a type inherits from a base of its package, named under the type (vue-router's
 * `RouterOptions.scrollBehavior`, which `EXPERIMENTAL_RouterOptions_Base` declares deprecated:
 * asked about `createRouter`'s options, two trial assistants saw the base's member alone and
 * fetched `RouterOptions` to learn whether it is the same).
 */
function inheritedMember(
  symbols: PackageSymbols,
  type: string,
  name: string,
): NamedMember | undefined {
  const owners = membersOf(symbols).get(name) ?? [];
  if (owners.length === 0) return undefined;
  for (const record of symbols.byName.get(type) ?? []) {
    const base = inheritedFrom(symbols.pkg, record).find((from) => from.members.includes(name));
    const owner = owners.find((found) => found.type === base?.name);
    if (owner !== undefined) return namedMember(symbols.pkg, type, owner.member, owner.type);
  }
  return undefined;
}

/**
 * `Type.member` in a query, upper case first, as a class's static member or a type's is; the
 * type may be in namespaces (`Stripe.Checkout.SessionCreateParams.mode`).
 */
const TYPE_MEMBER = /(?<![\w$.])([A-Z][\w$]*(?:\.[A-Z][\w$]*)*)\.([A-Za-z_$][\w$]*)(?![\w$.])/g;

/** A word upper case first, then a word lower case first (in backticks or not). */
const TYPE_THEN_WORD = /(?<![\w$.`])([A-Z][\w$]*)`?\s+`?([a-z_$][\w$]*)(?![\w$(])/g;

/** `variable.member` in a query, lower case first, as code writes a method's call. */
const VARIABLE_MEMBER = /(?<![\w$.])([a-z][\w$]+)\.([A-Za-z_$][\w$]*)(?![\w$])/g;

/** The packages looked in, each with its symbols. */
function packagesIn(
  catalog: Catalog,
  slugs: readonly string[],
): { slug: string; symbols: PackageSymbols }[] {
  const index = symbolIndexOf(catalog);
  return slugs.map((slug) => ({ slug, symbols: index.packageSymbols(slug) }));
}

/** A package's members by name, with the exported type each belongs to. */
const membersOf = oncePer((symbols: PackageSymbols) => {
  const byName = new Map<string, { type: string; member: ApiMember }[]>();
  const exported = (name: string) => symbols.byName.has(name);
  for (const declarations of symbols.byName.values()) {
    for (const declaration of declarations) {
      if (declaration.kind === "namespace") continue;
      // Under the name its unit has (koa's `default` export is `Application`).
      const type = shownName(declaration, symbols.pkg.name, exported);
      for (const member of declaration.members ?? []) {
        const owners = byName.get(member.name) ?? [];
        owners.push({ type, member });
        byName.set(member.name, owners);
      }
    }
  }
  return byName;
});

/**
 * Reads the members of every package's types, by name, and the words of their signatures, once
 * per catalog: with the search index, rather than in the first query that names a member (about
 * 7 ms for the evaluation app) or a name none exports (the words: 34 ms).
 *
 * @param catalog The catalog.
 *
 * @example
 * ```ts ignore
 * readMembers(catalog); // later soleMembers() and writtenInMembers() calls find the maps built
 * ```
 */
export function readMembers(catalog: Catalog): void {
  if (membersRead.has(catalog)) return;
  membersRead.add(catalog);
  const index = symbolIndexOf(catalog);
  for (const slug of index.slugs) {
    const symbols = index.packageSymbols(slug);
    membersOf(symbols);
    memberSignatureWords(symbols);
    internalMembersOf(symbols);
  }
}

/** The catalogs whose members have been read. */
const membersRead = new WeakSet<Catalog>();
