/**
 * The defaults an installed package's code gives the options its types and docs leave without
 * one. Many packages document an option's type but set its default only in their JavaScript
 * (`ws`: `maxPayload: 100 * 1024 * 1024` in `lib/websocket-server.js`; Slack's `WebClient`:
 * `{ maxRequestConcurrency = 100, timeout = 0 } = {}`), which an assistant otherwise greps for.
 * Such a member of an options type (`ServerOptions`, `WebClientOptions`) gets a `default` tag
 * giving the value and the file and line of the code it was read from.
 *
 * Read from the code's text, not run: an object literal's `name: value`, a parameter's or
 * destructuring's `name = value`, a fallback `options.name ?? value`, and a JSDoc
 * `[options.name=value]`, where the value is a literal (a number or a product of numbers, a short
 * string, `true`, `false`, `null`) or a constant in capitals defined as one. A type's defaults are
 * read from the file named like it (`websocket-server.js` for `ServerOptions`), else from the
 * lines of one file giving values to three of its members or more close together (a defaults
 * object, not names that happen to be assigned across a bundle); a name given more than two
 * values there is ambiguous and gets none. Tests, examples and minified builds are not read. An
 * element's default that names such a constant gets its value too; the scripts are read once for
 * both.
 *
 * @module
 */
import type { ApiMember, ApiSymbol, CemDeclaration } from "../../../snapshot/model.ts";
import { DEFAULT_TAGS } from "../../../snapshot/default_tags.ts";
import { COMMENT_LINE, MAX_LINE, nameKey, type PackageScript } from "./package_scripts.ts";
import { codeOnlyMembers, type DefaultsLines } from "./code_only_options.ts";
import { withParameterDefaults } from "./parameter_defaults.ts";

/** A type whose members are options: what a question about a default asks of. */
const OPTIONS_TYPE = /(?:Options|Config|Configuration|Settings|Init|Params|Props)$/;

/** The fewest members of a type lines of code must give values to for their values to be the type's. */
const DEFAULTS_OBJECT = 3;

/** The most lines between two members' values of one defaults object. */
const NEAR_LINES = 4;

/** The most values a name may be given and still be shown (as "a or b"). */
const MAX_VALUES = 2;

/** A number: `1024`, `1_000`, `0.5`, `-1`. */
const NUMBER = String.raw`-?\d[\d_]*(?:\.\d+)?`;

/** A literal value: a number or product of numbers, a short string, a keyword, a constant. */
const VALUE = String
  .raw`${NUMBER}(?:\s*[*+]\s*${NUMBER})*|'[^'\n\\]{0,80}'|"[^"\n\\]{0,80}"|true|false|null|[A-Z][A-Z0-9_]{2,}`;

/** A value that is a literal, or a constant defined as one. */
const LITERAL = new RegExp(`^(?:${VALUE})$`);

/** `name: value`, `name = value`, `name ?? value`, `name || value`, the value ending there. */
const ASSIGNED = new RegExp(
  String
    .raw`(?<![\w$])([A-Za-z_$][\w$]*)\s*(?::|=(?![=>])|\?\?|\|\|)\s*(${VALUE})(?=\s*(?:[,;)}\]]|$))`,
  "g",
);

/**
 * A member read with a fallback of any kind (`options?.logger || logger`,
 * `options.onError ?? noop`): a line of a type's defaults, whose value is read only when literal.
 */
const FALLBACK_READ = /(?<=\.)([A-Za-z_$][\w$]*)\s*(?:\?\?|\|\|)(?!=)/g;

/**
 * A member read with fallbacks, the last a literal: `o.strictTypes ?? s ?? "log"` (a value
 * `strict` may override first, else the literal).
 */
const CHAINED = new RegExp(
  String
    .raw`(?<=\.)([A-Za-z_$][\w$]*)\s*\?\?(?:\s*[\w$.]+\s*\?\?)+\s*(${VALUE})(?=\s*(?:[,;)}\]]|$))`,
  "g",
);

/**
 * What TypeScript writes for `a ?? b` and `a?.b` for runtimes before them, an assigned temporary
 * tested against `null` and `void 0`: `(_e = o.strictTypes) !== null && _e !== void 0 ? _e : s`
 * and `(_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize`.
 */
const LOWERED_NULLISH = /\((_[\w$]*) = ([^()]*)\) !== null && \1 !== void 0 \? \1 : /g;
const LOWERED_OPTIONAL = /\((_[\w$]*) = ([^()]*)\) === null \|\| \1 === void 0 \? void 0 : \1/g;

