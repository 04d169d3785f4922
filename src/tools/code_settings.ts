/**
 * What `search` says of the names its query writes that the package searched exports no
 * declaration of: the lines of its installed scripts that set them, read when the package was
 * indexed (`codeSettings`, script_settings.ts).
 *
 * @module
 */
import type { BundledPackage } from "../snapshot/model.ts";
import { statementOf } from "../catalog/code_statement.ts";

/** The most lines said of one answer's names together. */
const MOST_LINES = 4;

/**
 * The lines of a package's installed scripts that set names to values, each as
 * `<file>:<line>: <text>`, none a result already shows.
 *
 * @param pkg A package of the catalog.
 * @param names Names as code writes them.
 * @param shown The text the answer's results show.
 * @returns The lines, at most {@link MOST_LINES}; none for a package not read from where it is
 *   installed.
 *
 * @example
 * ```ts ignore
 * codeSettings(catalog.getPackage("highlight.js"), ["MAX_KEYWORD_HITS"], "");
 * // ["lib/core.js:1598: const MAX_KEYWORD_HITS = 7;"]
 * ```
 */
export function codeSettings(
  pkg: BundledPackage,
  names: readonly string[],
  shown: string,
): string[] {
  const settings = pkg.codeSettings;
  if (settings === undefined) return [];
  return names.flatMap((name) => Object.hasOwn(settings, name) ? settings[name]! : [])
    .filter((line) => !shown.includes(statementOf(line.slice(line.indexOf(": ") + 2))))
    .slice(0, MOST_LINES);
}
