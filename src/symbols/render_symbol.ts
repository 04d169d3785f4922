/**
 * The get-symbol answer: Markdown an assistant can paste from (the import line, a `ts` block
 * with the signature and members, the docs and tags) and the same fields as structured data.
 *
 * @module
 */
import { installedDeclaration } from "./installed_source.ts";
import { linesNamedBy } from "./local_type_lines.ts";
import { type ApiDocTag, type ApiSymbol, SYMBOL_KINDS } from "../snapshot/model.ts";
import { quote } from "../catalog/quote.ts";
import { importLine, importSpecifier } from "./import_line.ts";
import { entryKey } from "./entry_order.ts";
import type { GetSymbolAnswer, ShownMember, SymbolAnswer } from "./symbol_output_schemas.ts";
import {
  aliasLiteral,
  constantLiteral,
  memberLines,
  type RenderedMembers,
  renderMembers,
  showMember,
} from "./render_members.ts";
import type { Resolution } from "./symbol_index.ts";
import { classHeritage, manifestHeritage } from "./class_heritage.ts";
import { elementNote, elementSentence } from "./element_note.ts";
import { inheritedFrom } from "./inherited_from.ts";
import { onlyInternal } from "./internal_entries.ts";
import { fencedCode } from "../catalog/code_fence.ts";
import { declarationLine } from "./declaration_line.ts";
import { firstSentence } from "./first_sentence.ts";
import { namedTypeParameters } from "./type_parameter_names.ts";
import { shortened } from "../catalog/shortened.ts";
import type { BundledPackage } from "../snapshot/model.ts";

/** Kinds whose declaration has a body, even an empty one. */
const CONTAINER_KINDS: ReadonlySet<string> = new Set(["class", "interface", "enum", "namespace"]);

/** A signature line that opens a body of members, and the one of a namespace. */
const HEADER = /^(?:export default )?(?:abstract class|class|interface|enum|namespace)\b/;
const NAMESPACE_HEADER = /^(?:export default )?namespace\b/;

/** A namespace's members carry the kind of symbol they are; other members have their own. */
const KIND_NAMES: ReadonlySet<string> = new Set(SYMBOL_KINDS);

/** Tags listed under a heading, one line per tag, in this order. */
const LISTED_TAGS: readonly [heading: string, tags: readonly string[]][] = [
  ["Type parameters", ["typeParam", "template"]],
  ["Parameters", ["param"]],
  ["Returns", ["returns"]],
  ["Throws", ["throws"]],
];

/** Tags with a place of their own: deprecation at the top, examples as code, since last. */
const OWN_PLACE = new Set(["deprecated", "example", "since", ...LISTED_TAGS.flatMap(([, t]) => t)]);

/**
 * The most characters of a function's overloads get-symbol shows: past it, the overloads that fit
 * and how many are left (valibot's `pipe` has 21, 41,000 characters; effect's 20, 7,400). fetch
 * of the symbol's id, which reads an item whole, shows them all.
 */
const OVERLOADS_BUDGET = 2_400;

/**
 * The most characters of a name's declarations in several entries an answer shows whole: past
 * it, a line each ({@link declarationLines}; effect's `merge`, in 10 entries, is 12,000 whole).
 */
const DECLARATIONS_BUDGET = 6_000;

/** The longest declaration line of {@link declarationLines}. */
const INDEX_DECLARATION = 160;

/** How an answer says to ask for one member with its docs: the call to make. */
export type MemberAsk = (slug: string, name: string) => string;

/** One member is asked of get-symbol. */
const GET_SYMBOL: MemberAsk = (slug, name) =>
  `get-symbol ${JSON.stringify({ packageSlug: slug, name })}`;

/**
 * Renders what a name resolved to.
 *
 * @param resolution The package, the declarations and the member asked for, if any.
 * @param ask The call that gives one member with its docs (get-symbol's by default).
 * @returns The Markdown text and the structured answer.
 */
