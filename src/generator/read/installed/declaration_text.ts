/**
 * What a declaration in a published `.d.ts` says, read from its syntax tree: its kind, its
 * signature (the declaration's own text, without `export`/`declare`, bodies of classes,
 * interfaces, enums and namespaces left to their members), its JSDoc and its line. Its members
 * are `declaration_members.ts`'s.
 *
 * @module
 */
import ts from "typescript";
import type { ApiDocTag, SymbolKind } from "../../../snapshot/model.ts";
import { DEFAULT_TAGS } from "../../../snapshot/default_tags.ts";
import { described, parameterText, snapshotTagName } from "../symbols/js_doc.ts";
import type { DeclarationDoc } from "./overload_docs.ts";
import { escapeRegExp } from "../../../catalog/written_name.ts";
import { printedAsWritten } from "./printed_as_written.ts";

export type { DeclarationDoc } from "./overload_docs.ts";

/**
 * The kind of symbol a declaration makes, or `undefined` for a node that declares nothing a
 * user imports (a parameter, an import).
 *
 * @param node A declaration.
 * @returns Its kind.
 */
export function declarationKind(node: ts.Node): SymbolKind | undefined {
  if (
    ts.isFunctionDeclaration(node) || ts.isMethodSignature(node) || ts.isMethodDeclaration(node)
  ) return "function";
  if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) return "class";
  if (ts.isInterfaceDeclaration(node)) return "interface";
  if (ts.isTypeAliasDeclaration(node)) return "typeAlias";
  if (ts.isEnumDeclaration(node)) return "enum";
  if (ts.isModuleDeclaration(node) || ts.isSourceFile(node)) return "namespace";
  if (
    ts.isVariableDeclaration(node) || ts.isPropertySignature(node) ||
    ts.isPropertyDeclaration(node) || ts.isPropertyAssignment(node) ||
    ts.isShorthandPropertyAssignment(node) || ts.isExportAssignment(node) ||
    ts.isBindingElement(node) || ts.isGetAccessorDeclaration(node)
  ) return "variable";
  return undefined;
}

/**
 * A declaration's signature: the declaration as the `.d.ts` has it, printed without comments,
 * `export` and `declare` (a default export keeps `export default`) and a final `;`; a class,
 * interface, enum or namespace without its body, which its members give.
 *
 * @param node The declaration.
 * @param name The name it is exported under: an alias replaces the declared name.
 * @returns The signature.
 */
export function declarationSignature(node: ts.Node, name: string): string {
  // A module re-exported as a namespace shows its declarations again as members.
  const known = printed.get(node) ?? new Map<string, string>();
  printed.set(node, known);
  let signature = known.get(name);
  if (signature === undefined) {
    signature = printSignature(node, name);
    known.set(name, signature);
  }
  return signature;
}

/** The signatures printed so far, by declaration and name; dropped with their program. */
const printed = new WeakMap<ts.Node, Map<string, string>>();

function printSignature(node: ts.Node, name: string): string {
  const file = node.getSourceFile();
  if (ts.isExportAssignment(node)) {
    return printedAsWritten(node, file).replace(/;\s*$/, "");
  }
  let text = ts.isClassLike(node) || ts.isInterfaceDeclaration(node) ||
      ts.isEnumDeclaration(node) || ts.isModuleDeclaration(node)
    ? header(node, file)
    : printedAsWritten(node, file);
  const declared = (node as { name?: ts.Node }).name;
  if (
    declared !== undefined && name !== "default" && ts.isIdentifier(declared) &&
    declared.text !== name
  ) {
    const word = new RegExp(`(?<![\\w$])${declared.text.replaceAll("$", "\\$")}(?![\\w$])`);
    text = text.replace(word, () => name);
  }
  if (ts.isVariableDeclaration(node)) text = `${variableKeyword(node)} ${text}`;
  const isDefault = ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) =>
      modifier.kind === ts.SyntaxKind.DefaultKeyword
    );
  text = text.replace(/^(?:(?:export|declare|default)\s+)+/, "");
  // Re-exported under a name (`export { default as createTheme }`), it is imported by that name.
  if (isDefault && name === "default") text = `export default ${text}`;
  return text.trim().replace(/[;,]$/, "").trimEnd();
}

