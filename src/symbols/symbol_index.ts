/**
 * The symbol index of a catalog: each package's exported symbols by name, and every name
 * across the catalog, each part built once per catalog when first needed. Lookups that find
 * nothing throw a `NotFoundError` that says what exists instead.
 *
 * @module
 */
import { defaultExportName, variableType } from "./declared_name.ts";
import { type Catalog, NotFoundError } from "../catalog/catalog.ts";
import { closestNames } from "../catalog/closest_names.ts";
import { someOf } from "../catalog/some_of.ts";
import { oncePer } from "../catalog/once_per.ts";
import {
  type ApiSymbol,
  type BundledPackage,
  MAX_NAME_LENGTH,
  SYMBOL_KINDS,
} from "../snapshot/model.ts";
import { quote } from "../catalog/quote.ts";
import { REGENERATE_HINT } from "../snapshot/regenerate_hint.ts";
import { declarationsNamed, entryOrder } from "./entry_order.ts";
import { baseLevels } from "./inherited_from.ts";
import { originOf, sameDeclaration } from "./same_declaration.ts";

/** The exported symbols of one package. */
export interface PackageSymbols {
  /** The package record. */
  pkg: BundledPackage;
  /** Declarations by exported name: the main entry's first, then by subpath. */
  byName: ReadonlyMap<string, readonly ApiSymbol[]>;
  /** Every symbol in listing order: by kind ({@link SYMBOL_KINDS} order), name, subpath. */
  listed: readonly ApiSymbol[];
  /** The symbols declared at each place, `<file>:<line>` (same_declaration.ts). */
  byOrigin: ReadonlyMap<string, readonly ApiSymbol[]>;
}

/** What a name resolved to: its declarations in one package, and the member asked for. */
export interface Resolution {
  /** The package that exports the name. */
  pkg: BundledPackage;
  /** The name's declarations (for a member: the owners that have it), main entry first. */
  symbols: readonly ApiSymbol[];
  /** The member's name when `Owner.member` was asked for. */
  member?: string;
  /**
   * Of a name several entries declare, a name that gives one entry's declaration alone
   * (`Channel.catchTag`, where `Channel` re-exports the module `effect/Channel` as a namespace).
   */
  qualified?: string;
  /** The other names a declaration is exported under (`isStepCount` for `stepCountIs`). */
  otherNames?: ReadonlyMap<ApiSymbol, readonly string[]>;
  /** The variable asked for, when the member is its type's (`vi` of `vi.mock`). */
  variable?: ApiSymbol;
  /** The owner asked for, when the member is one it inherits (`WatchOptions` of `flush`). */
  heir?: string;
}

/** A package and the declarations it exports under one name. */
interface Exporter {
  slug: string;
  symbols: readonly ApiSymbol[];
}

/**
 * The symbol index of a catalog, built on the first call and kept for the catalog's lifetime.
 *
 * @param catalog The catalog.
 * @returns Its symbol index.
 */
export const symbolIndexOf: (catalog: Catalog) => SymbolIndex = oncePer((catalog: Catalog) =>
  new SymbolIndex(catalog)
);

/**
 * Every package's symbols by name, and every name across the catalog. Each part is built when
 * first needed: a package's maps on its first lookup, the catalog-wide names on the first
 * lookup without a package, so one answer never pays for the whole catalog.
 */
export class SymbolIndex {
  /** The catalog indexed. */
  readonly catalog: Catalog;
  /** Slugs of the packages with symbol data, sorted. */
  readonly slugs: readonly string[];
  readonly #withSymbols = new Map<string, BundledPackage>();
  readonly #packages = new Map<string, PackageSymbols>();
  #exporters: Map<string, Exporter[]> | undefined;
  #names: string[] | undefined;

