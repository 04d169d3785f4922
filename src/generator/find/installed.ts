/**
 * The packages installed for an app (`--deps`): its direct dependencies, each resolved the way
 * its runtime resolves it from the package that declares it, at the version actually installed.
 *
 * - Which: `dependencies`, `devDependencies` and the `optionalDependencies` that are installed,
 *   of the app and, in a workspace root, of every workspace package; a Deno app's `npm:`
 *   imports (from `node_modules` when there is one, else from Deno's npm cache at the version
 *   `deno.lock` pins). `include` adds packages by name, found anywhere in the dependency tree;
 *   `exclude` leaves some out.
 * - `@types/<name>` types the runtime package `<name>` when that ships no declarations (it is
 *   then no package of its own); one without a runtime package (`@types/node`) is served under
 *   its own name.
 * - Every installed version is served: where workspace packages resolve different versions of
 *   one name, each is a package of its own (slugs: `find/slugs.ts`).
 * - Problems are warnings, and the rest is served: nothing installed for a declared dependency,
 *   a version outside the declared range (each naming the command to run), a `package.json`
 *   that does not parse, a link leading outside the app, layouts not read (Yarn Plug'n'Play,
 *   `jsr:` imports).
 *
 * @module
 */
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import semver from "semver";
import { isRecord } from "../is_record.ts";
import { compareText } from "../compare_text.ts";
import { parseJsonc } from "./jsonc.ts";
import { type DeclaredDependency, readDeclarations } from "./declared_dependencies.ts";
import {
  BrokenManifestError,
  denoCacheOf,
  findCachedVersion,
  findPackage,
  type FoundPackage,
} from "./node_resolution.ts";
import { runtimePackageOf, typesPackageOf } from "../../catalog/types_package_names.ts";
import { shipsTypes } from "./types_packages.ts";
import type { Warn } from "../warnings.ts";

/**
 * One installed package to serve.
 *
 * @example
 * ```ts
 * import type { InstalledPackage } from "./installed.ts";
 *
 * const express: InstalledPackage = {
 *   name: "express",
 *   version: "5.3.0",
 *   folder: "/app/node_modules/express",
 *   types: { name: "@types/express", version: "5.0.6", folder: "/app/node_modules/@types/express" },
 *   declared: "^5.0.0",
 * };
 * console.log(express.types?.name); // "@types/express"
 * ```
 */
export interface InstalledPackage {
  /** The name its own `package.json` gives it. */
  name: string;
  /** The version its own `package.json` gives it (`0.0.0` when none). */
  version: string;
  /** The real path of the package folder. */
  folder: string;
  /** `@types/<name>`, when the package ships no types and that is installed. */
  types?: { name: string; version: string; folder: string };
  /** The range the app declared, when it is a direct dependency. */
  declared?: string;
}

/** Which packages beyond the direct dependencies, and which to leave out. */
export interface InstalledOptions {
  /** Package names to add, direct dependencies or not (`--deps-include`). */
  include?: readonly string[];
  /** Package names to leave out (`--deps-exclude`). */
  exclude?: readonly string[];
}

/** The most packages the search for an `include` name walks through. */
const MAX_WALKED = 20_000;

/**
 * Finds the packages to serve for an app.
 *
 * @param appDir The app folder (a `package.json` or `deno.json` in it).
 * @param options Packages to add and to leave out.
 * @param warn Receives one warning per problem; the packages without one are returned.
 * @returns The packages, sorted by name, then version. Empty when nothing can be served (the
 * warnings say why).
 * @throws {Error} When `appDir` is not a folder, or holds neither manifest.
 *
 * @example
 * ```ts ignore
 * const packages = findInstalledPackages("./my-app", { exclude: ["typescript"] }, warn);
 * console.log(packages.map((pkg) => `${pkg.name}@${pkg.version}`));
 * ```
 */
