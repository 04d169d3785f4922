/**
 * The options a package's code reads that its types do not declare. Types published apart from
 * the code lag behind it: ws 8.23 reads `closeTimeout`, `maxBufferedChunks` and `maxFragments`,
 * which `@types/ws` 8.18 lacks, so TypeScript rejects them in an options literal and an
 * assistant reading only the types says they do not exist. The object literal the code fills an
 * options type's defaults from (found by `implementation_defaults.ts`) lists them beside the
 * declared ones; each key it sets that the type lacks becomes a member of the type whose docs
 * say so, typed and described by the JSDoc `@param` the same file gives it, with its default.
 *
 * @module
 */
import type { ApiMember } from "../../../snapshot/model.ts";

/** Lines of one script where an options type's defaults are given. */
export interface DefaultsLines {
  /** The script, relative to the package. */
  path: string;
  /** The first line (1-based). */
  from: number;
  /** The last line. */
  to: number;
  /** How many of the type's members these lines give values to. */
  members: number;
}

/** One key of a defaults object and the value it is given. */
export interface CodeOnlyKey {
  /** The key. */
  name: string;
  /** The value as written. */
  value: string;
  /** Its line (1-based). */
  line: number;
}

/** A defaults object's line: one key and its value, the line ending with it. */
const KEYED = /^\s*([A-Za-z$][\w$]*)\s*:\s*(.+?)\s*,?\s*(?:\/\/.*)?$/;

/** A spread of the caller's options, after which keys override them rather than default them. */
const SPREAD = /^\s*\.\.\.[\w$.]+,?\s*$/;

/** The most lines past the type's last default its object's spread may come. */
const SPREAD_REACH = 20;

/** What the JSDoc `@param` of an option says: `@param {Number} [options.name=1] What it is`. */
const PARAM = /@param\s+\{([^}\n]+)\}\s+\[?(?:[\w$]+\.)+([\w$]+)(?:=[^\]\n]*)?\]?\s*(.*)$/;

/** A JSDoc line continuing the one before it (not a new tag, not the comment's end). */
const CONTINUED = /^\s*\*(?!\/)\s*([^@\s].*)$/;

/** JSDoc's capitalised primitive types, as TypeScript writes them. */
const PRIMITIVE: Readonly<Record<string, string>> = {
  Number: "number",
  String: "string",
  Boolean: "boolean",
  Object: "object",
};

/**
 * The keys the defaults lines of an options type set that the type does not declare: only in an
 * object literal that goes on to spread the caller's options over them (`{ maxPayload: 100, ...,
 * ...options }`, what makes them defaults of options), the keys before the spread, when they are
 * fewer than the declared keys the lines give values to (else the object is another's).
 *
 * @param text The script's lines.
 * @param lines Where the type's defaults are given in it.
 * @param declared The type's members' names.
 * @param literal The literal a value stands for (itself, or a constant's), `undefined` for a
 *   value no default can be read from (a call, a variable).
 * @returns Each key with its value and line, in order.
 *
 * @example
 * ```ts
 * import { codeOnlyKeys } from "./code_only_options.ts";
 *
 * const code = ["o = {", "  port: 80,", "  host: 'x',", "  backlog: 511,", "  idle: 5,", "  ...options", "};"];
 * const lines = { path: "lib/s.js", from: 2, to: 5, members: 3 };
 * console.log(codeOnlyKeys(code, lines, new Set(["port", "host", "backlog"]), (value) => value));
 * // [{ name: "idle", value: "5", line: 5 }]
 * ```
 */
export function codeOnlyKeys(
  text: readonly string[],
  lines: DefaultsLines,
  declared: ReadonlySet<string>,
  literal: (value: string) => string | undefined,
): CodeOnlyKey[] {
  const keys: CodeOnlyKey[] = [];
  let depth = 0;
  for (let line = lines.from; line <= Math.min(text.length, lines.to + SPREAD_REACH); line++) {
    const source = text[line - 1]!;
    if (depth === 0 && SPREAD.test(source)) return keys.length < lines.members ? keys : [];
    const [, name, value] = depth === 0 ? KEYED.exec(source) ?? [] : [];
    depth += (source.match(/[{[(]/g)?.length ?? 0) - (source.match(/[}\])]/g)?.length ?? 0);
    // The object closes without a spread: not defaults of options.
    if (depth < 0) return [];
    if (name === undefined || declared.has(name) || keys.some((key) => key.name === name)) {
      continue;
    }
    if (literal(value!) !== undefined) keys.push({ name, value: value!, line });
  }
  return [];
}

/**
 * The members an options type lacks that its code reads, each typed and described by the
 * JSDoc `@param` of the script that sets it, else typed by its value.
 *
 * @param code The lines of the script that gives them.
 * @param lines Where the type's defaults are given.
 * @param declared The type's members' names.
 * @param literal The literal a value stands for, `undefined` for one that is no literal.
 * @param defaultText What a key's `default` tag says, from its value and line.
 * @returns The members, each saying it is not in the types.
 *
 * @example
 * ```ts ignore
 * codeOnlyMembers(websocketServerJs, lines, new Set(["maxPayload"]), literal, text);
 * // [{ name: "closeTimeout", kind: "property", signature: "closeTimeout?: number", doc: "Not in
 * //   the types: the code reads it (lib/websocket-server.js:82). Duration in ...", tags: [...] }]
 * ```
 */
export function codeOnlyMembers(
  code: readonly string[],
  lines: DefaultsLines,
  declared: ReadonlySet<string>,
  literal: (value: string) => string | undefined,
  defaultText: (key: CodeOnlyKey) => string | undefined,
): ApiMember[] {
  const keys = codeOnlyKeys(code, lines, declared, literal);
  if (keys.length === 0) return [];
  const params = paramDocs(code);
  return keys.map((key) => {
    const param = params.get(key.name);
    const type = param?.type ?? valueType(literal(key.value)!);
    const text = defaultText(key);
    const said = `Not in the types: the code reads it (${lines.path}:${key.line}).`;
    return {
      name: key.name,
      kind: "property",
      signature: `${key.name}?: ${type}`,
      doc: param?.doc ? `${said} ${param.doc}` : said,
      ...(text === undefined ? {} : { tags: [{ tag: "default", text }] }),
    };
  });
}

/** Each option a script's JSDoc `@param` lines name, with its type and description. */
function paramDocs(text: readonly string[]): Map<string, { type: string; doc: string }> {
  const docs = new Map<string, { type: string; doc: string }>();
  for (const [i, line] of text.entries()) {
    const [, type, name, first] = PARAM.exec(line) ?? [];
    if (name === undefined || docs.has(name)) continue;
    const words = [first!.trim()];
    for (let next = i + 1; next < text.length; next++) {
      const more = CONTINUED.exec(text[next]!)?.[1];
      if (more === undefined) break;
      words.push(more.trim());
    }
    docs.set(name, { type: tsType(type!), doc: words.filter(Boolean).join(" ") });
  }
  return docs;
}

/** A JSDoc type as TypeScript writes it: `(Boolean|Object)` is `boolean | object`. */
function tsType(type: string): string {
  return type.replace(/^\((.*)\)$/, "$1").split("|")
    .map((part) => PRIMITIVE[part.trim()] ?? part.trim()).join(" | ");
}

/** The type a literal has; `unknown` for `null`. */
function valueType(value: string): string {
  if (/^-?\d/.test(value)) return "number";
  if (/^['"]/.test(value)) return "string";
  if (value === "true" || value === "false") return "boolean";
  return "unknown";
}