export function renderResolution(resolution: Resolution, ask: MemberAsk = GET_SYMBOL): {
  text: string;
  structured: GetSymbolAnswer;
} {
  // Declarations only entries named internal export (puppeteer's `puppeteer-core/internal/...`)
  // are named after the public ones, not shown again.
  const { pkg, symbols } = resolution;
  const inside = symbols.filter(onlyInternal);
  if (inside.length === 0 || inside.length === symbols.length) return renderAll(resolution, ask);
  const shown = renderAll({ ...resolution, symbols: symbols.filter((s) => !onlyInternal(s)) }, ask);
  const entries = [...new Set(inside.map((symbol) => importSpecifier(pkg.name, symbol.subpath)))];
  const note = `Declared again for its internal ${entries.length === 1 ? "entry" : "entries"} ${
    namedFew(entries)
  }, not its public API.`;
  return { ...shown, text: `${shown.text}\n\n${note}` };
}

function renderAll(resolution: Resolution, ask: MemberAsk): {
  text: string;
  structured: GetSymbolAnswer;
} {
  const { pkg, symbols, member } = resolution;
  const rendered = symbols.map((symbol) =>
    renderDeclaration(pkg, symbol, member, ask, resolution.otherNames?.get(symbol) ?? [])
  );
  const structured: GetSymbolAnswer = {
    packageSlug: pkg.slug,
    package: pkg.name,
    ...(member === undefined ? {} : { member }),
    symbols: rendered.map((r) => r.answer),
  };
  const sections = rendered.map((r) => r.text);
  // `vi.mock`: what `vi` is, and how it is imported, before its type's member.
  const { variable, heir } = resolution;
  if (heir !== undefined) {
    sections[0] = `\`${heir}\` inherits \`${member}\` from \`${symbols[0]!.name}\`:\n\n${
      sections[0]
    }`;
  }
  if (variable !== undefined) {
    sections[0] = `\`${variable.signature}\` (${importLine(pkg.name, variable)}):\n\n${
      sections[0]
    }`;
  }
  if (sections.length === 1) return { text: sections[0]!, structured };
  const name = member === undefined ? symbols[0]!.name : `${symbols[0]!.name}.${member}`;
  const entries = [...new Set(symbols.map((symbol) => importSpecifier(pkg.name, symbol.subpath)))];
  // Past the budget, a line per declaration, and how to ask for one whole; an item read by its
  // id (fetch) keeps the first, the likeliest, whole, as its title names it.
  if (
    member === undefined &&
    sections.reduce((sum, section) => sum + section.length, 0) > DECLARATIONS_BUDGET
  ) {
    const bare = structured.symbols.map(({ doc: _, tags: __, members: ___, ...rest }) => rest);
    if (ask === GET_SYMBOL) {
      const subpath = importSpecifier(pkg.name, symbols[0]!.subpath);
      const one = `get-symbol ${JSON.stringify({ packageSlug: pkg.slug, name, subpath })}`;
      const intro = `${pkg.name} exports ${quote(name)} from ${symbols.length} entries, each ` +
        `with its own declaration; subpath gives one whole, e.g. ${one}:`;
      return {
        text: [intro, ...declarationLines(pkg, symbols)].join("\n"),
        structured: { ...structured, symbols: bare },
      };
    }
    const others = symbols.slice(1);
    // An entry is named by a word that tells it from the others (`Stream.merge`,
    // `node-postgres.drizzle`); a module declared by name is not.
    const entry = others.map((symbol) => entryKey(symbols, symbol)).find((word) => word);
    const one = entry === undefined
      ? ""
      : `; a word of its entry gives one whole, e.g. ${ask(pkg.slug, `${entry}.${name}`)}`;
    const intro = `${pkg.name} also exports ${quote(name)} from ${others.length} other entries, ` +
      `each with its own declaration${one}:`;
    return {
      text: `${sections[0]}\n\n${[intro, ...declarationLines(pkg, others)].join("\n")}`,
      structured: { ...structured, symbols: [structured.symbols[0]!, ...bare.slice(1)] },
    };
  }
  // How to ask for one entry's declaration alone, where a module-qualified name gives it.
  const one = resolution.qualified === undefined
    ? ""
    : ` (one alone: ${ask(pkg.slug, resolution.qualified)})`;
  const intro = `${pkg.name} exports ${quote(name)} from ${sections.length} entries, each ` +
    `with its own declaration (${entries.join(", ")})${one}:`;
  return { text: [intro, ...sections].join("\n\n---\n\n"), structured };
}

