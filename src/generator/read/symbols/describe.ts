/**
 * Describes one exported name from all the declarations behind it: overloads become one
 * signature line each, merged declarations (a `const` and a `type` of one name, a class and
 * an interface) one record with the kind a reader cares about most.
 *
 * @module
 */
import type { ApiMember, SymbolKind } from "../../../snapshot/model.ts";
import type { DocDeclaration, DocLocation, DocSymbol } from "./deno_doc_json.ts";
import { type Documentation, documentation, hasDocumentation } from "./js_doc.ts";
import { classMembers, enumMembers, objectTypeMembers } from "./members.ts";
import { withConstructorOptions } from "../constructor_options.ts";
import { type OwnDeclaration, printDeclaration } from "./print_declaration.ts";

/** Everything known about a name except where it is exported from. */
export interface SymbolDescription extends Documentation {
  kind: SymbolKind;
  signature: string;
  members?: ApiMember[];
  /** The first declaration's position: identifies the declaration and gives file and line. */
  location: DocLocation;
}

/**
 * Finds the declarations a declaration stands for: itself, or for a reference (`export { a as
 * b }` of an imported name) the declarations it points to; none when they are unknown.
 */
export type DeclarationResolver = (declaration: DocDeclaration) => OwnDeclaration[];

/**
 * When one name has declarations of several kinds, the record takes the first of these: a
 * value before the types that describe it, a class or interface before the namespace merged
 * into it.
 */
export const KIND_PRIORITY: readonly SymbolKind[] = [
  "class",
  "function",
  "enum",
  "variable",
  "interface",
  "typeAlias",
  "namespace",
];

/**
 * Describes a name from its declarations.
 *
 * @param name The name it is exported under.
 * @param isDefault Whether it is the default export.
 * @param declarations Its declarations, references included.
 * @param resolve Follows references.
 * @returns The description, or `null` when no declaration could be resolved.
 */
export function describeSymbol(
  name: string,
  isDefault: boolean,
  declarations: readonly DocDeclaration[],
  resolve: DeclarationResolver,
): SymbolDescription | null {
  const resolved = withoutImplementations(unique(declarations.flatMap(resolve)));
  const first = resolved[0];
  if (first === undefined) return null;
  const kinds = new Set(resolved.map((declaration) => declaration.kind));
  const kind = KIND_PRIORITY.find((candidate) => kinds.has(candidate)) as SymbolKind;
  const members = withConstructorOptions(
    resolved.flatMap((declaration) => membersOf(declaration, resolve)),
  );
  const documented = resolved.find((declaration) => hasDocumentation(declaration.jsDoc)) ?? first;
  const description: SymbolDescription = {
    kind,
    signature: resolved.map((declaration) => printDeclaration(name, declaration, isDefault))
      .join("\n"),
    ...documentation(documented.jsDoc),
    location: first.location,
  };
  if (members.length > 0) description.members = members;
  return description;
}

/**
 * The key that identifies a declaration: its file and position.
 *
 * @param location Where it is declared.
 * @returns A string equal for equal positions.
 */
export function locationKey(location: DocLocation): string {
  return `${location.filename}:${location.line}:${location.col}`;
}

function membersOf(declaration: OwnDeclaration, resolve: DeclarationResolver): ApiMember[] {
  switch (declaration.kind) {
    case "class":
      return classMembers(declaration.def);
    case "interface":
      return objectTypeMembers(declaration.def);
    case "enum":
      return enumMembers(declaration.def);
    case "typeAlias": {
      // `type Props = { ... }`: its properties are members, with their docs, as an interface's.
      const { tsType } = declaration.def;
      return tsType.kind === "typeLiteral" ? objectTypeMembers(tsType.value) : [];
    }
    case "namespace":
      return declaration.def.elements.flatMap((element) => namespaceMember(element, resolve));
    default:
      return [];
  }
}

/**
 * A namespace element is a member with its own kind, signature and docs; a class, interface,
 * enum or namespace inside a namespace brings its members along in a body, since members have
 * no members of their own.
 */
function namespaceMember(element: DocSymbol, resolve: DeclarationResolver): ApiMember[] {
  const described = describeSymbol(element.name, false, element.declarations, resolve);
  if (described === null) return [];
  const { kind, doc, tags, members } = described;
  const signature = withMembersInBody(described.signature, members ?? []);
  const member: ApiMember = { name: element.name, kind, signature };
  if (doc !== undefined) member.doc = doc;
  if (tags !== undefined) member.tags = tags;
  return [member];
}

/**
 * A declaration's header with its members' signatures in a body, indented, each once: how a
 * namespace lists a class, interface or enum of its own, members having no members.
 *
 * @param header The declaration's signature (`class Default extends Icon`).
 * @param members Its members.
 * @returns The header alone when there are none.
 *
 * @example
 * ```ts
 * import { withMembersInBody } from "./describe.ts";
 *
 * console.log(withMembersInBody("class Default", [{ signature: "constructor()" }])); // "class Default {\n  constructor()\n}"
 * ```
 */
export function withMembersInBody(
  header: string,
  members: readonly { signature: string }[],
): string {
  const body = [
    ...new Set(members.map((inner) => `  ${inner.signature.replaceAll("\n", "\n  ")}\n`)),
  ];
  return body.length === 0 ? header : `${header} {\n${body.join("")}}`;
}

/** Two references to one declaration resolve to it twice; it counts once. */
function unique(declarations: readonly OwnDeclaration[]): OwnDeclaration[] {
  const seen = new Set<string>();
  return declarations.filter((declaration) => {
    const key = locationKey(declaration.location);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A `.d.ts` shows an overloaded function's overloads, never its implementation signature. */
function withoutImplementations(declarations: OwnDeclaration[]): OwnDeclaration[] {
  const overloaded = declarations.some((declaration) =>
    declaration.kind === "function" && !declaration.def.hasBody
  );
  return overloaded
    ? declarations.filter((declaration) =>
      declaration.kind !== "function" || !declaration.def.hasBody
    )
    : declarations;
}
