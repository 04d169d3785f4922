/**
 * What a class builds on: the class it extends and the mixins applied to it (`class A extends
 * Focusable(Base)` extends `Base` through `Focusable`), from the package's Custom Elements
 * Manifest when that declares the class (the analyzer reads mixin calls that a signature may
 * leave out), else from its signature.
 *
 * @module
 */
import type { CemDeclaration } from "../snapshot/model.ts";
import { topLevelItems } from "./top_level_items.ts";

/** A class's heritage. */
export interface ClassHeritage {
  /** The base class expression, mixins unwrapped (`LitElement`). */
  extends: string;
  /** The mixins applied to it, outermost first. */
  mixins?: string[];
}

/**
 * The heritage a Custom Elements Manifest declaration records.
 *
 * @param declaration A class declaration of the manifest.
 * @returns The heritage, or `null` when it records no superclass.
 *
 * @example
 * ```ts
 * import { manifestHeritage } from "./class_heritage.ts";
 *
 * const heritage = manifestHeritage({
 *   kind: "class",
 *   name: "A",
 *   superclass: { name: "LitElement", package: "lit" },
 *   mixins: [{ name: "Focusable", module: "src/focusable.ts" }],
 * });
 * console.log(heritage); // { extends: "LitElement", mixins: ["Focusable"] }
 * ```
 */
export function manifestHeritage(declaration: CemDeclaration): ClassHeritage | null {
  const base = declaration.superclass?.name;
  if (typeof base !== "string") return null;
  const mixins = Array.isArray(declaration.mixins)
    ? declaration.mixins.map((mixin) => (mixin as { name?: unknown }).name)
      .filter((name): name is string => typeof name === "string")
    : [];
  return mixins.length === 0 ? { extends: base } : { extends: base, mixins };
}

/** A mixin call `Name(` or `ns.Name<T>(`. */
const MIXIN_CALL = /^([A-Za-z_$][\w$.]*)(?:<[^()]*>)?\(/;

/**
 * Reads the heritage of a class from its signature's header line.
 *
 * @param signature A class signature, such as `class A extends Focusable(LitElement)`.
 * @returns The heritage, or `null` for a class that extends nothing.
 *
 * @example
 * ```ts
 * import { classHeritage } from "./class_heritage.ts";
 *
 * console.log(classHeritage("class A<T extends B> extends Focusable(Disabled(LitElement))"));
 * // { extends: "LitElement", mixins: ["Focusable", "Disabled"] }
 * ```
 */
export function classHeritage(signature: string): ClassHeritage | null {
  let base = extendsClause(signature, "class");
  if (base === null) return null;
  const mixins: string[] = [];
  for (let call = MIXIN_CALL.exec(base); call !== null; call = MIXIN_CALL.exec(base)) {
    if (!base.endsWith(")")) break;
    mixins.push(call[1] as string);
    base = firstArgument(base.slice(call[0].length, -1));
  }
  return mixins.length === 0 ? { extends: base } : { extends: base, mixins };
}

/**
 * The types a class or interface heading extends, by name (`interface A<T extends B> extends C,
 * D<T>` gives C and D; a class's mixin call gives the mixin).
 *
 * @param signature A class or interface signature.
 * @returns The names, in order; none for a heading that extends nothing.
 *
 * @example
 * ```ts
 * import { extendedTypes } from "./class_heritage.ts";
 *
 * console.log(extendedTypes("interface Watch<T extends string = string> extends Effect, Debug<T>"));
 * // ["Effect", "Debug"]
 * console.log(extendedTypes("interface Upload extends Pick<Partial<Config>, 'a' | 'b'>")); // ["Config"]
 * ```
 */
export function extendedTypes(signature: string): string[] {
  const clause = extendsClause(signature, "interface") ?? extendsClause(signature, "class");
  if (clause === null) return [];
  return topLevelItems(clause).map(builtOn)
    .filter((name): name is string => name !== undefined);
}

/** The standard library's types that make a type from another one, its first argument. */
const UTILITIES = new Set(["Pick", "Omit", "Partial", "Required", "Readonly"]);

/**
 * The name of the type a heritage item builds on: its own, or, through the standard library's
 * utility types, the one they are applied to (`Pick<UploadConfig, 'metadata'>` is
 * `UploadConfig`, whose members `@google-cloud/storage`'s upload options pick).
 */
function builtOn(item: string): string | undefined {
  const name = /^[A-Za-z_$][\w$.]*/.exec(item)?.[0];
  if (name === undefined || !UTILITIES.has(name) || !item.endsWith(">")) return name;
  const [first] = topLevelItems(item.slice(name.length + 1, -1));
  return first === undefined ? undefined : builtOn(first);
}

/**
 * The named types a type alias is made of, whose members are its own: each part of the
 * intersection it stands for (`type JobsOptions = BaseJobOptions & CompressableJobOptions`), or
 * the one type it renames (`type BuildOptions = BuildEnvironmentOptions`); an object literal or
 * another type expression names none.
 *
 * @param signature A type alias's signature.
 * @returns The names, in order.
 *
 * @example
 * ```ts
 * import { aliasedTypes } from "./class_heritage.ts";
 *
 * console.log(aliasedTypes("type Ctx<S = {}> = Extendable<S> & { state: S } & Custom"));
 * // ["Extendable", "Custom"]
 * ```
 */
export function aliasedTypes(signature: string): string[] {
  const head = /^(?:export\s+)?(?:declare\s+)?type\s+[A-Za-z_$][\w$]*/.exec(signature);
  if (head === null) return [];
  const rest = skipTypeParameters(signature.slice(head[0].length).trimStart());
  const aliased = /^=\s*([\s\S]*?);?\s*$/.exec(rest.trimStart())?.[1];
  if (aliased === undefined) return [];
  return topLevelItems(aliased, "&")
    .map((part) => /^([A-Za-z_$][\w$]*)(?:<[\s\S]*>)?$/.exec(part)?.[1])
    .filter((name): name is string => name !== undefined);
}

/**
 * What follows `extends` in the heading of a class or interface (type parameters skipped, an
 * `implements` clause left out), or `null` when it extends nothing.
 */
function extendsClause(signature: string, keyword: "class" | "interface"): string | null {
  const header = signature.split("\n").find((line) => new RegExp(`\\b${keyword}\\b`).test(line)) ??
    "";
  const named = new RegExp(`\\b${keyword}\\s+[A-Za-z_$][\\w$]*`).exec(header);
  if (named === null) return null;
  const rest = skipTypeParameters(header.slice(named.index + named[0].length));
  return /^\s*extends\s+(.+?)(?:\s+implements\s.*)?\s*$/.exec(rest)?.[1]?.trim() ?? null;
}

/** Drops a leading `<...>` type parameter list (angle brackets balanced). */
function skipTypeParameters(text: string): string {
  if (!text.startsWith("<")) return text;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "<") depth++;
    else if (text[i] === ">" && text[i - 1] !== "=" && --depth === 0) return text.slice(i + 1);
  }
  return text;
}

/** The first argument of an argument list (brackets balanced). */
function firstArgument(args: string): string {
  return topLevelItems(args)[0]!;
}
