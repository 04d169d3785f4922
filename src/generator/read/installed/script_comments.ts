/**
 * The docs an installed package's code gives the functions and methods its types leave without
 * any. Types written apart from the code (hand-written `.d.ts`, `@types`) often declare a method
 * bare while the JavaScript says what it does in a comment above its definition: knex's
 * `Migrator.to(config?)` is `// Migrate up to a specific migration (inclusive).` in
 * `lib/migrations/migrate/Migrator.js`, and `before` "(exclusive)", which an assistant reading the
 * types alone guesses from the names. Such a function or method takes that comment as its doc,
 * saying where in the code it was read.
 *
 * The comment is the lines right above a definition on one line (`function name(...) {`,
 * `async name(...) {`): `//` lines or a block comment, its tags left out, three words at least,
 * not a linter's or a coverage tool's directive. A method's comment comes from the script named
 * like its owner (`Migrator.js` for `Migrator`), a function's from the script named like it: a
 * name alone says nothing of which class defines it (knex's `Transaction.rollback` is not
 * `Migrator.rollback`).
 *
 * @module
 */
import type { ApiMember, ApiSymbol } from "../../../snapshot/model.ts";
import { lineDefinitions, nameKey, type PackageScript } from "./package_scripts.ts";

/** A comment above a definition, and where. */
interface Comment {
  text: string;
  path: string;
  /** The file's name, lowercased without separators, to be matched with an owner's name. */
  file: string;
  /** The comment's first line (1-based). */
  line: number;
}

/** A tool's directive, not a description: `eslint-disable-next-line`, `istanbul ignore next`. */
const DIRECTIVE = /^(?:eslint|istanbul|c8|prettier|jshint|jscs|@ts-|tslint|webpack|global\b)/i;

/** How many words a comment has at least to be a description. */
const MIN_WORDS = 3;

/** The most lines of comment read above a definition. */
const MAX_COMMENT_LINES = 12;

/**
 * The symbols, each function and each method of a class or interface without docs given the
 * comment its code's definition has.
 *
 * @param symbols The package's symbols.
 * @param scripts The scripts of the package whose code runs.
 * @returns The symbols, those given docs copied with them.
 *
 * @example
 * ```ts ignore
 * withScriptComments(symbols, scripts).find((s) => s.name === "Knex.Migrator")?.members?.[0]?.doc;
 * // "Migrate up to a specific migration (inclusive). Runs all pending migrations up to and
 * //  including the specified one. (A comment in the code: lib/migrations/migrate/Migrator.js:248.)"
 * ```
 */
export function withScriptComments(
  symbols: readonly ApiSymbol[],
  scripts: readonly PackageScript[],
): ApiSymbol[] {
  const wanted = new Set<string>();
  for (const symbol of symbols) {
    if (symbol.kind === "function" && symbol.doc === undefined) wanted.add(symbol.name);
    if (symbol.kind !== "class" && symbol.kind !== "interface") continue;
    for (const member of symbol.members ?? []) {
      if (member.kind === "method" && member.doc === undefined) wanted.add(member.name);
    }
  }
  if (wanted.size === 0) return [...symbols];
  const comments = commentsOf(scripts, wanted);
  if (comments.size === 0) return [...symbols];
  return symbols.map((symbol) => {
    if (symbol.kind === "function") {
      const comment = symbol.doc === undefined ? namedLike(symbol.name, comments) : undefined;
      return comment === undefined ? symbol : { ...symbol, doc: docText(comment) };
    }
    if ((symbol.kind !== "class" && symbol.kind !== "interface") || !symbol.members) return symbol;
    const owner = nameKey(symbol.name.slice(symbol.name.lastIndexOf(".") + 1));
    let changed = false;
    const members = symbol.members.map((member): ApiMember => {
      if (member.kind !== "method" || member.doc !== undefined) return member;
      const comment = only(
        (comments.get(member.name) ?? []).filter((each) => each.file === owner),
      );
      if (comment === undefined) return member;
      changed = true;
      return { ...member, doc: docText(comment) };
    });
    return changed ? { ...symbol, members } : symbol;
  });
}

/** The comment on a function's definition in the script named like it (`shutdown.js`). */
function namedLike(name: string, comments: ReadonlyMap<string, Comment[]>): Comment | undefined {
  const file = nameKey(name);
  return only((comments.get(name) ?? []).filter((each) => each.file === file));
}

/** The one comment of a list, or of its texts when they are all alike; else `undefined`. */
function only(comments: readonly Comment[] | undefined): Comment | undefined {
  const [first] = comments ?? [];
  return first !== undefined && comments!.every((each) => each.text === first.text)
    ? first
    : undefined;
}

/** A comment as a doc, saying where it was read. */
function docText({ text, path, line }: Comment): string {
  return `${text} (A comment in the code: ${path}:${line}.)`;
}

/** The comments above the wanted names' definitions, by name. */
function commentsOf(
  scripts: readonly PackageScript[],
  wanted: ReadonlySet<string>,
): Map<string, Comment[]> {
  const found = new Map<string, Comment[]>();
  for (const script of scripts) {
    const { path, lines } = script;
    const file = nameKey(path);
    for (const { line, name } of lineDefinitions(script)) {
      if (!wanted.has(name)) continue;
      const comment = commentAbove(lines, line);
      if (comment === undefined) continue;
      const list = found.get(name) ?? found.set(name, []).get(name)!;
      list.push({ text: comment.text, path, file, line: comment.line });
    }
  }
  return found;
}

/** The comment right above a line: its text (without its tags) and first line. */
function commentAbove(
  lines: readonly string[],
  at: number,
): { text: string; line: number } | undefined {
  const taken: string[] = [];
  let start = at;
  const above = lines[at - 1]?.trim() ?? "";
  if (above.startsWith("//")) {
    while (
      start > 0 && taken.length < MAX_COMMENT_LINES && lines[start - 1]!.trim().startsWith("//")
    ) {
      taken.unshift(lines[--start]!.trim().replace(/^\/\/+\s?/, ""));
    }
  } else if (above.endsWith("*/")) {
    while (start > 0 && taken.length < MAX_COMMENT_LINES) {
      const line = lines[--start]!.trim();
      taken.unshift(line);
      if (line.startsWith("/*")) break;
    }
    if (!taken[0]?.startsWith("/*")) return undefined;
  } else {
    return undefined;
  }
  const text = taken
    .map((line) => line.replace(/^\/\*+\s?|\*\/$|^\*\s?/g, "").trim())
    .join("\n").split(/\n@/)[0]!
    .replace(/\s+/g, " ").trim();
  if (DIRECTIVE.test(text) || (text.match(/[A-Za-z]{2,}/g)?.length ?? 0) < MIN_WORDS) {
    return undefined;
  }
  return { text, line: start + 1 };
}
