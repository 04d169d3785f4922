import type { PageOutline } from "../snapshot/page_outline_model.ts";
import { closestNames } from "./closest_names.ts";
import {
  type BundledData,
  type BundledPackage,
  type CemDeclaration,
  type ComponentSummary,
  isDocPage,
  type PackageMeta,
} from "../snapshot/model.ts";
import { hasSource } from "../snapshot/compact_text.ts";
import { oncePer } from "./once_per.ts";
import { packageMeta } from "../snapshot/package_meta.ts";
import { isThirdParty, packageLabel } from "../snapshot/third_party.ts";
import { quote } from "./quote.ts";
import { unscopedName } from "./unscoped_name.ts";
import type { SearchIndex } from "../search_packages/engine.ts";
import { importLater } from "../import_later.ts";
import { runtimePackageOf } from "./types_package_names.ts";

type Engine = typeof import("../search_packages/engine.ts");

/**
 * A lookup that found nothing. Its message says what exists instead, so tools can pass it to
 * the assistant as a tool error and resources as an InvalidParams error.
 */
export class NotFoundError extends Error {
  override name = "NotFoundError";
}

/** One documentation page of a package, as the docs tools and resources read it. */
export interface CatalogPage {
  /** A specification page name (`index`, `api`, ...) or another page's path-like id. */
  readonly id: string;
  /** The page's Markdown, as stored. */
  readonly markdown: string;
  /** The stored title of a page beyond the specification's four; theirs is derived. */
  readonly title?: string;
  /** The page whose text this one shows for another part of the docs. */
  readonly copyOf?: string;
  /** Its outline, when it was worked out as the page was kept (the `--deps` package cache). */
  readonly outline?: PageOutline;
}

/** A package's pages in listing order, and by id. */
interface PageIndex {
  list: readonly CatalogPage[];
  byId: ReadonlyMap<string, CatalogPage>;
}

/** The most page ids an error message lists: a package may have hundreds (list-docs). */
const LISTED_PAGE_IDS = 25;

/**
 * A package listed while it is still being indexed (`--deps` and `--repo` index in the
 * background): its entry holds its metadata only until its indexed one replaces it.
 */
export interface PendingPackage {
  /** How answers name it: `next@16.4.6`. */
  label: string;
  /** Whether it may declare custom elements (its manifest names a Custom Elements Manifest). */
  components: boolean;
}

/** The component declarations of a snapshot, indexed by tag name. */
interface ComponentIndex {
  byTag: Map<string, CemDeclaration>;
  /** The package whose declaration of each tag is served. */
  ownerByTag: Map<string, BundledPackage>;
  summaries: ComponentSummary[];
  tags: string[];
}

/**
 * The read-only index every request works on, built once per snapshot. Lookups are map reads;
 * the search index, the costliest part, is built on first use and then kept, so a large catalog
 * starts fast and no request pays twice.
 */
export class Catalog {
  /** Snapshot version. */
  readonly version: string;
  /** Package metadata in snapshot order. */
  readonly metas: readonly PackageMeta[];
  /** Every slug, sorted, for messages and completion. */
  readonly slugs: readonly string[];
  /** Slugs of the packages with bundled source, sorted. */
  readonly sourceSlugs: readonly string[];
  readonly #packages: ReadonlyMap<string, BundledPackage>;
  /** Each package name's slug (of several versions of one name, the one without a version). */
  readonly #slugByName = new Map<string, string>();
  readonly #metas: ReadonlyMap<string, PackageMeta>;
  readonly #data: BundledData;
  #search: SearchIndex | undefined;
  /** The index while the first search builds it. */
  #building: Promise<SearchIndex> | undefined;
  /** The elements of every package, indexed on the first request for one. */
  #components: ComponentIndex | null | undefined;
  /** Each package's pages, indexed on the first request for them. */
  readonly #pages = new Map<string, PageIndex>();
  /**
   * The packages whose entries are placeholders (metadata only) while they are indexed, by
   * slug; empty for a snapshot.
   */
  readonly pending: ReadonlyMap<string, PendingPackage>;

