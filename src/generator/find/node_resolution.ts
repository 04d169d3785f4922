/**
 * Where an installed package is, found as its runtime finds it: Node's walk up the
 * `node_modules` folders from the importing package's real folder (which covers npm's nested
 * folders, pnpm's symlinked store and workspace links), or Deno's npm cache, where each
 * version sits in a folder of its own.
 *
 * @module
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join, sep } from "node:path";
import process from "node:process";
import semver from "semver";
import { isRecord } from "../is_record.ts";

/** A package folder found for a name, with its parsed manifest. */
export interface FoundPackage {
  /** The real path of the package folder (links resolved). */
  folder: string;
  /** The path it was found at, before links were resolved. */
  foundAt: string;
  /** Its parsed `package.json`. */
  manifest: Record<string, unknown>;
}

/** A package folder whose `package.json` does not parse. */
export class BrokenManifestError extends Error {
  override name = "BrokenManifestError";
}

/**
 * The package Node loads for `import "<name>"` from a file in `fromFolder`: the first
 * `<dir>/node_modules/<name>` with a `package.json`, `<dir>` going up from `fromFolder` to the
 * root (a folder named `node_modules` is not searched inside itself). Inside Deno's npm cache,
 * where no `node_modules` folders exist, the cached version that fits the range the importing
 * package declares.
 *
 * @param name A package name (`zod`, `@ai-sdk/react`).
 * @param fromFolder The real path of the importing package's folder (or the app's).
 * @returns The package, or `undefined` when nothing is installed under that name.
 * @throws {BrokenManifestError} When the folder found has a `package.json` that does not parse.
 *
 * @example
 * ```ts ignore
 * const found = findPackage("react", "/app");
 * console.log(found?.folder); // "/app/node_modules/react"
 * ```
 */
export function findPackage(name: string, fromFolder: string): FoundPackage | undefined {
  for (let dir = fromFolder;;) {
    if (basename(dir) !== "node_modules") {
      const candidate = join(dir, "node_modules", name);
      const manifest = readManifest(candidate);
      if (manifest !== undefined) {
        return { folder: realpathSync(candidate), foundAt: candidate, manifest };
      }
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const cache = denoCacheOf(fromFolder);
  if (cache === undefined) return undefined;
  const range = declaredRange(readManifest(fromFolder), name);
  return findInDenoCache(name, range, cache);
}

/**
 * The parsed `package.json` of a folder.
 *
 * @param folder A package folder.
 * @returns The manifest, or `undefined` when the folder has none.
 * @throws {BrokenManifestError} When it does not parse, or is not an object.
 */
export function readManifest(folder: string): Record<string, unknown> | undefined {
  const path = join(folder, "package.json");
  // Most folders asked about have none (Node's walk up the app's node_modules): asking first
  // costs far less than the error a failed read makes (Deno builds a Node error for it).
  if (!existsSync(path)) return undefined;
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new BrokenManifestError(`${path}: cannot parse it: ${(error as Error).message}`);
  }
  if (!isRecord(parsed)) throw new BrokenManifestError(`${path}: not a JSON object`);
  return parsed;
}

/**
 * A package of Deno's npm cache at an exact version.
 *
 * @param name The package name.
 * @param version The version the lockfile pins (a `_peer` suffix is ignored).
 * @returns The package, or `undefined` when that version is not in the cache.
 * @throws {BrokenManifestError} When its `package.json` does not parse.
 */
export function findCachedVersion(name: string, version: string): FoundPackage | undefined {
  const folder = join(denoNpmRegistryFolder(), name, version.replace(/_.*$/, ""));
  const manifest = readManifest(folder);
  return manifest === undefined
    ? undefined
    : { folder: realFolder(folder), foundAt: folder, manifest };
}

/**
 * Where Deno keeps the packages of npmjs.org: `$DENO_DIR/npm/registry.npmjs.org`, `DENO_DIR`
 * defaulting as Deno's own does (`$XDG_CACHE_HOME/deno`, `~/.cache/deno`, on macOS
 * `~/Library/Caches/deno`, on Windows `%LOCALAPPDATA%\deno`).
 *
 * @returns The folder (it may not exist).
 * @throws {Error} When the environment may not be read (Deno without `--allow-env` for it).
 */
export function denoNpmRegistryFolder(): string {
  let env;
  try {
    env = { ...process.env };
  } catch (error) {
    throw new Error(
      `cannot find Deno's npm cache (${(error as Error).message}); under Deno grant ` +
        "--allow-env=DENO_DIR,HOME,XDG_CACHE_HOME",
    );
  }
  const home = env.HOME ?? env.USERPROFILE ?? "";
  const denoDir = env.DENO_DIR ||
    (process.platform === "darwin"
      ? join(home, "Library", "Caches", "deno")
      : process.platform === "win32"
      ? join(env.LOCALAPPDATA ?? home, "deno")
      : join(env.XDG_CACHE_HOME || join(home, ".cache"), "deno"));
  return join(denoDir, "npm", "registry.npmjs.org");
}

/**
 * The registry folder of Deno's npm cache, when `folder` is inside it.
 *
 * @param folder Any absolute path.
 * @returns `<DENO_DIR>/npm/registry.npmjs.org`, or `undefined`.
 */
export function denoCacheOf(folder: string): string | undefined {
  const marker = `${sep}npm${sep}registry.npmjs.org${sep}`;
  const at = folder.indexOf(marker);
  return at < 0 ? undefined : folder.slice(0, at + marker.length - 1);
}

/** The range a manifest gives a dependency, in any of its dependency fields. */
function declaredRange(manifest: Record<string, unknown> | undefined, name: string): string {
  for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
    const deps = manifest?.[field];
    if (isRecord(deps) && typeof deps[name] === "string") return deps[name] as string;
  }
  return "*";
}

/** The highest cached version of `name` that fits `range`. */
function findInDenoCache(name: string, range: string, cache: string): FoundPackage | undefined {
  let versions: string[];
  try {
    versions = readdirSync(join(cache, name)).filter((entry) =>
      statSync(join(cache, name, entry)).isDirectory()
    );
  } catch {
    return undefined;
  }
  const plain = versions.filter((version) => semver.valid(version) !== null);
  const best = semver.maxSatisfying(plain, range, { includePrerelease: true }) ??
    semver.rsort(plain)[0];
  if (best === undefined) return undefined;
  const folder = join(cache, name, best);
  const manifest = readManifest(folder);
  return manifest === undefined
    ? undefined
    : { folder: realFolder(folder), foundAt: folder, manifest };
}

function realFolder(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return folder;
  }
}
