/**
 * An installed package's symbol records, from its published declarations: the names each entry
 * exports, as TypeScript's checker finds them (`export *` and re-exports followed, into other
 * installed packages too), each described by the declarations behind it.
 *
 * @module
 */
import ts from "typescript";
import type { ApiMember, ApiSymbol, SymbolKind } from "../../../snapshot/model.ts";
import { compareText } from "../../compare_text.ts";
import { withConstructorOptions } from "../constructor_options.ts";
import { KIND_PRIORITY, withMembersInBody } from "../symbols/describe.ts";
import { FirstRecords } from "../symbols/first_records.ts";
import type { DeclarationProgram } from "./declaration_program.ts";
import {
  type DeclarationDoc,
  declarationDoc,
  declarationKind,
  declarationLine,
  declarationSignature,
  writtenExported,
} from "./declaration_text.ts";
import {
  constructorType,
  declarationMembers,
  internalMemberNames,
  isInternal,
} from "./declaration_members.ts";
import type { TypeEntry } from "./type_entries.ts";
import { indexedDeclaration, withLocalHelpers, withLocalTypeWritten } from "./local_types.ts";
import { reachedTypes } from "./reached_types.ts";
import { overloadDocs } from "./overload_docs.ts";
import { SourceDocs } from "./source_docs.ts";

/** A package's records and the names its entries expose. */
export interface DeclaredSymbols {
  /** The records, sorted by name, then by entry. */
  symbols: ApiSymbol[];
  /** Every name its entries export, `.`'s first, then those each subpath adds. */
  names: string[];
  /** Exported names whose declarations could not be found, with the module they come from. */
  unresolved: string[];
  /**
   * Exported names that are keys of a computed type (`export =` of a value whose type is mapped,
   * as `@types/node`'s `node:constants`), with no declaration of their own, with their entry.
   */
  computed: string[];
  /** Exported names whose declarations its package marks `@internal`, which have no record. */
  internal: string[];
}

/**
 * Reads the records of a package's entries. A name exported by several entries is recorded
 * once, under the first entry that exports it, when it is the same declaration (the others in
 * its `alsoFrom`); different declarations under one name from different entries stay separate
 * records. The module an `export =` assigns also gives its value's properties (which named
 * imports can take) and a `default` record for itself.
 *
 * @param declarations The package's program.
 * @param entries Its entries, `.` first.
 * @param fileName The path a record shows for a declaration file (`node_modules/next/...`).
 * @param packageName The name users import the package by, which an entry's subpath follows.
 * @returns The records, the exported names and the names that could not be resolved.
 */