/** A class's, interface's, enum's or namespace's text up to its body, as written. */
function header(
  node:
    | ts.ClassLikeDeclaration
    | ts.InterfaceDeclaration
    | ts.EnumDeclaration
    | ts.ModuleDeclaration,
  file: ts.SourceFile,
): string {
  const start = node.getStart(file);
  const end = ts.isModuleDeclaration(node)
    ? node.body?.getStart(file) ?? node.end
    : node.members.pos - 1;
  // One line, as the members' braces follow it (`interface A\n  extends B,\n    C` is
  // `interface A extends B, C`), without the comments it holds (socket.io's `Server` documents
  // each of its type parameters in the list: 1,800 characters on one line, before its members).
  return withoutComments(file.text.slice(start, end)).trim().replace(/\s*\n\s*/g, " ");
}

/** A declaration's text without its comments (one between two words leaves a space). */
function withoutComments(text: string): string {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    ts.LanguageVariant.Standard,
    text,
  );
  let kept = "";
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const comment = kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia;
    kept += !comment ? scanner.getTokenText() : /\s$/.test(kept) ? "" : " ";
  }
  return kept;
}

/** `const`, `let` or `var`, from the declaration's list. */
function variableKeyword(node: ts.VariableDeclaration): string {
  const list = node.parent;
  if (!ts.isVariableDeclarationList(list)) return "const";
  if (list.flags & ts.NodeFlags.Const) return "const";
  return list.flags & ts.NodeFlags.Let ? "let" : "var";
}

/**
 * Whether a statement or declaration is written with `export`.
 *
 * @param node The statement or declaration.
 * @returns `true` for `export const x`, `export interface X`; `false` for one without.
 *
 * @example
 * ```ts
 * import ts from "typescript";
 * import { writtenExported } from "./declaration_text.ts";
 *
 * const file = ts.createSourceFile("a.d.ts", "export type A = 1;\ntype B = 2;", ts.ScriptTarget.Latest);
 * console.log(file.statements.map(writtenExported)); // [true, false]
 * ```
 */
export function writtenExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/**
 * The 1-based line a declaration starts on (its JSDoc aside).
 *
 * @param node The declaration.
 * @returns The line.
 */
export function declarationLine(node: ts.Node): number {
  const file = node.getSourceFile();
  return file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
}

/**
 * The JSDoc block written right above a declaration (above its `const` statement for a
 * variable): the description whole, each tag with its name, what it is about and its text.
 *
 * @param node The declaration.
 * @returns Its documentation; an empty object when it has none.
 */
export function declarationDoc(node: ts.Node): DeclarationDoc {
  const block = jsDocBlock(node);
  if (block === undefined) {
    // A function with a data-first and a data-last form (Effect's `dual` APIs) is a `const`
    // whose type lists its call signatures, each documented.
    const type = ts.isVariableDeclaration(node) ? node.type : undefined;
    const first = type !== undefined && ts.isTypeLiteralNode(type) ? type.members[0] : undefined;
    // Undocumented itself, a function may still document its options where it declares them.
    return first === undefined
      ? described(lineCommentDoc(node), inlineOptionTags(node, []))
      : declarationDoc(first);
  }
  const { doc, tags } = blockDoc(block);
  return described(doc, [...withParameterDocs(node, tags), ...inlineOptionTags(node, tags)]);
}

/**
 * A function's `@param` tags with what each parameter's own doc comment says (graphql's
 * `validate(..., /** @deprecated will be removed in 17.0.0 *\/ typeInfo?: TypeInfo)`): its
 * deprecation added to the tag, or a tag of its own when the function's comment has none.
 */
