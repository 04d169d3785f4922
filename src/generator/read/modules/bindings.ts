/**
 * Names bound by `export const|let|var` declarations, destructuring patterns included.
 *
 * @module
 */
import { endOfBracket, indexOutsideBrackets, splitOutsideBrackets } from "./top_level_split.ts";

const IDENTIFIER = /^[A-Za-z_$][\w$]*/;

/** Characters that, at the end of a line, mean the statement continues on the next one. */
const CONTINUES_AFTER = /[=,([{+\-*/%&|^!?:<>.]$/;
/** Characters that, at the start of a line, mean it continues the statement above. */
const CONTINUES_BEFORE = /^[=,)\]}+\-*/%&|^?:<>.]/;

/**
 * Lists the names a variable statement binds.
 *
 * @param masked Masked source text.
 * @param start Index just after `const`, `let`, `var` or `using`.
 * @param bareAllowed Whether a declarator may be a name alone (`let a, b;`): `const` and
 * `using` declarators always have an initialiser or a type.
 * @returns The bound names, in order.
 */
export function declaredNames(masked: string, start: number, bareAllowed: boolean): string[] {
  const statement = masked.slice(start, endOfStatement(masked, start));
  // Commas inside `<T = unknown, U = any>` or `Handler<E, P>` separate no declarators.
  return splitOutsideBrackets(statement, ",", true).flatMap((declarator) => {
    const text = declarator.trim();
    const opener = text[0];
    if (opener === "{" || opener === "[") {
      return patternNames(text.slice(0, endOfBracket(text, 0)));
    }
    // A piece that does not start with `name =`, `name:` or (where allowed) `name` alone is
    // the tail of a generic type argument list such as `Map<string, number>` or
    // `Handler<E, P, I>`; it binds nothing.
    const name = (bareAllowed ? /^([A-Za-z_$][\w$]*)\s*(?:[:=!]|$)/ : /^([A-Za-z_$][\w$]*)\s*[:=!]/)
      .exec(text);
    return name === null ? [] : [name[1] as string];
  });
}

/**
 * Where a statement that starts at `start` ends: at a `;` outside brackets, or at a line break
 * outside brackets that automatic semicolon insertion would treat as the end.
 */
function endOfStatement(masked: string, start: number): number {
  let depth = 0;
  for (let i = start; i < masked.length; i++) {
    const c = masked[i] as string;
    if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
    else if (depth === 0 && c === ";") return i;
    else if (depth === 0 && c === "\n") {
      const before = masked.slice(start, i).trimEnd();
      const after = masked.slice(i + 1).trimStart();
      if (before !== "" && !CONTINUES_AFTER.test(before) && !CONTINUES_BEFORE.test(after)) return i;
    }
  }
  return masked.length;
}

/** Names bound by an object (`{ a, b: c }`) or array (`[a, , ...b]`) pattern. */
function patternNames(pattern: string): string[] {
  const isObject = pattern.startsWith("{");
  return splitOutsideBrackets(pattern.slice(1, -1), ",").flatMap((element) => {
    let target = element.trim().replace(/^\.\.\./, "");
    if (isObject && !element.trim().startsWith("...")) {
      // `key: target`, but not the `:` of a conditional in a default (`a = x ? y : z`).
      const colon = indexOutsideBrackets(target, ":");
      const equals = indexOutsideBrackets(target, "=");
      if (colon !== -1 && (equals === -1 || colon < equals)) {
        target = target.slice(colon + 1).trim();
      }
    }
    const equals = indexOutsideBrackets(target, "=");
    if (equals !== -1) target = target.slice(0, equals).trim();
    if (target.startsWith("{") || target.startsWith("[")) return patternNames(target);
    const name = IDENTIFIER.exec(target);
    return name === null ? [] : [name[0]];
  });
}
