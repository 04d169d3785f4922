/**
 * Where an installed package's scripts set the names a search writes as code: a constant
 * (`const MAX_KEYWORD_HITS = 7`), a module's variable (`twoDigitCutoffYear = 60,` in a `let`
 * list), an instance's field (`this.timeout = 5000`), an options object's property
 * (`maxLength: 255,`). A name no declaration exports has no record, and the passages ranked for
 * it show where it is used, not its value; a shell's first command for such a question is
 * `grep -rn "NAME =" node_modules/<package>`, and the answer now says what that prints.
 *
 * @module
 */
import type { BundledPackage } from "../snapshot/model.ts";
import { installedScriptsOf } from "../docs/installed_scripts.ts";
import { shortened } from "../catalog/shortened.ts";

/** The most lines said, of all the names together. */
const MOST_LINES = 4;

/** The most characters of a line said; a longer one is cut. */
const LINE_CHARS = 200;

/** A line that assigns a name to the same name (`this.validateLink = validateLink`). */
const SELF = /^(?:this\.|[\w$]+\.)?([\w$]+)\s*=\s*\1$/;

/** A line that is a comment, or a comment's inside (`* @example x = 1`). */
const COMMENT = /^(?:\/\/|\/\*|\*)/;

/**
 * The lines of a package's installed scripts that set names, each as `<file>:<line>: <text>`,
 * the modules' own before a build's copies of them (a line alike in several scripts is said
 * once), and none a result already shows.
 *
 * @param pkg A package of the catalog.
 * @param names Names as code writes them.
 * @param shown The text the answer's results show.
 * @returns The lines, at most {@link MOST_LINES}; none for a package not served from where it is
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
  if (names.length === 0) return [];
  const scripts = installedScriptsOf(pkg);
  if (scripts === undefined) return [];
  const setters = names.map(setterOf);
  const said = new Set<string>();
  const found: string[] = [];
  for (const { path, lines } of scripts) {
    for (const [index, line] of lines.entries()) {
      const text = line.trim();
      if (COMMENT.test(text) || !setters.some((sets) => sets.test(line))) continue;
      // A build's copy may differ by its statement's end; `this.x = x` sets nothing new.
      const statement = text.replace(/[;,]$/, "");
      if (said.has(statement) || shown.includes(statement) || SELF.test(statement)) continue;
      said.add(statement);
      found.push(`${path}:${index + 1}: ${shortened(text, LINE_CHARS)}`);
      if (found.length === MOST_LINES) return found;
    }
  }
  return found;
}

/**
 * What a line that sets a name holds: the name assigned (alone, in a declaration or its list,
 * or as `this.`'s field; not another object's property, not compared), or a property of an object
 * literal written on its own line.
 */
function setterOf(name: string): RegExp {
  const escaped = name.replace(/[$]/g, "\\$");
  return new RegExp(
    `(?:^|[^\\w$.]|\\bthis\\.)${escaped}\\s*=(?![=>])|^\\s*(?:static\\s+)?["']?${escaped}["']?\\s*:(?!:)`,
  );
}
