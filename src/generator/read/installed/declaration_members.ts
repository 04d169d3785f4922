/**
 * The members a declaration in a published `.d.ts` has, read from its syntax tree and its
 * checker: a class's, interface's, enum's or object type's own, those its bases give it, a
 * class's static ones from its value's constructor type; each with its signature and docs.
 *
 * @module
 */
import ts from "typescript";
import type { ApiMember } from "../../../snapshot/model.ts";
import { type DeclarationDoc, overloadDocs } from "./overload_docs.ts";
import {
  declarationDoc,
  declarationSignature,
  inPlaceLiteral,
  propertyName,
} from "./declaration_text.ts";

/**
 * The members a class, interface, enum or object type alias declares, in declaration order:
 * each with its own signature and docs; overloads of one member are one entry, a line each;
 * private members are left out, as they are no API. An enum member shows its value
 * (`Small = 0`).
 *
 * @param node The declaration.
 * @param checker Computes an enum member's value when the `.d.ts` does not write it.
 * @returns The members; none for other declarations.
 */
export function declarationMembers(
  node: ts.Node,
  checker: ts.TypeChecker,
  exportedNames: ReadonlySet<string> = new Set(),
): ApiMember[] {
  if (ts.isEnumDeclaration(node)) {
    return node.members.map((member) => {
      const value = member.initializer?.getText() ?? literal(checker.getConstantValue(member));
      const name = member.name.getText();
      return {
        name,
        kind: "enumMember",
        signature: value === undefined ? name : `${name} = ${value}`,
        ...declarationDoc(member),
      };
    });
  }
  if (ts.isTypeAliasDeclaration(node) && isComputed(node.type, checker)) {
    return computedMembers(node, checker, exportedNames);
  }
  const own = ownMembers(node, checker, exportedNames);
  const members = new Map<string, ApiMember>();
  // The documented properties of each member's inline object type, by the member.
  const nested = new Map<string, ApiMember[]>();
  // Each member's overloads' docs, in order, when it has several.
  const overloads = new Map<string, DeclarationDoc[]>();
  for (const { member, optional, static: onValue } of own) {
    let described = memberKind(member);
    if (described === undefined || isPrivate(member) || isInternal(member)) continue;
    const isStaticMember = isStatic(member) ||
      (onValue === true && described.kind !== "constructor");
    let signature = optionalAsInherited(
      declarationSignature(member, described.name),
      member,
      optional,
    );
    if (onValue && isStaticMember) signature = `static ${signature}`;
    let doc = declarationDoc(member);
    // `waitFor: typeof waitFor` (vitest's `vi`): the function's overloads and, where the member
    // says nothing, its docs.
    const functions = queriedFunctions(member, checker);
    if (functions !== undefined) {
      const { name } = described;
      const written = (isStaticMember ? "static " : "") + name +
        ((member as ts.PropertySignature).questionToken === undefined ? "" : "?");
      described = { name, kind: "method" };
      signature = functions.map((fn) =>
        declarationSignature(fn, name).replace(/^function\s+[^<(]+/, written)
      ).join("\n");
      if (doc.doc === undefined && doc.tags === undefined) {
        doc = functions.map(declarationDoc).find((each) => each.doc ?? each.tags) ?? doc;
      }
    }
    const key = `${isStaticMember ? "static " : ""}${described.kind} ${described.name}`;
    const known = members.get(key);
    if (known !== undefined) {
      if (!known.signature.split("\n").includes(signature)) {
        known.signature += `\n${signature}`;
        const docs = overloads.get(key);
        if (docs === undefined) overloads.set(key, [docOf(known), doc]);
        else docs.push(doc);
      }
      if (known.doc === undefined && known.tags === undefined) Object.assign(known, doc);
      continue;
    }
    members.set(key, { ...described, signature, ...doc });
    nested.set(key, documentedProperties(member, described.name, 2));
  }
  // Some overloads deprecated, others not (graphql's positional `GraphQLError` constructor).
  for (const [key, docs] of overloads) {
    const member = members.get(key)!;
    const { doc, tags } = overloadDocs(docOf(member), docs);
    delete member.doc;
    delete member.tags;
    Object.assign(member, doc === undefined ? {} : { doc }, tags === undefined ? {} : { tags });
  }
  let room = MAX_NESTED;
  return [...members].flatMap(([key, member]) => {
    const under = (nested.get(key) ?? []).slice(0, room);
    room -= under.length;
    return [member, ...under];
  });
}

/** How deep the documented properties of a member's inline object types are listed. */
const NESTED_LEVELS = 3;

/** The most such properties a declaration lists, in order. */
const MAX_NESTED = 200;

/**
 * The documented properties of the object types a property's type writes inline, under their
 * path (`account.accountLinking.requireLocalEmailVerified` of better-auth's options, whose
 * `@default true` and `@deprecated` are on the nested literal's property: the member's own
 * signature writes the literal without its docs), each signature written with that path too. A
 * property without a doc comment of its own is no line; nor is one its listed parent's
 * `@property` tags say already (an object type written alone in place: declaration_text.ts),
 * unless it is deprecated.
 */
function documentedProperties(
  member: ts.Node,
  path: string,
  level: number,
  listed = true,
): ApiMember[] {
  const type = ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)
    ? member.type
    : undefined;
  if (type === undefined || level > NESTED_LEVELS) return [];
  const tagged = listed ? inPlaceLiteral(type) : undefined;
  // The objects of a union may each have a property of one name: the first documented is listed.
  const seen = new Set<string>();
  return literalParts(type, true).flatMap((literal) =>
    literal.members.flatMap((child) => {
      const described = memberKind(child);
      if (described === undefined || isInternal(child)) return [];
      const name = `${path}.${described.name}`;
      // A `@property` tag says no deprecation: a deprecated property is a line of its own.
      const own = !seen.has(name) && ts.getJSDocCommentsAndTags(child).length > 0 &&
        (literal !== tagged || ts.getJSDocDeprecatedTag(child) !== undefined);
      if (own) seen.add(name);
      const line = own
        ? [{
          name,
          kind: described.kind,
          signature: declarationSignature(child, name),
          ...declarationDoc(child),
        }]
        : [];
      return [...line, ...documentedProperties(child, name, level + 1, own)];
    })
  );
}