  /** Finds the packages with symbol data; see {@link symbolIndexOf}. */
  constructor(catalog: Catalog) {
    this.catalog = catalog;
    for (const pkg of catalog.packages) {
      if (pkg.symbols !== undefined) this.#withSymbols.set(pkg.slug, pkg);
    }
    this.slugs = [...this.#withSymbols.keys()].sort();
  }

  /** Whether any package of the snapshot has symbol data. */
  get hasSymbols(): boolean {
    return this.#withSymbols.size > 0;
  }

  /** Every exported name of the catalog, sorted, each once. */
  get names(): readonly string[] {
    return this.#names ??= [...this.#exportersByName().keys()].sort();
  }

  /**
   * The symbols of one package.
   *
   * @throws {NotFoundError} For an unknown slug (listing the slugs), or a package without
   * symbol data (saying what to run and what to use meanwhile).
   */
  packageSymbols(slug: string): PackageSymbols {
    const withSymbols = this.#withSymbols.get(slug);
    if (withSymbols !== undefined) {
      let symbols = this.#packages.get(slug);
      if (symbols === undefined) {
        symbols = indexPackage(withSymbols, withSymbols.symbols!);
        this.#packages.set(slug, symbols);
      }
      return symbols;
    }
    const pkg = this.catalog.getPackage(slug);
    if (pkg.untyped !== undefined) {
      throw new NotFoundError(
        `${pkg.name}@${pkg.version}'s exports are not known here: it ${pkg.untyped}. Its docs ` +
          "meanwhile: list-docs, search.",
      );
    }
    this.requireSymbols();
    throw new NotFoundError(
      `Package ${quote(pkg.slug)} has no symbol data: the snapshot was generated without ` +
        `its symbols. Packages with symbols: ${someOf(this.slugs)}. For this one use ` +
        `get-source or get-docs. ${REGENERATE_HINT}`,
    );
  }

  /**
   * Resolves a name (or `Owner.member`) in one package, or across the catalog.
   *
   * @param name An exported name, or `Owner.member` for one member of a class, interface,
   * enum or namespace.
   * @param slug The package, when the caller named one.
   * @returns The declarations to answer with.
   * @throws {NotFoundError} For an unknown package or name (with the closest names), a name
   * several packages export (listing them), an unknown member, or missing symbol data.
   */
  resolve(name: string, slug?: string): Resolution {
    this.requireSymbols();
    const dot = this.#ownerEnd(name, slug);
    const owner = dot > 0 ? name.slice(0, dot) : name;
    // `Stream.merge` where no symbol is named `Stream`: the `merge` the entry `.../Stream` exports.
    const inEntry = dot > 0 ? this.#inEntry(owner, name.slice(dot + 1), slug) : undefined;
    if (inEntry !== undefined) return inEntry;
    const found = slug === undefined ? this.#findInCatalog(owner) : this.#findIn(slug, owner);
    const { byName, byOrigin } = this.packageSymbols(found.pkg.slug);
    if (dot <= 0) {
      const qualified = found.symbols.length > 1 ? qualifiedName(found, byName) : undefined;
      const otherNames = new Map<ApiSymbol, string[]>();
      for (const symbol of found.symbols) {
        const names = sameDeclaration(symbol, byOrigin.get(originOf(symbol)) ?? []);
        if (names.length > 0) otherNames.set(symbol, names);
      }
      return {
        ...found,
        ...(qualified === undefined ? {} : { qualified }),
        ...(otherNames.size === 0 ? {} : { otherNames }),
      };
    }
    const member = name.slice(dot + 1);
    // `ts.createProgram` of `export = ts`: the package exports the member itself too, with its
    // docs and line (the namespace's copy has neither).
    const own = byName.get(member);
    if (own !== undefined && found.symbols.every((symbol) => symbol.name === "default")) {
      return { pkg: found.pkg, symbols: own };
    }
    const typed = typedBy(found, byName);
    let resolved: Resolution;
    try {
      resolved = moduleMember(found, own ?? []) ??
        inherited(typed ?? found, member, byName) ?? withMember(typed ?? found, owner, member);
    } catch (error) {
      // `Grid.GridBaseProps`, an id `search` gives for the `GridBaseProps` of `@mui/material/Grid`
      // beside another: `Grid` is a symbol too, but without such a member.
      const entry = this.#inEntry(owner, member, found.pkg.slug, true);
      if (entry === undefined || !(error instanceof NotFoundError)) throw error;
      return entry;
    }
    return typed?.variable === undefined ? resolved : { ...resolved, variable: typed.variable };
  }

  /**
   * Where a name's owner ends: nowhere (-1) when a record has the whole name (a global type,
   * `Express.Multer.File`), else at the last dot whose left part names a record
   * (`Express.Multer.File.encoding`), else at the first dot (`Owner.member`).
   */
  #ownerEnd(name: string, slug: string | undefined): number {
    const first = name.indexOf(".");
    if (first <= 0) return first;
    const known = (prefix: string) =>
      slug === undefined
        ? this.#exportersByName().has(prefix)
        : this.#withSymbols.has(slug) && this.packageSymbols(slug).byName.has(prefix);
    if (known(name)) return -1;
    for (let dot = name.lastIndexOf("."); dot > first; dot = name.lastIndexOf(".", dot - 1)) {
      if (known(name.slice(0, dot))) return dot;
    }
    return first;
  }

