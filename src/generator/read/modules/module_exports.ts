/**
 * A module's exported names, read by TypeScript's own parser (`ts.createSourceFile`: syntax
 * only, no program and no type checking) from the module's top-level statements.
 *
 * TypeScript is large: this module is reached only through the package builder, which the
 * generator imports when it builds an entry.
 *
 * @module
 */
import ts from "typescript";

/**
 * One thing a module exports: a name (`default` for a default export), or everything another
 * module exports (`export * from "..."`), whose names the caller has to look up.
 */
export type ExportItem = { name: string } | { starFrom: string };

/** What one module's source says about its exports. */
export interface ModuleExports {
  /** The exports in source order; names may repeat (overloads, declaration merging). */
  items: ExportItem[];
  /**
   * What each `declare module "name" { ... }` block of the module exports, by module name, in
   * source order (a `.d.ts` that declares a package's modules: `"pkg/sub"`). Blocks for one
   * name add up. Empty for a module without such blocks.
   */
  ambientModules: Map<string, ExportItem[]>;
  /** Export statements that were not understood, as `line N: text`. */
  unsupported: string[];
}

/**
 * Lists what a TypeScript or JavaScript module exports.
 *
 * Read: `export` before a function (`async`, generator), a class, `const`/`let`/`var`/`using`
 * (destructuring included), an enum, an interface, a type, a namespace or module, optionally
 * after `declare`; `export default ...` and `export =` (both `default`); `export { a, b as c }`
 * with or without `from`; `export * as ns from`; `export import A = B`. `export * from` is
 * returned as a `starFrom` item for the caller to follow. `export as namespace X` names a
 * global for script users and adds no export. Statements inside a namespace are not the
 * module's; those of a `declare module "name"` block are recorded under that name. As in
 * TypeScript, a declaration file that is a module, and a `declare module` block, export every
 * declaration, `export` or not, unless they hold an `export { ... }`, `export * from`,
 * `export =` or `export default` statement.
 *
 * @param source The module's text.
 * @param fileName Its file name: the extension says how to parse it (`.tsx` and `.jsx` hold
 * JSX; a `.d.ts` is a declaration file).
 * @returns The exports in source order, the ambient modules' and any statement not understood.
 *
 * @example
 * ```ts
 * import { moduleExports } from "./module_exports.ts";
 *
 * const { items } = moduleExports('export const a = 1;\nexport * from "./b.ts";', "a.ts");
 * console.log(items); // [{ name: "a" }, { starFrom: "./b.ts" }]
 * ```
 */
export function moduleExports(source: string, fileName = "module.ts"): ModuleExports {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const result: ModuleExports = { items: [], ambientModules: new Map(), unsupported: [] };
  const fileContext = file.isDeclarationFile && ts.isExternalModule(file) &&
    isExportContext(file.statements);
  for (const statement of file.statements) {
    if (ts.isModuleDeclaration(statement) && ts.isStringLiteral(statement.name)) {
      const items = result.ambientModules.get(statement.name.text) ?? [];
      const body = statement.body;
      if (body !== undefined && ts.isModuleBlock(body)) {
        const context = isExportContext(body.statements);
        for (const inner of body.statements) {
          items.push(...exportsOf(inner, file, result, context));
        }
      }
      result.ambientModules.set(statement.name.text, items);
      continue;
    }
    result.items.push(...exportsOf(statement, file, result, fileContext));
  }
  return result;
}

/**
 * Whether the statements of an ambient context (a declaration file that is a module, or a
 * `declare module "name"` block) export every declaration, `export` or not: TypeScript's rule
 * when they hold no `export { ... }`, `export * from`, `export =` or `export default` (an empty
 * `export {}` is the usual way to turn it off).
 */
function isExportContext(statements: readonly ts.Statement[]): boolean {
  return !statements.some((statement) =>
    ts.isExportDeclaration(statement) || ts.isExportAssignment(statement)
  );
}

/**
 * What one statement exports; a statement it does not understand goes to `unsupported`.
 * In an export context ({@link isExportContext}) a declaration without `export` counts too.
 */
function exportsOf(
  statement: ts.Statement,
  file: ts.SourceFile,
  result: Pick<ModuleExports, "unsupported">,
  exportContext: boolean,
): ExportItem[] {
  if (ts.isExportAssignment(statement)) return [{ name: "default" }];
  if (ts.isExportDeclaration(statement)) return exportDeclaration(statement, file, result);
  const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) ?? [] : [];
  const exported = modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  if (!exported && !(exportContext && isImplicitlyExported(statement))) return [];
  if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) {
    return [{ name: "default" }];
  }
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      boundNames(declaration.name).map((name) => ({ name }))
    );
  }
  if (
    (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement) || ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) || ts.isModuleDeclaration(statement) ||
      ts.isImportEqualsDeclaration(statement)) &&
    statement.name !== undefined && ts.isIdentifier(statement.name)
  ) {
    return [{ name: statement.name.text }];
  }
  result.unsupported.push(describe(statement, file));
  return [];
}

/** The declarations an export context exports without `export`: not imports, nor `declare global`. */
function isImplicitlyExported(statement: ts.Statement): boolean {
  if (ts.isModuleDeclaration(statement)) {
    return ts.isIdentifier(statement.name) && statement.name.text !== "global";
  }
  return ts.isVariableStatement(statement) || ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
}

/** `export { ... }`, `export * from`, `export * as ns from`, each with or without `type`. */
function exportDeclaration(
  statement: ts.ExportDeclaration,
  file: ts.SourceFile,
  result: Pick<ModuleExports, "unsupported">,
): ExportItem[] {
  const clause = statement.exportClause;
  if (clause === undefined) {
    const from = statement.moduleSpecifier;
    if (from !== undefined && ts.isStringLiteral(from)) return [{ starFrom: from.text }];
    result.unsupported.push(describe(statement, file));
    return [];
  }
  if (ts.isNamespaceExport(clause)) return [{ name: clause.name.text }];
  return clause.elements.map((element) => ({ name: element.name.text }));
}

/** The names a declaration binds: `a`, or every name of a destructuring pattern. */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : boundNames(element.name)
  );
}

function describe(statement: ts.Statement, file: ts.SourceFile): string {
  const start = statement.getStart(file);
  const line = file.getLineAndCharacterOfPosition(start).line + 1;
  return `line ${line}: ${(file.text.slice(start).split("\n", 1)[0] ?? "").trim()}`;
}