/** The docs a member has. */
function docOf({ doc, tags }: ApiMember): DeclarationDoc {
  return { ...(doc === undefined ? {} : { doc }), ...(tags === undefined ? {} : { tags }) };
}

/**
 * Whether a type alias's type is one the checker works out, with no member written: a generic
 * type alias applied (`InferSchema<typeof options>`, `Partial<Options>`), a mapped type, an
 * indexed access, or a type another module declares named through `import()` (a JSDoc
 * `@typedef {import("./markdownlint.mjs").Options} Options`, emitted so); not a generic interface
 * or class applied (`Effect<A, E, R>`), whose record has its members.
 */
function isComputed(type: ts.TypeNode, checker: ts.TypeChecker): boolean {
  if (ts.isMappedTypeNode(type) || ts.isIndexedAccessTypeNode(type)) return true;
  if (ts.isImportTypeNode(type) && !type.isTypeOf) return true;
  if (!ts.isTypeReferenceNode(type) || (type.typeArguments?.length ?? 0) === 0) return false;
  const target = targetOf(checker, type.typeName);
  return target !== undefined && (target.flags & ts.SymbolFlags.TypeAlias) !== 0;
}

/** The most properties a computed object type is recorded with. */
const COMPUTED_MEMBERS = 100;

/**
 * The properties of an alias whose object type the checker works out (`@ai-sdk/anthropic`'s
 * `type AnthropicProviderOptions = InferSchema<typeof anthropicLanguageModelOptions>`: its
 * `thinking`, `effort`, ...), each with the type it has there and the docs of its declaration;
 * none for a type that is no object of a few properties (a function, a union, a primitive).
 */
