/**
 * The code of an installed package, as a page of its own: each function and method its scripts
 * define, and each object or list a module sets at its top (`PRESETS`, `DEFAULTS`), under a
 * heading that names it (`CronJob.stop()`), with its file and line. What a call does, what it
 * returns when, whether it waits: only the body says, and an assistant with a shell greps for
 * the name and reads the lines below it. `search` finds a body by its name and its words, and
 * `fetch` gives the one body, not the file.
 *
 * Read from the text of the scripts `packageScripts` gives (formatted code: a body ends at the
 * first line that closes it at its own indentation); a definition several builds (CommonJS and
 * ES modules) copy once; bundled packages' code left out. A long body is cut into parts of about
 * {@link PART_LINES} lines, each a section; a function too long to read whole is read around the
 * functions it defines ({@link MAX_LONG_LINES}). The definitions of the names the package exports
 * come first, the rest after, the long functions last, up to {@link MAX_CHARS} characters a
 * package.
 *
 * @module
 */
import type { DocPageEntry } from "../../../snapshot/model.ts";
import { CODE_PAGE_ID } from "../../../snapshot/third_party.ts";
import {
  COMMENT_LINE,
  definitionOf,
  MAX_LINE,
  type PackageScript,
  VENDORED,
} from "./package_scripts.ts";
import { codeBlock, codeHeading } from "./code_block.ts";
import { blockEnd, definitionStart, indentOf } from "../../../docs/code_blocks.ts";
import {
  inBuild,
  isBuildFolder,
  marked,
  type Rewrite,
  rewrites,
} from "../../../docs/script_copies.ts";

/** A class: `class Name`, `export default class Name extends Base`, `Name = class`. */
const CLASS =
  /^\s*(?:export\s+(?:default\s+)?)?(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)|^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*=\s*class\b/;

/**
 * A function assigned: `Name.prototype.run = function (a) {`, `exports.run = async (a) => {`,
 * `const run = function*(a) {`, `run: function (a) {`, `run: (a) => {`, one parameter unbracketed;
 * to several names at once, named by the first (accounting's
 * `var unformat = lib.unformat = lib.parse = function(value, decimal) {`).
 */
