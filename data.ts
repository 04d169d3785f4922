/**
 * The data layer on its own: load, validate and summarise catalog snapshots without the MCP
 * server. Useful for build scripts and custom servers.
 *
 * @example Load a team's own snapshot and list its packages
 * ```ts
 * import { loadData, packageMeta } from "@catalog-mcp/server/data";
 *
 * const data = loadData(); // or loadData({ path: "./my-catalog.json" })
 * for (const pkg of data.packages) console.log(packageMeta(pkg).name);
 * ```
 *
 * @module
 */
export { loadData } from "./src/snapshot/load.ts";
export type { LoadDataOptions } from "./src/snapshot/load.ts";
export { packageMeta } from "./src/snapshot/package_meta.ts";
export { validateBundledData } from "./src/snapshot/validate.ts";
export { DOC_PAGES, SYMBOL_KINDS } from "./src/snapshot/model.ts";
export type {
  ApiDocTag,
  ApiMember,
  ApiSymbol,
  BundledData,
  BundledPackage,
  CemAttribute,
  CemCssPart,
  CemCssProperty,
  CemDeclaration,
  CemEvent,
  CemMember,
  CemSlot,
  CemSuperclass,
  CemTypeRef,
  DocPage,
  DocPageEntry,
  PackageMeta,
  PublicUrlKind,
  PublicUrls,
  SymbolKind,
} from "./src/snapshot/model.ts";
