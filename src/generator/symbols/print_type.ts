/**
 * Prints the types of `deno doc --json` as TypeScript declaration text, the way a `.d.ts` file
 * shows them. This walks the engine's documented JSON structure; nothing here reads source code.
 *
 * @module
 */
import type {
  LiteralType,
  MappedType,
  ModifierChange,
  ObjectTypeMembers,
  TsType,
  TypeParam,
} from "./deno_doc_json.ts";
import { orderedObjectMembers, printObjectMember } from "./print_object_member.ts";
import { printParams } from "./print_params.ts";

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