function computedMembers(
  node: ts.TypeAliasDeclaration,
  checker: ts.TypeChecker,
  exportedNames: ReadonlySet<string>,
): ApiMember[] {
  const type = checker.getTypeAtLocation(node.name);
  // An object, or objects merged (`$MergeBy<Defaults, CustomTypeOptions>`: i18next's
  // `TypeOptions`, whose documented defaults are the members asked about).
  const objects = type.isIntersection() ? type.types : [type];
  if (
    objects.some((part) => (part.flags & ts.TypeFlags.Object) === 0) ||
    type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0
  ) {
    return [];
  }
  // Not those keyed by a symbol (`[typeSymbol]`), which TypeScript names `__@typeSymbol@6823`.
  const properties = checker.getPropertiesOfType(type)
    .filter((property) => !property.getName().startsWith("__@"));
  if (properties.length > COMPUTED_MEMBERS) return [];
  return properties.map((property): ApiMember => {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const declaration = property.declarations?.[0];
    // A type no name reaches is printed as `import("<path>")`: the path from `node_modules`.
    let printed = checker.typeToString(
      checker.getTypeOfSymbolAtLocation(property, node),
      node,
      ts.TypeFormatFlags.NoTruncation,
    ).replace(/import\("[^"]*\/node_modules\/([^"]+)"\)/g, 'import("$1")')
      // A type the package exports is written by its name, as a user imports it.
      .replace(IMPORTED_TYPE, (whole, name: string) => exportedNames.has(name) ? name : whole);
    // A global the programs leave out (`Date`, the DOM's `RequestCredentials`) is unknown to the
    // checker, which prints it, in a union, as `any`: the declaration's own text says more.
    const annotation = declaration !== undefined && ts.isPropertySignature(declaration)
      ? declaration.type?.getText().replace(/\s+/g, " ")
      : undefined;
    if (annotation !== undefined && ANY.test(printed) && !ANY.test(annotation)) {
      printed = annotation;
    }
    const readonly = isReadonly(property) ? "readonly " : "";
    return {
      name: property.getName(),
      kind: "property",
      signature: `${readonly}${property.getName()}${optional ? "?" : ""}: ${
        withoutOptionalUndefined(printed, optional)
      }`,
      ...(declaration === undefined ? {} : declarationDoc(declaration)),
    };
  });
}

/** A type the checker prints through the module that declares it: `import("<path>").Rule`. */
const IMPORTED_TYPE = /import\("[^"]*"\)\.([A-Za-z_$][\w$]*)(?![\w$.])/g;

/** The type `any` in a printed type. */
const ANY = /\bany\b/;

/**
 * A printed type without the `| undefined` that an optional member's `?` already says, its own
 * (`optional`) and that of each optional member of the object types it holds:
 * `{ mode?: "a" | "b" | undefined }` reads `{ mode?: "a" | "b" }`.
 *
 * @param printed The type as the checker prints it.
 * @param optional Whether it is an optional member's.
 * @returns The type.
 */
function withoutOptionalUndefined(printed: string, optional: boolean): string {
  let text = optional ? printed.replace(UNDEFINED_AT_END, "") : printed;
  for (let at = text.lastIndexOf("?: "); at >= 0; at = text.lastIndexOf("?: ", at - 1)) {
    const start = at + 3;
    const end = memberTypeEnd(text, start);
    const type = text.slice(start, end);
    if (UNDEFINED_AT_END.test(type)) {
      text = text.slice(0, start) + type.replace(UNDEFINED_AT_END, "") + text.slice(end);
    }
    if (at === 0) break;
  }
  return text;
}

/** A union's last member `undefined`. */
const UNDEFINED_AT_END = / \| undefined$/;

/** Where a member's type that starts at `start` ends: its `;`, `,` or closing bracket. */
function memberTypeEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if ("({[<".includes(char)) depth++;
    else if (")}]".includes(char) || (char === ">" && text[i - 1] !== "=")) {
      if (depth === 0) return i;
      depth--;
    } else if ((char === ";" || char === ",") && depth === 0) return i;
  }
  return text.length;
}

/**
 * Whether a property of a worked-out type cannot be assigned: declared `readonly`, a getter
 * without a setter, or made so by a mapped type (`Readonly<Ref<T>>`), which only the checker's
 * flags on the property it makes say (TypeScript keeps `getCheckFlags` out of its typings).
 */
