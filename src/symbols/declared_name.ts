/**
 * The name a declaration gives itself in its signature, whatever name it is exported under: a
 * package's `default` is often a declaration with a name of its own (`export default class
 * WaButton`, UI5's `enum ListItemType`, swr's `function useSWR`), which users import under that
 * name and ask for by it.
 *
 * Likewise the named type a variable is declared with (`const computed: IComputedFactory`), which
 * is what the variable is.
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
  const name = DECLARED.exec(signature)?.[1];
  return name === undefined || KEYWORDS.has(name) ? undefined : name;
}

/** Words a signature starts with that are no name (`export default function (...)`). */
const KEYWORDS: ReadonlySet<string> = new Set(
  "abstract async class const declare default enum export function interface let module namespace type var"
    .split(" "),
);

/**
 * The name a package's `default` export goes by: the name its declaration gives itself, else,
 * when it has none or a compiler's (`const _default`), its entry's (`vite` for vue-router's
 * `./vite`; not a file's, `./calendar-translations/bg.js`; the package's own for its main entry,
 * camelCased: `vueRouter`).
 *
 * @param symbol The `default` symbol: its signature and entry.
 * @param packageName The package's name.
 * @returns The name, or `undefined` when neither gives an identifier.
 *
 * @example
 * ```ts
 * import { defaultExportName } from "./declared_name.ts";
 *
 * console.log(defaultExportName({ signature: "const _default: Plugin", subpath: "./vite" }, "vue-router")); // "vite"
 * console.log(defaultExportName({ signature: "enum ListItemType", subpath: "./types/ListItemType.js" }, "x")); // "ListItemType"
 * ```
 */
export function defaultExportName(
  symbol: { signature: string; subpath: string },
  packageName: string,
): string | undefined {
  const own = declaredName(symbol.signature);
  if (own !== undefined && !own.startsWith("_")) return own;
  // An entry named as an import writes it (`./vite`), not a file a pattern opens
  // (`./calendar-translations/bg.js`: Lion's 390 such, one a language each, are no API names).
  const file = symbol.subpath === "."
    ? packageName.slice(packageName.lastIndexOf("/") + 1)
    : symbol.subpath.startsWith("./") && !/\.[cm]?js$/.test(symbol.subpath)
    ? symbol.subpath.split("/").at(-1)!
    : "";
  const name = file.replace(/[-_.]+([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase());
  return IDENTIFIER.test(name) && !KEYWORDS.has(name) ? name : undefined;
}

/**
 * The name a symbol is shown and found by: its own, or for a `default` export the name
 * {@link defaultExportName} gives it, unless the package exports another symbol of that name
 * (then `default` stays).
 *
 * @param symbol The symbol: its name, signature and entry.
 * @param packageName The package's name.
 * @param exported Whether the package exports a symbol of a name.
 * @returns The name.
 *
 * @example
 * ```ts
 * import { shownName } from "./declared_name.ts";
 *
 * const koa = { name: "default", signature: "class Application extends EventEmitter", subpath: "." };
 * console.log(shownName(koa, "koa", () => false)); // "Application"
 * ```
 */
export function shownName(
  symbol: { name: string; signature: string; subpath: string },
  packageName: string,
  exported: (name: string) => boolean,
): string {
  if (symbol.name !== "default") return symbol.name;
  const own = defaultExportName(symbol, packageName);
  return own === undefined || exported(own) ? symbol.name : own;
}

/** A JavaScript identifier. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A variable whose type is a named type: `const vi: VitestUtils`, `declare let app: App<Env>`. */
const TYPED_VARIABLE = /^(?:declare )?(?:const|let|var) [\w$]+: ([A-Za-z_$][\w$]*)(?:<[^=]*>)?;?$/;

/**
 * The named type a variable's signature declares it with.
 *
 * @param signature A symbol's signature.
 * @returns The type's name (`IComputedFactory` for `const computed: IComputedFactory`), or
 *   `undefined` for any other signature.
 *
 * @example
 * ```ts
 * import { variableType } from "./declared_name.ts";
 *
 * console.log(variableType("const computed: IComputedFactory")); // "IComputedFactory"
 * console.log(variableType("function computed(): void")); // undefined
 * ```
 */
export function variableType(signature: string): string | undefined {
  return TYPED_VARIABLE.exec(signature)?.[1];
}