/** A JSDoc parameter with a default: `[options.maxPayload=104857600]`. */
const JSDOC_DEFAULT = /\[(?:[\w$]+\.)*([\w$]+)=([^\]\s][^\]\n]{0,79})\]/g;

/**
 * A constant in capitals defined as a literal: `const MAX_FILE_SIZE = 524288000;`, or a key of a
 * constants object on a line of its own (`  CLOSE_TIMEOUT: 30000,`).
 */
const CONSTANT = new RegExp(
  String
    .raw`\b(?:const|let|var)\s+([A-Z][A-Z0-9_]{2,})\s*=\s*(${VALUE})\s*[;,]|^\s*([A-Z][A-Z0-9_]{2,})\s*:\s*(${VALUE})\s*,?\s*$`,
  "g",
);

/** A number or a product of numbers, which is shown worked out beside its code. */
const ARITHMETIC = new RegExp(String.raw`^${NUMBER}(?:\s*[*+]\s*${NUMBER})+$`);

/** One value a name is given in the code. */
interface Given {
  /** The name given the value. */
  name: string;
  /** The value as written. */
  value: string;
  /** The file's name, lowercased without separators, to be matched with a type's name. */
  file: string;
  /** The file, relative to the package. */
  path: string;
  /** The line. */
  line: number;
  /**
   * Set on a read of the name with a fallback that is no literal (`options?.logger || logger`):
   * it places the type's members in these lines, and gives no value.
   */
  fallback?: true;
}

/** A package's symbols and components with the defaults its code gives them. */
export interface CodeDefaults {
  /** Each undocumented option of an options type given the default its code sets plainly. */
  symbols: ApiSymbol[];
  /** Each attribute or member whose default names a constant given the constant's value. */
  components: CemDeclaration[];
}

/**
 * A package's symbols and components with the defaults its code gives them, its scripts read
 * once for both: an undocumented option of an options type takes the default its code sets, an
 * element's default naming a constant (Lion's `lion-input-file` `max-file-size`: `MAX_FILE_SIZE`)
 * its value (`MAX_FILE_SIZE = 524288000`).
 *
 * @param symbols The package's symbols, as read from its declarations.
 * @param components The components its manifest declares.
 * @param scripts The scripts of the package whose code runs (the runtime package of an `@types`
 *   pair), as `packageScripts` reads them.
 * @returns Both, those with defaults found copied with them.
 *
 * @example
 * ```ts ignore
 * const { symbols } = withCodeDefaults(symbols, [], packageScripts("/app/node_modules/ws"));
 * symbols[0]?.members?.find((m) => m.name === "maxPayload")?.tags;
 * // [{ tag: "default", text: "`100 * 1024 * 1024 = 104857600` (in the code: lib/websocket-server.js:76)" }]
 * ```
 */
export function withCodeDefaults(
  symbols: readonly ApiSymbol[],
  components: readonly CemDeclaration[],
  scripts: readonly PackageScript[],
): CodeDefaults {
  const wanted = new Set(
    symbols.filter(isOptionsType).flatMap((symbol) => symbol.members!.filter(undocumented))
      .map((member) => member.name),
  );
  const constantsNamed = components.some((component) => fieldsOf(component).some(namesConstant));
  const code = readCode(scripts, wanted);
  const options = code.given.size === 0
    ? [...symbols]
    : symbolsWithDefaults(symbols, code, scripts);
  return {
    symbols: withParameterDefaults(
      options,
      scripts,
      VALUE,
      (values, most) => defaultText(values, code.constants, most),
    ),
    components: constantsNamed
      ? componentsWithConstants(components, code.constants)
      : [...components],
  };
}

/**
 * The symbols, each undocumented option of an options type given the default the code sets, and
 * each key the lines of its defaults set that it does not declare added as a member saying so.
 */
