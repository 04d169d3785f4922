/**
 * The small glob dialect workspace files use: `*` and `?` inside one path segment, `**` for any
 * number of segments. Patterns are matched segment by segment against folder (or, for the
 * documentation rules of `catalog-mcp.json`, file) paths relative to the repository root, always
 * with `/` separators.
 *
 * @module
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Folders no workspace pattern should descend into: installed dependencies and dot folders. */
export const SKIPPED_FOLDER: RegExp = /^(?:node_modules|\..*)$/;

/**
 * Splits a workspace pattern into segments, dropping `./`, empty segments and a trailing `/`.
 *
 * @param pattern A pattern such as `./packages/*` (without a leading `!`).
 * @returns The segments, for example `["packages", "*"]`.
 */
export function globSegments(pattern: string): string[] {
  return pattern.split("/").filter((segment) => segment !== "" && segment !== ".");
}

/**
 * Tells whether a relative folder path matches a pattern.
 *
 * @param pattern A pattern such as `packages/**` (without a leading `!`).
 * @param path A relative path with `/` separators, such as `packages/forms/internal`.
 * @returns `true` when the whole path matches.
 */
export function matchesGlob(pattern: string, path: string): boolean {
  return matchFrom(globSegments(pattern), 0, globSegments(path), 0);
}

function matchFrom(pattern: string[], p: number, path: string[], s: number): boolean {
  if (p === pattern.length) return s === path.length;
  const segment = pattern[p] as string;
  if (segment === "**") {
    // `**` takes zero segments, or one more segment and stays in place.
    if (matchFrom(pattern, p + 1, path, s)) return true;
    return s < path.length && !SKIPPED_FOLDER.test(path[s] as string) &&
      matchFrom(pattern, p, path, s + 1);
  }
  return s < path.length && matchesSegment(segment, path[s] as string) &&
    matchFrom(pattern, p + 1, path, s + 1);
}

function matchesSegment(segment: string, name: string): boolean {
  if (!/[*?]/.test(segment)) return segment === name;
  // A wildcard never picks up hidden folders, as in every shell and package manager.
  if (name.startsWith(".") && !segment.startsWith(".")) return false;
  return segmentRegExp(segment).test(name);
}

function segmentRegExp(segment: string): RegExp {
  const body = segment.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")
    .replace(/\?/g, "[^/]");
  return new RegExp(`^${body}$`);
}

/**
 * Lists the existing folders under `root` that match a pattern.
 *
 * Expansion walks only the folders the pattern can reach: literal segments are looked up
 * directly and `node_modules` and dot folders are never entered through a wildcard.
 *
 * @param root Absolute path of the repository root.
 * @param pattern A pattern such as `packages/*` (without a leading `!`).
 * @returns Matching relative folder paths with `/` separators, sorted.
 */
export function expandGlob(root: string, pattern: string): string[] {
  const found = new Set<string>();
  walk(root, globSegments(pattern), 0, "", found);
  return [...found].sort();
}

function walk(root: string, pattern: string[], p: number, rel: string, found: Set<string>): void {
  if (p === pattern.length) {
    if (rel !== "") found.add(rel);
    return;
  }
  const segment = pattern[p] as string;
  if (segment === "**") {
    walk(root, pattern, p + 1, rel, found);
    for (const child of childFolders(join(root, rel))) {
      if (!SKIPPED_FOLDER.test(child)) walk(root, pattern, p, joinRel(rel, child), found);
    }
  } else if (!/[*?]/.test(segment)) {
    if (isFolder(join(root, rel, segment))) {
      walk(root, pattern, p + 1, joinRel(rel, segment), found);
    }
  } else {
    for (const child of childFolders(join(root, rel))) {
      if (child !== "node_modules" && matchesSegment(segment, child)) {
        walk(root, pattern, p + 1, joinRel(rel, child), found);
      }
    }
  }
}

function joinRel(rel: string, name: string): string {
  return rel === "" ? name : `${rel}/${name}`;
}

/**
 * The folders in a folder, sorted; links to folders are not among them, so no walk that uses
 * this can follow a link out of the repository or around a loop.
 *
 * @param dir Absolute folder path.
 * @returns Folder names; empty when the folder cannot be listed.
 */
export function childFolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

function childFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Lists the existing files under `root` that match a pattern: its last segment names files,
 * the others folders (a trailing `**` means every file below).
 *
 * @param root Absolute path of the repository root.
 * @param pattern A pattern such as `docs/framework/react/**\/*.md`.
 * @returns Matching relative file paths with `/` separators, sorted.
 */
export function expandFileGlob(root: string, pattern: string): string[] {
  const segments = globSegments(pattern);
  if (segments.at(-1) === "**") segments.push("*");
  const fileSegment = segments.pop();
  if (fileSegment === undefined) return [];
  const folders = segments.length === 0 ? [""] : expandGlob(root, segments.join("/"));
  const found: string[] = [];
  for (const folder of folders) {
    for (const file of childFiles(join(root, folder))) {
      if (matchesSegment(fileSegment, file)) found.push(joinRel(folder, file));
    }
  }
  return found.sort();
}