export function findInstalledPackages(
  appDir: string,
  options: InstalledOptions,
  warn: Warn,
): InstalledPackage[] {
  const app = appFolder(appDir);
  const boundary = workspaceRootOf(app);
  const declarations = readDeclarations(app, warn);
  const command = installCommand(app, boundary, declarations.deno);
  warnAboutUnsupportedLayouts(app, boundary, declarations.jsr, warn);
  const excluded = new Set(options.exclude ?? []);
  const direct = declarations.dependencies.filter((dep) => !excluded.has(dep.name));
  // An @types package of a declared runtime package is that package's types, even when the
  // runtime package is left out.
  const runtimeNames = new Set(declarations.dependencies.map((dep) => dep.name));
  const lock = declarations.deno ? denoLockVersions(app) : new Map<string, string[]>();
  const found = new Map<string, InstalledPackage>();
  const warnedLinks = new Set<string>();
  const add = (pkg: InstalledPackage, foundAt: string) => {
    const key = `${pkg.name}@${pkg.version}`;
    if (found.has(key)) return;
    found.set(key, pkg);
    if (!inside(pkg.folder, boundary) && !inside(foundAt, denoCacheOf(foundAt))) {
      if (warnedLinks.has(pkg.folder)) return;
      warnedLinks.add(pkg.folder);
      warn(
        "link-outside-app",
        `${key}: ${relative(app, foundAt)} is a link to ${pkg.folder}, outside the app; ` +
          "served from there, as Node resolves it",
      );
    }
  };
  for (const dep of direct) {
    const located = locate(dep, { app, command }, lock, warn);
    if (located === null) continue;
    if (located === undefined) {
      if (!dep.optional) warnNotInstalled(dep, app, command, warn);
      continue;
    }
    const installed = installedOf(located, dep.name);
    checkRange(dep, installed.version, command, warn);
    const runtime = runtimePackageOf(installed.name);
    if (runtime !== undefined && runtimeNames.has(runtime)) continue;
    pairTypes(installed, located, dep.from, excluded);
    installed.declared = dep.range;
    add(installed, located.foundAt);
  }
  for (const name of (options.include ?? []).filter((name) => !excluded.has(name))) {
    const located = findAnywhere(name, app, [...found.values()], warn);
    if (located === undefined) {
      warn(
        "dependency-not-found",
        `--deps-include ${name}: not installed anywhere in ${app} (nor needed by any ` +
          `installed package); check the name, or run \`${command} ${name}\``,
      );
      continue;
    }
    // Its @types as Node resolves it from the package (mjml-core's,
    // which @types/mjml installs).
    const installed = installedOf(located, name);
    pairTypes(installed, located, located.foundAt, excluded);
    add(installed, located.foundAt);
  }
  return [...found.values()].sort((a, b) =>
    compareText(a.name, b.name) || semver.compare(coerce(a.version), coerce(b.version))
  );
}

/**
 * Node's resolution of a bare package name from a folder (nested `node_modules`, pnpm's links,
 * workspace links; inside Deno's npm cache, the cached version that fits), as the reader asks
 * for the packages a package re-exports from.
 *
 * @param name The package name.
 * @param fromFolder The real path of the importing package's folder.
 * @returns The package, or `undefined` when nothing (or nothing readable) is installed.
 *
 * @example
 * ```ts ignore
 * const react = resolveInstalled("react", "/app/node_modules/@ai-sdk/react");
 * console.log(react?.version);
 * ```
 */
export function resolveInstalled(name: string, fromFolder: string): InstalledPackage | undefined {
  try {
    const found = findPackage(name, fromFolder);
    return found === undefined ? undefined : installedOf(found, name);
  } catch (error) {
    if (error instanceof BrokenManifestError) return undefined;
    throw error;
  }
}

function appFolder(appDir: string): string {
  let app;
  try {
    app = realpathSync(appDir);
    if (!statSync(app).isDirectory()) throw new Error("not a folder");
  } catch (error) {
    throw new Error(`--deps ${appDir}: ${(error as Error).message}`);
  }
  if (!["package.json", "deno.json", "deno.jsonc"].some((file) => existsSync(join(app, file)))) {
    throw new Error(
      `--deps ${appDir}: no package.json, deno.json or deno.jsonc there; --deps takes the ` +
        "folder of an app whose dependencies are installed",
    );
  }
  return app;
}