  /**
   * Throws the snapshot-wide "no symbol data" error when no package has symbols.
   *
   * @param instead What to use meanwhile.
   * @throws {NotFoundError} When the snapshot has no symbol data.
   */
  requireSymbols(instead = "get-source or get-docs"): void {
    if (this.hasSymbols) return;
    // A server still indexing its packages (`--deps`, `--repo`): nothing to regenerate.
    if (this.catalog.pending.size > 0) {
      throw new NotFoundError(
        "No package's symbols are indexed yet: name the package (packageSlug) to wait for it, " +
          "or ask again in a few seconds.",
      );
    }
    throw new NotFoundError(
      "This catalog snapshot has no symbol data: it was generated without symbols (or " +
        `before they were recorded). Use ${instead} meanwhile. ${REGENERATE_HINT}`,
    );
  }

  /**
   * The declarations of `name` exported from an entry whose last part is `entry` (any case), in
   * the package given or the one that has them, when no symbol of that package is named `entry`
   * (a namespace or a class is read as its member's owner instead) or `evenIfNamed`.
   */
  #inEntry(
    entry: string,
    name: string,
    slug: string | undefined,
    evenIfNamed = false,
  ): Resolution | undefined {
    const last = entry.toLowerCase();
    const exporters = slug === undefined
      ? this.#exportersByName().get(name) ?? []
      : [{ slug, symbols: this.packageSymbols(slug).byName.get(name) ?? [] }];
    for (const exporter of exporters) {
      const { pkg, byName } = this.packageSymbols(exporter.slug);
      if (byName.has(entry) && !evenIfNamed) continue;
      const symbols = declarationsNamed(exporter.symbols, last);
      if (symbols.length > 0) return { pkg, symbols };
    }
    return undefined;
  }

  #findIn(slug: string, name: string): Resolution {
    const { pkg, byName } = this.packageSymbols(slug);
    const symbols = byName.get(name);
    if (symbols !== undefined) return { pkg, symbols };
    // `export = ts` of a namespace, `export = debounce` of a function: the package's `default`
    // is that declaration, written by its own name (`ts.createProgram`, lodash.debounce's
    // `debounce`), or, without one, by its entry's (vue-router's `vite`: defaultExportName).
    const assigned = (byName.get("default") ?? []).filter((symbol) =>
      defaultExportName(symbol, pkg.name) === name
    );
    if (assigned.length > 0) return { pkg, symbols: assigned };
    // Fluent's `Button` class: exported, but not described here.
    if (pkg.internalExports?.includes(name)) {
      throw new NotFoundError(
        `${pkg.name} exports ${quote(name)} but marks it @internal: not its documented API, so ` +
          `not described here. Its docs may still tell how to use it: search { "query": ${
            JSON.stringify(name)
          }, "packageSlug": ${JSON.stringify(pkg.slug)} }.`,
      );
    }
    const elsewhere = (this.#exportersByName().get(name) ?? []).map((e) => e.slug);
    const hint = elsewhere.length > 0
      ? `It is exported by ${elsewhere.join(", ")}.`
      : suggestions(closestNames(name.slice(0, MAX_NAME_LENGTH), byName.keys()));
    throw new NotFoundError(
      `Package ${quote(pkg.slug)} exports no symbol ${quote(name)}. ${hint} ` +
        `list-symbols { "packageSlug": ${JSON.stringify(pkg.slug)} } lists its symbols.`,
    );
  }

  /**
   * The packages whose `default` is a declaration of that name (swr's `useSWR`, which users
   * import as `import useSWR from "swr"`), as exporters of it; `undefined` when none is.
   */
  #defaultsNamed(name: string): Exporter[] | undefined {
    const found = (this.#exportersByName().get("default") ?? []).flatMap((exporter) => {
      const { pkg } = this.packageSymbols(exporter.slug);
      const symbols = exporter.symbols.filter((symbol) =>
        defaultExportName(symbol, pkg.name) === name
      );
      return symbols.length === 0 ? [] : [{ slug: exporter.slug, symbols }];
    });
    return found.length === 0 ? undefined : found;
  }

  /** Every name's exporting packages, in snapshot order. */
  #exportersByName(): Map<string, Exporter[]> {
    if (this.#exporters !== undefined) return this.#exporters;
    const byName = new Map<string, Exporter[]>();
    for (const slug of this.#withSymbols.keys()) {
      for (const [name, symbols] of this.packageSymbols(slug).byName) {
        const exporters = byName.get(name);
        if (exporters === undefined) byName.set(name, [{ slug, symbols }]);
        else exporters.push({ slug, symbols });
      }
    }
    return this.#exporters = byName;
  }

  #findInCatalog(name: string): Resolution {
    const exporters = this.#exportersByName().get(name) ?? this.#defaultsNamed(name);
    if (exporters === undefined) {
      const closest = name.length > MAX_NAME_LENGTH ? [] : closestNames(name, this.names);
      const named = closest.map((candidate) =>
        `${candidate} (${this.#exportersByName().get(candidate)!.map((e) => e.slug).join(", ")})`
      );
      const lacking = this.catalog.slugs.filter((slug) => !this.#withSymbols.has(slug));
      // A package still being indexed has no symbols yet, not none.
      const indexing = lacking.filter((slug) => this.catalog.pending.has(slug));
      const without = lacking.filter((slug) => !this.catalog.pending.has(slug));
      throw new NotFoundError(
        `No package exports a symbol ${quote(name)}. ${suggestions(named)} ` +
          "search-symbols finds symbols by words of their names and docs." +
          (indexing.length === 0
            ? ""
            : ` Still being indexed: ${someOf(indexing)}; ask again in a few seconds.`) +
          (without.length === 0
            ? ""
            : ` Packages without symbol data (use get-source or get-docs): ${someOf(without)}.`),
      );
    }
    const [only, ...others] = exporters;
    if (others.length === 0) {
      return { pkg: this.#withSymbols.get(only!.slug)!, symbols: only!.symbols };
    }
    const listed = exporters.map(({ slug, symbols }) =>
      `${slug} (${this.#withSymbols.get(slug)!.name}, ${symbols[0]!.kind})`
    );
    throw new NotFoundError(
      `${exporters.length} packages export ${quote(name)}: ${listed.join(", ")}. Ask again ` +
        `with packageSlug, for example { "packageSlug": ${JSON.stringify(only!.slug)}, ` +
        `"name": ${JSON.stringify(name)} }.`,
    );
  }
}

