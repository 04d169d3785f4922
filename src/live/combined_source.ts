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
  #made: { repository: Catalog; dependencies: Catalog; combined: Catalog } | undefined;

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
    const packages: BundledPackage[] = [
      ...repository.packages,
      ...dependencies.packages.map((pkg) =>
        own.has(pkg.slug) ? { ...pkg, slug: `${pkg.slug}@${pkg.version}` } : pkg
      ),
    ];
    const combined = Catalog.fromData({ version: repository.version, packages });
    this.#made = { repository, dependencies, combined };
    return combined;
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
