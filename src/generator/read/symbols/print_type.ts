/**
 * Prints the types of `deno doc --json` as TypeScript declaration text, the way a `.d.ts` file
 * shows them: types, parameter lists (a default value becomes an optional marker, destructuring
 * patterns keep their names but lose their defaults) and the members of interfaces and type
 * literals (properties, methods, accessors, call, construct and index signatures). The three
 * print each other, so they live in one module. This walks the engine's documented JSON
 * structure; nothing here reads source code.
 *
 * @module
 */
import type {
  CallSignature,
  IndexSignature,
  LiteralType,
  MappedType,
  MethodMember,
  ModifierChange,
  ObjectPatternProp,
  ObjectTypeMembers,
  Param,
  PropertyMember,
  SignatureMember,
  TsType,
  TypeParam,
} from "./deno_doc_json.ts";

/** Kinds that bind looser than `T[]`, `T[K]` and `keyof T`, so they need parentheses there. */
const LOOSE_IN_POSTFIX = new Set([
  "union",
  "intersection",
  "fnOrConstructor",
  "conditional",
  "typeOperator",
  "infer",
  "typePredicate",
]);
/** Kinds that need parentheses as a member of a union. */
const LOOSE_IN_UNION = new Set(["fnOrConstructor", "conditional"]);
/** Kinds that need parentheses as a member of an intersection. */
const LOOSE_IN_INTERSECTION = new Set(["union", "fnOrConstructor", "conditional"]);

/**
 * Prints a type.
 *
 * @param type A type from deno doc's output.
 * @returns Its TypeScript text, on one line.
 */
export function printType(type: TsType): string {
  switch (type.kind) {
    case "keyword":
      return type.value;
    case "literal":
      return printLiteral(type.value);
    case "typeRef":
      return type.value.typeName + printTypeArgs(type.value.typeParams);
    case "union":
      return type.value.map((member) => wrapIf(LOOSE_IN_UNION, member)).join(" | ");
    case "intersection":
      return type.value.map((member) => wrapIf(LOOSE_IN_INTERSECTION, member)).join(" & ");
    case "array":
      return `${wrapIf(LOOSE_IN_POSTFIX, type.value)}[]`;
    case "tuple":
      return `[${type.value.map(printType).join(", ")}]`;
    case "parenthesized":
      return `(${printType(type.value)})`;
    case "rest":
      return `...${printType(type.value)}`;
    case "optional":
      return `${printType(type.value)}?`;
    case "typeOperator":
      return `${type.value.operator} ${wrapIf(LOOSE_IN_POSTFIX, type.value.tsType)}`;
    case "typeQuery":
      return `typeof ${type.value}`;
    case "this":
      return "this";
    case "fnOrConstructor": {
      const { constructor, typeParams, params, tsType } = type.value;
      const signature = `${printTypeParams(typeParams)}(${printParams(params)}) => `;
      return `${constructor ? "new " : ""}${signature}${printType(tsType)}`;
    }
    case "conditional": {
      const { checkType, extendsType, trueType, falseType } = type.value;
      return `${wrapIf(LOOSE_IN_UNION, checkType)} extends ${
        wrapIf(LOOSE_IN_UNION, extendsType)
      } ` +
        `? ${printType(trueType)} : ${printType(falseType)}`;
    }
    case "infer":
      return `infer ${printTypeParam(type.value.typeParam)}`;
    case "indexedAccess": {
      const { objType, indexType, readonly } = type.value;
      const access = `${wrapIf(LOOSE_IN_POSTFIX, objType)}[${printType(indexType)}]`;
      return readonly ? `readonly ${access}` : access;
    }
    case "mapped":
      return printMapped(type.value);
    case "typeLiteral":
      return printTypeLiteral(type.value);
    case "typePredicate": {
      const { asserts, param, type: checked } = type.value;
      const subject = param.type === "this" ? "this" : param.name;
      const predicate = checked === undefined ? subject : `${subject} is ${printType(checked)}`;
      return asserts ? `asserts ${predicate}` : predicate;
    }
    case "importType": {
      const { specifier, qualifier, typeParams } = type.value;
      const member = qualifier === undefined ? "" : `.${qualifier}`;
      return `import(${JSON.stringify(specifier)})${member}${printTypeArgs(typeParams)}`;
    }
    case "unsupported":
      // The engine met syntax it has no structure for; its display text is the best there is.
      return type.repr || "unknown";
  }
}

/**
 * Prints a type parameter list such as `<T extends object = {}, K>`, or nothing.
 *
 * @param params The type parameters, if any.
 * @returns The list with its angle brackets, or `""` when there are none.
 */
