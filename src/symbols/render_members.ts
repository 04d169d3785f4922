/**
 * The members of a class, interface, enum or namespace inside its code block, shortened to a
 * budget: every answer costs the assistant tokens, and one member can always be asked for on
 * its own (`Owner.member`).
 *
 * @module
 */
import { deprecatedOverloads } from "./deprecated_overloads.ts";
import type { ApiMember, ApiSymbol } from "../snapshot/model.ts";
import { DEFAULT_TAGS } from "../snapshot/default_tags.ts";
import type { ShownMember } from "./symbol_output_schemas.ts";
import { deprecationReason, firstSentence } from "./first_sentence.ts";
import { topLevelItems } from "./top_level_items.ts";

/** A type alias of an object literal: its head, up to `=`. */

/** The most characters the members of one declaration take in an answer. */
export const MEMBER_BUDGET = 2_400;

/**
 * How much of each member is shown, most first; the first level that fits the budget wins:
 * signatures with their whole docs, with the first sentence of their docs, signatures alone,
 * then signatures up to the budget and the names of the rest.
 */
export type MemberDetail = "docs" | "sentences" | "signatures" | "names";

/** The members' part of an answer. */
export interface RenderedMembers {
  /** The level that fitted. */
  detail: MemberDetail;
  /** The members shown with their signatures. */
  shown: ShownMember[];
  /** The lines of each shown member (comment and declaration), indented for the braces. */
  texts: string[];
  /** Names of the members shown by name only (at the `names` level). */
  omitted: string[];
  /** The comment line that names them; `""` when there are none. */
  rest: string;
}

/**
 * Renders members at the most detailed level that fits the budget.
 *
 * @param members The members, in declaration order.
 * @param budget The most characters the members may take (the `names` level may pass it by
 * the line that names the rest).
 * @returns What is shown of each member, and the names of the rest.
 */
export function renderMembers(
  members: readonly ApiMember[],
  budget: number = MEMBER_BUDGET,
): RenderedMembers {
  for (const detail of ["docs", "sentences", "signatures"] as const) {
    const shown = members.map((member) => showMember(member, detail));
    const texts = shown.map(memberLines);
    if (texts.join("").length <= budget) return { detail, shown, texts, omitted: [], rest: "" };
  }
  return namesPastBudget(members, budget);
}

/**
 * Signatures while they fit, the public members first (a class's protected and private ones are
 * its subclasses' concern: bullmq's `Worker` spent its budget on `protected lockManager` and
 * named `close` only), then one comment line with the names of the rest, a deprecated one said
 * so, the first {@link NAMED} of them (the Anthropic client's merged namespace has 677).
 */
function namesPastBudget(members: readonly ApiMember[], budget: number): RenderedMembers {
  const ordered = [
    ...members.filter((member) => !INTERNAL.test(member.signature)),
    ...members.filter((member) => INTERNAL.test(member.signature)),
  ];
  const shown: ShownMember[] = [];
  const texts: string[] = [];
  let length = 0;
  for (const member of ordered) {
    const entry = showMember(member, "signatures");
    const text = memberLines(entry);
    length += text.length;
    if (length > budget) break;
    shown.push(entry);
    texts.push(text);
  }
  const left = ordered.slice(shown.length);
  const omitted = [...new Set(left.map((member) => member.name))];
  const deprecated = new Set(
    left.filter((member) => member.tags?.some((tag) => tag.tag === "deprecated"))
      .map((member) => member.name),
  );
  const named = omitted.slice(0, NAMED)
    .map((name) => deprecated.has(name) ? `${name} (deprecated)` : name);
  const more = omitted.length > NAMED ? `, and ${omitted.length - NAMED} more` : "";
  const rest = `  // ${left.length} more: ${named.join(", ")}${more}\n`;
  return { detail: "names", shown, texts, omitted, rest };
}

/** A member its class keeps to itself and its subclasses. */
const INTERNAL = /^(?:(?:static|readonly|abstract)\s+)*(?:protected|private)\s/;

/** The most names of members past the budget an answer writes. */
const NAMED = 60;

/** The longest docs written on the one line of a member's comment. */
const ONE_LINE_DOC = 120;

/**
 * A member at one level of detail.
 *
 * @param member The member.
 * @param detail How much of it to keep.
 * @returns What an answer shows of it.
 */