const ASSIGNED =
  /^\s*(?:(?:export\s+)?(?:const|let|var)\s+)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*[=:]\s*(?:[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*=\s*)*(?:async\s+)?(?:function\s*\*?\s*[\w$]*\s*\([^()]*\)|\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)\s*\{/;

/** A getter or setter: `get isActive() {`. */
const ACCESSOR = /^\s*(?:static\s+)?(get|set)\s+([A-Za-z_$][\w$]*)\s*\([^()]*\)\s*\{/;

/**
 * A value a module sets at its top over several lines: an object or list
 * (`exports.PRESETS = Object.freeze({`, `const DEFAULTS = {`, `Client.defaults = [`), or what a
 * call makes (debug's `exports.inspectOpts = Object.keys(process.env).filter(key => {`, which
 * reads the `DEBUG_*` variables); not a module it requires.
 */
const CONSTANT =
  /^(?:export\s+)?(?:(?:const|let|var)\s+)?((?:module\.)?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*=(?!=)\s*(?!require\b)(?=\S).*[{[(]\s*$/;

/**
 * A value a module sets at its top on one line: `var y = d * 365.25;`,
 * `const DEFAULT_PORT = 5432;`, `exports.TIMEOUT = 30_000;`; not a module, a function or a class
 * it takes or makes, another name for a value (`exports.default = Client;`), nor a line that
 * opens an object or list (a {@link CONSTANT}).
 */
const VALUE_LINE =
  /^(?:export\s+)?(?:(?:const|let|var)\s+|(?:module\.)?exports\.)([A-Za-z_$][\w$]*)\s*=(?!=)\s*(?=\S)(?!require\b|await\b|import\b|function\b|class\b|async\b|void 0\b|\(|[A-Za-z_$][\w$]*\s*=>|[A-Za-z_$][\w$.]*;?\s*$)[^;]*?[^\s{[(,;];?\s*$/;

/** How a run of values' heading starts: `Values in lib/presets.js: DEFAULT_DELAY, MAX_RUNS`. */
const VALUES_HEADING = "Values in ";

/** The longest line of a run of values, and the most comment lines above it shown with it. */
const VALUE_CHARS = 160;
const VALUE_COMMENT = 3;

/** Names that say where a definition is assigned, not what it is. */
const NOT_OWNERS = new Set(["exports", "module", "prototype", "this", "self", "window", "global"]);

/**
 * The most lines of a section; a longer body is cut into parts this long, the last part taking
 * a tail of fewer than {@link TAIL_LINES} lines with it.
 */
const PART_LINES = 60;
const TAIL_LINES = 20;

/** The fewest lines of a part cut before a function its definition defines. */
const MIN_PART_LINES = 30;

/** The most lines of one body read, and the fewest lines a body has to be a section. */
const MAX_BODY_LINES = 400;
const MIN_BODY_LINES = 2;

/**
 * The most lines of a function read as a long one: longer than {@link MAX_BODY_LINES}, it is
 * shown around the definitions it holds, each of them a section of its own.
 */
const MAX_LONG_LINES = 3000;

/** The most characters of code one package's page holds. */
const MAX_CHARS = 512 * 1024;

/** One definition and where it is. */
interface Defined {
  /** The name it is written with: `CronJob.stop()`, `PRESETS`. */
  heading: string;
  /** Its owner's name and its own, to put the exported ones first. */
  names: string[];
  path: string;
  /** Its script's lines. */
  lines: readonly string[];
  /** Its first line (0-based), and the line after its last. */
  start: number;
  end: number;
  /** Set on a function of more than {@link MAX_BODY_LINES} lines ({@link longSections}). */
  long?: true;
}

/**
 * The page of the code a package's scripts define, or `null` when they define nothing.
 *
 * @param scripts The package's scripts.
 * @param name The package's name, for the page's title.
 * @param exported The names the package exports, whose definitions come first.
 * @param copies Which scripts write its modules again (`rewrites`), when known already.
 * @returns The page: a section per definition (or part of one), its heading the name, its body
 *   the file and line and the code.
 *
 * @example
 * ```ts
 * import { codePage } from "./code_page.ts";
 *
 * const lines = ["class Job {", "  stop() {", "    clearTimeout(this.timer);", "    return;", "  }", "}"];
 * const page = codePage([{ path: "lib/job.js", lines }], "cron-kit", ["Job"]);
 * console.log(page?.markdown.split("\n")[2]); // "## Job.stop()"
 * ```
 */
export function codePage(
  scripts: readonly PackageScript[],
  name: string,
  exported: readonly string[],
  copies: ReadonlyMap<string, Rewrite> = marked(codeScripts(scripts, name)),
): DocPageEntry | null {
  const seen = new Set<string>();
  const defined: Defined[] = [];
  for (const script of codeScripts(scripts, name, copies)) {
    for (const each of [...definitions(script), ...valueRuns(script)]) {
      const body = `${each.heading}\n${each.lines.slice(each.start, each.end).join("\n")}`;
      if (seen.has(body)) continue;
      seen.add(body);
      defined.push(each);
    }
  }
  const wanted = new Set(exported);
  const isExported = (each: Defined) => each.names.some((name) => wanted.has(name));
  const own = withoutBuildCopies(defined, name);
  // Long functions last, where there is room: at the cap, `ai`'s page lost 89 sections (the
  // methods of the result `streamText` returns) to the parts of its long exported functions.
  const [regular, long] = [own.filter((each) => !each.long), own.filter((each) => each.long)];
  const sections: string[] = [];
  let chars = 0;
  for (
    const each of [regular, long].flatMap((all) => [
      ...all.filter(isExported),
      ...all.filter((each) => !isExported(each)),
    ])
  ) {
    for (const part of each.long ? longSections(each, own) : sectionsOf(each)) {
      chars += part.length;
      if (chars > MAX_CHARS) break;
      sections.push(part);
    }
    if (chars > MAX_CHARS) break;
  }
  if (sections.length === 0) return null;
  const title = `Code in ${name}'s scripts`;
  return {
    id: CODE_PAGE_ID,
    title,
    // No heading of its title: a section of its own that every package's page would have, whose
    // heading names the package (`search` would find it for any question naming it).
    markdown: `The functions, methods and top-level objects ${name}'s installed scripts ` +
      `define, each with its file and line (read from the code, not from docs).\n\n${
        sections.join("\n")
      }`,
  };
}

/**
 * The scripts a code page is read from, in the order it reads them: not the code of other
 * packages a package bundles, and a build's copies of modules, a bundler's bundle of them
 * (js-beautify's webpack `js/lib/beautify.js`) or a compiled copy (ignore's `legacy.js`), after
 * those modules (a definition a build copies as it is is taken from the script outside the
 * build).
 *
 * @param scripts A package's scripts (`packageScripts`).
 * @param packageName The package's name.
 * @param copies Which scripts write its modules again ({@link rewrites}), when known already.
 * @returns Those read, in order, each that writes the modules again marked so.
 *
 * @example
 * ```ts
 * import { codeScripts } from "./code_page.ts";
 *
 * const scripts = [{ path: "dist/a.js", lines: [] }, { path: "lib/a.js", lines: [] }];
 * console.log(codeScripts(scripts, "a").map((script) => script.path)); // ["lib/a.js", "dist/a.js"]
 * ```
 */
export function codeScripts(
  scripts: readonly PackageScript[],
  packageName: string,
  copies?: ReadonlyMap<string, Rewrite>,
): PackageScript[] {
  const own = scripts.filter((script) => !VENDORED.test(script.path));
  const written = copies ?? rewrites(own, packageName);
  const marked = own.map((script) => {
    const rewrite = written.get(script.path);
    return rewrite === undefined ? script : { ...script, rewrite };
  });
  const built = (script: PackageScript) => inBuild(script.path) || script.rewrite !== undefined;
  return [...marked.filter((script) => !built(script)), ...marked.filter(built)];
}

/** The module a build's script copies: its path without the build's folders or extension. */
function moduleOf(path: string): string {
  return path.split("/").filter((folder, i, all) => i === all.length - 1 || !isBuildFolder(folder))
    .join("/").replace(/\.[cm]?js$/, "");
}

/**
 * The definitions without the copies builds hold: a name a script outside a build folder defines
 * is not taken again from one inside (axios's `toFormData()` of `lib/helpers/`, not its four
 * bundles' under `dist/`), and of a name one module's copies define, one script's
 * (`dist/commonjs/api/attributes.js`, not `dist/browser/api/attributes.js` too; date-fns'
 * `add.js`, not `add.cjs` too), where the two differ by what a build rewrites; a browser's build
 * is the one left out. Nor a run of values that only names functions defined elsewhere.
 */
function withoutBuildCopies(defined: readonly Defined[], packageName: string): Defined[] {
  // A run of values is named by its values (its heading names its script); a class a build
  // writes as a function (`function Job(name)`) by its constructor.
  const key = (each: Defined) =>
    each.heading.startsWith(VALUES_HEADING)
      ? `= ${each.names.join(", ")}`
      : each.heading.replace(/\.constructor\(\)$/, "()");
  const bundles = bundled(defined, key);
  // A bundler's bundle (js-beautify's webpack `js/lib/beautify.js` of `js/src/`) or a copy of the
  // modules (ignore's `legacy.js` of its `index.js`), told among the scripts that define
  // something; not a build named after the package (react-dom's `cjs/react-dom.production.js`),
  // which may be all of its code.
  const written = rewrites(
    [...new Map(defined.map(({ path, lines }) => [path, { path, lines }])).values()],
    packageName,
  );
  const bundlers = new Set(
    written.entries().filter(([, how]) => how !== "named").map(([path]) => path),
  );
  const built = (each: Defined) =>
    inBuild(each.path) || bundles.has(each.path) || bundlers.has(each.path);
  const outside = new Set(defined.filter((each) => !built(each)).map(key));
  // Of one module's copies (a build's, or a `.cjs` twin beside a `.js`), the first script's; a
  // browser's build last.
  const browser = (each: Defined) => each.path.split("/").includes("browser");
  const first = new Map<string, string>();
  const copyOf = (each: Defined) => `${key(each)}\n${moduleOf(each.path)}`;
  for (const each of [...defined.filter((d) => !browser(d)), ...defined.filter(browser)]) {
    if (!first.has(copyOf(each))) first.set(copyOf(each), each.path);
  }
  const firstCopy = (each: Defined) => first.get(copyOf(each)) === each.path;
  // A run of values that only names functions defined elsewhere (date-fns' `fp/addDays.js`:
  // `addDays = convertToFP(_addDays, 2)`) says nothing they do not.
  const functions = Map.groupBy(
    defined.filter((each) => each.heading.endsWith("()")),
    (each) => each.names.at(-1)!,
  );
  const aliases = (each: Defined) =>
    each.heading.startsWith(VALUES_HEADING) &&
    each.names.every((name) => functions.get(name)?.some((other) => other.path !== each.path)) &&
    each.lines.slice(each.start, each.end).every((line) =>
      COMMENT_LINE.test(line) || line.trim() === "" || MADE_BY_CALL.test(line)
    );
  // What a bundler's bundle defines that the modules do not is its runtime or other packages'
  // code, when there are modules; a package shipped as a bundle alone is read from it.
  const copied = (each: Defined) => bundlers.has(each.path) && outside.size > 0;
  return defined.filter((each) =>
    !aliases(each) && firstCopy(each) && !copied(each) &&
    (!built(each) || !outside.has(key(each)))
  );
}

/** A value made by a call or taken from another name: `addDays = convertToFP(fn, 2);`. */
const MADE_BY_CALL = /=\s*[\w$.]+\s*(?:\(.*\))?\s*;?\s*$/;

/** The fewest names other scripts define too that make a script a bundle. */
const BUNDLED_MIN = 50;

/**
 * The scripts outside a build's folders that bundle the package's modules: half their names or
 * more, and at least {@link BUNDLED_MIN}, defined by other scripts outside the builds too (date-fns'
 * `cdn.js`, every function of the package again).
 */
function bundled(defined: readonly Defined[], key: (each: Defined) => string): Set<string> {
  const own = defined.filter((each) => !inBuild(each.path));
  const paths = new Map<string, Set<string>>();
  for (const each of own) {
    const k = key(each);
    paths.set(k, (paths.get(k) ?? new Set()).add(each.path));
  }
  const names = new Map<string, Set<string>>();
  for (const each of own) {
    names.set(each.path, (names.get(each.path) ?? new Set()).add(key(each)));
  }
  return new Set(
    names.entries().filter(([, keys]) => {
      const shared = keys.values().filter((k) => paths.get(k)!.size > 1).toArray().length;
      return shared >= BUNDLED_MIN && shared * 2 >= keys.size;
    }).map(([path]) => path),
  );
}

/** The definitions of a script, in its order, a definition's nested ones inside it. */
function* definitions({ path, lines }: PackageScript): Generator<Defined> {
  const classes: { indent: number; name: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length > MAX_LINE || COMMENT_LINE.test(line)) continue;
    const indent = indentOf(line);
    while (classes.length > 0 && classes.at(-1)!.indent >= indent && line.trim() !== "") {
      // Closed by this line, or never opened (a class on one line).
      if (classes.at(-1)!.indent > indent || /^\s*\}/.test(line)) classes.pop();
      else break;
    }
    const [, declared, assigned] = CLASS.exec(line) ?? [];
    if (declared !== undefined || assigned !== undefined) {
      classes.push({ indent, name: (declared ?? assigned)! });
      continue;
    }
    const header = definitionStart(lines, i);
    const found = definedOn(header.text, indent === 0, classes.at(-1)?.name);
    if (found === undefined) continue;
    // A body opens on the header's last line: its parameters may be written one a line.
    const end = blockEnd(lines, header.opens, MAX_BODY_LINES);
    if (end === undefined) {
      // A function too long to read whole (csv-parse's 756 lines of `normalize_options`, what
      // each option defaults to): read on inside it, its definitions each a section of their own.
      const longEnd = found.heading.endsWith("()")
        ? blockEnd(lines, header.opens, MAX_LONG_LINES)
        : undefined;
      if (longEnd !== undefined) {
        yield { ...found, path, lines, start: i, end: longEnd, long: true };
      }
      continue;
    }
    if (end - i - 1 < MIN_BODY_LINES) continue;
    yield { ...found, path, lines, start: i, end };
    i = end - 1;
  }
}

/**
 * The runs of values a script sets at its top on one line each (ms's `var s = 1000;` to
 * `var y = d * 365.25;`), comments and blank lines within a run kept, and a comment just above
 * it: a section each, headed with the script and the names.
 */
function* valueRuns({ path, lines }: PackageScript): Generator<Defined> {
  let names: string[] = [];
  let start = 0;
  let end = 0;
  const run = (): Defined => ({
    heading: `${VALUES_HEADING}${path}: ${names.join(", ")}`,
    names,
    path,
    lines,
    start,
    end,
  });
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "" || COMMENT_LINE.test(line)) continue;
    const name = line.length > VALUE_CHARS ? undefined : VALUE_LINE.exec(line)?.[1];
    if (name !== undefined) {
      if (names.length === 0) {
        // With the comment just above it, a few lines (not a file's licence).
        for (
          start = i;
          start > Math.max(0, i - VALUE_COMMENT) && COMMENT_LINE.test(lines[start - 1]!);
        ) {
          start--;
        }
      }
      names.push(name);
      end = i + 1;
    } else if (names.length > 0) {
      yield run();
      names = [];
    }
  }
  if (names.length > 0) yield run();
}

/** What a line defines: its heading and names; `undefined` for any other line. */
function definedOn(
  line: string,
  top: boolean,
  owner: string | undefined,
): Pick<Defined, "heading" | "names"> | undefined {
  const accessor = ACCESSOR.exec(line);
  if (accessor !== null) {
    const [, kind, name] = accessor;
    return defining([...(owner === undefined ? [] : [owner]), name!], `${kind} `);
  }
  const assigned = ASSIGNED.exec(line);
  if (assigned !== null) {
    const name = nameOf(assigned[1]!);
    const owned = name?.length === 1 && owner !== undefined ? [owner, ...name] : name;
    return owned === undefined ? undefined : defining(owned);
  }
  const constant = top ? CONSTANT.exec(line)?.[1] : undefined;
  if (constant !== undefined) {
    const name = nameOf(constant);
    return name === undefined ? undefined : { heading: name.join("."), names: name };
  }
  const method = definitionOf(line);
  if (method === undefined) return undefined;
  return defining([...(owner === undefined ? [] : [owner]), method[0]]);
}

/**
 * A heading of a function: `Owner.name()`, its parameters left to its first line (a section's
 * id stays short, and the same when they change).
 */
function defining(names: string[], prefix = ""): Pick<Defined, "heading" | "names"> {
  return { heading: `${prefix}${names.join(".")}()`, names };
}

/**
 * The names of an assignment's target, those that only say where left out; a module's export
 * itself (`module.exports = function (val, options) {`, ms's whole API) as written; none for
 * `this` or `self`.
 */
function nameOf(target: string): string[] | undefined {
  const names = target.split(".").filter((name) => !NOT_OWNERS.has(name));
  if (names.length > 0) return names.slice(-2);
  return /^(?:module\.)?exports$/.test(target) ? [target] : undefined;
}

/**
 * A definition's sections: the whole, or its parts of about {@link PART_LINES} lines, each cut
 * before a function it defines where one starts near the cut, and headed with those that start
 * in it (debug's `setup(), lines 187-246: enabled(), toNamespace()`): a question about `enabled`
 * finds its part by the name.
 */
function sectionsOf(each: Defined): string[] {
  const nested = nestedDefinitions(each);
  const sections: string[] = [];
  for (let start = each.start, end = start; start < each.end; start = end) {
    end = each.end - start < PART_LINES + TAIL_LINES
      ? each.end
      : nested.findLast(({ line }) => line > start + MIN_PART_LINES && line <= start + PART_LINES)
        ?.line ?? start + PART_LINES;
    const defines = nested.filter(({ line }) => line >= start && line < end).map(({ name }) =>
      name
    );
    const titled = start === each.start
      ? each.heading
      : `${each.heading}, lines ${start + 1}-${end}${
        defines.length === 0 ? "" : `: ${defines.join(", ")}`
      }`;
    const place = start === each.start && end === each.end
      ? `${each.path}:${start + 1}`
      : `${each.path}:${start + 1}-${end} (of ${each.start + 1}-${each.end})`;
    sections.push(
      `## ${codeHeading(titled)}\n\n${place}\n\n${codeBlock(each.lines.slice(start, end))}`,
    );
  }
  return sections;
}

/**
 * A long function's sections ({@link MAX_LONG_LINES}): its lines, each definition it holds one
 * line that names it and its lines (`// … delimiter_auto.score(), lines 237-241`: it is a
 * section of its own), cut into parts of {@link PART_LINES} lines, each headed and placed with
 * the lines of the script it spans.
 */
function longSections(each: Defined, all: readonly Defined[]): string[] {
  const inside = all.filter((other) => within(other, each)).sort((a, b) => a.start - b.start);
  const shown: { line: number; text: string }[] = [];
  let at = each.start;
  for (const other of inside) {
    if (other.start < at) continue; // within one named already
    for (; at < other.start; at++) shown.push({ line: at, text: each.lines[at]! });
    const indent = " ".repeat(indentOf(each.lines[at]!));
    shown.push({
      line: at,
      text: `${indent}// … ${other.heading}, lines ${other.start + 1}-${other.end}`,
    });
    at = other.end;
  }
  for (; at < each.end; at++) shown.push({ line: at, text: each.lines[at]! });
  const sections: string[] = [];
  for (let start = 0, end = 0; start < shown.length; start = end) {
    end = shown.length - start < PART_LINES + TAIL_LINES ? shown.length : start + PART_LINES;
    const first = shown[start]!.line + 1;
    const last = end === shown.length ? each.end : shown[end]!.line;
    const whole = start === 0 && end === shown.length;
    const titled = start === 0 ? each.heading : `${each.heading}, lines ${first}-${last}`;
    const place = whole
      ? `${each.path}:${first}-${last}`
      : `${each.path}:${first}-${last} (of ${each.start + 1}-${each.end})`;
    const code = codeBlock(shown.slice(start, end).map((line) => line.text));
    sections.push(`## ${codeHeading(titled)}\n\n${place}\n\n${code}`);
  }
  return sections;
}

/** Whether a definition is one a long function holds. */
function within(each: Defined, long: Defined): boolean {
  return each.lines === long.lines && each.start > long.start && each.end <= long.end;
}

/** The functions a long definition defines at its first level: their lines and names. */
function nestedDefinitions(each: Defined): { line: number; name: string }[] {
  if (each.end - each.start < PART_LINES + TAIL_LINES) return [];
  const body = each.lines.slice(each.start + 1, each.end - 1);
  const level = Math.min(...body.filter((line) => line.trim() !== "").map(indentOf));
  return body.flatMap((line, i) => {
    if (indentOf(line) !== level || COMMENT_LINE.test(line)) return [];
    const found = definedOn(definitionStart(body, i).text, false, undefined);
    return found === undefined ? [] : [{ line: each.start + 1 + i, name: found.heading }];
  });
}
