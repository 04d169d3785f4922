/**
 * `fetch`: one unit of the catalog by the id `search` gave, as its full text.
 *
 * @module
 */
import { elementClassFacts } from "../symbols/class_only_properties.ts";
import { type Catalog, NotFoundError } from "../catalog/catalog.ts";
import { closestNames } from "../catalog/closest_names.ts";
import { outlineOf, readSection, titleOf } from "../docs/page_sections.ts";
import { sectionOverview } from "../docs/section_overview.ts";
import { quote } from "../catalog/quote.ts";
import { isThirdParty, packageLabel } from "../snapshot/third_party.ts";
import { type DeclarationChoice, otherEntries, symbolMarkdown } from "./symbol_answers.ts";
import type { MemberAsk } from "../symbols/render_symbol.ts";
import { componentMarkdown } from "../search/component_markdown.ts";
import { unitsById } from "../search/units.ts";
import { codeNames, entryWordOf, qualifierOf } from "../search/query_names.ts";
import type { SearchUnit } from "../search/search_unit.ts";
import { optionsType } from "../search/result_groups.ts";
import { variableType } from "../symbols/declared_name.ts";

import { changedIn, documentedIn } from "../search/documented_in.ts";
import { codeOf } from "../search/code_of.ts";
import { codeCalls } from "../search/code_calls.ts";
import { localTypeItem } from "./local_type_item.ts";
import type { FetchedItem } from "./fetched_item.ts";
import { unitAddress, unitUrl } from "../search/unit_url.ts";
import { symbolIndexOf } from "../symbols/symbol_index.ts";
import { isNamespaceFunction, SHOWN_MEMBERS } from "../search/member_units.ts";
import { namedShortTypes } from "../symbols/named_short_types.ts";
import { parameterOf, typeUsers } from "../symbols/type_users.ts";
import { fencedCode } from "../catalog/code_fence.ts";

/** The kinds of a type that functions and methods take or give. */
const TYPES: ReadonlySet<string> = new Set(["interface", "typeAlias"]);

/** The kinds of type a variable may be declared with: its members are the variable's. */
const SHAPES: ReadonlySet<string> = new Set(["interface", "typeAlias", "class"]);

/**
 * The characters of a member's docs past which a shorter type's passage, which keeps a sentence
 * of each, does not say it all.
 */
const SENTENCE_DOC = 200;

/** The most members a fetch of their type for a query that names them answers with. */
const NAMED_MEMBERS = 3;

/**
 * The ids of the members that a query writes by name of a type or namespace an id names, when it
 * is long (more than {@link SHOWN_MEMBERS} members) or the member's docs are, in the query's order
 * (`symbol/mongoose/MongooseOptions.returnDocument` for `MongooseOptions` fetched for
 * "returnDocument default"; googleapis' `drive_v3` fetched for `Params$Resource$Files$List`):
 * their own items answer such a fetch, each with its docs and tags, where a passage of the long
 * declaration leaves its members' docs out (or, past its budget, the member itself).
 *
 * @param catalog The catalog.
 * @param id A fetched id.
 * @param query What it is fetched for.
 * @returns Up to {@link NAMED_MEMBERS} member ids; none for an id that is no type's.
 *
 * @example
 * ```ts ignore
 * namedMemberIds(catalog, "symbol/mongoose/MongooseOptions", "returnDocument default");
 * // ["symbol/mongoose/MongooseOptions.returnDocument"]
 * ```
 */
export function namedMemberIds(catalog: Catalog, id: string, query: string): string[] {
  const unit = unitsById(catalog).get(id);
  if (unit?.kind !== "symbol") return [];
  const [symbol] = symbolIndexOf(catalog).packageSymbols(unit.slug).byName.get(unit.name) ?? [];
  if (symbol === undefined || !(SHAPES.has(symbol.kind) || symbol.kind === "namespace")) return [];
  // A shorter type's passage shows its members' docs, and the words the query does not write as
  // names (`throttle` beside `experimental_throttle`), unless a member it names has more to say
  // than the sentence a literal's comment keeps (react-router's `useTransitions`, a list of what
  // each value does).
  // A namespace's member is a declaration of its own: named, it is the answer.
  const long = symbol.kind === "namespace" || (symbol.members?.length ?? 0) > SHOWN_MEMBERS;
  const members = new Map((symbol.members ?? []).map((member) => [member.name, member]));
  // A namespace's member written under it (`drive_v3.Params$Resource$Files$List`) is named too.
  const owned = `${symbol.name}.`;
  return codeNames(query.replaceAll(owned, "")).filter((name) => {
    const member = members.get(name);
    return member !== undefined && (long || (member.doc ?? "").length > SENTENCE_DOC);
  }).slice(0, NAMED_MEMBERS).map((name) => `${id}.${name}`);
}

