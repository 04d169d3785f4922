/**
 * The seam between finding an app's installed packages and reading one of them: what the
 * resolver (`find/installed.ts`) hands the reader for each package, and how the reader asks it
 * for another installed package (a re-export's origin, the `@types` of one).
 *
 * @module
 */

/**
 * One installed package, as Node resolves it from the app.
 *
 * @example
 * ```ts
 * import type { InstalledPackage } from "./installed_package.ts";
 *
 * const express: InstalledPackage = {
 *   name: "express",
 *   version: "5.3.0",
 *   folder: "/app/node_modules/express",
 *   types: { name: "@types/express", version: "5.0.6", folder: "/app/node_modules/@types/express" },
 *   declared: "^5.1.0",
 * };
 * console.log(express.types?.name); // "@types/express"
 * ```
 */
export interface InstalledPackage {
  /** Its name, from its own package.json. */
  name: string;
  /** Its installed version, from its own package.json. */
  version: string;
  /** The real path of its folder. */
  folder: string;
  /** `@types/<name>`, when the package ships no types of its own. */
  types?: { name: string; version: string; folder: string };
  /** The range the app declared, when it is a direct dependency. */
  declared?: string;
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