export function declaredSymbols(
  declarations: DeclarationProgram,
  entries: readonly TypeEntry[],
  fileName: (path: string) => string,
  packageName: string,
): DeclaredSymbols {
  const { program, checker } = declarations;
  const recorded = new FirstRecords();
  const records: { symbol: ApiSymbol; entry: number; nodes: readonly ts.Node[] }[] = [];
  const unresolved = new Set<string>();
  const computed = new Set<string>();
  const internal = new Set<string>();
  const byName = new Map(checker.getAmbientModules().map((module) => [module.name, module]));
  const subpaths = new Map(entries.map((entry) => [entry.file, entry.subpath]));
  const entryOf = (file: string) => subpaths.get(file);
  const sources = new SourceDocs();
  // Each entry's exports, by name (none for an entry TypeScript finds no module for).
  const exportsOf = entries.map((entry) => {
    const source = program.getSourceFile(entry.file);
    // A file that is no module but declares the one users import by name (svelte's
    // `types/index.d.ts` holds `declare module 'svelte/store' { ... }` for `./store`).
    const named = entry.declared ? entry.subpath : packageName + entry.subpath.slice(1);
    const module = entry.declared || source === undefined
      ? byName.get(JSON.stringify(named))
      : checker.getSymbolAtLocation(source) ?? byName.get(JSON.stringify(named));
    return module === undefined ? new Map<string, ts.Symbol>() : moduleExports(checker, module);
  });
  // What the package's entries export by name: a class's members inherited from a base it does
  // not export are the class's to show (ioredis' `Redis.set`, from an unexported `Commander`).
  const exportedNames = new Set(exportsOf.flatMap((exported) => [...exported.keys()]));
  // Each export's own declarations, read once.
  const declarationsOf = new Map(
    exportsOf.flatMap((exported) =>
      [...exported.values()].map((
        symbol,
      ) => [symbol, ownDeclarations(aliasTarget(checker, symbol))])
    ),
  );
  // The declarations that have records of their own: a namespace lists them by their line.
  const exportedDeclarations = new Set([...declarationsOf.values()].flat());
  // The types exported under each name, across entries: a base named by a namespace import's
  // name (`t.VerifyOptions`) is looked up by that name, which must then lead to it alone.
  const exportedTypes = new Map<string, Set<ts.Node>>();
  for (const exported of exportsOf) {
    for (const [name, symbol] of exported) {
      const types = declarationsOf.get(symbol)!.filter(isTypeDeclaration);
      if (types.length === 0) continue;
      const known = exportedTypes.get(name) ?? new Set<ts.Node>();
      for (const type of types) known.add(type);
      exportedTypes.set(name, known);
    }
  }
  const context = {
    fileName,
    entryOf,
    sources,
    exportedNames,
    exportedDeclarations,
    exportedTypes,
  };
  entries.forEach((entry, index) => {
    for (const [name, exported] of exportsOf[index]!) {
      const found = declarationsOf.get(exported)!;
      if (found.length === 0) {
        // A re-export leads nowhere installed; a property of a computed type has no declaration.
        if (exported.flags & ts.SymbolFlags.Alias) {
          unresolved.add(`${name} (from ${origin(checker, exported) ?? entry.subpath})`);
        } else {
          computed.add(`${name} (${entry.subpath})`);
        }
        continue;
      }
      // What its package marks internal is not its API, whichever entry exports it.
      if (found.every(isInternal)) {
        internal.add(name);
        continue;
      }
      const identity = `${name}@${found[0]!.getSourceFile().fileName}:${found[0]!.pos}`;
      if (recorded.seen(identity, entry.subpath)) continue;
      const symbol = describe(name, entry.subpath, found, exported, checker, context);
      recorded.add(identity, symbol);
      // A bundle's copy of a type or documented declaration (`@google/genai`'s `./node` and
      // `./web` each declare it again, word for word) is that declaration, exported by those
      // entries too; not each module's own default or undocumented value of the same type
      // (`const styles: CSSResult`), which are values of their own.
      const copy = copyIdentity(symbol);
      if (copy !== undefined && recorded.seen(copy, entry.subpath)) continue;
      if (copy !== undefined) recorded.add(copy, symbol);
      records.push({ symbol, entry: index, nodes: found });
    }
  });
  // The types of namespaces an export's namespace has as members (lru-cache's
  // `LRUCache.OptionsBase`, Stripe's `Stripe.Checkout.SessionCreateParams`), under the names code
  // writes; the export's own record names its namespace's types so recorded by their heads.
  const named = new Map<number, Set<string>>();
  for (const nested of nestedNamespaceTypes(records, checker, exportedDeclarations)) {
    const root = records[nested.root]!;
    const { exported, declarations } = nested;
    const symbol = describe(
      exported.name,
      root.symbol.subpath,
      declarations,
      exported,
      checker,
      context,
    );
    records.push({
      symbol: { ...symbol, name: nested.name },
      entry: root.entry,
      nodes: declarations,
    });
    if (nested.name === `${root.symbol.name}.${exported.name}`) {
      (named.get(nested.root) ?? named.set(nested.root, new Set()).get(nested.root)!)
        .add(exported.name);
    }
  }
  for (const [index, names] of named) {
    const root = records[index]!;
    const members = root.symbol.members?.map((member) =>
      names.has(member.name) ? { ...member, signature: typeHead(member.signature) } : member
    );
    if (members !== undefined) records[index] = { ...root, symbol: { ...root.symbol, members } };
  }
  // Types no entry exports that the exports' types name (Playwright's `LocatorAssertions`, whose
  // members `expect` gives a locator): recorded under the entry of the export that reaches them.
  const roots = records.map((record) => ({
    name: record.symbol.name,
    nodes: record.nodes,
    record,
  }));
  const taken = new Set(records.map(({ symbol }) => `${symbol.name} ${symbol.subpath}`));
  for (const type of reachedTypes(roots, checker, exportedNames)) {
    const root = type.through.record;
    // Two such types of one name (from two files) under one entry: the nearest is recorded.
    const key = `${type.name} ${root.symbol.subpath}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const symbol = describe(
      type.name,
      root.symbol.subpath,
      type.declarations,
      type.symbol,
      checker,
      context,
    );
    records.push({
      symbol: { ...symbol, reachedThrough: type.through.name },
      entry: root.entry,
      nodes: type.declarations,
    });
  }
  records.sort((a, b) => compareText(a.symbol.name, b.symbol.name) || a.entry - b.entry);
  // A value the entry it is recorded under exports as a type only (`export { type
  // DefinitionType }` of an enum) is not there at run time: its import is `import type`.
  const indexOf = new Map(entries.map((entry, index) => [entry.subpath, index]));
  for (const { symbol } of records) {
    const exported = exportsOf[indexOf.get(symbol.subpath) ?? -1]?.get(symbol.name);
    if (exported === undefined) continue;
    if (valueExportedAsType(checker, exported) || typesOnlyNamespace(checker, exported)) {
      symbol.typeOnly = true;
    }
  }
  // An alias names the declaration it stands for only where users can import that name too
  // (`isStepCount`): a module's `default`, or a name only its file knows, says nothing to them.
  for (const { symbol } of records) {
    if (symbol.declaredAs !== undefined && !exportedNames.has(symbol.declaredAs)) {
      delete symbol.declaredAs;
    }
  }
  return {
    symbols: records.map(({ symbol }) => symbol),
    names: [...exportedNames],
    unresolved: [...unresolved],
    computed: [...computed],
    // A name also recorded from another entry, where it is not internal, is not.
    internal: [...internal].filter((name) => !records.some(({ symbol }) => symbol.name === name)),
  };
}

/**
 * What a module exports, by name: `getExportsOfModule`, plus, for an `export =` of a value, that
 * value's properties and the value itself as `default` (`import express from "express"`); of a
 * class, not its `prototype`, which no one imports (`@types/stats.js`).
 */
function moduleExports(checker: ts.TypeChecker, module: ts.Symbol): Map<string, ts.Symbol> {
  const exports = new Map<string, ts.Symbol>(
    checker.getExportsOfModule(module).map((symbol) => [symbol.name, symbol]),
  );
  const assigned = module.exports?.get(ts.InternalSymbolName.ExportEquals);
  if (assigned === undefined) return exports;
  const target = aliasTarget(checker, assigned);
  if (!(target.flags & ts.SymbolFlags.Value)) return exports;
  for (const property of checker.getPropertiesOfType(checker.getTypeOfSymbol(target))) {
    // A property keyed by a symbol (`[captureRejectionSymbol]` of an EventEmitter) has no name
    // an import can take: TypeScript names it `__@captureRejectionSymbol@24`.
    if (exports.has(property.name) || property.name.startsWith(SYMBOL_KEYED)) continue;
    exports.set(property.name, queriedValue(checker, property) ?? property);
  }
  if (target.flags & ts.SymbolFlags.Class) exports.delete("prototype");
  // A namespace merged with the value may export the value itself as its `default`
  // (`const _default: typeof slugify`): the value's own declarations describe it.
  const named = exports.get("default");
  if (named === undefined || sameValue(checker, named, target)) exports.set("default", target);
  return exports;
}

/** How TypeScript begins the name of a property keyed by a symbol. */
const SYMBOL_KEYED = "__@";

/**
 * The class, function, enum or namespace a property is the value of (`NotifySend: typeof
 * NotifySend` of node-notifier's exported object, the class of another file): its own
 * declarations describe it, with the types its namespace holds (`NotifySend.Notification`),
 * where the property's line says only `typeof NotifySend`.
 */
function queriedValue(checker: ts.TypeChecker, property: ts.Symbol): ts.Symbol | undefined {
  const [node, ...others] = property.declarations ?? [];
  if (node === undefined || others.length > 0) return undefined;
  if (!ts.isPropertySignature(node) && !ts.isPropertyDeclaration(node)) return undefined;
  if (node.type === undefined || !ts.isTypeQueryNode(node.type)) return undefined;
  const queried = checker.getSymbolAtLocation(node.type.exprName);
  if (queried === undefined) return undefined;
  const value = aliasTarget(checker, queried);
  return value.flags & DESCRIBED_VALUES ? value : undefined;
}

/** The values whose declarations say more than a variable's type does. */
const DESCRIBED_VALUES = ts.SymbolFlags.Class | ts.SymbolFlags.Function | ts.SymbolFlags.Enum |
  ts.SymbolFlags.ValueModule;

/** Whether a name stands for the same value as a symbol: its type is the symbol's own. */
function sameValue(checker: ts.TypeChecker, name: ts.Symbol, symbol: ts.Symbol): boolean {
  const value = aliasTarget(checker, name);
  return value === symbol ||
    (!!(value.flags & ts.SymbolFlags.Variable) &&
      checker.getTypeOfSymbol(value) === checker.getTypeOfSymbol(symbol));
}

/**
 * The declarations that describe a symbol: those of a kind a user imports; for a module, its
 * file alone, not the `declare module "./x"` blocks elsewhere that augment it.
 */
function ownDeclarations(symbol: ts.Symbol): ts.Node[] {
  const found = (symbol.declarations ?? []).filter((node) => declarationKind(node));
  return found.some(ts.isSourceFile)
    ? found.filter((node) => !ts.isModuleDeclaration(node) || !ts.isStringLiteral(node.name))
    : found;
}

/**
 * The last module an alias chain names before it leads nowhere (`json-schema`, imported by the
 * package `ai` re-exports from), for the warning.
 */
function origin(checker: ts.TypeChecker, symbol: ts.Symbol): string | undefined {
  let named: string | undefined;
  const seen = new Set<ts.Symbol>();
  for (
    let alias: ts.Symbol | undefined = symbol;
    alias !== undefined && alias.flags & ts.SymbolFlags.Alias && !seen.has(alias);
    alias = checker.getImmediateAliasedSymbol(alias)
  ) {
    seen.add(alias);
    let node: ts.Node | undefined = alias.declarations?.[0];
    while (node !== undefined && !ts.isExportDeclaration(node) && !ts.isImportDeclaration(node)) {
      node = node.parent;
    }
    const specifier = node?.moduleSpecifier;
    if (specifier !== undefined && ts.isStringLiteral(specifier)) named = specifier.text;
  }
  return named;
}

/**
 * One record from the declarations behind a name. Those another entry's module adds by
 * augmentation (`declare module "dayjs" { interface Dayjs { ... } }` in a plugin) give members
 * that name that entry, and no line of the signature.
 */
function describe(
  name: string,
  subpath: string,
  all: readonly ts.Node[],
  exported: ts.Symbol,
  checker: ts.TypeChecker,
  { fileName, entryOf, sources, exportedNames, exportedDeclarations, exportedTypes }: {
    /** The path a record shows for a declaration file. */
    fileName: (path: string) => string;
    /** The entry whose module a file is, if any. */
    entryOf: (file: string) => string | undefined;
    /** The shipped source's docs, for a declaration its `.d.ts` leaves bare. */
    sources: SourceDocs;
    /** The names the package's entries export. */
    exportedNames: ReadonlySet<string>;
    /** The declarations the package's entries export. */
    exportedDeclarations: ReadonlySet<ts.Node>;
    /** The types each name is exported as. */
    exportedTypes: ReadonlyMap<string, ReadonlySet<ts.Node>>;
  },
): ApiSymbol {
  const first = all[0]!;
  const addedBy = (node: ts.Node) =>
    node.getSourceFile() === first.getSourceFile() || !inAugmentation(node)
      ? undefined
      : entryOf(node.getSourceFile().fileName);
  const declarations = all.filter((node) => addedBy(node) === undefined);
  const kinds = new Set(declarations.map(declarationKind));
  // An interface whose name's value is typed by a constructor type is a class: `Buffer`, a
  // value a user imports and calls `Buffer.from` on, not a type. It is written as one, the way
  // its static members are.
  const constructed = declarations.find((node) =>
    ts.isInterfaceDeclaration(node) && constructorType(node, checker) !== undefined
  );
  const kind = constructed !== undefined
    ? "class"
    : KIND_PRIORITY.find((candidate) => kinds.has(candidate)) as SymbolKind;
  const alias = exported.flags & ts.SymbolFlags.Alias ? exported.declarations?.[0] : undefined;
  // The class stands for its value too: `var Buffer: BufferConstructor` adds its static members.
  const written = constructed === undefined
    ? declarations
    : declarations.filter((node) => !ts.isVariableDeclaration(node));
  const context = { checker, exportedNames };
  const signature = written.map((node) => {
    if (ts.isSourceFile(node)) return namespaceSignature(name, alias);
    const printed = declarationSignature(node, name);
    if (node === constructed) {
      return printed.replace(/^(?:export\s+)?(?:declare\s+)?interface\b/, "class");
    }
    // A variable whose type is not written out is followed by the local types its type names
    // (`@hono/node-server`'s `const getRequestListener: (fetchCallback: FetchCallback, ...`).
    const written = ts.isVariableDeclaration(node)
      ? withLocalTypeWritten(node, printed, { ...context, recorded: declarations })
      : printed;
    return written === printed
      ? withLocalHelpers(node, printed, { ...context, fileName })
      : written;
  }).join("\n");
  const docs = declarations.map(docOf);
  const aliasDoc = alias === undefined ? undefined : docOf(alias);
  // A variable typed by another type's member (`Runtime["setAssetPath"]`) has that member's docs.
  const member = ts.isVariableDeclaration(first) ? indexedDeclaration(first, checker) : undefined;
  const found = [
    ...docs,
    ...(aliasDoc === undefined ? [] : [aliasDoc]),
    ...(member === undefined ? [] : [docOf(member)]),
  ].find((doc) => doc.doc !== undefined || doc.tags !== undefined) ??
    (ts.isSourceFile(first) ? undefined : sources.of(first, declaredName(first) ?? name)) ??
    soleExportDoc(first) ?? {};
  const overloads = declarations.length > 1 && declarations.every(ts.isFunctionLike);
  const documented = withExportDeprecation(overloads ? overloadDocs(found, docs) : found, aliasDoc);
  const listed = all.flatMap((node) => {
    const by = addedBy(node);
    const own = membersOf(node, checker, exportedNames, exportedDeclarations);
    return by === undefined ? own : own.map((member) => ({ ...member, declaredBy: by }));
  });
  // A namespace's blocks each list what the merged namespace exports: each member once.
  const seen = new Set<string>();
  const members = withConstructorOptions(
    all.length === 1 ? listed : listed.filter((member) => {
      const key = JSON.stringify([member.name, member.kind, member.signature, member.declaredBy]);
      return !seen.has(key) && seen.add(key);
    }),
  );
  const source = first.getSourceFile();
  // An alias (`export { isStepCount as stepCountIs }`) says the name its declaration has.
  const declared = name === "default" ? undefined : declaredName(first);
  const declaredAs = declared !== undefined && declared !== name ? declared : undefined;
  const through = inheritedThrough(declarations, checker, exportedNames, exportedTypes);
  const internal = [
    ...new Set(declarations.flatMap((node) => internalMemberNames(node, checker, exportedNames))),
  ].filter((member) => !members.some((listed) => listed.name === member));
  return {
    name,
    kind,
    subpath,
    signature,
    ...documented,
    ...(members.length === 0 ? {} : { members }),
    file: fileName(source.fileName),
    line: ts.isSourceFile(first) ? 1 : declarationLine(first),
    ...(declaredAs === undefined ? {} : { declaredAs }),
    ...(internal.length === 0 ? {} : { internalMembers: internal }),
    ...(through.length === 0 ? {} : { inheritsThrough: through }),
  };
}

/** What a copy of a declaration has the same of it: everything but where it is. */
function copyIdentity(symbol: ApiSymbol): string | undefined {
  const { name, kind, signature, doc, tags, members } = symbol;
  const type = kind === "interface" || kind === "typeAlias";
  if (name === "default" || (!type && doc === undefined)) return undefined;
  return `${name}\n${JSON.stringify([kind, signature, doc, tags, members])}`;
}

/**
 * A declaration's docs with the deprecation its re-export gives it (`@types/react-dom`'s
 * `test-utils` re-exports React's `act` under "@deprecated Import `act` from `react` instead."):
 * the entry deprecates the name, whatever the declaration says.
 */
function withExportDeprecation(
  documented: DeclarationDoc,
  exportDoc: DeclarationDoc | undefined,
): DeclarationDoc {
  const deprecated = exportDoc?.tags?.find((tag) => tag.tag === "deprecated");
  if (deprecated === undefined || documented.tags?.some((tag) => tag.tag === "deprecated")) {
    return documented;
  }
  return { ...documented, tags: [...documented.tags ?? [], deprecated] };
}

/** How many unexported bases up exported ones are looked for. */
const HIDDEN_LEVELS = 3;

/**
 * The exported types a class or interface inherits from through bases its package does not
 * export (`Redis extends Commander`, `Commander extends RedisCommander`: `RedisCommander`):
 * readers follow a type's `extends` by the records of its bases, and an unexported one has none.
 */
function inheritedThrough(
  declarations: readonly ts.Node[],
  checker: ts.TypeChecker,
  exportedNames: ReadonlySet<string>,
  exportedTypes: ReadonlyMap<string, ReadonlySet<ts.Node>>,
): string[] {
  const found = new Set<string>();
  // An exported base written through a namespace import (jose's `extends t.VerifyOptions`):
  // readers look a base up by the name it is exported under, when that name is its alone
  // (not Effect's `Schema.Void` beside other types named `Void`).
  for (const node of declarations) {
    for (const name of qualifiedBases(node)) {
      const types = exportedTypes.get(name.text);
      const symbol = checker.getSymbolAtLocation(name);
      const base = symbol === undefined ? [] : aliasTarget(checker, symbol).declarations ?? [];
      if (
        types !== undefined &&
        [...types].every((type) => (base as readonly ts.Node[]).includes(type))
      ) {
        found.add(name.text);
      }
    }
  }
  const seen = new Set<ts.Node>();
  let level = declarations.flatMap((node) => hiddenBases(node, checker, exportedNames));
  for (let depth = 0; depth < HIDDEN_LEVELS && level.length > 0; depth++) {
    const next: ts.Node[] = [];
    for (const base of level) {
      if (seen.has(base)) continue;
      seen.add(base);
      for (const name of baseNames(base)) if (exportedNames.has(name)) found.add(name);
      next.push(...hiddenBases(base, checker, exportedNames));
    }
    level = next;
  }
  return [...found];
}

/** The names a class's or interface's heritage clauses write (`extends A<T>, B`: A, B). */
function baseNames(node: ts.Node): string[] {
  if (!ts.isClassLike(node) && !ts.isInterfaceDeclaration(node)) return [];
  return (node.heritageClauses ?? []).flatMap((clause) =>
    clause.types.flatMap(({ expression }) => ts.isIdentifier(expression) ? [expression.text] : [])
  );
}

/** The last names of the bases a class or interface writes with a namespace's name (`ns.B`). */
function qualifiedBases(node: ts.Node): ts.Identifier[] {
  if (!ts.isClassLike(node) && !ts.isInterfaceDeclaration(node)) return [];
  return (node.heritageClauses ?? []).flatMap((clause) =>
    clause.types.flatMap(({ expression }) =>
      ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.name)
        ? [expression.name]
        : []
    )
  );
}

/** The most parts of a name under which a type in nested namespaces is recorded. */
const NAMESPACE_PARTS = 3;

/** The most types in nested namespaces recorded for a package: the nearest an entry first. */
const MAX_NAMESPACE_TYPES = 1_000;

/** A type (or namespace) declared in a namespace that an export's namespace has as a member. */
interface NestedType {
  /** The name code writes: the export's, the namespaces', its own (`Stripe.Checkout.Session`). */
  name: string;
  exported: ts.Symbol;
  declarations: ts.Node[];
  /** The index of the export's record. */
  root: number;
}

/**
 * The types declared in an export's namespace and in the namespaces it has as members, each
 * recorded under the name code writes: lru-cache's class merged with a namespace has
 * `OptionsBase`, written `LRUCache.OptionsBase`, whose members and their docs are then a record's
 * (`LRUCache.OptionsBase.ttlAutopurge`, not a 20,000-character body in the class's record);
 * Stripe's has `Checkout`, whose namespace holds `Stripe.Checkout.SessionCreateParams`. Classes,
 * interfaces, type aliases, enums and namespaces, down to {@link NAMESPACE_PARTS} parts; not one
 * an entry exports as well, whose record it has.
 */
function nestedNamespaceTypes(
  records: readonly { symbol: ApiSymbol; nodes: readonly ts.Node[] }[],
  checker: ts.TypeChecker,
  recorded: ReadonlySet<ts.Node>,
): NestedType[] {
  const namespaceOf = (nodes: readonly ts.Node[]) => {
    const node = nodes.find(ts.isModuleDeclaration);
    return node === undefined ? undefined : checker.getSymbolAtLocation(node.name);
  };
  const membersOf = (namespace: ts.Symbol) =>
    checker.getExportsOfModule(namespace).flatMap((exported) => {
      const declarations = ownDeclarations(aliasTarget(checker, exported));
      return declarations.length === 0 || declarations.every(isInternal)
        ? []
        : [{ exported, declarations, inner: namespaceOf(declarations) }];
    });
  // Each level's namespaces, from the exports' own: their members are the exports' member lines,
  // and only the namespaces among them are looked into.
  let level = records.flatMap(({ symbol, nodes }, root) => {
    const namespace = symbol.name === "default" ? undefined : namespaceOf(nodes);
    return namespace === undefined ? [] : [{ path: symbol.name, namespace, root, shapes: false }];
  });
  const seen = new Set<ts.Symbol>();
  const found: NestedType[] = [];
  for (let parts = 2; parts <= NAMESPACE_PARTS && level.length > 0; parts++) {
    const next: typeof level = [];
    for (const { path, namespace, root } of level) {
      if (seen.has(namespace)) continue;
      seen.add(namespace);
      for (const { exported, declarations, inner } of membersOf(namespace)) {
        const name = `${path}.${exported.name}`;
        // One an entry exports too has its record already (`export import Cluster = L.Cluster`).
        const own = !declarations.some((declaration) => recorded.has(declaration));
        if (own && (inner !== undefined || declarations.some(isNamedType))) {
          if (found.length === MAX_NAMESPACE_TYPES) return found;
          found.push({ name, exported, declarations, root });
        }
        if (inner !== undefined) {
          next.push({ path: name, namespace: inner, root, shapes: declarations.some(isShapeType) });
        }
      }
    }
    // A namespace that groups an API (`Checkout`) before one that holds the shapes of a type's
    // properties (`Account`'s `Account.BusinessProfile`), which the type's record lists already.
    level = next.sort((a, b) => Number(a.shapes) - Number(b.shapes));
  }
  return found;
}

/**
 * A type's declaration without its body, which its own record gives: `interface Config<T> { … }`
 * for `interface Config<T> {` and the lines of its members; a one-line declaration as it is.
 */
function typeHead(signature: string): string {
  const newline = signature.indexOf("\n");
  if (newline < 0) return signature;
  const first = signature.slice(0, newline).trimEnd();
  return first.endsWith("{") ? `${first} … }` : `${first} …`;
}

/** Whether a declaration declares an interface or type alias: a shape, whatever else merges. */
function isShapeType(node: ts.Node): boolean {
  return ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);
}