function symbolsWithDefaults(
  symbols: readonly ApiSymbol[],
  { given, constants }: Code,
  scripts: readonly PackageScript[],
): ApiSymbol[] {
  const literal = (value: string) =>
    LITERAL.test(value) ? constants.get(value) ?? value : undefined;
  return symbols.map((symbol) => {
    if (!isOptionsType(symbol)) return symbol;
    const open = symbol.members!.filter(undocumented);
    const found = open.flatMap((member) => given.get(member.name) ?? []);
    // The values first; where they place no defaults, the reads with fallbacks of any kind too
    // (node-cron's `this.missedExecutionTolerance = options?.missedExecutionTolerance ?? ...`
    // among `options?.logger || logger` and others).
    const source = defaultsSource(symbol.name, found.filter((each) => !each.fallback)) ??
      defaultsSource(symbol.name, found);
    if (source === undefined) return symbol;
    let changed = false;
    const members = symbol.members!.map((member) => {
      if (!undocumented(member)) return member;
      const found = (given.get(member.name) ?? [])
        .filter((each) => !each.fallback && source.accepts(each));
      const text = defaultText(found, constants);
      if (text === undefined) return member;
      changed = true;
      return { ...member, tags: [...member.tags ?? [], { tag: "default", text }] };
    });
    const lines = source.lines;
    const code = scripts.find((script) => script.path === lines?.path)?.lines;
    const codeOnly = lines === undefined || code === undefined ? [] : codeOnlyMembers(
      code,
      lines,
      new Set(symbol.members!.map((member) => member.name)),
      literal,
      ({ value, line }) => defaultText([{ value, path: lines.path, line }], constants),
    );
    return changed || codeOnly.length > 0
      ? { ...symbol, members: [...members, ...codeOnly] }
      : symbol;
  });
}

function isOptionsType(symbol: ApiSymbol): boolean {
  return (symbol.kind === "interface" || symbol.kind === "typeAlias") &&
    OPTIONS_TYPE.test(symbol.name) && (symbol.members?.length ?? 0) > 0;
}

/** A property whose declaration states no default, in a tag or in its docs. */
function undocumented(member: ApiMember): boolean {
  return member.kind === "property" && !/\bdefault/i.test(member.doc ?? "") &&
    !(member.tags ?? []).some((tag) => DEFAULT_TAGS.has(tag.tag));
}

/** What a package's scripts say: the values they give the wanted names, and their constants'. */
interface Code {
  given: ReadonlyMap<string, Given[]>;
  constants: ReadonlyMap<string, string>;
}

/** Reads the package's scripts for the values they give the wanted names and for constants. */
function readCode(scripts: readonly PackageScript[], wanted: ReadonlySet<string>): Code {
  const given = new Map<string, Given[]>();
  const constants = new Map<string, string>();
  for (const { path, lines } of scripts) {
    const file = nameKey(path);
    const give = (name: string, value: string, line: number, fallback = false) => {
      if (!wanted.has(name)) return;
      const list = given.get(name) ?? given.set(name, []).get(name)!;
      list.push({ name, value: value.trim(), file, path, line, ...fallback ? { fallback } : {} });
    };
    for (const [i, line] of lines.entries()) {
      if (line.length > MAX_LINE) continue;
      const text = line.includes("void 0") ? raised(line) : line;
      for (const [, name, value, key, keyed] of text.matchAll(CONSTANT)) {
        constants.set(name ?? key!, value ?? keyed!);
      }
      const comment = COMMENT_LINE.test(text);
      const pattern = comment ? JSDOC_DEFAULT : ASSIGNED;
      for (const [, name, value] of text.matchAll(pattern)) give(name!, value!, i + 1);
      if (!comment) {
        for (const [, name, value] of text.matchAll(CHAINED)) give(name!, value!, i + 1);
        for (const [, name] of text.matchAll(FALLBACK_READ)) give(name!, "", i + 1, true);
      }
    }
  }
  return { given, constants };
}

/**
 * A line as it was written before TypeScript lowered its `??` and `?.` (ajv's `requiredOptions`:
 * `strictTypes: o.strictTypes ?? s ?? "log",`), inner ones first.
 */
function raised(line: string): string {
  let text = line;
  for (let before = ""; before !== text;) {
    before = text;
    text = text.replace(LOWERED_OPTIONAL, "$2?").replace(LOWERED_NULLISH, "$2 ?? ");
  }
  return text;
}

/** Where a type's defaults are read from: which values, and the lines of its defaults object. */
interface DefaultsSource {
  /** Whether a value given a member is its default. */
  accepts: (given: Given) => boolean;
  /** The lines giving values to most of its members close together, if any. */
  lines?: DefaultsLines;
}

/**
 * Where a type's defaults are read from: the file named like the type, else the lines of one file
 * where {@link DEFAULTS_OBJECT} of its members at least are given values, each within
 * {@link NEAR_LINES} lines of the next (a defaults object or a parameter list, not names that
 * happen to be assigned across a bundle); the most members such lines give. `undefined` when
 * there is neither.
 */
