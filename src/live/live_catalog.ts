/**
 * The catalog of a live repository: one reference, replaced whole when a regeneration
 * succeeds, so a request that took the old catalog finishes on it and the next takes the new.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import type { CatalogSource } from "../catalog/catalog_source.ts";
import { listResources } from "../mcp/resources.ts";

/**
 * A {@link CatalogSource} whose catalog is replaced atomically; subscribers hear of each
 * replacement that changed the resource list.
 *
 * @example
 * ```ts ignore
 * const live = new LiveCatalog(Catalog.fromData(first));
 * live.subscribe(() => console.error("pages or packages changed"));
 * live.replace(Catalog.fromData(second));
 * ```
 */
export class LiveCatalog implements CatalogSource {
  #current: Catalog;
  /** The current catalog's resource URIs, once a replacement has worked them out. */
  #uris: string | undefined;
  readonly #listeners = new Set<() => void>();
  readonly #whenIndexed: (slugs: readonly string[]) => Promise<void>;

  /**
   * @param first The catalog to serve until the first replacement.
   * @param whenIndexed What waits for packages of `current.pending` (a background indexing
   *   that replaces the catalog as it goes); by default nothing is pending.
   */
  constructor(
    first: Catalog,
    whenIndexed: (slugs: readonly string[]) => Promise<void> = () => Promise.resolve(),
  ) {
    this.#current = first;
    this.#whenIndexed = whenIndexed;
  }

  /**
   * Resolves once the given pending packages are indexed (or could not be).
   *
   * @param slugs Slugs of `current.pending`.
   */
  whenIndexed(slugs: readonly string[]): Promise<void> {
    return this.#whenIndexed(slugs);
  }

  /** The catalog to answer the next request from. */
  get current(): Catalog {
    return this.#current;
  }

  /**
   * Calls `listener` after each replacement that changed the resource list.
   *
   * @param listener Told of the change, with no details: `resources/list` has them.
   * @returns A function that stops the calls.
   */
  subscribe(listener: () => void): () => void {
    const own = () => listener();
    this.#listeners.add(own);
    return () => void this.#listeners.delete(own);
  }

  /**
   * Serves `next` from now on. Indexes built over the old catalog (search, symbols, outlines)
   * are keyed by it and go with it; the new one builds its own on first use.
   *
   * @param next The new catalog.
   * @returns Whether the resource list (pages or packages) changed.
   */
  replace(next: Catalog): boolean {
    // The current catalog's list was worked out at its own replacement: each list once.
    const before = this.#uris ?? resourceUris(this.#current);
    const after = resourceUris(next);
    this.#current = next;
    this.#uris = after;
    if (before !== after) { for (const listener of [...this.#listeners]) listener(); }
    return before !== after;
  }
}

/** Every resource URI of a catalog, one string to compare. */
function resourceUris(catalog: Catalog): string {
  const uris: string[] = [];
  let cursor: string | undefined;
  do {
    const page = listResources(catalog, cursor);
    for (const resource of page.resources) uris.push(resource.uri);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return uris.join("\n");
}