export function showMember(member: ApiMember, detail: MemberDetail): ShownMember {
  const shown: ShownMember = { name: member.name, kind: member.kind, signature: member.signature };
  if (member.declaredBy !== undefined) shown.declaredBy = member.declaredBy;
  if (detail === "docs") {
    if (member.doc !== undefined) shown.doc = member.doc;
    if (member.tags !== undefined) shown.tags = member.tags;
  } else if (detail === "sentences") {
    const summary = firstSentence(member.doc);
    if (summary !== "") shown.summary = summary;
    // Its default, a value one asks for, stays with the first sentence (MUI's `@default 'text'`).
    const defaults = (member.tags ?? []).filter((tag) => DEFAULT_TAGS.has(tag.tag));
    if (defaults.length > 0) shown.tags = defaults;
  }
  // A deprecated member says so at every level, with the first sentence of what to use; so do
  // its deprecated overloads, on their lines (memberLines).
  const deprecated = detail === "docs" || detail === "names"
    ? undefined
    : member.tags?.find((tag) => tag.tag === "deprecated");
  if (deprecated !== undefined) {
    const instead = deprecationReason(deprecated.text);
    shown.tags = [
      ...shown.tags ?? [],
      instead === "" ? { tag: "deprecated" } : { tag: "deprecated", text: instead },
    ];
  }
  const overloads = detail === "docs" ? undefined : deprecatedOverloads(member.tags);
  if (overloads !== undefined) shown.tags = [...shown.tags ?? [], overloads.remark];
  return shown;
}

/** A member's comment and declaration lines, indented for the braces. */
export function memberLines(member: ShownMember): string {
  const separator = member.kind === "enumMember" ? "," : ";";
  const lines = member.signature.split("\n");
  // Its deprecated overloads are said on their lines (one line each), not in its comment.
  const overloads = deprecatedOverloads(member.tags);
  const marked = overloads !== undefined && lines.length === overloads.count;
  const tags = marked ? member.tags?.filter((tag) => tag !== overloads.remark) : member.tags;
  const comment = [
    ...(member.declaredBy === undefined ? [] : [`// declared by ${member.declaredBy}`]),
    ...jsDocLines(member.summary ?? member.doc, tags, member.summary !== undefined),
  ];
  // A nested namespace body opens and closes on lines of their own, which take no separator;
  // nor does a line inside the brackets of a signature printed over several (a tuple's).
  let depth = 0;
  const declaration = lines.map((line, at) => {
    depth += bracketDepth(line);
    const ended = depth > 0 || /[{;,]$/.test(line) || line.trim() === "}" ? line : line + separator;
    const why = marked ? overloads.reasons.get(at + 1) : undefined;
    return why === undefined ? ended : `${ended} // deprecated${why === "" ? "" : `: ${why}`}`;
  });
  return [...comment, ...declaration].map((line) => `  ${line}\n`).join("");
}

/**
 * How many parentheses, square brackets and angle brackets a line of a signature opens, less
 * those it closes: quoted text aside, and the `>` of an arrow (`=>`) closing nothing.
 */
function bracketDepth(line: string): number {
  let depth = 0;
  for (const [char] of line.replace(QUOTED, "").replaceAll("=>", "").matchAll(/[()[\]<>]/g)) {
    depth += "([<".includes(char!) ? 1 : -1;
  }
  return depth;
}

/** Quoted text in a signature: a string literal type, a template literal type. */
const QUOTED = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** A JSDoc comment as a `.d.ts` would carry it; no lines when there is nothing to say. */
function jsDocLines(
  doc: string | undefined,
  tags: ShownMember["tags"],
  summary: boolean,
): string[] {
  const parts = [
    ...(doc === undefined ? [] : [doc]),
    ...(tags ?? []).map((tag) => [`@${tag.tag}`, tag.name, tag.text].filter(Boolean).join(" ")),
  ];
  // A first sentence and its default, each of one line, share one: `/** The size. @default 'm' */`.
  const short = summary && parts.length > 1 && parts.every((part) => !part.includes("\n")) &&
    parts.join(" ").length <= ONE_LINE_DOC;
  const text = parts.join(short ? " " : "\n").replaceAll("*/", "*\\/");
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines.length === 1) return [`/** ${lines[0]} */`];
  return ["/**", ...lines.map((line) => line === "" ? " *" : ` * ${line}`), " */"];
}

/**
 * A type alias's object literal written again from its members' lines: its head, then the
 * lines in braces (an intersection's first or last literal, the rest as written); for a type
 * the checker works out, written without literals of its own, the alias and, after it, what it
 * resolves to.
 *
 * @param signature The alias's signature (`type Props = { ... }`).
 * @param body The members' lines ({@link memberLines}) and anything after them.
 * @returns The literal, or `undefined` for an alias of another shape.
 *
 * @example
 * ```ts
 * import { aliasLiteral } from "./render_members.ts";
 *
 * console.log(aliasLiteral("type P = { a: string }", "  a: string;\n")); // "type P = {\n  a: string;\n}"
 * console.log(aliasLiteral("type R<O = {}> = { a: O }", "  a: O;\n")); // "type R<O = {}> = {\n  a: O;\n}"
 * console.log(aliasLiteral("type S = Base & { a: 1 }", "  a: 1;\n")); // "type S = Base & {\n  a: 1;\n}"
 * console.log(aliasLiteral("type M = { a: 1 } & (X extends Y ? { b: 1 } : {})", "  a: 1;\n")); // "type M = {\n  a: 1;\n} & (X extends Y ? { b: 1 } : {})"
 * ```
 */