/** Whether a declaration declares a type by name: a class, interface, type alias or enum. */
function isNamedType(node: ts.Node): boolean {
  return isTypeDeclaration(node) || ts.isEnumDeclaration(node);
}

/** Whether a declaration declares a type a class or interface may extend. */
function isTypeDeclaration(node: ts.Node): boolean {
  return ts.isInterfaceDeclaration(node) || ts.isClassLike(node) || ts.isTypeAliasDeclaration(node);
}

/** The name a heritage item ends with: `B` of `B` and of `ns.B`. */
function baseName(expression: ts.Expression): ts.Identifier | undefined {
  if (ts.isIdentifier(expression)) return expression;
  return ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.name)
    ? expression.name
    : undefined;
}

/** The declarations of the bases a node names that its package does not export. */
function hiddenBases(
  node: ts.Node,
  checker: ts.TypeChecker,
  exportedNames: ReadonlySet<string>,
): ts.Node[] {
  if (!ts.isClassLike(node) && !ts.isInterfaceDeclaration(node)) return [];
  return (node.heritageClauses ?? []).flatMap((clause) =>
    clause.types.flatMap(({ expression }) => {
      const name = baseName(expression);
      if (name === undefined || exportedNames.has(name.text)) return [];
      const symbol = checker.getSymbolAtLocation(name);
      const target = symbol === undefined ? undefined : aliasTarget(checker, symbol);
      return (target?.declarations ?? []).filter((declaration) =>
        !declaration.getSourceFile().hasNoDefaultLib
      );
    })
  );
}

