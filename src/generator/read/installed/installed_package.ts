/**
 * What reading an installed package is given: the package the resolver found
 * (`find/installed.ts`) and the context of the app it was found in. The seam between the
 * resolver and the reader (docs/deps.md).
 *
 * @module
 */
import type { InstalledPackage } from "../../find/installed.ts";
import type { Warn } from "../../warnings.ts";

export type { InstalledPackage };

/**
 * What the reader may ask of the app a package is installed in.
 *
 * @example
 * ```ts
 * import { resolveInstalled } from "../../find/installed.ts";
 * import type { InstalledReadContext } from "./installed_package.ts";
 *
 * const context: InstalledReadContext = {
 *   slug: "ai-sdk-react",
 *   resolve: resolveInstalled,
 *   warn: (kind, message) => console.warn(kind, message),
 * };
 * console.log(context.slug); // "ai-sdk-react"
 * ```
 */
export interface InstalledReadContext {
  /** The slug the entry is served under (find/slugs.ts `dependencySlugs`). */
  slug: string;
  /**
   * Node's resolution of another installed package from a folder: the only way the reader
   * reaches other packages (those a package re-exports from, their `@types`), so that what an
   * entry was derived from can be recorded.
   */
  resolve: (name: string, fromFolder: string) => InstalledPackage | undefined;
  /** Receives one warning per file or part skipped. */
  warn: Warn;
}

/**
 * Node's resolution of a bare package name from a folder (nested `node_modules`, pnpm's
 * symlinks, workspace links), or `undefined` when nothing of that name is reachable from there.
 *
 * @example
 * ```ts
 * import type { InstalledPackage, ResolveInstalled } from "./installed_package.ts";
 *
 * const installed: Record<string, InstalledPackage> = {
 *   react: { name: "react", version: "19.3.1", folder: "/app/node_modules/react" },
 * };
 * const resolve: ResolveInstalled = (name) => installed[name];
 * console.log(resolve("react", "/app")?.version); // "19.3.1"
 * ```
 */
export type ResolveInstalled = (name: string, fromFolder: string) => InstalledPackage | undefined;
