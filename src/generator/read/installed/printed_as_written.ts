/**
 * A declaration printed from its syntax tree as its `.d.ts` lays it out: TypeScript's printer
 * writes every tuple type and type literal over several lines, one element or member a line
 * (`[number, number]` takes four lines, so pdf-lib's `PageSizes` took 1,700 characters), and a
 * declaration's signature is what an answer shows. A tuple or type literal the file writes on one
 * line is printed on one line; one it spreads over several keeps them. Comments are left out (a
 * dual API's type holds a JSDoc per call).
 *
 * @module
 */
import ts from "typescript";

const printer = ts.createPrinter({ removeComments: true });

/**
 * The nodes printed already, their one-line tuples and type literals marked: a declaration is
 * printed again for each of its overloads and local types. Only these roots are kept, not each
 * node under them (a heavy library's declarations have millions).
 */
const marked = new WeakSet<ts.Node>();

/**
 * Prints a node as its file lays it out (see the module's description), without comments.
 *
 * @param node A node of a parsed file, or one made of such nodes (a type literal of a type's
 *   members).
 * @param file The file its parts are from.
 * @returns The printed text.
 *
 * @example
 * ```ts
 * import ts from "typescript";
 * import { printedAsWritten } from "./printed_as_written.ts";
 *
 * const file = ts.createSourceFile("a.d.ts", "declare const size: [number, number];", ts.ScriptTarget.Latest, true);
 * console.log(printedAsWritten(file.statements[0]!, file)); // "declare const size: [number, number];"
 * ```
 */
export function printedAsWritten(node: ts.Node, file: ts.SourceFile): string {
  if (!marked.has(node)) {
    marked.add(node);
    markOneLiners(node, file);
  }
  return printer.printNode(ts.EmitHint.Unspecified, node, file);
}

function markOneLiners(node: ts.Node, file: ts.SourceFile): void {
  // A node made by the printer's factory has no text of its own (`pos` -1); its parts may.
  if (node.pos >= 0 && (ts.isTupleTypeNode(node) || ts.isTypeLiteralNode(node))) {
    const lineEnd = file.text.indexOf("\n", node.getStart(file));
    if (lineEnd === -1 || lineEnd >= node.end) ts.setEmitFlags(node, ts.EmitFlags.SingleLine);
  }
  ts.forEachChild(node, (child) => markOneLiners(child, file));
}
