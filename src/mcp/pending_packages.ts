/**
 * Calls while packages are still being indexed (`--deps`, and `--repo` before its first
 * generation): a call about one package waits for that package alone, which moves to the front
 * of the queue; a call over everything answers over what is indexed and says which packages
 * it leaves out.
 *
 * @module
 */
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Catalog } from "../catalog/catalog.ts";

/** The tools whose answers read custom elements, whichever package declares them. */
const COMPONENT_TOOLS = new Set(["get-component", "validate-usage"]);

/**
 * The pending packages a tool call is about, which it waits for: the one its `packageSlug`
 * (or a package name) or its `id` names; for a tag no indexed package declares, the pending
 * packages that may declare it. `undefined` for a call over everything.
 *
 * @param catalog The catalog being served.
 * @param tool The tool's name.
 * @param args Its raw arguments.
 * @returns Slugs of `catalog.pending` to wait for (maybe none), or `undefined`.
 *
 * @example
 * ```ts ignore
 * const slugs = packagesOfCall(catalog, "get-docs", { packageSlug: "next" }); // ["next"]
 * ```
 */
export function packagesOfCall(
  catalog: Catalog,
  tool: string,
  args: unknown,
): string[] | undefined {
  const given = typeof args === "object" && args !== null ? args as Record<string, unknown> : {};
  const named = packageOfCall(tool, args);
  if (named !== undefined) return pendingOf(catalog, [catalog.slugOf(named)]);
  if (tool === "fetch" && typeof given.id === "string") {
    const [, tag] = /^component\/([^/#]+)/.exec(given.id) ?? [];
    return tag === undefined ? [] : componentPackages(catalog, tag);
  }
  if (COMPONENT_TOOLS.has(tool)) {
    return componentPackages(catalog, typeof given.tagName === "string" ? given.tagName : "");
  }
  return undefined;
}

/**
 * The package a tool call names: its `packageSlug` (a slug or a package name), or the package
 * of a `docs/` or `symbol/` id it fetches.
 *
 * @param tool The tool's name.
 * @param args Its raw arguments.
 * @returns The slug or name as the call writes it; `undefined` when it names none.
 *
 * @example
 * ```ts
 * import { packageOfCall } from "./pending_packages.ts";
 *
 * console.log(packageOfCall("fetch", { id: "docs/mjml-core/code" })); // "mjml-core"
 * ```
 */
export function packageOfCall(tool: string, args: unknown): string | undefined {
  const given = typeof args === "object" && args !== null ? args as Record<string, unknown> : {};
  if (typeof given.packageSlug === "string") return given.packageSlug;
  if (tool !== "fetch" || typeof given.id !== "string") return undefined;
  return /^(?:docs|symbol)\/([^/#]+)/.exec(given.id)?.[1];
}

/**
 * The pending package a resource URI names (`catalog://docs/<slug>/...`, `source/<slug>`,
 * `symbol/<slug>/...`).
 *
 * @param catalog The catalog being served.
 * @param uri The URI read.
 * @returns Its slug when that package is pending; else none.
 */
export function packagesOfResource(catalog: Catalog, uri: string): string[] {
  const [, slug] = /^catalog:\/\/(?:docs|source|symbol)\/([^/]+)/.exec(uri) ?? [];
  return slug === undefined ? [] : pendingOf(catalog, [slug]);
}

/**
 * A call's result over a catalog with pending packages, with one more text item naming them.
 *
 * @param result The tool's result.
 * @param catalog The catalog it was answered from.
 * @returns The result, unchanged when nothing is pending.
 */
export function withPendingNote(result: CallToolResult, catalog: Catalog): CallToolResult {
  if (catalog.pending.size === 0) return result;
  const labels = [...catalog.pending.values()].map((pkg) => pkg.label);
  const named = labels.length > 8
    ? `${labels.slice(0, 8).join(", ")} and ${labels.length - 8} more`
    : labels.join(", ");
  const text = `Not indexed yet: ${labels.length} of ${catalog.slugs.length} packages ` +
    `(${named}); this answer leaves them out, except for their names and versions. Name one ` +
    "(packageSlug) to wait for it, or ask again in a few seconds.";
  return { ...result, content: [...result.content, { type: "text", text }] };
}

function pendingOf(catalog: Catalog, slugs: readonly string[]): string[] {
  return slugs.filter((slug) => catalog.pending.has(slug));
}

/** For a tag no indexed package declares: the pending packages that may declare it. */
function componentPackages(catalog: Catalog, tag: string): string[] {
  if (tag !== "" && catalog.componentPackage(tag) !== undefined) return [];
  return [...catalog.pending].filter(([, pkg]) => pkg.components).map(([slug]) => slug);
}