export function printTypeParams(params: readonly TypeParam[] | undefined): string {
  return params === undefined || params.length === 0
    ? ""
    : `<${params.map(printTypeParam).join(", ")}>`;
}

/**
 * Prints a type literal on one line: `{ a: string; b?: number }`.
 *
 * @param members The literal's members.
 * @returns Its text; `{}` when it has none.
 */
export function printTypeLiteral(members: ObjectTypeMembers): string {
  const lines = orderedObjectMembers(members).map(printObjectMember);
  return lines.length === 0 ? "{}" : `{ ${lines.join("; ")} }`;
}

function printTypeParam(param: TypeParam): string {
  const constraint = param.constraint === undefined
    ? ""
    : ` extends ${printType(param.constraint)}`;
  const fallback = param.default === undefined ? "" : ` = ${printType(param.default)}`;
  return `${param.name}${constraint}${fallback}`;
}

/**
 * Prints type arguments such as `<string, number>`, or nothing.
 *
 * @param args The type arguments, if any.
 * @returns The list with its angle brackets, or `""` when there are none.
 */
export function printTypeArgs(args: readonly TsType[] | undefined): string {
  return args === undefined || args.length === 0 ? "" : `<${args.map(printType).join(", ")}>`;
}

function wrapIf(loose: ReadonlySet<string>, type: TsType): string {
  const text = printType(type);
  return loose.has(type.kind) ? `(${text})` : text;
}

function printLiteral(literal: LiteralType): string {
  switch (literal.kind) {
    case "string":
      return JSON.stringify(literal.string ?? "");
    case "number":
      return String(literal.number ?? 0);
    case "bigInt":
      return `${literal.string ?? "0"}n`;
    case "boolean":
      return String(literal.boolean ?? false);
    case "template":
      return printTemplate(literal.tsTypes ?? []);
  }
}

