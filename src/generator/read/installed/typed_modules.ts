/**
 * The modules a package's `@types` package builds on that type no installed package: the
 * `@types` packages it depends on whose runtime package is not there (`@types/express` on
 * `@types/express-serve-static-core`). Their names are the package's types as much as its own
 * entry's (`Request` extends `core.Request<P = core.ParamsDictionary>`), and an app imports them
 * from that module (`import type { ParamsDictionary } from "express-serve-static-core"`), so they
 * are read as entries of the package, under the module's name.
 *
 * @module
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { runtimePackageOf } from "../../../catalog/types_package_names.ts";
import { isRecord } from "../../is_record.ts";
import { readManifest } from "../../find/node_resolution.ts";
import type { ResolveInstalled } from "./installed_package.ts";
import type { TypeEntry } from "./type_entries.ts";
import type { ApiSymbol } from "../../../snapshot/model.ts";

/**
 * The entries of the modules an `@types` package builds on (see the module's description): one
 * per `@types` dependency whose runtime package `resolve` does not find, under the runtime
 * package's name, its declaration file the one its manifest names. Not a second step
 * (`@types/express-serve-static-core` builds on `@types/node`, which is the runtime's).
 *
 * @param types The `@types` package.
 * @param manifest Its parsed package.json.
 * @param resolve Finds installed packages (and records what it was asked, for the cache).
 * @returns The entries, each named by the module it types.
 *
 * @example
 * ```ts ignore
 * typedModules(pkg.types, typesManifest, resolve);
 * // [{ subpath: "express-serve-static-core", file: ".../@types/express-serve-static-core/index.d.ts" }]
 * ```
 */
export function typedModules(
  types: { folder: string },
  manifest: Record<string, unknown>,
  resolve: ResolveInstalled,
): TypeEntry[] {
  const dependencies = isRecord(manifest.dependencies) ? Object.keys(manifest.dependencies) : [];
  return dependencies.flatMap((name) => {
    const runtime = runtimePackageOf(name);
    if (runtime === undefined || resolve(runtime, types.folder) !== undefined) return [];
    const found = resolve(name, types.folder);
    const file = found === undefined ? undefined : declarationFile(found.folder);
    return file === undefined ? [] : [{ subpath: runtime, file }];
  });
}

/**
 * The symbols of a package without those of the modules it builds on that its own entries
 * export too: express' `Request` extends `core.Request` and has its members; the module's
 * names are for what the package's entries leave out (`ParamsDictionary`).
 *
 * @param symbols The symbols of every entry.
 * @param modules The entries of the modules built on ({@link typedModules}).
 * @returns The symbols kept.
 *
 * @example
 * ```ts ignore
 * ownNamesFirst(symbols, modules).filter((symbol) => symbol.name === "Request").length; // 1
 * ```
 */
export function ownNamesFirst(symbols: ApiSymbol[], modules: readonly TypeEntry[]): ApiSymbol[] {
  const built = new Set(modules.map((entry) => entry.subpath));
  const own = new Set(
    symbols.filter((symbol) => !built.has(symbol.subpath)).map((symbol) => symbol.name),
  );
  return symbols.filter((symbol) => !built.has(symbol.subpath) || !own.has(symbol.name));
}

/** The declaration file a type-only package's manifest names (`index.d.ts` when none). */
function declarationFile(folder: string): string | undefined {
  let manifest: Record<string, unknown> | undefined;
  try {
    manifest = readManifest(folder);
  } catch {
    return undefined; // a broken package.json: no entry
  }
  if (manifest === undefined) return undefined;
  const named = manifest.types ?? manifest.typings;
  const file = join(folder, typeof named === "string" ? named : "index.d.ts");
  return existsSync(file) ? file : undefined;
}
