/**
 * Where an installed package's scripts set a name to a value: a constant
 * (`const MAX_KEYWORD_HITS = 7;`), a variable of a `let` list (`twoDigitCutoffYear = 60,`), an
 * instance's field (`this.timeout = options.timeout || 5000;`), an options object's default
 * (`options.gracefulExit = mergeOption(opt.gracefulExit, false);`), an object's property
 * (`maxLength: 255,`), a short array or object of literals written over lines
 * (`allowedEmptyAttributes: [ 'alt' ],`). Read once, when the package is indexed, and kept in its
 * entry (`codeSettings`): what `search` says of a name its query writes that no declaration
 * exports, where a shell would `grep -rn "NAME =" node_modules/<package>`.
 *
 * @module
 */
import { shortened } from "../../../catalog/shortened.ts";
import type { PackageScript } from "./package_scripts.ts";
import { statementOf } from "../../../catalog/code_statement.ts";

/** The most lines kept of one name. */
const LINES_PER_NAME = 3;

/** The most names kept of one package (the evaluation app's largest sets 3,119). */
const MOST_NAMES = 5_000;

/** The most characters of a line kept; a longer one is cut. */
const LINE_CHARS = 160;

/** The longest line read: a longer one is a bundle's, and costs its length to read. */
const LONGEST = 400;

/** Names an object's own keys cannot safely be. */
const NOT_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * A line that sets a name, at its start: assigned, declared, `this.`'s field, a static one,
 * another object's property (`owner`; `name`, its value `value`), or an object's property written
 * on its own line (`key`, `keyValue`).
 */
const SETS =
  /^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?(?:this\.|static\s+|(?<owner>[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\.)?(?<name>[A-Za-z_$][\w$]*)\s*=(?![=>])\s*(?<value>.+?)\s*$|^\s*["']?(?<key>[A-Za-z_$][\w$]*)["']?\s*:\s*(?<keyValue>.+?)\s*$/;

/** A literal of one token: a number (`0x1f`, `1e-3`), a string, a boolean, `null`, `undefined`. */
const ATOM = String.raw`(?:-?\.?\d[\w.]*(?:[+-]\d[\w.]*)?|'[^']*'|"[^"]*"|` + "`[^`$]*`" +
  String.raw`|true|false|null|undefined|!0|!1)`;

/** An object's key and its atom (`retries: 3`). */
const ENTRY = String.raw`["']?[\w$]+["']?\s*:\s*${ATOM}`;

/**
 * A literal: an atom, a regular expression, a short array of atoms or object of them. A comma
 * parts every two items: without it, a number's digits could be read as several items in as
 * many ways as they can be cut, and a long numeric array that fails to match (mathjs' `lgamma`
 * coefficients) took minutes.
 */
const LITERAL = String.raw`(?:${ATOM}|\/(?:[^/\\\n]|\\.)+\/[dgimsuvy]*` +
  String.raw`|\[\s*(?:${ATOM}(?:\s*,\s*${ATOM}){0,11})?\s*,?\s*\]` +
  String.raw`|\{\s*(?:${ENTRY}(?:\s*,\s*${ENTRY}){0,11})?\s*,?\s*\})`;

/** A value that is a literal, or falls back to one (`a || 5000`, `a ?? 'utf8'`, `a ? b : 0`). */
const LITERAL_VALUE = new RegExp(String.raw`^(?:${LITERAL}|.*(?:\|\||\?\?|:)\s*${LITERAL})[,;)]*$`);

/**
 * A value that is a call whose last argument is a literal (`mergeOption(opt.gracefulExit, false)`,
 * `defaultTo(options.retries, 3)`): a default, when the call also reads the name it sets.
 */
const CALL_DEFAULT = new RegExp(String.raw`^.*,\s*${LITERAL}\s*\)[,;)]*$`);

/** A value that is a literal alone. */
const WHOLE_LITERAL = new RegExp(String.raw`^${LITERAL}[,;)]*$`);

/** A value that opens an array or an object its next lines write. */
const OPENS = /^[[{]$/;

/** The most lines after its first that an array or object read as one line takes. */
const OPENED_LINES = 5;

/**
 * The lines of a package's scripts that set names to literals, by name, each as
 * `<file>:<line>: <text>`: the modules' own before a build's copies of them (a statement alike in
 * several scripts is kept once), three a name at most.
 *
 * @param scripts The package's scripts, the modules before a build's copies of them.
 * @returns The lines, by name.
 *
 * @example
 * ```ts
 * import { scriptSettings } from "./script_settings.ts";
 *
 * const lines = ["const MAX_HITS = 7;", "function score() {}"];
 * console.log(scriptSettings([{ path: "lib/core.js", lines }]));
 * // { MAX_HITS: ["lib/core.js:1: const MAX_HITS = 7;"] }
 * ```
 */
export function scriptSettings(scripts: readonly PackageScript[]): Record<string, string[]> {
  const settings = new Map<string, string[]>();
  const said = new Set<string>();
  for (const { path, lines } of scripts) {
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!;
      if (line.length > LONGEST) continue;
      const groups = SETS.exec(line)?.groups;
      if (groups === undefined) continue;
      const name = groups.name ?? groups.key!;
      const written = groups.value ?? groups.keyValue!;
      if (NOT_KEYS.has(name)) continue;
      // Another object's property counts where it is set from itself (`options.timeout =
      // options.timeout || 5000`): an options object given its defaults.
      const readsItself = readsProperty(written, name);
      if (groups.owner !== undefined && !readsItself) continue;
      // A short array or object written over lines (`allowedEmptyAttributes: [`, `'alt'`, `],`).
      const opened = OPENS.test(written);
      const whole = opened ? closedBelow(lines, index, written) : line.trim();
      if (whole === undefined) continue;
      const value = whole.slice(whole.indexOf(written));
      const literal = opened
        ? WHOLE_LITERAL.test(value)
        : LITERAL_VALUE.test(value) || (readsItself && CALL_DEFAULT.test(value));
      if (!literal) continue;
      const kept = settings.get(name) ?? [];
      if (kept.length === 0 && settings.size === MOST_NAMES) continue;
      const text = shortened(whole, LINE_CHARS);
      const statement = statementOf(text);
      if (kept.length === LINES_PER_NAME || said.has(statement)) continue;
      said.add(statement);
      kept.push(`${path}:${index + 1}: ${text}`);
      settings.set(name, kept);
    }
  }
  return Object.fromEntries(settings);
}

/** Whether a value reads a property of that name of some object (`opt.gracefulExit`). */
function readsProperty(value: string, name: string): boolean {
  const dotted = `.${name}`;
  for (let at = value.indexOf(dotted); at >= 0; at = value.indexOf(dotted, at + 1)) {
    if (!/[\w$]/.test(value[at + dotted.length] ?? "")) return true;
  }
  return false;
}

/**
 * A line that opens an array or object, with the lines down to the one that closes it at its
 * indentation, as one line; `undefined` when none does within {@link OPENED_LINES}.
 */
function closedBelow(
  lines: readonly string[],
  index: number,
  opening: string,
): string | undefined {
  const indent = indentOf(lines[index]!);
  const closing = opening === "[" ? "]" : "}";
  const last = Math.min(lines.length - 1, index + OPENED_LINES);
  for (let end = index + 1; end <= last; end++) {
    const line = lines[end]!;
    if (indentOf(line) !== indent || line.trim() === "") continue;
    if (!line.trim().startsWith(closing)) return undefined;
    return lines.slice(index, end + 1).map((each) => each.trim()).join(" ");
  }
  return undefined;
}

/** How many spaces or tabs a line starts with. */
function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}
