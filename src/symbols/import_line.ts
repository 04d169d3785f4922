/**
 * The import statement an assistant pastes to use a symbol.
 *
 * @module
 */
import type { ApiSymbol } from "../snapshot/model.ts";
import { runtimePackageOf } from "../catalog/types_package_names.ts";

/** Kinds that exist only as types: `import type` keeps them out of the emitted JavaScript. */
const TYPE_ONLY: ReadonlySet<string> = new Set(["interface", "typeAlias"]);

/**
 * `export default class Name`, `export default async function* name`, or the declaration a later
 * `export default Name;` names (`class Button extends UI5Element`): the own name.
 */
const DEFAULT_NAME =
  /^(?:export default )?(?:declare )?(?:abstract class|class|async function\*?|function\*?|interface|enum|namespace|type|const|let|var) ([A-Za-z_$][\w$]*)/;

/** A declaration's name that is no user's: one character, or marked internal by a `_`. */
const INTERNAL_NAME = /^(?:[A-Za-z_$]|_.*)$/;

/**
 * The import line for a symbol: `import { name } from "spec";`, `import type` for interfaces,
 * type aliases and whatever is exported as a type only, the module's default for a value a
 * CommonJS module shows Node's ES modules no name of, a comment for a type no entry exports
 * (`// LocatorAssertions is not exported: Expect of "@playwright/test" gives it`) or one its
 * package's types declare globally (`Express.Multer.File`), the export a type in nested
 * namespaces is reached through (`Stripe` of `Stripe.Checkout.SessionCreateParams`), and a default
 * import named after the declaration (or the entry) for a default export.
 *
 * @param packageName The exporting package's name.
 * @param symbol The symbol.
 * @returns One line of TypeScript.
 *
 * @example
 * ```ts
 * import { importLine } from "./import_line.ts";
 *
 * const symbol = { name: "Ward", kind: "interface", subpath: "./types", signature: "interface Ward", file: "a.ts", line: 1 } as const;
 * console.log(importLine("@fx/ward", symbol)); // import type { Ward } from "@fx/ward/types";
 * ```
 */
export function importLine(packageName: string, symbol: ApiSymbol): string {
  const specifier = importSpecifier(packageName, symbol.subpath);
  if (symbol.reachedThrough !== undefined) {
    return `// ${symbol.name} is not exported: ${symbol.reachedThrough} of ` +
      `${JSON.stringify(specifier)} gives it`;
  }
  if (symbol.global) {
    return `// ${symbol.name} is global: the types of ${JSON.stringify(specifier)} declare it ` +
      "globally, with no import";
  }
  // A type declared in nested namespaces (`Stripe.Checkout.SessionCreateParams`) is reached
  // through the export its name starts with.
  if (symbol.name.includes(".")) {
    const root = symbol.name.slice(0, symbol.name.indexOf("."));
    return `import type { ${root} } from ${JSON.stringify(specifier)}; // ${symbol.name}`;
  }
  if (symbol.defaultOnly) {
    const module = defaultBinding("", specifier);
    // A class or enum named only as a type is imported so, and TypeScript leaves it out.
    const asType = symbol.kind === "class" || symbol.kind === "enum"
      ? ` (as a type: import type { ${symbol.name} })`
      : "";
    return `import ${module} from ${JSON.stringify(specifier)}; // ${module}.${symbol.name}: ` +
      `this CommonJS module shows Node's ES modules no such name to import${asType}`;
  }
  const keyword = TYPE_ONLY.has(symbol.kind) || symbol.typeOnly ? "import type" : "import";
  const binding = symbol.name === "default"
    ? defaultBinding(symbol.signature, specifier)
    : `{ ${symbol.name} }`;
  return `${keyword} ${binding} from ${JSON.stringify(specifier)};`;
}

/**
 * What an import names to reach an entry: the package and its subpath (`@std/assert` and
 * `./equals` are `@std/assert/equals`; the main entry `.` adds nothing), or the name of a module
 * the package declares by name (`node:fs` of `@types/node`). A type-only package served on its
 * own is imported by the name of the module it types, as TypeScript resolves it
 * (`@types/express-serve-static-core` as `express-serve-static-core`).
 *
 * @param packageName The package's name.
 * @param subpath The entry's subpath.
 * @returns The module specifier.
 *
 * @example
 * ```ts
 * import { importSpecifier } from "./import_line.ts";
 *
 * console.log(importSpecifier("next", "./navigation"), importSpecifier("@types/node", "node:fs")); // "next/navigation" "node:fs"
 * ```
 */
export function importSpecifier(packageName: string, subpath: string): string {
  if (!subpath.startsWith(".")) return subpath;
  return (runtimePackageOf(packageName) ?? packageName) + subpath.slice(1);
}

/**
 * The declaration's own name, else a camel-cased identifier made from the entry's last part: also
 * for a name no user writes, a bundle's one letter or an internal `_name` (express's `e`, yargs'
 * `_instanceFactory`: `import express from "express"`, `import yargs from "yargs"`).
 */
function defaultBinding(signature: string, specifier: string): string {
  // `export = ts` of a namespace records `default` as `namespace ts`: imported as `ts`.
  const own = DEFAULT_NAME.exec(signature)?.[1];
  // `namespace default` (query-string's `export default queryString` of `import * as`) names none.
  if (own !== undefined && own !== "default" && !INTERNAL_NAME.test(own)) return own;
  // The entry's file name without its extension: `@ui5/webcomponents/Button.js` is `Button`.
  const last = specifier.split("/").pop()!.replace(/^@/, "").replace(/\.[cm]?[jt]sx?$/, "");
  const words = last.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((word, i) => i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))
    .join("");
  return /^[A-Za-z_$]/.test(name) ? name : `_${name}`;
}