/**
 * Declarations of one name in several entries, a line each: the entry, the declaration's first
 * line and the first sentence of its docs.
 */
function declarationLines(pkg: BundledPackage, symbols: readonly ApiSymbol[]): string[] {
  return symbols.map((symbol) => {
    const line = shortened(declarationLine(symbol.signature), INDEX_DECLARATION);
    const summary = firstSentence(symbol.doc);
    return `- ${importSpecifier(pkg.name, symbol.subpath)}: \`${line}\`` +
      (summary === "" ? "" : ` ${summary}`);
  });
}

function renderDeclaration(
  pkg: BundledPackage,
  recorded: ApiSymbol,
  member: string | undefined,
  ask: MemberAsk,
  otherNames: readonly string[],
): { text: string; answer: SymbolAnswer } {
  const { name: packageName, slug } = pkg;
  // A member a plugin's module adds names that module as a user imports it.
  const symbol = recorded.members?.some((m) => m.declaredBy !== undefined)
    ? {
      ...recorded,
      members: recorded.members.map((m) =>
        m.declaredBy === undefined
          ? m
          : { ...m, declaredBy: importSpecifier(packageName, m.declaredBy) }
      ),
    }
    : recorded;
  const answer: SymbolAnswer = {
    name: symbol.name,
    kind: symbol.kind,
    subpath: symbol.subpath,
    importLine: importLine(packageName, symbol),
    signature: symbol.signature,
    file: symbol.file,
    line: symbol.line,
    ...(otherNames.length === 0 ? {} : { sameDeclarationAs: [...otherNames] }),
    ...(symbol.declaredAs === undefined ? {} : { declaredAs: symbol.declaredAs }),
  };
  // The other entries users may import it from.
  const alsoFrom = (symbol.alsoFrom ?? []).filter((subpath) => subpath !== symbol.subpath)
    .map((subpath) => importSpecifier(packageName, subpath));
  if (alsoFrom.length > 0) answer.alsoFrom = alsoFrom;
  let code: string;
  let hint: string | undefined;
  let documented: { doc?: string; tags?: ApiDocTag[] };
  if (member !== undefined) {
    // One member: its signature in the owner's braces, its docs after the block (the owner's
    // own docs are one call away).
    const asked = (symbol.members ?? []).filter((m) => m.name === member);
    answer.members = asked.map((m) => showMember(m, "docs"));
    // Its deprecation is said above the block, with the docs.
    const signatures = asked.map((m) => {
      const { tags: _, ...bare } = showMember(m, "signatures");
      // get-symbol's answer is the concise one: a member of many overloads (ioredis' `set`)
      // shows those that fit; fetch of its id reads them all.
      const cut = ask === GET_SYMBOL
        ? overloadsCut(bare.signature, `symbol/${slug}/${symbol.name}.${member}`)
        : undefined;
      return cut === undefined ? bare : { ...bare, signature: cut };
    });
    // A type a namespace lists, without its members' docs: as its installed file writes it.
    const texts = signatures.map((shown, k) =>
      installedDeclaration(pkg, symbol, asked[k]!) ?? memberLines(shown)
    );
    // Its owner's line names the type parameters, whose constraints are the owner's answer; of
    // the local types written after the owner, those the member names.
    const [head, ...body] = linesNamedBy(symbol.signature.split("\n"), symbol.name, texts.join(""));
    const owner = { ...symbol, signature: [namedTypeParameters(head!), ...body].join("\n") };
    code = codeBlock(owner, signatures, texts, "");
    documented = mergedDocs(asked);
  } else {
    const members = renderMembers(symbol.members ?? []);
    // get-symbol's answer is the concise one; fetch's reads the item whole.
    const shown = ask === GET_SYMBOL ? overloadsInBudget(symbol, slug) : symbol;
    code = codeBlock(shown, members.shown, members.texts, members.rest);
    if (members.shown.length > 0) answer.members = members.shown;
    if (members.omitted.length > 0) answer.omittedMembers = members.omitted;
    hint = [memberHint(slug, symbol, members, ask), inheritedHint(pkg, slug, symbol, ask)]
      .filter((line) => line !== undefined).join(" ") || undefined;
    documented = symbol;
    if (symbol.doc !== undefined) answer.doc = symbol.doc;
    if (symbol.tags !== undefined) answer.tags = symbol.tags;
  }
  const lineage = symbol.kind === "class" ? lineageOf(pkg, symbol, answer) : [];

  const tags = documented.tags ?? [];
  const parts = [
    ...tags.filter((tag) => tag.tag === "deprecated").map(deprecation),
    answer.importLine,
    fencedCode("ts", code),
    ...(hint === undefined ? [] : [hint]),
    // The class's heritage and element are its own answer's, not one member's.
    ...(member === undefined ? lineage : []),
    ...(documented.doc === undefined ? [] : [documented.doc]),
    ...tagSections(
      ask === GET_SYMBOL ? fewOfEachTag(tags, symbol.name, member, slug) : tags,
    ),
    // A member has no line of its own in the record: the line is its owner's.
    (member === undefined ? "Declared" : `${symbol.name} is declared`) +
    declaredIn(pkg, symbol, otherNames) +
    (alsoFrom.length === 0 ? "" : ` Also exported by ${namedFew(alsoFrom)}.`),
  ];
  return { text: parts.join("\n\n"), answer };
}

