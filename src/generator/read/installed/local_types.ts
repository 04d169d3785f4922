/**
 * A variable's type written out when its annotation names a type nobody can import: `@types/uuid`
 * declares `export const v4: v4` with `type v4 = v4Buffer & v4String`, both local to its file, so
 * `const v4: v4` says nothing of how to call it. The type's call signatures and members, followed
 * through local aliases, intersections and `typeof` a declared function (fastify's
 * `type Fastify = typeof fastify`), are printed as one type literal instead; so are the
 * overloads of a method an indexed access names (i18next's `const init: i18n['init']`).
 *
 * @module
 */
import ts from "typescript";
import { printedAsWritten } from "./printed_as_written.ts";
import { declarationSignature, writtenExported } from "./declaration_text.ts";
import { leftmostName, packageRoot, targetOf } from "./declaration_members.ts";

/** How many aliases deep a type is followed: `v4` -> `v4Buffer & v4String` -> two functions. */
const MAX_DEPTH = 4;

/**
 * The longest written-out type kept; a longer one is left as its name. Fastify's four overloads
 * of `typeof fastify` print in 2,500 characters.
 */
const MAX_CHARS = 4_000;

/**
 * A variable's signature with its type written out, when its annotation is a type the package
 * does not export and that type is made of call signatures and members only.
 *
 * @param node The variable's declaration.
 * @param signature Its signature as printed (`const v4: v4`).
 * @param context The program's checker, the names the package's entries export and the
 *   declarations of the variable's record.
 * @returns The signature with the type's literal (`const v4: { (options?: V4Options): string; ... }`),
 *   or `signature` unchanged.
 *
 * @example
 * ```ts ignore
 * withLocalTypeWritten(v4, "const v4: v4", { checker, exportedNames, recorded: [v4] });
 * ```
 */
export function withLocalTypeWritten(
  node: ts.VariableDeclaration,
  signature: string,
  { checker, exportedNames, recorded }: {
    checker: ts.TypeChecker;
    exportedNames: ReadonlySet<string>;
    recorded: readonly ts.Node[];
  },
): string {
  const annotation = node.type;
  if (annotation === undefined) return signature;
  const members = ts.isIndexedAccessTypeNode(annotation)
    ? memberCalls(annotation, checker)
    : ownTypeMembers(node, annotation, { checker, exportedNames, recorded });
  const written = ` ${annotation.getText()}`;
  if (members === undefined || members.length === 0 || !signature.endsWith(written)) {
    return signature;
  }
  const literal = printedAsWritten(ts.factory.createTypeLiteralNode(members), node.getSourceFile());
  return literal.length > MAX_CHARS
    ? signature
    : `${signature.slice(0, -written.length)} ${literal.replaceAll("    ", "  ")}`;
}

/**
 * The members of the type a variable's annotation names, when that type is one no entry exports
 * (or the variable's own name: `const v4: v4`) made of call signatures and members only.
 */
function ownTypeMembers(
  node: ts.VariableDeclaration,
  annotation: ts.TypeNode,
  { checker, exportedNames, recorded }: {
    checker: ts.TypeChecker;
    exportedNames: ReadonlySet<string>;
    recorded: readonly ts.Node[];
  },
): ts.TypeElement[] | undefined {
  // A qualified name (`CliConfig.Service`) is reached through a namespace a user imports, unless
  // no entry exports that namespace (`@types/better-sqlite3`'s
  // `const Database: BetterSqlite3.DatabaseConstructor`, whose construct signatures are `new`'s).
  if (
    !ts.isTypeReferenceNode(annotation) ||
    !ts.isIdentifier(annotation.typeName) && exportedNames.has(leftmostName(annotation.typeName))
  ) return undefined;
  const declared = typeDeclaration(annotation, checker);
  // A type a user can import, by another name or merged in the variable's record (zod's
  // `INVALID`, three's `AnimationClipCreator`), is read where it is declared.
  const named = ts.isIdentifier(annotation.typeName)
    ? annotation.typeName.text
    : annotation.typeName.right.text;
  const ownName = ts.isIdentifier(node.name) && node.name.text === named;
  if (
    declared === undefined || recorded.includes(declared) || !ownName && exportedNames.has(named)
  ) return undefined;
  return membersOf(annotation, checker, 0);
}

/**
 * The call signatures of the method or function-typed property an indexed access names
 * (`const init: i18n['init']` of i18next: `i18n`'s `init` overloads), or `undefined` for any
 * other such type.
 */
