/**
 * Where an installed package's scripts set a name to a value: a constant
 * (`const MAX_KEYWORD_HITS = 7;`), a variable of a `let` list (`twoDigitCutoffYear = 60,`), an
 * instance's field (`this.timeout = options.timeout || 5000;`), an object's property
 * (`maxLength: 255,`). A name no declaration exports has no record, and the passages ranked for
 * it show where it is used, not its value; a shell's first command for such a question is
 * `grep -rn "NAME =" node_modules/<package>`, and `search` says what that prints.
 *
 * The lines are read from a package's scripts once, when a search first asks of it, and only
 * those that set a name to a literal (or fall back to one) are kept, a few per name.
 *
 * @module
 */
import type { BundledPackage } from "../snapshot/model.ts";
import { type InstalledScript, installedScriptsOf } from "../docs/installed_scripts.ts";
import { shortened } from "../catalog/shortened.ts";

/** The most lines said of one answer's names together. */
const MOST_LINES = 4;

/** The most lines kept of one name. */
const LINES_PER_NAME = 3;

/** The most characters of a line kept; a longer one is cut. */
const LINE_CHARS = 160;

/** The longest line read: a longer one is a bundle's, and costs its length to read. */
const LONGEST = 400;

/**
 * A line that sets a name, at its start: assigned, declared, `this.`'s field, a static one
 * (`$1`, its value `$2`), or an object's property written on its own line (`$3`, `$4`).
 */
const SETS =
  /^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?(?:this\.|static\s+)?([A-Za-z_$][\w$]*)\s*=(?![=>])\s*(.+?)\s*$|^\s*["']?([A-Za-z_$][\w$]*)["']?\s*:\s*(.+?)\s*$/;

/** A literal of one token: a number, a string, a boolean, `null`, `undefined`. */
const ATOM = String.raw`(?:-?\.?\d[\w.]*|'[^']*'|"[^"]*"|` + "`[^`$]*`" +
  String.raw`|true|false|null|undefined|!0|!1)`;

/** A literal: an atom, a regular expression, a short array of atoms or object of them. */
const LITERAL = String.raw`(?:${ATOM}|\/.+\/[dgimsuvy]*|\[\s*(?:${ATOM}\s*,?\s*){0,12}\]` +
  String.raw`|\{\s*(?:["']?[\w$]+["']?\s*:\s*${ATOM}\s*,?\s*){0,12}\})`;

/** A value that is a literal, or falls back to one (`a || 5000`, `a ?? 'utf8'`, `a ? b : 0`). */
const LITERAL_VALUE = new RegExp(String.raw`^(?:${LITERAL}|.*(?:\|\||\?\?|:)\s*${LITERAL})[,;)]*$`);

/** The lines each package's scripts set names in, by name, once read. */
const settingsRead = new WeakMap<BundledPackage, ReadonlyMap<string, readonly string[]>>();

/**
 * The lines of a package's installed scripts that set names to values, each as
 * `<file>:<line>: <text>`, the modules' own before a build's copies of them (a statement alike
 * in several scripts is said once), and none a result already shows.
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
  const settings = settingsOf(pkg);
  if (settings === undefined) return [];
  return names.flatMap((name) => settings.get(name) ?? [])
    .filter((line) => !shown.includes(statementOf(line.slice(line.indexOf(": ") + 2))))
    .slice(0, MOST_LINES);
}

function settingsOf(pkg: BundledPackage): ReadonlyMap<string, readonly string[]> | undefined {
  let settings = settingsRead.get(pkg);
  if (settings === undefined) {
    const scripts = installedScriptsOf(pkg);
    if (scripts === undefined) return undefined;
    settings = settingsIn(scripts);
    settingsRead.set(pkg, settings);
  }
  return settings;
}

/** The lines of scripts that set names to values, by name, a few each. */
function settingsIn(scripts: readonly InstalledScript[]): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  const said = new Set<string>();
  for (const { path, lines } of scripts) {
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!;
      if (line.length > LONGEST) continue;
      const match = SETS.exec(line);
      if (match === null) continue;
      const name = match[1] ?? match[3]!;
      const written = match[2] ?? match[4]!;
      // A short array or object written over lines (`allowedEmptyAttributes: [`, `'alt'`, `],`).
      const whole = OPENS.test(written) ? closedBelow(lines, index) : line.trim();
      if (whole === undefined || !LITERAL_VALUE.test(whole.slice(whole.indexOf(written)))) {
        continue;
      }
      const kept = settings.get(name) ?? [];
      const text = shortened(whole, LINE_CHARS);
      const statement = statementOf(text);
      if (kept.length === LINES_PER_NAME || said.has(statement)) continue;
      said.add(statement);
      kept.push(copied(`${path}:${index + 1}: ${text}`));
      if (kept.length === 1) settings.set(copied(name), kept);
    }
  }
  return settings;
}

/** A value that opens an array or an object its next lines write. */
const OPENS = /^[[{]$/;

/** The most lines after its first that an array or object read as one line takes. */
const OPENED_LINES = 5;

/**
 * A line that opens an array or object, with the lines down to the one that closes it, as one
 * line; `undefined` when none does within {@link OPENED_LINES}.
 */
function closedBelow(lines: readonly string[], index: number): string | undefined {
  const last = Math.min(lines.length - 1, index + OPENED_LINES);
  for (let end = index + 1; end <= last; end++) {
    if (/^[\]}]/.test(lines[end]!.trim())) {
      return lines.slice(index, end + 1).map((each) => each.trim()).join(" ");
    }
  }
  return undefined;
}

/** A string of its own: a part of a line is a slice of its whole script, kept with it. */
function copied(text: string): string {
  return JSON.parse(JSON.stringify(text));
}

/** A line as a statement, whatever ends it: a build's copy may end it otherwise. */
function statementOf(text: string): string {
  return text.replace(/[;,]$/, "");
}