/**
 * A function whose overloads pass {@link OVERLOADS_BUDGET}, with those that fit (the first at
 * least) and a line saying how many are left and where they all are; else the function as it is.
 */
function overloadsInBudget(symbol: ApiSymbol, slug: string): ApiSymbol {
  const id = `symbol/${slug}/${symbol.name}`;
  // A declaration with members is written from them, to their budget.
  const signature = symbol.kind === "function"
    ? overloadsCut(symbol.signature, id)
    : (symbol.members?.length ?? 0) === 0
    ? linesCut(symbol.signature, id)
    : undefined;
  return signature === undefined ? symbol : { ...symbol, signature };
}

/**
 * A long declaration other than a function's (a constant whose type is written out, an alias of a
 * large type: `@ai-sdk/anthropic`'s `anthropicTools` prints in 21,000 characters), its lines up
 * to {@link OVERLOADS_BUDGET} and a line saying how many are left and the id whose fetch shows
 * them all; `undefined` when it fits.
 */
function linesCut(signature: string, id: string): string | undefined {
  if (signature.length <= OVERLOADS_BUDGET) return undefined;
  const lines = signature.split("\n");
  const kept = fitting(lines);
  if (kept === lines.length) return undefined;
  return [
    ...lines.slice(0, kept),
    `// ${lines.length - kept} more lines: fetch ${JSON.stringify({ id })} shows it whole`,
  ].join("\n");
}

/**
 * A signature of overloads, one a line, past {@link OVERLOADS_BUDGET}: those that fit (the first
 * at least) and a line saying how many are left and the id whose fetch shows them all; `undefined`
 * when all fit.
 */
