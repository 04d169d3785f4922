/**
 * The members of a type that are search units of their own: those whose doc comment says a
 * default or a deprecation (`MCPAppBridgeHandlers.allowedTools`) or whose signature writes an
 * object type out (what an event hands its listener), unless their type is shown
 * with something else already (a function's own options type, an element's class and the types
 * named after it). How they weigh is the index's (fulltext_index.ts).
 *
 * @module
 */
import { oneLine } from "../catalog/one_line.ts";
import { isOwnType } from "./own_type.ts";
import type { ApiDocTag, ApiMember, ApiSymbol, BundledPackage } from "../snapshot/model.ts";
import { importLabel } from "./import_label.ts";
import { deprecatedMark } from "./unit_titles.ts";
import { plainBlocks } from "./plain_blocks.ts";
import type { SearchUnit } from "./search_unit.ts";

/**
 * The tags of a member that a passage shows, and that make it a unit of its own.
 *
 * @example
 * ```ts
 * import { MEMBER_TAGS } from "./member_units.ts";
 *
 * console.log(MEMBER_TAGS.has("deprecated")); // true
 * ```
 */
export const MEMBER_TAGS: ReadonlySet<string> = new Set([
  "default",
  "defaultValue",
  "deprecated",
  "property",
]);

/**
 * A member's tags that a passage shows ({@link MEMBER_TAGS}), in their order.
 *
 * @param member A type's member.
 * @returns Its `@default`, `@defaultValue` and `@deprecated` tags.
 *
 * @example
 * ```ts
 * import { shownTags } from "./member_units.ts";
 *
 * const mode = { name: "mode", kind: "property", signature: "mode?: string", tags: [{ tag: "default", text: '"visible"' }, { tag: "see", text: "x" }] };
 * console.log(shownTags(mode).map((tag) => tag.tag)); // ["default"]
 * ```
 */
export function shownTags(member: ApiMember): ApiDocTag[] {
  return (member.tags ?? []).filter((tag) => MEMBER_TAGS.has(tag.tag));
}

/**
 * A member's tag as a passage shows it: `@default 100`, `@property timeout Default timeout ...`
 * (a property of the member's own object type says which).
 *
 * @param tag One of {@link shownTags}.
 * @returns The tag on one line.
 *
 * @example
 * ```ts
 * import { tagLine } from "./member_units.ts";
 *
 * console.log(tagLine({ tag: "property", name: "timeout", text: "Defaults to 5000ms." })); // "@property timeout Defaults to 5000ms."
 * ```
 */
export function tagLine(tag: ApiDocTag): string {
  return oneLine([`@${tag.tag}`, tag.name, tag.text].filter(Boolean).join(" "));
}

/**
 * The member units of a package's symbols, one symbol at a time: none for a function's own
 * options type (`RetryOptions` of `retry`: its passage shows them with the function) unless it
 * has more members than that shows ({@link SHOWN_MEMBERS}), nor for an
 * element's class and the types named after it (`WaTagInputProps`: the element's unit has them).
 *
 * @param pkg The package.
 * @returns For a symbol of the package and the entry its title names, its member units.
 *
 * @example
 * ```ts ignore
 * const members = memberUnitsOf(pkg);
 * [...members(appHandlers, ".")].map((unit) => unit.id); // ["symbol/bridge/AppHandlers.allowedTools"]
 * ```
 */
export function memberUnitsOf(
  pkg: BundledPackage,
): (symbol: ApiSymbol & { defaultExport?: true }, subpath: string) => Generator<SearchUnit> {
  const own = ownTypes(pkg);
  const classes = pkg.components.flatMap(({ name }) => name ? [name] : []);
  return function* (symbol, subpath) {
    const shown = own.has(symbol.name) && (symbol.members?.length ?? 0) <= SHOWN_MEMBERS;
    if (shown || classes.some((name) => symbol.name.startsWith(name))) return;
    yield* memberUnits(pkg, symbol, subpath);
  };
}

/**
 * The most members of a type that a passage of it shows with their docs: of a larger one
 * (mongoose's 31 `MongooseOptions`, three's 47 `MeshPhysicalMaterialProperties`), the members
 * are units of their own even when it is a function's own type, and a fetch of it for members a
 * query names answers with those members.
 *
 * @example
 * ```ts
 * import { SHOWN_MEMBERS } from "./member_units.ts";
 *
 * console.log(SHOWN_MEMBERS); // 16
 * ```
 */