export function aliasLiteral(signature: string, body: string): string | undefined {
  if (!signature.startsWith("type ")) return undefined;
  // The alias's `=` is the first outside its type parameters' brackets (`type R<O = {}> = {`).
  let depth = 0;
  for (let i = 0; i < signature.length; i++) {
    const char = signature[i]!;
    if ("<({[".includes(char)) depth++;
    else if (">)}]".includes(char) && signature[i - 1] !== "=") depth--;
    else if (char === "=" && depth === 0 && signature[i + 1] !== ">") {
      const rest = signature.slice(i + 1).trim();
      if (rest.startsWith("{") && rest.endsWith("}")) {
        return `${signature.slice(0, i + 1)} {\n${body}}`;
      }
      // `Base & { ... }`: the literal the intersection ends with is written again.
      const open = literalStart(signature);
      if (open > i && /&\s*$/.test(signature.slice(0, open))) {
        return `${signature.slice(0, open)}{\n${body}}`;
      }
      // `{ ... } & (A extends B ? { ... } : { ... })`: the literal it starts with, when the rest
      // holds no other (whose members the body would repeat).
      const after = rest.startsWith("{") ? afterLiteral(rest) : undefined;
      if (
        after !== undefined && /^\s*&/.test(after) &&
        !topLevelItems(after, "&").some((item) => item.startsWith("{"))
      ) {
        return `${signature.slice(0, i + 1)} {\n${body}}${after}`;
      }
      // A type the checker works out (`InferSchema<typeof options>`): what it resolves to after.
      // Not a type written with literals of its own: its members are theirs, not what it resolves
      // to (svelte's `MountOptions` has its `props` in a conditional type's branches).
      return !rest.includes("{") && body !== ""
        ? `${signature}\n// resolves to:\n${signature.slice(0, i + 1)} {\n${body}}`
        : undefined;
    }
  }
  return undefined;
}

/**
 * A constant whose type is an object literal (`const MathUtils: { ... }`), that literal written
 * from its members, as {@link aliasLiteral} writes an alias's: the members are not said twice.
 *
 * @param signature The constant's declaration.
 * @param body The members' lines.
 * @returns The declaration with the body as its literal; `undefined` for another declaration.
 *
 * @example
 * ```ts
 * import { constantLiteral } from "./render_members.ts";
 *
 * console.log(constantLiteral("const M: {\n  a: 1;\n}", "  a: 1;\n")); // "const M: {\n  a: 1;\n}"
 * console.log(constantLiteral("const M: Base & { a: 1 }", "  a: 1;\n")); // undefined
 * ```
 */
export function constantLiteral(signature: string, body: string): string | undefined {
  const head = /^(?:declare\s+)?(?:const|let|var)\s+[\w$]+\s*:\s*/.exec(signature)?.[0];
  if (head === undefined || literalStart(signature) !== head.length) return undefined;
  return `${head}{\n${body}}`;
}

/** The text after the braces a text starts with, or `undefined` when they do not close. */
function afterLiteral(text: string): string | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return text.slice(i + 1);
  }
  return undefined;
}

/** Where the braces a text ends with open, or -1 when it ends otherwise. */
function literalStart(text: string): number {
  if (!text.endsWith("}")) return -1;
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text[i] === "}") depth++;
    else if (text[i] === "{" && --depth === 0) return i;
  }
  return -1;
}

/**
 * A type alias's object literal with every member's docs as a JSDoc comment above it, as
 * get-symbol writes it when all fit: where a search passage finds `allowedTools?: string[]`,
 * what it is for is on the lines above.
 *
 * @param symbol An exported symbol.
 * @returns The literal, or `undefined` for a symbol that is no such alias or has no members.
 *
 * @example
 * ```ts
 * import { documentedLiteral } from "./render_members.ts";
 *
 * const symbol = {
 *   name: "P",
 *   kind: "typeAlias" as const,
 *   subpath: ".",
 *   file: "index.d.ts",
 *   line: 1,
 *   signature: "type P = {\n  a?: string;\n}",
 *   members: [{ name: "a", kind: "property" as const, signature: "a?: string", doc: "Off when left out." }],
 * };
 * console.log(documentedLiteral(symbol)); // "type P = {\n  /** Off when left out. *\/\n  a?: string;\n}"
 * ```
 */
export function documentedLiteral(symbol: ApiSymbol): string | undefined {
  if (symbol.kind !== "typeAlias" || (symbol.members ?? []).length === 0) return undefined;
  const lines = symbol.members!.map((member) => memberLines(showMember(member, "docs")));
  return aliasLiteral(symbol.signature, lines.join(""));
}
