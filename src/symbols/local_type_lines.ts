/**
 * The local types an installed declaration's signature writes after it (`local_types.ts` of the
 * installed reader: ioredis' `CommonRedisOptions` is followed by `type ReconnectOnError = ...`
 * and three more), read back from the signature's lines.
 *
 * @module
 */

/** A line that opens a local type. */
const LOCAL_TYPE = /^(?:type|interface) ([\w$]+)\b/;

/** A line that opens a declaration: a local type's own lines are indented or close a bracket. */
const DECLARATION_LINE = /^[A-Za-z]/;

/** A local type written in a signature. */
export interface LocalTypeLines {
  /** Its name. */
  name: string;
  /** Its first line's index in the signature. */
  start: number;
  /** The index past its last line. */
  end: number;
}

/**
 * The local types a signature writes after its declarations: every line past the first that
 * opens a `type` or `interface` of another name than the symbol's own (a merged interface is the
 * symbol's), to the next line that opens a declaration.
 *
 * @param lines The signature's lines.
 * @param own The symbol's name.
 * @returns The local types, in order.
 *
 * @example
 * ```ts
 * import { localTypeLines } from "./local_type_lines.ts";
 *
 * localTypeLines(["interface Options", "type Retry = (err: Error) => boolean"], "Options");
 * // [{ name: "Retry", start: 1, end: 2 }]
 * ```
 */
export function localTypeLines(lines: readonly string[], own: string): LocalTypeLines[] {
  const found: LocalTypeLines[] = [];
  lines.forEach((line, i) => {
    const name = i === 0 ? undefined : LOCAL_TYPE.exec(line)?.[1];
    if (name === undefined || name === own) return;
    const next = lines.findIndex((later, k) => k > i && DECLARATION_LINE.test(later));
    found.push({ name, start: i, end: next < 0 ? lines.length : next });
  });
  return found;
}

/**
 * A signature's lines without the local types `text` does not name, directly or through the
 * local types it names: the part of an interface's answer one member needs (ioredis'
 * `reconnectOnError?: ReconnectOnError` keeps `ReconnectOnError`, not `RetryStrategy`).
 *
 * @param lines The signature's lines.
 * @param own The symbol's name.
 * @param text The text shown of the symbol (a member's signature).
 * @returns The lines kept.
 *
 * @example
 * ```ts
 * import { linesNamedBy } from "./local_type_lines.ts";
 *
 * linesNamedBy(
 *   ["interface Options", "type Retry = (err: Error) => Rule", "type Rule = 1 | 2", "type Other = 3"],
 *   "Options",
 *   "retry?: Retry",
 * ); // ["interface Options", "type Retry = (err: Error) => Rule", "type Rule = 1 | 2"]
 * ```
 */
export function linesNamedBy(lines: readonly string[], own: string, text: string): string[] {
  const local = localTypeLines(lines, own);
  const named = new Set<string>();
  let reading = [text];
  while (reading.length > 0) {
    const words = new Set(reading.join("\n").match(/[\w$]+/g));
    const found = local.filter(({ name }) => words.has(name) && !named.has(name));
    for (const { name } of found) named.add(name);
    reading = found.map(({ start, end }) => lines.slice(start, end).join("\n"));
  }
  return withoutLines(lines, local.filter(({ name }) => !named.has(name)));
}

/**
 * A signature's lines without the local types of some names: those an answer shows after the
 * symbol as records of their own, with their docs (`fetch` of `@inquirer/prompts`' `confirm`
 * shows `ConfirmTheme` and `ConfirmConfig` after it, which its signature wrote out as well).
 *
 * @param lines The signature's lines.
 * @param own The symbol's name.
 * @param names The local types left out.
 * @returns The lines kept.
 *
 * @example
 * ```ts
 * import { withoutLocalTypes } from "./local_type_lines.ts";
 *
 * withoutLocalTypes(["const ask: Prompt<Config>", "type Config = {", "  message: string;", "}"], "ask", new Set(["Config"]));
 * // ["const ask: Prompt<Config>"]
 * ```
 */
export function withoutLocalTypes(
  lines: readonly string[],
  own: string,
  names: ReadonlySet<string>,
): string[] {
  return withoutLines(lines, localTypeLines(lines, own).filter(({ name }) => names.has(name)));
}

/** Lines without those of some local types. */
function withoutLines(lines: readonly string[], dropped: readonly LocalTypeLines[]): string[] {
  return lines.filter((_, i) => !dropped.some(({ start, end }) => i >= start && i < end));
}
