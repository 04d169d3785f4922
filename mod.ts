/**
 * catalog-mcp: a read-only Model Context Protocol server that gives AI coding assistants exact,
 * offline knowledge of a package catalog: package metadata, documentation pages, bundled
 * `src/index.ts` source and web-component declarations.
 *
 * Run it as a command (`deno run jsr:@catalog-mcp/server`; stdio by default, `--port` for
 * Streamable HTTP), or wire it yourself:
 *
 * @example Serve a snapshot of your own over stdio
 * ```ts ignore
 * import { createServer, loadData } from "@catalog-mcp/server";
 * import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
 *
 * const server = createServer(loadData({ path: "./catalog.json" }));
 * await server.connect(new StdioServerTransport());
 * ```
 *
 * @module
 */
import process from "node:process";
import { main } from "./src/cli.ts";

export { createServer, createServerFromDisk } from "./src/mcp/server.ts";
export { startHttpServer } from "./src/http/start.ts";
export type { HttpServerHandle, HttpServerOptions } from "./src/http/options.ts";
export type { ServerOptions } from "./src/mcp/server.ts";
export type { AnswerText } from "./src/catalog/answer_texts.ts";
export { loadData } from "./src/snapshot/load.ts";
export type { LoadDataOptions } from "./src/snapshot/load.ts";
export { packageMeta } from "./src/snapshot/package_meta.ts";
export { validateBundledData } from "./src/snapshot/validate.ts";
export { DOC_PAGES, MATCH_CATEGORIES, SYMBOL_KINDS } from "./src/snapshot/model.ts";
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
  ComponentAttr,
  ComponentSummary,
  DocPage,
  DocPageEntry,
  MatchCategory,
  PackageMeta,
  PublicUrlKind,
  PublicUrls,
  SearchHit,
  SymbolKind,
} from "./src/snapshot/model.ts";

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
