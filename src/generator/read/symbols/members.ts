/**
 * The members of classes, interfaces, object type literals and enums, each with its own
 * signature and docs. Overloads of one member become one entry with a line per overload, so
 * `Class.member` names exactly one entry; private members are left out, as they are no API.
 *
 * @module
 */
import type { ApiMember } from "../../../snapshot/model.ts";
import type {
  Accessibility,
  ClassDef,
  ClassMethod,
  ConstructorParam,
  DocLocation,
  EnumDef,
  JsDoc,
  ObjectTypeMembers,
} from "./deno_doc_json.ts";
import { documentation, hasDocumentation } from "./js_doc.ts";
import {
  type ObjectMember,
  orderedObjectMembers,
  printIndexSignature,
  printMemberName,
  printObjectMember,
  printParam,
  printParams,
  printType,
  printTypeParams,
  returns,
  sortBySource,
} from "./print_type.ts";

/** One declaration of a member, before overloads are merged. */
interface MemberPart {
  name: string;
  kind: string;
  /** Members that merge when equal: same name, kind and static-ness. */
  group: string;
  signature: string;
  jsDoc: JsDoc | undefined;
  location: DocLocation | undefined;
  /** An implementation signature, shown only when the member has no overloads. */
  hasBody: boolean;
}

/**
 * A class's constructors, properties, index signatures and methods, in source order.
 *
 * @param def The class.
 * @returns Its public and protected members.
 */
export function classMembers(def: ClassDef): ApiMember[] {
  const parts: MemberPart[] = [];
  for (const constructor of def.constructors ?? []) {
    const params = constructor.params.map((param) => printParam(param, paramModifiers(param)));
    parts.push({
      name: "constructor",
      kind: "constructor",
      group: "constructor",
      signature: `${access(constructor.accessibility)}constructor(${params.join(", ")})`,
      jsDoc: constructor.jsDoc,
      location: constructor.location,
      hasBody: constructor.hasBody ?? false,
    });
  }
  for (const property of def.properties ?? []) {
    if (property.accessibility === "private") continue;
    const modifiers = classModifiers(property) + (property.readonly ? "readonly " : "");
    parts.push({
      name: property.name,
      kind: "property",
      group: `${property.isStatic ? "static " : ""}${property.name}`,
      signature: `${modifiers}${printMemberName(property.name)}${property.optional ? "?" : ""}` +
        returns(property.tsType),
      jsDoc: property.jsDoc,
      location: property.location,
      hasBody: false,
    });
  }
  for (const signature of def.indexSignatures ?? []) {
    parts.push({
      name: "index",
      kind: "index",
      group: `index ${printParams(signature.params)}`,
      signature: printIndexSignature(signature),
      jsDoc: signature.jsDoc,
      location: signature.location,
      hasBody: false,
    });
  }
  for (const method of def.methods ?? []) {
    if (method.accessibility !== "private") parts.push(methodPart(method));
  }
  return mergeOverloads(parts);
}

/**
 * An object type's construct, call and index signatures, properties and methods, in source
 * order: an interface's, or a type literal's (`type Props = { ... }`).
 *
 * @param members The object type's members.
 * @returns Its members.
 */
export function objectTypeMembers(members: ObjectTypeMembers): ApiMember[] {
  return mergeOverloads(orderedObjectMembers(members).map(objectMemberPart));
}

/**
 * An enum's members with their values, when the value is a literal.
 *
 * @param def The enum.
 * @returns Its members, in declaration order.
 */
export function enumMembers(def: EnumDef): ApiMember[] {
  return def.members.map((member) => {
    const name = printMemberName(member.name);
    const value = member.init?.kind === "literal" ? ` = ${printType(member.init)}` : "";
    return {
      name: member.name,
      kind: "enumMember",
      signature: name + value,
      ...documentation(member.jsDoc),
    };
  });
}

function methodPart(method: ClassMethod): MemberPart {
  const { functionDef: def, kind, name } = method;
  const accessor = kind === "method" ? "" : `${kind === "getter" ? "get" : "set"} `;
  return {
    name,
    kind,
    group: `${method.isStatic ? "static " : ""}${kind} ${name}`,
    signature: `${classModifiers(method)}${accessor}${printMemberName(name)}` +
      `${method.optional ? "?" : ""}${printTypeParams(def.typeParams)}(${
        printParams(def.params)
      })` +
      // deno doc gives setters a `void` return type, which a `.d.ts` never shows.
      (kind === "setter" ? "" : returns(def.returnType)),
    jsDoc: method.jsDoc,
    location: method.location,
    hasBody: def.hasBody ?? false,
  };
}

function objectMemberPart(member: ObjectMember): MemberPart {
  const signature = printObjectMember(member);
  const base = { signature, jsDoc: member.value.jsDoc, location: member.value.location };
  switch (member.kind) {
    case "construct":
      return { ...base, name: "constructor", kind: "constructor", group: "new", hasBody: false };
    case "call":
      return { ...base, name: "call", kind: "call", group: "call", hasBody: false };
    case "index":
      return { ...base, name: "index", kind: "index", group: `index ${signature}`, hasBody: false };
    case "property":
      return {
        ...base,
        name: member.value.name,
        kind: "property",
        group: member.value.name,
        hasBody: false,
      };
    case "method": {
      const { name, kind } = member.value;
      return { ...base, name, kind, group: `${kind} ${name}`, hasBody: false };
    }
  }
}

/**
 * Merges the parts of each overloaded member into one entry (a line per overload), drops
 * implementation signatures that have overloads, and orders entries by their first part.
 */
function mergeOverloads(parts: readonly MemberPart[]): ApiMember[] {
  const groups = new Map<string, MemberPart[]>();
  for (const part of sortBySource(parts, (item) => item.location)) {
    const group = groups.get(part.group);
    if (group === undefined) groups.set(part.group, [part]);
    else group.push(part);
  }
  return [...groups.values()].map((group) => {
    const declared = group.some((part) => !part.hasBody)
      ? group.filter((part) => !part.hasBody)
      : group;
    const first = declared[0] as MemberPart;
    const documented = declared.find((part) => hasDocumentation(part.jsDoc)) ?? first;
    return {
      name: first.name,
      kind: first.kind,
      signature: declared.map((part) => part.signature).join("\n"),
      ...documentation(documented.jsDoc),
    };
  });
}

/** `protected static abstract ` and the like; `public` is the default and left out. */
function classModifiers(member: {
  accessibility?: Accessibility;
  isStatic?: boolean;
  isAbstract?: boolean;
}): string {
  return access(member.accessibility) + (member.isStatic ? "static " : "") +
    (member.isAbstract ? "abstract " : "");
}

function access(accessibility: Accessibility | undefined): string {
  return accessibility === undefined || accessibility === "public" ? "" : `${accessibility} `;
}

/** A parameter property keeps its modifiers: `constructor(private readonly store: Store)`. */
function paramModifiers(param: ConstructorParam): string {
  const accessibility = param.accessibility === undefined ? "" : `${param.accessibility} `;
  return accessibility + (param.isOverride ? "override " : "") +
    (param.readonly ? "readonly " : "");
}
