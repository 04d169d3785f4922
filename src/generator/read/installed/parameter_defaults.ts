/**
 * The defaults an installed package's code gives the optional parameters of its functions and
 * its classes' methods, where the types and docs give none: node-cron's
 * `shutdown(timeout?: number)` is `async function shutdown(timeout = 5000)` in its JavaScript,
 * which an assistant reading the types alone does not know. Such a parameter gets a `@param` tag
 * saying `` Defaults to `5000` (in the code: dist/node-cron.js:692). ``
 *
 * Read from the text of a definition on one line, `function name(a, b = 5000) {`, a method's
 * `name(a, b = 5000) {` or `async name(...)`, the value a literal or a constant in capitals defined
 * as one. A function's definitions that give a parameter more than two values give it none; a
 * method's, whose name other classes of the package may define too, must agree on one.
 *
 * @module
 */
import type { ApiDocTag, ApiMember, ApiSymbol } from "../../../snapshot/model.ts";
import { lineDefinitions, type PackageScript } from "./package_scripts.ts";

/** A parameter's default as the code writes it, and where. */
export interface ParameterValue {
  /** The value as written. */
  value: string;
  /** The script, relative to the package. */
  path: string;
  /** The line (1-based). */
  line: number;
}

/** What a parameter's tag says of the values found, or `undefined` for none. */
export type DefaultWording = (
  values: readonly ParameterValue[],
  most: number,
) => string | undefined;

/** An optional parameter of a signature: `timeout?: number`. */
const OPTIONAL = /(?<![\w$.])([A-Za-z_$][\w$]*)\?\s*:/g;

/**
 * The symbols, each optional parameter of an exported function or a class's method that its
 * docs give no default given the one its code's definition sets.
 *
 * @param symbols The package's symbols.
 * @param scripts The scripts of the package whose code runs.
 * @param value The pattern of a value a default is read from (a literal, a constant).
 * @param wording What a tag says of a parameter's values: `undefined` for too many.
 * @returns The symbols, those given defaults copied with them.
 *
 * @example
 * ```ts ignore
 * withParameterDefaults(symbols, scripts, VALUE, wording)
 *   .find((symbol) => symbol.name === "shutdown")?.tags;
 * // [{ tag: "param", name: "timeout", text: "Defaults to `5000` (in the code: dist/node-cron.js:692)." }]
 * ```
 */
export function withParameterDefaults(
  symbols: readonly ApiSymbol[],
  scripts: readonly PackageScript[],
  value: string,
  wording: DefaultWording,
): ApiSymbol[] {
  const functions = new Set<string>();
  const methods = new Set<string>();
  for (const symbol of symbols) {
    if (symbol.kind === "function" && openParameters(symbol).length > 0) functions.add(symbol.name);
    if (symbol.kind !== "class") continue;
    for (const member of symbol.members ?? []) {
      if (member.kind === "method" && openParameters(member).length > 0) methods.add(member.name);
    }
  }
  if (functions.size === 0 && methods.size === 0) return [...symbols];
  const defined = definitions(scripts, new Set([...functions, ...methods]), value);
  const tagged = <T extends ApiSymbol | ApiMember>(item: T, most: number): T => {
    const given = defined.get(item.name);
    if (given === undefined) return item;
    let tags = item.tags;
    for (const parameter of openParameters(item)) {
      const text = wording(given.get(parameter) ?? [], most);
      if (text !== undefined) tags = withDefault(tags ?? [], parameter, text);
    }
    return tags === item.tags ? item : { ...item, tags };
  };
  return symbols.map((symbol) => {
    if (symbol.kind === "function") return tagged(symbol, 2);
    if (symbol.kind !== "class" || symbol.members === undefined) return symbol;
    const members = symbol.members.map((member) =>
      member.kind === "method" ? tagged(member, 1) : member
    );
    return members.every((member, i) => member === symbol.members![i])
      ? symbol
      : { ...symbol, members };
  });
}

/** The optional parameters of a declaration whose tags give them no default. */
function openParameters(item: ApiSymbol | ApiMember): string[] {
  const open = item.signature.indexOf("(");
  if (open < 0) return [];
  const names = [...item.signature.slice(open).matchAll(OPTIONAL)].map((match) => match[1]!);
  return [...new Set(names)].filter((name) =>
    !(item.tags ?? []).some((tag) =>
      (tag.tag === "param" && tag.name === name && /\bdefault/i.test(tag.text ?? "")) ||
      (tag.tag === "default" && tag.name === name)
    )
  );
}

/** The values each wanted function's definitions give each parameter, by function. */
function definitions(
  scripts: readonly PackageScript[],
  wanted: ReadonlySet<string>,
  value: string,
): Map<string, Map<string, ParameterValue[]>> {
  const assigned = new RegExp(String.raw`^\s*([A-Za-z_$][\w$]*)\s*=\s*(${value})\s*$`);
  const found = new Map<string, Map<string, ParameterValue[]>>();
  for (const script of scripts) {
    for (const { line, name, parameters } of lineDefinitions(script)) {
      if (!wanted.has(name) || !parameters.includes("=")) continue;
      for (const parameter of parameters.split(",")) {
        const [, named, given] = assigned.exec(parameter) ?? [];
        if (named === undefined) continue;
        const byParameter = found.get(name) ?? found.set(name, new Map()).get(name)!;
        const list = byParameter.get(named) ?? byParameter.set(named, []).get(named)!;
        list.push({ value: given!, path: script.path, line: line + 1 });
      }
    }
  }
  return found;
}

/** Tags with a parameter's default: in its `@param` tag, or in one of its own. */
function withDefault(tags: readonly ApiDocTag[], name: string, text: string): ApiDocTag[] {
  const said = `Defaults to ${text}.`;
  const index = tags.findIndex((tag) => tag.tag === "param" && tag.name === name);
  if (index < 0) return [...tags, { tag: "param", name, text: said }];
  const tag = tags[index]!;
  return tags.with(index, { ...tag, text: tag.text ? `${tag.text} ${said}` : said });
}
