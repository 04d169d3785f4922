/**
 * Prints one declaration's signature line: the whole declaration for functions, variables and
 * type aliases; the header for classes, interfaces, enums and namespaces, whose members are
 * recorded apart.
 *
 * @module
 */
import type { DocDeclaration, FunctionDef, ObjectTypeMembers } from "./deno_doc_json.ts";
import {
  orderedObjectMembers,
  printObjectMember,
  printParams,
  printType,
  printTypeArgs,
  printTypeParams,
  returns,
} from "./print_type.ts";

/** A declaration that is not a reference to another one. */
export type OwnDeclaration = Exclude<DocDeclaration, { kind: "reference" }>;

/**
 * Prints a declaration as a `.d.ts` reader sees it, without `export`, bodies or initialisers.
 *
 * @param name The name it is exported under.
 * @param declaration The declaration.
 * @param isDefault Whether it is the module's default export (then its own name, if it has
 * one, follows `export default`).
 * @returns The signature, on one line except for a type alias of an object literal type,
 * which lists one member per line.
 */
export function printDeclaration(
  name: string,
  declaration: OwnDeclaration,
  isDefault: boolean,
): string {
  const defName = "defName" in declaration.def ? declaration.def.defName : undefined;
  const head = (keyword: string) =>
    isDefault
      ? `export default ${keyword}${defName === undefined ? "" : ` ${defName}`}`
      : `${keyword} ${name}`;
  switch (declaration.kind) {
    case "function":
      return printFunction(declaration.def, head);
    case "variable": {
      const { kind, tsType } = declaration.def;
      // A default-exported expression has no name of its own; tsc declares it this way.
      return isDefault
        ? `declare const _default${returns(tsType)}; export default _default`
        : `${kind} ${name}${returns(tsType)}`;
    }
    case "class": {
      const def = declaration.def;
      const base = def.extends === undefined
        ? ""
        : ` extends ${def.extends}${printTypeArgs(def.superTypeParams)}`;
      const implemented = def.implements?.length
        ? ` implements ${def.implements.map(printType).join(", ")}`
        : "";
      return `${head(def.isAbstract ? "abstract class" : "class")}` +
        `${printTypeParams(def.typeParams)}${base}${implemented}`;
    }
    case "interface": {
      const def = declaration.def;
      const bases = def.extends?.length ? ` extends ${def.extends.map(printType).join(", ")}` : "";
      return `${head("interface")}${printTypeParams(def.typeParams)}${bases}`;
    }
    case "typeAlias": {
      const { tsType, typeParams } = declaration.def;
      const body = tsType.kind === "typeLiteral" ? printBlock(tsType.value) : printType(tsType);
      return `${head("type")}${printTypeParams(typeParams)} = ${body}`;
    }
    case "enum":
      return head("enum");
    case "namespace":
      return head("namespace");
  }
}

function printFunction(def: FunctionDef, head: (keyword: string) => string): string {
  // Without a declared return type, `async` and `*` are all that tells a caller what comes back.
  const unknownReturn = def.returnType === undefined;
  const keyword = unknownReturn && def.isGenerator ? "function*" : "function";
  const prefix = unknownReturn && def.isAsync ? "async " : "";
  return `${head(prefix + keyword)}${printTypeParams(def.typeParams)}` +
    `(${printParams(def.params)})${returns(def.returnType)}`;
}

/** An object literal type with one member per line, as a type alias of one reads best. */
function printBlock(members: ObjectTypeMembers): string {
  const lines = orderedObjectMembers(members).map(printObjectMember);
  return lines.length === 0 ? "{}" : `{\n${lines.map((line) => `  ${line};\n`).join("")}}`;
}
