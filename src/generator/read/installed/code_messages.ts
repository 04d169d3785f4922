/**
 * The messages an installed package's code raises, as a page of its own: the errors it throws,
 * the warnings and deprecations it emits, each under a heading that is its text, with the lines
 * of code that raise it. Developers paste these into questions ("pg logs a DeprecationWarning
 * about calling client.query() while a query is running: what triggers it?"), and their answer
 * is the condition beside the message, which no doc or type states (pg's
 * `` `${portalQuery} not supported in pipeline mode` `` and the check before it). `search` finds
 * a message by its words as a shell greps for it, and answers with the lines around it.
 *
 * Read from the text of the scripts `packageScripts` gives: a line that throws, makes an
 * error (`new TypeError(...)`), emits a warning (`process.emitWarning`, `util.deprecate`,
 * `console.warn`, `console.error`, a logger's `warn`) and holds a string of three words or more,
 * or whose next lines do; a message raised by several builds of the package (CommonJS and ES
 * modules) once.
 *
 * @module
 */
import type { DocPageEntry } from "../../../snapshot/model.ts";
import { CODE_MESSAGES_PAGE_ID } from "../../../snapshot/third_party.ts";
import { escapeRegExp } from "../../../catalog/written_name.ts";
import {
  COMMENT_LINE as COMMENT,
  MAX_LINE,
  type PackageScript,
  VENDORED,
} from "./package_scripts.ts";
import { codeBlock, codeHeading } from "./code_block.ts";
import { rewrites } from "../../../docs/script_copies.ts";

/**
 * A line that raises a message: throws (or calls a function named for throwing, ignore's
 * `doThrow(message, RangeError)`), makes an error, warns, deprecates.
 */
