/**
 * Where requests take their catalog from: a fixed snapshot (a {@link Catalog} is a source of
 * itself) or one that a live repository replaces as it changes (`--repo`).
 *
 * Every request reads {@link CatalogSource.current} once, at its start, and answers from that
 * catalog only: a replacement during the request is seen by the next one, never half-way.
 *
 * @module
 */
import type { Catalog } from "./catalog.ts";

/**
 * A catalog that may be replaced while serving.
 *
 * @example A source that always gives the same catalog
 * ```ts ignore
 * import type { CatalogSource } from "./catalog_source.ts";
 *
 * const fixed: CatalogSource = { current: catalog };
 * ```
 */
export interface CatalogSource {
  /** The catalog to answer the next request from. */
  readonly current: Catalog;
  /**
   * Present on sources that change: calls `listener` after each replacement that changed the
   * resource list (pages or packages).
   *
   * @returns A function that stops the calls.
   */
  subscribe?(listener: () => void): () => void;
  /**
   * Present on sources that index their packages in the background: resolves once the given
   * packages are indexed (or could not be), having moved them to the front of the queue. Then
   * {@link CatalogSource.current} has them.
   *
   * @param slugs Slugs of `current.pending`; others are ignored.
   */
  whenIndexed?(slugs: readonly string[]): Promise<void>;
  /**
   * Present on sources that keep what they indexed in a cache: resolves once the packages found
   * there at start are served (at the first one that must be read, or when all are done).
   */
  whenCacheRead?(): Promise<void>;
  /**
   * Present on sources of an app's installed packages: starts serving an installed package the
   * app does not depend on directly, which a call names (mjml-core, whose code mjml's wrapper
   * calls), when it resolves from the app as Node would resolve it. It is then pending, and
   * {@link CatalogSource.whenIndexed} waits for it.
   *
   * @param name The package's name.
   * @returns Whether it is served now; `false` when it is not installed, or the source serves
   *   as many packages on request as it takes.
   */
  serveInstalled?(name: string): boolean;
}