/**
 * `Effect.catchTag` where `Effect` is a module re-exported as a namespace
 * (`export * as Effect from "./Effect.ts"`) and that module is an entry of its own
 * (`effect/Effect`): its own declaration of the name, with its docs and examples, rather than
 * the namespace's bare member.
 */
function moduleMember(found: Resolution, named: readonly ApiSymbol[]): Resolution | undefined {
  const symbols = named.filter((symbol) =>
    found.symbols.some((namespace) => reexports(namespace, modulePath(symbol.subpath)))
  );
  return symbols.length > 0 ? { pkg: found.pkg, symbols } : undefined;
}

/**
 * A name that gives one of a name's declarations alone: `Module.name`, for the first declaration
 * whose entry a namespace of its last part re-exports (`Channel` for `effect/Channel`).
 */
function qualifiedName(
  found: Resolution,
  byName: ReadonlyMap<string, readonly ApiSymbol[]>,
): string | undefined {
  for (const symbol of found.symbols) {
    const entry = modulePath(symbol.subpath);
    const last = entry.split("/").at(-1) ?? "";
    if ((byName.get(last) ?? []).some((namespace) => reexports(namespace, entry))) {
      return `${last}.${symbol.name}`;
    }
  }
  return undefined;
}

/**
 * Whether a symbol is a namespace that re-exports a package entry's module
 * (`export * as Effect from "./Effect.ts"` for `effect/Effect`'s `Effect`).
 */
function reexports(namespace: ApiSymbol, entry: string): boolean {
  const from = NAMESPACE_EXPORT.exec(namespace.signature)?.[1];
  if (from === undefined || entry === "") return false;
  const path = modulePath(from);
  return path === entry || path.endsWith(`/${entry}`);
}

/** A namespace that re-exports a module: `export * as Effect from "./Effect.ts"`. */
const NAMESPACE_EXPORT = /^export \* as [\w$]+ from ["']([^"']+)["']/;

/** A module path or entry without `./`, `/index` and extension: `./Effect.ts` is `Effect`. */
function modulePath(path: string): string {
  return path.replace(/^\.\/?/, "").replace(/(?:\/index)?(?:\.d)?\.[mc]?[jt]sx?$/, "");
}