function overloadsCut(signature: string, id: string): string | undefined {
  if (signature.length <= OVERLOADS_BUDGET) return undefined;
  const overloads = overloadsOf(signature);
  const kept = fitting(overloads);
  if (kept === overloads.length) return undefined;
  const left = overloads.slice(kept);
  // A namespace merged with the function keeps its header, which its members go under.
  const headers = left.filter((overload) => HEADER.test(overload));
  const more = left.length - headers.length;
  return [
    ...overloads.slice(0, kept),
    `// ${kept} of ${kept + more} overloads shown: fetch ${JSON.stringify({ id })} shows them all`,
    ...headers,
  ].join("\n");
}

/** How many of a declaration's parts, joined by line breaks, fit {@link OVERLOADS_BUDGET}: the first at least. */
function fitting(parts: readonly string[]): number {
  let kept = 1;
  let chars = parts[0]!.length;
  while (kept < parts.length && chars + parts[kept]!.length + 1 <= OVERLOADS_BUDGET) {
    chars += parts[kept++]!.length + 1;
  }
  return kept;
}

/**
 * A signature's overloads, each with the lines it is printed on: one starts at a line that opens
 * with a declaration (`function get<`, `get(`, `namespace get`), not at an indented or closing
 * line of a long one (lodash's `get<TObject ...>(object: TObject, path: [\n    TKey\n]): ...`).
 */
function overloadsOf(signature: string): string[] {
  const overloads: string[] = [];
  for (const line of signature.split("\n")) {
    if (overloads.length === 0 || HEADER.test(line) || OVERLOAD_START.test(line)) {
      overloads.push(line);
    } else overloads[overloads.length - 1] += `\n${line}`;
  }
  return overloads;
}