/** What a symbol stands for: the declaration an alias (`export { a } from`) leads to, else itself. */
function aliasTarget(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * Whether an export stands for a value but makes it a type only on the way: an `export type`
 * or `import type` somewhere along its chain of aliases.
 */
function valueExportedAsType(checker: ts.TypeChecker, exported: ts.Symbol): boolean {
  if (!(aliasTarget(checker, exported).flags & ts.SymbolFlags.Value)) return false;
  let current: ts.Symbol | undefined = exported;
  // A chain of aliases is short; the bound only guards against a cycle in broken declarations.
  for (let step = 0; step < MAX_ALIAS_STEPS && current !== undefined; step++) {
    if (!(current.flags & ts.SymbolFlags.Alias)) return false;
    if (current.declarations?.some(ts.isTypeOnlyImportOrExportDeclaration)) return true;
    current = checker.getImmediateAliasedSymbol(current);
  }
  return false;
}

/**
 * Whether an export is a namespace of types only (React's `namespace JSX`), which has no value
 * at run time: an ES module's `import { JSX }` fails in Node and under `verbatimModuleSyntax`.
 */
function typesOnlyNamespace(checker: ts.TypeChecker, exported: ts.Symbol): boolean {
  const flags = aliasTarget(checker, exported).flags;
  return (flags & ts.SymbolFlags.NamespaceModule) !== 0 && (flags & ts.SymbolFlags.Value) === 0;
}

/** The most aliases followed from an export to the declaration it stands for. */
const MAX_ALIAS_STEPS = 32;

/** The name a declaration is written with, if it has one. */
function declaredName(node: ts.Node): string | undefined {
  if (ts.isSourceFile(node)) return undefined;
  const name = ts.getNameOfDeclaration(node as ts.Declaration);
  return name !== undefined && ts.isIdentifier(name) ? name.text : undefined;
}

/** Whether a declaration sits in a `declare module "<name>"` block: it augments that module. */
function inAugmentation(node: ts.Node): boolean {
  for (let parent = node.parent; parent !== undefined; parent = parent.parent) {
    if (ts.isModuleDeclaration(parent) && ts.isStringLiteral(parent.name)) return true;
  }
  return false;
}

/**
 * The doc comment a declaration file opens with, before its imports, when the declaration is the
 * one value the file exports: it documents the module, which is that value (MSW's `msw/vite`
 * opens with "A Vite plugin for Mock Service Worker" and the `@example`s of setting it up, and
 * `msw()` has no comment of its own). Not a licence.
 */
function soleExportDoc(node: ts.Node): ReturnType<typeof declarationDoc> | undefined {
  const file = node.getSourceFile();
  const opening = file.statements[0];
  if (opening === undefined || !ts.isImportDeclaration(opening)) return undefined;
  // The comment first: most files' first import has none (or a licence), and the file's values
  // are then never listed, once per undocumented declaration.
  const doc = declarationDoc(opening);
  if (doc.doc === undefined && doc.tags === undefined) return undefined;
  if (LICENCE.test(doc.doc ?? "") || doc.tags?.some((tag) => LICENCE_TAGS.has(tag.tag))) {
    return undefined;
  }
  // The names of the values it exports, one whatever its overloads.
  const values = new Set(file.statements.flatMap((statement): string[] => {
    if (!writtenExported(statement)) return [];
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.map((each) => each.name.getText());
    }
    return ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)
      ? [statement.name?.text ?? "default"]
      : [];
  }));
  const statement = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  const name = (node as { name?: ts.Node }).name?.getText();
  return statement.parent === file && values.size === 1 && values.has(name ?? "") ? doc : undefined;
}