/**
 * Of owners without the member, the types they extend or, for a type alias, stand for (of the
 * same package, followed a few levels up) that have it: `WatchOptions extends
 * WatchEffectOptions`, whose `flush` it inherits but whose record does not list; bullmq's
 * `type JobsOptions = BaseJobOptions & CompressableJobOptions`, whose `removeOnComplete` is
 * `BaseJobOptions`'.
 */
function inherited(
  found: Resolution,
  member: string,
  byName: ReadonlyMap<string, readonly ApiSymbol[]>,
): Resolution | undefined {
  if (found.symbols.some((symbol) => symbol.members?.some((m) => m.name === member))) {
    return undefined;
  }
  for (const level of baseLevels(found.symbols, (name) => byName.get(name) ?? [])) {
    const symbols = level.filter((symbol) => symbol.members?.some((m) => m.name === member));
    if (symbols.length > 0) {
      return { pkg: found.pkg, symbols, member, heir: found.symbols[0]!.name };
    }
  }
  return undefined;
}

/**
 * Of a variable without members typed by a named type of its package (`const vi: VitestUtils`),
 * that type, whose members are the variable's (`vi.mock` is `VitestUtils.mock`).
 */
function typedBy(
  found: Resolution,
  byName: ReadonlyMap<string, readonly ApiSymbol[]>,
): Resolution | undefined {
  if (found.symbols.some((symbol) => (symbol.members?.length ?? 0) > 0)) return undefined;
  const variable = found.symbols.find((symbol) => variableType(symbol.signature) !== undefined);
  const type = variable === undefined ? undefined : variableType(variable.signature);
  const symbols = (type === undefined ? [] : byName.get(type) ?? [])
    .filter((symbol) => (symbol.members?.length ?? 0) > 0);
  return symbols.length > 0 ? { pkg: found.pkg, symbols, variable: variable! } : undefined;
}

/** Narrows a resolution to the declarations that have the member, or says what they have. */
function withMember(found: Resolution, owner: string, member: string): Resolution {
  // graphql's `ValidationOptions.maxErrors`: declared, but not described here.
  if (found.symbols.some((symbol) => symbol.internalMembers?.includes(member))) {
    throw new NotFoundError(
      `${quote(owner)} (${found.pkg.slug}) declares ${quote(member)}, which ${found.pkg.name} ` +
        `marks @internal: not its documented API, so not described here. Its docs may still ` +
        `tell how to use it: search { "query": ${JSON.stringify(member)}, "packageSlug": ${
          JSON.stringify(found.pkg.slug)
        } }.`,
    );
  }
  const containers = found.symbols.filter((symbol) => (symbol.members?.length ?? 0) > 0);
  if (containers.length === 0) {
    throw new NotFoundError(
      `${quote(owner)} (${found.pkg.slug}, ${found.symbols[0]!.kind}) has no members. ` +
        `Ask for { "packageSlug": ${JSON.stringify(found.pkg.slug)}, "name": ${
          JSON.stringify(owner)
        } }.`,
    );
  }
  const symbols = containers.filter((symbol) => symbol.members!.some((m) => m.name === member));
  if (symbols.length > 0) return { pkg: found.pkg, symbols, member };
  const names = [...new Set(containers.flatMap((s) => s.members!.map((m) => m.name)))];
  const closest = closestNames(member.slice(0, MAX_NAME_LENGTH), names);
  throw new NotFoundError(
    `${quote(owner)} (${found.pkg.slug}) has no member ${quote(member)}. ` +
      (closest.length > 0 ? `Closest: ${closest.join(", ")}. ` : "") +
      `Its members: ${someOf(names)}.`,
  );
}

function suggestions(names: readonly string[]): string {
  return names.length > 0 ? `Closest names: ${names.join(", ")}.` : "No name is close.";
}

const KIND_ORDER = new Map<string, number>(SYMBOL_KINDS.map((kind, i) => [kind, i]));

function indexPackage(pkg: BundledPackage, symbols: readonly ApiSymbol[]): PackageSymbols {
  const byName = new Map<string, ApiSymbol[]>();
  for (const symbol of symbols) {
    const declarations = byName.get(symbol.name) ?? [];
    declarations.push(symbol);
    byName.set(symbol.name, declarations);
  }
  const bySubpath = entryOrder(pkg.name);
  for (const declarations of byName.values()) declarations.sort(bySubpath);
  const listed = [...symbols].sort((a, b) =>
    KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
    (a.name === b.name ? bySubpath(a, b) : a.name < b.name ? -1 : 1)
  );
  const byOrigin = Map.groupBy(symbols, originOf);
  return { pkg, byName, listed, byOrigin };
}
