/**
 * Which symbols a `kind` filter keeps: those of that kind, and for `function` the constants one
 * calls too (`const merge: { <A>(that: A): ... }`, `const pipe: (...fns) => ...`): libraries of
 * dual APIs (effect, zod's `z.stringbool`) declare their functions so.
 *
 * @module
 */
/**
 * A constant whose type is called: an arrow type, or a type literal of call signatures.
 */
const CALLABLE_CONST =
  /^(?:export\s+)?(?:declare\s+)?const\s+[\w$]+\s*:\s*(?:\{\s*[<(]|(?:<[^()]*>\s*)?\(\s*(?:\.\.\.|[\w$]+\??\s*:|\)))/;

/**
 * Whether a symbol is a constant one calls.
 *
 * @param symbol Its kind and signature.
 * @returns `true` for a variable whose declared type is a function's.
 *
 * @example
 * ```ts
 * import { callableConstant } from "./kind_filter.ts";
 *
 * console.log(callableConstant({ kind: "variable", signature: "const merge: {\n  <A>(that: A): A;\n}" })); // true
 * console.log(callableConstant({ kind: "variable", signature: "const VERSION: string" })); // false
 * ```
 */
export function callableConstant(symbol: { kind: string; signature: string }): boolean {
  return symbol.kind === "variable" && CALLABLE_CONST.test(symbol.signature);
}

/**
 * Whether a symbol is one a filter for `kind` keeps.
 *
 * @param symbol Its kind and whether it is a constant one calls ({@link callableConstant}).
 * @param kind The kind asked for.
 * @returns `true` when it is of that kind, or a constant one calls when `function` is asked.
 *
 * @example
 * ```ts
 * import { ofKind } from "./kind_filter.ts";
 *
 * console.log(ofKind({ kind: "variable", callable: true }, "function")); // true
 * console.log(ofKind({ kind: "variable", callable: true }, "class")); // false
 * ```
 */
export function ofKind(symbol: { kind: string; callable?: boolean }, kind: string): boolean {
  return symbol.kind === kind || (kind === "function" && symbol.callable === true);
}

/** A constant typed by a named type: `const useSelector: UseSelector<unknown>`. */
const TYPED_CONST =
  /^(?:export\s+)?(?:declare\s+)?const\s+[\w$]+\s*:\s*([A-Za-z_$][\w$]*)(?:<.*>)?;?$/s;

/**
 * Which of a package's symbols are constants one calls: those {@link callableConstant} reads so,
 * and those typed by a type of the package that has call signatures (react-redux's
 * `const useSelector: UseSelector<unknown>`, whose interface is callable).
 *
 * @param symbols The package's symbols.
 * @returns Whether a symbol of it is a constant one calls.
 *
 * @example
 * ```ts
 * import { callablesOf } from "./kind_filter.ts";
 *
 * const useSelector = { name: "useSelector", kind: "variable", signature: "const useSelector: UseSelector<unknown>" };
 * const type = { name: "UseSelector", kind: "interface", signature: "interface UseSelector", members: [{ kind: "call" }] };
 * console.log(callablesOf([useSelector, type])(useSelector)); // true
 * ```
 */
export function callablesOf(
  symbols: readonly { name: string; members?: readonly { kind: string }[] }[],
): (symbol: { kind: string; signature: string }) => boolean {
  const callableTypes = new Set(
    symbols.filter((type) => type.members?.some((member) => member.kind === "call"))
      .map((type) => type.name),
  );
  return (symbol) => {
    if (callableConstant(symbol)) return true;
    const type = symbol.kind === "variable" ? TYPED_CONST.exec(symbol.signature)?.[1] : undefined;
    return type !== undefined && callableTypes.has(type);
  };
}
