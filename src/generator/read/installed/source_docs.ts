/**
 * The docs a package's source gives a declaration its `.d.ts` leaves bare. Some packages build
 * their declarations without comments (rxjs: `firstValueFrom` has none in its `.d.ts`) and ship
 * their source with a declaration map (`firstValueFrom.d.ts.map`) that names it: the source's
 * declaration of the same name, at the top of that file, is documented.
 *
 * @module
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import ts from "typescript";
import { type DeclarationDoc, declarationDoc } from "./declaration_text.ts";

/**
 * Reads source files named by declaration maps, each once.
 *
 * @example
 * ```ts ignore
 * const sources = new SourceDocs();
 * sources.of(firstValueFromNode, "firstValueFrom"); // { doc: "Converts an observable to a promise ...", tags: [...] }
 * ```
 */
export class SourceDocs {
  readonly #files = new Map<string, ts.SourceFile | undefined>();

  /**
   * The docs of the source's declaration behind a `.d.ts` declaration.
   *
   * @param node A declaration in a `.d.ts` file.
   * @param name The name it declares.
   * @returns The first documented declaration of that name at the top of the file its
   *   declaration map names; `undefined` when there is no map, source or documented declaration.
   */
  of(node: ts.Node, name: string): DeclarationDoc | undefined {
    const source = this.#source(node.getSourceFile().fileName);
    if (source === undefined) return undefined;
    for (const statement of source.statements) {
      for (const declared of namedIn(statement)) {
        if (declared.name !== name) continue;
        const doc = declarationDoc(declared.node);
        if (doc.doc !== undefined || doc.tags !== undefined) return doc;
      }
    }
    return undefined;
  }

  #source(declarationFile: string): ts.SourceFile | undefined {
    if (this.#files.has(declarationFile)) return this.#files.get(declarationFile);
    let found: ts.SourceFile | undefined;
    try {
      const mapFile = `${declarationFile}.map`;
      if (existsSync(mapFile)) {
        const map = JSON.parse(readFileSync(mapFile, "utf8")) as {
          sourceRoot?: string;
          sources?: string[];
        };
        const [first] = map.sources ?? [];
        const path = first === undefined
          ? undefined
          : resolve(dirname(mapFile), map.sourceRoot ?? "", first);
        if (path !== undefined && existsSync(path)) {
          found = ts.createSourceFile(
            path,
            readFileSync(path, "utf8"),
            ts.ScriptTarget.Latest,
            true,
          );
        }
      }
    } catch {
      // A broken map or an unreadable source: the `.d.ts` stays bare.
    }
    this.#files.set(declarationFile, found);
    return found;
  }
}

/** The declarations a top-level statement names, with their names. */
function namedIn(statement: ts.Statement): { name: string; node: ts.Node }[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [{ name: declaration.name.text, node: declaration }] : []
    );
  }
  const name = (statement as { name?: ts.Node }).name;
  return name !== undefined && ts.isIdentifier(name) ? [{ name: name.text, node: statement }] : [];
}