/** A licence's words, which open many bundles' first comment. */
const LICENCE = /\b(?:copyright|licen[cs]ed?)\b/i;
const LICENCE_TAGS: ReadonlySet<string> = new Set(["license", "preserve", "copyright"]);

/** A module's documentation: the JSDoc of its `export * as` or `@module` comment aside, none. */
function docOf(node: ts.Node) {
  if (ts.isSourceFile(node)) return {};
  // An `export * as ns from` carries its JSDoc on the export declaration.
  return declarationDoc(ts.isNamespaceExport(node) ? node.parent : node);
}

/** A module re-exported as a namespace: the statement that does it, as the `.d.ts` has it. */
function namespaceSignature(name: string, alias: ts.Declaration | undefined): string {
  const statement = alias !== undefined && ts.isNamespaceExport(alias) ? alias.parent : undefined;
  return statement === undefined ? `namespace ${name}` : statement.getText().replace(/;$/, "");
}

/** Members of a class, interface or enum; a namespace's (or module's) exports as members. */
function membersOf(
  node: ts.Node,
  checker: ts.TypeChecker,
  exportedNames: ReadonlySet<string>,
  exportedDeclarations: ReadonlySet<ts.Node>,
): ApiMember[] {
  if (!ts.isModuleDeclaration(node) && !ts.isSourceFile(node)) {
    return declarationMembers(node, checker, exportedNames);
  }
  const symbol = checker.getSymbolAtLocation(ts.isSourceFile(node) ? node : node.name);
  if (symbol === undefined) return [];
  return checker.getExportsOfModule(symbol).flatMap((exported): ApiMember[] => {
    const found = ownDeclarations(aliasTarget(checker, exported));
    if (found.length === 0 || found.every(isInternal)) return [];
    const kinds = new Set(found.map(declarationKind));
    // Its docs and members where it has no record of its own to give them.
    const own = !found.some((declaration) => exportedDeclarations.has(declaration));
    const doc = own
      ? found.map(docOf).find((each) => each.doc !== undefined || each.tags !== undefined)
      : undefined;
    return [{
      name: exported.name,
      kind: KIND_PRIORITY.find((candidate) => kinds.has(candidate)) as SymbolKind,
      signature: withBody(exported.name, found, own ? checker : undefined, exportedNames),
      ...doc,
    }];
  });
}

/**
 * A namespace member's declarations, one line of each different text (each plugin of dayjs
 * adds to `interface Dayjs`); a class, interface or enum that has no record of its own (with a
 * `checker`) with the members of all its declarations in a body after its first line, as the
 * repository's reader gives it (`describe.ts`): members have no members of their own, and
 * `L.Icon.Default`'s are what a user of it asks about.
 */
function withBody(
  name: string,
  declarations: readonly ts.Node[],
  checker: ts.TypeChecker | undefined,
  exportedNames: ReadonlySet<string>,
): string {
  const lines = [
    ...new Set(
      declarations.map((declaration) =>
        ts.isSourceFile(declaration) ? `namespace ${name}` : declarationSignature(declaration, name)
      ),
    ),
  ];
  const typed = declarations.filter((declaration) =>
    ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration) ||
    ts.isEnumDeclaration(declaration)
  );
  if (checker === undefined || typed.length === 0) return lines.join("\n");
  const members = typed.flatMap((declaration) =>
    declarationMembers(declaration, checker, exportedNames)
  );
  const first = lines.indexOf(declarationSignature(typed[0]!, name));
  lines[first] = withMembersInBody(lines[first]!, members);
  return lines.join("\n");
}
