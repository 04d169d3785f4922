/**
 * Types a package does not export that its exports reach: Playwright's `expect` is an
 * `Expect<{}>`, whose `MakeMatchers` gives a locator the members of `LocatorAssertions`
 * (`toHaveText`, `toBeVisible`, ...), an interface no entry exports. Users call those members
 * every day; their docs are only there.
 *
 * @module
 */
import ts from "typescript";
import { packageRoot, targetOf } from "./declaration_members.ts";

/** How many type aliases and interfaces deep a reference is followed from an export. */
const MAX_DEPTH = 3;

/** The most such types one package records: a library's internals are not its API. */
const MAX_TYPES = 100;

/** An export whose types are followed: its name and declarations. */
export interface ReachingExport {
  /** The name it is exported under. */
  name: string;
  /** Its declarations. */
  nodes: readonly ts.Node[];
}

/** A type reached from an export. */
export interface ReachedType<Root extends ReachingExport> {
  /** Its name. */
  name: string;
  /** Its symbol. */
  symbol: ts.Symbol;
  /** Its interface or class declarations, or its alias of an object literal. */
  declarations: ts.Node[];
  /** The export it is reached from, first. */
  through: Root;
}

/**
 * The interfaces and classes of a package that no entry exports but its exports' types name,
 * through type aliases, functions they take the type of (`typeof waitFor`) and other such types
 * (a few levels deep, nearest first), and that document at least one member; and, when there is
 * room, the undocumented interfaces, classes, object literal aliases and aliases of literals an
 * export's own declaration names: each with the export it is first reached from. Members of a namespace are
 * left to it (`Stripe.Customer` is imported through `Stripe`).
 *
 * @param roots The exports, in record order.
 * @param checker The program's checker.
 * @param exportedNames Every name the package's entries export.
 * @returns The types, in the order they are reached: the levels nearest the exports whose
 *   types together are at most {@link MAX_TYPES}.
 *
 * @example
 * ```ts ignore
 * reachedTypes([{ name: "expect", nodes: [expectDeclaration] }], checker, exportedNames);
 * // [{ name: "LocatorAssertions", through: { name: "expect", ... }, ... }, ...]
 * ```
 */
export function reachedTypes<Root extends ReachingExport>(
  roots: readonly Root[],
  checker: ts.TypeChecker,
  exportedNames: ReadonlySet<string>,
): ReachedType<Root>[] {
  const found: ReachedType<Root>[] = [];
  // What is recorded already (a class exported as `default` only: UI5's `Avatar`) is not again.
  const seen = new Set<ts.Node>(roots.flatMap((root) => root.nodes));
  const seenSymbols = new Set<ts.Symbol>();
  // Breadth first over every export at once: the types nearest an export come first.
  // A module or namespace is not walked whole (mongoose's `mongo` is all of `mongodb`): its
  // members are records or members of their own. A type is of the package of the declaration
  // it is reached from (Playwright's `expect` is declared by `playwright`, which
  // `@playwright/test` re-exports).
  let level = roots.flatMap((root) =>
    root.nodes.filter((node) => !ts.isSourceFile(node) && !ts.isModuleDeclaration(node))
      .map((node) => ({ node, through: root, home: packageRoot(node.getSourceFile().fileName) }))
  );
  // Named by an export's own declaration but undocumented (hono's `cors(options?:
  // CORSOptions)`, an object type whose members say themselves): recorded when the documented
  // types leave room for them all.
  const named: ReachedType<Root>[] = [];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: typeof level = [];
    const reached: ReachedType<Root>[] = [];
    for (const { node, through, home } of level) {
      for (const reference of typeReferences(node)) {
        if (exportedNames.has(reference.text)) continue;
        const symbol = targetOf(checker, reference);
        if (symbol === undefined || seenSymbols.has(symbol)) continue;
        seenSymbols.add(symbol);
        const declarations = (symbol.declarations ?? []).filter((declaration) =>
          (ts.isInterfaceDeclaration(declaration) || ts.isClassDeclaration(declaration) ||
            ts.isTypeAliasDeclaration(declaration) || ts.isFunctionDeclaration(declaration)) &&
          !seen.has(declaration) && !inNamespace(declaration) &&
          packageRoot(declaration.getSourceFile().fileName) === home
        );
        next.push(...declarations.map((declaration) => ({ node: declaration, through, home })));
        // A function (`typeof waitFor`) is followed to the types it names, never recorded.
        if (declarations.length === 0 || declarations.some(ts.isFunctionDeclaration)) continue;
        const typed = declarations.filter((declaration) => !ts.isTypeAliasDeclaration(declaration));
        const type = { name: reference.text, symbol, through };
        if (typed.length === declarations.length && documents(typed)) {
          reached.push({ ...type, declarations: typed });
        } else if (
          // An alias of literals at any depth: one alias names another's values.
          declarations.every((each) => (depth === 0 && isObjectType(each)) || isValues(each))
        ) {
          named.push({ ...type, declarations });
        }
      }
    }
    // A level is recorded whole or not at all: Stripe's classes name hundreds of resource types,
    // and a hundred of them, cut by name, would answer for some and not the others.
    if (found.length + reached.length > MAX_TYPES) break;
    found.push(...reached);
    level = next;
  }
  return found.length + named.length > MAX_TYPES ? found : [...found, ...named];
}