/** Text and types alternate in a template literal type, starting and ending with text. */
function printTemplate(parts: readonly TsType[]): string {
  const body = parts.map((part, index) => {
    if (index % 2 === 1) return `\${${printType(part)}}`;
    const text = part.kind === "literal" && part.value.kind === "string"
      ? part.value.string ?? ""
      : printType(part);
    return text.replace(/[`\\]|\$\{/g, (special) => `\\${special}`);
  });
  return `\`${body.join("")}\``;
}

function printMapped(mapped: MappedType): string {
  const { typeParam, nameType, tsType } = mapped;
  const readonly = modifier(mapped.readonly, "readonly ");
  const optional = modifier(mapped.optional, "?");
  const constraint = typeParam.constraint === undefined ? "" : printType(typeParam.constraint);
  const rename = nameType === undefined ? "" : ` as ${printType(nameType)}`;
  const value = tsType === undefined ? "" : `: ${printType(tsType)}`;
  return `{ ${readonly}[${typeParam.name} in ${constraint}${rename}]${optional}${value} }`;
}

function modifier(change: ModifierChange | undefined, text: string): string {
  if (change === undefined) return "";
  return change === true ? text : `${change}${text}`;
}

/**
 * Prints a parameter list without its parentheses: `a: string, b?: number, ...rest: T[]`.
 *
 * @param params The parameters.
 * @returns Their text, comma-separated.
 */
export function printParams(params: readonly Param[]): string {
  return params.map((param) => printParam(param)).join(", ");
}

/**
 * Prints one parameter with its type.
 *
 * @param param The parameter.
 * @param prefix Modifiers to put first, such as `private readonly ` for a constructor's
 * parameter property.
 * @returns Its text.
 */
export function printParam(param: Param, prefix = ""): string {
  const type = param.tsType ?? innerType(param);
  const annotation = type === undefined ? "" : `: ${printType(type)}`;
  switch (param.kind) {
    case "rest":
      return `${prefix}...${printPattern(param.arg)}${annotation}`;
    case "assign":
      // `.d.ts` files have no defaults: a parameter with one is simply optional.
      return `${prefix}${printPattern(param.left)}?${annotation}`;
    default:
      return `${prefix}${printPattern(param)}${param.optional ? "?" : ""}${annotation}`;
  }
}

/** The type written on the inner part of a rest or default parameter (`...a: T[]`). */
function innerType(param: Param): Param["tsType"] {
  if (param.kind === "rest") return param.arg.tsType;
  if (param.kind === "assign") return param.left.tsType;
  return undefined;
}

/** A binding name or destructuring pattern, without types or defaults. */
function printPattern(param: Param): string {
  switch (param.kind) {
    case "identifier":
      return param.name;
    case "assign":
      return printPattern(param.left);
    case "rest":
      return `...${printPattern(param.arg)}`;
    case "array":
      return `[${
        param.elements.map((item) => item === null ? "" : printPattern(item)).join(", ")
      }]`;
    case "object":
      return param.props.length === 0 ? "{}" : `{ ${param.props.map(printProp).join(", ")} }`;
  }
}

function printProp(prop: ObjectPatternProp): string {
  switch (prop.kind) {
    case "assign":
      return prop.key;
    case "keyValue":
      return `${prop.key}: ${printPattern(prop.value)}`;
    case "rest":
      return `...${printPattern(prop.arg)}`;
  }
}

/** One member of an object type, tagged with what it is. */
export type ObjectMember =
  | { kind: "construct"; value: SignatureMember }
  | { kind: "property"; value: PropertyMember }
  | { kind: "method"; value: MethodMember }
  | { kind: "call"; value: CallSignature }
  | { kind: "index"; value: IndexSignature };

/**
 * Puts the members of an object type, which deno doc groups by kind, back in source order.
 * Members without a location keep deno doc's order, after the located ones.
 *
 * @param members The grouped members.
 * @returns Every member, tagged with its kind.
 */
export function orderedObjectMembers(members: ObjectTypeMembers): ObjectMember[] {
  const all: ObjectMember[] = [
    ...(members.constructors ?? []).map((value) => ({ kind: "construct" as const, value })),
    ...(members.properties ?? []).map((value) => ({ kind: "property" as const, value })),
    ...(members.methods ?? []).map((value) => ({ kind: "method" as const, value })),
    ...(members.callSignatures ?? []).map((value) => ({ kind: "call" as const, value })),
    ...(members.indexSignatures ?? []).map((value) => ({ kind: "index" as const, value })),
  ];
  return sortBySource(all, (member) => member.value.location);
}

/**
 * Sorts items by their source position, keeping the given order for ties and for items
 * without a position (which go last).
 *
 * @param items The items.
 * @param locationOf Where an item is declared, if known.
 * @returns A sorted copy.
 */
export function sortBySource<T>(
  items: readonly T[],
  locationOf: (item: T) => { line: number; col: number } | undefined,
): T[] {
  const keyed = items.map((item, order) => {
    const at = locationOf(item);
    return { item, order, line: at?.line ?? Infinity, col: at?.col ?? 0 };
  });
  keyed.sort((a, b) => a.line - b.line || a.col - b.col || a.order - b.order);
  return keyed.map(({ item }) => item);
}

/**
 * Prints one member as its declaration line, without the trailing `;`.
 *
 * @param member The member.
 * @returns Its text, such as `readonly size?: number` or `get(key: K): V | undefined`.
 */
export function printObjectMember(member: ObjectMember): string {
  switch (member.kind) {
    case "construct": {
      const { typeParams, params, returnType } = member.value;
      return `new ${printTypeParams(typeParams)}(${printParams(params)})${returns(returnType)}`;
    }
    case "property": {
      const { readonly, name, computed, optional, tsType } = member.value;
      return `${readonly ? "readonly " : ""}${printMemberName(name, computed)}` +
        `${optional ? "?" : ""}${returns(tsType)}`;
    }
    case "method": {
      const { kind, name, computed, optional, typeParams, params, returnType } = member.value;
      const accessor = kind === "method" ? "" : `${kind === "getter" ? "get" : "set"} `;
      return `${accessor}${printMemberName(name, computed)}${optional ? "?" : ""}` +
        `${printTypeParams(typeParams)}(${printParams(params)})${returns(returnType)}`;
    }
    case "call": {
      const { typeParams, params, tsType } = member.value;
      return `${printTypeParams(typeParams)}(${printParams(params)})${returns(tsType)}`;
    }
    case "index":
      return printIndexSignature(member.value);
  }
}

/**
 * Prints an index signature: `readonly [key: string]: unknown`.
 *
 * @param signature The signature.
 * @returns Its text.
 */
export function printIndexSignature(signature: IndexSignature): string {
  return `${signature.readonly ? "readonly " : ""}[${printParams(signature.params)}]` +
    returns(signature.tsType);
}

/**
 * A member name as it must be written: computed names (`[Symbol.iterator]`) and names that
 * are identifiers or numbers as they are, anything else quoted.
 *
 * @param name The member name deno doc gives.
 * @param computed Whether the source wrote it as a computed name.
 * @returns The name to print.
 */
export function printMemberName(name: string, computed?: boolean): string {
  if (computed || name.startsWith("[") || /^(?:[A-Za-z_$#][\w$]*|\d+)$/.test(name)) return name;
  return JSON.stringify(name);
}

/**
 * Prints a `: Type` annotation, or nothing when the type is unknown.
 *
 * @param type The type, if deno doc knows it.
 * @returns `: Type` or `""`.
 */
export function returns(type: TsType | undefined): string {
  return type === undefined ? "" : `: ${printType(type)}`;
}
