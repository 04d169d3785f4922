/**
 * The globs of workspace files and `catalog-mcp.json`: `*` and `?` inside one path segment, `**`
 * for any number of segments, matched by picomatch against folder (or, for the documentation
 * rules of `catalog-mcp.json`, file) paths relative to the repository root, always with `/`
 * separators. Expanding a pattern walks only the folders it can reach, never through a link.
 *
 * @module
 */
import { readdirSync, statSync } from "node:fs";
// @ts-types="@types/picomatch"
import picomatch from "picomatch";
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
 * Tells whether a relative path matches a pattern. As in every shell and package manager, a
 * wildcard never matches a hidden (dot) name, and none enters `node_modules` (a pattern that
 * names it does).
 *
 * @param pattern A pattern such as `packages/**` (without a leading `!`).
 * @param path A relative path with `/` separators, such as `packages/forms/internal`.
 * @returns `true` when the whole path matches.
 *
 * @example
 * ```ts
 * import { matchesGlob } from "./glob.ts";
 *
 * matchesGlob("packages/**\/legacy", "packages/legacy"); // true
 * matchesGlob("packages/*", "packages/.hidden"); // false
 * ```
 */
export function matchesGlob(pattern: string, path: string): boolean {
  const segments = globSegments(pattern);
  if (!segments.includes("node_modules") && path.split("/").includes("node_modules")) return false;
  return matcher(segments.join("/"))(path);
}

/**
 * Tells whether a pattern's segment holds a wildcard, as opposed to naming one folder or file.
 *
 * @param segment One segment of a pattern, such as `*.md` or `docs`.
 * @returns `true` when it matches more than its own text.
 */
export function hasWildcard(segment: string): boolean {
  return picomatch.scan(segment).isGlob;
}

const matchers = new Map<string, (path: string) => boolean>();

/** picomatch's matcher for a pattern, compiled once. */
function matcher(pattern: string): (path: string) => boolean {
  let match = matchers.get(pattern);
  if (match === undefined) {
    match = picomatch(pattern, { dot: false });
    matchers.set(pattern, match);
  }
  return match;
}

function matchesSegment(segment: string, name: string): boolean {
  return hasWildcard(segment) ? matcher(segment)(name) : segment === name;
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
  } else if (!hasWildcard(segment)) {
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