/** A line that opens a function's declaration: `function get<T>(`, `get(`, `export default function f(`. */
const OVERLOAD_START =
  /^(?:export default )?(?:declare )?(?:async )?(?:function\*?\s+)?[A-Za-z_$][\w$]*\s*[<(]/;

/** The most other entries an answer names; the rest are counted. */
const ALSO_FROM = 4;

/** Entries named up to {@link ALSO_FROM}, the rest counted. */
function namedFew(entries: readonly string[]): string {
  const more = entries.length - ALSO_FROM;
  return entries.slice(0, ALSO_FROM).join(", ") + (more > 0 ? ` and ${more} more` : "");
}

/**
 * Where a declaration is, and the other names the package exports it under: of an alias, the
 * name the declaration is written with first (`stepCountIs` stands for `isStepCount`).
 */
function declaredIn(pkg: BundledPackage, symbol: ApiSymbol, otherNames: readonly string[]): string {
  const { declaredAs } = symbol;
  const place = `${symbol.file}:${symbol.line}`;
  const others = otherNames.filter((name) => name !== declaredAs)
    .map((name) => `\`${name}\``).join(", ");
  const too = others === "" ? "" : ` ${pkg.name} exports the same declaration as ${others} too.`;
  return declaredAs === undefined
    ? ` in ${place}.${too}`
    : ` as \`${declaredAs}\` in ${place}: \`${symbol.name}\` is an alias of it.${too}`;
}

/**
 * A class's heritage (`extends`, mixins) and, for a custom element, its tag and where its whole surface is: added
 * to the structured answer, and returned as the lines the text shows.
 */
function lineageOf(pkg: BundledPackage, symbol: ApiSymbol, answer: SymbolAnswer): string[] {
  const lines: string[] = [];
  const declared = pkg.components.find((c) => c.kind === "class" && c.name === symbol.name);
  const heritage = (declared === undefined ? null : manifestHeritage(declared)) ??
    classHeritage(symbol.signature);
  if (heritage !== null) {
    answer.heritage = heritage;
    // A plain `extends X` is in the signature already; mixins are spelled out.
    if (heritage.mixins !== undefined) {
      const mixins = heritage.mixins.map((m) => `\`${m}\``).join(", ");
      lines.push(`Extends \`${heritage.extends}\` through the mixins ${mixins}.`);
    }
  }
  const element = elementNote(pkg, symbol.name);
  if (element !== null) {
    answer.customElement = element;
    lines.push(elementSentence(element));
  }
  return lines;
}

/**
 * The signature with each member inside the braces of the header that declares it. One name
 * may merge declarations (a function and a namespace, a class and an interface): members
 * with a symbol kind are a namespace's, the others belong to the first other header.
 */
function codeBlock(
  symbol: ApiSymbol,
  shown: readonly ShownMember[],
  texts: readonly string[],
  rest: string,
): string {
  if (shown.length === 0 && rest === "" && !CONTAINER_KINDS.has(symbol.kind)) {
    return symbol.signature;
  }
  // `type Props = { ... }` whose members are recorded: the literal is written from them, with
  // their docs, shortened to the budget as an interface's are.
  if (symbol.kind === "typeAlias") {
    return aliasLiteral(symbol.signature, texts.join("") + rest) ?? symbol.signature;
  }
  // `const MathUtils: { ... }`, likewise: its type is the literal its members are.
  if (symbol.kind === "variable") {
    return constantLiteral(symbol.signature, texts.join("") + rest) ?? symbol.signature;
  }
  const lines = symbol.signature.split("\n");
  // A local type written after the declaration (`interface Handler<T> {` and its members) is
  // whole already: no header its members go under.
  const headers = lines.flatMap((line, i) => HEADER.test(line) && !line.endsWith("{") ? [i] : []);
  if (headers.length === 0) headers.push(lines.length - 1);
  const namespace = headers.find((i) => NAMESPACE_HEADER.test(lines[i]!));
  const other = headers.find((i) => i !== namespace) ?? namespace!;
  const bodies = new Map(headers.map((i) => [i, ""]));
  shown.forEach((member, k) => {
    const owner = namespace !== undefined && KIND_NAMES.has(member.kind) ? namespace : other;
    bodies.set(owner, bodies.get(owner)! + texts[k]);
  });
  bodies.set(other, bodies.get(other)! + rest);
  return lines.map((line, i) => {
    const body = bodies.get(i);
    return body === undefined ? line : `${line} {${body === "" ? "" : `\n${body}`}}`;
  }).join("\n");
}

/** The docs and tags of the member entries asked for (getter and setter, static and not). */
function mergedDocs(members: readonly { doc?: string; tags?: ApiDocTag[] }[]) {
  const docs = members.flatMap((m) => m.doc === undefined ? [] : [m.doc]);
  const tags = members.flatMap((m) => m.tags ?? []);
  return {
    ...(docs.length === 0 ? {} : { doc: [...new Set(docs)].join("\n\n") }),
    ...(tags.length === 0 ? {} : { tags }),
  };
}

/** Says how the members were shortened and how to ask for one. */
function memberHint(
  slug: string,
  symbol: ApiSymbol,
  members: RenderedMembers,
  ask: MemberAsk,
): string | undefined {
  if (members.detail === "docs") return undefined;
  const all = symbol.members ?? [];

  const what = members.detail === "names"
    ? `${all.length} members; ${all.length - members.shown.length} by name only`
    : `${all.length} members, docs ${
      members.detail === "sentences" ? "cut to a sentence" : "left out"
    }`;
  // A placeholder, not one member's name: an assistant took `WebSocket.close` for the only one.
  return `(${what}.) Each with its docs: ${ask(slug, `${symbol.name}.<member>`)}.`;
}

/** Says which types of its package a type has more members from, and how to read one. */
function inheritedHint(
  pkg: BundledPackage,
  slug: string,
  symbol: ApiSymbol,
  ask: MemberAsk,
): string | undefined {
  const bases = inheritedFrom(pkg, symbol);
  if (bases.length === 0) return undefined;
  // A few are named, which a reader otherwise fetches a member to learn (VueUse's
  // `UseNowOptions` has `scheduler` of `ConfigurableScheduler`); many are counted.
  const few = bases.reduce((sum, { members }) => sum + members.length, 0) <= NAMED_INHERITED;
  const listed = bases.map(({ name, members }) =>
    few
      ? `\`${name}\` (${members.map((member) => `\`${member}\``).join(", ")})`
      : `\`${name}\` (${members.length})`
  );
  const named = listed.length === 1
    ? listed[0]
    : `${listed.slice(0, -1).join(", ")} and ${listed.at(-1)}`;
  return `It also has the members of ${named}: ${ask(slug, `${symbol.name}.<member>`)}.`;
}

