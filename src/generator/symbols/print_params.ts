/**
 * Prints parameter lists as a `.d.ts` shows them: a default value becomes an optional marker,
 * destructuring patterns keep their names but lose their defaults.
 *
 * @module
 */
import type { ObjectPatternProp, Param } from "./deno_doc_json.ts";
import { printType } from "./print_type.ts";

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