function defaultsSource(type: string, found: readonly Given[]): DefaultsSource | undefined {
  const stem = nameKey(type.replace(OPTIONS_TYPE, ""));
  const named = stem.length >= 3 ? found.find((given) => given.file.includes(stem)) : undefined;
  if (named !== undefined) {
    const lines = densestLines(found.filter((given) => given.path === named.path));
    return {
      accepts: (given) => given.path === named.path,
      ...(lines === undefined ? {} : { lines }),
    };
  }
  const lines = densestLines(found);
  if (lines === undefined) return undefined;
  const { path, from, to } = lines;
  return {
    accepts: (given) => given.path === path && given.line >= from && given.line <= to,
    lines,
  };
}

/** The lines of one file giving values to the most members, at least {@link DEFAULTS_OBJECT}. */
function densestLines(found: readonly Given[]): DefaultsLines | undefined {
  let best: DefaultsLines | undefined;
  for (const [path, inFile] of Map.groupBy(found, (given) => given.path)) {
    const lines = inFile.toSorted((a, b) => a.line - b.line);
    let start = 0;
    for (let end = 0; end < lines.length; end++) {
      if (end > 0 && lines[end]!.line - lines[end - 1]!.line > NEAR_LINES) start = end;
      const members = new Set(lines.slice(start, end + 1).map((given) => given.name)).size;
      if (members >= DEFAULTS_OBJECT && members > (best?.members ?? 0)) {
        best = { path, from: lines[start]!.line, to: lines[end]!.line, members };
      }
    }
  }
  return best;
}

/**
 * What a member's `default` tag says: the value or two its type's defaults file gives its name,
 * and where in the code; `undefined` when it gives none, or more than `most`
 * ({@link MAX_VALUES}).
 */
function defaultText(
  found: readonly Pick<Given, "value" | "path" | "line">[],
  constants: ReadonlyMap<string, string>,
  most = MAX_VALUES,
): string | undefined {
  // Each value where it is first given.
  const byValue = new Map<string, Pick<Given, "value" | "path" | "line">>();
  for (const given of found) {
    const key = sameValue(constants.get(given.value) ?? given.value);
    if (!byValue.has(key)) byValue.set(key, given);
  }
  if (byValue.size === 0 || byValue.size > most) return undefined;
  const values = [...byValue.values()].map(({ value, path, line }, i) => {
    const constant = constants.get(value);
    const meaning = constant !== undefined
      ? ` = ${worked(constant)}`
      : ARITHMETIC.test(value)
      ? ` = ${worked(value)}`
      : "";
    return `\`${value}${meaning}\` (${i === 0 ? "in the code: " : ""}${path}:${line})`;
  });
  return values.join(" or ");
}

/** A value as compared with another: its arithmetic worked out, a string's quotes alike. */
function sameValue(value: string): string {
  return /^'.*'$/.test(value) ? `"${value.slice(1, -1)}"` : worked(value);
}

/** A value with its arithmetic worked out (`100 * 1024 * 1024` is `104857600`). */
function worked(value: string): string {
  if (!ARITHMETIC.test(value)) return value;
  const sum = value.replaceAll("_", "").split("+").reduce(
    (total, term) =>
      total + term.split("*").reduce((product, factor) => product * Number(factor), 1),
    0,
  );
  return Number.isFinite(sum) ? String(sum) : value;
}

/** A value that names a constant: `MAX_FILE_SIZE`. */
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]{2,}$/;

/** A field whose manifest default names a constant of the code. */
function namesConstant(field: Readonly<Record<string, unknown>>): boolean {
  return typeof field.default === "string" && CONSTANT_NAME.test(field.default);
}

/** An element's attributes and members. */
function fieldsOf(component: CemDeclaration): Readonly<Record<string, unknown>>[] {
  return [...component.attributes ?? [], ...component.members ?? []];
}

/** The components, each default naming a constant the code defines given its value. */
function componentsWithConstants(
  components: readonly CemDeclaration[],
  constants: ReadonlyMap<string, string>,
): CemDeclaration[] {
  const resolved = <T extends Readonly<Record<string, unknown>>>(field: T): T => {
    const value = namesConstant(field) ? constants.get(field.default as string) : undefined;
    return value === undefined
      ? field
      : { ...field, default: `${field.default} = ${worked(value)}` };
  };
  return components.map((component) => {
    if (!fieldsOf(component).some(namesConstant)) return component;
    const { attributes, members } = component;
    return {
      ...component,
      ...(attributes === undefined ? {} : { attributes: attributes.map(resolved) }),
      ...(members === undefined ? {} : { members: members.map(resolved) }),
    };
  });
}
