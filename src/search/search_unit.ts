/**
 * What the search index ranks: one section, symbol, member or custom element, with what ranking
 * and passages read of it (units.ts lists a catalog's).
 *
 * @module
 */
import type { PlainBlock } from "./plain_blocks.ts";
import type { UnitKind } from "./unit_kinds.ts";

/** One thing the index ranks. */
export interface SearchUnit {
  /** `docs/<slug>/<page>#<section>`, `symbol/<slug>/<name>` or `component/<tag>`. */
  id: string;
  kind: UnitKind;
  /** The package it belongs to. */
  slug: string;
  /**
   * What a reader calls it: a section's heading path under its page's title, the symbol with
   * its kind and package, the tag with its package (unit_titles.ts).
   */
  title: string;
  /** The words that name it exactly: the heading, the symbol's name, the tag and class. */
  name: string;
  /** The words around it: the page title and parent headings, the package. */
  context: string;
  /** The text under the name: the section's own text, the signature and docs, the manifest. */
  text(): string;
  /** The text as blocks of prose and code, which a result's passage is cut from. */
  blocks(): PlainBlock[];
  /**
   * A section's enclosing units, outermost first: its page's own unit (the text before the
   * first heading, when the page has any) and the sections it is nested in.
   */
  parents?: readonly string[];
  /** Set on text that only leads elsewhere (a page's breadcrumbs): it answers nothing. */
  navigation?: boolean;
  /** A page's first section: the id of the page's text before it, which it follows. */
  follows?: string;
  /** A symbol's declaration, `<file>:<line>`: the same in every package that re-exports it. */
  origin?: string;
  /** A symbol's signature and its members' signatures: the types it names. */
  signature?: string;
  /**
   * Of a name several entries declare, the unit of the declaration one entry exports, by the
   * entry's last part lowercased (`stream` for `effect/Stream`): what a query that writes
   * `Stream.merge` is shown. Undefined for an entry that does not declare it.
   */
  declaredIn?: (entry: string) => SearchUnit | undefined;
  /** A symbol's kind: `function`, `class`, `interface`, `typeAlias`, ... */
  symbolKind?: string;
  /** How many of its blocks a passage shows first, whatever the query: a symbol's signature. */
  lead?: number;
  /**
   * For a section of a page whose title names a version (`Migrate AI SDK 6.x to 7.0`, `How to
   * upgrade to version 16`): whether the last version it names is the major version of its
   * package's, `current`, or another, `other`. For a section of a changelog, the same of the
   * release its heading (or the nearest above) names.
   */
  titleVersion?: "current" | "other";
  /**
   * Set on a section of a changelog whose release is of the installed major version but not of
   * its minor one (`2.8.0` for 2.26.0): history of the installed version, not its news.
   */
  earlierMinor?: true;
  /** Set on a section of a page that copies another for another part of the docs. */
  copy?: true;
  /** Set on the page of what an installed package's package.json declares it needs. */
  manifest?: true;
  /**
   * Set on the pages read from an installed package's code: `message` on the messages it raises,
   * `definition` on the functions and objects it defines.
   */
  fromCode?: "message" | "definition";
  /** Set on one member of a type, a unit of its own (`MCPAppBridgeHandlers.allowedTools`). */
  member?: true;
}