function memberCalls(
  node: ts.IndexedAccessTypeNode,
  checker: ts.TypeChecker,
): ts.TypeElement[] | undefined {
  const member = indexedMember(node, checker);
  // A method's overloads, or a property of a function type (`@arcgis/lumina`'s
  // `readonly setAssetPath: (path: URL | string) => void`, which calcite exports as
  // `const setAssetPath: Runtime["setAssetPath"]`).
  const calls = (member?.declarations ?? []).flatMap(
    (declaration): (ts.MethodSignature | ts.FunctionTypeNode)[] =>
      ts.isMethodSignature(declaration)
        ? [declaration]
        : ts.isPropertySignature(declaration) && declaration.type !== undefined &&
            ts.isFunctionTypeNode(declaration.type)
        ? [declaration.type]
        : [],
  );
  return calls.length === 0
    ? undefined
    : calls.map((call) =>
      ts.factory.createCallSignature(call.typeParameters, call.parameters, call.type)
    );
}

/** The member an indexed access names with a string (`Runtime["setAssetPath"]`). */
function indexedMember(node: ts.IndexedAccessTypeNode, checker: ts.TypeChecker) {
  if (!ts.isLiteralTypeNode(node.indexType) || !ts.isStringLiteral(node.indexType.literal)) {
    return undefined;
  }
  const owner = checker.getTypeFromTypeNode(node.objectType);
  return checker.getPropertyOfType(owner, node.indexType.literal.text);
}

/**
 * The declaration of the member a variable's type names by an indexed access
 * (`const setAssetPath: Runtime["setAssetPath"]`), whose docs are the variable's when it has
 * none of its own.
 *
 * @param node The variable's declaration.
 * @param checker The program's checker.
 * @returns The member's first declaration, if the type is such an access.
 *
 * @example
 * ```ts ignore
 * declarationDoc(indexedDeclaration(setAssetPath, checker)!); // the runtime method's docs
 * ```
 */
export function indexedDeclaration(
  node: ts.VariableDeclaration,
  checker: ts.TypeChecker,
): ts.Declaration | undefined {
  const annotation = node.type;
  if (annotation === undefined || !ts.isIndexedAccessTypeNode(annotation)) return undefined;
  return indexedMember(annotation, checker)?.declarations?.[0];
}

/**
 * The one type alias or interface a type reference names, if it names one only; through an
 * import of it from another file when `imported` is set.
 */
function typeDeclaration(
  node: ts.TypeReferenceNode,
  checker: ts.TypeChecker,
  imported = false,
): ts.TypeAliasDeclaration | ts.InterfaceDeclaration | undefined {
  const symbol = imported
    ? targetOf(checker, node.typeName)
    : checker.getSymbolAtLocation(node.typeName);
  // The type's declarations only: `v4` is a variable of that name too.
  const declarations = (symbol?.declarations ?? [])
    .filter((found) => ts.isTypeAliasDeclaration(found) || ts.isInterfaceDeclaration(found));
  return declarations.length === 1 ? declarations[0] : undefined;
}

/** The call signatures and members a type is made of, or `undefined` for any other type. */
function membersOf(
  node: ts.TypeNode,
  checker: ts.TypeChecker,
  depth: number,
): ts.TypeElement[] | undefined {
  if (ts.isParenthesizedTypeNode(node)) return membersOf(node.type, checker, depth);
  if (ts.isFunctionTypeNode(node)) {
    return [ts.factory.createCallSignature(node.typeParameters, node.parameters, node.type)];
  }
  if (ts.isTypeLiteralNode(node)) return [...node.members];
  // `typeof fastify` of a function declared with overloads: each a call signature.
  if (ts.isTypeQueryNode(node) && node.typeArguments === undefined) {
    const functions = (checker.getSymbolAtLocation(node.exprName)?.declarations ?? [])
      .filter(ts.isFunctionDeclaration);
    return functions.length === 0
      ? undefined
      : functions.map((declared) =>
        ts.factory.createCallSignature(declared.typeParameters, declared.parameters, declared.type)
      );
  }
  if (ts.isIntersectionTypeNode(node)) {
    const parts = node.types.map((part) => membersOf(part, checker, depth));
    return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
  }
  if (!ts.isTypeReferenceNode(node) || node.typeArguments !== undefined || depth >= MAX_DEPTH) {
    return undefined;
  }
  const declaration = typeDeclaration(node, checker);
  if (declaration === undefined) return undefined;
  if (ts.isTypeAliasDeclaration(declaration) && declaration.typeParameters === undefined) {
    return membersOf(declaration.type, checker, depth + 1);
  }
  const plainInterface = ts.isInterfaceDeclaration(declaration) &&
    declaration.typeParameters === undefined && declaration.heritageClauses === undefined;
  return plainInterface ? [...declaration.members] : undefined;
}

/** The most characters of local helper types written after a declaration. */
const MAX_HELPER_CHARS = 800;