export const SHOWN_MEMBERS = 16;

/**
 * The own types ({@link isOwnType}) of a package's functions, classes and constants, found by
 * looking up each prefix of an interface's or type alias's name among them.
 */
function ownTypes(pkg: BundledPackage): Set<string> {
  const symbols = pkg.symbols ?? [];
  const doers = new Map(
    symbols.filter((symbol) => !MEMBER_OWNERS.has(symbol.kind) || symbol.kind === "class")
      .map((symbol) => [symbol.name.toLowerCase(), symbol]),
  );
  const own = new Set<string>();
  for (const type of symbols) {
    if (type.kind !== "interface" && type.kind !== "typeAlias") continue;
    const lower = type.name.toLowerCase();
    for (let length = 1; length < lower.length; length++) {
      const doer = doers.get(lower.slice(0, length));
      if (doer !== undefined && isOwnType(doer, type)) own.add(type.name);
    }
  }
  return own;
}

/**
 * Whether a unit is a function of the namespace a package exports as its default (query-string's
 * `queryString.parse`): the package's API, called by its own name too.
 *
 * @param unit A unit.
 * @returns `true` for such a function's unit.
 *
 * @example
 * ```ts
 * import { isNamespaceFunction } from "./member_units.ts";
 *
 * console.log(isNamespaceFunction({ member: true, symbolKind: "function" })); // true
 * ```
 */
export function isNamespaceFunction(unit: Pick<SearchUnit, "member" | "symbolKind">): boolean {
  return unit.member === true && unit.symbolKind === "function";
}

/** The kinds of symbol whose members may be units of their own. */
const MEMBER_OWNERS = new Set(["interface", "typeAlias", "class"]);

/**
 * The members of a type whose docs say a default or a deprecation, or whose signature writes an
 * object type out ({@link WRITTEN_OUT}), each a unit of its own
 * (`MCPAppBridgeHandlers.allowedTools`: "Deny-by-default: if omitted, ..."): what an option
 * defaults to and what replaced an API are what questions about an installed version ask, and
 * inside a long type's unit a member's line weighs little.
 */
function* memberUnits(
  pkg: BundledPackage,
  symbol: ApiSymbol & { defaultExport?: true },
  subpath: string,
): Generator<SearchUnit> {
  // A namespace a package exports as its default is its API: each of its functions is a unit
  // (query-string's `import * as queryString from './base.js'; export default queryString;`,
  // whose `parse` no search found).
  const api = symbol.kind === "namespace" && symbol.defaultExport === true;
  if (!MEMBER_OWNERS.has(symbol.kind) && !api) return;
  for (const member of symbol.members ?? []) {
    const tags = member.tags ?? [];
    const says = DEFAULT_WORD.test(member.doc ?? "") ||
      tags.some((tag) => MEMBER_TAGS.has(tag.tag)) || WRITTEN_OUT.test(member.signature) ||
      (api && member.kind === "function");
    if (!says) continue;
    const name = `${symbol.name}.${member.name}`;
    yield {
      id: `symbol/${pkg.slug}/${name}`,
      kind: "symbol",
      slug: pkg.slug,
      title: `${name} (${member.kind}, ${importLabel(pkg, subpath)}${deprecatedMark(member)})`,
      name,
      context: `${pkg.name} ${symbol.name}`,
      origin: `${symbol.file}:${symbol.line}:${member.name}`,
      symbolKind: member.kind,
      member: true,
      lead: 1,
      signature: member.signature,
      text: () => [member.signature, member.doc ?? "", ...tags.map(tagLine)].join("\n"),
      blocks: () => [
        { kind: "code", text: member.signature, lang: "ts" },
        ...plainBlocks(member.doc ?? ""),
        ...shownTags(member).map((tag) => ({ kind: "prose" as const, text: tagLine(tag) })),
      ],
    };
  }
}

/**
 * An object type a member's signature writes out, its properties named: what an event hands
 * its listener (fluent-ffmpeg's `on(event: "progress", listener: (progress: { timemark: string;
 * percent?: number }) => void)`), asked by those names, which inside its class's unit weigh
 * little.
 */
const WRITTEN_OUT = /\{\s*(?:readonly\s+)?[A-Za-z_$][\w$]*\??\s*:/;

/** A member's docs saying what it defaults to (`Defaults to 1000`, `Deny-by-default`). */
const DEFAULT_WORD = /\bdefault/i;