function isReadonly(property: ts.Symbol): boolean {
  const checkFlags = (ts as unknown as { getCheckFlags?: (symbol: ts.Symbol) => number })
    .getCheckFlags?.(property) ?? 0;
  if ((checkFlags & CHECK_FLAGS_READONLY) !== 0) return true;
  const declarations = property.declarations ?? [];
  if (
    declarations.some(ts.isGetAccessorDeclaration) &&
    !declarations.some(ts.isSetAccessorDeclaration)
  ) {
    return true;
  }
  return declarations.some((declaration) =>
    (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly) !== 0
  );
}

/** TypeScript's `CheckFlags.Readonly`: a property a mapped type (`Readonly<T>`) makes readonly. */
const CHECK_FLAGS_READONLY = 8;

/**
 * The declarations of the function a property takes the type of (`waitFor: typeof waitFor`),
 * or `undefined` for any other property.
 */
function queriedFunctions(
  member: ts.Node,
  checker: ts.TypeChecker,
): ts.FunctionDeclaration[] | undefined {
  if (!ts.isPropertySignature(member) && !ts.isPropertyDeclaration(member)) return undefined;
  const type = member.type;
  if (type === undefined || !ts.isTypeQueryNode(type) || !ts.isIdentifier(type.exprName)) {
    return undefined;
  }
  const declarations = targetOf(checker, type.exprName)?.declarations ?? [];
  const functions = declarations.filter(ts.isFunctionDeclaration);
  return functions.length > 0 && functions.length === declarations.length ? functions : undefined;
}

/** The object literals a type is, or is the intersection (with `unions`, or union) of. */
function literalParts(type: ts.TypeNode, unions = false): ts.TypeLiteralNode[] {
  if (ts.isTypeLiteralNode(type)) return [type];
  if (ts.isParenthesizedTypeNode(type)) return literalParts(type.type, unions);
  return ts.isIntersectionTypeNode(type) || (unions && ts.isUnionTypeNode(type))
    ? type.types.flatMap((part) => literalParts(part, unions))
    : [];
}

/**
 * The members an interface or class inherits from another installed package and that it does
 * not declare itself, by their declarations: `express`'s `Application` extends
 * `core.Application` of `express-serve-static-core`, where `listen` is, and that package is not
 * served. What it inherits from a type its own package exports is that type's record already
 * (React's attribute interfaces would each repeat hundreds of members); what a type it does not
 * export declares is nowhere else.
 */
/**
 * What the value of an interface's name has, where a variable of the same name is typed by
 * another interface: the pattern of the runtime's own types (`interface Buffer` for instances,
 * `var Buffer: BufferConstructor` for `Buffer.from`, `Buffer.alloc` and `new Buffer()`). Its
 * properties and methods are the class's static members, its construct signatures its
 * constructor.
 */
function constructorMembers(
  node: ts.ClassLikeDeclaration | ts.InterfaceDeclaration,
  checker: ts.TypeChecker,
): { member: ts.Node; static: true }[] {
  if (!ts.isInterfaceDeclaration(node)) return [];
  const symbol = checker.getSymbolAtLocation(node.name);
  // Once for an interface declared in several places (@types/node's two `Buffer`s).
  if (symbol?.declarations?.find(ts.isInterfaceDeclaration) !== node) return [];
  const type = constructorType(node, checker);
  if (type === undefined) return [];
  return [
    ...type.getConstructSignatures().map((signature) => signature.getDeclaration()),
    ...checker.getPropertiesOfType(type).flatMap((property) => property.declarations ?? []),
  ].filter((member) => member !== undefined && !member.getSourceFile().hasNoDefaultLib)
    .map((member) => ({ member, static: true }));
}

/**
 * The type of the variable declared with an interface's name, when it is a constructor type
 * of its own (`var Buffer: BufferConstructor`, with `new (...)`): the interface is then a class's
 * instance side. Not the interface itself (Effect's `const Any: Any`), nor a generic type's instance (zod's
 * `const ZodString: $constructor<ZodString>`).
 *
 * @param node An interface.
 * @param checker The program's checker.
 * @returns The constructor type, if the interface has one.
 *
 * @example
 * ```ts ignore
 * constructorType(bufferInterface, checker); // the type of `BufferConstructor`
 * ```
 */
