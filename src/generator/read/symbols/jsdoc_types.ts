/**
 * Types for JavaScript from its JSDoc. deno doc reads `@param {T} name` and `@returns {T}` of a
 * `.js` module into tags, but leaves the function's parameters and return type untyped; with
 * the types put where TypeScript has them, a JavaScript function's signature reads like its
 * TypeScript twin's (`function clamp(value: number, min: number): number`).
 *
 * @module
 */
import type { DocModule, FunctionDef, JsDoc, JsDocTag, Param } from "./deno_doc_json.ts";

/** Modules whose types live in JSDoc: JavaScript. */
export const JS_MODULE: RegExp = /\.[cm]?jsx?$/;

/**
 * Types the functions, methods and constructors of a JavaScript module from their JSDoc, in
 * place. A type the code already has (deno doc infers some) is kept.
 *
 * @param module deno doc's output for one JavaScript module.
 *
 * @example
 * ```ts
 * import { typeFromJsDoc } from "./jsdoc_types.ts";
 * import type { DocModule } from "./deno_doc_json.ts";
 *
 * const number = { kind: "keyword", value: "number", repr: "number" } as const;
 * const module: DocModule = {
 *   symbols: [{
 *     name: "half",
 *     declarations: [{
 *       kind: "function",
 *       declarationKind: "export",
 *       location: { filename: "file:///half.js", line: 1, col: 0 },
 *       jsDoc: { tags: [{ kind: "param", name: "x", tsType: number }, { kind: "return", tsType: number }] },
 *       def: { params: [{ kind: "identifier", name: "x" }] },
 *     }],
 *   }],
 * };
 * typeFromJsDoc(module);
 * const [declaration] = module.symbols?.[0]?.declarations ?? [];
 * console.assert(declaration?.kind === "function" && declaration.def.returnType === number);
 * ```
 */
export function typeFromJsDoc(module: DocModule): void {
  for (const symbol of module.symbols ?? []) {
    for (const declaration of symbol.declarations) {
      if (declaration.kind === "function") typeFunction(declaration.def, declaration.jsDoc);
      if (declaration.kind !== "class") continue;
      for (const constructor of declaration.def.constructors ?? []) {
        typeParams(constructor.params, constructor.jsDoc);
      }
      for (const method of declaration.def.methods ?? []) {
        typeFunction(method.functionDef, method.jsDoc);
      }
    }
  }
}

function typeFunction(def: FunctionDef, jsDoc: JsDoc | undefined): void {
  typeParams(def.params, jsDoc);
  const returns = jsDoc?.tags?.find((tag) => tag.kind === "return")?.tsType;
  if (def.returnType === undefined && returns !== undefined) def.returnType = returns;
}

function typeParams(params: Param[], jsDoc: JsDoc | undefined): void {
  const tags = new Map<string, JsDocTag>();
  for (const tag of jsDoc?.tags ?? []) {
    if (tag.kind === "param" && tag.name !== undefined) tags.set(tag.name, tag);
  }
  if (tags.size === 0) return;
  for (const param of params) {
    // A default value (`by = 1`) is an `assign` whose left side has the name.
    const named = param.kind === "assign" ? param.left : param;
    if (named.kind !== "identifier") continue;
    const tag = tags.get(named.name);
    if (tag?.tsType === undefined || param.tsType !== undefined || named.tsType !== undefined) {
      continue;
    }
    named.tsType = tag.tsType;
    if (tag.optional && param.kind === "identifier") param.optional = true;
  }
}