function installedOf(found: FoundPackage, requested: string): InstalledPackage {
  const { name, version } = found.manifest;
  return {
    name: typeof name === "string" && name !== "" ? name : requested,
    version: typeof version === "string" && version !== "" ? version : "0.0.0",
    folder: found.folder,
  };
}

/**
 * A declared dependency's package: `undefined` when nothing is installed for it, `null` when
 * what is installed is broken (said here).
 */
function locate(
  dep: DeclaredDependency,
  { app, command }: { app: string; command: string },
  lock: ReadonlyMap<string, readonly string[]>,
  warn: Warn,
): FoundPackage | undefined | null {
  try {
    const found = findPackage(dep.name, dep.from);
    if (found !== undefined || !dep.deno) return found;
    const pinned = lock.get(dep.name) ?? [];
    const version = semver.maxSatisfying(pinned, dep.range, { includePrerelease: true }) ??
      pinned[0];
    return version === undefined ? undefined : findCachedVersion(dep.name, version);
  } catch (error) {
    if (!(error instanceof BrokenManifestError)) throw error;
    warn(
      "bad-manifest",
      `${dep.name} (declared in ${dep.manifest}): ${relativeMessage(error.message, app)}; ` +
        `it is not served; reinstall it (\`${command}\`)`,
    );
    return null;
  }
}

/**
 * Gives a runtime package that ships no declarations its `@types` package, when `from` resolves
 * one (and it is not left out).
 */
function pairTypes(
  installed: InstalledPackage,
  located: FoundPackage,
  from: string,
  excluded: ReadonlySet<string>,
): void {
  if (runtimePackageOf(installed.name) !== undefined) return;
  if (shipsTypes(located.folder, located.manifest)) return;
  const types = typesFor(installed.name, from, excluded);
  if (types !== undefined) installed.types = types;
}

/** The `@types` package of a runtime package, resolved from the folder that declares it. */
function typesFor(
  name: string,
  from: string,
  excluded: ReadonlySet<string>,
): InstalledPackage["types"] {
  const typesName = typesPackageOf(name);
  if (excluded.has(typesName)) return undefined;
  const types = resolveInstalled(typesName, from);
  return types === undefined
    ? undefined
    : { name: types.name, version: types.version, folder: types.folder };
}

/**
 * An `include` name: resolved from the app, else from each installed package, breadth first
 * through their dependencies (pnpm installs a transitive package beside the packages that need
 * it, not at the root).
 */