/** The most inherited members named, rather than counted, after a type's own. */
const NAMED_INHERITED = 8;

function deprecation(tag: ApiDocTag): string {
  return `> **Deprecated**${tag.text === undefined ? "." : `: ${tag.text}`}`;
}

/** The tags after the docs: listed tags, other tags, examples, then since. */
/** How many tags of one name outside the usual ones get-symbol shows; fetch shows them all. */
const FEW_TAGS = 2;

/**
 * The tags get-symbol shows: of a name the usual sections do not list, the first
 * {@link FEW_TAGS} and a count of the rest with the id whose fetch shows them (supabase's
 * `PostgrestQueryBuilder.select` has 13 `@exampleSql` and 14 `@exampleResponse`).
 */
function fewOfEachTag(
  tags: readonly ApiDocTag[],
  name: string,
  member: string | undefined,
  slug: string,
): ApiDocTag[] {
  const id = `symbol/${slug}/${member === undefined ? name : `${name}.${member}`}`;
  const seen = new Map<string, number>();
  const kept: ApiDocTag[] = [];
  for (const tag of tags) {
    const count = (seen.get(tag.tag) ?? 0) + 1;
    seen.set(tag.tag, count);
    if (OWN_PLACE.has(tag.tag) || count <= FEW_TAGS) kept.push(tag);
  }
  for (const [tag, count] of seen) {
    if (OWN_PLACE.has(tag) || count <= FEW_TAGS) continue;
    kept.push({
      tag,
      text: `${count - FEW_TAGS} more: fetch ${JSON.stringify({ id })} shows them`,
    });
  }
  return kept;
}

function tagSections(tags: readonly ApiDocTag[]): string[] {
  const sections: string[] = [];
  for (const [heading, names] of LISTED_TAGS) {
    // A tag with no text says nothing the signature does not (`@returns {Bucket}`, a `@param`
    // named only): no empty "Returns:".
    const items = tags.filter((t) => names.includes(t.tag) && (t.text ?? "").trim() !== "");
    if (items.length === 1 && items[0]!.name === undefined) {
      sections.push(`${heading}: ${items[0]!.text ?? ""}`.trimEnd());
    } else if (items.length > 0) {
      const lines = items.map((t) =>
        "-" + (t.name === undefined ? "" : ` \`${t.name}\``) +
        (t.text === undefined ? "" : `${t.name === undefined ? " " : ": "}${indent(t.text)}`)
      );
      sections.push(`${heading}:\n${lines.join("\n")}`);
    }
  }
  const others = tags.filter((t) => !OWN_PLACE.has(t.tag)).map((t) =>
    [`@${t.tag}`, t.name === undefined ? undefined : `\`${t.name}\``, t.text].filter(Boolean)
      .join(" ")
  );
  if (others.length > 0) sections.push(others.join("\n"));
  for (const example of tags.filter((t) => t.tag === "example")) {
    const text = example.text ?? "";
    sections.push(`Example:\n${text.includes("```") ? text : fencedCode("ts", text)}`);
  }
  for (const since of tags.filter((t) => t.tag === "since")) {
    sections.push(`Since: ${since.text ?? ""}`.trimEnd());
  }
  return sections;
}

/** Continuation lines of a list item, indented under it. */
function indent(text: string): string {
  return text.replaceAll("\n", "\n  ");
}
