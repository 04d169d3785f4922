/**
 * A type declared in a namespace, read from the installed declaration file with its members' doc
 * comments. An export's namespace records its types as members, with their bodies but not the
 * docs of their members: googleapis' `drive_v3` holds hundreds of such types, and its 180 MB of
 * declarations are mostly those comments (its record is 65 MB without them). Where the server
 * serves an app's installed packages, fetching one such type reads its docs from the file
 * (`pageSize`'s default and maximum in `drive_v3.Params$Resource$Files$List`).
 *
 * @module
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ApiMember, ApiSymbol, BundledPackage } from "../snapshot/model.ts";
import { escapeRegExp } from "../catalog/written_name.ts";

/** Where each package an entry's records name (itself, its `@types`) is installed, by name. */
const installedFolders = new WeakMap<BundledPackage, ReadonlyMap<string, string>>();

/** The kinds of member whose declaration has a body of members. */
const BODIED = new Set(["interface", "class", "enum"]);

/** The most characters of a declaration read from a file. */
const MAX_CHARS = 30_000;

/**
 * Remembers where the packages of an installed entry's records are installed.
 *
 * @param pkg An installed package's entry.
 * @param folders Each package name its records' files start with (`node_modules/<name>/`), with
 *   its installed folder.
 *
 * @example
 * ```ts ignore
 * rememberInstalledFolders(entry, new Map([[installed.name, installed.folder]]));
 * ```
 */
export function rememberInstalledFolders(
  pkg: BundledPackage,
  folders: ReadonlyMap<string, string>,
): void {
  installedFolders.set(pkg, folders);
}

/**
 * The declaration of a type a namespace record lists as a member, as its installed file writes
 * it (doc comments included), each line indented by two spaces; `undefined` where the file is
 * not known or not there, the member has its docs already, or the declaration is not found.
 *
 * @param pkg The package.
 * @param namespace The namespace's record.
 * @param member The member.
 * @returns The declaration's lines.
 *
 * @example
 * ```ts ignore
 * const text = installedDeclaration(pkg, drive, pageParams) ?? memberLines(shown);
 * ```
 */
export function installedDeclaration(
  pkg: BundledPackage,
  namespace: ApiSymbol,
  member: ApiMember,
): string | undefined {
  if (!BODIED.has(member.kind) || member.signature.includes("/**")) return undefined;
  const path = installedPath(pkg, namespace.file);
  if (path === undefined) return undefined;
  let lines: string[];
  try {
    lines = readFileSync(path, "utf8").split("\n");
  } catch {
    return undefined;
  }
  const found = declarationLines(lines, namespace.line, member.name);
  if (found === undefined) return undefined;
  const text = found.map((line) => `  ${line}\n`).join("");
  return text.length > MAX_CHARS ? undefined : text;
}

/** The installed path of a record's file (`node_modules/<name>/<path>`). */
function installedPath(pkg: BundledPackage, file: string): string | undefined {
  const folders = installedFolders.get(pkg);
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(file);
  const folder = match === null ? undefined : folders?.get(match[1]!);
  return folder === undefined ? undefined : join(folder, match![2]!);
}

/**
 * The lines of the declaration of `name` after `from` (1-based), its doc comment first, to the
 * brace that closes it at its indentation, less that indentation.
 */
function declarationLines(
  lines: readonly string[],
  from: number,
  name: string,
): string[] | undefined {
  const opening = new RegExp(
    `^(\\s*)(?:export\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:const\\s+)?` +
      `(?:interface|class|enum)\\s+${escapeRegExp(name)}(?![\\w$])`,
  );
  for (let i = Math.max(0, from - 1); i < lines.length; i++) {
    const match = opening.exec(lines[i]!);
    if (match === null) continue;
    const indent = match[1]!;
    let end = i;
    if (!lines[i]!.trimEnd().endsWith("}")) {
      end = lines.findIndex((line, k) => k > i && line.trimEnd() === `${indent}}`);
      if (end < 0) return undefined;
    }
    let start = i;
    if (lines[i - 1]?.trim().endsWith("*/")) {
      while (start > 0 && !lines[start - 1]!.trim().startsWith("/**")) start--;
      start--;
    }
    return lines.slice(Math.max(0, start), end + 1).map((line) =>
      line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()
    );
  }
  return undefined;
}
