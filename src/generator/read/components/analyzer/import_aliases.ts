/**
 * Heritage through a renamed import (`import { ListItemEl as ListItem } from "./list-item.js"`,
 * then `class MdListItem extends ListItem`): the analyzer resolves inheritance by class name,
 * so it finds nothing to inherit from `ListItem`. This analyzer plugin puts the imported name
 * back before inheritance is applied.
 *
 * @module
 */
import { isRecord } from "../../../is_record.ts";

/** Named imports from a module of the same package (a relative specifier). */
const NAMED_IMPORTS = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]\.{1,2}\/[^'"]*['"]/g;
const ALIAS = /^\s*(?:type\s+)?([A-Za-z_$][\w$]*)\s+as\s+([A-Za-z_$][\w$]*)\s*$/;

/**
 * Reads a module's renamed named imports from modules of its own package.
 *
 * @param text The module's source.
 * @returns Imported name by local name.
 *
 * @example
 * ```ts
 * import { importAliases } from "./import_aliases.ts";
 *
 * const aliases = importAliases("import { ListItemEl as ListItem, x } from './list-item.js';");
 * console.log(aliases.get("ListItem")); // ListItemEl
 * ```
 */
export function importAliases(text: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [, names] of text.matchAll(NAMED_IMPORTS)) {
    for (const name of (names as string).split(",")) {
      const match = ALIAS.exec(name);
      if (match !== null) aliases.set(match[2] as string, match[1] as string);
    }
  }
  return aliases;
}

/**
 * An analyzer plugin that renames a class's superclass and mixins to the names their modules
 * export them under, when its module imports them renamed.
 *
 * @param texts Source text by module path, as the modules were given to the analyzer.
 * @returns The plugin.
 *
 * @example
 * ```ts
 * import { importAliasPlugin } from "./import_aliases.ts";
 *
 * const plugin = importAliasPlugin(new Map([["a.ts", "import { B as C } from './b.js';"]]));
 * const moduleDoc = { path: "a.ts", declarations: [{ kind: "class", superclass: { name: "C" } }] };
 * plugin.moduleLinkPhase({ moduleDoc });
 * console.log(moduleDoc.declarations[0]?.superclass.name); // B
 * ```
 */
export function importAliasPlugin(texts: ReadonlyMap<string, string>): {
  name: string;
  moduleLinkPhase(params: { moduleDoc: unknown }): void;
} {
  return {
    name: "catalog-mcp-import-aliases",
    moduleLinkPhase({ moduleDoc }) {
      if (!isRecord(moduleDoc) || typeof moduleDoc.path !== "string") return;
      const text = texts.get(moduleDoc.path);
      const aliases = text === undefined ? new Map<string, string>() : importAliases(text);
      if (aliases.size === 0 || !Array.isArray(moduleDoc.declarations)) return;
      for (const declaration of moduleDoc.declarations.filter(isRecord)) {
        const references = [
          declaration.superclass,
          ...(Array.isArray(declaration.mixins) ? declaration.mixins : []),
        ];
        for (const reference of references.filter(isRecord)) {
          const original = typeof reference.name === "string"
            ? aliases.get(reference.name)
            : undefined;
          // A class named as the class it extends would inherit from itself.
          if (original !== undefined && original !== declaration.name) reference.name = original;
        }
      }
    },
  };
}