export function constructorType(
  node: ts.InterfaceDeclaration,
  checker: ts.TypeChecker,
): ts.Type | undefined {
  const symbol = checker.getSymbolAtLocation(node.name);
  const variable = symbol?.declarations?.find(ts.isVariableDeclaration);
  if (
    variable?.type === undefined || !ts.isTypeReferenceNode(variable.type) ||
    variable.type.typeArguments !== undefined
  ) return undefined;
  const type = checker.getTypeFromTypeNode(variable.type);
  // One that constructs: Effect's `const optional: optionalLambda` is a function.
  return type.getSymbol() === symbol || type.aliasSymbol !== undefined ||
      type.getConstructSignatures().length === 0
    ? undefined
    : type;
}

function inheritedMembers(
  node: ts.ClassLikeDeclaration | ts.InterfaceDeclaration,
  checker: ts.TypeChecker,
  exportedNames: ReadonlySet<string>,
): { member: ts.Node; optional: boolean }[] {
  if ((node.heritageClauses ?? []).length === 0 || node.name === undefined) return [];
  const symbol = checker.getSymbolAtLocation(node.name);
  if (symbol === undefined) return [];
  const own = new Set(node.members.map((member) => member.name?.getText()).filter(Boolean));
  const home = packageRoot(node.getSourceFile().fileName);
  // What another declaration of the same type declares is its own member, not inherited: an
  // augmentation (`declare module "./MeshPhysicalMaterial.js" { interface ... extends ... {} }`)
  // would otherwise list every member of the type again.
  const merged = new Set<ts.Node>(symbol.declarations ?? []);
  return checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
    .filter((property) => !own.has(property.getName()))
    .flatMap((property) =>
      // Whether the type has it optional, which a mapped base may change (TanStack's
      // `WithRequired<QueryOptions, 'queryKey'>` makes `queryKey?:` required).
      (property.declarations ?? []).map((member) => ({
        member,
        optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
      }))
    )
    // Not what the runtime's own types give every object (HTMLElement's hundreds of members).
    .filter(({ member: declaration }) => {
      if (merged.has(declaration.parent)) return false;
      const file = declaration.getSourceFile();
      if (file.hasNoDefaultLib) return false;
      if (packageRoot(file.fileName) !== home) return true;
      const owner = (declaration.parent as { name?: ts.Node }).name;
      // A base of its own name is another declaration than the exported one (i18next's ESM
      // types declare `interface i18n extends i18nextMod.i18n`, the CommonJS types' `i18n`); an
      // internal one has no record to say its members (tRPC's `@internal` `BaseHandlerOptions`,
      // whose `allowBatching` every adapter's options take).
      return owner !== undefined && ts.isIdentifier(owner) &&
        (!exportedNames.has(owner.text) || owner.text === node.name!.text ||
          isInternal(declaration.parent));
    });
}

/**
 * A property's signature with the `?` its inheriting type gives it: one a mapped base makes
 * required loses it, one it makes optional gains it.
 */
function optionalAsInherited(
  signature: string,
  member: ts.Node,
  optional: boolean | undefined,
): string {
  if (optional === undefined || !ts.isPropertySignature(member)) return signature;
  if (optional === (member.questionToken !== undefined)) return signature;
  const name = member.name.getText();
  const at = signature.indexOf(name) + name.length;
  if (at < name.length) return signature;
  return optional
    ? `${signature.slice(0, at)}?${signature.slice(at)}`
    : signature.slice(0, at) + signature.slice(at).replace(/^\?/, "");
}

/**
 * The symbol a name stands for, aliases followed (`import { X }` is `X`'s declaration).
 *
 * @param checker The program's checker.
 * @param name A name in the program's text.
 * @returns Its symbol; `undefined` for a name the checker does not know.
 *
 * @example
 * ```ts ignore
 * targetOf(checker, typeReference.typeName); // the interface, not the import naming it
 * ```
 */
