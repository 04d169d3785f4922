/**
 * Every declaration deno doc reported, by position, so that references (`import { a } ...;
 * export { a as b }`) can be followed to what they name.
 *
 * @module
 */
import type { DocDeclaration, DocLocation, DocModule, DocSymbol } from "./deno_doc_json.ts";
import { locationKey } from "./describe.ts";
import type { OwnDeclaration } from "./print_declaration.ts";

/** Declarations by position, filled from any number of deno doc runs. */
export class DeclarationIndex {
  #symbols = new Map<string, DocSymbol>();

  /**
   * Adds every declaration of a module, namespace elements included.
   *
   * @param module A module of deno doc's output.
   */
  add(module: DocModule): void {
    const visit = (symbols: readonly DocSymbol[]) => {
      for (const symbol of symbols) {
        for (const declaration of symbol.declarations) {
          const key = locationKey(declaration.location);
          if (!this.#symbols.has(key)) this.#symbols.set(key, symbol);
          if (declaration.kind === "namespace") visit(declaration.def.elements);
        }
      }
    };
    visit(module.symbols ?? []);
  }

  /**
   * The declarations a declaration stands for: itself, or every declaration of the symbol a
   * reference points to (all overloads of a function, say); none when the target is unknown.
   *
   * @param declaration Any declaration.
   * @returns The declarations, none of them a reference.
   */
  resolve = (declaration: DocDeclaration): OwnDeclaration[] => {
    const seen = new Set<string>();
    const follow = (current: DocDeclaration): OwnDeclaration[] => {
      if (current.kind !== "reference") return [current];
      const key = locationKey(current.def.target);
      const target = this.#symbols.get(key);
      if (target === undefined || seen.has(key)) return [];
      seen.add(key);
      return target.declarations.flatMap(follow);
    };
    return follow(declaration);
  };

  /**
   * The targets of references in `modules` that no added module declares.
   *
   * @param modules Modules whose references should resolve.
   * @returns Their positions, each once.
   */
  missingTargets(modules: Iterable<DocModule>): DocLocation[] {
    const missing = new Map<string, DocLocation>();
    const visit = (symbols: readonly DocSymbol[]) => {
      for (const declaration of symbols.flatMap((symbol) => symbol.declarations)) {
        if (declaration.kind === "namespace") visit(declaration.def.elements);
        if (declaration.kind !== "reference") continue;
        const key = locationKey(declaration.def.target);
        if (!this.#symbols.has(key)) missing.set(key, declaration.def.target);
      }
    };
    for (const module of modules) visit(module.symbols ?? []);
    return [...missing.values()];
  }
}