function withParameterDocs(node: ts.Node, tags: readonly ApiDocTag[]): ApiDocTag[] {
  if (!ts.isFunctionLike(node)) return [...tags];
  const result = [...tags];
  for (const parameter of node.parameters) {
    const block = ts.isIdentifier(parameter.name) ? jsDocBlock(parameter) : undefined;
    if (block === undefined) continue;
    const name = (parameter.name as ts.Identifier).text;
    const said = blockDoc(block);
    const deprecated = said.tags.find((tag) => tag.tag === "deprecated");
    const deprecation = deprecated === undefined
      ? ""
      : ` Deprecated${deprecated.text ? `: ${deprecated.text.trim()}` : ""}.`;
    const at = result.findIndex((tag) => tag.tag === "param" && tag.name === name);
    if (at >= 0) {
      if (deprecation !== "") {
        result[at] = { ...result[at]!, text: `${result[at]!.text ?? ""}${deprecation}`.trim() };
      }
    } else if (said.doc !== undefined || deprecation !== "") {
      result.push({ tag: "param", name, text: `${said.doc ?? ""}${deprecation}`.trim() });
    }
  }
  return result;
}

/**
 * The `//` comments right above a member that has no JSDoc block, as its doc: hand-written
 * declaration files document members so (log4js' `FileAppender.backups`: `// (defaults to 5) the
 * number of old log files to keep`), and a reader of the file reads them as its docs. Only a run
 * of comment lines that starts on the line after the member before it (or the type's `{`) and ends
 * on the line before this one: a run a blank line sets apart labels the group of members after it
 * (`@types/react`'s `// Keyboard Events`), and so does a few capitalised words alone. Not a note
 * to the file's maintainers (`// TODO: ...`), nor a directive (`// @ts-ignore`,
 * `// eslint-disable-next-line`, `/// <reference ... />`).
 */
function lineCommentDoc(node: ts.Node): string | undefined {
  if (!MEMBER_KINDS.has(node.kind)) return undefined;
  const file = node.getSourceFile();
  const text = file.text;
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  const lines: string[] = [];
  let next = node.getStart(file);
  for (const range of ranges.toReversed()) {
    // Not a comment after code on its line (the member before's), nor one a blank line parts.
    const before = text.slice(text.lastIndexOf("\n", range.pos - 1) + 1, range.pos);
    if (
      range.kind !== ts.SyntaxKind.SingleLineCommentTrivia || before.trim() !== "" ||
      BLANK_LINE.test(text.slice(range.end, next))
    ) break;
    lines.unshift(text.slice(range.pos + 2, range.end).replace(/^ /, "").trimEnd());
    next = range.pos;
  }
  // The run starts right after the code before it, no blank line between.
  const ownRun = !BLANK_LINE.test(text.slice(node.getFullStart(), next));
  const doc = lines.join("\n").trim();
  const label = lines.length === 1 && LABEL.test(doc);
  return doc === "" || !ownRun || label || lines.some((line) => NOT_DOC.test(line))
    ? undefined
    : doc;
}

/**
 * A group's label, not a member's doc: a few capitalised words, no sentence (`@types/react`'s
 * `// Standard HTML Attributes` as the first line of a type's members).
 */
const LABEL = /^(?:[A-Z0-9][\w-]*\s*){1,4}$/;

/** The members whose `//` comments are read as their docs. */
const MEMBER_KINDS = new Set([
  ts.SyntaxKind.PropertySignature,
  ts.SyntaxKind.MethodSignature,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.EnumMember,
]);

/** A line break, then another with nothing but spaces before it. */
const BLANK_LINE = /\n[^\S\n]*\n/;

/**
 * A `//` comment that is no member's doc: a directive to a tool (`/ <reference>`, `@ts-...`, a
 * linter's), a region mark, a maintainer's note, or a rule of dashes or equals signs.
 */