const RAISES =
  /\bthrow\b|\b(?:[a-z][\w$]*Throw|throw[A-Z])[\w$]*\s*\(|\bnew\s+(?:[A-Z][\w$]*)?(?:Error|Exception|Warning)\s*\(|\bemitWarning\s*\(|\bdeprecate\s*\(|\bconsole\.(?:warn|error)\s*\(|\.warn\s*\(|\bwarn\s*\(/;

/**
 * What a compiler's helpers raise, written into every package they compile (Babel's
 * `_classCallCheck`: "Cannot call a class as a function"; TypeScript's `__extends`): no package's
 * own message, and found by a question's words where its own should be (ignore's `legacy.js`).
 */
const HELPER_MESSAGE =
  /^(?:Cannot call a class as a function|Invalid attempt to (?:destructure|spread|iterate) non-iterable instance|Super expression must either be null or a function|this hasn't been initiali[sz]ed - super\(\) hasn't been called|Derived constructors may only return object or undefined|Class extends value .* is not a constructor or null|Generator is already executing|@@toPrimitive must return a primitive value|Cannot (?:read|write) private member|Object\.defineProperty called on non-object)/;

/** A string literal in quotes or backticks, on one line. */
const STRING = /'((?:[^'\\\n]|\\.)+)'|"((?:[^"\\\n]|\\.)+)"|`((?:[^`\\\n]|\\.)+)`/g;

/** A word of a message, and how many words a message has at least (outside `${...}`). */
const WORD = /[A-Za-z]{2,}/g;
const MIN_WORDS = 3;

/** How many lines after a raising line its message may start on (`deprecate(fn,\n 'text')`). */
const MESSAGE_REACH = 3;

/** The most lines of code shown before the raising line (back to a blank one), and after it. */
const BEFORE = 8;
const AFTER = 1;

/** The most messages one package's page holds, in the order of its files. */
const MAX_MESSAGES = 300;

/** One message and where it is raised. */
interface Raised {
  text: string;
  path: string;
  /** The line of the message's text (1-based). */
  line: number;
  /** The lines shown: those before it, it, those after. */
  code: string[];
  /** Which of them raise it, from the call to the message's text: never cut. */
  raising: [first: number, last: number];
  /** Where a function that raises it is called, when it is one (`util.deprecate`'s). */
  calls: Call[];
  /**
   * The one value the script gives each name the message interpolates, where it does, and the
   * environment variables the lines before it read.
   */
  values: string[];
}

/** A call of the function a message is raised by: its line and the lines before it. */
interface Call {
  line: number;
  code: string[];
}

/** A name a message interpolates: `${name}`, `${this.name}`. */
const INTERPOLATED = /\$\{\s*(?:this\.)?([A-Za-z_$][\w$]*)\s*\}/g;

/** The most interpolated names looked up per message. */
const MAX_INTERPOLATED = 2;

/** An environment variable read: `process.env.NAME`, `process.env['NAME']`, `process.env[name]`. */
const ENVIRONMENT =
  /process\.env(?:\.([A-Za-z_]\w*)|\[\s*(?:'([^'\n]+)'|"([^"\n]+)"|(?:this\.)?([A-Za-z_$][\w$]*))\s*\])/g;

/** A literal a name may be given: a short string or a number. */
const LITERAL = String.raw`'[^'\n\\]{1,80}'|"[^"\n\\]{1,80}"|-?\d[\d_]*(?:\.\d+)?`;

/** A raising line that names what it makes: `const queryQueueLengthDeprecationNotice = ...`. */
const NAMED = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=/;

/** The most calls of such a function shown, and the lines shown before each. */
const MAX_CALLS = 2;
const BEFORE_CALL = 2;

/**
 * The page of the messages a package's code raises, or `null` when it raises none.
 *
 * @param scripts The package's scripts.
 * @param name The package's name, for the page's title.
 * @returns The page: a section per message, its heading the text, its body the file and line and
 *   the code around it.
 *
 * @example
 * ```ts
 * import { codeMessagesPage } from "./code_messages.ts";
 *
 * const lines = ["if (!opts.name) {", "  throw new Error('a distributed task needs a name');", "}"];
 * const page = codeMessagesPage([{ path: "lib/task.js", lines }], "cron-kit");
 * console.log(page?.markdown.split("\n")[4]); // "## a distributed task needs a name"
 * ```
 */
export function codeMessagesPage(
  scripts: readonly PackageScript[],
  name: string,
): DocPageEntry | null {
  const raised = new Map<string, Raised>();
  // A copy of the modules (ignore's `legacy.js`) raises their messages again, written its way.
  const copies = rewrites(scripts, name);
  for (const { path, lines } of scripts) {
    if (VENDORED.test(path) || copies.get(path) === "copy") continue;
    for (const [i, line] of lines.entries()) {
      if (raised.size === MAX_MESSAGES) break;
      const raises = line.length > MAX_LINE || COMMENT.test(line) ? null : RAISES.exec(line);
      if (raises === null) continue;
      const from = raises.index + raises[0].length;
      const found = messageFrom(lines, i, from) ?? madeBy(lines, i, line.slice(from));
      if (found === undefined || raised.has(found.text) || HELPER_MESSAGE.test(found.text)) {
        continue;
      }
      const start = contextStart(lines, i, BEFORE);
      raised.set(found.text, {
        text: found.text,
        path,
        line: found.line + 1,
        code: lines.slice(start, found.line + 1 + AFTER),
        raising: [i - start, found.line - start],
        calls: callsOf(lines, i),
        values: [
          ...valuesOf(found.text, lines, path),
          ...environmentOf(lines.slice(start, found.line + 1), lines),
        ],
      });
    }
  }
  if (raised.size === 0) return null;
  const title = `Messages in ${name}'s code`;
  const sections = [...raised.values()].map(section);
  return {
    id: CODE_MESSAGES_PAGE_ID,
    title,
    markdown: `# ${title}\n\nErrors, warnings and deprecations the installed scripts raise, each ` +
      `with the lines that raise it (read from the code, not from docs).\n\n${sections.join("\n")}`,
  };
}

/** Where the lines shown before a line start: back to a blank line, `most` lines at most. */
function contextStart(lines: readonly string[], at: number, most: number): number {
  let start = at;
  while (start > Math.max(0, at - most) && lines[start - 1]!.trim() !== "") start--;
  return start;
}

/**
 * The calls, in the same script, of the function a raising line makes and names (pg's
 * `queryQueueLengthDeprecationNotice`, made by `util.deprecate`, called where the query queue is
 * not empty and the client is not pipelined): the condition is there, not beside the message.
 */
function callsOf(lines: readonly string[], at: number): Call[] {
  const name = NAMED.exec(lines[at]!)?.[1];
  if (name === undefined) return [];
  const call = new RegExp(`(?<![\\w$.])${escapeRegExp(name)}\\s*\\(`);
  const calls: Call[] = [];
  for (const [i, line] of lines.entries()) {
    if (calls.length === MAX_CALLS) break;
    if (i === at || line.length > MAX_LINE || COMMENT.test(line) || !call.test(line)) continue;
    calls.push({ line: i + 1, code: lines.slice(contextStart(lines, i, BEFORE_CALL), i + 1) });
  }
  return calls;
}

/**
 * What the names a message interpolates stand for, when the script gives one of them a single
 * literal (node-cron's `${this.envName}` is `'NODE_CRON_RUN'`, its constructor's default, ten
 * lines above the message): `` `envName` is `'NODE_CRON_RUN'` in this script (dist/_shared.js:999). ``
 */
function valuesOf(text: string, lines: readonly string[], path: string): string[] {
  const names = [...new Set([...text.matchAll(INTERPOLATED)].map((match) => match[1]!))];
  return names.slice(0, MAX_INTERPOLATED).flatMap((name) => {
    const given = oneLiteral(name, lines);
    return given === undefined
      ? []
      : [`\`${name}\` is \`${given.value}\` in this script (${path}:${given.line}).`];
  });
}

/** The one literal a script gives a name (`name = 'x'`, `name: 'x'`), and its line; else none. */
function oneLiteral(
  name: string,
  lines: readonly string[],
): { value: string; line: number } | undefined {
  const given = new RegExp(
    `(?<![\\w$.])${escapeRegExp(name)}\\s*(?::|=(?![=>]))\\s*(${LITERAL})`,
  );
  const found = new Map<string, number>();
  for (const [i, line] of lines.entries()) {
    if (line.length > MAX_LINE || COMMENT.test(line)) continue;
    const value = given.exec(line)?.[1];
    if (value !== undefined && !found.has(value)) found.set(value, i + 1);
    if (found.size > 1) return undefined;
  }
  const [first] = found;
  return first === undefined ? undefined : { value: first[0], line: first[1] };
}

/**
 * The environment variables the lines around a message read, by name: `process.env.PGSSLMODE`, a
 * quoted key, or a name the script gives one string (node-cron's `process.env[this.envName]`,
 * `NODE_CRON_RUN`), said in words a question about an environment variable has.
 */
function environmentOf(code: readonly string[], lines: readonly string[]): string[] {
  const names = new Set<string>();
  for (const line of code) {
    for (const [, property, single, double, named] of line.matchAll(ENVIRONMENT)) {
      const literal = named === undefined ? undefined : oneLiteral(named, lines)?.value;
      const name = property ?? single ?? double ?? literal?.replace(/^['"]|['"]$/g, "");
      if (name !== undefined && /^[A-Za-z_][\w]*$/.test(name)) names.add(name);
    }
  }
  if (names.size === 0) return [];
  const list = [...names].map((name) => `\`${name}\``).join(", ");
  return [`Environment variables read here: ${list}.`];
}

/** The message a raising line holds, or the next lines do: its text and line. */
function messageFrom(
  lines: readonly string[],
  at: number,
  from: number,
): { text: string; line: number } | undefined {
  for (let i = at; i <= Math.min(lines.length - 1, at + MESSAGE_REACH); i++) {
    // A later line's statement is another's: its message is not this one's.
    if (i > at && /[;{}]\s*$/.test(lines[i - 1]!)) return undefined;
    if (COMMENT.test(lines[i]!)) continue;
    // The strings of the call that raises, not those before it (`case 'default': throw ...`).
    const text = i === at ? lines[i]!.slice(from) : lines[i]!;
    const parts = [...text.matchAll(STRING)]
      // Not a property named by a string (`_exception2['default']`).
      .filter((match) => text[match.index - 1] !== "[")
      .map((match) => (match[1] ?? match[2] ?? match[3])!.replace(/\\(.)/g, "$1"));
    const message = parts.join(" … ").replaceAll("`", "").replace(/\s+/g, " ").trim();
    const words = message.replace(/\$\{[^}]*\}/g, "").match(WORD)?.length ?? 0;
    if (words >= MIN_WORDS) return { text: message, line: i };
  }
  return undefined;
}

/**
 * The message a function the raising line calls returns (ajv's
 * `throw new Error(unknownMsg())`, `unknownMsg` returning `` `unknown format "${schema}" ...` ``):
 * the string its definition returns within {@link MESSAGE_REACH} lines, at the raising line.
 */
function madeBy(
  lines: readonly string[],
  at: number,
  rest: string,
): { text: string; line: number } | undefined {
  const name = MESSAGE_CALL.exec(rest)?.[1];
  if (name === undefined) return undefined;
  const defined = new RegExp(`\\bfunction\\s+${escapeRegExp(name)}\\s*\\(`);
  const definition = lines.findIndex((line) => line.length <= MAX_LINE && defined.test(line));
  if (definition === -1) return undefined;
  const last = Math.min(lines.length - 1, definition + MESSAGE_REACH);
  for (let i = definition + 1; i <= last; i++) {
    const returned = /\breturn\s+/.exec(lines[i]!);
    const found = returned === null
      ? undefined
      : messageFrom(lines, i, returned.index + returned[0].length);
    if (found !== undefined) return { text: found.text, line: at };
  }
  return undefined;
}

/** A message made by a call: `Error(unknownMsg())`, `warn(message())`, `throw makeError()`. */
const MESSAGE_CALL = /^\s*(?:new\s+[\w$.]+\(\s*)?([A-Za-z_$][\w$]*)\(\)/;

/** A message's section: its text as the heading, then its place and the code around it. */
function section({ text, path, line, code, raising, calls, values }: Raised): string {
  const heading = codeHeading(text);
  const called = calls.map((call) =>
    `\nCalled at ${path}:${call.line}:\n\n${codeBlock(call.code)}`
  );
  const given = values.map((value) => `\n${value}\n`);
  return `## ${heading.replace(/^#+\s*/, "")}\n\n${path}:${line}\n\n${codeBlock(code, raising)}${
    given.join("")
  }${called.join("")}`;
}
