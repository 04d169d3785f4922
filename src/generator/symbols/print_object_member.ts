/**
 * Prints the members of interfaces and type literals: properties, methods, accessors, call,
 * construct and index signatures.
 *
 * @module
 */
import type {
  CallSignature,
  IndexSignature,
  MethodMember,
  ObjectTypeMembers,
  PropertyMember,
  SignatureMember,
  TsType,
} from "./deno_doc_json.ts";
import { printParams } from "./print_params.ts";
import { printType, printTypeParams } from "./print_type.ts";

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
