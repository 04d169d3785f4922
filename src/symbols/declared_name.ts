/**
 * The name a declaration gives itself in its signature, whatever name it is exported under: a
 * package's `default` is often a declaration with a name of its own (`export default class
 * WaButton`, UI5's `enum ListItemType`, swr's `function useSWR`), which users import under that
 * name and ask for by it.
 *
 * @module
 */

/** A signature's declared name: after its modifiers and keyword, or its first word. */
const DECLARED =
  /^(?:(?:declare|export|default|abstract)\s+)*(?:(?:function\*?|const|let|var|class|namespace|module|interface|type|enum)\s+)?([A-Za-z_$][\w$]*)/;

/**
 * The name a declaration's signature declares.
 *
 * @param signature A symbol's signature (its first line counts).
 * @returns The name (`WaButton` for `export default class WaButton extends ...`), or `undefined`
 *   for a signature that does not start with one.
 *
 * @example
 * ```ts
 * import { declaredName } from "./declared_name.ts";
 *
 * console.log(declaredName("export default class WaButton extends WebAwesomeElement")); // "WaButton"
 * console.log(declaredName("enum ListItemType")); // "ListItemType"
 * console.log(declaredName("debounce<T>(fn: T): T")); // "debounce"
 * ```
 */
export function declaredName(signature: string): string | undefined {
  return DECLARED.exec(signature)?.[1];
}
