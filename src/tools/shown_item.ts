/**
 * A `fetch` answer as its text item shows it.
 *
 * @module
 */
import type { Catalog } from "../catalog/catalog.ts";
import { isThirdParty, packageLabel } from "../snapshot/third_party.ts";
import { unlabelled } from "../search/shown_results.ts";
import { withoutOwnUri } from "../search/unit_url.ts";
import type { FetchedItem } from "./fetched_item.ts";

/** A fetched item as the text answer shows it. */
export interface ShownItem {
  /** The installed package (`name@version`) whose text the item is. */
  thirdParty?: string;
  /** The id `search` gave. */
  id: string;
  /** Its title, without the installed version `thirdParty` says. */
  title: string;
  /** Its Markdown, or the passage a query or `maxChars` asked for. */
  text: string;
  /** A public URL; left out when it is only the id's `catalog://` URI. */
  url?: string;
  /** What neither the id nor `thirdParty` says (`documentedIn`, `changedIn`, ...). */
  metadata?: Record<string, string>;
}

/**
 * The item without what its id and its `thirdParty` already say: the `url` when it is only the
 * id's `catalog://` URI, the metadata its id spells out (kind, package slug, page, section, name,
 * tag), and for an installed package's item its version in the title and the metadata
 * (`"thirdParty": "next@16.4.6"` says both once). `structuredContent` keeps them all.
 *
 * @param catalog The catalog the item is from.
 * @param item The fetched item.
 * @returns The text answer's object.
 *
 * @example
 * ```ts ignore
 * shownItem(catalog, fetchItem(catalog, "docs/next/01-app/guides/caching#revalidatetag"));
 * // { thirdParty: "next@16.4.6", id: "docs/next/...", title: "Caching › revalidateTag", text: "..." }
 * ```
 */
export function shownItem(catalog: Catalog, item: FetchedItem): ShownItem {
  const { metadata, ...rest } = withoutOwnUri(item);
  const pkg = catalog.findPackage(metadata.package ?? "");
  const third = pkg !== undefined && isThirdParty(pkg);
  const hidden = third ? THIRD_PARTY_FIELDS : ID_FIELDS;
  const kept = Object.fromEntries(Object.entries(metadata).filter(([key]) => !hidden.has(key)));
  return {
    ...(third ? { thirdParty: packageLabel(pkg) } : {}),
    ...rest,
    ...(third ? { title: unlabelled(rest.title, pkg) } : {}),
    ...(Object.keys(kept).length === 0 ? {} : { metadata: kept }),
  };
}

/** The metadata a unit's id spells out. */
const ID_FIELDS = new Set(["kind", "package", "page", "section", "name", "tag"]);

/** The metadata an installed package's item says with `thirdParty`, besides its id's. */
const THIRD_PARTY_FIELDS = new Set([...ID_FIELDS, "version", "thirdParty"]);