const NOT_DOC =
  /^(?:\/|\s*@ts-|\s*(?:eslint|tslint|prettier|biome|dprint)[-:\s]|\s*#(?:end)?region\b|\s*(?:TODO|FIXME|XXX|HACK)\b|\s*[-=*_#]{3,}\s*$)/;

/** The JSDoc block right above a declaration, if it has one. */
function jsDocBlock(node: ts.Node): ts.JSDoc | undefined {
  return ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc).at(-1);
}

/** A JSDoc block's description and tags, as written. */
function blockDoc(block: ts.JSDoc): { doc: string | undefined; tags: ApiDocTag[] } {
  let doc = commentText(block.comment)?.trim();
  const tags: ApiDocTag[] = [];
  // A lone `@` (a stray at sign in prose) is a tag without a name: nothing to record.
  for (const tag of (block.tags ?? []).filter((tag) => tag.tagName.text !== "")) {
    // TypeScript takes an `@` after any space for a tag: a decorator in a fenced example
    // (`@property({ type: Boolean })`) is the example's code, and a word in a sentence
    // ("Tells @sinonjs/fake-timers to ...") the sentence's.
    const last = tags.at(-1);
    const inline = midLine(tag);
    if (inline || openFence(last === undefined ? doc : last.text)) {
      const text = inline ? ` ${taggedText(tag)}` : `\n${lineIndent(tag)}${taggedText(tag)}`;
      if (last === undefined) doc = `${doc ?? ""}${text}`.trim();
      else last.text = `${last.text ?? ""}${text}`.trim();
    } else {
      tags.push(docTag(tag), ...nestedParameterTags(tag));
    }
  }
  return { doc, tags };
}

/**
 * What the properties of an object type written in place say, each documented where it is
 * declared: a parameter's (`options?: { exact?: boolean }`) as the `@param options.exact` tags a
 * JSDoc writer would have given, a property's (Playwright's `expect?: { timeout?: number }` of
 * `Config`) as its `@property timeout` tags. Their docs are no type's to be looked up by name. A
 * property a tag already describes keeps that tag.
 */
function inlineOptionTags(node: ts.Node, written: readonly ApiDocTag[]): ApiDocTag[] {
  if (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) {
    const literal = inPlaceLiteral(node.type);
    return literal === undefined ? [] : literalTags(literal, "property", "", written);
  }
  if (!ts.isFunctionLike(node)) return [];
  return node.parameters.flatMap((parameter) => {
    const literal = inPlaceLiteral(parameter.type);
    return ts.isIdentifier(parameter.name) && literal !== undefined
      ? literalTags(literal, "param", `${parameter.name.text}.`, written)
      : [];
  });
}

/**
 * The object type written in place as a type, alone or beside `undefined` and `null`
 * (`limits?: { ... } | undefined`, as `exactOptionalPropertyTypes` users write it): its
 * documented properties are tags of the property or parameter it types.
 *
 * @param type A property's or parameter's type, if it writes one.
 * @returns The object type, if it is one written so.
 *
 * @example
 * ```ts ignore
 * inPlaceLiteral(property.type); // the `{ ... }` of `limits?: { ... } | undefined`
 * ```
 */
export function inPlaceLiteral(type: ts.TypeNode | undefined): ts.TypeLiteralNode | undefined {
  if (type === undefined) return undefined;
  if (ts.isParenthesizedTypeNode(type)) return inPlaceLiteral(type.type);
  if (ts.isTypeLiteralNode(type)) return type;
  if (!ts.isUnionTypeNode(type)) return undefined;
  const others = type.types.filter((each) =>
    each.kind !== ts.SyntaxKind.UndefinedKeyword &&
    !(ts.isLiteralTypeNode(each) && each.literal.kind === ts.SyntaxKind.NullKeyword)
  );
  return others.length === 1 ? inPlaceLiteral(others[0]) : undefined;
}