function findAnywhere(
  name: string,
  app: string,
  direct: readonly InstalledPackage[],
  warn: Warn,
): FoundPackage | undefined {
  const queue = [app, ...direct.map((pkg) => pkg.folder)];
  const seen = new Set(queue);
  for (let i = 0; i < queue.length && i < MAX_WALKED; i++) {
    const folder = queue[i]!;
    try {
      const found = findPackage(name, folder);
      if (found !== undefined) return found;
    } catch (error) {
      if (!(error instanceof BrokenManifestError)) throw error;
      warn("bad-manifest", `${name}: ${relativeMessage(error.message, app)}; it is not served`);
      return undefined;
    }
    for (const dependency of dependencyNames(folder)) {
      const next = resolveInstalled(dependency, folder)?.folder;
      if (next !== undefined && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return undefined;
}

function dependencyNames(folder: string): string[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
  } catch {
    return [];
  }
  if (!isRecord(manifest)) return [];
  return ["dependencies", "optionalDependencies", "peerDependencies"].flatMap((field) =>
    isRecord(manifest[field]) ? Object.keys(manifest[field]) : []
  );
}

function warnNotInstalled(dep: DeclaredDependency, app: string, command: string, warn: Warn) {
  const where = dep.from === app ? app : `${app} (it is declared in ${dep.manifest})`;
  warn(
    "dependency-not-installed",
    `${dep.name} (${dep.range} in ${dep.manifest}): not installed; run \`${command}\` in ${where}`,
  );
}

/** Warns when the installed version is outside a semver range the manifest declares. */
function checkRange(dep: DeclaredDependency, version: string, command: string, warn: Warn) {
  const range = dep.range.replace(/^npm:(?:@[^/]+\/)?[^@]+@/, "");
  if (semver.validRange(range) === null || semver.valid(version) === null) return;
  if (semver.satisfies(version, range, { includePrerelease: true })) return;
  warn(
    "dependency-out-of-range",
    `${dep.name}: ${version} is installed, ${dep.manifest} declares ${dep.range}; served at ` +
      `${version} until \`${command}\` installs a version in range`,
  );
}

function warnAboutUnsupportedLayouts(
  app: string,
  boundary: string,
  jsr: readonly string[],
  warn: Warn,
): void {
  const pnp = [app, boundary].flatMap((folder) =>
    [".pnp.cjs", ".pnp.js"].map((file) => join(folder, file))
  ).find((path) => existsSync(path));
  if (pnp !== undefined) {
    warn(
      "unsupported-layout",
      `Yarn Plug'n'Play (${pnp}): packages in Yarn's zip archives are not read, only a ` +
        "node_modules folder; set `nodeLinker: node-modules` in .yarnrc.yml and run " +
        "`yarn install` to serve them",
    );
  }
  if (jsr.length > 0) {
    warn(
      "unsupported-layout",
      `jsr: imports are not served (${[...new Set(jsr)].sort(compareText).join(", ")}): ` +
        "only npm packages are read",
    );
  }
}

/**
 * The folder an app's installs belong to: the nearest folder at or above the app that is a
 * workspace root (its dependencies are hoisted there, its lockfile is written there), else the
 * app.
 *
 * @param app The app's real path.
 * @returns The folder.
 */
export function workspaceRootOf(app: string): string {
  for (let dir = app;;) {
    if (isWorkspaceRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return app;
    dir = parent;
  }
}

function isWorkspaceRoot(dir: string): boolean {
  if (existsSync(join(dir, "pnpm-workspace.yaml"))) return true;
  for (const [file, key] of [["package.json", "workspaces"], ["deno.json", "workspace"]]) {
    try {
      const parsed = parseJsonc(readFileSync(join(dir, file!), "utf8"));
      if (isRecord(parsed) && parsed[key!] !== undefined) return true;
    } catch {
      // Absent or unreadable: not this kind of workspace root.
    }
  }
  return false;
}

/** The command that installs what the app declares, by the lockfile its package manager keeps. */
function installCommand(app: string, boundary: string, deno: boolean): string {
  const has = (file: string) => [app, boundary].some((dir) => existsSync(join(dir, file)));
  if (has("pnpm-lock.yaml")) return "pnpm install";
  if (has("yarn.lock")) return "yarn install";
  if (has("bun.lock") || has("bun.lockb")) return "bun install";
  if (deno && !has("package-lock.json")) return "deno install";
  return "npm install";
}

/** The versions `deno.lock` pins for the app's `npm:` packages, by name, the highest first. */
function denoLockVersions(app: string): Map<string, string[]> {
  const versions = new Map<string, string[]>();
  let lock: unknown;
  try {
    lock = JSON.parse(readFileSync(join(app, "deno.lock"), "utf8"));
  } catch {
    return versions;
  }
  const specifiers = isRecord(lock) && isRecord(lock.specifiers) ? lock.specifiers : {};
  for (const [specifier, pinned] of Object.entries(specifiers)) {
    const match = /^npm:((?:@[^/@]+\/)?[^/@]+)@/.exec(specifier);
    if (match === null || typeof pinned !== "string") continue;
    // A version resolved with peers is written `19.0.0_react@19.0.0`.
    const version = pinned.replace(/_.*$/, "");
    if (semver.valid(version) === null) continue;
    versions.set(match[1]!, [...versions.get(match[1]!) ?? [], version].sort(semver.rcompare));
  }
  return versions;
}

/** Whether `path` is `folder` or inside it. */
function inside(path: string, folder: string | undefined): boolean {
  return folder !== undefined && (path === folder || path.startsWith(folder + sep));
}

/** A version semver can compare (`0.0.0` for one it cannot read). */
function coerce(version: string): string {
  return semver.valid(version) ?? semver.coerce(version)?.version ?? "0.0.0";
}

function relativeMessage(message: string, app: string): string {
  return message.replaceAll(app + sep, "");
}