/**
 * An interface, a class, or an alias of an object literal (or of a union of them), with members
 * to show: not the empty interfaces that stand in for the DOM's (`@types/react`'s
 * `interface Element {}`).
 */
function isObjectType(declaration: ts.Node): boolean {
  if (ts.isInterfaceDeclaration(declaration) || ts.isClassDeclaration(declaration)) {
    return declaration.members.length > 0;
  }
  if (!ts.isTypeAliasDeclaration(declaration)) return false;
  // Or a union of such literals, as a state is told apart by a field (TanStack Router's
  // `BlockerResolver`: `{ status: 'blocked'; proceed: () => void; ... } |
  // { status: 'idle'; ... }`).
  const parts = ts.isUnionTypeNode(declaration.type) ? declaration.type.types : [declaration.type];
  return parts.every((part) => ts.isTypeLiteralNode(part) && part.members.length > 0);
}

/**
 * An alias of a union of literals, some perhaps under another alias (ipaddr.js's
 * `type IPv4Range = IPvXRangeDefaults | 'broadcast' | ...`, what `IPv4.range()` returns): the
 * values it allows are what it says.
 */
function isValues(declaration: ts.Node): boolean {
  if (!ts.isTypeAliasDeclaration(declaration) || !ts.isUnionTypeNode(declaration.type)) {
    return false;
  }
  const parts = declaration.type.types;
  return parts.some(ts.isLiteralTypeNode) &&
    parts.every((part) => ts.isLiteralTypeNode(part) || ts.isTypeReferenceNode(part));
}

/**
 * Whether a declaration is a namespace's member: users reach it by its qualified name
 * (`Stripe.Customer`), as the namespace's record lists it.
 */
function inNamespace(node: ts.Node): boolean {
  return ts.isModuleBlock(node.parent) && !ts.isStringLiteral(node.parent.parent.name);
}

/**
 * The names of types a declaration's text refers to (`LocatorAssertions` of `MakeMatchers`),
 * and of the functions it takes the type of (`waitFor: typeof waitFor`, vitest's `vi`).
 */
function typeReferences(node: ts.Node): ts.Identifier[] {
  const names: ts.Identifier[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName)) {
      names.push(child.typeName);
    } else if (ts.isTypeQueryNode(child) && ts.isIdentifier(child.exprName)) {
      names.push(child.exprName);
    }
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return names;
}

/** Whether an interface or class documents a member: what is worth a record. */
function documents(declarations: readonly ts.Node[]): boolean {
  return declarations.some((declaration) =>
    (declaration as ts.InterfaceDeclaration | ts.ClassDeclaration).members.some((member) =>
      ts.getJSDocCommentsAndTags(member).length > 0
    )
  );
}