/**
 * An id that writes a scoped package's name where its slug goes (`docs/@octokit/webhooks/index`,
 * as assistants write it from the package's name), with the slug (`docs/octokit-webhooks/index`);
 * any other id as it is.
 */
function withSlug(catalog: Catalog, id: string): string {
  const [, kind, name, rest] = SCOPED_ID.exec(id) ?? [];
  if (name === undefined) return id;
  const slug = catalog.slugOf(name, true);
  return slug === name ? id : `${kind}/${slug}${rest}`;
}

/** A docs or symbol id whose package part is a scoped name: the kind, the name, the rest. */
const SCOPED_ID = /^(docs|symbol)\/(@[^/#]+\/[^/#]+)(\/.*)$/;

/** The three forms of id, for error messages. */
const ID_FORMS = "Ids look like docs/<slug>/<page-id>#<section-slug> (no #part for the text " +
  "before a page's first heading), symbol/<slug>/<name> (symbol/<slug>/<Class>.<member> for " +
  "one member) or component/<tag>; search gives them.";

/**
 * The unit with an id, as Markdown with its title, resource URI and metadata.
 *
 * A section or page with sub-sections is given as its own text and their outline unless `full`
 * (section_overview.ts).
 *
 * @param catalog The catalog.
 * @param id An id `search` answered, or any page's `docs/<slug>/<page-id>`.
 * @param full Give a section or page with all its sub-sections.
 * @param query What the item is fetched for: of a symbol several entries declare, a query that
 *   names one (`Effect.catchTag`) keeps that entry's declaration, and one that names none the
 *   likeliest (the others in `metadata.alsoDeclaredIn`).
 * @returns The item.
 * @throws {NotFoundError} For an unknown or malformed id: the id forms and the closest ids.
 */
export function fetchItem(
  catalog: Catalog,
  id: string,
  full = false,
  query?: string,
): FetchedItem {
  const units = unitsById(catalog);
  id = withSlug(catalog, id);
  const unit = units.get(id) ?? namespaceFunction(units, id);
  if (unit === undefined) {
    // `Owner.member` is read as an entry's declaration (`Grid.GridBaseProps` of
    // `@mui/material/Grid`) only where the owner declares no such member itself.
    const whole = wholePage(catalog, id, full) ?? memberItem(catalog, units, id, true) ??
      entryItem(catalog, units, id) ?? memberItem(catalog, units, id, false);
    if (whole !== undefined) return whole;
    const local = localTypeItem(catalog, id);
    if (local !== undefined) {
      return {
        ...local,
        metadata: { ...local.metadata, ...packageFields(catalog, local.metadata.package!) },
      };
    }
    const closest = closestNames(id, units.keys());
    throw new NotFoundError(
      `No item has the id ${quote(id)}. ${ID_FORMS}` +
        (closest.length > 0 ? ` Closest: ${closest.join(", ")}.` : ""),
    );
  }
  const docs = unit.kind === "symbol" ? documentedIn(catalog, unit) : undefined;
  const changed = unit.kind === "symbol" ? changedIn(catalog, unit) : undefined;
  // Of a symbol several entries declare, a query reads the entry it names, else the likeliest;
  // the entries left out are named.
  const choice: DeclarationChoice = query === undefined
    ? {}
    : { entry: entryNamed(query, unit), likeliest: true };
  const others = unit.kind === "symbol" ? otherEntries(catalog, unit.slug, unit.name, choice) : [];
  // Titled as the declaration it shows: the entry the query names (`drizzle-orm/node-postgres`).
  const shown = choice.entry === undefined
    ? unit
    : unit.declaredIn?.(choice.entry.toLowerCase()) ?? unit;
  const item = {
    id,
    title: shown.title,
    text: itemText(catalog, units, unit, full, choice),
    url: unitUrl(catalog, unit),
    metadata: {
      ...metadataOf(unit),
      ...packageFields(catalog, unit.slug),
      ...(docs === undefined ? {} : { documentedIn: docs }),
      ...(changed === undefined ? {} : { changedIn: changed }),
      ...(others.length === 0 ? {} : { alsoDeclaredIn: others.join(", ") }),
      ...callsOf(catalog, unit),
    },
  };
  return unit.kind === "symbol" ? withCode(catalog, item, unit) : item;
}

/**
 * The sections of its package's code a code section calls or reads (`calls`), by id: where a
 * question about what it does is answered next.
 */
function callsOf(catalog: Catalog, unit: SearchUnit): { calls?: string } {
  if (unit.fromCode !== "definition") return {};
  const { page, section } = unitAddress(unit);
  const base = `docs/${unit.slug}/${page}#`;
  const calls = codeCalls(catalog.getDocPage(unit.slug, page!), section!);
  return calls.length === 0 ? {} : { calls: calls.map((anchor) => base + anchor).join(", ") };
}

/**
 * A symbol's item with the code that defines it in its installed package: shown after its
 * declaration when short, else named (`metadata.code`).
 */
function withCode(
  catalog: Catalog,
  item: FetchedItem,
  symbol: Pick<SearchUnit, "name" | "slug" | "symbolKind">,
): FetchedItem {
  const code = codeOf(catalog, symbol);
  if (code === undefined) return item;
  if (code.text === undefined) return { ...item, metadata: { ...item.metadata, code: code.id } };
  return { ...item, text: `${item.text}\n\nIts code, as installed:\n\n${code.text}` };
}

/**
 * A page that opens with a heading has no text before it, so no unit of its own; its id still
 * names the page, and `fetch` gives it as a section.
 */
function wholePage(catalog: Catalog, id: string, full: boolean): FetchedItem | undefined {
  const [, slug, page] = /^docs\/([^/#]+)\/([^#]+)$/.exec(id) ?? [];
  const pkg = slug === undefined ? undefined : catalog.findPackage(slug);
  const found = pkg && catalog.docPages(pkg.slug).find((entry) => entry.id === page);
  if (found === undefined) return undefined;
  // Named with its package and version when a dependency's, as its sections are.
  const from = isThirdParty(pkg!) ? ` (${packageLabel(pkg!)})` : "";
  return {
    id,
    title: titleOf(found) + from,
    text: full ? found.markdown.trim() : sectionOverview(found, undefined, id),
    url: unitUrl(catalog, { id, kind: "docs", slug: pkg!.slug }),
    metadata: {
      kind: "docs",
      package: pkg!.slug,
      page: found.id,
      ...packageFields(catalog, pkg!.slug),
    },
  };
}

/**
 * One member of a class, interface or namespace, `symbol/<slug>/<Owner>.<member>`, with its
 * docs: what the owner's answer leaves out when its members are many. With `ownOnly`, only a
 * member the owner's first declaration lists (not one it inherits or its type has).
 */
function memberItem(
  catalog: Catalog,
  units: ReadonlyMap<string, SearchUnit>,
  id: string,
  ownOnly: boolean,
): FetchedItem | undefined {
  const [, ownerId, member] = /^(symbol\/[^/]+\/.+)\.([^./]+)$/.exec(id) ?? [];
  const owner = ownerId === undefined ? undefined : units.get(ownerId);
  if (owner === undefined) return undefined;
  const name = `${owner.name}.${member}`;
  // Titled as search titles a member (`HonoRequest.param (method, hono)`), not as its owner.
  const { byName } = symbolIndexOf(catalog).packageSymbols(owner.slug);
  const found = byName.get(owner.name)?.[0]?.members?.find((candidate) =>
    candidate.name === member
  );
  const kind = found?.kind;
  if (ownOnly && kind === undefined) return undefined;
  // The short types it names, as a symbol's fetch shows them.
  const named = found === undefined
    ? []
    : namedShortTypes(found.signature, byName, new Set([owner.name]));
  const ownerTitle = owner.title.slice(owner.name.length);
  return withCode(catalog, {
    id,
    title: name +
      (kind === undefined || owner.symbolKind === undefined
        ? ownerTitle
        : ownerTitle.replace(`(${owner.symbolKind},`, `(${kind},`)),
    text: [symbolMarkdown(catalog, owner.slug, name, FETCH_MEMBER), ...namedTypesPart(named)]
      .join("\n\n"),
    url: `${unitUrl(catalog, owner)}.${member}`,
    metadata: { kind: "symbol", package: owner.slug, name, ...packageFields(catalog, owner.slug) },
  }, { name, slug: owner.slug, ...(kind === undefined ? {} : { symbolKind: kind }) });
}

/**
 * The declaration one entry exports of a name several entries declare,
 * `symbol/<slug>/<Entry>.<name>` (`symbol/kit/beta.merge`), as `search` gives it for a query that
 * writes the name under the entry.
 */
function entryItem(
  catalog: Catalog,
  units: ReadonlyMap<string, SearchUnit>,
  id: string,
): FetchedItem | undefined {
  const [, slug, entry, name] = /^symbol\/([^/]+)\/([^./]+)\.([^./]+)$/.exec(id) ?? [];
  const unit = slug === undefined
    ? undefined
    : units.get(`symbol/${slug}/${name}`)?.declaredIn?.(entry!.toLowerCase());
  if (unit === undefined) return undefined;
  return {
    id,
    title: unit.title,
    text: symbolMarkdown(catalog, unit.slug, `${entry}.${name}`),
    url: unitUrl(catalog, unit),
    metadata: { ...metadataOf(unit), ...packageFields(catalog, unit.slug) },
  };
}

/** How a fetched symbol says to ask for one member: a fetch of its id. */
const FETCH_MEMBER: MemberAsk = (slug, name) =>
  `fetch ${JSON.stringify({ id: `symbol/${slug}/${name}` })}`;

/**
 * The entry a query qualifies a name with: `Effect` in `Effect.catchTag`, else the module an
 * import path in it names (`effect/Effect`, as in `import { catchTag } from "effect/Effect"`),
 * else a word of it that names one entry alone (`node-postgres`).
 */
function entryNamed(query: string, unit: SearchUnit): string | undefined {
  const picks = (word: string) => unit.declaredIn?.(word) !== undefined;
  return qualifierOf(query, unit.name) ?? IMPORT_PATH.exec(query)?.[1] ??
    entryWordOf(query, unit.name, picks);
}

/**
 * The most characters of a symbol's own types read with it: past them, their ids. remarkable's
 * `Remarkable` class names fourteen types of its namespace, and its fetch was 8,697 characters.
 */
const OWN_TYPES_CHARS = 2_500;

/** The most ids of types left out that an answer names; the rest are counted. */
const NAMED_TYPES = 8;

/**
 * A symbol's own types that fit {@link OWN_TYPES_CHARS}, those it takes as a parameter's type
 * first (`constructor(options?: Remarkable.Options)`), the first whatever its length; and the
 * rest.
 */
function ownTypesInBudget(
  unit: SearchUnit,
  types: readonly SearchUnit[],
  markdownOf: (type: SearchUnit) => string,
): { shown: { unit: SearchUnit; text: string }[]; left: SearchUnit[] } {
  const taken = (type: SearchUnit) =>
    parameterOf(type.name, true).test(unit.signature ?? "") ? 0 : 1;
  const ordered = types.toSorted((a, b) => taken(a) - taken(b));
  const shown: { unit: SearchUnit; text: string }[] = [];
  const left: SearchUnit[] = [];
  let room = OWN_TYPES_CHARS;
  for (const type of ordered) {
    const text = markdownOf(type);
    if (shown.length > 0 && text.length > room) left.push(type);
    else {
      shown.push({ unit: type, text });
      room -= text.length;
    }
  }
  return { shown, left };
}

/**
 * The function a package's default namespace exports that an id names by its own name
 * (`symbol/query-string/parse` for `queryString.parse`), when one alone has that name.
 */
function namespaceFunction(
  units: ReadonlyMap<string, SearchUnit>,
  id: string,
): SearchUnit | undefined {
  const [, slug, name] = /^symbol\/([^/]+)\/([\w$]+)$/.exec(id) ?? [];
  if (slug === undefined) return undefined;
  const found = [...units.values()].filter((unit) =>
    unit.slug === slug && isNamespaceFunction(unit) && unit.name.endsWith(`.${name}`)
  );
  return found.length === 1 ? found[0] : undefined;
}

/** The part of a symbol's fetch that shows the short types it names, if any. */
function namedTypesPart(lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : [`Types it names:\n${fencedCode("ts", lines.join("\n"))}`];
}

/** Ids of units, the first {@link NAMED_TYPES} of them and a count of the rest. */
function namedIds(units: readonly SearchUnit[]): string {
  const ids = units.slice(0, NAMED_TYPES).map((u) => u.id).join(", ");
  return units.length > NAMED_TYPES ? `${ids} and ${units.length - NAMED_TYPES} more` : ids;
}

/** A package's subpath as an import writes it: `effect/Effect`, `@scope/kit/Stream`. */
const IMPORT_PATH = /(?:^|[\s"'`(])(?:@[\w.-]+\/)?[\w.-]+\/([A-Za-z_$][\w$]*)(?=$|[\s"'`)])/;

function itemText(
  catalog: Catalog,
  units: ReadonlyMap<string, SearchUnit>,
  unit: SearchUnit,
  full: boolean,
  choice: DeclarationChoice,
): string {
  const { page, section, symbol, tag } = unitAddress(unit);
  if (symbol !== undefined) {
    // Its own options or props type (optionsType) is read with it: what it takes, in one answer;
    // so is the named type of its package a variable is declared with, which is what it is
    // (`const computed: IComputedFactory`, whose call signatures are `computed`'s; Nest's
    // `const NestFactory: NestFactoryStatic`, an instance of that class).
    const typed = variableType(unit.signature?.split("\n")[0] ?? "");
    const type = typed === undefined ? undefined : units.get(`symbol/${unit.slug}/${typed}`);
    const ownTypes = [...units.values()].filter((other) =>
      other.kind === "symbol" && other.slug === unit.slug &&
      (optionsType(unit, other) || (other === type && SHAPES.has(other.symbolKind ?? "")))
    );
    const { shown: own, left } = ownTypesInBudget(
      unit,
      ownTypes,
      (u) => symbolMarkdown(catalog, u.slug, u.name, FETCH_MEMBER, choice),
    );
    // The types read with it are shown once: its signature's copies of them are left out.
    const after = new Set(own.map(({ unit: other }) => other.name));
    // The short types it names besides (what a function returns), a line each.
    const { byName } = symbolIndexOf(catalog).packageSymbols(unit.slug);
    const named = namedShortTypes(unit.signature ?? "", byName, new Set([unit.name, ...after]));
    // Of a type, the functions and methods that take or give it.
    const pkg = catalog.getPackage(unit.slug);
    const users = TYPES.has(unit.symbolKind ?? "")
      ? typeUsers(pkg.symbols ?? [], pkg.name, unit.name)
      : [];
    return [
      symbolMarkdown(catalog, unit.slug, unit.name, FETCH_MEMBER, choice, after),
      ...own.map(({ text }) => text),
      ...(left.length === 0 ? [] : [`Its other types, each its own fetch: ${namedIds(left)}.`]),
      ...namedTypesPart(named),
      ...(users.length === 0 ? [] : [`Used in:\n${fencedCode("ts", users.join("\n"))}`]),
    ].join("\n\n");
  }
  if (tag !== undefined) {
    const declaration = catalog.getComponent(tag);
    const pkg = catalog.componentPackage(tag);
    return componentMarkdown(
      tag,
      declaration,
      pkg === undefined ? {} : elementClassFacts(pkg, declaration),
    );
  }
  const found = catalog.getDocPage(unit.slug, page!);
  if (full) {
    return section === undefined ? found.markdown.trim() : readSection(unit.slug, found, section);
  }
  const heading = section === undefined
    ? undefined
    : outlineOf(found).headings.find((h) => h.slug === section);
  return sectionOverview(found, heading, `docs/${unit.slug}/${found.id}`);
}

/** The version of a unit's package, and whether its text is a third party's. */
function packageFields(catalog: Catalog, slug: string): Record<string, string> {
  const pkg = catalog.getPackage(slug);
  return { version: pkg.version, ...(isThirdParty(pkg) ? { thirdParty: "true" } : {}) };
}

function metadataOf(unit: SearchUnit): Record<string, string> {
  const base = { kind: unit.kind, package: unit.slug };
  const { page, section, symbol, tag } = unitAddress(unit);
  if (symbol !== undefined) return { ...base, name: symbol };
  if (tag !== undefined) return { ...base, tag };
  return section === undefined ? { ...base, page: page! } : { ...base, page: page!, section };
}
