/**
 * A package's own analyzer configuration (`custom-elements-manifest.config.js`), when it loads.
 *
 * @module
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isRecord } from "../../../is_record.ts";
import { matchesGlob } from "../../../find/glob.ts";

/** The parts of an analyzer configuration the generator honours. */
export interface AnalyzerConfig {
  /** Globs of the modules to analyse, relative to the package folder. */
  globs?: string[];
  /** Globs of modules to leave out. */
  exclude?: string[];
  /** Its own plugins, run after the framework plugins. */
  plugins?: unknown[];
  /** Framework switches, as on the analyzer's command line. */
  litelement?: boolean;
  /** FAST. */
  fast?: boolean;
  /** Stencil. */
  stencil?: boolean;
}

/** A configuration that loaded, or why it did not. */
export type LoadedConfig = { config: AnalyzerConfig } | { problem: string };

/**
 * Imports a package's analyzer configuration. A configuration often imports plugins that a
 * plain clone has not installed; it then does not load, and the caller falls back to settings
 * of its own.
 *
 * @param root Absolute path of the repository root.
 * @param file The configuration, relative to the repository root.
 * @returns The configuration, or the reason it did not load.
 *
 * @example
 * ```ts ignore
 * const loaded = await loadAnalyzerConfig("/repo", "packages/ui/custom-elements-manifest.config.js");
 * ```
 */
export async function loadAnalyzerConfig(root: string, file: string): Promise<LoadedConfig> {
  try {
    const module = await import(pathToFileURL(join(root, file)).href);
    const config = isRecord(module) ? module.default : undefined;
    if (!isRecord(config)) return { problem: "it has no default export object" };
    return { config: config as AnalyzerConfig };
  } catch (error) {
    return { problem: (error as Error).message.split("\n")[0] ?? "it does not load" };
  }
}

/**
 * Tells whether a module, relative to its package folder, is one a configuration's `globs` and
 * `exclude` select (`{a,b}` alternatives included).
 *
 * @param config The configuration.
 * @param path The module's path relative to the package folder.
 * @returns `true` when it is selected (always, for a configuration without globs).
 *
 * @example
 * ```ts
 * import { selectedBy } from "./analyzer_config.ts";
 *
 * console.log(selectedBy({ globs: ["src/**\/*.{js,ts}"] }, "src/a/b.ts")); // true
 * console.log(selectedBy({ globs: ["src/**\/*.ts"], exclude: ["src/x.ts"] }, "src/x.ts")); // false
 * ```
 */
export function selectedBy(config: AnalyzerConfig, path: string): boolean {
  const matches = (globs: unknown) =>
    Array.isArray(globs) &&
    globs.some((glob) => typeof glob === "string" && matchesGlob(glob, path));
  const included = !Array.isArray(config.globs) || config.globs.length === 0 ||
    matches(config.globs);
  return included && !matches(config.exclude);
}