/** The tags of an object type's documented properties, named `<prefix><property>`. */
function literalTags(
  type: ts.TypeLiteralNode,
  tag: "param" | "property",
  prefix: string,
  written: readonly ApiDocTag[],
): ApiDocTag[] {
  const tags: ApiDocTag[] = [];
  for (const member of type.members) {
    const property = member.name === undefined ? undefined : propertyName(member.name);
    if (property === undefined) continue;
    const name = `${prefix}${property}`;
    if (written.some((each) => each.tag === tag && each.name === name)) continue;
    // Its own block: what its own object type says in place is not this tag's to say.
    const block = jsDocBlock(member);
    if (block === undefined) continue;
    const said = blockDoc(block);
    const { doc, tags: own = [] } = described(said.doc, said.tags);
    const fallback = own.find((each) => DEFAULT_TAGS.has(each.tag))?.text;
    const text = parameterText(doc, {
      name,
      defaultValue: fallback === undefined ? undefined : fallback.replace(/^`|`$/g, ""),
    });
    if (text !== "") tags.push({ tag, name, text });
  }
  return tags;
}

/**
 * A property's name as written (`exact`, `"aria-label"`); none for a computed one.
 *
 * @param name The property's name node.
 * @returns What it names.
 *
 * @example
 * ```ts ignore
 * propertyName(member.name); // "duration" for Stencil's `"duration": number`
 * ```
 */
export function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
    ? name.text
    : undefined;
}