  /** Indexes validated data; see {@link Catalog.fromData}. */
  private constructor(data: BundledData, pending: ReadonlyMap<string, PendingPackage>) {
    this.#data = data;
    this.pending = pending;
    this.version = data.version;
    this.metas = data.packages.map(packageMeta);
    this.#packages = new Map(data.packages.map((pkg) => [pkg.slug, pkg]));
    for (const pkg of data.packages) {
      if (!this.#slugByName.has(pkg.name) || !pkg.slug.includes("@")) {
        this.#slugByName.set(pkg.name, pkg.slug);
      }
    }
    this.#metas = new Map(this.metas.map((meta) => [meta.slug, meta]));
    this.slugs = [...this.#packages.keys()].sort();
    this.sourceSlugs = this.slugs.filter((slug) => hasSource(this.#packages.get(slug)!));
  }

  /**
   * Builds the index over already validated data.
   *
   * @param data A snapshot that passed `validateBundledData`.
   * @param pending The packages of `data` that are placeholders still being indexed.
   * @returns The catalog.
   */
  static fromData(
    data: BundledData,
    pending: ReadonlyMap<string, PendingPackage> = new Map(),
  ): Catalog {
    return new Catalog(data, pending);
  }

  /** A snapshot never changes: the catalog is its own source. */
  get current(): Catalog {
    return this;
  }

  /** Every package record, in snapshot order. */
  get packages(): readonly BundledPackage[] {
    return this.#data.packages;
  }

  /**
   * The package with this slug, if there is one.
   *
   * @param slug A package slug.
   */
  findPackage(slug: string): BundledPackage | undefined {
    return this.#packages.get(slug);
  }

  /**
   * The slug a caller means by a package: `input` itself when it is a slug, else the slug of the
   * package named `input` (`@ai-sdk/react` -> `ai-sdk-react`; of several installed versions of
   * one name, the one whose slug carries no version), or of the package an `@types` package
   * named `input` types (`@types/multer` -> `multer`, served with its declarations). A name
   * nothing has stays as it is, for the lookup to report.
   *
   * @param input A slug or a package name.
   * @param thirdPartyOnly Take names of third-party packages only: the specification's tools
   *   answer its inputs as it says, by slug, for the catalog's own packages.
   * @returns The slug to look up.
   */
  slugOf(input: string, thirdPartyOnly = false): string {
    if (this.#packages.has(input)) return input;
    const slug = this.#slugByName.get(input) ?? this.#typedBy(input);
    if (slug === undefined) return input;
    return !thirdPartyOnly || isThirdParty(this.#packages.get(slug)!) ? slug : input;
  }

  /** The slug of the package whose declarations come from the `@types` package `name`. */
  #typedBy(name: string): string | undefined {
    const runtime = runtimePackageOf(name);
    const slug = runtime === undefined ? undefined : this.#slugByName.get(runtime);
    const typed = slug === undefined ? undefined : this.#packages.get(slug)?.typesFrom;
    return typed?.startsWith(`${name}@`) ? slug : undefined;
  }

  /**
   * The package with this slug.
   *
   * @throws {NotFoundError} Listing the available slugs.
   */
  getPackage(slug: string): BundledPackage {
    return this.#packages.get(slug) ?? this.#unknownPackage(slug);
  }

  /**
   * The metadata of the package with this slug.
   *
   * @throws {NotFoundError} Listing the available slugs.
   */
  getMeta(slug: string): PackageMeta {
    return this.#metas.get(slug) ?? this.#unknownPackage(slug);
  }

  /**
   * Every documentation page of a package: its specification pages in `DOC_PAGES` order, then
   * its other pages in snapshot order (sorted by id).
   *
   * @throws {NotFoundError} Listing the available slugs.
   */
  docPages(slug: string): readonly CatalogPage[] {
    return this.#pageIndex(this.getPackage(slug)).list;
  }

  /**
   * One documentation page: a specification page or another page, by id.
   *
   * @throws {NotFoundError} Listing the slugs, or the pages the package has (the closest
   * first, when the id looks mistyped).
   */
  getDocPage(slug: string, page: string): CatalogPage {
    const pages = this.#pageIndex(this.getPackage(slug));
    const found = pages.byId.get(page);
    if (found !== undefined) return found;
    let hint = page === "source" ? " get-source returns the bundled source." : "";
    const ids = pages.list.map((entry) => entry.id);
    // The specification's own pages keep the specification's message, word for word.
    const closest = isDocPage(page) ? [] : closestNames(page, ids);
    if (closest.length > 0) hint += ` Closest: ${closest.join(", ")}.`;
    throw new NotFoundError(
      `Package ${quote(slug)} has no ${quote(page)} page.${hint} ${availablePages(ids)}`,
    );
  }

  /**
   * The bundled `src/index.ts` of a package.
   *
   * @throws {NotFoundError} Listing the slugs, or the packages that do have source.
   */
  getSource(slug: string): string {
    const pkg = this.getPackage(slug);
    const source = pkg.apiSource;
    if (source === null && isThirdParty(pkg)) {
      // An installed package's code is not served; its published types and docs are.
      throw new NotFoundError(
        `${packageLabel(pkg)} is an installed dependency: its source is not served, its ` +
          "published types are (get-symbol, list-symbols) and its docs (get-docs, search).",
      );
    }
    if (source === null) {
      throw new NotFoundError(
        `Package ${quote(slug)} has no bundled source (src/index.ts). ` +
          `Packages with source: ${listOrNone(this.sourceSlugs)}. ` +
          `Use get-docs for its documentation.`,
      );
    }
    return source;
  }

  /**
   * Runs a search on the catalog's index, which the first search builds (on two threads for a
   * large catalog, see `search/parallel_build.ts`); searches that come meanwhile wait for it.
   * The engine's modules are loaded then too, not at start.
   *
   * @param use What to do with the index.
   * @returns What `use` returns; a promise of it while the index is being built.
   */
  withSearchIndex<T>(use: (index: SearchIndex) => T): T | Promise<T> {
    if (this.#search !== undefined) return use(this.#search);
    // The engine is loaded with the first search: a server that is never asked to search (or
    // not yet) starts without it.
    this.#building ??= importLater<Engine>("../search_packages/engine.ts", import.meta.url)
      .then((engine) => engine.buildSearchIndexInParallel(this.#data.packages)).then(
        (index) => this.#search = index,
        (error) => {
          // A later search tries again.
          this.#building = undefined;
          throw error;
        },
      );
    return this.#building.then(use);
  }

  /**
   * One summary per custom element, in snapshot order; of one package's only, given its slug.
   *
   * @param slug The package whose elements to list; every package's without it.
   * @throws {NotFoundError} When the snapshot has no component manifest, for an unknown slug, or
   * for a package that declares no custom element (naming those that do).
   */
  listComponents(slug?: string): ComponentSummary[] {
    const { summaries, ownerByTag } = this.#requireComponents();
    if (slug === undefined) return summaries;
    const pkg = this.getPackage(slug);
    const own = summaries.filter((summary) => ownerByTag.get(summary.tagName) === pkg);
    if (own.length > 0) return own;
    const declaring = [...new Set([...ownerByTag.values()].map((owner) => owner.slug))];
    throw new NotFoundError(
      `Package ${quote(pkg.slug)} declares no custom element. Packages that do: ` +
        `${declaring.join(", ")}.`,
    );
  }

  /**
   * The whole declaration of a custom element.
   *
   * @throws {NotFoundError} Listing the available tags, or saying there is no manifest.
   */
  getComponent(tagName: string): CemDeclaration {
    const components = this.#requireComponents();
    const declaration = components.byTag.get(tagName);
    if (declaration === undefined) {
      const closest = closestNames(tagName, this.tags, 3);
      throw new NotFoundError(
        `Component ${quote(tagName)} not found.` +
          (closest.length > 0 ? ` Closest: ${closest.join(", ")}.` : "") +
          ` ${this.availableTags()}`,
      );
    }
    return declaration;
  }

  /**
   * The package whose declaration of a tag is served.
   *
   * @param tagName An HTML tag name.
   * @returns The package, or `undefined` for a tag no package declares.
   */
  componentPackage(tagName: string): BundledPackage | undefined {
    return this.#componentIndex()?.ownerByTag.get(tagName);
  }

  /** All tag names, sorted; empty when there is no manifest. */
  get tags(): readonly string[] {
    return this.#componentIndex()?.tags ?? [];
  }

  /** The sentence that lists every slug, for not-found messages. */
  availableSlugs(): string {
    return `Available slugs: ${listOrNone(this.slugs)}.`;
  }

  /** The sentence that lists every tag, for not-found messages. */
  availableTags(): string {
    return `Available tags: ${listOrNone(this.tags)}.`;
  }

  #pageIndex(pkg: BundledPackage): PageIndex {
    let index = this.#pages.get(pkg.slug);
    if (index === undefined) {
      const list = packagePages(pkg);
      index = { list, byId: new Map(list.map((entry) => [entry.id, entry])) };
      this.#pages.set(pkg.slug, index);
    }
    return index;
  }

  #unknownPackage(slug: string): never {
    throw new NotFoundError(
      `Package ${quote(slug)} not found.${this.#packageHint(slug)} ${this.availableSlugs()}`,
    );
  }

  /**
   * What to ask for instead of a package not served: the runtime package an `@types` package
   * gives its types to, the closest slugs and names, and, beside installed dependencies, how a
   * package that is not one of the app's gets served.
   */
  #packageHint(input: string): string {
    const typed = /^@types\/(?:([^_/]+)__)?([^/]+)$/.exec(input);
    const runtime = typed && (typed[1] === undefined ? typed[2]! : `@${typed[1]}/${typed[2]}`);
    if (runtime && this.#slugByName.has(runtime)) {
      return ` ${input} gives ${runtime} its types: ask for ${
        quote(this.#slugByName.get(runtime)!)
      }.`;
    }
    // A package another re-exports (`@tanstack/query-core` by `@tanstack/react-query`): its
    // names are served under the package that re-exports them.
    const from = `node_modules/${input}/`;
    const reexporters = [...this.#packages.values()]
      .filter((pkg) => pkg.symbols?.some((symbol) => symbol.file.startsWith(from)))
      .map((pkg) => pkg.slug);
    if (reexporters.length > 0) {
      return ` Its names are served under ${reexporters.map(quote).join(", ")}, which ` +
        `re-export${reexporters.length === 1 ? "s them: ask for it." : " them: ask for one."}`;
    }
    const closest = closestNames(input, [...this.slugs, ...this.#slugByName.keys()], 3);
    const near = closest.length === 0
      ? ""
      : ` Closest: ${[...new Set(closest.map((name) => this.slugOf(name)))].join(", ")}.`;
    // A package's name without its scope names it (`shoelace`); another name, close to a slug or
    // not (`react` beside `tanstack-react-query`), may be a package the app does not depend on
    // directly, or has not installed.
    const named = [...this.#packages.values()].some((pkg) =>
      unscopedName(pkg.name) === unscopedName(input)
    );
    const installed = !named && [...this.#packages.values()].some(isThirdParty)
      ? " A package installed only as another's dependency is served when named (a snapshot's " +
        "with generate --deps-include <name>); one not installed, after npm install <name>."
      : "";
    return near + installed;
  }

  #componentIndex(): ComponentIndex | null {
    if (this.#components === undefined) this.#components = indexComponents(this.#data.packages);
    return this.#components;
  }

  #requireComponents(): ComponentIndex {
    const components = this.#componentIndex();
    if (components === null) {
      const indexing = [...this.pending.values()].filter((pkg) => pkg.components);
      if (indexing.length > 0) {
        throw new NotFoundError(
          `No package indexed so far declares custom elements; ${
            indexing.map((pkg) => pkg.label).join(", ")
          } may, and ${indexing.length === 1 ? "is" : "are"} still being indexed: ask again in ` +
            "a few seconds.",
        );
      }
      if ([...this.#packages.values()].every(isThirdParty)) {
        throw new NotFoundError(
          "No installed package here declares custom elements: none ships a Custom Elements " +
            "Manifest (the file its package.json names in customElements, custom-elements.json " +
            "or dist/custom-elements.json) or Stencil's docs.json. Use get-docs or search for " +
            "their documentation.",
        );
      }
      throw new NotFoundError(
        "This catalog snapshot has no component manifest: no package declares custom " +
          "elements. Regenerate the snapshot from a monorepo whose packages ship a " +
          "custom-elements.json, or use get-docs for the documentation.",
      );
    }
    return components;
  }
}

/**
 * Collects tagged declarations. A snapshot with no declarations at all has no component
 * manifest (`null`); duplicate tags keep the first declaration and are reported once.
 */
function indexComponents(packages: readonly BundledPackage[]): ComponentIndex | null {
  if (packages.every((pkg) => pkg.components.length === 0)) return null;
  const byTag = new Map<string, CemDeclaration>();
  const ownerByTag = new Map<string, BundledPackage>();
  const summaries: ComponentSummary[] = [];
  const duplicates = new Set<string>();
  for (const pkg of packages) {
    for (const declaration of pkg.components) {
      const tag = declaration.tagName;
      if (typeof tag !== "string" || tag === "") continue;
      if (byTag.has(tag)) {
        duplicates.add(tag);
        continue;
      }
      byTag.set(tag, declaration);
      ownerByTag.set(tag, pkg);
      summaries.push(summarize(tag, declaration, isThirdParty(pkg)));
    }
  }
  if (duplicates.size > 0) {
    console.warn(
      `warning: tags declared more than once (the first declaration is served): ` +
        [...duplicates].sort().join(", "),
    );
  }
  return { byTag, ownerByTag, summaries, tags: [...byTag.keys()].sort() };
}

function summarize(
  tagName: string,
  declaration: CemDeclaration,
  thirdParty: boolean,
): ComponentSummary {
  return {
    tagName,
    description: descriptionOf(declaration),
    attrs: (declaration.attributes ?? []).map((attr) => ({
      name: attr.name,
      type: attr.type?.text ?? "",
      ...(attr.default === undefined ? {} : { default: attr.default }),
    })),
    ...(thirdParty ? { thirdParty: true } : {}),
  };
}

/**
 * What a declaration says it is: its `description`, else its `summary` (some analyzers put the
 * text there and leave `description` empty). `summary` is no field of the specification's
 * declaration, so it counts only when it is a string.
 */
function descriptionOf(declaration: CemDeclaration): string {
  if (declaration.description) return declaration.description;
  return typeof declaration.summary === "string" ? declaration.summary : "";
}

/**
 * Every documentation page of a package record, in listing order: its specification pages
 * (`DOC_PAGES` order), then its other pages. The list is made once per record, so that what
 * is worked out per page object (outlines, see `docs/page_sections.ts`) is worked out once
 * whoever asks: the docs tools, llms.txt and llms-full.txt.
 *
 * @param pkg A package of a validated snapshot.
 * @returns One entry per page.
 */
export const packagePages: (pkg: BundledPackage) => readonly CatalogPage[] = oncePer(
  (pkg: BundledPackage): readonly CatalogPage[] => [
    // The Markdown is read through, not copied: a text kept as UTF-8 (compact_text.ts) is
    // decoded when a page is read, and no page list holds it as a string.
    ...pkg.availableDocPages.map((id) => ({
      id,
      get markdown() {
        return pkg.docs[id] ?? "";
      },
    })),
    ...(pkg.pages ?? []),
  ],
);

/**
 * The sentence that names a package's pages in a not-found message: all of them up to
 * {@link LISTED_PAGE_IDS}, else the first ones and where to see the rest.
 *
 * @param ids Page ids in listing order.
 */
export function availablePages(ids: readonly string[]): string {
  if (ids.length === 0) {
    return "It has no documentation pages; try get-source or get-package instead.";
  }
  if (ids.length <= LISTED_PAGE_IDS) return `It has: ${ids.join(", ")}.`;
  return `It has ${ids.length} pages: ${ids.slice(0, LISTED_PAGE_IDS).join(", ")} and ` +
    `${ids.length - LISTED_PAGE_IDS} more (list-docs lists them all).`;
}

function listOrNone(items: readonly string[]): string {
  return items.length === 0 ? "(none)" : items.join(", ");
}