/** How many steps from the declaration its local helpers are followed: a helper's helpers. */
const HELPER_DEPTH = 2;

/**
 * A declaration's signature followed by the local types it is built from: the type aliases and
 * interfaces of its own file that it names and that nobody can import (no entry exports them),
 * and the type aliases its package's files export that no entry does (ioredis' `ReconnectOnError`),
 * then those they name in turn, two steps at most and none past {@link MAX_HELPER_CHARS}.
 * `@types/express-serve-static-core`'s `RouteParameters<Route>` is `ParseRouteParameters<Route>`
 * of a string route, and only that local type says a named wildcard's parameter is `string[]`;
 * axios's `AxiosInterceptorManager.use` is `AxiosResponseInterceptorUse<V>` (its two parameters,
 * no options) or `AxiosRequestInterceptorUse<V>`; pino's `LogFn` checks its arguments with
 * `ParseLogFnArgs<TMsg>`, which maps `%d` to `number` with `PlaceholderTypeMapping`. A type alias
 * that is not conditional has none (the checker reads it through, and it is usually short), nor
 * has a class or a namespace.
 *
 * @param node The declaration.
 * @param signature Its signature as printed.
 * @param context The program's checker, the names the package's entries export and the path
 *   a record shows for a declaration file (`node_modules/<package>/...`).
 * @returns The signature, then each helper's declaration on lines of its own.
 *
 * @example
 * ```ts ignore
 * withLocalHelpers(routeParameters, "type RouteParameters<...> = ...", {
 *   checker,
 *   exportedNames,
 *   fileName,
 * });
 * // "type RouteParameters<...> = ...\ntype ParseRouteParameters<Route extends string> = ..."
 * ```
 */
export function withLocalHelpers(
  node: ts.Node,
  signature: string,
  { checker, exportedNames, fileName }: {
    checker: ts.TypeChecker;
    exportedNames: ReadonlySet<string>;
    fileName: (path: string) => string;
  },
): string {
  // A class's or a namespace's members are many, their types mostly its own business
  // (chokidar's `EventPolicy` names eight local types of its state).
  if (
    ts.isClassLike(node) || ts.isModuleDeclaration(node) || ts.isSourceFile(node) ||
    ts.isTypeAliasDeclaration(node) && !ts.isConditionalTypeNode(node.type)
  ) return signature;
  const helpers: (ts.TypeAliasDeclaration | ts.InterfaceDeclaration)[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName)) {
      const declared = typeDeclaration(child, checker, true);
      if (
        declared !== undefined && declared !== node && !exportedNames.has(declared.name.text) &&
        !helpers.includes(declared) && isLocalTo(declared, node, fileName)
      ) helpers.push(declared);
    }
    ts.forEachChild(child, visit);
  };
  let step = [node];
  for (let depth = 0; depth < HELPER_DEPTH && step.length > 0; depth++) {
    const before = helpers.length;
    for (const declaration of step) ts.forEachChild(declaration, visit);
    step = helpers.slice(before);
  }
  let written = signature;
  for (const helper of helpers) {
    // An interface with its members: its signature alone is its header.
    const text = ts.isInterfaceDeclaration(helper)
      ? printedAsWritten(helper, helper.getSourceFile())
        .replace(/^(?:(?:export|declare)\s+)+/, "").replaceAll("    ", "  ").trimEnd()
      : declarationSignature(helper, helper.name.text);
    if (written.length + text.length - signature.length > MAX_HELPER_CHARS) break;
    written += `\n${text}`;
  }
  return written;
}

/**
 * Whether a type no entry exports is one a declaration can be shown with: its file's or
 * namespace's own (not exported, where its file or its namespace exports something else: a
 * `declare namespace` that exports nothing explicitly exports every member, as `@types/node`'s
 * `inspector.Runtime` does its types), or a type alias a module of its package exports to
 * its own files only (ioredis' `reconnectOnError?: ReconnectOnError`, an alias of
 * `redis/RedisOptions.d.ts` the entry leaves out). Such an interface is left to its own record,
 * which the types an export reaches give it when it documents its members.
 */
function isLocalTo(
  declared: ts.TypeAliasDeclaration | ts.InterfaceDeclaration,
  node: ts.Node,
  fileName: (path: string) => string,
): boolean {
  const parent = declared.parent;
  if (!writtenExported(declared)) {
    return declared.getSourceFile() === node.getSourceFile() &&
      (ts.isSourceFile(parent) ||
        ts.isModuleBlock(parent) && parent.statements.some(writtenExported));
  }
  return ts.isTypeAliasDeclaration(declared) && ts.isSourceFile(parent) &&
    packageRoot(fileName(parent.fileName)) === packageRoot(fileName(node.getSourceFile().fileName));
}
