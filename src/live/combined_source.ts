/**
 * One catalog over two live parts: the repository served with `--repo` and the dependencies
 * served with `--deps`. Each part replaces its own catalog as it changes; the combined catalog
 * is made again, once, the first time a request asks after either part changed, so a request
 * still sees one consistent catalog.
 *
 * @module
 */
import { Catalog } from "../catalog/catalog.ts";
import type { CatalogSource } from "../catalog/catalog_source.ts";
import type { BundledPackage } from "../snapshot/model.ts";

/**
 * The repository's packages first, then the dependencies'. A dependency whose slug a
 * repository package took since the dependencies were planned (a package added to the
 * workspace) takes `<slug>@<version>`, as the plan gives it.
 *
 * @example
 * ```ts ignore
 * const source = new CombinedSource(repository.source, dependencies.source);
 * const server = createCatalogServer(source);
 * ```
 */
export class CombinedSource implements CatalogSource {
  readonly #repository: CatalogSource;
  readonly #dependencies: CatalogSource;
  #made: {
    repository: Catalog;
    dependencies: Catalog;
    combined: Catalog;
    /** Dependencies' slugs that a repository package took: the combined slug -> theirs. */
    renamed: ReadonlyMap<string, string>;
  } | undefined;

  /**
   * @param repository The repository's source.
   * @param dependencies The dependencies' source.
   */
  constructor(repository: CatalogSource, dependencies: CatalogSource) {
    this.#repository = repository;
    this.#dependencies = dependencies;
  }

  /** The combined catalog of both parts' current ones. */
  get current(): Catalog {
    const repository = this.#repository.current;
    const dependencies = this.#dependencies.current;
    const made = this.#made;
    if (made?.repository === repository && made.dependencies === dependencies) {
      return made.combined;
    }
    const own = new Set(repository.slugs);
    const renamed = new Map<string, string>();
    const packages: BundledPackage[] = [...repository.packages];
    for (const pkg of dependencies.packages) {
      if (!own.has(pkg.slug)) packages.push(pkg);
      else {
        const slug = `${pkg.slug}@${pkg.version}`;
        renamed.set(slug, pkg.slug);
        packages.push({ ...pkg, slug });
      }
    }
    const back = new Map([...renamed].map(([slug, original]) => [original, slug]));
    const pending = new Map([
      ...repository.pending,
      ...[...dependencies.pending].map(([slug, pkg]) => [back.get(slug) ?? slug, pkg] as const),
    ]);
    const combined = Catalog.fromData({ version: repository.version, packages }, pending);
    this.#made = { repository, dependencies, combined, renamed };
    return combined;
  }

  /**
   * Resolves once the packages with these slugs are indexed, each by the part it belongs to.
   *
   * @param slugs Slugs of the combined catalog.
   */
  whenIndexed(slugs: readonly string[]): Promise<void> {
    const renamed = this.#made?.renamed ?? new Map<string, string>();
    const repository = new Set(this.#repository.current.slugs);
    const own = slugs.filter((slug) => repository.has(slug) && !renamed.has(slug));
    const theirs = slugs.filter((slug) => !own.includes(slug))
      .map((slug) => renamed.get(slug) ?? slug);
    return Promise.all([
      own.length === 0 ? undefined : this.#repository.whenIndexed?.(own),
      theirs.length === 0 ? undefined : this.#dependencies.whenIndexed?.(theirs),
    ]).then(() => {});
  }

  /** Serves an installed package a call names, as the dependencies do. */
  serveInstalled(name: string): boolean {
    return this.#dependencies.serveInstalled?.(name) ?? false;
  }

  /** Resolves once the dependencies' cached packages are served (the repository has none). */
  whenCacheRead(): Promise<void> {
    return this.#dependencies.whenCacheRead?.() ?? Promise.resolve();
  }

  /**
   * Calls `listener` after a change of either part's resource list.
   *
   * @returns A function that stops the calls.
   */
  subscribe(listener: () => void): () => void {
    const stops = [this.#repository, this.#dependencies].map((part) =>
      part.subscribe?.(listener) ?? (() => {})
    );
    return () => stops.forEach((stop) => stop());
  }
}
