/**
 * The generator's public option and result types.
 *
 * @module
 */
import type { BundledData } from "../snapshot/model.ts";
import type { GeneratorWarningKind } from "./warnings.ts";

/**
 * Receives one warning: a single line naming the package and the file concerned, and its kind
 * (a stable id that groups warnings of one sort, such as `no-category`).
 *
 * @example Count warnings by kind instead of printing them
 * ```ts
 * import type { GeneratorWarningHandler } from "@catalog-mcp/server/generator";
 *
 * const counts = new Map<string, number>();
 * const onWarning: GeneratorWarningHandler = (_message, kind) =>
 *   counts.set(kind, (counts.get(kind) ?? 0) + 1);
 * onWarning("@acme/forms (packages/forms/package.json): no version; using 0.0.0", "no-version");
 * console.log(counts.get("no-version")); // 1
 * ```
 */
export type GeneratorWarningHandler = (message: string, kind: GeneratorWarningKind) => void;

/**
 * What an earlier run produced, offered to an incremental run as a cache. Both values are raw
 * parsed JSON: the generator checks them and discards them with a warning when they do not fit.
 *
 * @example Reuse the files a previous run wrote
 * ```ts
 * import { readFileSync } from "node:fs";
 * import type { PreviousGeneration } from "@catalog-mcp/server/generator";
 *
 * function readPrevious(): PreviousGeneration {
 *   return {
 *     data: JSON.parse(readFileSync("data/catalog.json", "utf8")),
 *     hashes: JSON.parse(readFileSync("data/catalog.hashes.json", "utf8")),
 *   };
 * }
 * console.log(typeof readPrevious); // "function"
 * ```
 */
export interface PreviousGeneration {
  /** The previous snapshot (the parsed `catalog.json`). */
  data: unknown;
  /** The previous package hashes (the parsed `catalog.hashes.json`). */
  hashes: unknown;
}

/**
 * Options of `generateBundledData`.
 *
 * @example Generate a snapshot of a monorepo with private packages included
 * ```ts
 * import type { GeneratorOptions } from "@catalog-mcp/server/generator";
 *
 * const options: GeneratorOptions = { repoRoot: "../my-monorepo", includePrivate: true };
 * console.log(options.repoRoot); // "../my-monorepo"
 * ```
 *
 * @example Catalog what an app has installed, without its dev tools
 * ```ts
 * import type { GeneratorOptions } from "@catalog-mcp/server/generator";
 *
 * const options: GeneratorOptions = { deps: "../my-app", depsExclude: ["typescript"] };
 * console.log(options.deps); // "../my-app"
 * ```
 */
export interface GeneratorOptions {
  /**
   * The monorepo to scan; defaults to the current working directory, unless `deps` is given
   * alone (then no repository is scanned).
   */
  repoRoot?: string;
  /**
   * An app folder whose installed dependencies are catalogued too, each at its installed
   * version and marked as a third party's (docs/deps.md). With `repoRoot` both are catalogued
   * together: the repository's packages first, a workspace package reached both ways once.
   */
  deps?: string;
  /** With `deps`: package names to add, direct dependencies or not (`--deps-include`). */
  depsInclude?: string[];
  /** With `deps`: package names to leave out (`--deps-exclude`). */
  depsExclude?: string[];
  /**
   * Reuse the entries of `previous` for packages whose input hash is unchanged. Without
   * `previous` every package is built, as in a full run.
   */
  incremental?: boolean;
  /** The cache for an incremental run; ignored when `incremental` is not set. */
  previous?: PreviousGeneration;
  /** Snapshot version; defaults to the root manifest's `version`, else `0.0.0`. */
  version?: string;
  /** Also catalog packages whose manifest says `"private": true`. */
  includePrivate?: boolean;
  /**
   * The largest Markdown page read, in bytes; a larger one is skipped with a warning. Default
   * 1 MB (1,000,000 bytes).
   */
  maxPageBytes?: number;
  /**
   * Record every exported symbol of each package (signature, members, docs), read with
   * `deno doc`; default `true`. Under Deno this runs the current `deno` (which needs
   * `--allow-run` and `--allow-env=NODE_V8_COVERAGE`); under Node, `DENO_BIN`, else the binary
   * of the `deno` npm package the npm build depends on, else the `deno` on `PATH`. Without one,
   * or when it fails, the snapshot is written without symbols and a warning says why and what to
   * do.
   */
  symbols?: boolean;
  /**
   * Build the Custom Elements Manifest of a package that declares one but has not built it, or
   * that registers custom elements without declaring one, from its sources with
   * `@custom-elements-manifest/analyzer`; default `true` (see docs/components.md).
   */
  analyze?: boolean;
  /** Receives every warning; defaults to `console.warn` (standard error). */
  onWarning?: GeneratorWarningHandler;
  /** Told after each package is built (or reused): how many are done, of how many. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * What `generateBundledData` returns.
 *
 * @example Report what an incremental run rebuilt
 * ```ts
 * import type { GeneratorResult } from "@catalog-mcp/server/generator";
 *
 * function summary(result: GeneratorResult): string {
 *   const rebuilt = result.data.packages.length - result.reused.length;
 *   return `${rebuilt} rebuilt, ${result.reused.length} reused`;
 * }
 * console.log(summary({ data: { version: "1.0.0", packages: [] }, hashes: {}, reused: [] }));
 * ```
 */
export interface GeneratorResult {
  /** The snapshot; it passes `validateBundledData`. */
  data: BundledData;
  /**
   * One input hash per package slug. Persist it beside the snapshot (the CLI writes
   * `<out>.hashes.json`) and hand it back as `previous.hashes` to the next incremental run.
   */
  hashes: Record<string, string>;
  /** Slugs whose entry was taken unchanged from `previous`, sorted. */
  reused: string[];
}