export function targetOf(
  checker: ts.TypeChecker,
  name: ts.EntityName,
): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(name);
  if (symbol === undefined) return undefined;
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * The installed package folder a file is in (`.../node_modules/@scope/name`, or
 * `node_modules/@scope/name` of a path written from the app), or the path.
 *
 * @param fileName A declaration file's path.
 * @returns Its package's folder.
 *
 * @example
 * ```ts
 * import { packageRoot } from "./declaration_members.ts";
 *
 * console.log(packageRoot("/app/node_modules/@scope/kit/dist/a.d.ts")); // "/app/node_modules/@scope/kit"
 * ```
 */
export function packageRoot(fileName: string): string {
  return /^((?:.*\/)?node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(fileName)?.[1] ?? fileName;
}

/**
 * The names of the members a declaration has that its package marks `@internal`, which its
 * record leaves out (graphql's `ValidationOptions.maxErrors`, which `validate`'s own doc tells
 * users to pass): declared, so never said to be found nowhere.
 *
 * @param node The declaration.
 * @param checker The program's checker.
 * @param exportedNames The names the package's entries export.
 * @returns The names, each once, in declaration order.
 *
 * @example
 * ```ts ignore
 * internalMemberNames(validationOptions, checker); // ["maxErrors"]
 * ```
 */
export function internalMemberNames(
  node: ts.Node,
  checker: ts.TypeChecker,
  exportedNames: ReadonlySet<string> = new Set(),
): string[] {
  if (ts.isEnumDeclaration(node)) return [];
  if (ts.isTypeAliasDeclaration(node) && isComputed(node.type, checker)) return [];
  const names = ownMembers(node, checker, exportedNames)
    .filter(({ member }) => isInternal(member) && !isPrivate(member))
    .map(({ member }) => memberKind(member)?.name)
    .filter((name): name is string => name !== undefined);
  return [...new Set(names)];
}

/** A member's declaration, whether the type has it optional, and whether its value's. */
type OwnMember = { member: ts.Node; optional?: boolean; static?: true };

/**
 * The members a class, interface, object type alias or constant's own object type declares,
 * its bases' and its value's constructor type's: `type Props = { ... }`, or `Base & { ... }`
 * has its properties as members, as an interface's (chart.js' `LinearScaleOptions =
 * CartesianScaleOptions & { ... }`); so does a constant's own object type (three's `const
 * MathUtils: { clamp: typeof clamp; ... }`), not its call signatures (Effect's data-first and
 * data-last forms of one function), which are its signature. Worked out once per declaration
 * (and names exported): its record's members and the names of its internal ones both read them,
 * and its bases' are the checker's work.
 */
function ownMembers(
  node: ts.Node,
  checker: ts.TypeChecker,
  exportedNames: ReadonlySet<string>,
): OwnMember[] {
  let byNode = listed.get(exportedNames);
  if (byNode === undefined) {
    byNode = new WeakMap();
    listed.set(exportedNames, byNode);
  }
  let own = byNode.get(node);
  if (own === undefined) {
    own = listMembers(node, checker, exportedNames);
    byNode.set(node, own);
  }
  return own;
}

/** The members listed so far, by the names exported and the declaration; dropped with them. */
const listed = new WeakMap<ReadonlySet<string>, WeakMap<ts.Node, OwnMember[]>>();

function listMembers(
  node: ts.Node,
  checker: ts.TypeChecker,
  exportedNames: ReadonlySet<string>,
): OwnMember[] {
  if (ts.isTypeAliasDeclaration(node)) {
    const literals = literalParts(node.type);
    if (literals.length > 0) {
      return literals.flatMap((literal) => literal.members.map((member) => ({ member })));
    }
    return namespacedInterfaces(node.type, checker, exportedNames)
      .flatMap((declaration) => listMembers(declaration, checker, exportedNames));
  }
  if (
    ts.isVariableDeclaration(node) && node.type !== undefined && ts.isTypeLiteralNode(node.type)
  ) {
    return node.type.members.filter((member) =>
      ts.isPropertySignature(member) || ts.isMethodSignature(member)
    ).map((member) => ({ member }));
  }
  if (ts.isClassLike(node) || ts.isInterfaceDeclaration(node)) {
    return [
      ...node.members.map((member) => ({ member })),
      ...inheritedMembers(node, checker, exportedNames),
      ...constructorMembers(node, checker),
    ];
  }
  return [];
}

/**
 * The interface an alias stands for when it is a namespace's that no entry exports, so that the
 * alias is the only name users have for it: `@types/better-sqlite3` exports
 * `type Database = BetterSqlite3.Database` and `type Statement<...> = ... ?
 * BetterSqlite3.Statement<...> : BetterSqlite3.Statement<[...]>`, and `prepare`, `run` and `get`
 * are members of those interfaces alone. Each branch of a conditional type must name the same
 * one.
 */
function namespacedInterfaces(
  type: ts.TypeNode,
  checker: ts.TypeChecker,
  exportedNames: ReadonlySet<string>,
): ts.InterfaceDeclaration[] {
  const named = new Set<ts.Symbol | undefined>();
  const visit = (node: ts.TypeNode): void => {
    if (ts.isParenthesizedTypeNode(node)) return visit(node.type);
    if (ts.isConditionalTypeNode(node)) return [node.trueType, node.falseType].forEach(visit);
    if (
      !ts.isTypeReferenceNode(node) || !ts.isQualifiedName(node.typeName) ||
      exportedNames.has(leftmostName(node.typeName))
    ) return void named.add(undefined);
    named.add(targetOf(checker, node.typeName));
  };
  visit(type);
  const [symbol] = named;
  if (named.size !== 1 || symbol === undefined) return [];
  return (symbol.declarations ?? []).filter(ts.isInterfaceDeclaration);
}

/**
 * The first name of a qualified one.
 *
 * @param name A name as a type reference writes it.
 * @returns Its first part: `BetterSqlite3` of `BetterSqlite3.Database`; a plain name itself.
 *
 * @example
 * ```ts ignore
 * leftmostName(reference.typeName); // "BetterSqlite3"
 * ```
 */
export function leftmostName(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : leftmostName(name.left);
}

/** A member's name and kind as the snapshot writes them. */
function memberKind(member: ts.Node): { name: string; kind: string } | undefined {
  // A quoted name is the name it quotes (Stencil's `"duration": number`): what a user writes
  // after the dot; a computed one is as written (`[Symbol.iterator]`).
  const named = (kind: string) => {
    const name = (member as { name?: ts.PropertyName }).name;
    if (name === undefined) return undefined;
    return { name: propertyName(name) ?? name.getText(), kind };
  };
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member)) {
    return { name: "constructor", kind: "constructor" };
  }
  if (ts.isCallSignatureDeclaration(member)) return { name: "call", kind: "call" };
  if (ts.isIndexSignatureDeclaration(member)) return { name: "index", kind: "index" };
  if (ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) return named("method");
  if (ts.isPropertyDeclaration(member) || ts.isPropertySignature(member)) {
    return named("property");
  }
  if (ts.isGetAccessorDeclaration(member)) return named("getter");
  if (ts.isSetAccessorDeclaration(member)) return named("setter");
  return undefined;
}

/**
 * Whether a declaration's JSDoc marks it `@internal`: not its package's public API (the tag
 * TypeScript's `stripInternal` drops; puppeteer's `Locator._clone`, `PuppeteerUtil`).
 *
 * @param node A declaration.
 * @returns `true` when it is tagged so.
 *
 * @example
 * ```ts ignore
 * isInternal(cloneMethod); // true for `/** @internal *\/ _clone(): Locator<T>;`
 * ```
 */
export function isInternal(node: ts.Node): boolean {
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === "internal");
}

function isPrivate(member: ts.Node): boolean {
  const name = (member as { name?: ts.Node }).name;
  if (name !== undefined && ts.isPrivateIdentifier(name)) return true;
  return ts.canHaveModifiers(member) &&
    (ts.getModifiers(member) ?? []).some((modifier) =>
      modifier.kind === ts.SyntaxKind.PrivateKeyword
    );
}

function isStatic(member: ts.Node): boolean {
  return ts.canHaveModifiers(member) &&
    (ts.getModifiers(member) ?? []).some((modifier) =>
      modifier.kind === ts.SyntaxKind.StaticKeyword
    );
}

function literal(value: string | number | undefined): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}
