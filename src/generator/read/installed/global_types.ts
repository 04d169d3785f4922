/**
 * The types a package's declarations add to the global scope, which no entry exports: the
 * interfaces of `declare global { namespace Express { interface Request { ... } } }`, as
 * `@types/passport` adds `req.logout(done)` and `@types/multer` the `Express.Multer.File` of
 * `req.file`; and the interfaces and type aliases of a declaration file with no import or
 * export, whose top level is global (`@types/pdfkit`'s `namespace PDFKit`, whose
 * `PDFDocumentOptions` its `declare module "pdfkit"` names). Each is a record under the name
 * code writes it by (`Express.Multer.File`, `PDFKit.Mixins.PDFSubsets`), with its members,
 * their docs and tags.
 *
 * @module
 */
import ts from "typescript";
import type { ApiSymbol } from "../../../snapshot/model.ts";
import type { DeclarationProgram } from "./declaration_program.ts";
import { declarationDoc, declarationLine, declarationSignature } from "./declaration_text.ts";
import { declarationMembers } from "./declaration_members.ts";

/**
 * The interfaces and type aliases a package's own declaration files declare globally (in
 * `declare global` blocks, or at the top of a file that is no module), under the namespaces
 * they sit in; an interface declared in several places is one record, with the members of all
 * (the first's docs).
 *
 * @param program The program over the package's declarations.
 * @param folder The folder of the package that holds its types (itself or its `@types`).
 * @param fileName The path a record shows for a declaration file.
 * @returns The records, in the order the files declare them; none when it declares none.
 *
 * @example
 * ```ts ignore
 * globalTypes(program, "/app/node_modules/@types/multer", fileName);
 * // [{ name: "Express.Multer.File", kind: "interface", global: true, members: [...], ... }]
 * ```
 */
export function globalTypes(
  { program, checker }: DeclarationProgram,
  folder: string,
  fileName: (path: string) => string,
): ApiSymbol[] {
  const inside = `${folder.replaceAll("\\", "/")}/`;
  const byName = new Map<string, GlobalType[]>();
  const visit = (statements: readonly ts.Statement[], path: string) => {
    for (const statement of statements) {
      if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
        const name = `${path}${statement.name.text}`;
        byName.set(name, [...byName.get(name) ?? [], statement]);
      } else if (ts.isModuleDeclaration(statement) && ts.isIdentifier(statement.name)) {
        // `namespace A.B { ... }` is `A` holding `B`.
        let [body, prefix] = [statement.body, `${path}${statement.name.text}.`];
        while (body !== undefined && ts.isModuleDeclaration(body)) {
          prefix += `${body.name.text}.`;
          body = body.body;
        }
        if (body !== undefined && ts.isModuleBlock(body)) visit(body.statements, prefix);
      }
    }
  };
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.replaceAll("\\", "/").startsWith(inside)) continue;
    if (!ts.isExternalModule(file)) visit(file.statements, "");
    for (const statement of file.statements) {
      if (isGlobalBlock(statement)) visit(statement.body.statements, "");
    }
  }
  return [...byName].flatMap(([name, declarations]): ApiSymbol[] => {
    const first = declarations[0]!;
    const members = declarations.flatMap((node) => declarationMembers(node, checker));
    const doc = declarationDoc(first);
    // An interface that declares nothing says nothing: @types/react's 134 empty DOM interfaces
    // (`interface HTMLElement {}`), there so that its types compile without the DOM library.
    if (ts.isInterfaceDeclaration(first) && members.length === 0 && doc.doc === undefined) {
      return [];
    }
    return [{
      name,
      kind: ts.isInterfaceDeclaration(first) ? "interface" : "typeAlias",
      subpath: ".",
      signature: declarationSignature(first, first.name.text),
      ...doc,
      ...(members.length === 0 ? {} : { members }),
      file: fileName(first.getSourceFile().fileName),
      line: declarationLine(first),
      global: true,
    }];
  });
}

/** A type declared globally. */
type GlobalType = ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

/** `declare global { ... }`: the augmentation of the global scope a module may hold. */
function isGlobalBlock(
  statement: ts.Statement,
): statement is ts.ModuleDeclaration & { body: ts.ModuleBlock } {
  return ts.isModuleDeclaration(statement) &&
    (statement.flags & ts.NodeFlags.GlobalAugmentation) !== 0 &&
    statement.body !== undefined && ts.isModuleBlock(statement.body);
}