/** Whether a text leaves a fenced code block open (an odd number of fence lines). */
function openFence(text: string | undefined): boolean {
  return ((text ?? "").match(/^\s*(?:```|~~~)/gm)?.length ?? 0) % 2 === 1;
}

/** What comes before a tag's `@` on its line, the comment's `*` margin taken off. */
function beforeTag(tag: ts.JSDocTag): string {
  const source = tag.getSourceFile().text;
  const lineStart = source.lastIndexOf("\n", tag.pos - 1) + 1;
  return source.slice(lineStart, tag.pos).replace(/^\s*(?:\/\*\*|\*) ?/, "");
}

/** Whether a tag's `@` follows other text on its line. */
function midLine(tag: ts.JSDocTag): boolean {
  return /\S/.test(beforeTag(tag));
}

/** The indentation of a tag's line, for a tag that is code (a decorator in an example). */
function lineIndent(tag: ts.JSDocTag): string {
  return /^[ \t]*/.exec(beforeTag(tag))![0];
}

/** A tag's source as written, the comment's `*` margins taken off. */
function taggedText(tag: ts.JSDocTag): string {
  const source = tag.getSourceFile().text;
  return source.slice(tag.pos, tag.end).replace(/\n[ \t]*\* ?/g, "\n").trimEnd();
}

function docTag(tag: ts.JSDocTag): ApiDocTag {
  const result: ApiDocTag = { tag: snapshotTagName(tag.tagName.text) };
  // TypeScript reads `@see https://x.dev` as a reference to `https` and the text `://x.dev`:
  // the tag's own words are what it says.
  if (ts.isJSDocSeeTag(tag)) {
    const text = taggedText(tag).replace(/^@see\s*/, "");
    return text === "" ? result : { ...result, text };
  }
  if (ts.isJSDocParameterTag(tag) || ts.isJSDocPropertyTag(tag)) {
    const name = tag.name.getText();
    const defaultValue = tag.isBracketed ? bracketedDefault(tag, name) : undefined;
    const type = tag.typeExpression?.type;
    const text = parameterText(commentText(tag.comment), {
      name,
      defaultValue,
      // An `{Object}` whose properties the tags after it describe: they say their own types.
      type: type === undefined || ts.isJSDocTypeLiteral(type)
        ? undefined
        : type.getText().replace(/\s+/g, " "),
    });
    return { ...result, name, ...(text ? { text } : {}) };
  }
  let about: string | undefined;
  let value: string | undefined;
  if (ts.isJSDocThrowsTag(tag) && tag.typeExpression !== undefined) {
    about = tag.typeExpression.type.getText();
  } else if (ts.isJSDocTemplateTag(tag)) {
    about = tag.typeParameters.map((parameter) => parameter.name.text).join(", ");
  } else if (!ts.isJSDocReturnTag(tag)) {
    // `@type {T}`, `@enum {T}`: the type is the point of the tag (of `@returns {T}`, the
    // signature says it).
    const type = (tag as { typeExpression?: ts.Node }).typeExpression;
    if (type !== undefined && ts.isJSDocTypeExpression(type)) value = `{${type.type.getText()}}`;
  }
  const text = [value, tagComment(tag)?.trim()].filter(Boolean).join(" ");
  if (about) result.name = about;
  if (text) result.text = text;
  return result;
}

/**
 * The tags TypeScript nests in an `{Object}` parameter's tag (`@param {Object} [options]` then
 * `@param {string} [options.env='development']`: koa's constructor), each as its own
 * `options.env` tag, as they are written.
 */
function nestedParameterTags(tag: ts.JSDocTag): ApiDocTag[] {
  if (!ts.isJSDocParameterTag(tag) && !ts.isJSDocPropertyTag(tag)) return [];
  const type = tag.typeExpression?.type;
  if (type === undefined || !ts.isJSDocTypeLiteral(type)) return [];
  return (type.jsDocPropertyTags ?? []).flatMap((nested) => [
    docTag(nested),
    ...nestedParameterTags(nested),
  ]);
}

/**
 * A tag's text. TypeScript takes a tag's margin from where its text starts on the tag's line and
 * takes that much off every later line, which flattens an example's code (`@example Retrieve
 * items` over an object literal nested four deep: every line at the left edge but the deepest):
 * a text over several lines is read from the source, only the comment's `*` margins taken off.
 */
function tagComment(tag: ts.JSDocTag): string | undefined {
  const parsed = commentText(tag.comment);
  if (parsed === undefined || !parsed.includes("\n")) return parsed;
  const head = (tag as { typeExpression?: ts.Node }).typeExpression ?? tag.tagName;
  const before = tag.getSourceFile().text.slice(tag.pos, head.end);
  // A tag whose name or type runs over lines (none seen): TypeScript's reading.
  if (before.includes("\n")) return parsed;
  return taggedText(tag).slice(before.length);
}

/**
 * A JSDoc comment's text. TypeScript's own (`getTextOfJSDocComment`) writes a link to a member
 * without its `#` (`{@link QueryClient#removeQueries}` as `QueryClientremoveQueries`): a link is
 * kept as written.
 */
function commentText(
  comment: string | ts.NodeArray<ts.JSDocComment> | undefined,
): string | undefined {
  if (comment === undefined || typeof comment === "string") return comment;
  return comment.map((part) => part.kind === ts.SyntaxKind.JSDocText ? part.text : part.getText())
    .join("");
}

/**
 * The default a JSDoc tag's bracketed name gives (`'*'` of `@param [options.origin='*']`),
 * read from the tag's source: TypeScript parses it and keeps nothing of it. Brackets, braces,
 * parentheses and quotes inside the default (`['GET', 'HEAD']`) are skipped whole.
 */
function bracketedDefault(tag: ts.JSDocPropertyLikeTag, name: string): string | undefined {
  // The tag's own bracket: TypeScript's range of a tag whose properties follow it (`@param
  // {Object} [options]`, then `[options.env='development']`) runs over their tags too.
  const source = tag.getSourceFile().text.slice(tag.pos, tag.end);
  const open = new RegExp(`\\[\\s*${escapeRegExp(name)}\\s*=`).exec(source);
  if (open === null) return undefined;
  let depth = 0;
  let quote: string | undefined;
  for (let i = open.index + open[0].length; i < source.length; i++) {
    const char = source[i]!;
    if (quote !== undefined) {
      if (char === quote && source[i - 1] !== "\\") quote = undefined;
    } else if (char === "'" || char === '"' || char === "`") {
      quote = char;
    } else if ("([{".includes(char)) {
      depth++;
    } else if (")]}".includes(char)) {
      if (depth === 0) {
        const value = source.slice(open.index + open[0].length, i).trim();
        return value === "" ? undefined : value;
      }
      depth--;
    }
  }
  return undefined;
}
