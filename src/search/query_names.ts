/**
 * The API names a query writes: words shaped like code (`catchAll`, `experimental_throttle`,
 * `Effect.catchAll`, `io()`), which a reader means exactly, unlike the words around them. A
 * dotted name gives its last part (`Effect.catchAll` → `catchAll`); a plain word (`throttle`,
 * `Either`, the `js` of `Node.js`) is not taken for one.
 *
 * @module
 */

import { isStopWord } from "./terms.ts";
import { escapeRegExp } from "../catalog/written_name.ts";

/** A word of letters, digits, `_` and `$`, dotted, called, quoted or not. */
const TOKEN = /[`'"]?([A-Za-z_$][\w$]*(?:\(\))?(?:\.[A-Za-z_$][\w$]*(?:\(\))?)*)[`'"]?/g;

/**
 * A name written in camel case (`catchAll`, `minimumCacheTTL`) or with `_` or `$` inside
 * (googleapis' `Params$Resource$Files$List`).
 */
const CODE_SHAPED = /[a-z][A-Z]|[A-Za-z0-9][_$][A-Za-z0-9]/;

/**
 * The names a query writes as code, each once, in order.
 *
 * @param query What the caller typed.
 * @returns Its code-shaped names: a called name (`io()`) and a name in camel case or with `_`
 *   inside, each the last part of its dotted name.
 *
 * @example
 * ```ts
 * import { codeNames } from "./query_names.ts";
 *
 * console.log(codeNames("is Effect.catchAll renamed? use io() with experimental_throttle"));
 * // ["catchAll", "io", "experimental_throttle"]
 * ```
 */
export function codeNames(query: string): string[] {
  return [...new Set(codeTokens(query).map(({ name }) => name))];
}

/** A code-shaped name a query writes, and the part before it when it is dotted. */
interface CodeToken {
  name: string;
  qualifier?: string;
}

function codeTokens(query: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  for (const [, token] of query.matchAll(TOKEN)) {
    const parts = token!.split(".");
    const last = parts.at(-1)!;
    const called = last.endsWith("()");
    const name = called ? last.slice(0, -2) : last;
    if (!called && !CODE_SHAPED.test(name)) continue;
    const qualifier = parts.at(-2)?.replace(/\(\)$/, "");
    tokens.push(qualifier === undefined ? { name } : { name, qualifier });
  }
  return tokens;
}

/**
 * The namespace each dotted code name of a query is written under: `Effect` for
 * `Effect.catchAll`, the part right before the name.
 *
 * @param query What the caller typed.
 * @returns For each code-shaped name ({@link codeNames}) written dotted, its qualifier.
 *
 * @example
 * ```ts
 * import { qualifiersOf } from "./query_names.ts";
 *
 * console.log(qualifiersOf("is Effect.catchAll renamed? use z.email()")); // Map { "catchAll" => "Effect", "email" => "z" }
 * ```
 */
export function qualifiersOf(query: string): Map<string, string> {
  const qualifiers = new Map<string, string>();
  for (const { name, qualifier } of codeTokens(query)) {
    if (qualifier !== undefined && !qualifiers.has(name)) qualifiers.set(name, qualifier);
  }
  return qualifiers;
}

/**
 * The word a query writes right before a name and a dot, whatever its shape: `Stream` of
 * `Stream.merge`, `Effect` of `Effect.catch(...)`; the first such, when there are several.
 *
 * @param query What the caller typed.
 * @param name A name.
 * @returns The word, if the query writes one before `.name`.
 *
 * @example
 * ```ts
 * import { qualifierOf } from "./query_names.ts";
 *
 * console.log(qualifierOf("does Stream.merge end with both?", "merge")); // "Stream"
 * ```
 */
export function qualifierOf(query: string, name: string): string | undefined {
  return new RegExp(`([A-Za-z_$][\\w$-]*)\\.${escapeRegExp(name)}(?![\\w$])`).exec(query)?.[1];
}

/**
 * A word of a query, other than the name itself, that `picks` takes as one entry's: which
 * entry's declaration of a name the query means when it does not qualify the name
 * ({@link qualifierOf}): `node-postgres` in "connect drizzle to a node-postgres pool".
 *
 * @param query What the caller typed.
 * @param name The name several entries declare.
 * @param picks Whether a word (lowercased) picks one of its declarations alone.
 * @returns The word as written; none when the query names no entry.
 *
 * @example
 * ```ts
 * import { entryWordOf } from "./query_names.ts";
 *
 * console.log(entryWordOf("drizzle with a node-postgres pool", "drizzle", (word) => word === "node-postgres")); // "node-postgres"
 * ```
 */
export function entryWordOf(
  query: string,
  name: string,
  picks: (word: string) => boolean,
): string | undefined {
  return query.match(ENTRY_WORD)?.find((word) => word !== name && picks(word.toLowerCase()));
}

/** A word of a query that may name an entry: letters, digits, `_` and `-`. */
const ENTRY_WORD = /[A-Za-z][\w-]*/g;

/** A chain of calls a query writes: its parts without `()`, and which of them are called. */
export interface CallChain {
  /** The chain as written (`z.string().email()`). */
  written: string;
  /** Its parts, `()` left out: `["z", "string", "email"]`. */
  parts: string[];
  /** For each part, whether it is called. */
  called: boolean[];
}

/**
 * The call chains a query writes: dotted names with a call before their last part
 * (`z.string().email()`, `app.route().get`), whose last part is a member of what the call before
 * it returns, not the package's export of that name (`z.email()`).
 *
 * @param query What the caller typed.
 * @returns Each chain once, in order.
 *
 * @example
 * ```ts
 * import { callChains } from "./query_names.ts";
 *
 * console.log(callChains("is z.string().min(3).email() deprecated? z.email()").map((c) => c.parts));
 * // [["z", "string", "min", "email"]]
 * ```
 */
export function callChains(query: string): CallChain[] {
  const chains = new Map<string, CallChain>();
  for (const [token] of query.matchAll(CHAIN)) {
    const written = token.split(/\.(?![^()]*\))/);
    if (!written.slice(0, -1).some((part) => part.endsWith(")"))) continue;
    const parts = written.map((part) => part.replace(/\(.*\)$/, ""));
    chains.set(token, { written: token, parts, called: written.map((p) => p.endsWith(")")) });
  }
  return [...chains.values()];
}

/** Dotted names, each part perhaps called with arguments that hold no call (`min(3)`). */
const CHAIN = /[A-Za-z_$][\w$]*(?:\([^()]*\))?(?:\.[A-Za-z_$][\w$]*(?:\([^()]*\))?)+/g;

/** A capitalised word: a type's or a module's name (`Either`, `Result`), or a sentence's start. */
const CAPITALISED = /^[A-Z][A-Za-z0-9]{2,}$/;

/**
 * The names a query for symbols writes: its code-shaped names ({@link codeNames}) and its
 * capitalised words (`Either`) but common ones (`What`, `How`). Asked of symbols only, a word
 * written with a capital is a name.
 *
 * @param query What the caller typed, searching symbols.
 * @returns The names, each once, in order.
 *
 * @example
 * ```ts
 * import { symbolNames } from "./query_names.ts";
 *
 * console.log(symbolNames("Is Either replaced by Result? Effect.catchAll")); // ["Either", "Result", "catchAll"]
 * ```
 */
export function symbolNames(query: string): string[] {
  const names = new Set<string>();
  for (const [, token] of query.matchAll(TOKEN)) {
    if (CAPITALISED.test(token!) && !isStopWord(token!)) names.add(token!);
  }
  for (const name of codeNames(query)) names.add(name);
  return [...names];
}
