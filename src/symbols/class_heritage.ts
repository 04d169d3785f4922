/**
 * What a class builds on: the class it extends and the mixins applied to it (`class A extends
 * Focusable(Base)` extends `Base` through `Focusable`), from the package's Custom Elements
 * Manifest when that declares the class (the analyzer reads mixin calls that a signature may
 * leave out), else from its signature.
 *
 * @module
 */
import type { CemDeclaration } from "../snapshot/model.ts";

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
  const header = signature.split("\n").find((line) => /\bclass\b/.test(line)) ?? "";
  const named = /\bclass\s+[A-Za-z_$][\w$]*/.exec(header);
  if (named === null) return null;
  const rest = skipTypeParameters(header.slice(named.index + named[0].length));
  const clause = /^\s*extends\s+(.+?)(?:\s+implements\s.*)?\s*$/.exec(rest);
  if (clause === null) return null;
  let base = (clause[1] as string).trim();
  const mixins: string[] = [];
  for (let call = MIXIN_CALL.exec(base); call !== null; call = MIXIN_CALL.exec(base)) {
    if (!base.endsWith(")")) break;
    mixins.push(call[1] as string);
    base = firstArgument(base.slice(call[0].length, -1));
  }
  return mixins.length === 0 ? { extends: base } : { extends: base, mixins };
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
  let depth = 0;
  for (let i = 0; i < args.length; i++) {
    const char = args[i] as string;
    if ("(<[{".includes(char)) depth++;
    else if (")>]}".includes(char)) depth--;
    else if (char === "," && depth === 0) return args.slice(0, i).trim();
  }
  return args.trim();
}
