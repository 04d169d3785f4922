/**
 * Package records whose bulky parts (pages' Markdown, `components`, `symbols`, `codeSettings`: nearly all of an
 * installed package's text) are read when first asked for. A start from the package cache then
 * lists every package, each at its version with its pages' ids and titles, before any of that
 * text is parsed, and parses it afterwards, one part at a time, between requests.
 *
 * A part read later is an accessor property until it is read, then a plain one: it enumerates,
 * and a copy made with `...` reads it.
 *
 * @module
 */
import type { BundledPackage } from "./model.ts";
import type { PageOutline } from "./page_outline_model.ts";

/** The fields a record can read later whole. */
export type LaterField = "components" | "symbols" | "codeSettings";

/** What each such field holds when it cannot be read: nothing. */
const EMPTY: { [F in LaterField]: () => NonNullable<BundledPackage[F]> } = {
  components: () => [],
  symbols: () => [],
  codeSettings: () => ({}),
};

/** The reads a record has left, by what they read. */
const LATER = Symbol("read later");

interface Holder {
  [LATER]?: Map<string, () => void>;
}

/**
 * Makes one field of a record read when first asked for.
 *
 * @param pkg The record, without the field.
 * @param field The field.
 * @param read Reads the field; called once, on first access.
 * @param failed Told when `read` throws; the field is then empty.
 * @returns The same record.
 *
 * @example
 * ```ts
 * import { readsLeft, withFieldLater } from "./fields_later.ts";
 * import type { BundledPackage } from "./model.ts";
 *
 * const pkg = { name: "kit" } as unknown as BundledPackage;
 * withFieldLater(pkg, "components", () => []);
 * console.log(readsLeft(pkg).length); // 1
 * console.log(pkg.components.length, readsLeft(pkg).length); // 0 0
 * ```
 */
export function withFieldLater<F extends LaterField>(
  pkg: BundledPackage,
  field: F,
  read: () => NonNullable<BundledPackage[F]>,
  failed: (error: Error) => void = () => {},
): BundledPackage {
  const load = once(pkg, field, () => define(pkg, field, read()), (error) => {
    define(pkg, field, EMPTY[field]());
    failed(error);
  });
  return Object.defineProperty(pkg, field, {
    configurable: true,
    enumerable: true,
    get(this: BundledPackage) {
      load();
      return this[field];
    },
  });
}

/**
 * Makes the Markdown of a record's pages read when one of them is first asked for: the pages'
 * ids and titles are there at once.
 *
 * @param pkg The record, its `pages` without their `markdown`.
 * @param read Reads every page's Markdown, in the order of `pages`; called once.
 * @param failed Told when `read` throws, or gives another number of texts; every page's
 *   Markdown is then empty.
 * @returns The same record.
 *
 * @example
 * ```ts
 * import { readsLeft, withMarkdownLater } from "./fields_later.ts";
 * import type { BundledPackage } from "./model.ts";
 *
 * const pkg = { name: "kit", pages: [{ id: "guide", title: "Guide" }] } as BundledPackage;
 * withMarkdownLater(pkg, () => ["# Guide"]);
 * console.log(pkg.pages?.[0]?.id, readsLeft(pkg).length); // "guide" 1
 * console.log(pkg.pages?.[0]?.markdown, readsLeft(pkg).length); // "# Guide" 0
 * ```
 */
export function withMarkdownLater(
  pkg: BundledPackage,
  read: () => string[],
  failed: (error: Error) => void = () => {},
): BundledPackage {
  return withPageFieldLater(pkg, "markdown", read, "", failed);
}

/**
 * Makes the outlines of a record's pages (worked out when the record was kept) read when one of
 * them is first asked for, as `outline` on each page. The property does not enumerate: a copy of
 * a page, or its JSON, leaves it out (it is no field of the snapshot format).
 *
 * @param pkg The record.
 * @param read Reads every page's outline, in the order of `pages`; called once.
 * @param failed Told when `read` throws, or gives another number of outlines; no page has one
 *   then (each is outlined from its Markdown when asked for).
 * @returns The same record.
 *
 * @example
 * ```ts
 * import { withOutlinesLater } from "./fields_later.ts";
 * import type { BundledPackage } from "./model.ts";
 *
 * const outline = { frontMatterTitle: undefined, bodyStart: 0, headings: [], opensWithHeading: false };
 * const pkg = { name: "kit", pages: [{ id: "guide", title: "Guide" }] } as BundledPackage;
 * withOutlinesLater(pkg, () => [outline]);
 * console.log((pkg.pages?.[0] as { outline?: unknown }).outline === outline); // true
 * ```
 */
export function withOutlinesLater(
  pkg: BundledPackage,
  read: () => PageOutline[],
  failed: (error: Error) => void = () => {},
): BundledPackage {
  return withPageFieldLater(pkg, "outline", read, undefined, failed);
}

/** What the values of each per-page part are called in a message. */
const NOUNS = { markdown: "texts", outline: "outlines" } as const;

/** A per-page part of a record read later: the pages' Markdown, or their outlines. */
function withPageFieldLater<T>(
  pkg: BundledPackage,
  key: "markdown" | "outline",
  read: () => T[],
  empty: T,
  failed: (error: Error) => void,
): BundledPackage {
  const pages = pkg.pages ?? [];
  const enumerable = key === "markdown";
  const load = once(pkg, key, () => {
    const values = read();
    if (values.length !== pages.length) {
      throw new Error(`${values.length} ${NOUNS[key]} for ${pages.length} pages`);
    }
    pages.forEach((page, at) => define(page, key, values[at], enumerable));
  }, (error) => {
    for (const page of pages) define(page, key, empty, enumerable);
    failed(error);
  });
  for (const page of pages) {
    Object.defineProperty(page, key, {
      configurable: true,
      enumerable,
      get(): T {
        load();
        return (page as unknown as Record<string, T>)[key]!;
      },
    });
  }
  return pkg;
}

/**
 * The reads a record has left for later, each a function that does it.
 *
 * @param pkg A record.
 * @returns The reads; empty for a record read whole.
 *
 * @example
 * ```ts
 * import { readsLeft } from "./fields_later.ts";
 * import type { BundledPackage } from "./model.ts";
 *
 * console.log(readsLeft({ name: "kit" } as BundledPackage)); // []
 * ```
 */
export function readsLeft(pkg: BundledPackage): (() => void)[] {
  return [...(pkg as Holder)[LATER]?.values() ?? []];
}

/**
 * A read of `name` registered on `pkg`, done once, then forgotten; `instead` when it throws: a
 * part that cannot be read leaves its package served without it, never a request failing.
 */
function once(
  pkg: BundledPackage,
  name: string,
  read: () => void,
  instead: (error: Error) => void,
): () => void {
  const holder = pkg as Holder;
  if (holder[LATER] === undefined) {
    Object.defineProperty(holder, LATER, { value: new Map(), enumerable: false });
  }
  const load = () => {
    if (holder[LATER]!.get(name) !== load) return;
    holder[LATER]!.delete(name);
    try {
      read();
    } catch (error) {
      instead(error as Error);
    }
  };
  holder[LATER]!.set(name, load);
  return load;
}

/** Turns an accessor into a plain property holding `value`. */
function define(owner: object, key: string, value: unknown, enumerable = true): void {
  Object.defineProperty(owner, key, {
    value,
    configurable: true,
    enumerable,
    writable: true,
  });
}
