/**
 * Where a unit sits (its page and section, its symbol or its tag, read back from its id), the
 * `url` that `search` and `fetch` cite it by, and which answers leave that url out.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import { fillTemplate } from "../snapshot/public_urls.ts";
import type { SearchUnit } from "./search_unit.ts";

/** What a unit's `url` and `fetch`'s metadata are made from. */
export type UnitIdentity = Pick<SearchUnit, "id" | "kind" | "slug">;

/**
 * A unit's place, named as the placeholders of a public URL template name it: `page` and
 * `section` (none for the text before a page's first heading), `symbol` or `tag`.
 */
export interface UnitAddress {
  page?: string;
  section?: string;
  symbol?: string;
  tag?: string;
}

/**
 * Reads a unit's place back from its id.
 *
 * @param unit A unit (or a page's `docs/<slug>/<page-id>`).
 * @returns Its page and section, its symbol's name or its tag.
 */
export function unitAddress({ id, kind, slug }: UnitIdentity): UnitAddress {
  if (kind === "symbol") return { symbol: id.slice(`symbol/${slug}/`.length) };
  if (kind === "component") return { tag: id.slice("component/".length) };
  const address = id.slice(`docs/${slug}/`.length);
  const hash = address.lastIndexOf("#");
  return hash === -1
    ? { page: address }
    : { page: address.slice(0, hash), section: address.slice(hash + 1) };
}

/**
 * The `url` of a unit: its package's public URL template for the unit's kind, filled in, when
 * the snapshot gives one (`publicUrls`); else the `catalog://` resource that holds it. A section
 * is its page's URI with the section slug as fragment
 * (`catalog://docs/query/guides/cancellation#using-fetch`), a symbol its symbol resource; a
 * custom element, which has no resource, is named `catalog://component/<tag>` in the same way.
 *
 * @param catalog The catalog.
 * @param unit A unit (or a page's `docs/<slug>/<page-id>`).
 * @returns The URL.
 */
export function unitUrl(catalog: Catalog, unit: UnitIdentity): string {
  const template = catalog.findPackage(unit.slug)?.publicUrls?.[unit.kind];
  if (template === undefined) return `catalog://${unit.id}`;
  return fillTemplate(template, { slug: unit.slug, ...unitAddress(unit) });
}

/**
 * An answer without its `url` when that is the `catalog://` URI of its id.
 *
 * @param answer A search result or a fetched item.
 * @returns The same without a `url` that repeats its id.
 *
 * @example
 * ```ts
 * import { withoutOwnUri } from "./unit_url.ts";
 *
 * console.log(withoutOwnUri({ id: "symbol/ui/Button", url: "catalog://symbol/ui/Button" })); // { id: "symbol/ui/Button" }
 * ```
 */
export function withoutOwnUri<T extends { id: string; url: string }>(
  answer: T,
): Omit<T, "url"> & { url?: string } {
  if (answer.url !== `catalog://${answer.id}`) return answer;
  const { url: _, ...rest } = answer;
  return rest;
}
